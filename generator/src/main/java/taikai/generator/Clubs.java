package taikai.generator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The dojos of a generated tournament. A few big clubs and many small ones, as at a real open
 * event, so club mates meet in the draw and the draw has something to keep apart.
 */
final class Clubs {
    private static final List<String> STEMS = List.of("Seishinkan", "Mumeikai", "Kenshokai", "Ryubukan", "Tenshinkai",
            "Hokushinkan", "Shobukan", "Meikyokan", "Fudoshinkai", "Gekkokan", "Shinsenkai", "Kyoshinkan", "Bunbukan",
            "Suishinkan", "Hakuunkai", "Kogetsukan", "Shidokan", "Seiunkai", "Tomoekai", "Kazenokan", "Sakurakai",
            "Yuishinkan", "Kiryukan", "Heiwakai");
    private static final List<String> CLUB_WORDS = List.of("Kendo Club", "Budo Kai", "Kendo Kring", "Kendo-Verein",
            "Cercle de Kendo", "Naginata Kai");
    /** Where clubs come from, heaviest first: the event is a Dutch open with guests from around. */
    private static final List<Culture> HOME = List.of(Culture.DUTCH, Culture.DUTCH, Culture.GERMAN, Culture.FRENCH,
            Culture.BRITISH, Culture.DUTCH, Culture.GERMAN, Culture.ITALIAN, Culture.SWEDISH, Culture.POLISH,
            Culture.BRITISH, Culture.FRENCH, Culture.JAPANESE, Culture.KOREAN);

    private Clubs() {
    }

    /** {@code count} clubs with distinct names; weights fall off like 1/rank, so the first few are big. */
    static List<Club> invent(int count, SplittableRandom random) {
        List<Club> clubs = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        int tries = 0;
        while (clubs.size() < count) {
            Culture culture = HOME.get(clubs.size() % HOME.size());
            String name = name(culture, random, tries++ > count * 4);
            if (taken.add(name)) {
                int weight = Math.max(1, 60 / (clubs.size() + 1)) + random.nextInt(3);
                clubs.add(new Club(name, culture, weight));
            }
        }
        return List.copyOf(clubs);
    }

    private static String name(Culture culture, SplittableRandom random, boolean numbered) {
        String town = culture.town(random);
        String stem = STEMS.get(random.nextInt(STEMS.size()));
        String base = random.nextInt(3) == 0 ? CLUB_WORDS.get(random.nextInt(CLUB_WORDS.size())) + " " + town
                : stem + " " + town;
        // Past a few hundred clubs the stems and towns run out, so a number tells branches apart.
        return numbered ? base + " " + (2 + random.nextInt(98)) : base;
    }

    /** A club drawn by weight. */
    static Club pick(List<Club> clubs, SplittableRandom random) {
        int total = 0;
        for (Club c : clubs) {
            total += c.weight();
        }
        int at = random.nextInt(total);
        for (Club c : clubs) {
            at -= c.weight();
            if (at < 0) {
                return c;
            }
        }
        return clubs.get(clubs.size() - 1);
    }
}
