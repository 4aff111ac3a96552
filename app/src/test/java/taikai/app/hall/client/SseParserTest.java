package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class SseParserTest {
    private static List<FeedEvent> parse(String... lines) {
        SseParser parser = new SseParser();
        List<FeedEvent> events = new ArrayList<>();
        for (String line : lines) {
            parser.line(line).ifPresent(events::add);
        }
        return events;
    }

    @Test
    void eventEndsAtABlankLineWithItsIdAndData() {
        assertEquals(List.of(new FeedEvent("message", OptionalLong.of(41), "{\"match\":\"p1-m3\"}")),
                parse("id: 41", "data: {\"match\":\"p1-m3\"}", ""));
    }

    @Test
    void severalDataLinesAreJoinedByALineEnd() {
        assertEquals("first\nsecond", parse("data: first", "data:second", "").get(0).data());
    }

    @Test
    void commentsAndKeepAlivesAreNotEvents() {
        assertEquals(List.of(), parse(": keep-alive", "", ":", ""));
    }

    @Test
    void namedEventWithoutDataStillArrives() {
        assertEquals(List.of(new FeedEvent("reload", OptionalLong.of(900), "")), parse("event: reload", "id: 900", ""));
    }

    @Test
    void unfinishedEventIsNotGivenOut() {
        assertEquals(List.of(), parse("id: 7", "data: half"));
    }

    @Test
    void idThatIsNotANumberIsLeftEmpty() {
        assertEquals(OptionalLong.empty(), parse("id: abc", "data: x", "").get(0).id());
    }
}
