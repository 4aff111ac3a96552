package taikai.model.competition;

import taikai.model.Copies;

/**
 * How pools are formed and who leaves them (spec section 2, file-formats "config.md keys":
 * pool_format, pool_size, pool_size_mode, pool_winners, extra_qualifiers, round_robin).
 */
public record PoolRules(
        /** full or partial */ String format,
        int size,
        /** max means a maximum, anything else a minimum */ String sizeMode,
        /** 0 or less reads as 2 */ int winners,
        /** empty, larger-pools or fill-bracket */ String extraQualifiers,
        boolean roundRobin) {

    public static final PoolRules DEFAULT = new PoolRules("", 0, "", 0, "", false);

    public PoolRules {
        format = Copies.text(format);
        sizeMode = Copies.text(sizeMode);
        extraQualifiers = Copies.text(extraQualifiers);
    }

    /** Pool winners who qualify per pool: 0 or less reads as 2 (file-formats). */
    public int effectiveWinners() {
        return winners <= 0 ? 2 : winners;
    }

    public PoolRules withFormat(String value) {
        return new PoolRules(value, size, sizeMode, winners, extraQualifiers, roundRobin);
    }

    public PoolRules withSize(int value) {
        return new PoolRules(format, value, sizeMode, winners, extraQualifiers, roundRobin);
    }

    public PoolRules withSizeMode(String value) {
        return new PoolRules(format, size, value, winners, extraQualifiers, roundRobin);
    }

    public PoolRules withWinners(int value) {
        return new PoolRules(format, size, sizeMode, value, extraQualifiers, roundRobin);
    }

    public PoolRules withExtraQualifiers(String value) {
        return new PoolRules(format, size, sizeMode, winners, value, roundRobin);
    }

    public PoolRules withRoundRobin(boolean value) {
        return new PoolRules(format, size, sizeMode, winners, extraQualifiers, value);
    }
}
