package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.app.testing.Folders;
import taikai.model.match.Mark;
import taikai.storage.store.TournamentStore;
import taikai.web.publish.StaticSite;

/**
 * The public site in a real browser (Debian's chromium through its chromedriver, headless), on a copy
 * of the sample served by the real hall server on loopback: a court's entry reaches the court's card
 * and its TV scoreboard within a second, the search, the watchlist and its warning, no sideways
 * scrolling on a 360 px phone, and a page cut off from the hall that says so and catches up after.
 * One browser for the whole class; pictures of each page go to target/site-screenshots.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SiteBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SHOTS = Path.of("target", "site-screenshots");

    private static Path temp;
    private static Path root;
    private static WriteRoad road;
    private static CodeBook codes;
    private static String organiser;
    private static HallServer server;
    private static int port;
    private static ChromeDriver browser;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws Exception {
        temp = Files.createTempDirectory("taikai-site-test");
        root = temp.resolve("data");
        Folders.copy(Folders.sample(), root);
        TournamentStore store = TournamentStore.open(root);
        codes = CodeBook.open(temp.resolve("settings"), root);
        organiser = codes.createMissing(store.read().tournament().orElseThrow().effectiveCourts()).get(Grant.organiser());
        road = WriteRoad.standard(store, new ChangeFeed());
        server = HallServer.start(road, codes, HallServer.LOOPBACK, 0);
        port = server.port();
        browser = browser();
        Files.createDirectories(SHOTS);
    }

    static ChromeDriver browser() throws Exception {
        Path chromium = Path.of("/usr/bin/chromium");
        Path driver = Path.of("/usr/bin/chromedriver");
        assertTrue(Files.isExecutable(chromium) && Files.isExecutable(driver),
                "The site's tests need Debian's chromium and chromium-driver (apt-get install chromium chromium-driver).");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows", "--window-size=360,760",
                "--user-data-dir=" + Files.createTempDirectory(temp, "chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
                .usingAnyFreePort().build();
        ChromeDriver chrome = new ChromeDriver(service, options);
        chrome.manage().timeouts().scriptTimeout(Duration.ofSeconds(5));
        return chrome;
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.stop();
        }
        road.store().close();
    }

    @Test
    @Order(1)
    void aCourtsEntryShowsOnTheCourtsCardAndItsScoreboardWithinASecond() throws Exception {
        size(1920, 1080);
        String site = browser.getWindowHandle();
        open("/#now");
        waitFor(Duration.ofSeconds(10), By.cssSelector("#court-A .match"));
        browser.switchTo().newWindow(WindowType.WINDOW);
        String display = browser.getWindowHandle();
        size(1920, 1080);
        open("/display?court=A");
        waitFor(Duration.ofSeconds(10), By.cssSelector(".half.shiro .name"));
        waitText(Duration.ofSeconds(10), By.id("status"), "Live");
        assertTrue(browser.findElements(By.cssSelector(".clock")).isEmpty(), "a court without a match clock (404) shows none");
        shot("web-display-court-tv");

        JsonNode running = get("/data/site.json").path("courts").get(0).path("running");
        List<Mark> aka = marks(running.path("a").path("ippons"));
        List<Mark> shiro = new ArrayList<>(marks(running.path("b").path("ippons")));
        assertEquals(List.of(), shiro, "the sample's court A match starts with shiro at no point");
        shiro.add(Mark.MEN);
        post(running, aka, shiro);
        long posted = System.currentTimeMillis();

        // Each page stamps when it showed new data (data-shown, this machine's clock), so the figure
        // does not include switching between the two windows.
        new WebDriverWait(browser, Duration.ofSeconds(1), Duration.ofMillis(20))
                .until(ExpectedConditions.textToBe(By.cssSelector(".half.shiro .marks"), "M"));
        long onDisplay = shown() - posted;
        browser.switchTo().window(site);
        new WebDriverWait(browser, Duration.ofSeconds(1), Duration.ofMillis(20))
                .until(ExpectedConditions.textToBe(By.cssSelector("#court-A .side.shiro .marks"), "M"));
        long onSite = shown() - posted;
        System.out.printf("Entry answered to shown: scoreboard %d ms, court's card %d ms%n", onDisplay, onSite);
        assertTrue(onDisplay < 1000 && onSite < 1000, onDisplay + " and " + onSite + " ms");
        shot("web-now-tv");
        browser.switchTo().window(display);
        open("/display?court=A&mirror=1");
        waitText(Duration.ofSeconds(5), By.cssSelector(".half.aka"), "AKA");
        assertTrue(browser.findElements(By.cssSelector(".half")).get(0).getAttribute("class").contains("aka"),
                "mirrored, aka is on the left");
        open("/display");
        waitFor(Duration.ofSeconds(5), By.cssSelector(".grid .mini"));
        shot("web-display-all-tv");
        open("/display?court=A&overlay=1");
        waitFor(Duration.ofSeconds(5), By.cssSelector(".bar .half"));
        shot("web-display-overlay-tv");
        assertEquals("rgba(0, 0, 0, 0)", browser.executeScript(
                "return getComputedStyle(document.body).backgroundColor"), "the overlay's page is transparent");
        browser.close();
        browser.switchTo().window(site);
    }

    @Test
    @Order(2)
    void searchFindsACompetitorByNameDojoAndNumber() {
        size(360, 760);
        open("/#competitors");
        var box = waitFor(Duration.ofSeconds(5), By.id("search"));
        box.sendKeys("iris");
        waitText(Duration.ofSeconds(3), By.id("results"), "Iris de Vries");
        box.clear();
        box.sendKeys("NS2");
        waitText(Duration.ofSeconds(3), By.id("results"), "Eline van Dijk");
        box.clear();
        box.sendKeys("oudemeer");
        waitText(Duration.ofSeconds(3), By.id("results"), "Oudemeer");
    }

    @Test
    @Order(3)
    void theWatchlistSurvivesAReloadAndWarnsWhenAWatchedFighterIsUpNext() throws Exception {
        size(360, 760);
        JsonNode next = get("/data/site.json").path("courts").get(0).path("next").get(0);
        String name = next.path("a").path("name").asText();
        open("/#competitors");
        var box = waitFor(Duration.ofSeconds(5), By.id("search"));
        box.clear();
        box.sendKeys(name);
        waitText(Duration.ofSeconds(3), By.id("results"), name);
        browser.findElement(By.cssSelector("#results .watch")).click();
        browser.navigate().refresh();
        open("/#competitors");
        waitText(Duration.ofSeconds(5), By.id("results"), "Your watchlist");
        waitText(Duration.ofSeconds(3), By.id("results"), name);
        open("/#now");
        waitText(Duration.ofSeconds(5), By.id("alerts"), name + " is up next on court A");
        shot("web-now-phone");
    }

    @Test
    @Order(4)
    void nothingIsWiderThanA360PxPhone() throws Exception {
        size(360, 760);
        String person = get("/data/competitors.json").path("competitors").get(0).path("id").asText();
        String[] pages = {"/#now", "/#competitions", "/#c/individual-open", "/#c/team-championship", "/#c/swiss-challenge",
            "/#c/veterans", "/#c/kachinuki", "/#competitors", "/#p/individual-open/" + person, "/#displays",
            "/display?court=A", "/display", "/display?court=B&overlay=1"};
        for (String page : pages) {
            open(page);
            waitFor(Duration.ofSeconds(5), By.cssSelector(page.startsWith("/display") ? "#board > *" : "#main > *"));
            new WebDriverWait(browser, Duration.ofSeconds(5)).until(d -> !d.findElement(By.tagName("body")).getText().contains("Loading"));
            Object fits = browser.executeScript("return document.documentElement.scrollWidth <= window.innerWidth");
            assertEquals(Boolean.TRUE, fits, page + " is wider than the phone: " + browser.executeScript(
                    "return document.documentElement.scrollWidth + ' > ' + window.innerWidth"));
            if (page.equals("/#c/individual-open")) {
                shot("web-competition-phone");
            }
            if (page.equals("/#c/team-championship")) {
                browser.findElements(By.cssSelector("details")).forEach(d -> browser.executeScript("arguments[0].open = true", d));
                browser.executeScript("document.querySelector('.pool').scrollIntoView()");
                shot("web-team-phone");
                browser.executeScript("window.scrollTo(0, 0)");
            }
            if (page.startsWith("/#p/")) {
                waitText(Duration.ofSeconds(5), By.id("main"), "Matches");
                shot("web-competitor-phone");
            }
        }
        size(1920, 1080);
        open("/#c/individual-open");
        waitFor(Duration.ofSeconds(5), By.cssSelector(".bracket .node"));
        shot("web-competition-tv");
    }

    @Test
    @Order(5)
    void aPageCutOffFromTheHallSaysSoAndCatchesUpWhenItIsBack() throws Exception {
        size(360, 760);
        open("/#now");
        waitText(Duration.ofSeconds(10), By.id("status"), "Live");
        JsonNode running = get("/data/site.json").path("courts").get(0).path("running");
        server.stop();
        waitText(Duration.ofSeconds(10), By.id("status"), "No connection: last update");
        shot("web-cut-off-phone");

        // While this page is away, a court writes through another server on the same road; the page
        // must pick the change up from the feed's backlog when its own server is back.
        HallServer other = HallServer.start(road, codes, HallServer.LOOPBACK, 0);
        int was = port;
        port = other.port();
        List<Mark> shiro = new ArrayList<>(marks(running.path("b").path("ippons")));
        shiro.add(Mark.KOTE);
        post(running, marks(running.path("a").path("ippons")), shiro);
        other.stop();
        port = was;
        server = HallServer.start(road, codes, HallServer.LOOPBACK, port);

        String expected = String.join(" ", shiro.stream().map(Mark::symbol).toList());
        new WebDriverWait(browser, Duration.ofSeconds(20), Duration.ofMillis(50))
                .until(ExpectedConditions.textToBe(By.cssSelector("#court-A .side.shiro .marks"), expected));
        waitText(Duration.ofSeconds(5), By.id("status"), "Live");
    }

    @Test
    @Order(6)
    void thePublishedCopyWorksFromAPlainStaticServer() throws Exception {
        Path dest = temp.resolve("published");
        StaticSite.publish(root, dest);
        try (PlainServer plain = PlainServer.serving(dest)) {
            size(360, 760);
            String base = plain.base();
            browser.get(base + "/#now");
            waitFor(Duration.ofSeconds(10), By.cssSelector("#court-A .match"));
            waitText(Duration.ofSeconds(5), By.id("status"), "published copy");
            browser.get(base + "/#c/team-championship");
            waitFor(Duration.ofSeconds(5), By.cssSelector(".standings"));
            browser.get(base + "/display.html?court=A");
            waitFor(Duration.ofSeconds(5), By.cssSelector(".half.shiro .name"));
        }
    }

    @Test
    @Order(7)
    void theCourtScoreboardRunsTheTablesClockBetweenItsReadings() throws Exception {
        size(1920, 1080);
        JsonNode running = get("/data/site.json").path("courts").get(0).path("running");
        String match = "\"competitionId\": \"" + running.path("competitionId").asText() + "\", \"matchId\": \""
                + running.path("id").asText() + "\"";
        clock("{" + match + ", \"running\": true, \"remainingMillis\": 150000, \"period\": \"regular\"}");
        open("/display?court=A");
        // The face is drawn anew as readings arrive: each read finds it again, and a face replaced between
        // the find and the read is read once more.
        String first = new WebDriverWait(browser, Duration.ofSeconds(10), Duration.ofMillis(50))
                .ignoring(StaleElementReferenceException.class)
                .until(d -> {
                    String shown = d.findElement(By.cssSelector(".clock")).getText();
                    return shown.isEmpty() ? null : shown;
                });
        assertTrue(first.matches("2:(30|29|28)"), "the reading as the table sent it: " + first);
        // Between readings the page counts on by itself: no tick is sent.
        new WebDriverWait(browser, Duration.ofSeconds(5), Duration.ofMillis(50))
                .ignoring(StaleElementReferenceException.class)
                .until(d -> !d.findElement(By.cssSelector(".clock")).getText().equals(first));

        clock("{" + match + ", \"running\": false, \"remainingMillis\": 42000, \"period\": \"regular\"}");
        waitText(Duration.ofSeconds(2), By.cssSelector(".clock"), "0:42");

        // An open-ended encho counts up: its reading goes below zero as it runs (docs/api.md).
        clock("{" + match + ", \"running\": true, \"remainingMillis\": -5000, \"period\": \"encho\"}");
        waitText(Duration.ofSeconds(2), By.cssSelector(".clock"), "+0:0");
        waitText(Duration.ofSeconds(2), By.cssSelector(".middle"), "ENCHO");
    }

    /** Posts a clock reading for court A as the organiser's desk would. */
    private static void clock(String body) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/courts/A/clock"))
                .header("Authorization", "Bearer " + organiser).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
    }

    // ---- helpers ----

    private static long shown() {
        return Long.parseLong(String.valueOf(browser.executeScript("return document.body.getAttribute('data-shown')")));
    }

    private static void open(String path) {
        browser.get("http://127.0.0.1:" + port + path);
    }

    private static void size(int width, int height) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", width < 800));
    }

    private static org.openqa.selenium.WebElement waitFor(Duration timeout, By by) {
        return new WebDriverWait(browser, timeout).until(ExpectedConditions.presenceOfElementLocated(by));
    }

    private static void waitText(Duration timeout, By by, String text) {
        new WebDriverWait(browser, timeout, Duration.ofMillis(50))
                .until(ExpectedConditions.textToBePresentInElementLocated(by, text));
    }

    private static void shot(String name) throws Exception {
        Files.write(SHOTS.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    private static JsonNode get(String path) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return JSON.readTree(r.body());
    }

    /** Posts a score entry as the organiser would; returns System.nanoTime() when the answer came. */
    private static long post(JsonNode match, List<Mark> aka, List<Mark> shiro) throws Exception {
        String body = Entries.body(UUID.randomUUID().toString(), System.currentTimeMillis(), "browser-test", 0,
                Entries.score(aka, shiro));
        String path = taikai.app.hall.api.HallApi.entriesPath(match.path("competitionId").asText(), match.path("id").asText());
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header("Authorization", "Bearer " + organiser).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        long answered = System.nanoTime();
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("applied", JSON.readTree(r.body()).path("outcome").asText(), r.body());
        return answered;
    }

    private static List<Mark> marks(JsonNode array) {
        List<Mark> marks = new ArrayList<>();
        array.forEach(m -> marks.add(Mark.fromSymbol(m.asText()).orElseThrow()));
        return marks;
    }
}
