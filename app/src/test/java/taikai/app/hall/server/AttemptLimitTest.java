package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/api.md, "Access codes": ten wrong codes a minute from one device, then a wait with a sentence. */
class AttemptLimitTest {
    @TempDir
    Path temp;

    @Test
    void theEleventhWrongCodeInAMinuteWaitsAndSaysHowLong() throws Exception {
        try (HallFixture hall = new HallFixture(temp).start()) {
            String path = Entries.path(hall.matchesOn("A").get(0).id());
            String body = Entries.body("k-guess", null, "s", 1, Entries.score(1));
            for (int i = 0; i < AttemptLimit.FAILURES; i++) {
                assertEquals(401, hall.post(path, "ZZZZ-ZZZ" + "23456789".charAt(i % 8), body).statusCode());
            }
            HttpResponse<String> waiting = hall.post(path, hall.organiserCode, body);
            assertEquals(429, waiting.statusCode(), waiting.body());
            assertTrue(waiting.headers().firstValue("Retry-After").isPresent());
            assertTrue(ServerEdgesTest.sentence(waiting.body()).contains("seconds"), waiting.body());
        }
    }

    @Test
    void theWaitEndsWhenTheOldestFailureLeavesTheMinute() {
        AtomicLong now = new AtomicLong(1_000_000);
        AttemptLimit limit = new AttemptLimit(now::get);
        for (int i = 0; i < AttemptLimit.FAILURES; i++) {
            assertEquals(0, limit.waitSeconds("10.0.0.7"));
            limit.failed("10.0.0.7");
            now.addAndGet(1_000);
        }
        assertEquals(50, limit.waitSeconds("10.0.0.7"));
        assertEquals(0, limit.waitSeconds("10.0.0.8"), "another device is not held up");
        now.addAndGet(50_000);
        assertEquals(0, limit.waitSeconds("10.0.0.7"));
    }
}
