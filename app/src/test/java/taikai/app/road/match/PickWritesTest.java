package taikai.app.road.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.draw.KnockoutDraw;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;

/** A representative pick from a table, through the write road: each side's pick lands on its own. */
class PickWritesTest {
    @TempDir
    Path root;

    /** Two teams of one, their encounter seated and nothing fought. */
    private static CompetitionState encounter() {
        CompetitionState entered = ActionFolder.entered("cup", Kind.TEAM, Format.KNOCKOUT, 2);
        Competition c = entered.competition().withTeams(t -> t.withSize(1));
        Map<String, List<TeamMember>> members = Map.of(
                entered.players().get(0).id(), List.of(new TeamMember("a1", 1, "Aoki", 1L), new TeamMember("a2", 2, "Abe", 1L)),
                entered.players().get(1).id(), List.of(new TeamMember("b1", 1, "Baba", 1L), new TeamMember("b2", 2, "Beppu", 1L)));
        Bracket bracket = KnockoutDraw.draw(c, entered.players(), 1L);
        BracketMatch node = bracket.rounds().get(0).get(0);
        MatchResult m = node.result();
        String a = m.sideA().participantId().equals(entered.players().get(0).id()) ? "a1" : "b1";
        String b = a.equals("a1") ? "b1" : "a1";
        MatchResult seated = m.withSubBouts(List.of(SubBout.between(0, name(a), a, name(b), b)));
        return entered.withCompetition(c).withTeamMembers(members)
                .withBracket(bracket.withRounds(List.of(List.of(node.withResult(seated)))));
    }

    private static String name(String id) {
        return id.equals("a1") ? "Aoki" : "Baba";
    }

    private static Checked<MatchEntry> pick(ActionFolder f, Corner corner, String memberId) {
        CompetitionState state = f.state("cup");
        MatchResult m = state.findMatch("m-r1-0").orElseThrow();
        List<TeamMember> squad = state.teamMembers().get(corner.of(m).participantId());
        TeamMember member = state.teamMembers().values().stream().flatMap(List::stream).filter(x -> x.id().equals(memberId))
                .findFirst().orElseThrow();
        return PickWrites.pick("cup", state.competition(), m, corner, member, squad, f.clock.get(), "desktop");
    }

    @Test
    void eachSidesPickLandsOnItsOwnAndOpensTheRepresentativeBout() throws Exception {
        ActionFolder f = new ActionFolder(root, encounter());
        CompetitionState state = f.state("cup");
        MatchResult m = state.findMatch("m-r1-0").orElseThrow();
        Answer drawn = f.submit(EntryWrites.entry("cup", state.competition(), m, Target.bout(0), new Entry.Hikiwake(),
                f.clock.get(), "desktop").orElseThrow());
        assertEquals(Outcome.APPLIED, drawn.outcome(), drawn.message());
        String aTeamMember = m.sideA().participantId().equals(state.players().get(0).id()) ? "a2" : "b2";
        String bTeamMember = aTeamMember.equals("a2") ? "b2" : "a2";

        f.clock.addAndGet(1_000);
        Checked<MatchEntry> forAka = pick(f, Corner.A, aTeamMember);
        assertEquals(Outcome.APPLIED, f.submit(forAka.orElseThrow()).outcome());
        f.clock.addAndGet(1_000);
        assertEquals(Outcome.APPLIED, f.submit(pick(f, Corner.B, bTeamMember).orElseThrow()).outcome());

        MatchResult picked = f.state("cup").findMatch("m-r1-0").orElseThrow();
        assertEquals(aTeamMember, picked.sideA().repMemberId());
        assertEquals(bTeamMember, picked.sideB().repMemberId());
        SubBout rep = picked.subBouts().stream().filter(SubBout::isRepresentative).findFirst().orElseThrow();
        assertEquals(aTeamMember, rep.sideAMemberId());
        assertEquals(bTeamMember, rep.sideBMemberId());
        assertEquals(picked.sideA().name(), rep.sideA(), "the representative bout's sides are the team names");
        assertTrue(picked.provenance().groupStamps().containsKey("pickA") && picked.provenance().groupStamps().containsKey("pickB"), picked.provenance().groupStamps()::toString);
        assertFalse(picked.isCompleted(), "a pick never finishes the encounter");
    }

    @Test
    void aPickBeforeTheTieOrOfAnotherTeamsMemberIsRefused() throws Exception {
        ActionFolder f = new ActionFolder(root, encounter());
        MatchResult m = f.state("cup").findMatch("m-r1-0").orElseThrow();
        String aTeamMember = m.sideA().participantId().equals(f.state("cup").players().get(0).id()) ? "a2" : "b2";
        String bTeamMember = aTeamMember.equals("a2") ? "b2" : "a2";
        assertEquals("representative-bout-needs-a-tie", pick(f, Corner.A, aTeamMember).refusalIfAny().orElseThrow().rule());
        CompetitionState state = f.state("cup");
        f.submit(EntryWrites.entry("cup", state.competition(), m, Target.bout(0), new Entry.Hikiwake(), f.clock.get(),
                "desktop").orElseThrow());
        assertEquals("representative-is-a-member", pick(f, Corner.A, bTeamMember).refusalIfAny().orElseThrow().rule());
    }
}
