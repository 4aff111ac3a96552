package taikai.app.road.actions.result;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.Stamps;

/** What setting and removing a winner override both do to the match and its bracket node. */
final class WinnerOverrides {
    private WinnerOverrides() {
    }

    /** The verdict's time moved to the server's, a legacy match's one time first copied onto every group. */
    static MatchResult stamped(MatchResult stored, long now) {
        long time = Stamps.serverTime(stored, now);
        SortedMap<String, Long> stamps = new TreeMap<>(stored.provenance().groupStamps());
        if (Stamps.isLegacy(stored)) {
            FieldGroup.of(stored).forEach(group -> stamps.put(group.key(), stored.provenance().modifiedAt()));
        }
        stamps.put(FieldGroup.VERDICT.key(), time);
        return stored.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(time));
    }

    /** {@code bracket} with the node of {@code matchId} marked as decided by the organiser, or no longer. */
    static Bracket marked(Bracket bracket, String matchId, boolean overridden) {
        BracketMatch node = bracket.find(matchId).orElseThrow().withOverridden(overridden);
        List<List<BracketMatch>> rounds = bracket.rounds().stream()
                .map(round -> round.stream().map(m -> m.id().equals(matchId) ? node : m).toList()).toList();
        BracketMatch bronze = bracket.thirdPlaceMatch();
        return bracket.withRounds(rounds).withThirdPlaceMatch(bronze != null && bronze.id().equals(matchId) ? node : bronze);
    }
}
