package taikai.app.hall.client;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import taikai.app.road.Answer;

/** What a sender told the screen, and which waits it asked for, for tests to read. */
final class Recorded implements SenderListener, Sleeper {
    final List<String> landedKeys = new CopyOnWriteArrayList<>();
    final List<Answer> answers = new CopyOnWriteArrayList<>();
    final List<String> notices = new CopyOnWriteArrayList<>();
    final List<String> noticeKeys = new CopyOnWriteArrayList<>();
    final List<QueueState> states = new CopyOnWriteArrayList<>();
    final List<Long> sleeps = new CopyOnWriteArrayList<>();
    /** Runs on each wait, before it returns: a test can bring the server back here. */
    volatile Runnable onSleep = () -> { };

    @Override
    public void landed(PendingEntry entry, Answer answer) {
        landedKeys.add(entry.key());
        answers.add(answer);
    }

    @Override
    public void needsOperator(PendingEntry entry, String sentence) {
        noticeKeys.add(entry.key());
        notices.add(sentence);
    }

    @Override
    public void queueChanged(QueueState state) {
        states.add(state);
    }

    /** Records the wait and returns at once; an interrupt set by {@link #onSleep} ends the sender's loop. */
    @Override
    public void sleep(long millis) throws InterruptedException {
        sleeps.add(millis);
        onSleep.run();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }

    QueueState lastState() {
        return states.get(states.size() - 1);
    }
}
