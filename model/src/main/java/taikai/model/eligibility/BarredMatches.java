package taikai.model.eligibility;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Fight;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Forfeits;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * A barred competitor's remaining matches become fusensho for the opponent, with the bar's reason
 * recorded on each, so the queue moves past them and the standings count them.
 */
public final class BarredMatches {
    private BarredMatches() {
    }

    /**
     * {@code matches} with every scheduled match of a barred competitor awarded to the opponent as
     * fusensho. A match whose both sides are barred is left for the organiser (chosen: there is no
     * one to award it to); so is one whose other side is still a placeholder, until a competitor is
     * seated there; a running or finished match is never touched.
     */
    public static List<MatchResult> awardRemaining(Competition c, List<CompetitorStatus> statuses,
            List<MatchResult> matches) {
        List<MatchResult> out = new ArrayList<>(matches.size());
        for (MatchResult m : matches) {
            out.add(award(c, statuses, m));
        }
        return out;
    }

    private static MatchResult award(Competition c, List<CompetitorStatus> statuses, MatchResult m) {
        if (m.status() != MatchStatus.SCHEDULED || m.sideA().participantId().isEmpty()
                || m.sideB().participantId().isEmpty()) {
            return m;
        }
        Optional<CompetitorStatus> barA = barOf(m.sideA().participantId(), statuses);
        Optional<CompetitorStatus> barB = barOf(m.sideB().participantId(), statuses);
        if (barA.isPresent() == barB.isPresent()) {
            return m;
        }
        Corner winner = barA.isPresent() ? Corner.B : Corner.A;
        String reason = barA.orElseGet(barB::get).reason();
        Checked<MatchResult> awarded = Scoresheet.enter(c, Stage.of(m), m, Target.MATCH,
                new Entry.Forfeit(winner, Decision.FUSENSHO));
        return awarded.isAccepted() ? awarded.orElseThrow().withVerdict(v -> v.withDecisionReason(reason)) : m;
    }

    private static Optional<CompetitorStatus> barOf(String participantId, List<CompetitorStatus> statuses) {
        if (participantId.isEmpty()) {
            return Optional.empty();
        }
        return statuses.stream().filter(s -> s.playerId().equals(participantId) && !s.eligible()).findFirst();
    }

    /** True when {@code playerId} fights in {@code m}. */
    static boolean involves(MatchResult m, String playerId) {
        return m.sideA().participantId().equals(playerId) || m.sideB().participantId().equals(playerId);
    }

    /** True when {@code m} is a win this bar awarded to the barred competitor's opponent, still as awarded. */
    static boolean awardedBy(MatchResult m, CompetitorStatus bar) {
        return m.isCompleted() && m.verdict().decision() == Decision.FUSENSHO && m.verdict().decisionReason().equals(bar.reason())
                && involves(m, bar.playerId()) && !m.verdict().winnerId().equals(bar.playerId());
    }

    /** An awarded match back to scheduled, with its default-win marks, decision and reason gone. */
    static MatchResult putBack(Competition c, MatchResult m) {
        MatchResult plain = Forfeits.takeBack(Fight.of(m)).into(m).withStatus(MatchStatus.SCHEDULED)
                .withVerdict(v -> v.withDecisionReason(""));
        return Outcomes.settle(c, plain);
    }
}
