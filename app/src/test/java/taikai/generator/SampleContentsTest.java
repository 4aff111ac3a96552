package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;

/** What the committed sample shows: every kind, format and result the app has to present. */
class SampleContentsTest {
    private static final List<CompetitionState> STATES = new ArrayList<>();

    @BeforeAll
    static void read() {
        for (LoadedCompetition c : FolderReader.read(Folders.sample()).competitions().values()) {
            STATES.add(c.state().orElseThrow());
        }
    }

    @Test
    void sampleCoversEveryKindFormatAndTeamMatchType() {
        Set<Format> formats = EnumSet.noneOf(Format.class);
        Set<Kind> kinds = EnumSet.noneOf(Kind.class);
        Set<TeamMatchType> teamTypes = EnumSet.noneOf(TeamMatchType.class);
        boolean engi = false;
        boolean naginataShiai = false;
        for (CompetitionState s : STATES) {
            formats.add(s.competition().format());
            kinds.add(s.competition().kind());
            if (s.competition().isTeam()) {
                teamTypes.add(s.competition().teams().matchType());
            }
            engi |= s.competition().naginata().engi();
            naginataShiai |= s.competition().naginata().shiai() && !s.competition().naginata().engi();
        }
        assertEquals(EnumSet.allOf(Format.class), formats);
        assertEquals(EnumSet.allOf(Kind.class), kinds);
        assertEquals(EnumSet.allOf(TeamMatchType.class), teamTypes);
        assertTrue(engi && naginataShiai, "an engi and a naginata shiai competition");
    }

    @Test
    void sampleHoldsEveryMarkAndEveryWayAFightEnds() {
        Set<Mark> marks = EnumSet.noneOf(Mark.class);
        Set<Decision> decisions = EnumSet.noneOf(Decision.class);
        boolean encho = false;
        boolean flags = false;
        for (MatchResult m : matches()) {
            marks.addAll(m.sideA().ippons());
            marks.addAll(m.sideB().ippons());
            decisions.add(m.verdict().decision());
            encho |= m.enchoPeriods() > 0;
            flags |= m.sideA().flags() + m.sideB().flags() > 0;
            for (SubBout b : m.subBouts()) {
                marks.addAll(b.ipponsA());
                marks.addAll(b.ipponsB());
                decisions.add(b.decision());
                encho |= b.enchoPeriods() > 0;
            }
        }
        assertEquals(EnumSet.complementOf(EnumSet.of(Mark.UNFILLED)), marks);
        assertTrue(decisions.containsAll(List.of(Decision.HIKIWAKE, Decision.FUSENPAI, Decision.FUSENSHO,
                Decision.DAIHYOSEN, Decision.KACHINUKI_EXHAUSTION, Decision.FOUGHT)), decisions.toString());
        assertTrue(decisions.stream().anyMatch(d -> d.code().startsWith("kiken")), decisions.toString());
        assertTrue(encho, "an encho");
        assertTrue(flags, "engi flags");
    }

    @Test
    void sampleHasFinishedAndScheduledMatchesAndExactlyOneRunningMatchOnEveryCourt() {
        Map<MatchStatus, Integer> byStatus = new HashMap<>();
        Set<String> runningCourts = new HashSet<>();
        for (MatchResult m : matches()) {
            byStatus.merge(m.status(), 1, Integer::sum);
            if (m.status() == MatchStatus.RUNNING) {
                assertTrue(runningCourts.add(m.court()), "two matches running on court " + m.court());
            }
            if (m.status() == MatchStatus.SCHEDULED) {
                assertTrue(!m.court().isEmpty() && !m.scheduledAt().isEmpty(), m.id() + " has no court or time");
            }
        }
        assertEquals(Set.of(MatchStatus.values()), byStatus.keySet());
        assertTrue(byStatus.get(MatchStatus.COMPLETED) > byStatus.get(MatchStatus.RUNNING));
        assertEquals(new HashSet<>(SampleTournament.plan().tournament().courts()), runningCourts,
                "the sample shows a match running on every court");
    }

    @Test
    void everyMatchPlayedHasItsHistoryAndEveryLineArrivedAfterItWasMade() throws IOException {
        Path competitions = Folders.sample().resolve("competitions");
        int lines = 0;
        for (CompetitionState s : STATES) {
            for (MatchResult m : matchesOf(s)) {
                Path history = competitions.resolve(s.competition().id()).resolve("history")
                        .resolve(HistoryFile.fileName(m.id()));
                boolean played = m.status() != MatchStatus.SCHEDULED && !m.sideA().isEmpty() && !m.sideB().isEmpty();
                assertEquals(played, Files.isRegularFile(history), m.id() + " of " + s.competition().id());
                if (played) {
                    Problems problems = new Problems();
                    List<HistoryEntry> entries = HistoryFile.read(history.toString(),
                            Files.readString(history, StandardCharsets.UTF_8), problems);
                    assertTrue(problems.isEmpty() && !entries.isEmpty(), history.toString());
                    for (HistoryEntry e : entries) {
                        assertTrue(e.arrival().madeAt() == null || e.arrival().receivedAt() >= e.arrival().madeAt(), e.toString());
                        // The sentence the operator read names the match as every surface does ("Match 5"), not by its id.
                        assertFalse(e.answered().answer().contains(m.id()), history + ": " + e.answered().answer());
                        assertTrue(e.arrival().receivedAt() <= m.provenance().modifiedAt(), "a line newer than " + m.id() + " itself");
                    }
                    lines += entries.size();
                }
            }
        }
        assertTrue(lines > matches().size(), "most matches take several writes");
    }

    @Test
    void everyTeamHasItsMembersSeededAndAStartingLineup() {
        for (CompetitionState s : STATES) {
            if (!s.competition().isTeam()) {
                continue;
            }
            int size = s.competition().teams().size();
            s.players().forEach(team -> {
                assertEquals(size + 2, s.teamMembers().get(team.id()).size(), team.name());
                assertTrue(s.lineups().stream().anyMatch(l -> l.teamId().equals(team.id()) && l.isStarting()
                        && l.memberIds().size() == size), team.name() + " has no full starting line-up");
            });
        }
    }

    @Test
    void sampleHoldsACorrectionMadeAtTheDeskWithItsReason() {
        assertTrue(matches().stream().anyMatch(m -> m.provenance().resultSource() == taikai.model.match.ResultSource.ADMIN
                && !m.provenance().correctionReason().isEmpty() && m.isCompleted()));
    }

    @Test
    void sampleBarsSomeoneAfterAWithdrawal() {
        assertTrue(STATES.stream().anyMatch(s -> s.statuses().stream().anyMatch(st -> !st.eligible())));
    }

    private static List<MatchResult> matches() {
        List<MatchResult> all = new ArrayList<>();
        STATES.forEach(s -> all.addAll(matchesOf(s)));
        return all;
    }

    private static List<MatchResult> matchesOf(CompetitionState s) {
        List<MatchResult> all = new ArrayList<>(s.poolMatches());
        s.bracket().allMatches().forEach(m -> all.add(m.result()));
        return all;
    }
}
