package taikai.storage.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.CompetitorStatus;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class CompetitorStatusFileTest {
    static final String GOLDEN = """
            statuses:
                -   playerId: id-a
                    eligible: false
                    reinstateable: true
                    reason: kiken at Pool A-0
                    matchId: Pool A-0
                    recordedAt: 2025-03-15T10:30:00Z
                -   playerId: id-b
                    eligible: true
                    reinstateable: false
                    reason: "reinstated (was: fusenpai at m-r1-0)"
                    recordedAt: 2025-03-15T11:00:00.250Z
            """;

    static List<CompetitorStatus> statuses() {
        return List.of(
                new CompetitorStatus("id-b", true, false, "reinstated (was: fusenpai at m-r1-0)", "",
                        Instant.parse("2025-03-15T11:00:00.250Z")),
                new CompetitorStatus("id-a", false, true, "kiken at Pool A-0", "Pool A-0",
                        Instant.parse("2025-03-15T10:30:00Z")));
    }

    @Test
    void statusesAreWrittenSortedByPlayerWithUtcTimes() {
        assertEquals(GOLDEN, CompetitorStatusFile.write(statuses()));
    }

    @Test
    void theGoldenFileReadsBack() throws Exception {
        List<CompetitorStatus> read = CompetitorStatusFile.read("s.yaml", GOLDEN, new Problems());
        assertEquals(List.of(statuses().get(1), statuses().get(0)), read);
    }

    @Test
    void aTimeWithAnOffsetIsReadAsTheSameInstantAndWrittenInUtc() throws Exception {
        List<CompetitorStatus> read = CompetitorStatusFile.read("s.yaml",
                "statuses:\n  - playerId: x\n    recordedAt: 2025-03-15T11:30:00+01:00\n", new Problems());
        assertEquals(Instant.parse("2025-03-15T10:30:00Z"), read.get(0).recordedAt());
    }

    @Test
    void anUnreadableTimeReadsAsUnknownWithItsPosition() throws Exception {
        Problems problems = new Problems();
        List<CompetitorStatus> read = CompetitorStatusFile.read("competitions/c/competitor-status.yaml",
                "statuses:\n  - playerId: x\n    recordedAt: yesterday\n", problems);
        assertNull(read.get(0).recordedAt());
        Problem p = problems.list().get(0);
        assertEquals(3, p.line());
        assertEquals(17, p.column());
        assertEquals("The value of statuses[0].recordedAt is \"yesterday\", not a time such as 2025-03-15T10:30:00Z;"
                + " it reads as unknown.", p.message());
    }

    @Test
    void anEmptyFileMeansEveryoneIsEligible() throws Exception {
        assertEquals(List.of(), CompetitorStatusFile.read("s.yaml", "", new Problems()));
        assertEquals("statuses: []\n", CompetitorStatusFile.write(List.of()));
        assertEquals(List.of(), CompetitorStatusFile.read("s.yaml", "statuses: []\n", new Problems()));
    }

    @Test
    void yamlThatDoesNotParseFailsAtItsLineAndColumn() {
        FileFormatException e = assertThrows(FileFormatException.class, () -> CompetitorStatusFile.read("s.yaml",
                "statuses:\n  - playerId: x\n   eligible: [\n", new Problems()));
        assertEquals(3, e.problem().line());
    }

    @Test
    void aTopLevelListIsNotAStatusFile() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> CompetitorStatusFile.read("s.yaml", "- playerId: x\n", new Problems()));
        assertEquals(1, e.problem().line());
    }
}
