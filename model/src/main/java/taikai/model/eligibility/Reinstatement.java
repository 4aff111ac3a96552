package taikai.model.eligibility;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.competition.MatchLabels;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Checked;
import taikai.model.rule.Rule;
import taikai.model.rule.Rules;

/**
 * Lifting a bar that can be lifted, until the next match of theirs starts. The wins the bar awarded
 * their opponents go back to scheduled matches, and the record reads {@code reinstated (was: ...)}.
 *
 * @param status the competitor's new record
 * @param matches the matches given, with the awards of this bar put back to scheduled
 */
public record Reinstatement(CompetitorStatus status, List<MatchResult> matches) {

    /** A request to lift {@code status}, with the competition's matches in playing order. */
    public record Lift(CompetitorStatus status, List<MatchResult> matchesInPlayingOrder) {
    }

    public static final Rule<Lift> IS_BARRED = Rule.of("is-barred",
            "This competitor is not barred, so there is nothing to lift.",
            l -> !l.status().eligible());

    public static final Rule<Lift> BAR_IS_REINSTATEABLE = Rule.of("bar-is-reinstateable",
            l -> "The bar (" + l.status().reason() + ") cannot be lifted: if it was recorded in error, correct that match's result.",
            l -> l.status().reinstateable());

    public static final Rule<Lift> NEXT_MATCH_NOT_STARTED = Rule.of("next-match-not-started",
            l -> startedSince(l).flatMap(MatchLabels::ofBout).orElse("Their next match")
                    + " has already started, so the bar can no longer be lifted.",
            l -> startedSince(l).isEmpty());

    public static final List<Rule<Lift>> RULES = List.of(IS_BARRED, BAR_IS_REINSTATEABLE, NEXT_MATCH_NOT_STARTED);

    /** The competitor eligible again, or the refusal. */
    public static Checked<Reinstatement> lift(Competition c, CompetitorStatus status,
            List<MatchResult> matchesInPlayingOrder, Instant recordedAt) {
        Lift lift = new Lift(status, matchesInPlayingOrder);
        return Rules.check(lift, RULES, () -> {
            CompetitorStatus lifted = new CompetitorStatus(status.playerId(), true, false,
                    "reinstated (was: " + status.reason() + ")", status.matchId(), recordedAt);
            List<MatchResult> matches = new ArrayList<>();
            for (MatchResult m : matchesInPlayingOrder) {
                matches.add(BarredMatches.awardedBy(m, status) ? BarredMatches.putBack(c, m) : m);
            }
            return new Reinstatement(lifted, matches);
        });
    }

    /**
     * The first match of theirs after the one that barred them that has been fought, or is being
     * fought: running, or completed other than by this bar's award.
     */
    static Optional<MatchResult> startedSince(Lift l) {
        CompetitorStatus s = l.status();
        boolean after = l.matchesInPlayingOrder().stream().noneMatch(m -> m.id().equals(s.matchId()));
        for (MatchResult m : l.matchesInPlayingOrder()) {
            if (m.id().equals(s.matchId())) {
                after = true;
                continue;
            }
            if (!after || !BarredMatches.involves(m, s.playerId())) {
                continue;
            }
            boolean fought = m.status() == MatchStatus.RUNNING
                    || (m.isCompleted() && !BarredMatches.awardedBy(m, s));
            if (fought) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
