package taikai.app.road.match;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.draw.BracketAdvance;
import taikai.model.draw.BracketChange;
import taikai.model.draw.Placeholders;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.eligibility.BarredMatches;
import taikai.model.eligibility.Eligibility;
import taikai.model.eligibility.Reinstatement;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.history.GroupChange;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.model.merge.SideEffect;
import taikai.model.merge.Stamps;
import taikai.model.rule.Checked;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;

/**
 * What a match's new result does to the rest of its competition, in the same transaction (spec
 * section 5, "Multi file changes are transactional"): a knockout winner moves on (or is taken back),
 * a finished pool seats its qualifiers where the draw put their placeholders, and a withdrawal bars
 * its loser, whose remaining matches become fusensho for the opponent (or lifts that bar again).
 */
public final class Consequences {
    /** The state after the consequences and the history lines of the other matches they changed; or a refusal. */
    public record Result(CompetitionState state, List<HistoryEntry> otherHistory, BracketChange.Why why) {
        /** Why the consequences were refused, in English; empty when they were applied. */
        public String refusal() {
            return why == null ? "" : why.sentence();
        }
    }

    private Consequences() {
    }

    public static Result of(CompetitionState state, MatchResult stored, MatchResult merged, boolean inBracket,
            List<SideEffect> effects, long now) {
        CompetitionState next = state;
        if (inBracket) {
            BracketChange.Why refused = null;
            String before = stored.isCompleted() ? stored.verdict().winnerId() + "/" + stored.verdict().winner() : "";
            String after = merged.isCompleted() ? merged.verdict().winnerId() + "/" + merged.verdict().winner() : "";
            Bracket bracket = next.bracket();
            if (!before.isEmpty() && !before.equals(after)) {
                BracketChange back = BracketAdvance.takeBack(bracket, merged.id());
                refused = back.why();
                // Taking back resets the node to waiting; the merged result (running again, or a new
                // winner about to move on) is what the node holds afterwards.
                bracket = back.isRefused() ? back.bracket() : MatchSlot.replaceInBracket(back.bracket(), merged);
            }
            if (refused == null && !after.isEmpty() && !after.equals(before)) {
                BracketChange on = BracketAdvance.advance(bracket, merged.id());
                refused = on.why();
                bracket = on.bracket();
            }
            if (refused != null) {
                return new Result(state, List.of(), refused);
            }
            next = next.withBracket(bracket);
        } else {
            next = seatQualifiers(next, merged.pool());
        }
        List<HistoryEntry> lines = new ArrayList<>();
        for (SideEffect effect : effects) {
            next = effect.kind() == SideEffect.Kind.BARRED ? bar(next, effect, now) : lift(next, effect, now, lines);
        }
        next = awardBarred(next, now, lines);
        // A side given another team by any of the above loses its pick, dated now (spec section 3).
        next = next.withBracket(PickDates.after(next.competition().kind(), state.bracket(), next.bracket(), now));
        return new Result(next, lines, null);
    }

    /**
     * Every scheduled match of a barred competitor whose opponent is seated becomes fusensho for the
     * opponent, stamped with the server's time, with a line in its history; an awarded knockout match
     * moves its winner on, which can seat them against another barred competitor, so this runs until
     * nothing changes. A slot still holding a placeholder waits until its competitor is known.
     *
     * <p>Each pass that changes something completes at least one more match, so the passes are bounded
     * by the number of matches; the bound is kept even on a state that breaks that (two matches with
     * one id, which a read refuses), so no input can make a write spin.
     */
    private static CompetitionState awardBarred(CompetitionState state, long now, List<HistoryEntry> lines) {
        if (state.statuses().stream().allMatch(CompetitorStatus::eligible)) {
            return state;
        }
        CompetitionState next = state;
        boolean changed = true;
        int passes = OtherMatches.all(next).size() + 1;
        while (changed && passes-- > 0) {
            changed = false;
            Map<String, MatchResult> before = new HashMap<>();
            OtherMatches.all(next).forEach(m -> before.put(m.id(), m));
            for (MatchResult awarded : BarredMatches.awardRemaining(next.competition(), next.statuses(),
                    OtherMatches.all(next))) {
                MatchResult was = before.get(awarded.id());
                if (awarded.equals(was) || !awarded.isCompleted()) {
                    continue;
                }
                MatchResult stamped = Stamps.serverStamped(was, awarded, now);
                next = MatchSlot.replace(next, stamped);
                List<GroupChange> groups = AppliedValues.of(Stamps.changed(was, stamped).stream()
                        .map(g -> new GroupChange(g.key(), "applied", Map.of(), "")).toList(), stamped);
                lines.add(OtherMatches.serverLine(stamped.id(), now, "fusensho",
                        "Awarded as fusensho: the opponent is barred (" + stamped.verdict().decisionReason() + ").").withAnswered(a -> a.withGroups(groups)));
                if (next.bracket().find(stamped.id()).isPresent()) {
                    BracketChange on = BracketAdvance.advance(next.bracket(), stamped.id());
                    if (!on.isRefused()) {
                        next = next.withBracket(on.bracket());
                    }
                }
                changed = true;
            }
        }
        return next;
    }

