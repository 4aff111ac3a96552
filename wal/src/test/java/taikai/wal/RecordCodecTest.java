package taikai.wal;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.wal.Snapshot.utf8;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

class RecordCodecTest {

    private static final List<Step> STEPS = List.of(
            Step.replace(new RelativePath("competitions/open/pool-matches.csv"), utf8("id,aka,shiro\n1,a,b\n")),
            Step.append(new RelativePath("competitions/open/history/m1.jsonl"), 4096, utf8("{\"n\":1}\n")),
            Step.delete(new RelativePath("competitions/open/schedule.csv")),
            Step.renameAside(new RelativePath("competitions/open/seeds.csv"),
                    new RelativePath("competitions/open/seeds.csv.broken-1")));

    @Test
    void aRecordReadsBackAsTheStepsItWasWrittenFrom() throws DamagedRecordException {
        assertEquals(STEPS, RecordCodec.decode(RecordCodec.encode(42, STEPS), 42));
    }

    @Test
    void aRecordCutAtAnyLengthIsDamaged() {
        byte[] whole = RecordCodec.encode(7, STEPS);
        for (int length = 0; length < whole.length; length++) {
            byte[] cut = Arrays.copyOf(whole, length);
            assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(cut, 7), "cut at " + length);
        }
    }

    @Test
    void aRecordFollowedByZerosOrGarbageIsDamaged() {
        byte[] whole = RecordCodec.encode(7, STEPS);
        Random random = new Random(11);
        for (int extra = 1; extra <= 64; extra++) {
            byte[] zeros = Arrays.copyOf(whole, whole.length + extra);
            byte[] garbage = Arrays.copyOf(whole, whole.length + extra);
            for (int i = whole.length; i < garbage.length; i++) {
                garbage[i] = (byte) random.nextInt();
            }
            assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(zeros, 7), extra + " zeros");
            assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(garbage, 7), extra + " garbage bytes");
        }
    }

    @Test
    void everySingleBitFlipIsCaughtIncludingInTheLength() {
        byte[] whole = RecordCodec.encode(7, STEPS);
        for (int bit = 0; bit < whole.length * 8; bit++) {
            byte[] flipped = whole.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(flipped, 7), "bit " + bit);
        }
    }

    @Test
    void theChecksumCoversTheLengthFieldNotOnlyThePayload() {
        byte[] whole = RecordCodec.encode(7, STEPS);
        int payloadLength = whole.length - 16;
        // A frame whose trailer is the checksum of the payload alone: a payload-only checksum
        // (the mistake ZooKeeper's format avoids) would accept it.
        CRC32C payloadOnly = new CRC32C();
        payloadOnly.update(whole, 12, payloadLength);
        byte[] forged = whole.clone();
        ByteBuffer.wrap(forged).putInt(whole.length - 4, (int) payloadOnly.getValue());
        DamagedRecordException thrown = assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(forged, 7));
        assertTrue(thrown.getMessage().contains("checksum"), thrown.getMessage());
    }

    @Test
    void aWellFramedRecordWhoseContentDoesNotParseIsDamaged() {
        byte[] path = utf8("a.csv");
        List<byte[]> payloads = List.of(
                payload(7, 0, out -> { }),                                            // no operation
                payload(7, 1, out -> out.put((byte) 9).putInt(path.length).put(path)), // unknown kind
                payload(7, 1, out -> out.put((byte) 3).putInt(path.length).put(path).put((byte) 0)), // a byte too many
                payload(7, 1, out -> out.put((byte) 2).putInt(path.length).put(path).putLong(-1).putInt(0)), // offset < 0
                payload(7, 1, out -> out.put((byte) 1).putInt(path.length).put(path).putInt(1_000)), // bytes missing
                payload(7, 1, out -> out.put((byte) 3).putInt(5).put(utf8("../x")).put((byte) 'y'))); // leaves the folder
        for (int i = 0; i < payloads.size(); i++) {
            byte[] framed = framed(payloads.get(i));
            assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(framed, 7), "payload " + i);
        }
        assertEquals(List.of(Step.delete(new RelativePath("a.csv"))), assertDoesNotThrow(() -> RecordCodec.decode(
                framed(payload(7, 1, out -> out.put((byte) 3).putInt(path.length).put(path))), 7)),
                "the hand-made frame itself is right");
    }

    private static byte[] payload(long sequence, int count, java.util.function.Consumer<ByteBuffer> steps) {
        ByteBuffer out = ByteBuffer.allocate(256).putLong(sequence).putInt(count);
        steps.accept(out);
        return Arrays.copyOf(out.array(), out.position());
    }

    private static byte[] framed(byte[] payload) {
        ByteBuffer out = ByteBuffer.allocate(16 + payload.length).put(RecordCodec.MAGIC).putInt(payload.length).put(payload);
        CRC32C crc = new CRC32C();
        crc.update(out.array(), 8, 4 + payload.length);
        return out.putInt((int) crc.getValue()).array();
    }

    @Test
    void aRecordUnderAnotherSequenceNameIsDamaged() {
        byte[] whole = RecordCodec.encode(7, STEPS);
        assertThrows(DamagedRecordException.class, () -> RecordCodec.decode(whole, 8));
    }

    @Test
    void ownAndForeignRecordNamesNeverMatchEachOther() {
        assertEquals(5, RecordName.sequenceOf(RecordName.of(5)).getAsLong());
        assertEquals("taikai-00000000000000000005.wal", RecordName.of(5));
        assertTrue(RecordName.isForeign("1718099200123456789-9f3a.json"));
        assertTrue(RecordName.sequenceOf("1718099200123456789-9f3a.json").isEmpty());
        assertTrue(!RecordName.isForeign(RecordName.of(5)));
        assertTrue(RecordName.sequenceOf(RecordName.setAside(RecordName.of(5), java.time.Instant.EPOCH)).isEmpty());
    }
}
