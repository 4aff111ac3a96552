package taikai.model.scoring;

import taikai.model.competition.Competition;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.team.Encounters;

/**
 * The one place a match result is worked out: from points, decisions, bouts and flags, never from a
 * typed winner (spec section 3). The merge, the write road, the screens and the standings all ask
 * here, so they cannot disagree.
 */
public final class Outcomes {
    private Outcomes() {
    }

    /**
     * True when a level result may stand as a draw: the discipline can draw (engi never does), the
     * stage allows it (a knockout never does) and the competition allows hikiwake.
     */
    public static boolean mayDraw(Competition c, Stage stage) {
        return Discipline.of(c).canDraw() && !stage.needsWinner() && c.bouts().hikiwakeAllowed();
    }

    /** What {@code m} came to, and why. Total: any match in, an outcome out. */
    public static Outcome outcome(Competition c, MatchResult m, Stage stage) {
        if (m.isDegraded()) {
            return asRecorded(m);
        }
        if (m.sideA().isEmpty() || m.sideB().isEmpty()) {
            return byeOrWaiting(m);
        }
        boolean mayDraw = mayDraw(c, stage);
        if (c.isTeam()) {
            return Encounters.outcome(c, m, mayDraw);
        }
        return Discipline.of(c).decide(Fight.of(m), m.isCompleted(), mayDraw);
    }

    /**
     * {@code m} with {@code winner}, {@code winnerId}, the decision (and for a team match every bout's
     * winner, winner's member id and decision) worked out by {@link #outcome}. A match whose bouts could
     * not be read keeps what was recorded, since there is nothing to work it out from (spec "When a
     * file is wrong"). Settling twice gives the same match.
     */
    public static MatchResult settle(Competition c, MatchResult m, Stage stage) {
        if (m.isDegraded()) {
            return m;
        }
        if (c.isTeam() && !m.sideA().isEmpty() && !m.sideB().isEmpty()) {
            return Encounters.settle(c, m, mayDraw(c, stage));
        }
        return outcome(c, m, stage).applyTo(m);
    }

    /** {@link #settle} at the stage the match's own id gives it ({@link Stage#of}). */
    public static MatchResult settle(Competition c, MatchResult m) {
        return settle(c, m, Stage.of(m));
    }

    /**
     * A bye: one side empty and the other a known competitor, which goes through by itself
     * (file-formats "bracket.json"); any other empty side is a slot still waiting.
     */
    private static Outcome byeOrWaiting(MatchResult m) {
        Side a = m.sideA();
        Side b = m.sideB();
        if (a.isEmpty() && !b.participantId().isEmpty()) {
            return Outcome.win(Corner.B, Basis.BYE);
        }
        if (b.isEmpty() && !a.participantId().isEmpty()) {
            return Outcome.win(Corner.A, Basis.BYE);
        }
        return Outcome.undecided(Basis.AWAITING_COMPETITOR);
    }

    /** The winner as the file recorded it, matched to a side by participant id, else by name. */
    private static Outcome asRecorded(MatchResult m) {
        for (Corner c : Corner.values()) {
            Side s = c.of(m);
            boolean byId = !m.verdict().winnerId().isEmpty() && m.verdict().winnerId().equals(s.participantId());
            boolean byName = m.verdict().winnerId().isEmpty() && !m.verdict().winner().isEmpty() && m.verdict().winner().equals(s.name());
            if (byId || byName) {
                return Outcome.win(c, Basis.AS_RECORDED);
            }
        }
        if (m.verdict().decision() == Decision.HIKIWAKE) {
            return Outcome.draw();
        }
        return Outcome.undecided(Basis.AS_RECORDED);
    }
}
