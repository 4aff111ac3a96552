package taikai.app.road.actions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Action;
import taikai.app.road.Answer;
import taikai.app.road.actions.court.AssignCourt;
import taikai.app.road.actions.court.MoveInQueue;
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.EditEntrant;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.actions.result.Reinstate;
import taikai.app.road.actions.team.AddMember;
import taikai.app.road.actions.team.ClearMember;
import taikai.app.road.actions.team.RenameMember;
import taikai.app.road.actions.team.SaveLineup;
import taikai.app.words.Said;
import taikai.model.entrant.Player;
import taikai.storage.store.StoreFixtures;
import taikai.words.Language;

/**
 * An action missing what it needs is refused by its shape, before any lock, and leaves nothing behind;
 * the answer carries the sentences' codes, which the app's bundle says in exactly the English of its message.
 */
class ActionShapesTest {
    @TempDir
    Path root;

    @Test
    void anActionThatNamesTooLittleIsRefusedAsShapeWithASentence() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        List<Action> incomplete = List.of(new StartMatch("open", "Pool A-0", " "), new Requeue("open", ""),
                new Reopen("", "Pool A-0", "why"), new AssignCourt("open", "Pool A-0", ""),
                new MoveInQueue("open", "A", "Pool A-0", -1), new RecordWithdrawal("open", "Pool A-0", null, null, ""),
                new CorrectResult("open", "Pool A-0", null, ""), new Reinstate("open", ""),
                new OverrideWinner("open", "m-r1-0", null, "r"), new OverridePoolRank("open", "Pool A", "x", -1, "r"),
                new SaveLineup("open", "team", "", Map.of()), new AddMember("open", "", "Sato"),
                new RenameMember("open", "team", "", "Sato"), new ClearMember("open", "team", ""),
                new GenerateDraw("", 1), new DiscardDraw(null), new AddEntrant("open", null),
                new EditEntrant("open", Player.of("", "Nobody", "Dojo")), new CheckIn("open", "", true),
                new SetSeed("open", "someone", -2));

        for (Action action : incomplete) {
            Answer answer = f.submit(action);
            assertEquals("shape", answer.rule(), action.toString());
            assertFalse(answer.message().isBlank(), action.toString());
            assertTrue(answer.code().startsWith("shape-"), action.toString());
            assertEquals(answer.message(), Said.refusal(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow(),
                    action.toString());
        }
        assertEquals(0, f.feed.lastSequence(), "nothing was written");
    }
}
