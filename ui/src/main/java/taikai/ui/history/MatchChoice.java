package taikai.ui.history;

/** A match the history screen can show, named as people know it. */
public record MatchChoice(String competitionId, String matchId, String heading) {

    @Override
    public String toString() {
        return heading.equals(matchId) ? heading : heading + "  (" + matchId + ")";
    }
}
