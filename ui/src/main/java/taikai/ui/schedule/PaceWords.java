package taikai.ui.schedule;

import taikai.model.schedule.Clock;
import taikai.model.schedule.Pacing;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The day's pace in the desktop's language (issue #23): {@code taikai.model.schedule.Pacing} works
 * out how far each court is off its plan, when each competition ends and which moves are worth
 * making; this says it. The match in a move is named as the printed sheets name it.
 */
final class PaceWords {
    private final Words words = DeskWords.of(PaceWords.class);

    /** "Court A is 20 minutes behind; its last match ends about 16:40." */
    String court(Pacing.CourtPace pace) {
        String how = pace.nextMatch().isEmpty() ? "pace.idle" : pace.late() ? "pace.behind" : pace.early() ? "pace.ahead"
                : "pace.on.time";
        String key = pace.estimatedEnd() == Clock.NONE ? how : how + ".end";
        return words.say(key, Math.abs(pace.delay()), pace.court(),
                pace.estimatedEnd() == Clock.NONE ? "" : Clock.text(pace.estimatedEnd()));
    }

    /** "Men's open ends about 17:10 (planned 16:45)." */
    String competition(Pacing.CompetitionPace pace) {
        boolean asPlanned = pace.plannedEnd() == Clock.NONE || pace.plannedEnd() == pace.estimatedEnd();
        return asPlanned ? words.say("competition.end", pace.name(), Clock.text(pace.estimatedEnd()))
                : words.say("competition.end.planned", pace.name(), Clock.text(pace.estimatedEnd()), Clock.text(pace.plannedEnd()));
    }

    /** "Court A is behind: Pool B, match 3 (Men's open) would start about 15:20 on court B instead of 16:05." */
    String move(Pacing.Suggestion move, String matchName) {
        return words.say("move.sentence", move.from(), matchName, move.competitionName(), move.to(),
                Clock.text(move.startAfter()), Clock.text(move.startNow()));
    }
}
