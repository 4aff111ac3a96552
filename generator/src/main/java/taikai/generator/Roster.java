package taikai.generator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.entrant.SeedEntry;

/**
 * The entrants of an individual competition: invented people from the tournament's dojos, with
 * their grade as the roster's metadata, where their entry came from, whether they checked in, and
 * the strongest few seeded. Each entrant's strength on the day is kept apart (never written) so the
 * results look like a tournament rather than coin tosses.
 */
final class Roster {
    /** What the roster holds, and the hidden strengths by participant id or member id. */
    record Built(List<Player> players, List<SeedEntry> seeds, Map<String, Double> strength) {
    }

    private static final int CHECK_IN_PER_MILLE = 960;

    private Roster() {
    }

    static Built individuals(CompetitionPlan plan, List<Club> clubs, SplittableRandom random, Supplier<String> ids) {
        List<Player> players = new ArrayList<>();
        Map<String, Double> strength = new HashMap<>();
        Set<String> taken = new HashSet<>();
        for (int i = 0; i < plan.entrants(); i++) {
            Club club = Clubs.pick(clubs, random);
            Culture culture = cultureOf(club, random);
            String name = uniqueName(culture, club.name(), taken, random);
            String grade = Grades.draw(random);
            Player p = Player.of(ids.get(), name, club.name()).withMetadata(List.of(grade))
                    .withSource(source(random))
                    .withCheckedIn(plan.entrants() <= 8 || random.nextInt(1000) < CHECK_IN_PER_MILLE);
            if (plan.zekkenNames()) {
                p = p.withDisplayName(Culture.familyName(name, culture).toUpperCase(Locale.ROOT));
            }
            players.add(p);
            strength.put(p.id(), Grades.strength(grade, random));
        }
        return seeded(plan, players, strength);
    }

    /** The strongest checked-in entrants seeded 1..n: four in a small field, eight in a big one. */
    static Built seeded(CompetitionPlan plan, List<Player> players, Map<String, Double> strength) {
        boolean seeds = plan.format() != taikai.model.competition.Format.LEAGUE && players.size() >= 8;
        if (!seeds) {
            return new Built(players, List.of(), strength);
        }
        int count = players.size() >= 32 ? 8 : players.size() >= 16 ? 4 : 2;
        List<Player> byStrength = new ArrayList<>(players.stream().filter(Player::checkedIn).toList());
        byStrength.sort(Comparator.comparingDouble((Player p) -> -strength.get(p.id())).thenComparing(Player::id));
        Map<String, Integer> rank = new HashMap<>();
        List<SeedEntry> seedRows = new ArrayList<>();
        for (int i = 0; i < Math.min(count, byStrength.size()); i++) {
            Player p = byStrength.get(i);
            rank.put(p.id(), i + 1);
            seedRows.add(new SeedEntry(i + 1, p.name(), p.dojo(), p.id()));
        }
        List<Player> out = players.stream().map(p -> p.withSeed(rank.getOrDefault(p.id(), 0))).toList();
        return new Built(out, seedRows, strength);
    }

    /** Mostly the club's own culture, some Japanese expatriates, a few from anywhere. */
    static Culture cultureOf(Club club, SplittableRandom random) {
        int x = random.nextInt(100);
        if (x < 80) {
            return club.culture();
        }
        if (x < 92) {
            return Culture.JAPANESE;
        }
        Culture[] all = Culture.values();
        return all[random.nextInt(all.length)];
    }

    /**
     * A name not yet used in this dojo (participants.csv refuses a repeated name and dojo pair); a
     * middle initial separates namesakes once a big club runs out of plain combinations.
     */
    static String uniqueName(Culture culture, String scope, Set<String> taken, SplittableRandom random) {
        for (int attempt = 0; attempt < 40; attempt++) {
            String name = culture.person(random);
            if (attempt >= 10) {
                int space = name.indexOf(' ');
                name = name.substring(0, space) + " " + (char) ('A' + random.nextInt(26)) + "." + name.substring(space);
            }
            if (taken.add(scope + "\u0000" + name.toLowerCase(Locale.ROOT))) {
                return name;
            }
        }
        throw new IllegalStateException("No unused name left in " + scope + "; the generator needs more names.");
    }

    private static PlayerSource source(SplittableRandom random) {
        int x = random.nextInt(100);
        return x < 85 ? PlayerSource.REGISTERED : x < 97 ? PlayerSource.MANUAL : PlayerSource.TRANSFER;
    }
}
