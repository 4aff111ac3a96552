package taikai.app.hall.client;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import taikai.app.road.Answer;
import taikai.app.road.ProblemLog;

/**
 * Sends the outbox to the hall laptop: one entry at a time, oldest first, so a correction never
 * arrives before the entry it corrects, and the same key on every try, so a retry of a write that
 * landed is answered as a duplicate rather than applied twice (background: command road, "Senders").
 * An entry leaves the queue only once it has an answer that sending again cannot change. An entry
 * answered {@code internal_error} (a fault in the hall's program, decision 0034) stays on the queue,
 * saved, but sending stops there: the same entry would meet the same fault, and the entries behind it
 * must not overtake it. The screen shows the answer; a person sends it again ({@link #sendAgain()}).
 */
public final class OutboxSender implements AutoCloseable {
    /** How long the idle loop waits for a new entry before it looks again whether it should stop. */
    public static final long IDLE_WAIT_MILLIS = 1_000;
    private static final long JOIN_MILLIS = 5_000;
    /** How long the hall laptop may not answer before the sender looks whether its standby was promoted (decision 0030). */
    public static final long STANDBY_AFTER_MILLIS = 5_000;

    private final Outbox outbox;
    private final HallClient hall;
    private final ClockSync clock;
    private final SenderListener listener;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private volatile String problem = "";
    /** The problem as a phrase, for the court screen to say in its language; NONE while it is English only. */
    private volatile taikai.app.words.Phrase problemSaid = taikai.app.words.Phrase.NONE;
    /** The key of the entry sending stopped at (answered internal_error); empty while sending goes on. */
    private volatile String stoppedAt = "";
    private final Object resume = new Object();
    private volatile boolean running;
    private Thread thread;

    public OutboxSender(Outbox outbox, HallClient hall, ClockSync clock, SenderListener listener, Backoff backoff,
            Sleeper sleeper) {
        this.outbox = outbox;
        this.hall = hall;
        this.clock = clock;
        this.listener = listener;
        this.backoff = backoff;
        this.sleeper = sleeper;
        outbox.watch(this::publish);
    }

