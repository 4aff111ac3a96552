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
    void a_commit_applies_every_operation_and_removes_its_record() throws IOException {
        Folders.writeOld(root);
        WriteAheadLog log = WriteAheadLog.open(root);
        log.commit(Folders.change());
        assertEquals(Folders.newFiles(), Snapshot.data(root));
        assertEquals(List.of(), Snapshot.wal(root), "the record is removed once applied");
        assertEquals(List.of(), log.notices());
    }

    @Test
    void a_committed_record_whose_apply_never_ran_is_applied_on_open() throws IOException {
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
    void replaying_a_record_twice_gives_the_same_files() throws IOException {
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
    void an_append_cut_short_or_padded_by_a_crash_is_completed_exactly_once() throws IOException {
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
    void a_file_cut_by_hand_before_the_replay_gets_the_append_at_its_end_once_even_if_the_replay_crashes()
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
    void a_torn_record_is_never_applied_and_is_set_aside_with_a_notice() throws IOException {
        Path template = Files.createDirectories(root.resolve("template"));
        Files.writeString(template.resolve("a.csv"), "old");
        Path record = Folders.crashAfterLogging(template, Transaction.empty().replace("a.csv", utf8("new")));
        byte[] whole = Files.readAllBytes(record);
        Files.delete(record);

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
        Path last = root.resolve("damaged-" + (damaged.size() - 1));
        List<String> setAside = Snapshot.wal(last);
        assertEquals(List.of(), WriteAheadLog.open(last).notices(), "a set-aside record is never looked at again");
        assertEquals(setAside, Snapshot.wal(last));
    }

    @Test
    void a_record_of_the_other_implementation_is_left_in_place_with_a_notice() throws IOException {
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
        assertEquals(List.of(foreign.getFileName().toString()), Snapshot.wal(root));
    }

    @Test
    void leftover_temporary_files_in_the_log_and_beside_a_replayed_record_are_removed_on_open() throws IOException {
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
    void setting_a_file_aside_onto_a_taken_name_is_refused_before_anything_is_written() throws IOException {
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
    void an_empty_transaction_writes_nothing() throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.heal();
        log.commit(Transaction.empty());
        assertEquals(List.of(), ops.calls());
    }

    @Test
    void a_file_cut_by_another_program_between_logging_and_appending_fails_the_commit_and_is_settled_on_open()
            throws IOException {
        Path history = Files.writeString(root.resolve("history.jsonl"), "{\"n\":1}\n{\"n\":2}\n");
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.interleave("move " + root.toAbsolutePath().resolve(".wal"), () -> Files.writeString(history, "{\"n\":1}\n"));

        IOException thrown = assertThrows(IOException.class,
                () -> log.commit(Transaction.empty().append("history.jsonl", utf8("{\"n\":3}\n"))));

        assertTrue(thrown.getMessage().startsWith("Could not append to history.jsonl: it is 8 bytes long, shorter than "
                + "the 16 bytes it had when the change was logged"), thrown.getMessage());
        WriteAheadLog reopened = WriteAheadLog.open(root);
        assertEquals("{\"n\":1}\n{\"n\":3}\n", Files.readString(history));
        assertTrue(reopened.notices().get(0).startsWith("history.jsonl was shorter (8 bytes)"), reopened.notices().toString());
    }

    @Test
    void a_commit_after_a_failed_one_first_finishes_the_failed_one() throws IOException {
        Folders.writeOld(root);
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ops.failOnce(Folders.LOGGING_CALLS + 3); // inside the apply
        IOException thrown = assertThrows(IOException.class, () -> log.commit(Folders.change()));
        assertTrue(thrown.getMessage().contains("is finished by the next write"), thrown.getMessage());

        log.commit(Transaction.empty().replace("tournament.md", utf8("---\nname: Open\n---\n")));

        Map<String, String> expected = new java.util.TreeMap<>(Folders.newFiles());
        expected.put("tournament.md", "---\nname: Open\n---\n");
        assertEquals(expected, Snapshot.data(root));
        assertEquals(List.of(), Snapshot.wal(root));
        assertTrue(log.notices().get(0).startsWith("Finished a change that was interrupted"), log.notices().toString());
    }

    @Test
    void a_file_held_by_another_program_is_named_and_the_change_is_finished_once_it_is_released() throws IOException {
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
