package taikai.wal;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The bytes of one record, one transaction per record. All integers big-endian. A record of the
 * first format ({@code TAIKAIW1}) is a whole file in {@code .wal/}, as older versions wrote them;
 * a record of the second ({@code TAIKAIW2}) is one frame of the log file ({@link LogFile}) and
 * carries, for every step but an append, the fingerprint of what the file held when it was logged
 * (decision 0016).
 *
 * <pre>
 * offset 0     8 bytes   magic "TAIKAIW1" or "TAIKAIW2"
 * offset 8     int32     N, the payload length in bytes
 * offset 12    N bytes   payload
 * offset 12+N  int32     CRC-32C of the 4 length bytes and the N payload bytes
 * file length  exactly 16 + N
 *
 * payload:  int64 sequence, int32 step count, then each step:
 *   int8 kind, path
 *   kind 1 replace:      int32 n, n bytes (the whole new file)
 *   kind 2 append:       int64 offset (file length the append was planned at), int32 n, n bytes
 *   kind 3 delete:       nothing more
 *   kind 4 rename aside: target path
 * path: int32 n, n bytes UTF-8, relative to the data folder with forward slashes
 * TAIKAIW2 adds after the path of a replace, a delete and a rename aside:
 *   fingerprint: int64 length (-1 for no file), int32 CRC-32C, int32 CRC-32 of the file found
 * </pre>
 *
 * As in ZooKeeper's transaction log the checksum covers the length too, so a length damaged into
 * a plausible value is caught; the checksum sits last so a record cut anywhere fails it. Anything
 * other than exactly one whole record (a short file, trailing garbage or zeros, a checksum or
 * sequence mismatch, a path leaving the folder) is reported as damaged and never applied.
 */
final class RecordCodec {

    static final byte[] MAGIC = "TAIKAIW1".getBytes(StandardCharsets.US_ASCII);
    static final byte[] LOGGED_MAGIC = "TAIKAIW2".getBytes(StandardCharsets.US_ASCII);
    static final int FRAME_BYTES = MAGIC.length + Integer.BYTES + Integer.BYTES;

    private RecordCodec() {
    }

    /** A record of the first format, a file of its own. */
    static byte[] encode(long sequence, List<Step> steps) {
        return frame(MAGIC, sequence, steps, false);
    }

    /** A record of the second format, a frame of the log; every step but an append carries its fingerprint. */
    static byte[] encodeLogged(long sequence, List<Step> steps) {
        return frame(LOGGED_MAGIC, sequence, steps, true);
    }

