package taikai.app.clock;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The latest clock reading of each court, in memory only: a running clock is state in flight, not a
 * result, so it is never written to the data folder (spec section 6; decision 0025). The hall server
 * keeps its readings here, and the desktop's scoring sheet and scoreboards use the same board.
 * Listeners are told each new reading on the thread that set it.
 */
public final class CourtClocks {
    private final Map<String, ClockReading> latest = new TreeMap<>();
    private final List<Consumer<ClockReading>> listeners = new CopyOnWriteArrayList<>();

    public void put(ClockReading reading) {
        synchronized (latest) {
            latest.put(reading.court(), reading);
        }
        listeners.forEach(listener -> listener.accept(reading));
    }

    public Optional<ClockReading> of(String court) {
        synchronized (latest) {
            return Optional.ofNullable(latest.get(court));
        }
    }

    /** Every court's latest reading, by court. */
    public List<ClockReading> all() {
        synchronized (latest) {
            return List.copyOf(latest.values());
        }
    }

    public void listen(Consumer<ClockReading> listener) {
        listeners.add(listener);
    }

    public void stopListening(Consumer<ClockReading> listener) {
        listeners.remove(listener);
    }
}
