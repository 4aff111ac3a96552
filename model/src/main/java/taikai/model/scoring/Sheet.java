package taikai.model.scoring;

import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.team.Bouts;

/**
 * What an entry's rules look at: the competition, the stage, the match, what the entry is made on and
 * the entry itself, with the questions the rules ask of them answered in one place.
 */
public record Sheet(Competition competition, Stage stage, MatchResult match, Target target, Entry entry) {

    /** The bout the entry is made on, when it names one that exists. */
    public Optional<SubBout> bout() {
        if (!target.isBout()) {
            return Optional.empty();
        }
        return match.subBouts().stream().filter(b -> b.position() == target.boutPosition()).findFirst();
    }

    public boolean isRepresentativeBout() {
        return bout().map(SubBout::isRepresentative).orElse(false);
    }

    /** The discipline of the fight: the representative bout is won at one point. */
    public Discipline discipline() {
        Discipline d = Discipline.of(competition);
        return isRepresentativeBout() ? d.forRepresentativeBout() : d;
    }

    /** The fight the entry changes: the match's own scoring, or the bout's. */
    public Fight fight() {
        return target.isBout() ? bout().map(Fight::of).orElse(Fight.EMPTY) : Fight.of(match);
    }

    /** True when time is over for the fight: the match is completed, or the bout is over. */
    public boolean over() {
        if (!target.isBout()) {
            return match.isCompleted();
        }
        return bout().map(b -> Bouts.isOver(match.subBouts(), b, match.isCompleted())).orElse(false);
    }

    /** True when a level fight may stand as a draw: a team bout may (the representative bout never). */
    public boolean mayDraw() {
        if (target.isBout()) {
            return !isRepresentativeBout() && discipline().canDraw();
        }
        return Outcomes.mayDraw(competition, stage);
    }

    /** The fight's outcome as it stands. */
    public Outcome outcome() {
        return target.isBout() ? discipline().decide(fight(), over(), mayDraw()) : Outcomes.outcome(competition, match, stage);
    }

    /** The fight's outcome if time were over now. */
    public Outcome outcomeIfFinished() {
        return target.isBout()
                ? discipline().decide(fight(), true, mayDraw())
                : Outcomes.outcome(competition, match.withStatus(MatchStatus.COMPLETED), stage);
    }

    /** A winner or a draw already stands, so nothing more may be scored. */
    public boolean decided() {
        return outcome().isDecided();
    }
}
