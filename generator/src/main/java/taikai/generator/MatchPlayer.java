package taikai.generator;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Fight;
import taikai.model.draw.BracketAdvance;
import taikai.model.draw.BracketChange;
import taikai.model.eligibility.BarredMatches;
import taikai.model.eligibility.Eligibility;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Checked;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * Plays one booked match on its court, as far as the folder's moment allows, and what follows from
 * its result: a knockout winner moves on, and a competitor who withdrew or did not appear is barred,
 * their remaining matches awarded to the opponents as fusensho.
 */
final class MatchPlayer {
    private final Board board;
    private final Journal journal;
    private final DayClock clock;
    private final Map<String, Double> strength;
    private final SplittableRandom random;
    private final int now;
    private final LineupChanges lineups;
    private final Corrections corrections;

    MatchPlayer(Board board, Journal journal, DayClock clock, Map<String, Double> strength, SplittableRandom random,
            int now) {
        this.board = board;
        this.journal = journal;
        this.clock = clock;
        this.strength = strength;
        this.random = random;
        this.now = now;
        this.lineups = new LineupChanges(board, random);
        this.corrections = new Corrections(journal, random, now);
    }

    /** Plays the match booked for [start, end); one still waiting for a competitor is left as it is. */
    void play(String id, int start, int end) {
        MatchResult m = board.match(id);
        if (m.status() != MatchStatus.SCHEDULED || m.sideA().participantId().isEmpty()
                || m.sideB().participantId().isEmpty() || start > now) {
            return;
        }
        Competition c = board.state().competition();
        Table table = new Table(c, Stage.of(m), m, taikai.model.competition.MatchLabels.of(board.state(), m), "court " + m.court(),
                journal, now);
        if (c.isTeam()) {
            var pair = lineups.atMatch(m);
            new Encounter(table, board.state().teamMembers(), strength, random).play(pair.get(0), pair.get(1), start, end);
        } else if (table.start(start + 15)) {
            Corner winner = Odds.winner(strength.get(m.sideA().participantId()), strength.get(m.sideB().participantId()),
                    random);
            FightScript.play(table, Target.MATCH, FightScript.Fight.MATCH, winner, start + 40, end - 30, random);
        }
        if (!table.match().isCompleted()) {
            board.put(table.match());
            return;
        }
        board.put(corrections.after(c, table.match(), table.label(), end));
        decided(board.match(id), end);
    }

    /** What a decided match sets off: the bar of a competitor who withdrew, the winner moving on. */
    private void decided(MatchResult m, int second) {
        boolean withdrew = Fight.isForfeit(m.verdict().decision()) && m.verdict().decision() != Decision.FUSENSHO;
        if (withdrew) {
            bar(m, second);
        }
        advance(m.id());
        // Pool rows only change hands at a bar; a knockout seat can change at every advance.
        if (withdrew || m.pool().isEmpty()) {
            awardBarred(second + 1, withdrew);
        }
    }

    private void bar(MatchResult m, int second) {
        String loser = m.sideA().participantId().equals(m.verdict().winnerId()) ? m.sideB().participantId()
                : m.sideA().participantId();
        Checked<CompetitorStatus> bar = Eligibility.bar(loser, m.verdict().decision(), m.id(),
                Eligibility.reinstateableByDefault(m.verdict().decision()), clock.instant(second));
        board.update(s -> s.withStatuses(Eligibility.put(s.statuses(), bar.orElseThrow())));
    }

    private void advance(String id) {
        if (!board.match(id).pool().isEmpty()) {
            return;
        }
        BracketChange change = BracketAdvance.advance(board.bracket(), id);
        if (change.isRefused()) {
            throw new IllegalStateException("The winner of " + id + " could not move on: " + change.refusal());
        }
        board.setBracket(change.bracket());
    }

    /**
     * Every scheduled match of a barred competitor is awarded to the opponent (the server's own write,
     * so its history line carries no sender time or key); an awarded knockout match moves its winner on,
     * which can seat them against another barred competitor, so this runs until nothing changes.
     */
    private void awardBarred(int second, boolean rowsToo) {
        List<CompetitorStatus> statuses = board.state().statuses();
        if (statuses.isEmpty()) {
            return;
        }
        Competition c = board.state().competition();
        java.util.Set<String> barred = new java.util.HashSet<>();
        statuses.stream().filter(s -> !s.eligible()).forEach(s -> barred.add(s.playerId()));
        boolean changed = true;
        while (changed) {
            changed = false;
            List<String> candidates = new java.util.ArrayList<>();
            if (rowsToo) {
                board.rows().forEach(m -> candidates.add(m.id()));
            }
            board.bracket().allMatches().forEach(m -> candidates.add(m.id()));
            for (String id : candidates) {
                // Re-read: an award earlier in this pass may have moved a winner into this match.
                MatchResult m = board.match(id);
                // A slot still holding a placeholder has nobody to award the match to yet, though
                // BarredMatches would award it to the placeholder: it waits until its competitor is known.
                String a = m.sideA().participantId();
                String b = m.sideB().participantId();
                if (m.status() != MatchStatus.SCHEDULED || a.isEmpty() || b.isEmpty()
                        || !barred.contains(a) && !barred.contains(b)) {
                    continue;
                }
                MatchResult awarded = BarredMatches.awardRemaining(c, statuses, List.of(m)).get(0);
                if (awarded.isCompleted()) {
                    board.put(stamped(awarded, second));
                    advance(awarded.id());
                    changed = true;
                }
            }
        }
    }

    private MatchResult stamped(MatchResult awarded, int second) {
        // The write road's own words for the award (road.match.Consequences).
        String answer = "Awarded as fusensho: the opponent is barred (" + awarded.verdict().decisionReason() + ").";
        Journal.Written w = journal.write(awarded.id(), second, "server", "fusensho", Map.of(), answer,
                List.of("scoreline", "verdict"), "", false);
        TreeMap<String, Long> stamps = new TreeMap<>(awarded.provenance().groupStamps());
        stamps.put("scoreline", w.receivedAt());
        stamps.put("verdict", w.receivedAt());
        return awarded.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(w.receivedAt()));
    }
}
