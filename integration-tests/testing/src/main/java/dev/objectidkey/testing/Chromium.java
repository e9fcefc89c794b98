package dev.objectidkey.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium, driven through its chromedriver by Selenium, for the browser tests.
 *
 * <p>The binaries are {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} (the system
 * properties {@code objectidkey.test.chromium} and {@code objectidkey.test.chromedriver} move
 * them). Where one is missing, the calling tests are skipped after a line that starts with
 * {@code skipped: no chromium}; with {@code CI=true} they fail instead, naming the packages to
 * install ({@code .ci/run} installs them).
 *
 * <p>Selenium is an optional dependency of this module: a module with browser tests declares
 * {@code selenium-chrome-driver} itself, in the version its own dependency management chooses.
 */
public final class Chromium {

  private static final Path CHROMIUM =
      Paths.get(System.getProperty("objectidkey.test.chromium", "/usr/bin/chromium"));
  private static final Path CHROMEDRIVER =
      Paths.get(System.getProperty("objectidkey.test.chromedriver", "/usr/bin/chromedriver"));

  /**
   * Selenium warns at every start that it has no DevTools support for this exact Chromium version,
   * which the tests do not use. Held here, since java.util.logging keeps loggers weakly.
   */
  private static final Logger CDP_VERSION_LOG =
      Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

  private Chromium() {}

  /**
   * Starts a headless Chromium with an English UI, or skips (fails with {@code CI=true}) the
   * calling tests when it is not installed.
   *
   * @param environment variables for chromedriver and the browser, such as {@code TZ}
   * @param arguments more command-line switches, such as {@code --window-size=1280,900}
   * @return the driver; quit it when done
   */
  public static ChromeDriver start(Map<String, String> environment, String... arguments) {
    requireChromium();
    CDP_VERSION_LOG.setLevel(Level.SEVERE);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(CHROMEDRIVER.toFile())
            .usingAnyFreePort()
            .withEnvironment(environment)
            .build();
    List<String> switches =
        new ArrayList<>(
            List.of(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--lang=en-US"));
    switches.addAll(List.of(arguments));
    return new ChromeDriver(
        service, new ChromeOptions().setBinary(CHROMIUM.toFile()).addArguments(switches));
  }

  private static void requireChromium() {
    for (Path required : List.of(CHROMIUM, CHROMEDRIVER)) {
      if (Files.isExecutable(required)) {
        continue;
      }
      String where = "no " + required.getFileName() + " at " + required;
      if (TestDatabase.ciRequiresServers()) {
        throw new IllegalStateException(
            where
                + ", and CI=true makes the browser test mandatory;"
                + " install it: apt-get install -y chromium chromium-driver");
      }
      System.out.println("skipped: " + where + " (apt-get install -y chromium chromium-driver)");
      Assumptions.abort(where);
    }
  }
}
