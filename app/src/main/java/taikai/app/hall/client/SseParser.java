package taikai.app.hall.client;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * Server-sent events, line by line, as the HTML standard frames them: {@code field: value} lines,
 * several {@code data} lines joined by a line end, comments starting with a colon, and a blank
 * line that ends the event. An event is given out when it had any field at all, so a
 * {@code reload} event with no data still arrives.
 */
final class SseParser {
    private String name = "";
    private String id = "";
    private StringBuilder data;
    private boolean any;

    /** Reads one line (without its line end); returns the event a blank line completes. */
    Optional<FeedEvent> line(String line) {
        if (line.isEmpty()) {
            return dispatch();
        }
        if (line.startsWith(":")) {
            return Optional.empty();
        }
        int colon = line.indexOf(':');
        String field = colon < 0 ? line : line.substring(0, colon);
        String value = colon < 0 ? "" : line.substring(colon + 1);
        if (value.startsWith(" ")) {
            value = value.substring(1);
        }
        switch (field) {
            case "event":
                name = value;
                any = true;
                break;
            case "id":
                id = value;
                any = true;
                break;
            case "data":
                data = data == null ? new StringBuilder(value) : data.append('\n').append(value);
                any = true;
                break;
            default:
                // "retry" and unknown fields: the client keeps its own back-off.
                break;
        }
        return Optional.empty();
    }

    private Optional<FeedEvent> dispatch() {
        if (!any) {
            return Optional.empty();
        }
        FeedEvent event = new FeedEvent(name.isEmpty() ? FeedEvent.DEFAULT_NAME : name, number(id),
                data == null ? "" : data.toString());
        name = "";
        id = "";
        data = null;
        any = false;
        return Optional.of(event);
    }

    private static OptionalLong number(String text) {
        try {
            return text.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
