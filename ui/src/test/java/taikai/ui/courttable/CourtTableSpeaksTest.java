package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.ui.DeskFixture;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * A court table speaks its own laptop's language (decisions 0042 and 0048): the connect form, the
 * table's header, its outbox line and its queue in Japanese, with aka and shiro in Japanese script
 * and the names as they are written.
 */
class CourtTableSpeaksTest extends CourtTableTest {
    @Start
    void start(Stage stage) {
        DeskWords.use(Language.JAPANESE);
        openDesk(stage);
    }

    @AfterEach
    void backToEnglish() {
        DeskWords.use(Language.ENGLISH);
    }

    @Test
    void aCourtTableInJapaneseSaysItsFormItsHeaderItsOutboxAndItsQueueInJapanese(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        robot.clickOn("#start-court");
        assertTrue(robot.lookup(".title").queryAllAs(Label.class).stream()
                .anyMatch(title -> title.getText().equals("コート係としてホールに接続")), "the connect form's title");
        robot.clickOn("#court-address").write(hall.address().toString());
        robot.clickOn("#court-code").write(hall.code(court));
        robot.clickOn("#court-connect");
        CourtModeViewModel model = desk.desktop.courtMode();
        DeskFixture.waitUntil(() -> model.connectedProperty().get());

        assertTrue(robot.lookup(".court-name").queryAs(Label.class).getText().startsWith(court + "コート"),
                robot.lookup(".court-name").queryAs(Label.class).getText());
        assertEquals("待っている記録はありません。すべてホール用パソコンに届きました。",
                model.outboxLine(taikai.app.hall.client.QueueState.empty()));
        assertEquals("ホール用パソコンへの送信待ちが3件あります。",
                model.outboxLine(new taikai.app.hall.client.QueueState(3, java.util.Optional.empty(), "", false)));
        assertEquals("ホール用パソコンへの送信待ちが3件あります。 ホール用パソコンが混み合っています。記録はまもなく送り直されます。",
                model.outboxLine(new taikai.app.hall.client.QueueState(3, java.util.Optional.empty(),
                        "The hall laptop is busy; entries are sent again shortly.", false,
                        taikai.app.words.Phrase.of("client.hall.busy"))), "the sender's problem in the table's language");
        assertTrue(!model.waiting().isEmpty(), "the court's queue is shown");
        String sides = model.waiting().get(0).sides();
        assertTrue(sides.contains("（赤）") && sides.contains("（白）") && sides.contains("対"), sides);
        assertTrue(robot.lookup("#court-start").queryButton().getText().contains("選んだ試合を開始"));

        // An entry the hall refused is said from the refusal's code, after the table's own words for it.
        taikai.app.hall.client.PendingEntry entry = new taikai.app.hall.client.PendingEntry("k-1",
                new taikai.app.hall.client.EntryDraft("open", "Pool A-0", "board-1", 1, "メン 赤", "{}"), 0, 0, "run", 0, false);
        taikai.app.road.Answer refused = taikai.app.road.Answer.refused("no-third-point",
                "Aka already has 2 points, the most a side can win: check which side scored.", 1)
                .coded("no-third-point", java.util.List.of("aka", 2));
        assertEquals("メン 赤は記録されませんでした：赤はすでに2本取っており、これ以上は取れません。どちらが打ったか確認してください。",
                model.operatorNotice(new taikai.app.hall.client.CourtSession.NeedsOperator(entry, "Nothing was recorded.",
                        taikai.app.hall.client.SenderListener.Why.REFUSED, refused)));
        assertTrue(model.operatorNotice(new taikai.app.hall.client.CourtSession.NeedsOperator(entry, "",
                taikai.app.hall.client.SenderListener.Why.CLOCK_WRONG, null)).contains("時計"));
    }
}