    /** The whole frame, written once into an array of its exact size: a frame holds whole files. */
    private static byte[] frame(byte[] magic, long sequence, List<Step> steps, boolean fingerprints) {
        List<byte[]> paths = new ArrayList<>(steps.size());
        int payloadLength = Long.BYTES + Integer.BYTES;
        for (Step step : steps) {
            byte[] path = step.path().value().getBytes(StandardCharsets.UTF_8);
            paths.add(path);
            payloadLength += 1 + Integer.BYTES + path.length;
            if (fingerprints && step.kind() != Step.Kind.APPEND) {
                payloadLength += Long.BYTES + 2 * Integer.BYTES;
            }
            payloadLength += switch (step.kind()) {
                case REPLACE -> Integer.BYTES + step.bytes().length;
                case APPEND -> Long.BYTES + Integer.BYTES + step.bytes().length;
                case DELETE -> 0;
                case RENAME_ASIDE -> Integer.BYTES + step.target().value().getBytes(StandardCharsets.UTF_8).length;
            };
        }
        ByteBuffer out = ByteBuffer.allocate(FRAME_BYTES + payloadLength);
        out.put(magic).putInt(payloadLength).putLong(sequence).putInt(steps.size());
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            out.put((byte) step.kind().code);
            putBytes(out, paths.get(i));
            if (fingerprints && step.kind() != Step.Kind.APPEND) {
                Fingerprint before = step.before() == null ? Fingerprint.ABSENT : step.before();
                out.putLong(before.length()).putInt(before.crc32c()).putInt(before.crc32());
            }
            switch (step.kind()) {
                case REPLACE -> putBytes(out, step.bytes());
                case APPEND -> {
                    out.putLong(step.offset());
                    putBytes(out, step.bytes());
                }
                case DELETE -> { }
                case RENAME_ASIDE -> putBytes(out, step.target().value().getBytes(StandardCharsets.UTF_8));
            }
        }
        out.putInt(checksum(out.array(), 0, payloadLength));
        return out.array();
    }

    private static void putBytes(ByteBuffer out, byte[] bytes) {
        out.putInt(bytes.length).put(bytes);
    }

    /** One frame read from the log: its record's steps and how many bytes it took. */
    record Frame(List<Step> steps, int length) {
    }

    /**
     * The whole, intact second-format frame of {@code sequence} at {@code at}, or null when what
     * is there is anything else: the log's end, zeros, a torn or stale frame, garbage.
     */
    static Frame readFrame(byte[] log, int at, long sequence) {
        if (at < 0 || log.length - at < FRAME_BYTES
                || !Arrays.equals(log, at, at + LOGGED_MAGIC.length, LOGGED_MAGIC, 0, LOGGED_MAGIC.length)) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(log);
        int length = in.getInt(at + LOGGED_MAGIC.length);
        if (length < 0 || length > log.length - at - FRAME_BYTES) {
            return null;
        }
        if (in.getInt(at + LOGGED_MAGIC.length + Integer.BYTES + length) != checksum(log, at, length)) {
            return null;
        }
        try {
            ByteBuffer payload = ByteBuffer.wrap(log, at + LOGGED_MAGIC.length + Integer.BYTES, length).slice();
            return new Frame(steps(payload, sequence, true), FRAME_BYTES + length);
        } catch (DamagedRecordException | BufferUnderflowException | IllegalArgumentException e) {
            return null;
        }
    }

    static List<Step> decode(byte[] file, long expectedSequence) throws DamagedRecordException {
        if (file.length < FRAME_BYTES) {
            throw new DamagedRecordException("it is " + file.length + " bytes long, shorter than any record");
        }
        boolean logged = Arrays.equals(file, 0, LOGGED_MAGIC.length, LOGGED_MAGIC, 0, LOGGED_MAGIC.length);
        if (!logged && !Arrays.equals(file, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new DamagedRecordException("it does not start with the record marker");
        }
        ByteBuffer in = ByteBuffer.wrap(file);
        int length = in.getInt(MAGIC.length);
        if (length < 0 || length != file.length - FRAME_BYTES) {
            throw new DamagedRecordException("its length field says " + length + " payload bytes but the file holds "
                    + (file.length - FRAME_BYTES));
        }
        if (in.getInt(file.length - Integer.BYTES) != checksum(file, 0, length)) {
            throw new DamagedRecordException("its checksum does not match its content");
        }
        ByteBuffer payload = ByteBuffer.wrap(file, MAGIC.length + Integer.BYTES, length).slice();
        try {
            return steps(payload, expectedSequence, logged);
        } catch (BufferUnderflowException | IllegalArgumentException e) {
            throw new DamagedRecordException("its content does not parse (" + e + ")");
        }
    }

    private static int checksum(byte[] bytes, int frameStart, int payloadLength) {
        CRC32C crc = new CRC32C();
        crc.update(bytes, frameStart + MAGIC.length, Integer.BYTES + payloadLength);
        return (int) crc.getValue();
    }

    private static List<Step> steps(ByteBuffer in, long expectedSequence, boolean fingerprints)
            throws DamagedRecordException {
        long sequence = in.getLong();
        if (sequence != expectedSequence) {
            throw new DamagedRecordException("it holds sequence " + sequence + " but is named for " + expectedSequence);
        }
        int count = in.getInt();
        if (count < 1 || count > in.remaining()) {
            throw new DamagedRecordException("it claims " + count + " operations");
        }
        List<Step> steps = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Step.Kind kind = Step.Kind.ofCode(in.get());
            if (kind == null) {
                throw new DamagedRecordException("operation " + (i + 1) + " is of an unknown kind");
            }
            RelativePath path = readPath(in);
            Fingerprint before = fingerprints && kind != Step.Kind.APPEND
                    ? new Fingerprint(in.getLong(), in.getInt(), in.getInt()) : null;
            Step step = switch (kind) {
                case REPLACE -> Step.replace(path, readBytes(in));
                case APPEND -> Step.append(path, nonNegative(in.getLong()), readBytes(in));
                case DELETE -> Step.delete(path);
                case RENAME_ASIDE -> Step.renameAside(path, readPath(in));
            };
            steps.add(before == null ? step : step.foundBefore(before));
        }
        if (in.hasRemaining()) {
            throw new DamagedRecordException(in.remaining() + " bytes follow the last operation");
        }
        return steps;
    }

    private static RelativePath readPath(ByteBuffer in) {
        return new RelativePath(new String(readBytes(in), StandardCharsets.UTF_8));
    }

    private static byte[] readBytes(ByteBuffer in) {
        int length = in.getInt();
        if (length < 0 || length > in.remaining()) {
            throw new IllegalArgumentException("a length of " + length + " bytes with " + in.remaining() + " left");
        }
        byte[] bytes = new byte[length];
        in.get(bytes);
        return bytes;
    }

    private static long nonNegative(long offset) {
        if (offset < 0) {
            throw new IllegalArgumentException("a negative append offset " + offset);
        }
        return offset;
    }
}
