package taikai.generator;

import java.util.SplittableRandom;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Ids made from a seed instead of the system's random source, so the same seed writes the same
 * folder: lowercase UUID v4 strings, the shape file-formats gives participant ids, and the 16 hex
 * digits a sponsor logo is named with.
 */
public final class SeededIds implements Supplier<String> {
    private static final long VERSION_MASK = 0xffffffffffff0fffL;
    private static final long VERSION_4 = 0x0000000000004000L;
    private static final long VARIANT_MASK = 0x3fffffffffffffffL;
    private static final long VARIANT_IETF = 0x8000000000000000L;

    private final SplittableRandom random;

    public SeededIds(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** The next UUID v4, lowercase. */
    @Override
    public String get() {
        long high = (random.nextLong() & VERSION_MASK) | VERSION_4;
        long low = (random.nextLong() & VARIANT_MASK) | VARIANT_IETF;
        return new UUID(high, low).toString();
    }

    /** Sixteen lowercase hex digits. */
    public String hex16() {
        return String.format("%016x", random.nextLong());
    }
}
