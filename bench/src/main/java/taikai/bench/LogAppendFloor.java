package taikai.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * The floor of a log kept the way SQLite keeps its write-ahead log: one file, written in place at
 * the next offset and forced without its metadata ({@code fdatasync}), reused from the start once
 * full, so no write creates, renames or grows a file. One record of the write road's log size per write.
 */
final class LogAppendFloor implements AutoCloseable {
    private static final int RECORDS_BEFORE_REUSE = 64;

    private final FileChannel channel;
    private final byte[] record;
    private long written;

    LogAppendFloor(Path file, int recordBytes) throws IOException {
        channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        record = new byte[Math.max(1, recordBytes)];
        Arrays.fill(record, (byte) 'x');
        // Laid out and forced once, so a write never grows the file.
        for (int i = 0; i < RECORDS_BEFORE_REUSE; i++) {
            writeAt((long) i * record.length);
        }
        channel.force(true);
    }

    void write() throws IOException {
        writeAt((written++ % RECORDS_BEFORE_REUSE) * record.length);
        channel.force(false);
    }

    private void writeAt(long offset) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(record);
        long position = offset;
        while (buffer.hasRemaining()) {
            position += channel.write(buffer, position);
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
