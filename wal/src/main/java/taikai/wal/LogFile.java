package taikai.wal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongFunction;
import java.util.zip.CRC32C;
import taikai.wal.file.FileOps;

/**
 * The log file {@code .wal/taikai.log}: a header, then one frame per committed transaction in
 * sequence order (decision 0016). All integers big-endian.
 *
 * <pre>
 * offset 0    8 bytes  magic "TAIKAIL1"
 * offset 8    int64    the sequence of the first frame of this generation
 * offset 16   int32    CRC-32C of bytes 0 to 16
 * offset 20   12 bytes zeros
 * offset 32   frames ({@link RecordCodec#encodeLogged}), the k-th holding sequence first + k
 * </pre>
 *
 * <p>A commit writes its frame at the end of the current generation and forces the file's data
 * ({@code fdatasync}), which is the commit. A checkpoint starts a new generation by writing a new
 * header in place, so the file is written over from the start again instead of growing: once it
 * has reached its working size an append changes no metadata and its force is one disk write, the
 * way SQLite's and PostgreSQL's logs are reused. The frames of earlier generations left behind
 * never hold the next expected sequence, so a read stops at the first of them, as it does at zeros,
 * a torn frame or garbage.
 *
 * <p>Forces are shared: a commit whose frame a force by another commit has already covered does not
 * force again. After a force fails, no frame after the last good force is confirmed any more (the
 * kernel may have dropped the pages it could not write), so every later force refuses until the
 * log is replayed and a new generation begun.
 */
final class LogFile {

    static final String NAME = "taikai.log";
    static final int HEADER_BYTES = 32;
    private static final byte[] MAGIC = "TAIKAIL1".getBytes(StandardCharsets.US_ASCII);

    private final Path file;
    private final FileOps ops;
    private final Object appendLock = new Object();
    private final Object forceLock = new Object();
    private long end = HEADER_BYTES;
    private long nextSequence;
    private int frames;
    private long forcedTo;
    private boolean absent;
    private volatile boolean createdUnforced;
    private volatile boolean failed;
    /** The file held open for the current generation's appends and forces; null until the first. */
    private FileOps.OpenFile held;

    /** What a read of the log found: the frames of the current generation, in order. */
    record Content(long firstSequence, List<List<Step>> records, boolean headerDamaged) {
        long nextSequence() {
            return firstSequence + records.size();
        }
    }

    LogFile(Path file, FileOps ops) {
        this.file = file;
        this.ops = ops;
    }

    Path path() {
        return file;
    }

