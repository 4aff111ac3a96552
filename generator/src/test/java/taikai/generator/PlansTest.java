package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Format;

/** Plans of any size: the people all placed, each competition runnable, courts in step with the field. */
class PlansTest {

    @Property(tries = 200)
    void sharesPlaceEveryEntrantAndKeepEachCompetitionWithinItsLimits(
            @ForAll @IntRange(min = 1, max = 60) int competitions, @ForAll @IntRange(min = 0, max = 20_000) int extra) {
        int people = Plans.MIN_PEOPLE_PER_COMPETITION * competitions + extra;
        List<Template> templates = new java.util.ArrayList<>();
        for (int i = 0; i < competitions; i++) {
            templates.add(Template.values()[i % Template.values().length]);
        }
        int[] shares = Shares.of(templates, people);
        int sum = 0;
        for (int i = 0; i < shares.length; i++) {
            Template t = templates.get(i);
            assertTrue(shares[i] >= t.minPeople(), t + " got " + shares[i]);
            assertTrue(t.maxPeople == 0 || shares[i] <= t.maxPeople, t + " got " + shares[i]);
            sum += shares[i];
        }
        assertEquals(people, sum);
    }

    @Test
    void everyCompetitionHasItsOwnIdAndAtLeastOneCourt() {
        TournamentPlan plan = Plans.forSize(10_000, 60, 5);
        Set<String> ids = new HashSet<>();
        plan.competitions().forEach(c -> {
            assertTrue(ids.add(c.id()), c.id());
            assertTrue(!c.courts().isEmpty());
        });
        assertEquals(16, plan.tournament().courts().size());
    }

    @Test
    void aLeagueStaysSmallHoweverBigTheField() {
        TournamentPlan plan = Plans.forSize(10_000, 10, 5);
        plan.competitions().stream().filter(c -> c.format() == Format.LEAGUE)
                .forEach(c -> assertTrue(c.entrants() <= 8, c.id() + " has " + c.entrants()));
    }

    @Test
    void tooFewEntrantsForTheCompetitionsIsRefusedWithASentence() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Plans.forSize(20, 5, 1));
        assertTrue(e.getMessage().endsWith("20 entrants cannot fill 5 competitions."), e.getMessage());
    }

    @Test
    void theFolderMomentFallsWithinThePlayingDay() {
        for (long seed = 0; seed < 20; seed++) {
            int now = Plans.forSize(500, 6, seed).nowSeconds();
            assertTrue(now >= 10 * 3600 && now <= 17 * 3600 + 1800, "now " + now);
        }
    }
}
