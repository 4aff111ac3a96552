package taikai.app.road.match;

import taikai.model.competition.Competition;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.NaginataEngi;
import taikai.model.entrant.Overrides;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.merge.Rulebook;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Stage;

/** The merge's questions answered by the competition's own scoring rules (one discipline type each). */
public final class CompetitionRulebook implements Rulebook {
    private final Competition competition;
    private final Discipline discipline;
    private final Overrides overrides;

    public CompetitionRulebook(Competition competition) {
        this(competition, Overrides.NONE);
    }

    /** The rules with the organiser's winner overrides, which stand over any result until removed. */
    public CompetitionRulebook(Competition competition, Overrides overrides) {
        this.competition = competition;
        this.discipline = Discipline.of(competition);
        this.overrides = overrides == null ? Overrides.NONE : overrides;
    }

    @Override
    public String overriddenWinner(MatchResult match) {
        return overrides.winners().getOrDefault(match.id(), "");
    }

    @Override
    public MatchResult settle(MatchResult match) {
        return Outcomes.settle(competition, match);
    }

    @Override
    public boolean isKnockout(MatchResult match) {
        return Stage.of(match) == Stage.KNOCKOUT;
    }

    @Override
    public boolean isEngi() {
        return discipline.decidedByFlags();
    }

    @Override
    public boolean validFlagCount(int a, int b) {
        return discipline instanceof NaginataEngi engi && engi.isValidCount(a, b);
    }

    /** A fusensho awarded because the other side was barred in another match: its reason names that match. */
    @Override
    public boolean barredByAnotherMatch(MatchResult match) {
        if (match.verdict().decision() != Decision.FUSENSHO) {
            return false;
        }
        String reason = match.verdict().decisionReason();
        int at = reason.lastIndexOf(" at ");
        return at >= 0 && !reason.substring(at + 4).trim().equals(match.id());
    }
}
