package taikai.wal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.wal.Folders.C;
import static taikai.wal.Folders.NO_PAUSES;
import static taikai.wal.Snapshot.utf8;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.FileBusyException;
import taikai.wal.file.TempFiles;

class WriteAheadLogTest {

    @TempDir
    Path root;

    @Test
    void aCommitAppliesEveryOperationAndTheCheckpointEmptiesTheLog() throws IOException {
        Folders.writeOld(root);
        WriteAheadLog log = WriteAheadLog.open(root, new FaultyFileOps(), NO_PAUSES);
        log.commit(Folders.change());
        assertEquals(Folders.newFiles(), Snapshot.data(root));
        assertEquals(List.of("taikai.log holding 1"), Snapshot.wal(root), "the log holds the change until a checkpoint");
        log.close();
        assertEquals(List.of(), Snapshot.wal(root), "the checkpoint begins a new generation of the log");
        assertEquals(LogFile.HEADER_BYTES, Files.size(root.resolve(".wal/taikai.log")), "closing cuts the log back");
        assertEquals(Folders.newFiles(), Snapshot.data(root));
        assertEquals(List.of(), log.notices());

        log.commit(Transaction.empty().replace("after.md", utf8("after")));
        Files.delete(root.resolve("after.md")); // as a power cut could take an unforced name
        WriteAheadLog.open(root);
        assertEquals("after", Files.readString(root.resolve("after.md")), "the cut log takes changes again");
    }

    @Test
    void openingAFolderCreatesNoLogFileUntilAChangeIsWritten() throws IOException {
        Folders.writeOld(root);
        WriteAheadLog log = WriteAheadLog.open(root);
        log.close();
        assertTrue(Files.notExists(root.resolve(".wal/taikai.log")), "a check or a look at a copy leaves no trace");
        log.commit(Transaction.empty().replace("a.csv", utf8("a")));
        assertEquals(List.of("taikai.log holding 1"), Snapshot.wal(root));
    }

