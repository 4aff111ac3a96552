package taikai.app.road.match;

import taikai.app.words.MatchName;
import taikai.model.competition.MatchLabels;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Discipline;
import taikai.model.eligibility.Eligibility;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Rule;

/**
 * The checks that can refuse a match entry, in the order the operator reads them (ARCHITECTURE.md,
 * step 5: the first "no" is the answer). A refused entry writes nothing and leaves no history line.
 */
final class EntryRules {
    /** What the rules look at: the match as stored and the entry. */
    record Entry(CompetitionState state, MatchResult match, MatchWrite write, Discipline discipline) {
        GroupValue change(FieldGroup group) {
            return write.changes().get(group);
        }
    }

    /** Marks that are never strikes but may stand in a point list: awarded points and empty slots. */
    private static final Set<Mark> NON_STRIKES = EnumSet.of(Mark.HANSOKU, Mark.DEFAULT_WIN, Mark.UNFILLED);

    static final Rule<Entry> MATCH_HAS_COMPETITORS = Rule.of("match-has-competitors",
            e -> MatchLabels.of(e.state(), e.match()) + " is still waiting for its competitors; it can be scored once both sides are known.",
            e -> List.of(MatchName.of(e.state(), e.match())),
            e -> !e.match().sideA().isEmpty() && !e.match().sideB().isEmpty());

    static final Rule<Entry> CORRECTION_NEEDS_REASON = Rule.of("correction-needs-reason",
            "A correction needs a reason: write why the result is corrected, then save it again.",
            e -> e.write().kind() != MatchWrite.Kind.CORRECTION
                    || e.change(FieldGroup.VERDICT) instanceof GroupValue.Verdict v && !v.correctionReason().isBlank());

    static final Rule<Entry> MARKS_OF_THE_DISCIPLINE = Rule.of("marks-of-the-discipline",
            e -> e.discipline().decidedByFlags()
                    ? "Naginata engi is judged by flags: enter the flag count instead of points."
                    : "That point cannot be scored in " + e.discipline().label() + "; use " + e.discipline().strikes() + ".",
            e -> marksAllowed(e));

    static final Rule<Entry> POINTS_WITHIN_THE_LIMIT = Rule.of("points-within-the-limit",
            e -> "A side wins at " + e.discipline().pointsToWin() + (e.discipline().pointsToWin() == 1 ? " point" : " points")
                    + " and both sides cannot reach it; undo the last point instead.",
            e -> List.of(e.discipline().pointsToWin()),
            EntryRules::withinLimit);

    static final Rule<Entry> FLAGS_WITHIN_THE_JUDGES = Rule.of("flags-within-the-judges",
            "More flags were entered than there are judges; count the flags again.",
            e -> !(e.change(FieldGroup.FLAGS) instanceof GroupValue.Flags f)
                    || !e.discipline().decidedByFlags()
                    || f.a() + f.b() <= ((taikai.model.discipline.NaginataEngi) e.discipline()).judges());

    static final Rule<Entry> BARRED_DO_NOT_START = Rule.of("barred-do-not-start",
            e -> "A competitor in " + MatchLabels.inSentence(MatchLabels.of(e.state(), e.match())) + " is barred from fighting on; reinstate them first or record the match as fusensho.",
            e -> List.of(MatchName.inSentence(e.state(), e.match().id())),
            e -> !(e.change(FieldGroup.VERDICT) instanceof GroupValue.Verdict v)
                    || v.status() != MatchStatus.RUNNING || e.match().status() != MatchStatus.SCHEDULED
                    || (Eligibility.isEligible(e.match().sideA().participantId(), e.state().statuses())
                        && Eligibility.isEligible(e.match().sideB().participantId(), e.state().statuses())));

    static final Rule<Entry> BOUTS_ONLY_IN_TEAM_MATCHES = Rule.of("bouts-only-in-team-matches",
            "This is an individual competition: enter points for the match, not for a bout.",
            e -> e.state().competition().isTeam()
                    || e.write().changes().keySet().stream().noneMatch(g -> g.kind() == FieldGroup.Kind.BOUT));

    static final List<Rule<Entry>> ORDER = List.of(MATCH_HAS_COMPETITORS, BOUTS_ONLY_IN_TEAM_MATCHES,
            CORRECTION_NEEDS_REASON, MARKS_OF_THE_DISCIPLINE, POINTS_WITHIN_THE_LIMIT, FLAGS_WITHIN_THE_JUDGES,
            BARRED_DO_NOT_START);

    private EntryRules() {
    }

    private static boolean marksAllowed(Entry e) {
        if (!(e.change(FieldGroup.SCORELINE) instanceof GroupValue.Scoreline s)) {
            return true;
        }
        return allowed(e.discipline(), s.pointsA()) && allowed(e.discipline(), s.pointsB());
    }

    private static boolean allowed(Discipline d, List<Mark> marks) {
        for (Mark mark : marks) {
            if (!NON_STRIKES.contains(mark) && !d.isStrike(mark)) {
                return false;
            }
            if (d.decidedByFlags() && mark.counts()) {
                return false;
            }
        }
        return true;
    }

    private static boolean withinLimit(Entry e) {
        if (!(e.change(FieldGroup.SCORELINE) instanceof GroupValue.Scoreline s) || e.discipline().decidedByFlags()) {
            return true;
        }
        int limit = e.discipline().pointsToWin();
        long a = s.pointsA().stream().filter(Mark::counts).count();
        long b = s.pointsB().stream().filter(Mark::counts).count();
        return a <= limit && b <= limit && !(a == limit && b == limit);
    }
}
