package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.app.testing.Folders;
import taikai.storage.store.TournamentStore;
import taikai.web.publish.StaticSite;

/**
 * The public site in the visitor's language (decision 0042), in a real browser (Debian's chromium,
 * headless) at a 390x844 phone on a copy of the sample served by the real hall server: ?lang=ja and
 * the header's switch give Japanese headings with the sport's terms in Japanese script, the choice
 * survives a reload and reaches the TV scoreboard, and a browser whose language is German gets German
 * without asking. Pictures go to target/site-screenshots (docs/screenshots keeps two of them).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SiteLanguagesBrowserTest {
    private static final Path SHOTS = Path.of("target", "site-screenshots");

    private static Path temp;
    private static WriteRoad road;
    private static HallServer server;
    private static ChromeDriver english;
    private static ChromeDriver german;

    @BeforeAll
    static void start() throws Exception {
        temp = Files.createTempDirectory("taikai-site-languages");
        Path root = temp.resolve("data");
        Folders.copy(Folders.sample(), root);
        TournamentStore store = TournamentStore.open(root);
        CodeBook codes = CodeBook.open(temp.resolve("settings"), root);
        road = WriteRoad.standard(store, new ChangeFeed());
        server = HallServer.start(road, codes, HallServer.LOOPBACK, 0);
        english = browser("en-US");
        german = browser("de-DE");
        Files.createDirectories(SHOTS);
    }

    /** A headless chromium whose interface and Accept-Language are {@code language}. */
    private static ChromeDriver browser(String language) throws Exception {
        Path chromium = Path.of("/usr/bin/chromium");
        Path driver = Path.of("/usr/bin/chromedriver");
        assertTrue(Files.isExecutable(chromium) && Files.isExecutable(driver),
                "The site's tests need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver).");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
                "--window-size=390,844", "--lang=" + language,
                "--user-data-dir=" + Files.createTempDirectory(temp, "chromium"));
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language + "," + language.substring(0, 2)));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
                .usingAnyFreePort().build();
        ChromeDriver chrome = new ChromeDriver(service, options);
        chrome.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844,
                "deviceScaleFactor", 1, "mobile", true));
        return chrome;
    }

    @AfterAll
    static void stop() throws Exception {
        for (ChromeDriver b : new ChromeDriver[] {english, german}) {
            if (b != null) {
                b.quit();
            }
        }
        if (server != null) {
            server.stop();
        }
        road.store().close();
    }

    @Test
    @Order(1)
    void langJaInTheAddressGivesJapaneseHeadingsAndTheTermsInJapaneseScript() throws Exception {
        open(english, "/?lang=ja#now");
        waitText(english, By.cssSelector("nav.tabs"), "進行中");
        waitText(english, By.cssSelector("#court-A h2"), "Aコート");
        assertEquals("ja", english.executeScript("return document.documentElement.lang"));
        waitText(english, By.id("status"), "ライブ");
        shot(english, "site-ja-phone");

        open(english, "/?lang=ja#c/individual-open");
        waitText(english, By.id("main"), "名前");
        String rounds = String.valueOf(english.executeScript(
                "return Array.from(document.querySelectorAll('.round-name')).map(e => e.textContent).join(' ')"));
        assertTrue(rounds.contains("決勝") && rounds.contains("準決勝"), "the tree's rounds in Japanese: " + rounds);
        String marks = String.valueOf(english.executeScript(
                "return Array.from(document.querySelectorAll('.marks, .pts')).map(e => e.textContent).join(' ')"));
        assertTrue(marks.matches("(?s).*[メコドツ].*"), "the score sheet's letters in Japanese script: " + marks);
        assertTrue(!marks.matches("(?s).*\\b[MKDT]\\b.*"), "no Latin letter for a point in Japanese: " + marks);
        shot(english, "site-ja-competition-phone");
        assertEquals("", storedLanguage(english), "a language in the address is not remembered as the visitor's choice");
    }

    @Test
    @Order(2)
    void theSwitchChoosesJapaneseAndTheChoiceSurvivesAReloadAndReachesTheScoreboard() throws Exception {
        open(english, "/#now");
        waitText(english, By.cssSelector("nav.tabs"), "Competitions");
        assertEquals("en", english.executeScript("return document.documentElement.lang"));
        Select choice = new Select(english.findElement(By.id("language")));
        assertEquals(List.of("English", "日本語", "Français", "Deutsch", "Nederlands", "Español"),
                choice.getOptions().stream().map(o -> o.getText()).toList(), "each language by its own name");
        choice.selectByValue("ja");
        waitText(english, By.cssSelector("nav.tabs"), "進行中");
        waitText(english, By.cssSelector("#court-A h2"), "Aコート");
        assertEquals("言語", english.findElement(By.id("language")).getAttribute("aria-label"));

        english.navigate().refresh();
        waitText(english, By.cssSelector("nav.tabs"), "進行中");
        assertEquals("ja", english.executeScript("return document.documentElement.lang"));
        assertEquals("ja", storedLanguage(english));

        // A watched fighter's warning is a Japanese sentence with the name, as written, in bold.
        english.executeScript("var m = arguments[0]; localStorage.setItem('taikai.watchlist', JSON.stringify("
                + "[{id: m.a.id, name: m.a.name, competitionId: m.competitionId}])); location.reload();",
                english.executeAsyncScript("var done = arguments[arguments.length - 1];"
                        + "fetch('data/site.json').then(r => r.json()).then(s => done(s.courts[0].next[0]));"));
        waitText(english, By.id("alerts"), "は" + "Aコートの次の試合です");
        String name = english.findElement(By.cssSelector("#alerts strong")).getText();
        assertTrue(english.findElement(By.id("alerts")).getText().startsWith(name + "はAコートの次の試合です("),
                english.findElement(By.id("alerts")).getText());
        english.executeScript("localStorage.removeItem('taikai.watchlist')");

        open(english, "/display?court=A");
        waitText(english, By.cssSelector(".half.aka .corner"), "赤");
        open(english, "/display?court=A&lang=fr");
        waitText(english, By.cssSelector(".ctitle"), "Aire A");

        open(english, "/#now");
        new Select(english.findElement(By.id("language"))).selectByValue("en");
        waitText(english, By.cssSelector("nav.tabs"), "Competitions");
        assertEquals("en", storedLanguage(english));
    }

    @Test
    @Order(3)
    void aBrowserInGermanGetsGermanAndNothingIsWiderThanThePhone() throws Exception {
        assertEquals("de-DE", german.executeScript("return navigator.languages[0]"));
        open(german, "/#now");
        waitText(german, By.cssSelector("nav.tabs"), "Wettbewerbe");
        waitText(german, By.cssSelector("#court-A h2"), "Fläche A");
        assertEquals("de", german.executeScript("return document.documentElement.lang"));
        assertEquals("de", new Select(german.findElement(By.id("language"))).getFirstSelectedOption().getAttribute("value"));
        shot(german, "site-de-phone");
        for (String page : new String[] {"/#now", "/#competitions", "/#c/individual-open", "/#c/team-championship",
            "/#c/swiss-challenge", "/#competitors", "/#displays", "/display?court=A"}) {
            open(german, page);
            new WebDriverWait(german, Duration.ofSeconds(5)).until(d -> !d.findElements(
                    By.cssSelector(page.startsWith("/display") ? "#board > *" : "#main > *")).isEmpty()
                    && !d.findElement(By.tagName("body")).getText().contains("Wird geladen"));
            assertEquals(Boolean.TRUE, german.executeScript("return document.documentElement.scrollWidth <= window.innerWidth"),
                    page + " in German is wider than the phone");
        }
        open(german, "/#c/swiss-challenge");
        waitText(german, By.id("main"), "Schweizer Tabelle");
        waitText(german, By.cssSelector(".standings thead"), "Entschieden durch");
    }

    @Test
    @Order(4)
    void thePublishedCopySpeaksJapaneseFromItsOwnWordsFile() throws Exception {
        Path dest = temp.resolve("published");
        StaticSite.publish(temp.resolve("data"), dest);
        try (PlainServer plain = PlainServer.serving(dest)) {
            english.get(plain.base() + "/?lang=ja#now");
            waitText(english, By.cssSelector("nav.tabs"), "進行中");
            waitText(english, By.id("status"), "公開コピー");
            waitText(english, By.cssSelector("#court-A h2"), "Aコート");
        }
    }

    private static String storedLanguage(ChromeDriver b) {
        Object stored = b.executeScript("return localStorage.getItem('taikai.language')");
        return stored == null ? "" : stored.toString();
    }

    private static void open(ChromeDriver b, String path) {
        b.get("http://127.0.0.1:" + server.port() + path);
    }

    private static void waitText(ChromeDriver b, By by, String text) {
        new WebDriverWait(b, Duration.ofSeconds(10), Duration.ofMillis(50))
                .until(ExpectedConditions.textToBePresentInElementLocated(by, text));
    }

    private static void shot(ChromeDriver b, String name) throws Exception {
        Files.write(SHOTS.resolve(name + ".png"), b.getScreenshotAs(OutputType.BYTES));
    }
}
