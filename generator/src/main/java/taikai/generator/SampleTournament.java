package taikai.generator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.tournament.Contact;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentMode;

/**
 * The tournament in {@code sample-tournament/}: one invented spring taikai on four courts, its
 * competitions covering every kind and format, shown at 14:40 on the day, so some matches are
 * finished, some running and the rest scheduled. A test keeps the committed folder equal to what
 * this class writes. To write it again after a change, from the repository root:
 *
 * <pre>
 * mvn -B -q -pl app -am -DskipTests package dependency:build-classpath -Dmdep.outputFile="$PWD/app/target/classpath.txt" \
 *   &amp;&amp; rm -rf sample-tournament \
 *   &amp;&amp; java -cp "app/target/classes:$(cat app/target/classpath.txt)" taikai.generator.SampleTournament sample-tournament
 * </pre>
 *
 * (docs/sample-tournament.md says the same, and what the folder holds.)
 */
public final class SampleTournament {
    /**
     * Picked by generating seeds in turn until one showed every mark, decision and format, a daihyosen in
     * fixed order and a match running on each of the four courts; SampleContentsTest checks it still does.
     */
    public static final long SEED = 55L;
    static final String DATE = "16-05-2026";
    static final int NOW_SECONDS = 14 * 3600 + 40 * 60;
    private static final int CLUBS = 18;

    private SampleTournament() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("Usage: SampleTournament DIR  (an empty or missing folder to write the sample into).");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        if (Files.isDirectory(dir)) {
            try (var entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    System.err.println(dir + " is not empty; remove it first, or give a new folder.");
                    System.exit(2);
                }
            }
        }
        TournamentGenerator.Summary s = TournamentGenerator.generate(dir, plan());
        System.out.println("Wrote the sample tournament to " + dir + ": " + s.competitions() + " competitions, "
                + s.finished() + " matches finished, " + s.running() + " running.");
    }

    public static TournamentPlan plan() {
        return plan(SEED);
    }

    /** The sample's plan with another seed: how the seed of the committed sample was chosen. */
    static TournamentPlan plan(long seed) {
        SeededIds files = new SeededIds(seed);
        Tournament t = Tournament.create("Lindewaard Spring Taikai 2026", DATE, "Sporthal De Kraanvogel",
                List.of("A", "B", "C", "D"))
                .withDay(d -> d.withOpeningTime("08:30").withClosingTime("18:00")
                        .withOpeningBlock("30m").withLunchBlock("45m").withClosingBlock("30m"))
                .withMode(TournamentMode.OFFICIATED)
                .withInfo(i -> i.withVenueAddress("Kraanvogellaan 12, 3471 KV Lindewaard")
                        .withVenueMapUrl("https://maps.example.org/?q=Kraanvogellaan+12+Lindewaard")
                        .withWebsiteUrl("https://lindewaard-taikai.example.org")
                        .withAwardsNote("Medals for the first three of every competition, and a fighting spirit award in each.")
                        .withInfoNotes("Doors open at 08:00. Shinai are checked at the desk from 08:15; bring your own bogu.")
                        .withContacts(List.of(new Contact("Tournament desk", "info@lindewaard-taikai.example.org"),
                                new Contact("Head referee", "Maarten de Groot"),
                                new Contact("First aid", "+31 6 5550 1422")))
                        .withSponsors(List.of(new Sponsor("Kiriyama Bogu Atelier", files.hex16() + ".png",
                                        "https://kiriyama-bogu.example.com"),
                                new Sponsor("Tsubame Tea House", files.hex16() + ".png", "https://tsubame-tea.example.com"),
                                new Sponsor("Noordwind Fysiotherapie", files.hex16() + ".png", ""))))
                .withTheme(new Theme("#1b3a5c", "#f4efe0", "Lindewaard Spring Taikai 2026", "lindewaard-crest.png"))
                .withNotes("""
                        # Lindewaard Spring Taikai 2026

                        Four courts in the main hall; the individual and team events run side by side from 09:00.

                        - Lunch break 12:30-13:15 on every court.
                        - Results are shown on the screens by the stands and on the website.
                        """);
        return new TournamentPlan(seed, t, competitions(), CLUBS, NOW_SECONDS);
    }

    private static List<CompetitionPlan> competitions() {
        // Booked in this order: each competition takes its courts after those listed before it.
        return List.of(
                individual("individual-open", "Individual Open", Format.POOLS_THEN_KNOCKOUT, 40, List.of("A", "B"),
                        "09:00", "", true, 0, "Pools of three, two through to the knockout. Zekken names are on.\n"),
                team("team-championship", "Team Championship", Format.POOLS_THEN_KNOCKOUT, TeamMatchType.FIXED, 5, 8,
                        List.of("C", "D"), "09:00", "T", "Teams of five in fixed order, pools of four.\n"),
                individual("juniors", "Juniors", Format.KNOCKOUT, 20, List.of("A"), "12:15", "J", false, 1,
                        "Under 16. One encho period, then hantei.\n"),
                naginata("naginata-shiai", "Naginata Shiai", false, Format.POOLS_THEN_KNOCKOUT, 12, List.of("A"),
                        "14:15", "NS"),
                individual("swiss-challenge", "Swiss Challenge", Format.SWISS, 12, List.of("B"), "12:15", "S", false, 0,
                        "Four Swiss rounds; nobody meets the same opponent twice.\n"),
                team("kachinuki", "Kachinuki Teams", Format.KNOCKOUT, TeamMatchType.KACHINUKI, 3, 6, List.of("C"),
                        "13:15", "K", "Teams of three, winner stays on.\n"),
                naginata("naginata-engi", "Naginata Engi", true, Format.KNOCKOUT, 8, List.of("D"), "12:15", "NE"),
                individual("veterans", "Veterans League", Format.LEAGUE, 7, List.of("D"), "13:15", "V", false, 0,
                        "Over 50. Everyone meets everyone; hikiwake counts.\n"));
    }

    private static CompetitionPlan individual(String id, String name, Format format, int entrants, List<String> courts,
            String start, String prefix, boolean zekken, int enchoLimit, String notes) {
        // Juniors fight two-minute bouts and go to hantei after their one encho period.
        int seconds = enchoLimit > 0 ? 120 : 180;
        return new CompetitionPlan(id, name, Kind.INDIVIDUAL, format, TeamMatchType.FIXED, false, false, 0, entrants, 0,
                3, 2, format != Format.SWISS && format != Format.LEAGUE, enchoLimit, true, courts, start, seconds,
                format == Format.SWISS ? 4 : 0, prefix, zekken, notes);
    }

    private static CompetitionPlan team(String id, String name, Format format, TeamMatchType type, int size, int teams,
            List<String> courts, String start, String prefix, String notes) {
        return new CompetitionPlan(id, name, Kind.TEAM, format, type, false, false, size, teams, 2, 4, 2, false, 0, true,
                courts, start, 180, 0, prefix, false, notes);
    }

    private static CompetitionPlan naginata(String id, String name, boolean engi, Format format, int entrants,
            List<String> courts, String start, String prefix) {
        return new CompetitionPlan(id, name, Kind.INDIVIDUAL, format, TeamMatchType.FIXED, true, engi, 0, entrants, 0, 3,
                2, true, 0, true, courts, start, engi ? 150 : 180, 0, prefix, false,
                engi ? "Engi judged by three flags; the side with more flags wins.\n" : "Pools of three; sune counts.\n");
    }
}
