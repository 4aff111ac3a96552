package taikai.app.hall.client;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.FileOps;

/**
 * The outbox's answered tail (decision 0030): the entries the hall laptop answered in the last
 * {@link #KEPT_MILLIS} (at most {@link #KEPT_ENTRIES}), kept beside the outbox in {@value #FILE} so that,
 * when a standby laptop is promoted to hall, they can be sent to it again: what its copy lacks is
 * applied, the rest is answered as a duplicate from the match's history. One line per answered
 * entry, in the outbox journal's line format ({@code op "answered"}, the entry and {@code answeredAt}),
 * each forced before the answer is passed on; the file is rewritten with only the kept entries once
 * it holds twice as many lines.
 */
final class AnsweredTail {
    static final String FILE = "outbox-answered.jsonl";
    static final int KEPT_ENTRIES = 500;
    static final long KEPT_MILLIS = 10 * 60_000;
    /** The outcomes of entries that landed (spec section 5): only these are worth sending again. */
    private static final Set<String> LANDED = Set.of("applied", "partly_applied", "duplicate", "held");

    /** An answered entry as it was last sent, and when (device clock) it was answered. */
    record Answered(PendingEntry entry, long answeredAt) {
    }

    private final Path file;
    private final FileOps ops;
    private final AtomicFile atomicFile;
    private final Map<String, Answered> kept;
    private long bytes;
    private int lines;
    private boolean mustRewrite;

    private AnsweredTail(Path file, FileOps ops, Map<String, Answered> kept, long bytes) {
        this.file = file;
        this.ops = ops;
        this.atomicFile = new AtomicFile(ops, BusyRetry.STANDARD);
        this.kept = kept;
        this.bytes = bytes;
        this.lines = kept.size();
    }

    /**
     * Reads the tail beside the outbox. It never keeps an outbox from opening: a tail that cannot be read
     * or rewritten starts again empty, which narrows only what a later promotion sends again.
     */
    static AnsweredTail open(Path folder, FileOps ops) {
        Path file = folder.resolve(FILE);
        Map<String, Answered> kept = new LinkedHashMap<>();
        boolean clean = false;
        long bytes = 0;
        try {
            byte[] content = Files.exists(file) ? Files.readAllBytes(file) : new byte[0];
            String text = new String(content, StandardCharsets.UTF_8);
            kept = OutboxJournal.replayAnswered(text);
            bytes = content.length;
            clean = text.isEmpty() || text.endsWith("\n") && text.split("\n").length == kept.size();
        } catch (IOException e) {
            kept.clear();
        }
        AnsweredTail tail = new AnsweredTail(file, ops, kept, bytes);
        tail.mustRewrite = !clean; // a line a crash cut off, or entries answered twice
        return tail;
    }

    /** Keeps an entry the hall laptop answered with {@code how}, when it landed. */
    void keep(PendingEntry entry, String how, long answeredAt) throws IOException {
        if (!LANDED.contains(how)) {
            return;
        }
        kept.remove(entry.key());
        kept.put(entry.key(), new Answered(entry, answeredAt));
        if (mustRewrite) {
            rewrite();
            return;
        }
        byte[] line = OutboxJournal.answered(entry, answeredAt).getBytes(StandardCharsets.UTF_8);
        try {
            ops.writeAt(file, bytes, line);
            ops.forceFile(file);
        } catch (IOException e) {
            mustRewrite = true;
            throw e;
        }
        bytes += line.length;
        lines++;
        if (lines > 2 * KEPT_ENTRIES) {
            trim(answeredAt);
            rewrite();
        }
    }

    /** The entries answered since {@code now - KEPT_MILLIS}, at most {@link #KEPT_ENTRIES}, oldest first. */
    List<PendingEntry> recent(long now) {
        trim(now);
        List<PendingEntry> entries = new ArrayList<>();
        kept.values().forEach(a -> entries.add(a.entry()));
        return entries;
    }

    private void trim(long now) {
        kept.values().removeIf(a -> a.answeredAt() < now - KEPT_MILLIS);
        var oldest = kept.keySet().iterator();
        for (int over = kept.size() - KEPT_ENTRIES; over > 0; over--) {
            oldest.next();
            oldest.remove();
        }
    }

    private void rewrite() throws IOException {
        StringBuilder text = new StringBuilder();
        for (Answered a : new LinkedHashMap<>(kept).values()) {
            text.append(OutboxJournal.answered(a.entry(), a.answeredAt()));
        }
        byte[] content = text.toString().getBytes(StandardCharsets.UTF_8);
        mustRewrite = true;
        atomicFile.replace(file, content);
        bytes = content.length;
        lines = kept.size();
        mustRewrite = false;
    }
}
