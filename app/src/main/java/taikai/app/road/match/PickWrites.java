package taikai.app.road.match;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Checked;
import taikai.model.team.Bouts;
import taikai.model.team.Representatives;

/**
 * A representative pick made at a table, as the write the road takes. Spec section 3: "Each side's id
 * is a change of its own, ordered apart from the other side's and from the bout's score and result", so
 * the write names that side's pick group, the representatives' names it shows, and the representative
 * bout only when this pick is the one that opens it (the bout does not exist yet, so no score is there
 * to overwrite).
 */
public final class PickWrites {
    private PickWrites() {
    }

    /**
     * The write picking {@code member} for {@code corner} on {@code shown}, or the rule that refused it
     * (Representatives.RULES: a team match, a tied encounter, a named member of that side's team, the
     * representative bout not started).
     */
    public static Checked<MatchEntry> pick(String competitionId, Competition competition, MatchResult shown, Corner corner,
            TeamMember member, List<TeamMember> squad, long madeAt, String origin) {
        Checked<MatchResult> picked = Representatives.pick(competition, shown, corner, member, squad);
        if (!picked.isAccepted()) {
            return Checked.refused(picked.refusalIfAny().orElseThrow());
        }
        MatchResult proposal = picked.orElseThrow();
        SortedSet<FieldGroup> groups = new TreeSet<>();
        groups.add(corner == Corner.A ? FieldGroup.PICK_A : FieldGroup.PICK_B);
        if (!FieldGroup.REPRESENTATIVES.read(shown).equals(FieldGroup.REPRESENTATIVES.read(proposal))) {
            groups.add(FieldGroup.REPRESENTATIVES);
        }
        if (Bouts.representative(shown.subBouts()).isEmpty()) {
            groups.add(FieldGroup.bout(SubBout.REPRESENTATIVE));
        }
        return Checked.accepted(new MatchEntry(competitionId, shown.id(),
                MatchWrite.of(MatchWrite.Kind.PICK, proposal, groups, madeAt, origin)));
    }
}
