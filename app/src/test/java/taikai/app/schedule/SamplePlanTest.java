package taikai.app.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.schedule.Break;
import taikai.model.schedule.Clock;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Schedule;
import taikai.model.schedule.Slot;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/**
 * The sample tournament's day, planned from its files, against the plan kept beside this test
 * (sample-plan.txt): every match's court and time, the breaks and the clashes. A change to the
 * planner that moves a time shows here as a changed line.
 */
class SamplePlanTest {

    static Plan samplePlan() {
        LoadedTournament loaded = FolderReader.read(Folders.sample());
        Tournament t = loaded.tournament().orElseThrow();
        List<CompetitionState> states = new ArrayList<>();
        for (LoadedCompetition c : new TreeMap<>(loaded.competitions()).values()) {
            states.add(c.state().orElseThrow());
        }
        return Schedule.plan(t, states);
    }

    static String render(Plan plan) {
        StringBuilder out = new StringBuilder();
        plan.problems().forEach(p -> out.append("problem: ").append(p).append('\n'));
        plan.clashes().forEach(c -> out.append("clash: ").append(c).append('\n'));
        plan.notes().forEach(n -> out.append("note: ").append(n).append('\n'));
        for (Map.Entry<java.time.LocalDate, List<Break>> day : plan.breaks().entrySet()) {
            for (Break b : day.getValue()) {
                out.append(Clock.text(day.getKey())).append(" break ").append(Clock.text(b.start())).append('-')
                        .append(Clock.text(b.end())).append(' ').append(b.label()).append('\n');
            }
        }
        for (Slot s : plan.slots()) {
            out.append(Clock.text(s.date())).append(' ').append(s.court()).append(' ').append(Clock.text(s.start()))
                    .append('-').append(Clock.text(s.end())).append(' ').append(s.competitionId()).append(' ')
                    .append(s.matchId()).append(' ').append(s.status().code()).append(s.fixed() ? " kept" : "")
                    .append(s.earliestEnd() != s.end() || s.latestEnd() != s.end()
                            ? " (" + Clock.text(s.earliestEnd()) + " to " + Clock.text(s.latestEnd()) + ")" : "")
                    .append('\n');
        }
        return out.toString();
    }

    @Test
    void theSampleDayPlansAsKept() throws IOException {
        String actual = render(samplePlan());
        String expected;
        try (InputStream in = SamplePlanTest.class.getResourceAsStream("sample-plan.txt")) {
            expected = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!expected.equals(actual)) {
            Path seen = Path.of("target", "sample-plan.actual.txt");
            Files.createDirectories(seen.getParent());
            Files.writeString(seen, actual);
        }
        assertEquals(expected, actual, "The sample's plan changed; the new one is in target/sample-plan.actual.txt."
                + " If the change is meant, copy it over src/test/resources/taikai/app/schedule/sample-plan.txt.");
    }

    @Test
    void theSampleDayPlansWithoutClashesOrProblems() {
        Plan plan = samplePlan();
        assertEquals(List.of(), plan.problems());
        assertEquals(List.of(), plan.clashes());
        assertTrue(plan.slots().stream().anyMatch(s -> !s.fixed()), "the sample has waiting matches to plan");
    }
}
