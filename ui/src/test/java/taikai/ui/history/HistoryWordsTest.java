package taikai.ui.history;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.history.GroupChange;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;

/** Each history line in words, worked out from the values each line left and the line before. */
class HistoryWordsTest {
    private static final HistoryWords.Names NAMES = HistoryWords.Names.of("Sato", "de Vries");
    private final List<HistoryEntry> entries = new ArrayList<>();

    @Test
    void pointsAndHansokuReadAsTheSheetConfirmedThem() {
        applied("start", group("verdict", verdict("running", "", "")));
        applied("score", group("scoreline", points("M", 0, "", 0)));
        applied("score", group("scoreline", points("M", 0, "", 1)));
        applied("score", group("scoreline", points("M|H", 0, "", 2)));
        applied("score", group("scoreline", points("M|H", 0, "K", 2)));
        applied("score", group("scoreline", points("M|H", 0, "", 2)));
        applied("finish", group("verdict", verdict("completed", "Sato", "fought")));

        assertEquals(List.of(
                "Started",
                "Men for Sato (aka), 1-0",
                "Hansoku for de Vries (shiro, 1st)",
                "Hansoku for de Vries (shiro, 2nd), a point for Sato (aka), 2-0",
                "Kote for de Vries (shiro), 2-1",
                "Kote for de Vries (shiro) taken back, 2-0",
                "Finished: Sato wins, 2-0"), HistoryWords.of(entries, NAMES));
    }

    @Test
    void aCorrectionNamesTheNewScoreTheOldOneAndTheReason() {
        applied("score", group("scoreline", points("M", 0, "", 0)));
        applied("finish", group("verdict", verdict("completed", "Sato", "fought")));
        entries.add(entry("correct", "applied", List.of(group("scoreline", points("M|K", 0, "", 0)),
                group("verdict", verdict("completed", "Sato", "fought"))), "sheet misread"));

        assertEquals("Corrected: Sato 2-0 de Vries, was 1-0, Sato wins \u2014 reason: sheet misread",
                HistoryWords.of(entries, NAMES).get(2));
    }

    @Test
    void aJapaneseDesktopSaysTheStoredCodesInJapaneseAndTheReasonAsTyped() {
        applied("score", group("scoreline", points("M", 0, "", 0)));
        applied("finish", group("verdict", verdict("completed", "Sato", "fought")));
        entries.add(entry("correct", "applied", List.of(group("scoreline", points("M|K", 0, "", 0)),
                group("verdict", verdict("completed", "Sato", "fought"))), "sheet misread"));
        taikai.ui.words.DeskWords.use(taikai.words.Language.JAPANESE);
        try {
            assertEquals(List.of("Sato（赤）に面、1-0", "終了：Satoの勝ち、1-0",
                    "訂正：Sato 2-0 de Vries（訂正前 1-0）、Satoの勝ち \u2014 理由：sheet misread"),
                    HistoryWords.of(entries, NAMES));
        } finally {
            taikai.ui.words.DeskWords.use(taikai.words.Language.ENGLISH);
        }
    }

    @Test
    void aHeldWriteSaysWhatWouldHaveHappenedAndWhy() {
        applied("score", group("scoreline", points("M", 0, "", 0)));
        entries.add(entry("score", "held", List.of(new GroupChange("scoreline", "held", points("M", 0, "D", 0),
                "An older change than the one stored.")), ""));

        assertEquals("Not applied: do for de Vries (shiro), 1-1 (An older change than the one stored)",
                HistoryWords.of(entries, NAMES).get(1));
    }

    @Test
    void aLineWrittenBeforeValuesWereKeptNamesItsGroupsAndTheNextOneTheScoreAsItStands() {
        entries.add(entry("score", "applied", List.of(new GroupChange("scoreline", "applied", Map.of(), "")), ""));
        applied("score", group("scoreline", points("M|K", 0, "", 1)));
        applied("encho", group("overtime", Map.of("encho", "1")));

        assertEquals(List.of("Score: scoreline", "Score Sato 2-0 de Vries, hansoku: de Vries 1", "Encho period 1"),
                HistoryWords.of(entries, NAMES));
    }

    @Test
    void aTeamBoutNamesItsFightersAndAReopenSaysSo() {
        Map<String, String> bout = new LinkedHashMap<>();
        bout.put("position", "1");
        bout.put("sideA", "Tanaka");
        bout.put("sideB", "Jansen");
        bout.put("ipponsA", "");
        bout.put("ipponsB", "T");
        bout.put("hansokuA", "0");
        bout.put("hansokuB", "0");
        bout.put("decision", "");
        applied("bout", group("bout:1", bout));
        applied("finish", group("verdict", verdict("completed", "", "hikiwake")));
        applied("reopen", group("verdict", verdict("scheduled", "", "")));

        assertEquals(List.of("Bout 2 (Tanaka v Jansen): tsuki for Jansen (shiro), 0-1", "Finished: hikiwake", "Reopened"),
                HistoryWords.of(entries, NAMES));
    }

    @Test
    void aSideWithNoNameIsNamedByItsColour() {
        applied("score", group("scoreline", points("", 1, "", 0)));
        applied("score", group("scoreline", points("", 1, "K", 0)));

        assertEquals(List.of("Hansoku for aka (1st)", "Kote for shiro, 0-1"), HistoryWords.of(entries, HistoryWords.Names.of("", "")));
    }

    private void applied(String action, GroupChange... groups) {
        entries.add(entry(action, "applied", List.of(groups), ""));
    }

    private static HistoryEntry entry(String action, String outcome, List<GroupChange> groups, String reason) {
        return new HistoryEntry("Pool A-0",
                new Arrival(1L, 2L, "court A"),
                new Asked(action, "", "", reason),
                new Answered(outcome, "", groups));
    }

    private static GroupChange group(String key, Map<String, String> values) {
        return new GroupChange(key, "applied", Map.of(), "", values);
    }

    private static Map<String, String> points(String a, int hansokuA, String b, int hansokuB) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("ipponsA", a);
        values.put("hansokuA", Integer.toString(hansokuA));
        values.put("ipponsB", b);
        values.put("hansokuB", Integer.toString(hansokuB));
        return values;
    }

    private static Map<String, String> verdict(String status, String winner, String decision) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("status", status);
        values.put("winner", winner);
        values.put("winnerId", "");
        values.put("decision", decision);
        values.put("hantei", "NONE");
        return values;
    }
}
