package taikai.app.road.match;

import java.util.SortedSet;
import java.util.TreeSet;
import taikai.model.competition.Competition;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Checked;
import taikai.model.rule.Refusal;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * Turns what an operator entered on a match into the {@link MatchEntry} the write road takes. The
 * entry is applied by the scoring rules to the match as the screen holds it, so a refusal is known
 * before anything is sent; the write names exactly the field groups the entry changed (spec section
 * 5: "A write names the groups it changes"), and a write that closes the match also carries what it
 * closed the match on, so a late finish is replayed on the scoreline it was made on.
 */
public final class EntryWrites {
    private EntryWrites() {
    }

    /**
     * The write for {@code entry} on {@code shown}, or the scoring rule that refused it.
     *
     * @param shown  the match as the operator sees it
     * @param madeAt when the operator made the entry, server milliseconds
     * @param origin which way it comes, as a person reads it: {@code desktop}, {@code court A}
     */
    public static Checked<MatchEntry> entry(String competitionId, Competition competition, MatchResult shown,
            Target target, Entry entry, long madeAt, String origin) {
        Checked<MatchResult> after = Scoresheet.enter(competition, Stage.of(shown), shown, target, entry);
        if (!after.isAccepted()) {
            return Checked.refused(after.refusalIfAny().orElseThrow());
        }
        return scored(competitionId, competition, shown, target, entry, after.orElseThrow(), madeAt, origin);
    }

    /**
     * The write for {@code entry} on {@code shown} when the scoring rules have already been applied:
     * {@code proposal} is {@code Scoresheet.enter}'s accepted result for exactly this entry on exactly
     * this match, so a court table that needs the scored match itself (to show it before the hall
     * answers) scores the entry once and builds the write from that one result.
     *
     * @param proposal the match as the scoring rules left it after {@code entry}
     */
    public static Checked<MatchEntry> scored(String competitionId, Competition competition, MatchResult shown,
            Target target, Entry entry, MatchResult proposal, long madeAt, String origin) {
        MatchWrite.Kind kind = kind(shown, proposal, target, entry);
        SortedSet<FieldGroup> groups = changed(shown, proposal);
        if (closes(shown, proposal)) {
            groups.addAll(closedOn(competition, proposal));
        }
        if (groups.isEmpty()) {
            java.util.Optional<String> bout = MatchLabels.ofBout(shown);
            return Checked.refused(new Refusal("entry-changes-nothing", "That entry changes nothing in "
                    + bout.orElse("this match") + "; the match already reads that way.",
                    bout.<java.util.List<Object>>map(label -> java.util.List.of(1, label)).orElse(java.util.List.of(0))));
        }
        return Checked.accepted(new MatchEntry(competitionId, shown.id(),
                MatchWrite.of(kind, proposal, groups, madeAt, origin)));
    }

    /**
     * A deliberate correction of a finished result from the score editor (spec section 3: a new
     * completed result with a CorrectionReason). The winner is worked out again from the corrected
     * points, never typed.
     *
     * @param corrected the match with the scoreline (and overtime, hantei mark or decision) as corrected
     */
    public static Checked<MatchEntry> correction(String competitionId, Competition competition, MatchResult shown,
            MatchResult corrected, String reason, long madeAt, String origin) {
        if (reason == null || reason.isBlank()) {
            return Checked.refused(new Refusal("correction-needs-reason",
                    "A correction needs a reason: write why the result is corrected, then save it again."));
        }
        MatchResult proposal = Outcomes.settle(competition, corrected.withStatus(MatchStatus.COMPLETED)
                .withProvenance(p -> p.withCorrectionReason(reason.strip()).withResultSource(ResultSource.ADMIN)));
        SortedSet<FieldGroup> groups = changed(shown, proposal);
        groups.addAll(closedOn(competition, proposal));
        return Checked.accepted(new MatchEntry(competitionId, shown.id(),
                MatchWrite.of(MatchWrite.Kind.CORRECTION, proposal, groups, madeAt, origin)));
    }

    /** Every group whose value differs between the two versions of the match. */
    static SortedSet<FieldGroup> changed(MatchResult before, MatchResult after) {
        SortedSet<FieldGroup> all = new TreeSet<>(FieldGroup.of(before));
        all.addAll(FieldGroup.of(after));
        SortedSet<FieldGroup> changed = new TreeSet<>();
        for (FieldGroup group : all) {
            if (!group.read(before).equals(group.read(after))) {
                changed.add(group);
            }
        }
        return changed;
    }

    private static MatchWrite.Kind kind(MatchResult before, MatchResult after, Target target, Entry entry) {
        if (entry instanceof Entry.Forfeit) {
            return MatchWrite.Kind.WITHDRAWAL;
        }
        if (target.isBout()) {
            return MatchWrite.Kind.BOUT;
        }
        return closes(before, after) ? MatchWrite.Kind.FINISH : MatchWrite.Kind.SCORE;
    }

    /** The entry takes the match to completed: a finish, a decision, or an engi count. */
    private static boolean closes(MatchResult before, MatchResult after) {
        return after.isCompleted() && !before.isCompleted();
    }

    /**
     * What a closing write carries besides the verdict: the groups the result is worked out from
     * (spec section 5, "A finish that does not carry the scoreline it was made on cannot be replayed").
     */
    private static SortedSet<FieldGroup> closedOn(Competition competition, MatchResult match) {
        SortedSet<FieldGroup> groups = new TreeSet<>();
        groups.add(FieldGroup.VERDICT);
        groups.add(FieldGroup.SCORELINE);
        if (competition.naginata().engi()) {
            groups.add(FieldGroup.FLAGS);
        }
        if (competition.isTeam()) {
            match.subBouts().forEach(bout -> groups.add(FieldGroup.bout(bout.position())));
        }
        return groups;
    }
}
