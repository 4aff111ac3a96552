package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.store.TournamentStore;
import taikai.wal.file.TempFiles;

/** The court table's kept copy of the hall, on real files in a hall folder of court folders. */
class HallCopyTest {
    private static final String CODE_A = "K7QXM2PA";
    private static final String CODE_B = "R4TZ9HNB";
    private static final Instant READ_AT = Instant.parse("2026-05-09T09:30:00Z");

    @TempDir
    Path hallFolder;

    @Test
    void aKeptCopyReadsBackWithTheCodeItWasKeptWith() throws Exception {
        Fixture f = fixture();
        List<HallCopy.EnteredMatch> entered = List.of(new HallCopy.EnteredMatch(f.competitionId, f.match));
        HallCopy copy = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), () -> entered);
        copy.read(f.board("A"), READ_AT);

        HallCopy.Search search = HallCopy.find(hallFolder, "k7qx-m2pa"); // as typed: lower case, with the hyphen
        HallCopy.Kept kept = search.copy().orElseThrow();
        assertEquals("A", kept.court());
        assertEquals(READ_AT, kept.readAt());
        assertEquals(f.board("A"), kept.board());
        assertEquals(List.of(new HallCopy.EnteredMatch(f.competitionId, f.match)), kept.entered());
        assertTrue(search.damaged().isEmpty());
    }

    @Test
    void theCodeIsNeverKeptInPlainText() throws Exception {
        Fixture f = fixture();
        HallCopy copy = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), List::of);
        copy.read(f.board("A"), READ_AT);
        String text = Files.readString(copy.file(), StandardCharsets.UTF_8);
        assertFalse(text.contains(CODE_A) || text.contains("K7QX-M2PA"), "only the code's salted hash is kept");
        try (var names = Files.list(hallFolder.resolve("court-A"))) {
            assertTrue(names.noneMatch(p -> TempFiles.isTemp(p.getFileName().toString())), "no temp file left behind");
        }
    }

    @Test
    void anotherCourtsCodeFindsNoCopy() throws Exception {
        Fixture f = fixture();
        HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), List::of).read(f.board("A"), READ_AT);
        HallCopy.Search search = HallCopy.find(hallFolder, CODE_B);
        assertTrue(search.copy().isEmpty());
        assertTrue(search.damaged().isEmpty());
    }

    @Test
    void eachCodeFindsItsOwnCourtsCopy() throws Exception {
        Fixture f = fixture();
        HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), List::of).read(f.board("A"), READ_AT);
        HallCopy.in(hallFolder.resolve("court-B"), CODE_B, Optional.empty(), List::of).read(f.board("B"), READ_AT);
        assertEquals("B", HallCopy.find(hallFolder, CODE_B).copy().orElseThrow().court());
        assertEquals("A", HallCopy.find(hallFolder, CODE_A).copy().orElseThrow().court());
    }

    @Test
    void aCutOffCopyIsASentenceNotAStartAndIsLeftAsItIs() throws Exception {
        Fixture f = fixture();
        HallCopy copy = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), List::of);
        copy.read(f.board("A"), READ_AT);
        byte[] whole = Files.readAllBytes(copy.file());
        byte[] cut = Arrays.copyOf(whole, whole.length / 2);
        Files.write(copy.file(), cut);

        HallCopy.Search search = HallCopy.find(hallFolder, CODE_A);
        assertTrue(search.copy().isEmpty());
        assertEquals(1, search.damaged().size());
        assertTrue(search.damaged().get(0).contains("could not be read (it is cut off or is not JSON)"),
                search.damaged().get(0));
        assertArrayEquals(cut, Files.readAllBytes(copy.file()), "the damaged copy is left for a person to look at");
    }

    @Test
    void aCopyWithoutItsCodeIsDamageNotAMatch() throws Exception {
        Path court = Files.createDirectories(hallFolder.resolve("court-A"));
        Files.writeString(court.resolve(HallCopy.FILE), "{\"version\":1,\"court\":\"A\"}");
        HallCopy.Search search = HallCopy.find(hallFolder, CODE_A);
        assertTrue(search.copy().isEmpty());
        assertTrue(search.damaged().get(0).contains("it does not say which code it was kept with"), search.damaged().get(0));
    }

    @Test
    void entriesRewriteTheCopyBesideTheLastReadKeepingWhenItWasRead() throws Exception {
        Fixture f = fixture();
        HallCopy first = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), List::of);
        first.read(f.board("A"), READ_AT);
        List<HallCopy.EnteredMatch> entered = List.of(new HallCopy.EnteredMatch(f.competitionId, f.match));
        HallCopy resumed = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, HallCopy.find(hallFolder, CODE_A).copy(),
                () -> entered);
        resumed.entered();

        HallCopy.Kept kept = HallCopy.find(hallFolder, CODE_A).copy().orElseThrow();
        assertEquals(READ_AT, kept.readAt(), "an entry is not a read of the hall");
        assertEquals(f.board("A"), kept.board());
        assertEquals(1, kept.entered().size());
    }

    @Test
    void eachWriteAsksForTheMatchesAsEnteredThen() throws Exception {
        Fixture f = fixture();
        List<HallCopy.EnteredMatch> entered = new java.util.concurrent.CopyOnWriteArrayList<>();
        HallCopy copy = HallCopy.in(hallFolder.resolve("court-A"), CODE_A, Optional.empty(), () -> List.copyOf(entered));
        copy.entered();
        assertFalse(Files.exists(copy.file()), "nothing is kept before the first read of the hall");
        copy.read(f.board("A"), READ_AT);
        assertEquals(List.of(), HallCopy.find(hallFolder, CODE_A).copy().orElseThrow().entered());

        entered.add(new HallCopy.EnteredMatch(f.competitionId, f.match));
        copy.read(f.board("A"), READ_AT.plusSeconds(60));
        HallCopy.Kept kept = HallCopy.find(hallFolder, CODE_A).copy().orElseThrow();
        assertEquals(entered, kept.entered(), "a read keeps what waits on the table");
        assertEquals(READ_AT.plusSeconds(60), kept.readAt());
    }

    @Test
    void noHallFolderIsNoCopy() {
        HallCopy.Search search = HallCopy.find(hallFolder.resolve("never-connected"), CODE_A);
        assertTrue(search.copy().isEmpty());
        assertTrue(search.damaged().isEmpty());
    }

    private record Fixture(String competitionId, CompetitionState state, MatchResult match) {
        HallReads.CourtBoard board(String court) {
            HallReads.MatchRef ref = new HallReads.MatchRef(competitionId, match.id());
            return new HallReads.CourtBoard(court, Optional.of(ref), List.of(), Map.of(competitionId, state));
        }
    }

    private static Fixture fixture() throws Exception {
        for (LoadedCompetition c : TournamentStore.openForReading(Folders.sample()).read().competitions().values()) {
            CompetitionState state = c.state().orElseThrow();
            Optional<MatchResult> match = taikai.app.road.match.OtherMatches.all(state).stream().findFirst();
            if (match.isPresent()) {
                return new Fixture(c.id(), state, match.get());
            }
        }
        throw new IllegalStateException("The sample tournament has no match.");
    }
}
