package taikai.ui.courts;

import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.schedule.Clock;
import taikai.model.draw.Placeholders;
import taikai.ui.match.MarkText;
import taikai.ui.session.OpenMatches;
import taikai.ui.words.DeskWords;

/**
 * A match on a court's list: where it is from, who fights, when, the score while it runs, and its
 * place in the court's queue (0 for the running match, counted as the queue is derived), whether
 * both its competitors are known, so it can be started, and when it is now expected to start (the
 * live estimate at the courts' pace; empty when there is none).
 */
public record QueueLine(String competitionId, String competition, String matchId, String heading, String shiro,
        String aka, String scheduledAt, String score, boolean running, int index, boolean ready, String expected) {

    /** The time beside the match: its time on disk, and the expected start when that is two minutes or more off it. */
    public String time() {
        return time(scheduledAt, expected);
    }

    /** "14:41", or "about 14:47 (planned 14:42)"; empty when neither is known. */
    public static String time(String scheduledAt, String expected) {
        int planned = Clock.minutes(scheduledAt);
        if (expected.isEmpty() || (planned != Clock.NONE && Math.abs(Clock.minutes(expected) - planned) <= 1)) {
            return scheduledAt;
        }
        return scheduledAt.isBlank() ? DeskWords.of(QueueLine.class).say("about", expected)
                : DeskWords.of(QueueLine.class).say("about.planned", expected, scheduledAt);
    }

    static QueueLine of(CompetitionState state, MatchResult match, int index, String expected) {
        String name = state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
        boolean running = match.status() == MatchStatus.RUNNING;
        String score = running ? scoreOf(match.sideB()) + " \u2013 " + scoreOf(match.sideA()) : "";
        return new QueueLine(state.competition().id(), name, match.id(), OpenMatches.heading(state, match),
                nameOf(state, match.sideB()), nameOf(state, match.sideA()), match.scheduledAt(), score, running, index,
                known(match.sideA()) && known(match.sideB()), running ? "" : expected);
    }

    /** A side that names a competitor, not a slot still waiting ("Winner of r2-m0", "Pool A-1st"). */
    private static boolean known(Side side) {
        return !side.name().isEmpty() && !Placeholders.isPlaceholder(side.name());
    }

    private static String scoreOf(Side side) {
        String marks = MarkText.of(side.ippons());
        String fouls = MarkText.fouls(side.hansoku());
        String text = (marks + " " + fouls).strip();
        return text.isEmpty() ? "\u00B7" : text;
    }

    /** A slot still waiting names the match that fills it as that match's box is labelled. */
    private static String nameOf(CompetitionState state, Side side) {
        return side.name().isEmpty() ? DeskWords.of(QueueLine.class).say("undecided") : taikai.ui.match.MatchNames.side(state.bracket(), side);
    }
}
