package taikai.ui.hall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelFormat;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;
import taikai.app.hall.access.Grant;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;
import taikai.ui.shell.Section;

/**
 * The organiser's hall server panel on the real desktop: the server starts on the open folder, the
 * address and its QR code are shown, a court's code made here opens the server to that court, only
 * its hash is kept and only in the settings folder, and a revoked code or a stopped server lets no
 * one in.
 */
@ExtendWith(ApplicationExtension.class)
class HallServerPanelTest {
    @TempDir
    static Path temp;
    private DeskFixture desk;
    private Path settings;
    private Path data;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, temp.resolve("copies"));
    }

    @BeforeEach
    void folder(@TempDir Path test) throws Exception {
        settings = test.resolve("settings");
        System.setProperty(ConfigFolder.PROPERTY, settings.toString());
        data = test.resolve("data");
        assertTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
    }

    @AfterEach
    void stop() {
        desk.desktop.hall().stopNow();
        desk.close();
        System.clearProperty(ConfigFolder.PROPERTY);
    }

    @Test
    void theServerStartsShowsItsAddressAsAQrCodeAndACodeMadeHereLetsItsCourtIn(FxRobot robot) throws Exception {
        desk.open(robot, data);
        List<String> before = files(data);
        HallServerViewModel hall = desk.desktop.hall();
        robot.interact(() -> {
            desk.desktop.shell().select(Section.HALL);
            hall.portProperty().set(0);
        });
        robot.clickOn("#hall-toggle");
        DeskFixture.waitUntil(() -> hall.runningProperty().get());

        String shown = robot.lookup("#hall-address").queryAs(Label.class).getText();
        URI address = URI.create(shown);
        assertEquals(shown, decode(robot.lookup("#hall-qr").queryAs(ImageView.class).getImage()), "the QR code reads as the address");
        assertFalse(robot.lookup("#hall-address-note").queryAs(Label.class).getText().isEmpty());
        URI loopback = URI.create("http://127.0.0.1:" + address.getPort());
        assertTrue(robot.lookup("#hall-site-note").queryAs(Label.class).getText().contains("/display?court=A"));
        java.net.http.HttpResponse<String> site = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(loopback.resolve("/")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertTrue(site.body().contains("assets/app.js"), "the QR code's address opens the public results site");

        DeskFixture.waitUntil(() -> !hall.holders().isEmpty());
        robot.clickOn("#hall-make-court-A");
        DeskFixture.waitUntil(() -> !hall.newCodeProperty().get().isEmpty());
        String code = hall.newCodeProperty().get();
        assertTrue(robot.lookup("#hall-message").queryAs(Label.class).getText().contains(code), "the code is shown once");
        assertEquals(Optional.of("A"), new HallReads(new HallClient(loopback, code), code).courtOfCode());

        Path kept = CodeBook.open(settings, data).file();
        assertTrue(kept.startsWith(settings), "the codes are kept in the settings folder");
        String file = Files.readString(kept);
        assertTrue(file.contains("court A"));
        assertFalse(file.contains(code), "only a hash of the code is kept");
        assertEquals(before, files(data), "nothing is added to the data folder");
        for (Path f : filesIn(data)) {
            assertFalse(Files.readString(f, java.nio.charset.StandardCharsets.ISO_8859_1).contains(code), f.toString());
        }

        robot.clickOn("#hall-revoke-court-A");
        DeskFixture.waitUntil(() -> robot.lookup("#hall-message").queryAs(Label.class).getText().contains("revoked"));
        IOException revoked = assertThrows(IOException.class,
                () -> new HallReads(new HallClient(loopback, code), code).courtOfCode());
        assertTrue(revoked.getMessage().startsWith("The hall laptop does not know this code"), revoked.getMessage());

        robot.clickOn("#hall-toggle");
        DeskFixture.waitUntil(() -> !hall.runningProperty().get());
        assertThrows(IOException.class, () -> new HallReads(new HallClient(loopback, code), code).courtOfCode(),
                "a stopped server takes no connection");
    }

    @Test
    void aCourtsWriteThroughTheServerShowsOnTheDesktop(FxRobot robot) throws Exception {
        desk.open(robot, data);
        HallServerViewModel hall = desk.desktop.hall();
        robot.interact(() -> hall.portProperty().set(0));
        robot.interact(() -> hall.setRunning(true));
        DeskFixture.waitUntil(() -> hall.runningProperty().get());
        URI loopback = URI.create("http://127.0.0.1:" + URI.create(hall.addressProperty().get()).getPort());
        CompetitionState withRunning = desk.session.lastRead().states().stream()
                .filter(s -> s.poolMatches().stream().anyMatch(m -> m.status() == MatchStatus.RUNNING)).findFirst()
                .orElseThrow();
        MatchResult running = withRunning.poolMatches().stream().filter(m -> m.status() == MatchStatus.RUNNING)
                .findFirst().orElseThrow();
        String code = CodeBook.open(settings, data).replace(Grant.court(running.court()));

        HallClient.Reply reply = new HallClient(loopback, code).requeue(withRunning.competition().id(), running.id());
        assertEquals(HallClient.Kind.ANSWERED, reply.kind(), reply.sentence());

        DeskFixture.waitUntil(() -> desk.session.lastRead().state(withRunning.competition().id()).orElseThrow()
                .findMatch(running.id()).orElseThrow().status() == MatchStatus.SCHEDULED);
    }

    private static String decode(Image image) throws Exception {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] pixels = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), pixels, 0, w);
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w, h, pixels))))
                .getText();
    }

    private static List<String> files(Path root) throws IOException {
        return filesIn(root).stream().map(p -> root.relativize(p).toString()).sorted().toList();
    }

    private static List<Path> filesIn(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile).toList();
        }
    }
}
