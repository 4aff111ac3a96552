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
    void shares_place_every_entrant_and_keep_each_competition_within_its_limits(
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
    void every_competition_has_its_own_id_and_at_least_one_court() {
        TournamentPlan plan = Plans.forSize(10_000, 60, 5);
        Set<String> ids = new HashSet<>();
        plan.competitions().forEach(c -> {
            assertTrue(ids.add(c.id()), c.id());
            assertTrue(!c.courts().isEmpty());
        });
        assertEquals(16, plan.tournament().courts().size());
    }

    @Test
    void a_league_stays_small_however_big_the_field() {
        TournamentPlan plan = Plans.forSize(10_000, 10, 5);
        plan.competitions().stream().filter(c -> c.format() == Format.LEAGUE)
                .forEach(c -> assertTrue(c.entrants() <= 8, c.id() + " has " + c.entrants()));
    }

    @Test
    void too_few_entrants_for_the_competitions_is_refused_with_a_sentence() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Plans.forSize(20, 5, 1));
        assertTrue(e.getMessage().endsWith("20 entrants cannot fill 5 competitions."), e.getMessage());
    }

    @Test
    void the_folder_moment_falls_within_the_playing_day() {
        for (long seed = 0; seed < 20; seed++) {
            int now = Plans.forSize(500, 6, seed).nowSeconds();
            assertTrue(now >= 10 * 3600 && now <= 17 * 3600 + 1800, "now " + now);
        }
    }
}