    /**
     * Reads every intact frame of the current generation. A damaged header (a torn header write)
     * leaves the generation unknown: the frames are then taken from the first intact one on, which
     * at worst brings back frames an earlier checkpoint had finished, and a replay of those finds
     * their files already done.
     */
    static Content read(Path file) throws IOException {
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return new Content(1, List.of(), false);
        }
        // Frame by frame: the file keeps the size its busiest generation reached, while the current
        // generation is usually short or empty.
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            Long first = headerSequence(readAt(channel, 0, (int) Math.min(size, HEADER_BYTES)));
            boolean damaged = first == null;
            if (damaged) {
                byte[] frame = frameAt(channel, HEADER_BYTES, size);
                if (frame == null || frame.length < RecordCodec.FRAME_BYTES + Long.BYTES) {
                    return new Content(1, List.of(), size > 0);
                }
                first = ByteBuffer.wrap(frame).getLong(RecordCodec.LOGGED_MAGIC.length + Integer.BYTES);
            }
            List<List<Step>> records = new ArrayList<>();
            long at = HEADER_BYTES;
            for (long sequence = first; ; sequence++) {
                byte[] bytes = frameAt(channel, at, size);
                RecordCodec.Frame frame = bytes == null ? null : RecordCodec.readFrame(bytes, 0, sequence);
                if (frame == null) {
                    return new Content(first, records, damaged);
                }
                records.add(frame.steps());
                at += frame.length();
            }
        }
    }

    /** The bytes of the frame that starts at {@code at} as far as its length field tells, or null. */
    private static byte[] frameAt(FileChannel channel, long at, long size) throws IOException {
        if (size - at < RecordCodec.FRAME_BYTES) {
            return null;
        }
        byte[] start = readAt(channel, at, RecordCodec.LOGGED_MAGIC.length + Integer.BYTES);
        if (!Arrays.equals(start, 0, RecordCodec.LOGGED_MAGIC.length, RecordCodec.LOGGED_MAGIC, 0,
                RecordCodec.LOGGED_MAGIC.length)) {
            return null;
        }
        int length = ByteBuffer.wrap(start).getInt(RecordCodec.LOGGED_MAGIC.length);
        if (length < 0 || length > size - at - RecordCodec.FRAME_BYTES) {
            return null;
        }
        return readAt(channel, at, RecordCodec.FRAME_BYTES + length);
    }

    private static byte[] readAt(FileChannel channel, long at, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, at + buffer.position()) < 0) {
                return Arrays.copyOf(buffer.array(), buffer.position());
            }
        }
        return buffer.array();
    }

    private static Long headerSequence(byte[] bytes) {
        if (bytes.length < HEADER_BYTES || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CRC32C crc = new CRC32C();
        crc.update(bytes, 0, 16);
        return in.getInt(16) == (int) crc.getValue() ? in.getLong(8) : null;
    }

    /**
     * Begins a new generation whose first frame will hold {@code sequence}: writes the header in
     * place and forces it. When there is no log file yet, nothing is written: the first commit
     * creates it, so opening a folder that nothing writes to (a check, a look at a copy) leaves it as
     * it was. Only called while no commit runs.
     */
    void begin(long sequence) throws IOException {
        boolean exists = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
        if (exists) {
            ops.writeAt(file, 0, header(sequence));
            ops.forceData(file);
        }
        release();
        synchronized (appendLock) {
            end = HEADER_BYTES;
            nextSequence = sequence;
            frames = 0;
            absent = !exists;
        }
        synchronized (forceLock) {
            forcedTo = HEADER_BYTES;
            failed = false;
        }
    }

    /**
     * Writes the frame {@code encode} makes for the next sequence at the end of the generation and
     * returns where the frame ends; {@link #force} then makes it the commit. The frame is not
     * confirmed until then.
     */
    long append(LongFunction<byte[]> encode) throws IOException {
        synchronized (appendLock) {
            if (failed) {
                throw refused();
            }
            byte[] frame = encode.apply(nextSequence);
            if (!absent && held == null && !Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                // Deleted since the generation began (by a person): it starts again with this frame.
                // What the frames it held changed is forced at the next checkpoint, as it would be.
                absent = true;
                end = HEADER_BYTES;
            }
            if (absent) {
                // The first change ever logged in this folder creates the file; its force then has
                // to make the new name durable too.
                byte[] first = ByteBuffer.allocate(HEADER_BYTES + frame.length).put(header(nextSequence)).put(frame)
                        .array();
                ops.writeNew(file, first);
                absent = false;
                createdUnforced = true;
            } else {
                held().writeAt(end, frame);
            }
            end += frame.length;
            nextSequence++;
            frames++;
            return end;
        }
    }

    /** Forces the log at least up to {@code upTo}, sharing the force with commits that wait alongside. */
    void force(long upTo) throws IOException {
        synchronized (forceLock) {
            if (failed) {
                throw refused();
            }
            if (forcedTo >= upTo && !createdUnforced) {
                return;
            }
            long target;
            synchronized (appendLock) {
                target = end;
            }
            try {
                if (createdUnforced) {
                    ops.forceFile(file);
                    ops.forceDirectory(file.getParent());
                    createdUnforced = false;
                } else {
                    held().forceData();
                }
            } catch (IOException | RuntimeException e) {
                failed = true;
                throw e;
            }
            forcedTo = target;
        }
    }

    /** The file held open for this generation, opened by its first use: one open, not two per commit. */
    private FileOps.OpenFile held() throws IOException {
        synchronized (appendLock) {
            if (held == null) {
                held = ops.open(file);
            }
            return held;
        }
    }

    /**
     * Lets the file go: at the start of every generation and when the log is closed, so a log that
     * falls idle holds no open file. Every frame it wrote was forced or is settled by a replay, so a
     * close that fails loses nothing.
     */
    private void release() {
        synchronized (appendLock) {
            if (held == null) {
                return;
            }
            try {
                held.close();
            } catch (IOException e) {
                // Nothing to do: the next generation opens the file afresh.
            }
            held = null;
        }
    }

    private static byte[] header(long sequence) {
        byte[] header = ByteBuffer.allocate(HEADER_BYTES).put(MAGIC).putLong(sequence).array();
        CRC32C crc = new CRC32C();
        crc.update(header, 0, 16);
        ByteBuffer.wrap(header).putInt(16, (int) crc.getValue());
        return header;
    }

    /** Marks the log as needing a replay before anything more is confirmed. */
    void fail() {
        failed = true;
    }

    long nextSequence() {
        synchronized (appendLock) {
            return nextSequence;
        }
    }

    int frames() {
        synchronized (appendLock) {
            return frames;
        }
    }

    long bytes() {
        synchronized (appendLock) {
            return end;
        }
    }

    /**
     * Cuts the file back to its header when the generation holds nothing, so a folder at rest does not
     * carry the megabytes its busiest generation reached; the next commits grow it again. Only called
     * while no commit runs.
     */
    void shrink() throws IOException {
        release();
        synchronized (appendLock) {
            if (frames > 0 || absent || !Files.exists(file, LinkOption.NOFOLLOW_LINKS)
                    || Files.size(file) <= HEADER_BYTES) {
                return;
            }
            ops.truncate(file, HEADER_BYTES);
            ops.forceFile(file);
        }
    }

    private IOException refused() {
        return new IOException("An earlier change could not be forced to disk, so the log takes no more until it "
                + "has been replayed.");
    }
}
