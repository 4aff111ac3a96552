package taikai.model.tournament;

import taikai.model.Copies;

/**
 * The shape of the tournament's days, which the schedule is worked out from (file-formats
 * "tournament.md keys": duration_days, opening_time, closing_time, opening_block, lunch_block,
 * closing_block, clock_to_elapsed_multiplier, slowest_court_buffer_pct). Boxed values are null when
 * their key is absent; {@code effective...} gives the documented default, never written back.
 */
public record DayPlan(
        /** 1-30; null = 1 */ Integer durationDays,
        /** HH:MM */ String openingTime,
        /** HH:MM */ String closingTime,
        /** a duration such as 30m */ String openingBlock,
        String lunchBlock,
        String closingBlock,
        /** null = 1.5 */ Double clockToElapsedMultiplier,
        /** null = 10 */ Integer slowestCourtBufferPct) {

    public static final DayPlan UNSET = new DayPlan(null, "", "", "", "", "", null, null);

    public DayPlan {
        openingTime = Copies.text(openingTime);
        closingTime = Copies.text(closingTime);
        openingBlock = Copies.text(openingBlock);
        lunchBlock = Copies.text(lunchBlock);
        closingBlock = Copies.text(closingBlock);
    }

    public int effectiveDurationDays() {
        return durationDays == null ? 1 : durationDays;
    }

    public double effectiveClockToElapsedMultiplier() {
        return clockToElapsedMultiplier == null ? 1.5 : clockToElapsedMultiplier;
    }

    public int effectiveSlowestCourtBufferPct() {
        return slowestCourtBufferPct == null ? 10 : slowestCourtBufferPct;
    }

    public DayPlan withDurationDays(Integer value) {
        return new DayPlan(value, openingTime, closingTime, openingBlock, lunchBlock, closingBlock,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withOpeningTime(String value) {
        return new DayPlan(durationDays, value, closingTime, openingBlock, lunchBlock, closingBlock,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withClosingTime(String value) {
        return new DayPlan(durationDays, openingTime, value, openingBlock, lunchBlock, closingBlock,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withOpeningBlock(String value) {
        return new DayPlan(durationDays, openingTime, closingTime, value, lunchBlock, closingBlock,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withLunchBlock(String value) {
        return new DayPlan(durationDays, openingTime, closingTime, openingBlock, value, closingBlock,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withClosingBlock(String value) {
        return new DayPlan(durationDays, openingTime, closingTime, openingBlock, lunchBlock, value,
                clockToElapsedMultiplier, slowestCourtBufferPct);
    }

    public DayPlan withClockToElapsedMultiplier(Double value) {
        return new DayPlan(durationDays, openingTime, closingTime, openingBlock, lunchBlock, closingBlock, value,
                slowestCourtBufferPct);
    }

    public DayPlan withSlowestCourtBufferPct(Integer value) {
        return new DayPlan(durationDays, openingTime, closingTime, openingBlock, lunchBlock, closingBlock,
                clockToElapsedMultiplier, value);
    }
}
