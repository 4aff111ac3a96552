package taikai.generator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Tournament;
import taikai.storage.roster.RosterException;
import taikai.storage.store.CompetitionUnavailableException;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;
import taikai.wal.file.AtomicFile;

/**
 * Writes a whole tournament from a plan into an empty data folder, through the store as the app
 * writes it: tournament.md, the logos it names, then each competition created, drawn and played up
 * to the plan's moment of the day. The same plan (and so the same seed) writes the same bytes.
 */
public final class TournamentGenerator {
    /** What a generated folder holds, for a person to read. */
    public record Summary(int competitions, int people, int finished, int running) {
    }

    private static final String LUNCH = "12:30";
    private static final int LUNCH_SECONDS = 45 * 60;
    private static final String DEFAULT_CLOSING = "18:00";
    /** Share of courts, in per cent, whose network link drops once during the morning. */
    private static final int OUTAGE_PERCENT = 35;

    private TournamentGenerator() {
    }

    public static Summary generate(Path root, TournamentPlan plan) throws IOException {
        Files.createDirectories(root);
        TournamentStore store = TournamentStore.open(root);
        Tournament tournament = plan.tournament();
        writeImages(root, tournament);
        store.writeTournament(tournament);
        SplittableRandom random = new SplittableRandom(plan.seed());
        Hall hall = hall(plan, random);
        int people = 0;
        int finished = 0;
        int running = 0;
        for (CompetitionPlan competition : plan.competitions()) {
            CompetitionRun.Tally tally = run(store, competition, hall, random.split());
            people += tally.people();
            finished += tally.finished();
            running += tally.running();
        }
        // The generator ends with its process: leave nothing held in the log for the next open to check.
        store.close();
        return new Summary(plan.competitions().size(), people, finished, running);
    }

    /** What the competitions share, made from the plan's own random stream before any competition's. */
    static Hall hall(TournamentPlan plan, SplittableRandom random) {
        Tournament tournament = plan.tournament();
        int lunch = DayClock.seconds(LUNCH);
        String closing = tournament.day().closingTime().isEmpty() ? DEFAULT_CLOSING : tournament.day().closingTime();
        Booking booking = new Booking(new CourtTimeline(lunch, lunch + LUNCH_SECONDS), DayClock.seconds(closing));
        return new Hall(new DayClock(tournament.date()), plan.nowSeconds(), booking,
                Clubs.invent(plan.clubs(), random.split()), outages(tournament.effectiveCourts(), plan, random.split()));
    }

    private static CompetitionRun.Tally run(TournamentStore store, CompetitionPlan competition, Hall hall,
            SplittableRandom random) throws IOException {
        try {
            return new CompetitionRun(competition, hall, random).run(store);
        } catch (RosterException | LockTimeoutException | CompetitionUnavailableException e) {
            // Nothing else writes the new folder, so any of these is a fault of the generator itself.
            throw new IllegalStateException("Competition " + competition.id() + " could not be written: "
                    + e.getMessage(), e);
        }
    }

    /** Sponsor badges and the crest are uploads in the app, not store files: each is replaced atomically. */
    private static void writeImages(Path root, Tournament tournament) throws IOException {
        AtomicFile files = AtomicFile.onDisk();
        List<Sponsor> sponsors = tournament.info().sponsors();
        for (int i = 0; i < sponsors.size(); i++) {
            Path target = root.resolve("sponsors").resolve(sponsors.get(i).file());
            Files.createDirectories(target.getParent());
            files.replace(target, "sponsors/" + sponsors.get(i).file(), Logos.sponsor(i));
        }
        String logo = tournament.theme().logoPath();
        if (!logo.isEmpty()) {
            Path target = root.resolve("branding").resolve(logo);
            Files.createDirectories(target.getParent());
            files.replace(target, "branding/" + logo, Logos.crest());
        }
    }

    /** A few courts lose the network for some minutes before the folder's moment; their writes arrive late. */
    private static Map<String, int[]> outages(List<String> courts, TournamentPlan plan, SplittableRandom random) {
        Map<String, int[]> outages = new LinkedHashMap<>();
        int from = DayClock.seconds("09:30");
        for (String court : courts) {
            int window = plan.nowSeconds() - 600 - from;
            if (random.nextInt(100) < OUTAGE_PERCENT && window > 0) {
                int start = from + random.nextInt(window);
                outages.put("court " + court, new int[] {start, start + 180 + random.nextInt(300)});
            }
        }
        return outages;
    }
}
