package taikai.storage.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.schedule.ScheduleEntry;
import taikai.storage.csv.RoundTripGuard;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class ScheduleFileTest {
    static final String GOLDEN = """
            MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label
            pool,Pool A-0,A,09:00,scheduled,15-03-2025,,
            break,,A,12:00,,15-03-2025,true,"Lunch, then kata"
            bracket,m-r1-0,B,13:00,completed,15-03-2025,,
            """;

    static List<ScheduleEntry> entries() {
        return List.of(new ScheduleEntry("pool", "Pool A-0", "A", "09:00", "scheduled", "15-03-2025", false, ""),
                new ScheduleEntry("break", "", "A", "12:00", "", "15-03-2025", true, "Lunch, then kata"),
                new ScheduleEntry("bracket", "m-r1-0", "B", "13:00", "completed", "15-03-2025", false, ""));
    }

    @Test
    void theScheduleIsWrittenUnderItsHeaderInScheduleOrder() {
        assertEquals(GOLDEN, ScheduleFile.write(entries()));
    }

    @Test
    void theGoldenFileReadsBack() throws Exception {
        assertEquals(entries(), ScheduleFile.read("schedule.csv", GOLDEN, new Problems()));
    }

    @Test
    void everyPersistedFieldSurvivesASaveAndReload() throws Exception {
        ScheduleEntry sample = new ScheduleEntry("pool", "Pool B-3", "C", "10:15", "running", "16-03-2025", true,
                "Semi-finals");
        ScheduleEntry reloaded = ScheduleFile.read("schedule.csv", ScheduleFile.write(List.of(sample)),
                new Problems()).get(0);
        RoundTripGuard.check("schedule.csv", sample, reloaded, Map.of());
    }

    @Test
    void anIsBreakThatIsNeitherTrueNorEmptyReadsAsNoBreak() throws Exception {
        Problems problems = new Problems();
        List<ScheduleEntry> read = ScheduleFile.read("schedule.csv",
                "MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label\nbreak,,A,12:00,,,maybe,Lunch\n",
                problems);
        assertEquals(false, read.get(0).isBreak());
        Problem p = problems.list().get(0);
        assertEquals(2, p.line());
        assertEquals(18, p.column());
    }

    @Test
    void anUnknownMatchTypeIsReportedAndKeptAsWritten() throws Exception {
        Problems problems = new Problems();
        List<ScheduleEntry> read = ScheduleFile.read("schedule.csv",
                "MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label\nplayoff,m-r1-0,A,,,,,\n", problems);
        assertEquals("playoff", read.get(0).matchType());
        assertEquals(Problem.Severity.DEGRADED, problems.list().get(0).severity());
    }

    @Test
    void aRowWithAnotherFieldCountFailsTheFile() {
        FileFormatException e = assertThrows(FileFormatException.class, () -> ScheduleFile.read("schedule.csv",
                GOLDEN + "pool,Pool A-1,A\n", new Problems()));
        assertEquals(5, e.problem().line());
    }
}
