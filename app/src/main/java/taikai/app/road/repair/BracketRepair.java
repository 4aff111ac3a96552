package taikai.app.road.repair;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.Placeholders;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.storage.store.TournamentStore;

/**
 * What can be done about an unreadable bracket file, decided by where the competition's format
 * wrote its draw down (spec section 5, "When a file is wrong"), and the rebuilt knockout of a
 * pools-then-knockout competition.
 */
public final class BracketRepair {

    /**
     * The repair offered for one competition.
     *
     * @param allowed false when the format allows none (direct elimination) or other files must be repaired first
     * @param trade   what the repair does and what it costs, in the words the console states
     */
    public record Offer(String competitionId, boolean allowed, String trade) {
    }

    private BracketRepair() {
    }

    /** The repair for {@code competitionId} when its bracket file does not load; empty when it loads. Reads files. */
    public static Optional<Offer> offer(TournamentStore store, String competitionId) {
        LoadedCompetition whole = store.competition(competitionId).read();
        String file = FolderLayout.competitionFile(competitionId, FolderLayout.BRACKET);
        if (whole.fatalProblems().stream().noneMatch(p -> p.file().equals(file))) {
            return Optional.empty();
        }
        LoadedCompetition without = FolderReader.readCompetitionWithout(store.root(), competitionId, FolderLayout.BRACKET);
        if (without.failed()) {
            List<String> others = without.fatalProblems().stream().map(Problem::file).distinct().toList();
            return Optional.of(new Offer(competitionId, false, "Other files of this competition do not load either ("
                    + String.join(", ", others) + "); repair them by hand and reload first."));
        }
        Competition c = without.state().orElseThrow().competition();
        return Optional.of(switch (c.format()) {
            case POOLS_THEN_KNOCKOUT -> new Offer(competitionId, true, "Reset the knockout: the file is kept beside it as"
                    + " bracket.json.corrupt-<time>, the tree is built again from the pools and every finished pool's"
                    + " qualifiers are seated. The knockout results are not recorded anywhere else and must be entered"
                    + " again from the score sheets; check the rebuilt pairings against the printed bracket, because the"
                    + " tree is laid out by the current draw algorithm.");
            case LEAGUE, SWISS -> new Offer(competitionId, true, "Move the file aside: a " + (c.format().name().equals("LEAGUE")
                    ? "league" : "Swiss") + " competition draws no knockout bracket, so the file is left over and unused."
                    + " It is kept beside it as bracket.json.corrupt-<time>; no result is affected.");
            case KNOCKOUT -> new Offer(competitionId, false, refusal());
        });
    }

    /** Why a direct elimination's bracket file cannot be rebuilt. */
    static String refusal() {
        return "This is a direct elimination (or its format is missing or unknown, which is drawn as one): its bracket"
                + " file is the only record of who was drawn against whom, so rebuilding would make different pairings"
                + " that disagree with the printed bracket. Repair the file by hand at the line and column shown, then reload.";
    }

    /** The knockout drawn again from the pools, with each finished pool's qualifiers seated, and how many pools that was. */
    record Rebuilt(Bracket bracket, int poolsSeated) {
    }

    static Rebuilt rebuild(CompetitionState state) {
        Competition c = state.competition();
        Bracket tree = PoolsToKnockout.draw(c, state.pools());
        Map<String, Player> qualifiers = new HashMap<>();
        int seated = 0;
        List<Pool> pools = state.pools();
        List<Standings> tables = Standings.ofEach(c, pools, state.poolMatches(), state.overrides());
        for (int i = 0; i < pools.size(); i++) {
            Pool pool = pools.get(i);
            Standings standings = tables.get(i);
            if (!standings.complete() || standings.needsDecision()) {
                continue;
            }
            seated++;
            for (StandingRow row : standings.rows()) {
                if (row.qualified()) {
                    qualifiers.put(Placeholders.poolPlace(pool.name(), row.place()), row.entrant());
                }
            }
        }
        Bracket bracket = qualifiers.isEmpty() ? tree : PoolsToKnockout.seatQualifiers(tree, qualifiers).bracket();
        return new Rebuilt(bracket, seated);
    }
}
