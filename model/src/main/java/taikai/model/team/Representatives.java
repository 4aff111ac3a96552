package taikai.model.team;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.rule.Rule;
import taikai.model.rule.Rules;

/**
 * Picking a team's representative for the representative bout (daihyosen). Each side's pick is its
 * own change: it sets that side's representative and that side's member id on the bout at position
 * -1, whose sides are the team names (spec section 3), and never touches the score.
 */
public final class Representatives {
    private Representatives() {
    }

    /** One pick: who is picked for which side of which encounter, from the team's member list. */
    public record Pick(Competition competition, MatchResult match, Corner corner, TeamMember member,
            List<TeamMember> squad) {
    }

    public static final Rule<Pick> TEAM_MATCH_ONLY = Rule.of("representative-in-team-match-only",
            "Representatives are picked only in a team competition.",
            p -> p.competition().isTeam());

    public static final Rule<Pick> ENCOUNTER_IS_TIED = Rule.of("representative-bout-needs-a-tie",
            "A representative bout follows only an encounter that is finished and tied on individual victories and points: finish the bouts first.",
            p -> Encounters.needsRepresentativeBout(p.competition(), p.match()));

    public static final Rule<Pick> PICK_IS_A_MEMBER = Rule.of("representative-is-a-member",
            p -> p.member().name() + " is not a member of " + p.corner().of(p.match()).name()
                    + ": pick one of the team's named members.",
            p -> List.of(p.member().name(), p.corner().of(p.match()).name()),
            p -> !p.member().name().isBlank() && p.squad().stream().anyMatch(m -> m.id().equals(p.member().id())));

    public static final Rule<Pick> BOUT_NOT_STARTED = Rule.of("representative-bout-not-started",
            "The representative bout has started, so its fighters can no longer change.",
            p -> Bouts.representative(p.match().subBouts()).map(b -> !Fight.of(b).hasEntries()).orElse(true));

    /** The rules of a pick, in the order the operator reads their refusals. */
    public static final List<Rule<Pick>> RULES = List.of(TEAM_MATCH_ONLY, ENCOUNTER_IS_TIED, PICK_IS_A_MEMBER,
            BOUT_NOT_STARTED);

    /**
     * The encounter with {@code member} picked for {@code corner}: the side's representative, and the
     * representative bout (made with the team names when it does not exist yet) naming the member.
     */
    public static Checked<MatchResult> pick(Competition c, MatchResult m, Corner corner, TeamMember member,
            List<TeamMember> squad) {
        return Rules.check(new Pick(c, m, corner, member, squad), RULES, () -> apply(c, m, corner, member));
    }

    private static MatchResult apply(Competition c, MatchResult m, Corner corner, TeamMember member) {
        MatchResult picked = corner == Corner.A
                ? m.withSideA(m.sideA().withRepPlayer(member.name()).withRepMemberId(member.id()))
                : m.withSideB(m.sideB().withRepPlayer(member.name()).withRepMemberId(member.id()));
        List<SubBout> bouts = new ArrayList<>(picked.subBouts());
        SubBout rep = Bouts.representative(bouts).orElse(null);
        if (rep == null) {
            rep = SubBout.between(SubBout.REPRESENTATIVE, m.sideA().name(), "", m.sideB().name(), "");
            bouts.add(rep);
        }
        int at = bouts.indexOf(rep);
        SubBout named = corner == Corner.A ? rep.withSideAMemberId(member.id()) : rep.withSideBMemberId(member.id());
        bouts.set(at, named);
        // The winner's member id follows the picks (spec section 3), so the bouts are settled again.
        return picked.withSubBouts(Bouts.settle(Discipline.of(c), bouts, picked.isCompleted()));
    }
}
