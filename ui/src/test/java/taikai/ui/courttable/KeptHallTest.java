package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.HallCopy;
import taikai.app.hall.client.HallReads;

/** What court mode says about its kept copy of the hall, on real files. */
class KeptHallTest {
    private static final String CODE = "K7QXM2PA";
    private static final HallReads.CourtBoard EMPTY_COURT =
            new HallReads.CourtBoard("A", Optional.empty(), List.of(), Map.of());

    @TempDir
    Path hall;
    private Path court;

    @BeforeEach
    void courtFolder() throws Exception {
        court = Files.createDirectories(hall.resolve("court-A"));
    }

    @Test
    void aCopyThatCannotBeWrittenIsASentenceAndTheNextReadTriesAgain() throws Exception {
        Path inTheWay = Files.createDirectories(court.resolve(HallCopy.FILE).resolve("something"));
        KeptHall kept = new KeptHall(() -> hall, ZoneOffset.UTC, List::of);
        kept.keepIn(court, CODE, Optional.empty());

        String sentence = kept.read(EMPTY_COURT);
        assertTrue(sentence.startsWith("This table could not keep its copy of the hall ("), sentence);
        assertTrue(sentence.endsWith("court mode cannot start until it answers."), sentence);
        assertTrue(kept.entered().isPresent(), "an entry that cannot be kept says so too");

        Files.delete(inTheWay);
        Files.delete(court.resolve(HallCopy.FILE));
        assertEquals("", kept.read(EMPTY_COURT));
        assertTrue(Files.isRegularFile(court.resolve(HallCopy.FILE)));
    }

    @Test
    void aReadOfTheHallEndsWorkingFromTheCopy() throws Exception {
        HallCopy.in(court, CODE, Optional.empty(), List::of).read(EMPTY_COURT, Instant.now());
        HallCopy.Kept copy = HallCopy.find(hall, CODE).copy().orElseThrow();
        KeptHall kept = new KeptHall(() -> hall, ZoneOffset.UTC, List::of);
        kept.keepIn(court, CODE, Optional.of(copy));
        assertTrue(kept.inUse());
        kept.read(EMPTY_COURT);
        assertFalse(kept.inUse());
    }

    @Test
    void theSentenceSaysWhenTheCopyWasReadAndTheDayWhenNotToday() {
        KeptHall kept = new KeptHall(() -> hall, ZoneOffset.UTC, List::of);
        Instant today = Instant.now().truncatedTo(ChronoUnit.DAYS).plusSeconds(9 * 3600 + 30 * 60);
        assertTrue(kept.workingFrom(today).contains("read at 09:30:00. Entries are saved on this laptop and wait"),
                kept.workingFrom(today));
        Instant earlier = Instant.parse("2026-05-09T09:30:00Z");
        assertTrue(kept.workingFrom(earlier).contains("read at 09:30:00 on 9 May."), kept.workingFrom(earlier));
    }
}
