package taikai.app.road;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import taikai.app.road.match.MatchEntry;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderWriter;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;
import taikai.wal.file.ForwardingFileOps;

/**
 * A dry run of the write road on a scratch folder, so that a freshly started app's first score
 * writes do not run the road's code in the interpreter (issue 22: the first hundred writes cost about
 * four times the later ones until the JIT had compiled it). It makes {@link #WRITES} score writes, as
 * a court table sends them, through a {@link WriteRoad} on a pools competition of its own in a new
 * folder under the system's temporary folder, with every file written but nothing forced (the
 * scratch folder is thrown away, and a force is one call into the kernel that needs no warming),
 * then removes the folder. It never touches the tournament's folder.
 */
public final class RoadWarmUp {
    /** Enough writes for the quick compiler to have compiled the road (the bench's warm-up table). */
    public static final int WRITES = 1200;
    private static final int ENTRANTS = 41; // 64 pool matches in pools of four
    private static final long SEED = 2027L;
    static final String PREFIX = "taikai-warm-up-";
    static final Duration LEFT_BEHIND_AFTER = Duration.ofHours(1);

    private RoadWarmUp() {
    }

    /** Runs the dry run on a daemon thread of its own; a failure only means the first writes are slower. */
    public static Thread startInBackground() {
        Thread thread = new Thread(() -> {
            try {
                run(WRITES);
            } catch (IOException | RuntimeException e) {
                // Nothing of the tournament is touched; the road simply warms on its first real writes.
            }
        }, "taikai-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
        return thread;
    }

    /**
     * Makes {@code writes} score writes on a scratch folder, which it removes; returns how long it took.
     *
     * @throws IllegalStateException when a write was not applied, which would warm another road
     */
    public static Duration run(int writes) throws IOException {
        long start = System.nanoTime();
        Path root = Files.createTempDirectory(PREFIX);
        removeLeftBehind(root.getParent());
        try {
            FileOps ops = new Unforced(DiskFileOps.instance());
            TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                    new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds(),
                    TournamentStore.Answers.ONCE_LOGGED);
            store.writeTournament(Tournament.create("Warm-up", "14-03-2027", "Hall", List.of("A", "B")));
            try {
                store.create(pools());
            } catch (taikai.storage.roster.RosterException e) {
                throw new IOException(e.getMessage(), e);
            }
            WriteRoad road = WriteRoad.standard(store, new ChangeFeed());
            List<MatchResult> matches = store.competition("warm-up").read().state().orElseThrow().poolMatches();
            for (int i = 0; i < writes; i++) {
                MatchResult stored = matches.get(i % matches.size());
                List<Mark> marks = (i / matches.size()) % 2 == 0 ? List.of(Mark.MEN) : List.of(Mark.KOTE);
                MatchWrite write = MatchWrite.of(MatchWrite.Kind.SCORE, stored.withSideA(stored.sideA().withIppons(marks)),
                        List.of(FieldGroup.SCORELINE), road.now(), "warm-up");
                Answer answer = road.submit(new Request("warm-up-" + i, "warm-up",
                        new MatchEntry("warm-up", stored.id(), write)));
                if (answer.outcome() != Outcome.APPLIED) {
                    // The dry run would warm another road than a court's score takes.
                    throw new IllegalStateException("A dry-run score write was not applied: " + answer.message());
                }
                if (i % 16 == 0) {
                    store.read(); // the desktop reads the folder again after a change
                }
            }
            store.awaitApplied();
            store.close();
        } finally {
            delete(root);
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /**
     * Removes scratch folders an app that ended during its dry run left (a person closing the window
     * within its first seconds): those not touched for an hour, so another running app's is kept.
     */
    private static void removeLeftBehind(Path temporary) {
        long before = System.currentTimeMillis() - LEFT_BEHIND_AFTER.toMillis();
        try (Stream<Path> entries = Files.list(temporary)) {
            for (Path entry : entries.filter(p -> p.getFileName().toString().startsWith(PREFIX)).toList()) {
                if (Files.isDirectory(entry) && Files.getLastModifiedTime(entry).toMillis() < before) {
                    delete(entry);
                }
            }
        } catch (IOException | RuntimeException e) {
            // Another's folder or one being removed: it is tried again by the next dry run.
        }
    }

    private static CompetitionState pools() {
        Competition competition = Competition.create("warm-up", "Warm-up", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withSchedule(s -> s.withCourts(List.of("A", "B"))).withStatus(CompetitionStatus.POOLS);
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < ENTRANTS; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 12)));
        }
        PoolDraw.Result draw = PoolDraw.draw(competition, players, SEED);
        return CompetitionState.empty(competition).withPlayers(players).withPools(draw.pools())
                .withPoolMatches(draw.bouts());
    }

    private static void delete(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** The disk with every force left out: what a scratch folder that is thrown away needs. */
    private static final class Unforced extends ForwardingFileOps {
        Unforced(FileOps disk) {
            super(disk);
        }

        @Override
        public void forceFile(Path file) {
        }

        @Override
        public void forceData(Path file) {
        }

        @Override
        public void forceDirectory(Path dir) {
        }
    }
}
