package taikai.model.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import org.junit.jupiter.api.Test;

/** A clock time read digit by digit orders exactly as the formatter reads it, and other texts as before. */
class ScheduledTimeTest {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("H:mm[:ss]");

    @Test
    void everyClockShapedTextReadsAsTheFormatterReadsIt() {
        for (int h = 0; h <= 30; h++) {
            for (int m = 0; m <= 61; m++) {
                for (String text : new String[] {h + ":" + two(m), two(h) + ":" + two(m), two(h) + ":" + two(m) + ":" + two(m % 62)}) {
                    ScheduledTime read = ScheduledTime.of(text);
                    try {
                        int seconds = LocalTime.parse(text, CLOCK).toSecondOfDay();
                        assertEquals(new ScheduledTime(0, seconds, text), read, text);
                    } catch (DateTimeParseException notClock) {
                        assertEquals(new ScheduledTime(1, 0, text), read, text);
                    }
                }
            }
        }
    }

    @Test
    void otherTextsStillGoThroughTheDateTimeParsers() {
        assertEquals(0, ScheduledTime.of("009:30").kind(), "more hour digits, as the formatter allows");
        assertEquals(0, ScheduledTime.of("2027-03-14T09:30").kind());
        assertEquals(0, ScheduledTime.of("2027-03-14T09:30+01:00").kind());
        assertEquals(1, ScheduledTime.of("after lunch").kind());
        assertEquals(2, ScheduledTime.of(" ").kind());
        assertTrue(ScheduledTime.of("9:05").compareTo(ScheduledTime.of("10:00")) < 0);
        assertTrue(ScheduledTime.of("23:59").compareTo(ScheduledTime.of("24:10")) < 0, "past midnight sorts after the day");
    }

    private static String two(int n) {
        return n < 10 ? "0" + n : Integer.toString(n);
    }
}
