package taikai.wal.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TempFilesTest {

    @TempDir
    Path dir;

    @Test
    void aTemporaryNameIsHiddenFreshAndRecognised() {
        String first = TempFiles.nameFor("pool-matches.csv");
        assertTrue(first.startsWith(".pool-matches.csv.taikai-tmp-"), first);
        assertTrue(TempFiles.isTemp(first));
        assertNotEquals(first, TempFiles.nameFor("pool-matches.csv"));
    }

    @Test
    void namesThatOnlyLookAlikeAreNotTemporary() {
        assertFalse(TempFiles.isTemp("pool-matches.csv"));
        assertFalse(TempFiles.isTemp(".pool-matches.csv.tmp-0123456789abcdef"));
        assertFalse(TempFiles.isTemp("pool-matches.csv.taikai-tmp-0123456789abcdef"));
        assertFalse(TempFiles.isTemp(".pool-matches.csv.taikai-tmp-0123"));
    }

    @Test
    void aSweepRemovesEveryLeftoverInTheTreeAndNothingElse() throws IOException {
        Path deep = Files.createDirectories(dir.resolve("competitions/open/history"));
        Path kept = Files.writeString(deep.resolve("m1.jsonl"), "x");
        Path lookAlike = Files.writeString(dir.resolve(".notes.tmp-0123456789abcdef"), "x");
        Path top = Files.writeString(dir.resolve(TempFiles.nameFor("tournament.md")), "x");
        Path nested = Files.writeString(deep.resolve(TempFiles.nameFor("m1.jsonl")), "x");

        List<Path> removed = TempFiles.sweep(dir, DiskFileOps.instance());

        assertEquals(2, removed.size());
        assertTrue(removed.containsAll(List.of(top, nested)));
        assertEquals(List.of(lookAlike, kept).stream().sorted().toList(), AtomicFileTest.filesIn(dir));
    }

    @Test
    void sweepingAMissingFolderRemovesNothing() throws IOException {
        assertEquals(List.of(), TempFiles.sweep(dir.resolve("absent"), DiskFileOps.instance()));
        assertEquals(List.of(), TempFiles.sweepDirectory(dir.resolve("absent"), DiskFileOps.instance()));
    }
}
