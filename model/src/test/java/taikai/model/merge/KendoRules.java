package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * A small rulebook for the merge's tests, the kendo logic kept simple: more counted points win (two
 * win a bout), more flags win an engi match, a team wins on bouts then points then the
 * representative bout, a judges' decision decides a level scoreline, and a tie is a draw in a pool.
 */
final class KendoRules implements Rulebook {
    private final boolean knockout;
    private final boolean engi;
    private final Set<String> barredElsewhere;
    private java.util.Map<String, String> overriddenWinners = java.util.Map.of();

    private KendoRules(boolean knockout, boolean engi, Set<String> barredElsewhere) {
        this.knockout = knockout;
        this.engi = engi;
        this.barredElsewhere = Set.copyOf(barredElsewhere);
    }

    static KendoRules pool() {
        return new KendoRules(false, false, Set.of());
    }

    static KendoRules knockout() {
        return new KendoRules(true, false, Set.of());
    }

    static KendoRules engi(boolean knockout) {
        return new KendoRules(knockout, true, Set.of());
    }

    /** The withdrawals in {@code matchIds} follow from another match. */
    KendoRules barredElsewhere(String... matchIds) {
        return new KendoRules(knockout, engi, Set.of(matchIds));
    }

    /** The organiser decided {@code winner} for match {@code matchId} by a winner override. */
    KendoRules overriding(String matchId, String winner) {
        KendoRules rules = new KendoRules(knockout, engi, barredElsewhere);
        rules.overriddenWinners = java.util.Map.of(matchId, winner);
        return rules;
    }

    @Override
    public String overriddenWinner(MatchResult match) {
        return overriddenWinners.getOrDefault(match.id(), "");
    }

    @Override
    public MatchResult settle(MatchResult m) {
        List<SubBout> bouts = new ArrayList<>();
        for (SubBout bout : m.subBouts()) {
            bouts.add(settleBout(bout));
        }
        MatchResult match = m.withSubBouts(bouts);
        int lead = lead(match);
        boolean ordinary = match.verdict().decision() == Decision.NONE || match.verdict().decision() == Decision.FOUGHT
                || match.verdict().decision() == Decision.HIKIWAKE;
        if (!match.isCompleted()) {
            return match.withVerdict(v -> v.withWinner("").withWinnerId("").withDecision(ordinary ? Decision.NONE : match.verdict().decision()));
        }
        if (lead == 0) {
            Decision tied = knockout || engi ? Decision.NONE : Decision.HIKIWAKE;
            return match.withVerdict(v -> v.withWinner("").withWinnerId("").withDecision(ordinary ? tied : match.verdict().decision()));
        }
        Side winner = match.side(lead > 0);
        return match.withVerdict(v -> v.withWinner(winner.name()).withWinnerId(winner.participantId())
                        .withDecision(ordinary ? Decision.FOUGHT : match.verdict().decision()));
    }

    /** Positive when side A leads, negative when side B does, 0 when level. */
    private int lead(MatchResult m) {
        if (engi && !Verdicts.isWithdrawal(m.verdict().decision())) {
            return Integer.compare(m.sideA().flags(), m.sideB().flags());
        }
        if (!m.subBouts().isEmpty() && !Verdicts.isWithdrawal(m.verdict().decision())) {
            return teamLead(m);
        }
        int byPoints = Integer.compare(m.sideA().points(), m.sideB().points());
        if (byPoints != 0) {
            return byPoints;
        }
        return m.sideA().hasHantei() ? 1 : m.sideB().hasHantei() ? -1 : 0;
    }

    private static int teamLead(MatchResult m) {
        int wins = 0;
        int points = 0;
        int representative = 0;
        for (SubBout bout : m.subBouts()) {
            int lead = boutLead(bout);
            if (bout.isRepresentative()) {
                representative = lead;
            } else {
                wins += lead;
                points += counted(bout.ipponsA()) - counted(bout.ipponsB());
            }
        }
        return wins != 0 ? Integer.signum(wins) : points != 0 ? Integer.signum(points) : representative;
    }

    private static SubBout settleBout(SubBout bout) {
        int lead = boutLead(bout);
        if (lead == 0) {
            return bout.withWinner("").withWinnerMemberId("");
        }
        return lead > 0 ? bout.withWinner(bout.sideA()).withWinnerMemberId(bout.sideAMemberId())
                : bout.withWinner(bout.sideB()).withWinnerMemberId(bout.sideBMemberId());
    }

    private static int boutLead(SubBout bout) {
        return Integer.signum(counted(bout.ipponsA()) - counted(bout.ipponsB()));
    }

    private static int counted(List<Mark> marks) {
        return (int) marks.stream().filter(Mark::counts).count();
    }

    @Override
    public boolean isKnockout(MatchResult match) {
        return knockout;
    }

    @Override
    public boolean isEngi() {
        return engi;
    }

    @Override
    public boolean validFlagCount(int a, int b) {
        return (a + b) % 2 == 1;
    }

    @Override
    public boolean barredByAnotherMatch(MatchResult match) {
        return barredElsewhere.contains(match.id());
    }
}
