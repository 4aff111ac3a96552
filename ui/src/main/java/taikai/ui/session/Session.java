package taikai.ui.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import taikai.app.road.Action;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.repair.BracketRepair;
import taikai.model.history.HistoryEntry;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.TournamentStore;

/**
 * One open data folder: its store (the write-ahead log replayed on open), the write road every
 * change of this desktop takes, the feed of committed changes, and the folder as last read. Every
 * method reads or writes files, so call them on the background thread, never on the FX thread.
 */
public final class Session {
    /** How the desktop's writes are named in each history line ("which endpoint it came through"). */
    public static final String VIA = "desktop";

    private final TournamentStore store;
    private final WriteRoad road;
    private final AtomicReference<Snapshot> current = new AtomicReference<>();

    private Session(TournamentStore store, WriteRoad road) {
        this.store = store;
        this.road = road;
    }

    /** Opens a data folder: replays its log, then reads it whole. */
    public static Session open(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new IOException(words().say("folder.missing", String.valueOf(folder)));
        }
        if (!Files.exists(folder.resolve(FolderLayout.TOURNAMENT)) && !Files.isDirectory(folder.resolve(FolderLayout.COMPETITIONS))) {
            throw new IOException(words().say("folder.no.tournament", String.valueOf(folder)));
        }
        // A score write answers once its log frame is forced; the store's reads wait for its apply (decision 0031).
        TournamentStore store = TournamentStore.open(folder, TournamentStore.Answers.ONCE_LOGGED);
        Session session = new Session(store, WriteRoad.standard(store, new ChangeFeed()));
        session.reload();
        return session;
    }

    /**
     * Creates a tournament in {@code folder} (made when missing; refused when it already holds one),
     * then opens it.
     */
    public static Session create(Path folder, Tournament tournament) throws IOException {
        if (Files.exists(folder.resolve(FolderLayout.TOURNAMENT))) {
            throw new IOException(words().say("folder.has.tournament", String.valueOf(folder)));
        }
        Files.createDirectories(folder);
        TournamentStore.open(folder).writeTournament(tournament);
        return open(folder);
    }

    public Path root() {
        return store.root();
    }

    public TournamentStore store() {
        return store;
    }

    /** The road every change of this desktop takes; the hall server, when it runs, shares it. */
    public WriteRoad road() {
        return road;
    }

    public ChangeFeed feed() {
        return road.feed();
    }

    /** The folder as last read. */
    public Snapshot snapshot() {
        return current.get();
    }

    /** Reads the whole folder again. */
    public Snapshot reload() {
        LoadedTournament loaded = store.read();
        Map<String, BracketRepair.Offer> repairs = new HashMap<>();
        loaded.competitions().values().stream().filter(LoadedCompetition::failed)
                .forEach(c -> BracketRepair.offer(store, c.id()).ifPresent(offer -> repairs.put(c.id(), offer)));
        Snapshot read = new Snapshot(store.root(), loaded, store.openNotices(), road.now(), repairs);
        current.set(read);
        return read;
    }

    /** Sends one action down the write road as this desktop; answers once it is on disk, or was not written. */
    public Answer submit(Action action) {
        return road.submit(new Request("", VIA, action));
    }

    /** The server's time, for stamping what the operator enters here. */
    public long now() {
        return road.now();
    }

    /** Every readable line of a match's history, oldest first; an empty list when it has none. */
    public List<HistoryEntry> history(String competitionId, String matchId) throws IOException {
        CompetitionStore competition = store.competition(competitionId);
        competition.awaitApplied(); // a write that has answered is in the file (decision 0031)
        Path file = store.root().resolve(competition.historyPath(matchId));
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        return HistoryFile.read(file.getFileName().toString(), Files.readString(file), new Problems());
    }

    private static taikai.words.Words words() {
        return taikai.ui.words.DeskWords.of(Session.class);
    }
}
