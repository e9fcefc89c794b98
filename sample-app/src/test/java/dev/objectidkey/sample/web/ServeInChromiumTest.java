package dev.objectidkey.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.testing.Chromium;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real headless Chromium (Debian's {@code chromium} and {@code chromium-driver}),
 * driven by Selenium: what a person sees after the browser has run the page's script, not the
 * HTML the server sent. The browser runs in the Asia/Tokyo time zone, so "in your time zone" is
 * checked against a known zone.
 *
 * <p>Without Chromium the tests are skipped with a line {@code skipped: no chromium at ...};
 * with {@code CI=true} a missing browser fails them instead. The system properties
 * {@code objectidkey.test.chromium} and {@code objectidkey.test.chromedriver} move the expected
 * programs, to check both paths without uninstalling anything.
 */
class ServeInChromiumTest {

  private static final Path SCREENSHOT = Paths.get("target/screenshots/serve.png");

  @TempDir static Path dir;

  private static ServedShop served;
  private static ChromeDriver browser;

  @BeforeAll
  static void start() {
    browser =
        Chromium.start(Map.of("TZ", "Asia/Tokyo"), "--window-size=1280,1480", "--hide-scrollbars");
    served = new ServedShop(dir);
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (served != null) {
      served.close();
    }
  }

  private static void open(String pathAndQuery) {
    browser.get(served.url(pathAndQuery));
  }

  private static List<String> texts(String css) {
    return browser.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
  }

  @Test
  void theGeneratorExampleShowsExactlyTheTwoIdsInThreeColours() {
    open("/?n=2&time=1700000000&random=3f2a91c8d4&counter=12345");

    assertEquals(
        List.of("6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a"), texts("#ids .id"));
    assertEquals(List.of("6553f100", "6553f100"), texts("#ids .part-time"));
    assertEquals(List.of("3f2a91c8d4", "3f2a91c8d4"), texts("#ids .part-random"));
    assertEquals(List.of("003039", "00303a"), texts("#ids .part-counter"));
    Set<String> colours =
        List.of("part-time", "part-random", "part-counter").stream()
            .map(part -> browser.findElement(By.cssSelector("#ids ." + part)).getCssValue("color"))
            .collect(Collectors.toSet());
    assertEquals(3, colours.size(), "one colour per part: " + colours);
    assertEquals(
        "/?n=2&time=1700000000&random=3f2a91c8d4&counter=12345",
        browser.findElement(By.id("permalink")).getText());
  }

  @Test
  void theDecoderExampleShowsTheTimeInUtcAndInTheBrowsersTimeZone() {
    open("/?decode=507f1f77bcf86cd799439011");

    List<String> cells = texts("#decoded tbody td");
    assertEquals(
        List.of(
            "1",
            "507f1f77bcf86cd799439011",
            "2012-10-17T21:13:27Z",
            "2012-10-18 06:13:27 +09:00 (Asia/Tokyo)",
            "1350508407",
            "bcf86cd799",
            "4427793 (0x439011)",
            "machine bcf86c, process id d799 (55193)"),
        cells);
  }

  @Test
  void aBadLineGetsItsOwnMessageAndTheOthersAreStillDecoded() {
    open("/?decode=" + "nope%0A6553f1003f2a91c8d4003039");

    List<WebElement> rows = browser.findElements(By.cssSelector("#decoded tbody tr"));
    assertEquals(2, rows.size());
    assertEquals(
        "1 Invalid ObjectId \"nope\": expected 24 hexadecimal characters, got 4",
        rows.get(0).getText());
    assertTrue(
        rows.get(1)
            .getText()
            .startsWith(
                "2 6553f1003f2a91c8d4003039 2023-11-14T22:13:20Z"
                    + " 2023-11-15 07:13:20 +09:00 (Asia/Tokyo) 1700000000 3f2a91c8d4 12345 (0x003039)"),
        rows.get(1).getText());
  }

  @Test
  void fillingInTheGeneratorFormMakesThoseIdsAndPutsOnlyTheFilledFieldsInTheUrl() {
    open("/");
    type("n", "3");
    type("time", "2023-11-14T22:13:20Z");
    type("random", "3f2a91c8d4");
    type("counter", "12345");
    browser.findElement(By.id("generate")).click();
    new WebDriverWait(browser, Duration.ofSeconds(10))
        .until(driver -> driver.getCurrentUrl().contains("n=3"));

    assertEquals(
        served.url("/?n=3&time=2023-11-14T22%3A13%3A20Z&random=3f2a91c8d4&counter=12345"),
        browser.getCurrentUrl());
    assertEquals(
        List.of("6553f1003f2a91c8d4003039", "6553f1003f2a91c8d400303a", "6553f1003f2a91c8d400303b"),
        texts("#ids .id"));
    assertEquals("3", browser.findElement(By.id("n")).getDomProperty("value"));
  }

  @Test
  void aBadValueTypedIntoTheFormIsNamedOnThePage() {
    open("/");
    type("random", "3f2a91c8d");
    browser.findElement(By.id("generate")).click();
    new WebDriverWait(browser, Duration.ofSeconds(10))
        .until(driver -> driver.getCurrentUrl().contains("random="));

    assertEquals(
        "Invalid value for random \"3f2a91c8d\": expected 10 hexadecimal digits (0-9, a-f,"
            + " A-F), the 5-byte random value, got 9 characters",
        browser.findElement(By.id("generator-error")).getText());
    assertTrue(texts("#ids .id").isEmpty());
  }

  @Test
  void badUrlParametersAreNamedOnThePage() {
    open("/?n=101");
    String count = browser.findElement(By.id("generator-error")).getText();
    open("/?counter=16777216");
    String counter = browser.findElement(By.id("generator-error")).getText();
    open("/?time=2106-02-07T06:28:16Z");
    String time = browser.findElement(By.id("generator-error")).getText();

    assertEquals("Invalid value for n: expected a count from 1 to 100, got 101", count);
    assertEquals(
        "Invalid value for counter \"16777216\": it is above 16777215, the largest counter 3"
            + " bytes hold",
        counter);
    assertEquals(
        "Invalid value for time \"2106-02-07T06:28:16Z\": it is after 2106-02-07T06:28:15Z,"
            + " the last second an ObjectId can hold",
        time);
  }

  @Test
  void copyAllPutsTheIdsOnTheClipboardOnePerLine() {
    open("/?n=2&time=1700000000&random=3f2a91c8d4&counter=12345");
    browser.executeCdpCommand(
        "Browser.grantPermissions",
        Map.of(
            "origin", served.server.url().replaceAll("/$", ""),
            "permissions", List.of("clipboardReadWrite", "clipboardSanitizedWrite")));

    browser.findElement(By.id("copy-all")).click();
    new WebDriverWait(browser, Duration.ofSeconds(10))
        .until(driver -> !driver.findElement(By.id("copy-status")).getText().isEmpty());

    assertEquals(
        "Copied 2 ids to the clipboard.", browser.findElement(By.id("copy-status")).getText());
    Object clipboard =
        ((JavascriptExecutor) browser)
            .executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                    + " navigator.clipboard.readText().then(done, (e) => done('failed: ' + e));");
    assertEquals("6553f1003f2a91c8d4003039\n6553f1003f2a91c8d400303a\n", clipboard);
  }

  @Test
  void theOrdersAreListedByIdWithMarkupInNamesShownAsText() {
    open("/?from=2024-05-01T09:00:05Z&to=2024-05-01T09:00:10Z");

    assertEquals(
        "select o.id from Order o where o.id between :from and :to order by o.id\n"
            + "  :from = OrderId.minFor(2024-05-01T09:00:05Z) = 663204950000000000000000\n"
            + "  :to   = OrderId.maxFor(2024-05-01T09:00:10Z) = 6632049affffffffffffffff",
        browser.findElement(By.id("orders-query")).getText());
    assertEquals(
        List.of(served.orders.get(1).toString(), served.orders.get(2).toString()),
        texts("#order-list .id"));
    assertEquals(List.of(ServedShop.MARKUP_NAME, "Ada Lovelace"), texts("#order-list td.customer"));
    assertTrue(
        browser.findElements(By.cssSelector("#order-list td.customer b")).isEmpty(),
        "the name is text, not a <b> element");
    assertEquals(
        List.of(
            "2024-05-01 18:00:05 +09:00 (Asia/Tokyo)", "2024-05-01 18:00:10 +09:00 (Asia/Tokyo)"),
        texts("#order-list td.local"));
  }

  /** The README's picture: the worked examples and the orders, as a person sees them. */
  @Test
  void takesTheScreenshotForTheReadme() throws IOException {
    open(
        "/?n=5&time=1700000000&random=3f2a91c8d4&counter=12345"
            + "&decode=507f1f77bcf86cd799439011%0A507f1f77bcf86cd79943901&from=2024-05-01T09:00:00Z");

    byte[] png = browser.getScreenshotAs(OutputType.BYTES);
    Files.createDirectories(SCREENSHOT.getParent());
    Files.write(SCREENSHOT, png);

    assertTrue(png.length > 10_000, png.length + " bytes");
    assertNotEquals("", browser.findElement(By.id("orders-query")).getText());
  }

  private static void type(String field, String text) {
    WebElement input = browser.findElement(By.id(field));
    input.clear();
    input.sendKeys(text);
  }
}
