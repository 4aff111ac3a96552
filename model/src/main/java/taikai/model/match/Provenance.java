package taikai.model.match;

import java.util.SortedMap;
import taikai.model.Copies;

/**
 * Where a result came from and when each part of it last changed (spec section 5: concurrent
 * changes merge per field group by the time they were made).
 */
public record Provenance(
        ResultSource resultSource,
        String correctionReason,
        boolean reopenPending,
        /** server Unix milliseconds; 0 = unstamped */ long modifiedAt,
        /** field group to the time of its last applied change */ SortedMap<String, Long> groupStamps) {

    public static final Provenance NONE = new Provenance(ResultSource.NONE, "", false, 0L, null);

    public Provenance {
        resultSource = resultSource == null ? ResultSource.NONE : resultSource;
        correctionReason = Copies.text(correctionReason);
        groupStamps = Copies.sorted(groupStamps);
    }

    public Provenance withResultSource(ResultSource value) {
        return new Provenance(value, correctionReason, reopenPending, modifiedAt, groupStamps);
    }

    public Provenance withCorrectionReason(String value) {
        return new Provenance(resultSource, value, reopenPending, modifiedAt, groupStamps);
    }

    public Provenance withReopenPending(boolean value) {
        return new Provenance(resultSource, correctionReason, value, modifiedAt, groupStamps);
    }

    public Provenance withModifiedAt(long value) {
        return new Provenance(resultSource, correctionReason, reopenPending, value, groupStamps);
    }

    public Provenance withGroupStamps(SortedMap<String, Long> value) {
        return new Provenance(resultSource, correctionReason, reopenPending, modifiedAt, value);
    }
}
