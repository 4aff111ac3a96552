package taikai.storage.bracket;

import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** A four-entrant knockout drawn without pools, with a bronze match: every key bracket.json can hold. */
final class BracketFixtures {
    private BracketFixtures() {
    }

    static MatchResult knockout(String id, Side a, Side b) {
        return MatchResult.scheduled(id, "", "", a, b, -1);
    }

    /** Semi-final won on hantei, scheduled in match-number order. */
    static BracketMatch semiOnHantei() {
        MatchResult result = knockout("m-r1-0", new Side("Tanaka Hiroshi", "p-tanaka", List.of(Mark.MEN, Mark.HANTEI), 1, 0, "", ""),
                new Side("Suzuki Ken", "p-suzuki", List.of(Mark.KOTE), 0, 0, "", ""))
                .withStatus(MatchStatus.COMPLETED).withCourt("A").withScheduledAt("14:00").withVerdict(v -> v.withWinner("Tanaka Hiroshi")
                        .withWinnerId("p-tanaka").withDecision(Decision.FOUGHT)).withEnchoPeriods(1).withProvenance(p -> p.withModifiedAt(1_700_001_000_000L)
                        .withGroupStamps(new java.util.TreeMap<>(java.util.Map.of("scoreline", 1_700_000_990_000L,
                        "verdict", 1_700_001_000_000L))));
        return new BracketMatch(result, 1, 2, List.of(), "", "", "", false, false, "", "");
    }

    /** Semi-final between teams, settled by a representative bout, winner overridden by the organiser. */
    static BracketMatch semiByRepresentative() {
        List<SubBout> bouts = List.of(
                new SubBout(0, "Noda", "Oka", "m-noda", "m-oka", List.of(Mark.DO), List.of(Mark.DO), 0, 0, "", "",
                        Decision.HIKIWAKE, 0, null),
                new SubBout(SubBout.REPRESENTATIVE, "Kyoto Kendo Club", "Osaka Budokan", "m-noda", "m-endo",
                        List.of(), List.of(Mark.KOTE), 0, 0, "Osaka Budokan", "m-endo", Decision.FOUGHT, 0, null));
        MatchResult result = knockout("m-r1-1", new Side("Kyoto Kendo Club", "t-kyoto", List.of(), 0, 0, "Noda", "m-noda"),
                new Side("Osaka Budokan", "t-osaka", List.of(), 0, 0, "Endo", "m-endo"))
                .withSubBouts(bouts).withStatus(MatchStatus.COMPLETED).withCourt("B").withScheduledAt("14:00")
                .withVerdict(v -> v.withWinner("Osaka Budokan").withWinnerId("t-osaka").withDecision(Decision.DAIHYOSEN))
                .withProvenance(p -> p.withResultSource(ResultSource.ADMIN).withModifiedAt(1_700_001_100_000L));
        return new BracketMatch(result, 2, 2, List.of(), "", "", "", true, false, "", "");
    }

    /** The final: one side known, the other still the placeholder the draw wrote. */
    static BracketMatch finalMatch() {
        MatchResult result = knockout("m-r2-0", Side.of("Tanaka Hiroshi", "p-tanaka"), Side.of("Osaka Budokan", "t-osaka"))
                .withCourt("A").withScheduledAt("15:00").withRound(2);
        return new BracketMatch(result, 3, 1, List.of("m-r1-0", "m-r1-1"), "Winner of r2-m0", "Winner of r2-m1", "",
                false, false, "", "");
    }

    /** Bronze: a default win, corrected, reopened and not yet ended again, with engi flags. */
    static BracketMatch bronze() {
        MatchResult result = knockout("m-bronze", new Side("Suzuki Ken", "p-suzuki", List.of(Mark.DEFAULT_WIN, Mark.DEFAULT_WIN), 0, 3, "", ""),
                new Side("Kyoto Kendo Club", "t-kyoto", List.of(), 2, 1, "", ""))
                .withStatus(MatchStatus.COMPLETED).withCourt("B").withScheduledAt("14:30").withVerdict(v -> v.withWinner("Suzuki Ken")
                        .withWinnerId("p-suzuki").withDecision(Decision.FUSENSHO).withDecisionBy("Shinpan-cho Sato")
                        .withDecisionReason("No show after three calls")).withProvenance(p -> p.withCorrectionReason("Scoring error: wrong side")
                        .withReopenPending(true).withResultSource(ResultSource.SELF_REPORTED).withModifiedAt(1_700_001_200_000L));
        return new BracketMatch(result, 4, 0, List.of(), "", "", "", false, true, "", "");
    }

    static Bracket golden() {
        return new Bracket(false, List.of(List.of(semiOnHantei(), semiByRepresentative()), List.of(finalMatch())),
                bronze(), List.of("p-tanaka", "p-suzuki", "t-kyoto", "t-osaka"), true);
    }
}