    /** Starts sending on a background thread, until {@link #close()}. */
    public synchronized void start() {
        if (thread != null) {
            throw new IllegalStateException("This sender is already running.");
        }
        running = true;
        thread = new Thread(this::loop, "court-outbox-sender");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Sends the oldest waiting entry until it has a final answer (or sending stops at it); false when
     * nothing waits or sending is stopped.
     */
    public boolean sendOldest() throws InterruptedException {
        if (stopped()) {
            return false;
        }
        Optional<PendingEntry> oldest = outbox.oldest();
        if (oldest.isPresent()) {
            deliver(oldest.get());
        }
        return oldest.isPresent();
    }

    public QueueState state() {
        return new QueueState(outbox.size(), outbox.waitingSince(), problem, stopped(), problemSaid);
    }

    /** Whether sending stopped at an entry the hall answered {@code internal_error}, until a person sends it again. */
    public boolean stopped() {
        return !stoppedAt.isEmpty();
    }

    /**
     * A person asks to send the entry sending stopped at, and the queue behind it, again: the running
     * sender goes on at once. False when sending was not stopped.
     */
    public boolean sendAgain() {
        synchronized (resume) {
            if (!stopped()) {
                return false;
            }
            stoppedAt = "";
            resume.notifyAll();
        }
        problem = "";
        problemSaid = taikai.app.words.Phrase.NONE;
        publish();
        return true;
    }

    @Override
    public void close() throws InterruptedException {
        Thread running;
        synchronized (this) {
            running = thread;
            this.running = false;
        }
        if (running != null) {
            running.interrupt();
            running.join(JOIN_MILLIS);
        }
    }

    private void loop() {
        while (running) {
            try {
                if (stopped()) {
                    awaitSendAgain();
                    continue;
                }
                Optional<PendingEntry> next = outbox.awaitOldest(IDLE_WAIT_MILLIS);
                if (next.isPresent()) {
                    deliver(next.get());
                }
            } catch (InterruptedException e) {
                // close() interrupts; anything else that interrupts only wakes the loop early.
            } catch (RuntimeException | Error e) {
                // The thread must not end quietly with entries waiting, whatever was thrown (an Error
                // from a listener's code too): say so, pause, go on. The fault itself goes to this
                // laptop's log, never to the screen (decision 0034).
                ProblemLog.fault("The court's outbox sender met a fault and pauses.", e);
                setProblem(taikai.app.words.Phrase.of("client.paused.fault"));
                pause();
            }
        }
    }

    private void awaitSendAgain() throws InterruptedException {
        synchronized (resume) {
            if (stopped()) {
                resume.wait(IDLE_WAIT_MILLIS);
            }
        }
    }

    private void pause() {
        try {
            sleeper.sleep(backoff.delayMillis(Integer.MAX_VALUE));
        } catch (InterruptedException e) {
            // Woken by close(); the loop checks whether to stop.
        }
    }

    private void deliver(PendingEntry first) throws InterruptedException {
        PendingEntry entry = first;
        int failures = 0;
        long unansweredSince = 0;
        for (;;) {
            HallClient.Reply reply = hall.send(entry);
            if (reply.kind() != HallClient.Kind.TRY_LATER) {
                unansweredSince = 0;
            } else if (unansweredSince == 0) {
                unansweredSince = System.nanoTime();
            } else if (System.nanoTime() - unansweredSince >= STANDBY_AFTER_MILLIS * 1_000_000 && movedToStandby()) {
                return; // the oldest entry now is the answered tail's first
            }
            Step step = reply.kind() == HallClient.Kind.ANSWERED ? answered(entry, reply.answer()) : unanswered(entry, reply);
            if (step.stopped()) {
                return;
            }
            if (step.done()) {
                setProblem("");
                return;
            }
            if (step.next() != null) {
                entry = step.next();
                continue;
            }
            failures++;
            sleeper.sleep(backoff.delayMillis(failures));
        }
    }

    /**
     * Decision 0030: the hall laptop has not answered for a while and it had said which standby follows
     * it; if that standby now answers as the hall (a person promoted it), every request goes there and
     * the answered tail is sent again before the waiting entries.
     */
    private boolean movedToStandby() throws InterruptedException {
        Optional<URI> standby = hall.standby();
        if (standby.isEmpty() || !hall.answersAt(standby.get())) {
            return false;
        }
        URI old = hall.base();
        hall.moveTo(standby.get());
        try {
            outbox.requeueAnswered();
        } catch (IOException e) {
            // The entries still waiting go to the new hall; only the tail's resend is missed.
        }
        setProblem(taikai.app.words.Phrase.of("client.standby", String.valueOf(old), String.valueOf(standby.get())));
        return true;
    }

    /**
     * Either the entry is finished, or there is a rebuilt entry to send at once, or the sender waits and
     * tries again, or sending stops at the entry until a person sends it again.
     */
    private record Step(boolean done, PendingEntry next, boolean stopped) {
        static final Step DONE = new Step(true, null, false);
        static final Step WAIT = new Step(false, null, false);
        static final Step STOP = new Step(false, null, true);
    }

    private Step answered(PendingEntry entry, Answer answer) throws InterruptedException {
        String label = entry.draft().label();
        switch (answer.outcome()) {
            case APPLIED:
            case PARTLY_APPLIED:
            case DUPLICATE:
                return finish(entry, answer.outcome().code()) ? notify(() -> listener.landed(entry, answer)) : Step.WAIT;
            case HELD:
                return finish(entry, answer.outcome().code()) ? notify(() -> listener.needsOperator(entry,
                        "Not applied, kept in the match's history: " + label + ". " + answer.message(),
                        SenderListener.Why.HELD, answer)) : Step.WAIT;
            case REFUSED:
                return finish(entry, answer.outcome().code()) ? notify(() -> listener.needsOperator(entry,
                        "Nothing was recorded for " + label + ": " + answer.message(), SenderListener.Why.REFUSED, answer))
                        : Step.WAIT;
            case CLOCK_WRONG:
                return clockWrong(entry);
            case INTERNAL_ERROR:
                return stop(entry, answer);
            case TRY_AGAIN:
            default:
                if (answer.message().isEmpty()) {
                    setProblem(taikai.app.words.Phrase.of("client.hall.busy"));
                } else {
                    setProblem(answer.message());
                }
                return Step.WAIT;
        }
    }

    /**
     * Decision 0034: the hall's program failed on this entry. It stays saved in the outbox, first in
     * line; nothing is sent until a person has read the answer and sends it again.
     */
    private Step stop(PendingEntry entry, Answer answer) {
        synchronized (resume) {
            stoppedAt = entry.key();
        }
        if (answer.message().isBlank() || answer.message().equals(Answer.INTERNAL_ERROR_SENTENCE)) {
            // Decision 0034's fixed sentence, said in the screen's language.
            problemSaid = taikai.app.words.Phrase.of("client.stopped", entry.draft().label(),
                    taikai.app.words.Phrase.of("client.internal.error"));
        } else {
            problemSaid = taikai.app.words.Phrase.NONE;
        }
        String said = answer.message().isBlank() ? Answer.INTERNAL_ERROR_SENTENCE : answer.message();
        problem = "Sending stopped at " + entry.draft().label() + ": " + said + " The entry is kept on this table with"
                + " the ones after it; send it again once the organiser has looked.";
        publish();
        return Step.STOP;
    }

    private Step unanswered(PendingEntry entry, HallClient.Reply reply) {
        if (reply.kind() == HallClient.Kind.MALFORMED) {
            return finish(entry, "malformed") ? notify(() -> listener.needsOperator(entry, "Nothing was recorded for "
                    + entry.draft().label() + ": " + reply.sentence() + " Enter it again.", SenderListener.Why.MALFORMED, null))
                    : Step.WAIT;
        }
        if (reply.said().isEmpty()) {
            setProblem(reply.sentence());
        } else {
            setProblem(reply.said());
        }
        return Step.WAIT;
    }

    /**
     * Spec section 5: a write refused for a wrong clock is restamped once from a freshly learned
     * offset and sent again; refused a second time, it is dropped, loudly, because an entry that
     * can never carry a right stamp would hold up every entry behind it.
     */
    private Step clockWrong(PendingEntry entry) throws InterruptedException {
        if (entry.restamped()) {
            return finish(entry, "dropped: clock_wrong") ? notify(() -> listener.needsOperator(entry,
                    "Nothing was recorded for " + entry.draft().label() + ": this device's clock is wrong."
                            + " Fix the clock (or use another device) and enter it again.", SenderListener.Why.CLOCK_WRONG, null))
                    : Step.WAIT;
        }
        try {
            clock.sync();
            PendingEntry rebuilt = entry.withStamp(clock.rebuiltStamp(entry));
            outbox.restamp(rebuilt);
            return new Step(false, rebuilt, false);
        } catch (IOException e) {
            setProblem(taikai.app.words.Phrase.of("client.clock.unset", HallClient.reasonPhrase(e)));
            return Step.WAIT;
        }
    }

    /** Takes an entry off the queue; if that cannot be saved, it stays and is sent again (a duplicate then). */
    private boolean finish(PendingEntry entry, String how) {
        try {
            outbox.remove(entry.key(), how);
            return true;
        } catch (IOException e) {
            setProblem(taikai.app.words.Phrase.of("client.answer.unsaved", HallClient.reasonPhrase(e)));
            return false;
        }
    }

    private static Step notify(Runnable call) {
        call.run();
        return Step.DONE;
    }

    private void setProblem(String sentence) {
        if (!sentence.equals(problem)) {
            problem = sentence;
            problemSaid = taikai.app.words.Phrase.NONE;
            publish();
        }
    }

    /** The problem said by a phrase of the app's bundle: its English for the log and the tests, the phrase for the screen. */
    private void setProblem(taikai.app.words.Phrase said) {
        String sentence = said.english();
        if (!sentence.equals(problem)) {
            problem = sentence;
            problemSaid = said;
            publish();
        }
    }

    private void publish() {
        listener.queueChanged(state());
    }
}
