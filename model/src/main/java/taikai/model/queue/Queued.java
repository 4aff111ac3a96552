package taikai.model.queue;

import java.util.ArrayList;
import java.util.List;
import taikai.model.match.MatchResult;

/**
 * A match together with its competition. Courts are shared by every competition of the tournament,
 * and match ids are unique only within a competition ({@code Pool A-0} exists in each), so a court's
 * queue names a match by both.
 */
public record Queued(String competitionId, MatchResult match) {
    public Queued {
        competitionId = competitionId == null ? "" : competitionId;
        java.util.Objects.requireNonNull(match, "match");
    }

    /** One competition's matches. */
    public static List<Queued> of(String competitionId, List<MatchResult> matches) {
        List<Queued> queued = new ArrayList<>(matches.size());
        matches.forEach(m -> queued.add(new Queued(competitionId, m)));
        return queued;
    }

    boolean is(String competition, String matchId) {
        return competitionId.equals(competition) && match.id().equals(matchId);
    }
}
