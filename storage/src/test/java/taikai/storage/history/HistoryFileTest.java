package taikai.storage.history;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.history.GroupChange;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class HistoryFileTest {

    private static HistoryEntry held() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("ipponsA", "M|K");
        values.put("ipponsB", "");
        return new HistoryEntry("Pool A-0",
                new Arrival(1_700_000_000_000L, 1_700_000_000_250L, "court B"),
                new Asked("score", "k-1", "abc", ""),
                new Answered("partly_applied", "Applied, except the scoreline: a newer one was recorded at 10:02.", List.of(new GroupChange("overtime", "applied", Map.of(), ""), new GroupChange("scoreline", "held", values, "a newer change was recorded"))));
    }

    @Test
    void aLineIsOneJsonObjectWithKeysInAFixedOrder() {
        String line = new String(HistoryFile.line(held()), StandardCharsets.UTF_8);
        assertEquals("{\"match\":\"Pool A-0\",\"madeAt\":1700000000000,\"receivedAt\":1700000000250,"
                + "\"via\":\"court B\",\"action\":\"score\",\"key\":\"k-1\",\"bodyHash\":\"abc\","
                + "\"outcome\":\"partly_applied\",\"answer\":\"Applied, except the scoreline: a newer one was recorded at 10:02.\","
                + "\"groups\":[{\"group\":\"overtime\",\"result\":\"applied\"},"
                + "{\"group\":\"scoreline\",\"result\":\"held\",\"held\":{\"ipponsA\":\"M|K\",\"ipponsB\":\"\"},"
                + "\"reason\":\"a newer change was recorded\"}]}\n", line);
    }

    @Test
    void everyFieldSurvivesAWriteAndARead() {
        HistoryEntry entry = held();
        Problems problems = new Problems();
        List<HistoryEntry> read = HistoryFile.read("h", new String(HistoryFile.line(entry), StandardCharsets.UTF_8), problems);
        assertEquals(List.of(entry), read);
        assertEquals(List.of(), problems.list());
    }

    @Test
    void anUnstampedWriteIsReadBackWithoutATime() {
        HistoryEntry entry = held().withArrival(a -> a.withMadeAt(null)).withAsked(a -> a.withKey("").withReason("typo in the sheet"));
        List<HistoryEntry> read = HistoryFile.read("h", new String(HistoryFile.line(entry), StandardCharsets.UTF_8), new Problems());
        assertEquals(List.of(entry), read);
    }

    @Test
    void aGarbageTailIsReportedAndNeverHidesTheGoodLines() {
        String good = new String(HistoryFile.line(held()), StandardCharsets.UTF_8);
        String text = good + good + "{\"match\":\"Pool A-0\",\"recei" + "\0\0\0";
        Problems problems = new Problems();
        List<HistoryEntry> read = HistoryFile.read("competitions/open/history/Pool A-0.jsonl", text, problems);
        assertEquals(2, read.size());
        Problem problem = problems.list().get(0);
        assertEquals(3, problem.line());
        assertEquals("competitions/open/history/Pool A-0.jsonl", problem.file());
        assertEquals(Problem.Severity.DEGRADED, problem.severity());
    }
}
