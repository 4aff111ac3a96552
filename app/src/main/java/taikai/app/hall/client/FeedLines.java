package taikai.app.hall.client;

import java.util.Optional;
import java.util.concurrent.Flow;
import java.util.function.Consumer;

/**
 * The lines of one feed connection, pushed by the HTTP client. A connection can be abandoned
 * (silent for too long, or the court closing): from then on its lines are ignored, so a late line
 * from an old connection can never be taken for news after the client has moved on.
 */
final class FeedLines implements Flow.Subscriber<String> {
    private final SseParser parser = new SseParser();
    private final Consumer<FeedEvent> events;
    private final Runnable heard;
    private volatile Flow.Subscription subscription;
    private volatile boolean abandoned;

    FeedLines(Consumer<FeedEvent> events, Runnable heard) {
        this.events = events;
        this.heard = heard;
    }

    @Override
    public void onSubscribe(Flow.Subscription s) {
        subscription = s;
        if (abandoned) {
            s.cancel();
        } else {
            s.request(Long.MAX_VALUE);
        }
    }

    @Override
    public void onNext(String line) {
        if (abandoned) {
            return;
        }
        heard.run();
        Optional<FeedEvent> event = parser.line(line);
        event.ifPresent(events);
    }

    @Override
    public void onError(Throwable error) {
        // The exchange's future carries the error to the reader.
    }

    @Override
    public void onComplete() {
        // The exchange's future completes with it.
    }

    /** Stops taking lines from this connection and asks the HTTP client to drop it. */
    void abandon() {
        abandoned = true;
        Flow.Subscription s = subscription;
        if (s != null) {
            s.cancel();
        }
    }
}
