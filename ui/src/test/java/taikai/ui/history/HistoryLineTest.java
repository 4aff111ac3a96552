package taikai.ui.history;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.history.GroupChange;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;

class HistoryLineTest {
    private static final long MADE = 1_805_000_000_000L;

    @Test
    void aLinePartlyAppliedSaysWhatWasHeldWithItsValuesAndWhy() {
        Map<String, String> held = new LinkedHashMap<>();
        held.put("ipponsA", "M|K");
        held.put("hansokuA", "0");
        HistoryEntry entry = new HistoryEntry("Pool A-0",
                new Arrival(MADE, MADE + 1500, "court B"),
                new Asked("score", "k1", "h", ""),
                new Answered("partly_applied", "Match Pool A-0: recorded except scoreline.", List.of(new GroupChange("scoreline", "held", held, "An older change than the one stored."), new GroupChange("overtime", "applied", Map.of(), ""), new GroupChange("bout:-1", "unchanged", Map.of(), ""))));

        HistoryLine line = HistoryLine.of(entry, ZoneOffset.UTC);

        assertEquals("Score from court B", line.title());
        assertEquals("Partly applied", line.outcome());
        assertEquals("made 14-03-2027 04:53:20, received 14-03-2027 04:53:21", line.when());
        assertEquals(List.of("Scoreline: held (An older change than the one stored). Held values: ipponsA M|K, hansokuA 0",
                "Overtime: applied", "Representative bout: unchanged, it already read that way"), line.groups());
        assertEquals("", line.reason());
    }

    @Test
    void aCorrectionShowsItsReasonAndAnUnstampedWriteSaysSo() {
        HistoryEntry entry = new HistoryEntry("m-r1-0",
                new Arrival(null, MADE, "desktop"),
                new Asked("correct", "", "", "Sheet misread"),
                new Answered("applied", "Match m-r1-0: recorded.", List.of(new GroupChange("verdict", "applied", Map.of(), ""))));

        HistoryLine line = HistoryLine.of(entry, ZoneOffset.UTC);

        assertEquals("Correction from desktop", line.title());
        assertEquals("made at an unknown time (the sender sent none), received 14-03-2027 04:53:20", line.when());
        assertEquals(List.of("Result: applied"), line.groups());
        assertEquals("Reason given: Sheet misread", line.reason());
        assertEquals("Repair bracket", HistoryLine.action("repair-bracket"));
        assertEquals("Held: nothing applied, kept here", HistoryLine.outcome("held"));
    }
}
