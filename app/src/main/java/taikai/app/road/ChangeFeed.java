package taikai.app.road;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The notes of committed changes, numbered tournament-wide in commit order, that scoreboards and
 * court tables follow. A number is given only after the change is on disk, and numbering and
 * publishing happen under one lock, so a reader that resumes after the last number it saw can never
 * skip a change that committed earlier but was numbered later (background: command road, "The
 * outbox, and the late commit").
 */
public final class ChangeFeed {
    /** One committed change. */
    public record Note(long sequence, String competitionId, String target, String action, String outcome, long at) {
    }

    /** How many recent notes are kept for readers that resume; further behind must reload. */
    public static final int KEPT_NOTES = 10_000;

    private final Deque<Note> recent = new ArrayDeque<>();
    private final List<Consumer<Note>> listeners = new CopyOnWriteArrayList<>();
    private long last;

    /** Numbers and publishes a committed change. */
    public synchronized Note publish(String competitionId, String target, String action, String outcome, long at) {
        Note note = new Note(++last, competitionId, target, action, outcome, at);
        recent.addLast(note);
        if (recent.size() > KEPT_NOTES) {
            recent.removeFirst();
        }
        for (Consumer<Note> listener : listeners) {
            listener.accept(note);
        }
        return note;
    }

    /** The notes after {@code sequence}, in order; empty when the reader is too far behind and must reload. */
    public synchronized Optional<List<Note>> after(long sequence) {
        long oldestKept = recent.isEmpty() ? last + 1 : recent.peekFirst().sequence();
        if (sequence > last || sequence + 1 < oldestKept) {
            // Ahead of us (the hall laptop restarted) or behind what is kept: the reader reloads.
            return sequence == last ? Optional.of(List.of()) : Optional.empty();
        }
        List<Note> notes = new ArrayList<>();
        for (Note note : recent) {
            if (note.sequence() > sequence) {
                notes.add(note);
            }
        }
        return Optional.of(notes);
    }

    public synchronized long lastSequence() {
        return last;
    }

    /** Called for every note, in order, on the committing thread: keep it short. */
    public void listen(Consumer<Note> listener) {
        listeners.add(listener);
    }

    public void stopListening(Consumer<Note> listener) {
        listeners.remove(listener);
    }
}
