package taikai.app.road.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.team.SaveLineup;
import taikai.app.road.actions.team.TeamLineups;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.model.team.Seating;

/**
 * A team encounter with no bouts written, scored through the write road: each bout is seated from the
 * line-ups in force when it is first written, and a bout once written keeps its fighters.
 */
class SeatedBoutsTest {
    @TempDir
    Path root;

    /** A league of four teams of three, every team with the starting line-up m-t-1, m-t-2, m-t-3, drawn. */
    private static ActionFolder drawn(Path root, TeamMatchType type) throws Exception {
        CompetitionState league = TeamLineups.league();
        ActionFolder f = new ActionFolder(root, league.withCompetition(league.competition().withTeams(t -> t.withSize(3).withMatchType(type))));
        for (int t = 0; t < league.players().size(); t++) {
            Answer saved = f.submit(new SaveLineup("teams", league.players().get(t).id(), "",
                    Map.of("1", member(t, 1), "2", member(t, 2), "3", member(t, 3))));
            assertEquals(Outcome.APPLIED, saved.outcome(), saved.message());
        }
        f.draw("teams");
        return f;
    }

    private static String member(int team, int index) {
        return "m-" + team + "-" + index;
    }

    private static String name(String memberId) {
        String[] parts = memberId.split("-");
        return "Member " + parts[1] + "." + parts[2];
    }

    /** The team number of a side: its participant id ends in it. */
    private static int team(MatchResult m, Corner corner) {
        String id = corner.of(m).participantId();
        return Integer.parseInt(id.substring(id.length() - 1));
    }

    private static MatchResult first(ActionFolder f) {
        return f.state("teams").poolMatches().get(0);
    }

    private static Answer enter(ActionFolder f, String matchId, int bout, Entry entry) {
        f.clock.addAndGet(1_000);
        CompetitionState state = f.state("teams");
        MatchResult stored = state.findMatch(matchId).orElseThrow();
        Answer answer = f.submit(BoutEntries.entry("teams", state, stored, Target.bout(bout), entry, f.clock.get(), "desktop")
                .orElseThrow());
        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        return answer;
    }

    private static SubBout bout(ActionFolder f, String matchId, int position) {
        return f.match("teams", matchId).subBouts().stream().filter(b -> b.position() == position).findFirst()
                .orElseThrow(() -> new AssertionError("no bout at position " + position));
    }

    @Test
    void theFirstPointOfBoutOneWritesBothFightersNamesAndMemberIdsToTheResultsFile() throws Exception {
        ActionFolder f = drawn(root, TeamMatchType.FIXED);
        MatchResult m = first(f);
        assertEquals(List.of(), m.subBouts(), "nothing seats the bouts when the draw is made");

        enter(f, m.id(), 0, new Entry.Point(Corner.A, Mark.MEN));

        String aka = member(team(m, Corner.A), 1);
        String shiro = member(team(m, Corner.B), 1);
        SubBout one = bout(f, m.id(), 0);
        assertEquals(List.of(aka, name(aka), shiro, name(shiro), List.of(Mark.MEN)),
                List.of(one.sideAMemberId(), one.sideA(), one.sideBMemberId(), one.sideB(), one.ipponsA()));
        assertEquals(1, f.match("teams", m.id()).subBouts().size(), "only the bout written is stored");
        String row = f.file("teams", "pool-matches.csv").lines().filter(line -> line.contains(aka)).findFirst()
                .orElseThrow(() -> new AssertionError("no results row names " + aka));
        for (String expected : List.of(aka, name(aka), shiro, name(shiro))) {
            assertTrue(row.contains(expected), () -> "the results row lacks " + expected + ": " + row);
        }
    }

