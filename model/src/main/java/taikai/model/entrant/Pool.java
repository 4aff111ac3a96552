package taikai.model.entrant;

import java.util.List;
import taikai.model.Copies;

/**
 * A pool and its entrants in pool order (pools.csv); named Pool A ... Pool Z, Pool AA, ...
 */
public record Pool(
        String name,
        /** in position order */ List<Player> players) {

    public Pool {
        name = Copies.text(name);
        players = Copies.list(players);
    }

    public Pool withName(String value) {
        return new Pool(value, players);
    }

    public Pool withPlayers(List<Player> value) {
        return new Pool(name, value);
    }
}
