package taikai.storage.results;

import static taikai.model.match.Mark.DEFAULT_WIN;
import static taikai.model.match.Mark.DO;
import static taikai.model.match.Mark.HANSOKU;
import static taikai.model.match.Mark.HANTEI;
import static taikai.model.match.Mark.KOTE;
import static taikai.model.match.Mark.MEN;
import static taikai.model.match.Mark.TSUKI;

import java.util.List;
import java.util.TreeMap;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** The fixed matches the golden files pin: one of each way a match can end, and a team encounter. */
public final class ResultFixtures {
    private ResultFixtures() {
    }

    static TreeMap<String, Long> stamps(Object... pairs) {
        TreeMap<String, Long> out = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], ((Number) pairs[i + 1]).longValue());
        }
        return out;
    }

    /** Won on hantei from a level scoreline: the Ht mark sits in the winner's points. */
    public static MatchResult hantei() {
        return MatchResult.poolMatch("Pool A", "0", new Side("Tanaka Hiroshi", "p-tanaka", List.of(MEN, HANTEI), 1, 0, "", ""),
                new Side("Suzuki Ken", "p-suzuki", List.of(KOTE), 0, 0, "", ""), -1)
                .withStatus(MatchStatus.COMPLETED).withCourt("A").withScheduledAt("09:30")
                .withVerdict(v -> v.withWinner("Tanaka Hiroshi").withWinnerId("p-tanaka").withDecision(Decision.FOUGHT))
                .withProvenance(p -> p.withModifiedAt(1_700_000_300_000L)
                        .withGroupStamps(stamps("scoreline", 1_700_000_200_000L, "verdict", 1_700_000_300_000L)));
    }

    /** A point from two hansoku, won in the second encho period. */
    public static MatchResult hansokuInEncho() {
        return MatchResult.poolMatch("Pool A", "1", new Side("Ito Mai", "p-ito", List.of(HANSOKU, KOTE), 0, 0, "", ""),
                new Side("Kato Yui", "p-kato", List.of(), 1, 0, "", ""), -1)
                .withStatus(MatchStatus.COMPLETED).withCourt("A").withScheduledAt("09:36")
                .withVerdict(v -> v.withWinner("Ito Mai").withWinnerId("p-ito").withDecision(Decision.FOUGHT)).withEnchoPeriods(2)
                .withProvenance(p -> p.withModifiedAt(1_700_000_400_000L));
    }

    public static MatchResult hikiwake() {
        return MatchResult.poolMatch("Pool A", "2", Side.of("Tanaka Hiroshi", "p-tanaka"), Side.of("Kato Yui", "p-kato"), -1)
                .withStatus(MatchStatus.COMPLETED).withCourt("A").withScheduledAt("09:42")
                .withVerdict(v -> v.withDecision(Decision.HIKIWAKE)).withProvenance(p -> p.withModifiedAt(1_700_000_500_000L));
    }

    /** Withdrawal through injury, recorded by the organiser with who and why. */
    public static MatchResult kiken() {
        return MatchResult.poolMatch("Pool B", "0", new Side("Mori Sho", "p-mori", List.of(DEFAULT_WIN, DEFAULT_WIN), 0, 0, "", ""),
                Side.of("Abe Jun", "p-abe"), -1)
                .withStatus(MatchStatus.COMPLETED).withCourt("B").withScheduledAt("10:00")
                .withVerdict(v -> v.withWinner("Mori Sho").withWinnerId("p-mori").withDecision(Decision.KIKEN_INJURY)
                        .withDecisionBy("Shinpan-cho Sato").withDecisionReason("Ankle injury, taken to hospital"))
                .withProvenance(p -> p.withResultSource(ResultSource.ADMIN).withModifiedAt(1_700_000_600_000L));
    }

    /** A default win, corrected later, with engi flags and a reopen still pending. */
    public static MatchResult fusensho() {
        return MatchResult.poolMatch("Pool B", "1", new Side("Abe Jun", "p-abe", List.of(), 0, 3, "", ""),
                new Side("Ueda Rin", "p-ueda", List.of(DEFAULT_WIN, DEFAULT_WIN), 0, 2, "", ""), -1)
                .withStatus(MatchStatus.COMPLETED).withCourt("B").withScheduledAt("10:06")
                .withVerdict(v -> v.withWinner("Ueda Rin").withWinnerId("p-ueda").withDecision(Decision.FUSENSHO))
                .withProvenance(p -> p.withCorrectionReason("Scoring error: \"wrong side\" entered").withReopenPending(true)
                        .withResultSource(ResultSource.SELF_REPORTED).withModifiedAt(1_700_000_700_000L));
    }

    /** Team encounter decided by a representative bout at position -1, with member ids throughout. */
    public static MatchResult teamEncounter() {
        List<SubBout> bouts = List.of(
                new SubBout(0, "Sato", "Kimura", "m-sato", "m-kimura", List.of(MEN, MEN), List.of(), 0, 1, "Sato", "m-sato",
                        Decision.FOUGHT, 0, null),
                new SubBout(1, "Noda", "Oka", "m-noda", "m-oka", List.of(), List.of(DO), 0, 0, "Oka", "m-oka",
                        Decision.FOUGHT, 1, null),
                new SubBout(2, "Hara", "Endo", "m-hara", "m-endo", List.of(), List.of(), 2, 0, "", "",
                        Decision.HIKIWAKE, 0, null),
                new SubBout(SubBout.REPRESENTATIVE, "Kyoto Kendo Club", "Osaka Budokan", "m-noda", "m-endo",
                        List.of(TSUKI), List.of(), 0, 0, "Kyoto Kendo Club", "m-noda", Decision.FOUGHT, 0, null));
        return MatchResult.poolMatch("Pool C", "0", new Side("Kyoto Kendo Club", "t-kyoto", List.of(), 0, 0, "Noda", "m-noda"),
                new Side("Osaka Budokan", "t-osaka", List.of(), 0, 0, "Endo", "m-endo"), -1)
                .withSubBouts(bouts).withStatus(MatchStatus.COMPLETED).withCourt("C").withScheduledAt("11:15")
                .withVerdict(v -> v.withWinner("Kyoto Kendo Club").withWinnerId("t-kyoto").withDecision(Decision.DAIHYOSEN))
                .withProvenance(p -> p.withModifiedAt(1_700_000_900_000L)
                        .withGroupStamps(stamps("bout:-1", 1_700_000_900_000L, "bout:0", 1_700_000_800_000L,
                        "rep:A", 1_700_000_850_000L, "rep:B", 1_700_000_860_000L)));
    }

    /** Scheduled, not yet fought; names that need quoting. */
    public static MatchResult scheduledWithAwkwardNames() {
        return MatchResult.poolMatch("Pool C", "1", Side.of(" Smith, \"Jo\"", "p-smith"), Side.of("O'Neil\nSean", "p-oneil"), -1)
                .withCourt("C").withScheduledAt("11:30");
    }

    /** A Swiss round-two match, running. */
    public static MatchResult swissRunning() {
        return MatchResult.poolMatch("Swiss", "R2-0", Side.of("Ito Mai", "p-ito"), Side.of("Mori Sho", "p-mori"), 2)
                .withStatus(MatchStatus.RUNNING).withCourt("D").withScheduledAt("13:00")
                .withSideA(new Side("Ito Mai", "p-ito", List.of(MEN), 0, 0, "", ""));
    }

    public static List<MatchResult> goldenMatches() {
        return List.of(hantei(), hansokuInEncho(), hikiwake(), kiken(), fusensho(), teamEncounter(),
                scheduledWithAwkwardNames(), swissRunning());
    }
}
