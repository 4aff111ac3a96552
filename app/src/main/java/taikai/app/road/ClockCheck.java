package taikai.app.road;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * Spec section 5, the clock paragraphs: a time further in the future than a few seconds cannot be
 * right, so the write is refused and reported rather than trusted (it would freeze the match) or
 * treated as unstamped (it would silently overwrite a newer result). The check runs when the
 * write arrives, so a write that waited in an outbox escapes it by the time it waited.
 */
public final class ClockCheck {
    /** A little drift is ordinary: a device learns the server time over the network. */
    public static final long DEFAULT_TOLERANCE_MILLIS = 5_000;

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneOffset.UTC);

    private final long toleranceMillis;

    public ClockCheck(long toleranceMillis) {
        if (toleranceMillis < 0) {
            throw new IllegalArgumentException("The clock tolerance cannot be negative.");
        }
        this.toleranceMillis = toleranceMillis;
    }

    /** The sentence for the operator when {@code madeAt} is impossible at {@code nowMillis}; empty when the time is fine. */
    public Optional<String> refusal(Long madeAt, long nowMillis) {
        if (madeAt != null && madeAt < 0) {
            // A time before 1970 is no clock's reading; taken as given it would be held against every result.
            return Optional.of("The time this change says it was made is before 1970, which no clock reads, so"
                    + " nothing was recorded. Set this device's clock from the hall laptop and enter the result once"
                    + " more.");
        }
        // Compared without a subtraction that can overflow: a stamp near the smallest number is no future time.
        if (madeAt == null || madeAt <= nowMillis || madeAt - nowMillis <= toleranceMillis) {
            return Optional.empty();
        }
        long aheadSeconds = (madeAt - nowMillis) / 1000;
        return Optional.of("This device's clock is " + aheadSeconds + " seconds ahead of the hall laptop ("
                + CLOCK.format(Instant.ofEpochMilli(madeAt)) + " against " + CLOCK.format(Instant.ofEpochMilli(nowMillis))
                + " UTC), so nothing was recorded. The clock has been set again from the hall laptop;"
                + " enter the result once more.");
    }

    /**
     * The clock-wrong answer when {@code madeAt} is impossible at {@code nowMillis}, said by code
     * ({@code clock_before_1970}, or {@code clock_ahead} with the seconds and both clocks); empty when
     * the time is fine.
     */
    public Optional<Answer> answer(Long madeAt, long nowMillis) {
        return refusal(madeAt, nowMillis).map(sentence -> madeAt < 0
                ? Answer.clockWrong(sentence, nowMillis).saidAs("clock_before_1970")
                : Answer.clockWrong(sentence, nowMillis).saidAs("clock_ahead", String.valueOf((madeAt - nowMillis) / 1000),
                        CLOCK.format(Instant.ofEpochMilli(madeAt)), CLOCK.format(Instant.ofEpochMilli(nowMillis))));
    }

    public long toleranceMillis() {
        return toleranceMillis;
    }
}