    /** Spec section 3: each qualifier reaches the slot the draw gave it, without the draw being recomputed. */
    public static CompetitionState seatQualifiers(CompetitionState state, String poolName) {
        Competition c = state.competition();
        if (c.format() != Format.POOLS_THEN_KNOCKOUT || state.bracket().rounds().isEmpty()) {
            return state;
        }
        Optional<Pool> pool = state.pools().stream().filter(p -> p.name().equals(poolName)).findFirst();
        if (pool.isEmpty()) {
            return state;
        }
        Standings standings = Standings.of(c, pool.get(), state.poolMatches(), state.overrides());
        if (!standings.complete() || standings.needsDecision()) {
            java.util.Set<String> places = new java.util.HashSet<>();
            for (int rank = 1; rank <= pool.get().players().size(); rank++) {
                places.add(Placeholders.poolPlace(poolName, rank));
            }
            return state.withBracket(PoolsToKnockout.unseat(state.bracket(), places).bracket());
        }
        Map<String, Player> qualifiers = new HashMap<>();
        for (StandingRow row : standings.rows()) {
            if (row.qualified()) {
                qualifiers.put(Placeholders.poolPlace(poolName, row.place()), row.entrant());
            }
        }
        return state.withBracket(PoolsToKnockout.seatQualifiers(state.bracket(), qualifiers).bracket());
    }

    /** The competitor is barred; their matches are awarded once every effect is recorded ({@link #awardBarred}). */
    private static CompetitionState bar(CompetitionState state, SideEffect effect, long now) {
        Checked<CompetitorStatus> barred = Eligibility.bar(effect.participantId(), effect.decision(), effect.matchId(),
                Eligibility.reinstateableByDefault(effect.decision()), Instant.ofEpochMilli(now));
        if (!barred.isAccepted()) {
            return state;
        }
        return state.withStatuses(Eligibility.put(state.statuses(), barred.orElseThrow()));
    }

    private static CompetitionState lift(CompetitionState state, SideEffect effect, long now, List<HistoryEntry> lines) {
        Optional<CompetitorStatus> status = Eligibility.statusOf(effect.participantId(), state.statuses());
        if (status.isEmpty() || status.get().eligible()) {
            return state;
        }
        // Spec section 5: a point after the withdrawal means it was a mistake, so the bar goes whatever kind it was.
        CompetitorStatus liftable = status.get().withReinstateable(true);
        List<MatchResult> ordered = OtherMatches.inPlayingOrder(state);
        Checked<Reinstatement> lifted = Reinstatement.lift(state.competition(), liftable, ordered, Instant.ofEpochMilli(now));
        if (!lifted.isAccepted()) {
            CompetitorStatus eligible = new CompetitorStatus(liftable.playerId(), true, false,
                    "reinstated (was: " + liftable.reason() + ")", liftable.matchId(), Instant.ofEpochMilli(now));
            return state.withStatuses(Eligibility.put(state.statuses(), eligible));
        }
        CompetitionState next = state.withStatuses(Eligibility.put(state.statuses(), lifted.orElseThrow().status()));
        return replaceAll(next, lifted.orElseThrow().matches(), now, lines, "reinstate",
                "Put back to scheduled: the competitor is no longer barred.");
    }

    private static CompetitionState replaceAll(CompetitionState state, List<MatchResult> updated, long now,
            List<HistoryEntry> lines, String action, String message) {
        OtherMatches.Replaced replaced = OtherMatches.replace(state, updated, now, action, message);
        lines.addAll(replaced.lines());
        return replaced.state();
    }
}
