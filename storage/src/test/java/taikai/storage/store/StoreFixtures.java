package taikai.storage.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;
import taikai.storage.roster.RosterException;

/** Small real data folders for the store's tests: a tournament and drawn pool competitions. */
public final class StoreFixtures {
    private StoreFixtures() {
    }

    /** A pool competition of {@code entrants} people from four dojos, drawn with a fixed seed. */
    public static CompetitionState drawnPools(String id, int entrants) {
        Competition competition = Competition.create(id, "Open " + id, Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withSchedule(s -> s.withCourts(List.of("A", "B")));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 4)));
        }
        PoolDraw.Result draw = PoolDraw.draw(competition, players, 7L);
        List<Player> numbered = new ArrayList<>();
        draw.pools().forEach(pool -> numbered.addAll(pool.players()));
        return CompetitionState.empty(competition.withStatus(taikai.model.competition.CompetitionStatus.POOLS))
                .withPlayers(players).withPools(draw.pools()).withPoolMatches(draw.bouts());
    }

    /** A tournament folder holding the given competitions, written through a fresh store. */
    public static TournamentStore folder(Path root, CompetitionState... states) throws IOException, RosterException {
        TournamentStore store = TournamentStore.open(root);
        store.writeTournament(Tournament.create("Spring Taikai", "14-03-2027", "City Sports Hall", List.of("A", "B")));
        for (CompetitionState state : states) {
            store.create(state);
        }
        return store;
    }
}
