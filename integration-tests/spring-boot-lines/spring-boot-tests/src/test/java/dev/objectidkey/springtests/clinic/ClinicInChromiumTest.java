package dev.objectidkey.springtests.clinic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.objectidkey.testing.Chromium;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * The new-pet form in a real headless Chromium (Debian's {@code chromium} and {@code
 * chromium-driver}) driven by Selenium, against the clinic on a random port: the browser submits
 * the form as rendered, its hidden id empty.
 *
 * <p>Without Chromium the test is skipped with a line {@code skipped: no chromium at ...}; with
 * {@code CI=true} a missing browser fails it instead, as in sample-app's ServeInChromiumTest. The
 * system properties {@code objectidkey.test.chromium} and {@code objectidkey.test.chromedriver}
 * move the expected programs.
 */
@SpringBootTest(
    classes = ClinicApplication.class,
    webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles(ClinicApplication.PROFILE)
class ClinicInChromiumTest {

  private static ChromeDriver browser;

  @LocalServerPort private int port;

  @Autowired private PetRepository pets;

  @BeforeAll
  static void startChromium() {
    browser = Chromium.start(Map.of(), "--window-size=1280,900");
  }

  @AfterAll
  static void stopChromium() {
    if (browser != null) {
      browser.quit();
    }
  }

  @Test
  void theNewPetFormSubmittedInABrowserSavesThePetAndLandsOnItsPage() {
    String base = "http://127.0.0.1:" + port;
    browser.get(base + "/owners/" + ClinicFormsTest.GEORGE);
    browser.findElement(By.id("add-pet")).click();
    WebElement hiddenId = browser.findElement(By.cssSelector("#pet-form input[name=id]"));
    assertEquals("hidden", hiddenId.getDomAttribute("type"));
    assertEquals("", hiddenId.getDomProperty("value"));

    browser.findElement(By.id("name")).sendKeys("Pixel");
    browser.findElement(By.id("species")).sendKeys("rabbit");
    // A date input's typed format follows the browser's locale; set the value it posts instead.
    ((JavascriptExecutor) browser)
        .executeScript(
            "arguments[0].value = arguments[1];",
            browser.findElement(By.id("birthDate")),
            "2024-04-01");
    browser.findElement(By.id("save")).click();

    Pattern petPage =
        Pattern.compile(
            Pattern.quote(base + "/owners/" + ClinicFormsTest.GEORGE + "/pets/")
                + "([0-9a-f]{24})");
    new WebDriverWait(browser, Duration.ofSeconds(20))
        .until(driver -> petPage.matcher(driver.getCurrentUrl()).matches());
    Matcher landed = petPage.matcher(browser.getCurrentUrl());
    assertTrue(landed.matches(), browser.getCurrentUrl());
    String id = landed.group(1);

    assertEquals("Pixel", browser.findElement(By.id("pet-name")).getText());
    assertEquals(id, browser.findElement(By.id("pet-id")).getText());
    Pet saved = pets.findById(PetId.parse(id)).orElseThrow();
    assertEquals("Pixel", saved.getName());
    assertEquals("rabbit", saved.getSpecies());
    assertEquals(LocalDate.of(2024, 4, 1), saved.getBirthDate());
  }
}