    @Test
    void aMatchLineUpSavedBeforeBoutTwoSeatsBoutTwoAndLeavesBoutOneAsFought() throws Exception {
        ActionFolder f = drawn(root, TeamMatchType.FIXED);
        MatchResult m = first(f);
        int akaTeam = team(m, Corner.A);
        enter(f, m.id(), 0, new Entry.Point(Corner.A, Mark.MEN));

        // Aka fields its reserve at position 2, and moves its first fighter there too late for bout one.
        Answer saved = f.submit(new SaveLineup("teams", m.sideA().participantId(), m.id(),
                Map.of("1", member(akaTeam, 4), "2", member(akaTeam, 5))));
        assertEquals(Outcome.APPLIED, saved.outcome(), saved.message());
        enter(f, m.id(), 1, new Entry.Point(Corner.B, Mark.KOTE));

        assertEquals(member(akaTeam, 1), bout(f, m.id(), 0).sideAMemberId(), "a fought bout keeps its fighters");
        assertEquals(member(akaTeam, 5), bout(f, m.id(), 1).sideAMemberId());
        assertEquals(name(member(akaTeam, 5)), bout(f, m.id(), 1).sideA());
        assertEquals(member(team(m, Corner.B), 2), bout(f, m.id(), 1).sideBMemberId());
    }

    @Test
    void inKachinukiTheWinnerOfBoutOneStaysOnForBoutTwo() throws Exception {
        ActionFolder f = drawn(root, TeamMatchType.KACHINUKI);
        MatchResult m = first(f);
        enter(f, m.id(), 1, new Entry.Point(Corner.A, Mark.MEN));
        enter(f, m.id(), 1, new Entry.Point(Corner.A, Mark.DO));

        enter(f, m.id(), 2, new Entry.Point(Corner.B, Mark.MEN));

        SubBout two = bout(f, m.id(), 2);
        assertEquals(member(team(m, Corner.A), 1), two.sideAMemberId(), "aka's first fighter won and stays on");
        assertEquals(member(team(m, Corner.B), 2), two.sideBMemberId(), "shiro's second fighter comes up");
        assertEquals(member(team(m, Corner.B), 1), bout(f, m.id(), 1).sideBMemberId());
    }

    @Test
    void anEncounterWithOneTeamWithoutALineUpSeatsNothingAndSaysWhichTeam() throws Exception {
        CompetitionState league = TeamLineups.league();
        ActionFolder f = new ActionFolder(root, league.withCompetition(league.competition().withTeams(t -> t.withSize(3))));
        String only = league.players().get(0).id();
        assertEquals(Outcome.APPLIED, f.submit(new SaveLineup("teams", only, "", Map.of("1", member(0, 1)))).outcome());
        CompetitionState state = f.draw("teams");
        MatchResult m = state.poolMatches().stream().filter(x -> x.sideA().participantId().equals(only)
                || x.sideB().participantId().equals(only)).findFirst().orElseThrow();
        Corner without = m.sideA().participantId().equals(only) ? Corner.B : Corner.A;

        assertEquals(List.of(without), Seating.withoutLineup(state, m));
        assertEquals(List.of(), Seating.seated(state, m).subBouts());
        assertEquals("bout-exists", BoutEntries.entry("teams", state, m, Target.bout(0), new Entry.Point(Corner.A, Mark.MEN),
                f.clock.get(), "desktop").refusalIfAny().orElseThrow().rule());
    }

    @Test
    void anEmptyPositionSeatsItsBoutWithNobodyOnThatSide() throws Exception {
        CompetitionState league = TeamLineups.league();
        ActionFolder f = new ActionFolder(root, league.withCompetition(league.competition().withTeams(t -> t.withSize(3))));
        for (int t = 0; t < league.players().size(); t++) {
            Map<String, String> picks = t == 0 ? Map.of("1", member(t, 1), "2", member(t, 2))
                    : Map.of("1", member(t, 1), "2", member(t, 2), "3", member(t, 3));
            assertEquals(Outcome.APPLIED, f.submit(new SaveLineup("teams", league.players().get(t).id(), "", picks)).outcome());
        }
        CompetitionState state = f.draw("teams");
        MatchResult m = state.poolMatches().stream().filter(x -> team(x, Corner.A) == 0 || team(x, Corner.B) == 0)
                .findFirst().orElseThrow();
        Corner shortSide = team(m, Corner.A) == 0 ? Corner.A : Corner.B;

        List<SubBout> bouts = Seating.seated(state, m).subBouts();

        assertEquals(List.of(0, 1, 2), bouts.stream().map(SubBout::position).toList());
        SubBout third = bouts.get(2);
        assertEquals("", shortSide == Corner.A ? third.sideAMemberId() : third.sideBMemberId());
        assertEquals(member(team(m, shortSide.other()), 3), shortSide == Corner.A ? third.sideBMemberId() : third.sideAMemberId());
    }
}