    @Test
    void aCheckpointRunsAfterSoManyChangesAndForcesWhatTheyWrote() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        for (int n = 1; n < WriteAheadLog.CHECKPOINT_FRAMES; n++) {
            log.commit(Transaction.empty().replace("a.csv", utf8("n" + n)).append("h.jsonl", utf8(n + "\n")));
        }
        assertEquals(List.of("taikai.log holding " + (WriteAheadLog.CHECKPOINT_FRAMES - 1)), Snapshot.wal(root));
        ops.heal();
        log.commit(Transaction.empty().replace("a.csv", utf8("last")).append("h.jsonl", utf8("last\n")));
        assertEquals(List.of(), Snapshot.wal(root));
        List<String> calls = ops.calls();
        String folder = root.toAbsolutePath().toString();
        assertTrue(calls.contains("forceFile " + folder + "/h.jsonl"), "the appended file is forced: " + calls);
        assertTrue(calls.contains("forceDirectory " + folder), "the folder renamed into is forced: " + calls);
        assertTrue(calls.indexOf("forceDirectory " + folder) < calls.lastIndexOf("writeAt " + folder + "/.wal/taikai.log"),
                "before the new generation begins: " + calls);
    }

    @Test
    void aWriteTaikaiMadeThatAHandEditReplacedIsNotBroughtBackByAReplay() throws IOException {
        Files.writeString(root.resolve("a.csv"), "old");
        WriteAheadLog log = WriteAheadLog.open(root, new FaultyFileOps(), NO_PAUSES);
        log.commit(Transaction.empty().replace("a.csv", utf8("taikai's")));
        Files.writeString(root.resolve("a.csv"), "edited by hand");

        WriteAheadLog reopened = WriteAheadLog.open(root); // as after a crash: the log still holds the write

        assertEquals("edited by hand", Files.readString(root.resolve("a.csv")));
        assertEquals(List.of(), Snapshot.wal(root));
        assertTrue(reopened.notices().get(0).startsWith("a.csv was changed after Taikai's last logged write"),
                reopened.notices().toString());
    }

    @Test
    void aFileAPowerCutTookBackSeveralWritesFromIsBroughtForwardFromWhereItStands() throws IOException {
        Path live = Files.createDirectories(root.resolve("live"));
        Files.writeString(live.resolve("a.csv"), "v0");
        WriteAheadLog log = WriteAheadLog.open(live, new FaultyFileOps(), NO_PAUSES);
        for (int v = 1; v <= 4; v++) {
            log.commit(Transaction.empty().replace("a.csv", utf8("v" + v)).append("h.jsonl", utf8("v" + v + "\n")));
        }
        Path copy = Folders.copy(live, root.resolve("cut"));
        for (String found : List.of("v0", "v1", "v2", "v3", "v4")) {
            Files.writeString(copy.resolve("a.csv"), found); // a rename the disk lost
            Files.writeString(copy.resolve("h.jsonl"), "v1\n"); // appends the disk lost
            WriteAheadLog reopened = WriteAheadLog.open(copy);
            assertEquals("v4", Files.readString(copy.resolve("a.csv")), "found " + found);
            assertEquals("v1\nv2\nv3\nv4\n", Files.readString(copy.resolve("h.jsonl")), "found " + found);
            assertTrue(reopened.notices().stream().noneMatch(notice -> notice.contains("was changed after")),
                    reopened.notices().toString());
            Files.copy(live.resolve(".wal/taikai.log"), copy.resolve(".wal/taikai.log"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Test
    void aReplaceToldWhatItsCallerFoundLogsThatInsteadOfReadingTheFile() throws IOException {
        Path live = Files.createDirectories(root.resolve("live"));
        Files.writeString(live.resolve("a.csv"), "v0");
        WriteAheadLog log = WriteAheadLog.open(live, new FaultyFileOps(), NO_PAUSES);
        log.commit(Transaction.empty().replace("a.csv", utf8("v1"), utf8("v0")));
        log.commit(Transaction.empty().replace("b.csv", utf8("b1"), null));
        List<List<Step>> frames = LogFile.read(live.resolve(".wal/taikai.log")).records();
        assertEquals(Fingerprint.of(utf8("v0")), frames.get(0).get(0).before());
        assertEquals(Fingerprint.ABSENT, frames.get(1).get(0).before(), "null: the caller found no file");

        Path cut = Folders.copy(live, root.resolve("cut"));
        Files.writeString(cut.resolve("a.csv"), "v0"); // the rename a power cut took back
        WriteAheadLog reopened = WriteAheadLog.open(cut);
        assertEquals("v1", Files.readString(cut.resolve("a.csv")), "brought forward from what the caller found");
        assertTrue(reopened.notices().stream().noneMatch(notice -> notice.contains("was changed after")),
                reopened.notices().toString());
    }

    @Test
    void aFileChangedByHandAfterItsCallerReadItIsKeptByAReplay() throws IOException {
        Path live = Files.createDirectories(root.resolve("live"));
        Files.writeString(live.resolve("a.csv"), "edited by hand after the caller read v0");
        WriteAheadLog log = WriteAheadLog.open(live, new FaultyFileOps(), NO_PAUSES);
        log.commit(Transaction.empty().replace("a.csv", utf8("v1"), utf8("v0")));

        Path cut = Folders.copy(live, root.resolve("cut"));
        Files.writeString(cut.resolve("a.csv"), "edited by hand after the caller read v0"); // the rename lost
        WriteAheadLog reopened = WriteAheadLog.open(cut);
        assertEquals("edited by hand after the caller read v0", Files.readString(cut.resolve("a.csv")));
        assertTrue(reopened.notices().get(0).startsWith("a.csv was changed after Taikai's last logged write"),
                reopened.notices().toString());
    }

    @Test
    void aGenerationKeepsTheLogOpenOnceAndClosingLetsItGo() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "Linux only");
        WriteAheadLog log = WriteAheadLog.open(root);
        for (int n = 1; n <= 3; n++) {
            log.commit(Transaction.empty().replace("a.csv", utf8("n" + n)));
        }
        assertEquals(1, openDescriptorsOf(root.resolve(".wal/taikai.log")), "one open file for every commit");
        log.close();
        assertEquals(0, openDescriptorsOf(root.resolve(".wal/taikai.log")), "a closed log holds no file open");
        log.commit(Transaction.empty().replace("a.csv", utf8("after")));
        assertEquals("after", Files.readString(root.resolve("a.csv")), "and takes changes again");
        log.close();
    }

    @Test
    void aLogFileDeletedWhileItHeldChangesIsStartedAfreshByTheNextCheckpoint() throws IOException {
        Path live = Files.createDirectories(root.resolve("live"));
        WriteAheadLog log = WriteAheadLog.open(live, taikai.wal.file.DiskFileOps.instance(), NO_PAUSES);
        log.commit(Transaction.empty().replace("a.csv", utf8("a1")).append("h.jsonl", utf8("1\n")));
        Files.delete(live.resolve(".wal/taikai.log")); // by a person tidying the folder
        log.commit(Transaction.empty().replace("a.csv", utf8("a2")).append("h.jsonl", utf8("2\n")));
        log.checkpoint();
        log.commit(Transaction.empty().replace("a.csv", utf8("a3")).append("h.jsonl", utf8("3\n")));
        assertEquals(List.of("taikai.log holding 1"), Snapshot.wal(live), "a fresh log holds the change after it");

        Path cut = Folders.copy(live, root.resolve("cut"));
        Files.writeString(cut.resolve("a.csv"), "a2"); // the last rename, lost to a power cut
        WriteAheadLog.open(cut);
        assertEquals("a3", Files.readString(cut.resolve("a.csv")));
        assertEquals("1\n2\n3\n", Files.readString(cut.resolve("h.jsonl")));
        log.close();
    }

    private static long openDescriptorsOf(Path file) throws IOException {
        Path target = file.toRealPath();
        try (var descriptors = Files.list(Path.of("/proc/self/fd"))) {
            return descriptors.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(target);
                } catch (IOException e) {
                    return false; // the listing's own descriptor, closed meanwhile
                }
            }).count();
        }
    }

    @Test
    void framesOfAnEarlierGenerationAfterTheLogEndAreNeverReplayed() throws IOException {
        Files.writeString(root.resolve("b.csv"), "b0");
        WriteAheadLog log = WriteAheadLog.open(root, new FaultyFileOps(), NO_PAUSES);
        for (int v = 1; v <= 3; v++) {
            log.commit(Transaction.empty().replace("b.csv", utf8("b" + v)));
        }
        log.close();
        log.commit(Transaction.empty().replace("a.csv", utf8("a1")));
        Files.writeString(root.resolve("b.csv"), "b1"); // what the stale frames b2 and b3 would take forward

        WriteAheadLog.open(root);

        assertEquals("b1", Files.readString(root.resolve("b.csv")), "the stale frames after the new one are ignored");
        assertEquals("a1", Files.readString(root.resolve("a.csv")));
    }

    @Test
    void aCommittedRecordWhoseApplyNeverRanIsAppliedOnOpen() throws IOException {
        Folders.writeOld(root);
        Path record = Folders.crashAfterLogging(root, Folders.change());
        assertEquals(Folders.oldFiles(), Snapshot.data(root), "the crash came before any data file was touched");

        WriteAheadLog log = WriteAheadLog.open(root);

        assertEquals(Folders.newFiles(), Snapshot.data(root));
        assertEquals(List.of(), Snapshot.wal(root));
        assertEquals(1, log.notices().size());
        assertTrue(log.notices().get(0).contains(".wal/" + record.getFileName()), log.notices().get(0));
    }

    @Test
    void replayingARecordTwiceGivesTheSameFiles() throws IOException {
        Folders.writeOld(root);
        Path record = Folders.crashAfterLogging(root, Folders.change());
        byte[] recordBytes = Files.readAllBytes(record);
        WriteAheadLog.open(root);
        Map<String, String> once = Snapshot.of(root);

        Files.write(record, recordBytes);
        WriteAheadLog.open(root);

        assertEquals(once, Snapshot.of(root));
        assertEquals(Folders.newFiles(), Snapshot.data(root), "the append landed once, the set-aside file kept");
    }

    @Test
    void anAppendCutShortOrPaddedByACrashIsCompletedExactlyOnce() throws IOException {
        String line = "{\"n\":2,\"note\":\"a line long enough to be cut in several places\"}\n";
        Map<String, String> tails = Map.of(
                "nothing written", "",
                "half written", line.substring(0, line.length() / 2),
                "zeros where the bytes should be", "\0".repeat(line.length()),
                "half written then zeros past the end", line.substring(0, 9) + "\0".repeat(line.length() + 30),
                "written whole", line,
                "garbage in the middle", line.substring(0, 5) + "#####" + line.substring(10));
        for (var tail : tails.entrySet()) {
            Path folder = Files.createDirectories(root.resolve(tail.getKey().replace(' ', '-')));
            Path history = folder.resolve("history.jsonl");
            Files.writeString(history, "{\"n\":1}\n");
            Path record = Folders.crashAfterLogging(folder, Transaction.empty().append("history.jsonl", utf8(line)));
            byte[] recordBytes = Files.readAllBytes(record);
            Files.writeString(history, "{\"n\":1}\n" + tail.getValue(), java.nio.charset.StandardCharsets.ISO_8859_1);

            WriteAheadLog.open(folder);
            assertEquals("{\"n\":1}\n" + line, Files.readString(history), tail.getKey());

            Files.write(record, recordBytes);
            WriteAheadLog.open(folder);
            assertEquals("{\"n\":1}\n" + line, Files.readString(history), tail.getKey() + ", replayed again");
        }
    }

    @Test
    void aFileCutByHandBeforeTheReplayGetsTheAppendAtItsEndOnceEvenIfTheReplayCrashes()
            throws IOException {
        Path template = Files.createDirectories(root.resolve("template"));
        Path history = template.resolve("history.jsonl");
        Files.writeString(history, "{\"n\":1}\n{\"n\":2}\n");
        Folders.crashAfterLogging(template, Transaction.empty().append("history.jsonl", utf8("{\"n\":3}\n")));
        Files.writeString(history, "{\"n\":1}\n");

        boolean crashed = true;
        for (int k = 1; crashed; k++) {
            Path folder = Folders.copy(template, root.resolve("crash-at-" + k));
            try {
                WriteAheadLog whole = WriteAheadLog.open(folder, new FaultyFileOps().failFrom(k), NO_PAUSES);
                crashed = false;
                assertTrue(whole.notices().stream().anyMatch(notice -> notice.startsWith("history.jsonl was shorter")),
                        whole.notices().toString());
            } catch (IOException expected) {
                // a crash during the replay, at its k-th file operation
            }
            WriteAheadLog.open(folder);
            assertEquals("{\"n\":1}\n{\"n\":3}\n", Files.readString(folder.resolve("history.jsonl")), "crash at " + k);
            assertEquals(List.of(), Snapshot.wal(folder));
        }
    }

    @Test
    void aTornFrameAtTheEndOfTheLogIsNeverApplied() throws IOException {
        Path template = Files.createDirectories(root.resolve("template"));
        Files.writeString(template.resolve("a.csv"), "old");
        Path logged = Folders.crashAfterLogging(template, Transaction.empty().replace("a.csv", utf8("new")));
        byte[] whole = Files.readAllBytes(logged);
        java.util.Random random = new java.util.Random(7);
        for (int length = LogFile.HEADER_BYTES; length <= whole.length; length++) {
            for (String tail : List.of("cut", "zeros", "garbage")) {
                byte[] damaged = java.util.Arrays.copyOf(whole, tail.equals("cut") ? length : whole.length + 50);
                for (int i = length; i < damaged.length; i++) {
                    damaged[i] = tail.equals("zeros") ? 0 : (byte) random.nextInt();
                }
                if (length == whole.length && !tail.equals("cut")) {
                    continue; // the whole frame followed by more: applied, as it should be
                }
                Path folder = Files.createDirectories(root.resolve("torn-" + length + "-" + tail));
                Files.writeString(folder.resolve("a.csv"), "old");
                Files.createDirectories(folder.resolve(WriteAheadLog.DIRECTORY));
                Files.write(folder.resolve(WriteAheadLog.DIRECTORY).resolve("taikai.log"), damaged);

                WriteAheadLog.open(folder);

                String expected = length == whole.length ? "new" : "old";
                assertEquals(expected, Files.readString(folder.resolve("a.csv")), length + " bytes, " + tail);
                assertEquals(List.of(), Snapshot.wal(folder));
            }
        }
    }

    @Test
    void aLogWhoseHeaderWasTornStillFinishesTheFramesAfterIt() throws IOException {
        Files.writeString(root.resolve("a.csv"), "old");
        Path logged = Folders.crashAfterLogging(root, Transaction.empty().replace("a.csv", utf8("new")));
        byte[] bytes = Files.readAllBytes(logged);
        bytes[10] ^= 0x5a; // inside the header's sequence, so its checksum fails
        Files.write(logged, bytes);

        WriteAheadLog log = WriteAheadLog.open(root);

        assertEquals("new", Files.readString(root.resolve("a.csv")));
        assertTrue(log.notices().stream().anyMatch(notice -> notice.contains("damaged header")), log.notices().toString());
        // The damaged log is never destroyed: a copy of it as it was is kept beside the new one.
        List<String> kept = Snapshot.wal(root);
        assertEquals(1, kept.size(), kept.toString());
        assertTrue(kept.get(0).startsWith("taikai.log.torn-"), kept.toString());
        assertTrue(java.util.Arrays.equals(bytes, Files.readAllBytes(root.resolve(".wal").resolve(kept.get(0)))));
    }

    @Test
    void aTornRecordFileOfTheFirstFormatIsNeverAppliedAndIsSetAsideWithANotice() throws IOException {
        Path template = Files.createDirectories(root.resolve("template"));
        Files.writeString(template.resolve("a.csv"), "old");
        Path record = template.resolve(WriteAheadLog.DIRECTORY).resolve(RecordName.of(1));
        byte[] whole = RecordCodec.encode(1, List.of(Step.replace(new RelativePath("a.csv"), utf8("new"))));

        List<byte[]> damaged = new java.util.ArrayList<>();
        for (int length = 0; length < whole.length; length++) {
            damaged.add(java.util.Arrays.copyOf(whole, length));
        }
        java.util.Random random = new java.util.Random(5);
        for (int cut : new int[] {whole.length / 2, whole.length - 4, whole.length}) {
            for (int extra : new int[] {1, 4, 100}) {
                byte[] zeros = java.util.Arrays.copyOf(whole, cut + extra);
                byte[] garbage = java.util.Arrays.copyOf(whole, cut + extra);
                for (int i = cut; i < garbage.length; i++) {
                    zeros[i] = 0;
                    garbage[i] = (byte) random.nextInt();
                }
                damaged.add(zeros);
                damaged.add(garbage);
            }
        }
        for (int i = 0; i < damaged.size(); i++) {
            Path folder = Files.createDirectories(root.resolve("damaged-" + i));
            Files.writeString(folder.resolve("a.csv"), "old");
            Files.createDirectories(folder.resolve(WriteAheadLog.DIRECTORY));
            Files.write(folder.resolve(WriteAheadLog.DIRECTORY).resolve(record.getFileName()), damaged.get(i));
            String what = "damaged record " + i + " of " + damaged.get(i).length + " bytes (whole: " + whole.length + ")";

            WriteAheadLog log = WriteAheadLog.open(folder);

            assertEquals("old", Files.readString(folder.resolve("a.csv")), what);
            List<String> left = Snapshot.wal(folder);
            assertEquals(1, left.size(), what);
            assertTrue(left.get(0).startsWith(record.getFileName() + ".torn-"), left.get(0));
            assertEquals(1, log.notices().size(), what);
            assertTrue(log.notices().get(0).contains("is damaged") && log.notices().get(0).contains(left.get(0)),
                    log.notices().get(0));
        }
        Path first = Files.createDirectories(root.resolve("whole"));
        Files.writeString(first.resolve("a.csv"), "old");
        Files.createDirectories(first.resolve(WriteAheadLog.DIRECTORY));
        Files.write(first.resolve(WriteAheadLog.DIRECTORY).resolve(record.getFileName()), whole);
        assertTrue(WriteAheadLog.open(first).notices().get(0).startsWith("Finished a change that was interrupted"));
        assertEquals("new", Files.readString(first.resolve("a.csv")), "a whole record of the first format is finished");
        Path last = root.resolve("damaged-" + (damaged.size() - 1));
        List<String> setAside = Snapshot.wal(last);
        assertEquals(List.of(), WriteAheadLog.open(last).notices(), "a set-aside record is never looked at again");
        assertEquals(setAside, Snapshot.wal(last));
    }

    @Test
    void aRecordOfTheOtherImplementationIsLeftInPlaceWithANotice() throws IOException {
        Folders.writeOld(root);
        Path foreign = Files.createDirectories(root.resolve(WriteAheadLog.DIRECTORY)).resolve("1718099200123456789-9f3a.json");
        Files.writeString(foreign, "{\"path\":\"/srv/t/competitions/open/pool-matches.csv\",\"data\":\"aWQK\"}");

        WriteAheadLog log = WriteAheadLog.open(root);

        assertEquals(Folders.oldFiles(), Snapshot.data(root));
        assertEquals(List.of(foreign.getFileName().toString()), Snapshot.wal(root));
        assertEquals(1, log.notices().size());
        assertTrue(log.notices().get(0).startsWith(".wal/1718099200123456789-9f3a.json is a pending change left by "
                + "the other program"), log.notices().get(0));
        log.commit(Folders.change());
        assertEquals(Folders.newFiles(), Snapshot.data(root));
        assertEquals(List.of(foreign.getFileName().toString(), "taikai.log holding 1"), Snapshot.wal(root));
    }

    @Test
    void leftoverTemporaryFilesInTheLogAndBesideAReplayedRecordAreRemovedOnOpen() throws IOException {
        Folders.writeOld(root);
        Folders.crashAfterLogging(root, Folders.change());
        Path inLog = Files.writeString(root.resolve(".wal").resolve(TempFiles.nameFor("taikai-00000000000000000009.wal")), "x");
        Path besideRecord = Files.writeString(root.resolve(C + TempFiles.nameFor("pool-matches.csv")), "x");
        Path elsewhere = Files.writeString(root.resolve(TempFiles.nameFor("tournament.md")), "x");

        WriteAheadLog.open(root);

        assertTrue(Files.notExists(inLog) && Files.notExists(besideRecord));
        assertTrue(Files.exists(elsewhere), "only folders the log touches are swept on open");
        assertEquals(List.of(elsewhere), TempFiles.sweep(root));
        assertEquals(Folders.newFiles(), Snapshot.data(root));
    }

    @Test
    void settingAFileAsideOntoATakenNameIsRefusedBeforeAnythingIsWritten() throws IOException {
        Folders.writeOld(root);
        Files.writeString(root.resolve(C + "seeds.csv.broken-1"), "taken");
        WriteAheadLog log = WriteAheadLog.open(root);
        Map<String, String> before = Snapshot.of(root);

        FileAlreadyExistsException thrown = assertThrows(FileAlreadyExistsException.class, () -> log.commit(Folders.change()));

        assertTrue(thrown.getMessage().contains("name is taken"), thrown.getMessage());
        assertEquals(before, Snapshot.of(root));
        log.commit(Transaction.empty().replace(C + "bracket.json", utf8("{}")));
    }

    @Test
    void anEmptyTransactionWritesNothing() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.heal();
        log.commit(Transaction.empty());
        assertEquals(List.of(), ops.calls());
    }

    @Test
    void aFileCutByAnotherProgramBetweenLoggingAndAppendingFailsTheCommitAndIsSettledOnOpen()
            throws IOException {
        Path history = Files.writeString(root.resolve("history.jsonl"), "{\"n\":1}\n{\"n\":2}\n");
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.interleave("forceFile " + root.toAbsolutePath().resolve(".wal"), () -> Files.writeString(history, "{\"n\":1}\n"));

        IOException thrown = assertThrows(IOException.class,
                () -> log.commit(Transaction.empty().append("history.jsonl", utf8("{\"n\":3}\n"))));

        assertTrue(thrown.getMessage().startsWith("Could not append to history.jsonl: it is 8 bytes long, shorter than "
                + "the 16 bytes it had when the change was logged"), thrown.getMessage());
        WriteAheadLog reopened = WriteAheadLog.open(root);
        assertEquals("{\"n\":1}\n{\"n\":3}\n", Files.readString(history));
        assertTrue(reopened.notices().get(0).startsWith("history.jsonl was shorter (8 bytes)"), reopened.notices().toString());
    }

    @Test
    void aCommitAfterAFailedOneFirstFinishesTheFailedOne() throws IOException {
        Folders.writeOld(root);
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.failOnce(Folders.FIRST_LOGGING_CALLS + 3); // inside the apply
        IOException thrown = assertThrows(IOException.class, () -> log.commit(Folders.change()));
        assertTrue(thrown.getMessage().contains("is finished by the next write"), thrown.getMessage());

        log.commit(Transaction.empty().replace("tournament.md", utf8("---\nname: Open\n---\n")));

        Map<String, String> expected = new java.util.TreeMap<>(Folders.newFiles());
        expected.put("tournament.md", "---\nname: Open\n---\n");
        assertEquals(expected, Snapshot.data(root));
        assertEquals(List.of("taikai.log holding 1"), Snapshot.wal(root), "only the second change is held");
        assertTrue(log.notices().get(0).startsWith("Finished a change that was interrupted"), log.notices().toString());
    }

    @Test
    void aFileHeldByAnotherProgramIsNamedAndTheChangeIsFinishedOnceItIsReleased() throws IOException {
        Folders.writeOld(root);
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.holdOpen(root.resolve(C + "pool-matches.csv"), Integer.MAX_VALUE);

        FileBusyException thrown = assertThrows(FileBusyException.class, () -> log.commit(Folders.change()));
        assertTrue(thrown.getMessage().startsWith(C + "pool-matches.csv is open in another program"), thrown.getMessage());
        assertThrows(FileBusyException.class, () -> log.commit(Transaction.empty().replace("other.md", utf8("x"))),
                "nothing is written over a pending change while the file stays busy");

        ops.heal();
        log.commit(Transaction.empty().replace("other.md", utf8("x")));
        Map<String, String> expected = new java.util.TreeMap<>(Folders.newFiles());
        expected.put("other.md", "x");
        assertEquals(expected, Snapshot.data(root));
    }
}
