package taikai.model.discipline;

import java.util.Objects;
import java.util.Optional;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * What a match or bout came to: a winner, a draw, or not decided; and why. Worked out from points,
 * decisions, bouts and flags, never from a typed winner.
 */
public record Outcome(Result result, Basis basis) {

    /** Who, if anyone, the outcome favours. */
    public enum Result {
        A_WINS,
        B_WINS,
        DRAW,
        UNDECIDED
    }

    public Outcome {
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(basis, "basis");
    }

    public static Outcome win(Corner winner, Basis basis) {
        return new Outcome(winner == Corner.A ? Result.A_WINS : Result.B_WINS, basis);
    }

    public static Outcome draw() {
        return new Outcome(Result.DRAW, Basis.HIKIWAKE);
    }

    public static Outcome undecided(Basis why) {
        return new Outcome(Result.UNDECIDED, why);
    }

    /** The winning corner, when there is one. */
    public Optional<Corner> winner() {
        switch (result) {
            case A_WINS:
                return Optional.of(Corner.A);
            case B_WINS:
                return Optional.of(Corner.B);
            default:
                return Optional.empty();
        }
    }

    public boolean isDraw() {
        return result == Result.DRAW;
    }

    /** A winner or a draw: nothing more is needed to close it. */
    public boolean isDecided() {
        return result != Result.UNDECIDED;
    }

    /**
     * The decision a settled record carries. A kiken, fusenpai or fusensho is the operator's and
     * stays; hikiwake, daihyosen and kachinuki exhaustion follow the outcome, so a stale one is
     * replaced (by fought when the fight is over, by nothing while it runs); the rest are kept.
     */
    public Decision settledDecision(Decision current, boolean over) {
        if (Fight.isForfeit(current)) {
            return current;
        }
        if (isDraw()) {
            return Decision.HIKIWAKE;
        }
        if (isDecided() && basis == Basis.DAIHYOSEN) {
            return Decision.DAIHYOSEN;
        }
        if (isDecided() && basis == Basis.KACHINUKI_EXHAUSTION) {
            return Decision.KACHINUKI_EXHAUSTION;
        }
        if (current == Decision.HIKIWAKE || current == Decision.DAIHYOSEN || current == Decision.KACHINUKI_EXHAUSTION) {
            return over ? Decision.FOUGHT : Decision.NONE;
        }
        return current;
    }

    /** {@code m} with its winner's name and participant id and its decision set from this outcome. */
    public MatchResult applyTo(MatchResult m) {
        Optional<Corner> w = winner();
        return m.withVerdict(v -> v.withWinner(w.map(c -> c.of(m).name()).orElse(""))
                        .withWinnerId(w.map(c -> c.of(m).participantId()).orElse(""))
                        .withDecision(settledDecision(m.verdict().decision(), m.isCompleted())));
    }

    /** {@code b} with its winner's name and TEAM MEMBER id and its decision set from this outcome. */
    public SubBout applyTo(SubBout b, boolean over) {
        Optional<Corner> w = winner();
        return b.withWinner(w.map(c -> c.nameIn(b)).orElse(""))
                .withWinnerMemberId(w.map(c -> c.memberIdIn(b)).orElse(""))
                .withDecision(settledDecision(b.decision(), over));
    }
}
