package taikai.model.match;

import taikai.model.Copies;

/**
 * How a match ended (spec section 3): who won, worked out from points and decisions by the rules
 * and never typed, and the decision that settled it, with who gave it and why.
 */
public record Verdict(
        /** winner's name */ String winner,
        /** winner's participant id */ String winnerId,
        Decision decision,
        String decisionBy,
        String decisionReason,
        /** legacy, read only: null when the writer said nothing */ Boolean decidedByHantei) {

    public static final Verdict NONE = new Verdict("", "", Decision.NONE, "", "", null);

    public Verdict {
        winner = Copies.text(winner);
        winnerId = Copies.text(winnerId);
        decision = decision == null ? Decision.NONE : decision;
        decisionBy = Copies.text(decisionBy);
        decisionReason = Copies.text(decisionReason);
    }

    public Verdict withWinner(String value) {
        return new Verdict(value, winnerId, decision, decisionBy, decisionReason, decidedByHantei);
    }

    public Verdict withWinnerId(String value) {
        return new Verdict(winner, value, decision, decisionBy, decisionReason, decidedByHantei);
    }

    public Verdict withDecision(Decision value) {
        return new Verdict(winner, winnerId, value, decisionBy, decisionReason, decidedByHantei);
    }

    public Verdict withDecisionBy(String value) {
        return new Verdict(winner, winnerId, decision, value, decisionReason, decidedByHantei);
    }

    public Verdict withDecisionReason(String value) {
        return new Verdict(winner, winnerId, decision, decisionBy, value, decidedByHantei);
    }

    public Verdict withDecidedByHantei(Boolean value) {
        return new Verdict(winner, winnerId, decision, decisionBy, decisionReason, value);
    }
}
