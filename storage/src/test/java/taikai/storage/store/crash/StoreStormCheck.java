package taikai.storage.store.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.crash.KillLoop;
import taikai.wal.file.TempFiles;

/**
 * After each kill of {@link StoreStormChild}: reopen the folder with {@link TournamentStore#open}
 * (which replays the log) and check that every acknowledged transaction is there whole, that no
 * transaction is there in part (match, status record and history agree), that every file still
 * parses, and that no log record or temporary file is left.
 */
final class StoreStormCheck implements KillLoop.Check {
    private final Path root;
    private final StormPlan plan;
    /** What the fresh copy already reported (the sample may hold deliberate damage): the storm may add none. */
    private final Set<Problem> problemsBefore;
    private final Map<String, Long> lastAcknowledged = new HashMap<>();
    private final Map<String, Long> lastFound = new HashMap<>();
    private int finishedOnOpen;

    StoreStormCheck(Path root, StormPlan plan) throws IOException {
        this.root = root;
        this.plan = plan;
        LoadedTournament fresh = FolderReader.read(root);
        this.problemsBefore = Set.copyOf(StormFolder.problems(root, fresh));
        // A folder that was stormed before starts where that storm stopped.
        for (StormPlan.Writer writer : plan.writers()) {
            lastFound.put(writer.name(), transactionsOf(0, writer, fresh));
        }
    }

    @Override
    public long afterKill(int kill, List<String> acknowledged) throws IOException {
        for (String line : acknowledged) {
            String[] parts = line.split(" ");
            long n = Long.parseLong(parts[1]);
            Long before = lastAcknowledged.put(parts[0], n);
            assertTrue(before == null || n > before, "kill " + kill + ": acknowledgements out of order: " + line);
        }
        TournamentStore store = TournamentStore.open(root);
        if (!store.openNotices().isEmpty()) {
            finishedOnOpen++;
        }
        for (Problem notice : store.openNotices()) {
            assertTrue(notice.message().startsWith("Finished a change that was interrupted"), "kill " + kill + ": " + notice);
        }
        LoadedTournament folder = store.read();
        List<Problem> added = StormFolder.problems(root, folder).stream()
                .filter(p -> !problemsBefore.contains(p)).toList();
        assertTrue(added.stream().noneMatch(Problem::isFatal), "kill " + kill + ": a file no longer loads: " + added);
        assertEquals(List.of(), added, "kill " + kill + ": problems the fresh copy did not have");
        long lost = 0;
        for (StormPlan.Writer writer : plan.writers()) {
            long found = transactionsOf(kill, writer, folder);
            long acked = lastAcknowledged.getOrDefault(writer.name(), 0L);
            long before = lastFound.getOrDefault(writer.name(), 0L);
            lost += Math.max(0, acked - found);
            assertTrue(found >= before, "kill " + kill + ": " + writer.name() + " went back from " + before + " to " + found);
            // A writer commits one transaction at a time, so at most one more than known can have
            // landed without its acknowledgement.
            assertTrue(found <= Math.max(acked, before) + 1, "kill " + kill + ": " + writer.name() + " holds " + found
                    + " but only " + Math.max(acked, before) + " was known and one more can be in flight");
            lastFound.put(writer.name(), found);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> temps = walk.filter(path -> TempFiles.isTemp(path.getFileName().toString())).toList();
            assertEquals(List.of(), temps, "kill " + kill + ": temporary files left after the reopen");
        }
        try (Stream<Path> records = Files.list(root.resolve(WriteAheadLog.DIRECTORY))) {
            assertEquals(List.of(), records.map(path -> path.getFileName().toString())
                            .filter(name -> !name.equals("taikai.log")).toList(),
                    "kill " + kill + ": nothing but the log file is in .wal/ after the reopen");
        }
        assertEquals(0, WriteAheadLog.changesHeldIn(root), "kill " + kill + ": the reopen leaves no change held");
        return lost;
    }

    /**
     * After how many kills the reopen had to finish a logged change: the kill fell after a frame was
     * forced (the answer, decision 0031) and before its files were all applied.
     */
    int finishedOnOpen() {
        return finishedOnOpen;
    }

    /**
     * How many transactions of the writer the folder holds, after checking that the history, the
     * match rows and the status record all say the same number.
     */
    private long transactionsOf(int kill, StormPlan.Writer writer, LoadedTournament folder) throws IOException {
        String at = "kill " + kill + ", " + writer.name() + " in " + writer.competition() + ": ";
        CompetitionState state = folder.competition(writer.competition()).flatMap(c -> c.state())
                .orElseThrow(() -> new AssertionError(at + "the competition does not load"));
        long n = historyCount(at, writer);
        for (String matchId : writer.matches()) {
            MatchResult match = state.findMatch(matchId).orElseThrow(() -> new AssertionError(at + matchId + " is gone"));
            long expected = writer.lastTouching(matchId, n);
            Optional<StormTag> tag = StormTag.inText(match.verdict().decisionReason());
            assertEquals(expected, tag.map(StormTag::number).orElse(0L), at + "match " + matchId
                    + " must reflect the last of the " + n + " transactions in its history that touched it");
        }
        List<CompetitorStatus> records = state.statuses().stream()
                .filter(s -> StormTag.inText(s.reason()).filter(t -> t.writer().equals(writer.name())).isPresent())
                .toList();
        if (n == 0) {
            assertEquals(List.of(), records, at + "a status record without its history line");
        } else {
            assertEquals(1, records.size(), at + "one status record per writer: " + records);
            assertEquals(n, StormTag.inText(records.get(0).reason()).orElseThrow().number(),
                    at + "the status record must be the last transaction's");
            assertEquals(writer.matchOf(n), records.get(0).matchId(), at + "the status record names the last match");
        }
        if (writer.name().equals(StormWithdrawal.ROSTER_WRITER) && !state.players().isEmpty()) {
            // The roster is replaced before the log commits the rest, so it may be one ahead, never behind.
            List<Long> roster = state.players().stream()
                    .flatMap(p -> StormWithdrawal.rosterTag(p, writer.name()).stream()).map(StormTag::number).toList();
            assertTrue(roster.size() <= 1, at + "one roster row carries the writer's note: " + roster);
            long found = roster.isEmpty() ? 0 : roster.get(0);
            assertTrue(found == n || found == n + 1, at + "the roster row says transaction " + found
                    + " where the match, status and history say " + n);
        }
        return n;
    }

    /** The writer's history lines over all its matches must be transactions 1..n, each once, each in its match's file. */
    private long historyCount(String at, StormPlan.Writer writer) throws IOException {
        Set<Long> numbers = new HashSet<>();
        for (String matchId : writer.matches()) {
            List<Long> inFile = new ArrayList<>();
            for (var entry : StormFolder.history(root, writer.competition(), matchId)) {
                StormTag.ofKey(entry.asked().key()).filter(t -> t.writer().equals(writer.name()))
                        .ifPresent(t -> inFile.add(t.number()));
            }
            for (int i = 0; i < inFile.size(); i++) {
                long number = inFile.get(i);
                assertEquals(matchId, writer.matchOf(number), at + "transaction " + number + " in the wrong history file");
                assertTrue(i == 0 || number > inFile.get(i - 1), at + "history of " + matchId + " out of order: " + inFile);
                assertTrue(numbers.add(number), at + "transaction " + number + " has two history lines");
            }
        }
        long n = numbers.size();
        for (long i = 1; i <= n; i++) {
            assertTrue(numbers.contains(i), at + "history holds " + numbers + ", with transaction " + i + " missing");
        }
        return n;
    }
}
