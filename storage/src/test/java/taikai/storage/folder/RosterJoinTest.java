package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;

class RosterJoinTest {

    private static Player seat(String id, String name, String dojo, String number, int position) {
        return Player.of(id, name, dojo).withNumber(number).withPoolPosition(position);
    }

    @Test
    void aRowWithAnIdMatchesByIdOnly() {
        Player anna = Player.of("p-1", "Anna", "Kenyu");
        List<Pool> pools = List.of(new Pool("A", List.of(seat("p-2", "Anna", "Kenyu", "7", 1),
                seat("p-1", "Someone Else", "Other", "3", 2))));

        Player joined = RosterJoin.join(List.of(anna), pools, List.of()).get(0);

        assertEquals("3", joined.number());
        assertEquals(2, joined.poolPosition());
    }

    @Test
    void aRowWithoutAnIdMatchesByNameAndDojoIgnoringCaseAndBlanks() {
        Player anna = Player.of("p-1", "Anna", "Kenyu");

        Player joined = RosterJoin.join(List.of(anna), List.of(new Pool("A", List.of(seat("", " anna ", "KENYU", "4", 3)))),
                List.of(new SeedEntry(2, "ANNA", " kenyu", ""))).get(0);

        assertEquals("4", joined.number());
        assertEquals(2, joined.seed());
    }

    @Test
    void whenAnOldNameRowComesBeforeAnIdRowTheFirstInFileOrderCounts() {
        Player anna = Player.of("p-1", "Anna", "Kenyu");
        List<SeedEntry> seeds = List.of(new SeedEntry(5, "Anna", "Kenyu", ""), new SeedEntry(1, "Anna", "Kenyu", "p-1"));

        assertEquals(5, RosterJoin.join(List.of(anna), List.of(), seeds).get(0).seed());
    }

    @Test
    void aPlayerInNoRowKeepsWhatItHad() {
        Player anna = Player.of("p-1", "Anna", "Kenyu").withSeed(0);

        assertEquals(List.of(anna), RosterJoin.join(List.of(anna), List.of(), List.of(new SeedEntry(1, "Bo", "Kenyu", "p-9"))));
    }

    @Test
    void seedRowsAreCompletedFromTheRosterBeforeTheJoin() {
        List<Player> players = List.of(Player.of("p-1", "Anna", "Kenyu"), Player.of("p-2", "Bo", "Seibukan"));
        List<Pool> pools = List.of(new Pool("A", List.of(seat("p-1", "Anna", "Kenyu", "A1", 0))));
        List<SeedEntry> seeds = List.of(new SeedEntry(1, "Bo", "Seibukan", ""));

        RosterJoin.Joined joined = RosterJoin.completeAndJoin(players, pools, seeds);

        assertEquals(List.of(new SeedEntry(1, "Bo", "Seibukan", "p-2")), joined.seeds());
        assertEquals(joined.players(), RosterJoin.join(players, pools, joined.seeds()));
        assertEquals(1, joined.players().get(1).seed());
    }

    @Property(tries = 200)
    void theIndexedJoinGivesWhatARowByRowSearchGives(@ForAll("players") List<Player> players,
            @ForAll("players") List<Player> seated, @ForAll("seeds") List<SeedEntry> seeds) {
        List<Pool> pools = List.of(new Pool("A", seated.subList(0, seated.size() / 2)),
                new Pool("B", seated.subList(seated.size() / 2, seated.size())));

        assertEquals(searched(players, pools, seeds), RosterJoin.join(players, pools, seeds));
    }

    @Provide
    Arbitrary<List<Player>> players() {
        return Combinators.combine(ids(), names(), dojos(), Arbitraries.integers().between(1, 9))
                .as((id, name, dojo, n) -> seat(id, name, dojo, Integer.toString(n), n)).list().ofMaxSize(12);
    }

    @Provide
    Arbitrary<List<SeedEntry>> seeds() {
        return Combinators.combine(Arbitraries.integers().between(1, 9), names(), dojos(), ids())
                .as(SeedEntry::new).list().ofMaxSize(8);
    }

    private static Arbitrary<String> ids() {
        return Arbitraries.of("", "", "p-1", "p-2", "p-3");
    }

    private static Arbitrary<String> names() {
        return Arbitraries.of("Anna", "anna ", "Bo", "BO");
    }

    private static Arbitrary<String> dojos() {
        return Arbitraries.of("Kenyu", " kenyu", "Mumon");
    }

    /** The join as a plain search of every row for every player: the rule the index must keep. */
    private static List<Player> searched(List<Player> players, List<Pool> pools, List<SeedEntry> seeds) {
        List<Player> out = new ArrayList<>();
        for (Player player : players) {
            Player joined = player;
            Optional<Player> row = pools.stream().flatMap(pool -> pool.players().stream())
                    .filter(r -> same(player, r.id(), r.name(), r.dojo())).findFirst();
            if (row.isPresent()) {
                joined = joined.withNumber(row.get().number()).withPoolPosition(row.get().poolPosition());
            }
            Optional<SeedEntry> seed = seeds.stream().filter(s -> same(player, s.id(), s.name(), s.dojo())).findFirst();
            out.add(seed.isPresent() ? joined.withSeed(seed.get().rank()) : joined);
        }
        return out;
    }

    private static boolean same(Player player, String id, String name, String dojo) {
        if (!id.isEmpty()) {
            return id.equals(player.id());
        }
        return key(name).equals(key(player.name())) && key(dojo).equals(key(player.dojo()));
    }

    private static String key(String text) {
        return text.strip().toLowerCase(Locale.ROOT);
    }
}
