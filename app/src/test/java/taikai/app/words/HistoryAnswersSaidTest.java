package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.court.StartMatch;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.history.HistoryEntry;
import taikai.words.Language;

/**
 * A match's history keeps each answer's code and arguments beside its English (decision 0053): the
 * history screen and a retry answered from the history after a restart say it in the reader's
 * language, and the line reads back exactly as it was written.
 */
class HistoryAnswersSaidTest {
    @TempDir
    Path root;

    @Test
    void aRetryAnsweredFromTheHistoryCarriesTheAnswersCode() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        BracketMatch first = f.draw("cup").bracket().rounds().get(0).get(0);
        StartMatch start = new StartMatch("cup", first.id(), "A");
        Answer started = f.road.submit(new Request("start-1", "court A", start));
        assertEquals(Outcome.APPLIED, started.outcome(), started.message());
        assertEquals("started", started.code());

        HistoryEntry line = f.history("cup", first.id()).get(0);
        assertEquals("started", line.answered().code());
        assertEquals(started.arguments(), line.answered().arguments());
        String file = Files.readString(root.resolve("competitions/cup/history/" + first.id() + ".jsonl"));
        assertTrue(file.contains("\"code\":\"started\""), file);

        // A second road over the same folder, as after a restart: the retry is answered from the history line.
        WriteRoad restarted = new WriteRoad(f.store, Handlers.standard(), f.clock::get,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
        Answer retry = restarted.submit(new Request("start-1", "court A", start));

        assertEquals(started.message(), retry.message());
        assertEquals("started", retry.code());
        assertEquals(Said.answer(started.code(), started.arguments(), Language.JAPANESE),
                Said.answer(retry.code(), retry.arguments(), Language.JAPANESE));
        assertTrue(Said.answer(retry.code(), retry.arguments(), Language.JAPANESE).orElseThrow().startsWith("第"
                + first.matchNumber() + "試合"));
        assertEquals(List.of(line), f.history("cup", first.id()), "the retry wrote no second line");
    }
}
