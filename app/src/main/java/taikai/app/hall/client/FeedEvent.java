package taikai.app.hall.client;

import java.util.OptionalLong;

/** One server-sent event of the hall feed: its name ("message" when none was given), id and data. */
record FeedEvent(String name, OptionalLong id, String data) {
    static final String DEFAULT_NAME = "message";
}
