package taikai.generator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import taikai.model.tournament.Contact;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.model.tournament.Tournament;

/**
 * A tournament plan of any size from three numbers: how many people enter, how many competitions they
 * are spread over, and the seed. Courts grow with the field (one per sixty entrants, two to sixteen);
 * each competition gets courts in proportion to its work; the folder shows the day part-way through.
 */
public final class Plans {
    /** Fewer people than this per competition leaves some competition without two entrants. */
    public static final int MIN_PEOPLE_PER_COMPETITION = 8;
    public static final int MAX_PEOPLE = 100_000;
    public static final int MAX_COMPETITIONS = 60;
    private static final int PEOPLE_PER_COURT = 60;
    private static final int MAX_COURTS = 16;
    private static final List<String> SEASONS = List.of("Spring", "Summer", "Autumn", "Winter");
    private static final List<String> DATES = List.of("18-04-2026", "20-06-2026", "17-10-2026", "12-12-2026");
    private static final List<String> SPONSORS = List.of("Kiriyama Bogu Atelier", "Tsubame Tea House",
            "Noordwind Fysiotherapie", "Hanabishi Shinai Works", "De Gouden Kraanvogel Drukkerij", "Budoya Westerveen");

    private Plans() {
    }

    public static TournamentPlan forSize(int people, int competitions, long seed) {
        if (competitions < 1 || competitions > MAX_COMPETITIONS) {
            throw new IllegalArgumentException("Give between 1 and " + MAX_COMPETITIONS + " competitions, not "
                    + competitions + ".");
        }
        if (people < MIN_PEOPLE_PER_COMPETITION * competitions || people > MAX_PEOPLE) {
            throw new IllegalArgumentException("Give between " + MIN_PEOPLE_PER_COMPETITION + " entrants per competition"
                    + " and " + MAX_PEOPLE + " in all: " + people + " entrants cannot fill " + competitions
                    + (competitions == 1 ? " competition." : " competitions."));
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<Template> templates = new ArrayList<>();
        for (int i = 0; i < competitions; i++) {
            templates.add(Template.values()[i % Template.values().length]);
        }
        int[] shares = Shares.of(templates, people);
        int courts = Math.max(2, Math.min(MAX_COURTS, (people + PEOPLE_PER_COURT - 1) / PEOPLE_PER_COURT));
        List<List<String>> courtsOf = CourtShares.assign(templates, shares, courts);
        List<CompetitionPlan> plans = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < competitions; i++) {
            Template t = templates.get(i);
            int cycle = i / Template.values().length;
            String name = cycle == 0 ? t.title : t.title + " " + TeamRoster.roman(cycle + 1);
            String id = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
            if (!ids.add(id)) {
                throw new IllegalStateException("Two competitions would share the id " + id + ".");
            }
            plans.add(t.plan(id, name, shares[i], courtsOf.get(i)));
        }
        int season = random.nextInt(SEASONS.size());
        String town = Culture.DUTCH.town(random);
        String title = town + " " + SEASONS.get(season) + " Taikai 2026";
        Tournament tournament = tournament(title, DATES.get(season), town, courts, random, new SeededIds(seed));
        // The folder shows the day a third to three quarters through, never before ten or after half past five.
        int day = Math.max(3600, CourtShares.busiestCourtSeconds(plans));
        int now = 9 * 3600 + (int) (day * (0.35 + 0.4 * random.nextDouble()));
        now = Math.max(10 * 3600, Math.min(17 * 3600 + 1800, now));
        return new TournamentPlan(seed, tournament, plans, Math.max(6, people / 12), now);
    }

    private static Tournament tournament(String title, String date, String town, int courts, SplittableRandom random,
            SeededIds files) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < courts; i++) {
            labels.add(String.valueOf((char) ('A' + i)));
        }
        List<Sponsor> sponsors = new ArrayList<>();
        int count = 2 + random.nextInt(2);
        int first = random.nextInt(SPONSORS.size());
        for (int i = 0; i < count; i++) {
            sponsors.add(new Sponsor(SPONSORS.get((first + i) % SPONSORS.size()), files.hex16() + ".png", ""));
        }
        String site = town.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-") + "-taikai.example.org";
        return Tournament.create(title, date, "Sporthal " + town, labels)
                .withDay(d -> d.withOpeningTime("08:30").withClosingTime("18:00").withLunchBlock("45m"))
                .withInfo(i -> i.withWebsiteUrl("https://" + site).withContacts(List.of(new Contact("Tournament desk", "info@" + site))).withSponsors(sponsors))
                .withTheme(new Theme("#0f4c5c", "#f6f3ea", title, "crest.png"))
                .withNotes("# " + title + "\n\nA generated tournament: every name in it is invented.\n");
    }
}
