package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;

/** Entrants and competitions for draw tests. */
final class Entrants {
    private Entrants() {
    }

    /** n entrants p1..pn, entrant i from dojo "D" + (i mod dojos). */
    static List<Player> of(int n, int dojos) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(Player.of("p" + i, "Player " + i, "D" + (i % dojos)));
        }
        return players;
    }

    /** One entrant per dojo name given, ids p1.. in order. */
    static List<Player> fromDojos(List<String> dojos) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < dojos.size(); i++) {
            players.add(Player.of("p" + (i + 1), "Player " + (i + 1), dojos.get(i)));
        }
        return players;
    }

    /** The first {@code seeds} entrants seeded 1..seeds. */
    static List<Player> seeded(List<Player> players, int seeds) {
        List<Player> result = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            result.add(i < seeds ? players.get(i).withSeed(i + 1) : players.get(i));
        }
        return result;
    }

    static Competition competition(Format format, List<String> courts) {
        return Competition.create("open", "Open", Kind.INDIVIDUAL, format).withSchedule(s -> s.withCourts(courts)).withEntrants(e -> e.withNumberPrefix("K"));
    }
}
