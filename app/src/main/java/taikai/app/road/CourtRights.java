package taikai.app.road;

import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * "May this court write this match" (decision 0007: a court's code writes only its own court's
 * matches, and starts matches only on its own court), a rule of the road checked under the
 * competition's lock on the state just read, so the match's court is the one the write lands on:
 * a match the organiser moves to another court meanwhile is refused, not written.
 */
public final class CourtRights {
    /** The rule's name in the answer; the hall says it as HTTP 403. */
    public static final String RULE = "another_court";

    private CourtRights() {
    }

    /** The refusal of {@code request} on {@code state}, or empty when its sender may write it. */
    static Optional<Answer> refusal(Request request, CompetitionState state, long now) {
        String court = request.court();
        if (court.isEmpty()) {
            return Optional.empty(); // the organiser, or the desktop on the hall laptop
        }
        Action action = request.action();
        Optional<String> startsOn = action.startsOnCourt();
        if (startsOn.isPresent() && !startsOn.get().equals(court)) {
            return refuse(court, "the court this match is to start on", startsOn.get(), now, "another_court_start", court,
                    startsOn.get());
        }
        if (action.target().isEmpty()) {
            return Optional.of(Answer.refused(RULE, "Only the organiser may send an action for a whole competition;"
                    + " a court's code cannot.", now).saidAs("organiser_only"));
        }
        Optional<MatchResult> match = state.findMatch(action.target());
        if (match.isEmpty()) {
            return Optional.empty(); // the action's own rule says the match is not there
        }
        String matchCourt = match.get().court();
        boolean courtMatters = startsOn.isEmpty() || !matchCourt.isEmpty();
        if (courtMatters && !matchCourt.equals(court)) {
            return refuse(court, "match " + action.target() + " of \"" + action.competitionId() + "\"", matchCourt, now,
                    matchCourt.isEmpty() ? "another_court_none" : "another_court",
                    matchCourt.isEmpty() ? new Object[] {court, action.target(), action.competitionId()}
                            : new Object[] {court, matchCourt, action.target(), action.competitionId()});
        }
        return Optional.empty();
    }

    /** The refusal, said by {@code code} with {@code arguments} (one code for each phrasing). */
    private static Optional<Answer> refuse(String court, String what, String otherCourt, long now, String code,
            Object... arguments) {
        return Optional.of(Answer.refused(RULE, "This code belongs to court " + court + ", and " + what + " is "
                + (otherCourt.isEmpty() ? "on no court yet" : "on court " + otherCourt) + ". Enter it at "
                + (otherCourt.isEmpty() ? "the hall laptop" : "court " + otherCourt + "'s table")
                + ", or ask the organiser.", now).saidAs(code, arguments));
    }
}
