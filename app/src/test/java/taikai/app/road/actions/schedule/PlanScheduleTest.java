package taikai.app.road.actions.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.competition.EditCompetition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.match.MatchResult;
import taikai.model.schedule.Clock;

/** The day's times on disk (issue: on disk as the spec says): through the write road, deterministic, refused when unreadable. */
class PlanScheduleTest {
    @TempDir
    Path root;

    static List<MatchResult> matches(CompetitionState s) {
        List<MatchResult> all = new ArrayList<>(s.poolMatches());
        s.bracket().allMatches().forEach(b -> all.add(b.result()));
        return all;
    }

    @Test
    void aDrawnCompetitionGetsItsTimesAsSoonAsAStartTimeIsSet() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("open");
        assertTrue(matches(drawn).stream().allMatch(m -> m.scheduledAt().isEmpty()), "no start time, no times");
        assertEquals("", f.file("open", "schedule.csv"));

        Answer answer = f.submit(new EditCompetition("open", drawn.competition().withSchedule(s -> s.withStartTime("09:30"))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().contains("Open open: 15 matches planned from 09:30 to "), answer.message());
        CompetitionState timed = f.state("open");
        assertTrue(matches(timed).stream().allMatch(m -> Clock.minutes(m.scheduledAt()) >= 9 * 60 + 30), "every match has a time");
        assertEquals("09:30", timed.findMatch("Pool A-0").orElseThrow().scheduledAt());
        assertTrue(f.file("open", "pool-matches.csv").contains(",09:30,"));
        assertTrue(f.file("open", "bracket.json").contains("\"scheduledAt\": \""));
        String csv = f.file("open", "schedule.csv");
        assertTrue(csv.startsWith("MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label\npool,Pool A-0,A,09:30,scheduled,"
                + "14-03-2027,,\n"), csv);
        assertTrue(csv.contains("bracket,R1-Mm-r1-0,"), csv);
    }

    @Test
    void aDrawOfACompetitionWithAStartTimeIsTimedInTheSameWrite() throws Exception {
        CompetitionState entered = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 6);
        ActionFolder f = new ActionFolder(root, entered.withCompetition(entered.competition().withSchedule(s -> s.withStartTime("10:00"))));
        CompetitionState drawn = f.draw("open");
        assertTrue(matches(drawn).stream().filter(m -> !m.isCompleted()).allMatch(m -> !m.scheduledAt().isEmpty()));
        assertEquals(1, f.history("open", "_competition").size(), "one write, one line");
    }

    @Test
    void twoFoldersGivenTheSameWritesHoldTheSameBytes() throws Exception {
        List<String> first = planned(root.resolve("one"));
        List<String> second = planned(root.resolve("two"));
        assertEquals(first, second);
        assertFalse(first.get(2).isEmpty());
    }

    private static List<String> planned(Path dir) throws Exception {
        CompetitionState a = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 9);
        CompetitionState b = ActionFolder.entered("kyu", Kind.INDIVIDUAL, Format.KNOCKOUT, 7);
        ActionFolder f = new ActionFolder(dir, a.withCompetition(a.competition().withSchedule(s -> s.withStartTime("09:00"))),
                b.withCompetition(b.competition().withSchedule(s -> s.withStartTime("09:00"))));
        f.draw("open");
        f.draw("kyu");
        assertEquals(Outcome.APPLIED, f.submit(new PlanSchedule("open")).outcome());
        assertEquals(Outcome.APPLIED, f.submit(new PlanSchedule("kyu")).outcome());
        return List.of(f.file("open", "pool-matches.csv"), f.file("open", "bracket.json"), f.file("open", "schedule.csv"),
                f.file("kyu", "bracket.json"), f.file("kyu", "schedule.csv"));
    }

    @Test
    void competitionsSharingCourtsNeverHoldOneCourtTwiceOnDisk() throws Exception {
        CompetitionState a = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 9);
        CompetitionState b = ActionFolder.entered("kyu", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 7);
        ActionFolder f = new ActionFolder(root, a.withCompetition(a.competition().withSchedule(s -> s.withStartTime("09:00"))),
                b.withCompetition(b.competition().withSchedule(s -> s.withStartTime("09:10"))));
        f.draw("open");
        f.draw("kyu");
        Map<String, List<Integer>> starts = new java.util.TreeMap<>();
        for (String id : List.of("open", "kyu")) {
            for (MatchResult m : matches(f.state(id))) {
                if (!m.isCompleted()) {
                    starts.computeIfAbsent(m.court(), c -> new ArrayList<>()).add(Clock.minutes(m.scheduledAt()));
                }
            }
        }
        // Every match lasts 5 minutes and a changeover 1: two starts on one court are 6 or more apart.
        starts.forEach((court, list) -> {
            list.sort(Integer::compare);
            for (int i = 1; i < list.size(); i++) {
                assertTrue(list.get(i) - list.get(i - 1) >= 6, "court " + court + " " + list);
            }
        });
    }

    @Test
    void anUnreadableStartTimeIsRefusedInASentenceAndNothingIsWritten() throws Exception {
        CompetitionState entered = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 6);
        ActionFolder f = new ActionFolder(root, entered);
        f.draw("open");
        // A hand edit of config.md, which the competition screen would have refused.
        Path config = root.resolve("competitions/open/config.md");
        Files.writeString(config, Files.readString(config).replace("---\n# ", "start_time: 9h30\n---\n# ")
                .replaceFirst("\n---\n", "\nstart_time: 9h30\n---\n"));
        String before = f.file("open", "bracket.json");
        int lines = f.history("open", "_competition").size();

        Answer answer = f.submit(new PlanSchedule("open"));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("The start time of Open open (start_time in competitions/open/config.md) is \"9h30\", not a time such as"
                + " 09:30. Nothing was planned.", answer.message());
        assertEquals(before, f.file("open", "bracket.json"));
        assertEquals("", f.file("open", "schedule.csv"));
        assertEquals(lines, f.history("open", "_competition").size());
    }
}
