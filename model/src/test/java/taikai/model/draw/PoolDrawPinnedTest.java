package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;

/** A draw from the same entrants and seed gives the same pools, release after release. */
class PoolDrawPinnedTest {
    private static final List<String> DOJOS = List.of("Kyoto", "kyoto ", "KYOTO", "Osaka", "osaka", "", "NA", "na",
            " Nara", "Kobe", "kobe", "Sendai", "Kyoto", "Osaka", "Nara");

    @Test
    void theSameEntrantsAndSeedGiveThePoolsTheyAlwaysGave() {
        Competition c = Entrants.competition(Format.POOLS_THEN_KNOCKOUT, List.of("A", "B")).withPools(p -> p.withSize(4));
        List<Player> entrants = new ArrayList<>();
        for (int i = 0; i < 45; i++) {
            entrants.add(Player.of("p" + i, "Player " + i, DOJOS.get((i * 7) % DOJOS.size())));
        }
        PoolDraw.Result draw = PoolDraw.draw(c, Entrants.seeded(entrants, 5), 2027L);
        String pools = draw.pools().stream()
                .map(p -> p.players().stream().map(Player::id).collect(Collectors.joining(",")))
                .collect(Collectors.joining(" | "));
        assertEquals("p0,p34,p29,p31,p28 | p1,p24,p30,p14 | p2,p38,p27,p21 | p3,p23,p40,p26 | p4,p8,p42,p13"
                + " | p19,p35,p41,p12 | p11,p33,p10,p39 | p37,p18,p6,p25 | p5,p9,p43,p17 | p15,p20,p7,p32"
                + " | p36,p44,p16,p22", pools);
    }
}
