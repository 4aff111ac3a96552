package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Outcome;

class OutboxSenderTest {
    private static final long TEN_MINUTES_MILLIS = 600_000;
    private static final long START_MILLIS = 1_700_000_000_000L;

    @TempDir
    Path folder;

    private final ScriptedHall hall = new ScriptedHall().start();
    private final FakeDeviceClock device = new FakeDeviceClock(START_MILLIS, "run-1");
    private final Recorded screen = new Recorded();
    private Outbox outbox;
    private ClockSync clock;
    private OutboxSender sender;

    @BeforeEach
    void open() throws IOException {
        outbox = Outbox.open(folder, device);
        sender = sender(ScriptedHall.COURT_CODE, new Backoff());
    }

    private OutboxSender sender(String code, Backoff backoff) {
        HallClient client = new HallClient(URI.create(hall.base()), code);
        clock = new ClockSync(client, device);
        return new OutboxSender(outbox, client, clock, screen, backoff, screen);
    }

    @AfterEach
    void close() throws Exception {
        sender.close();
        outbox.close();
        hall.close();
    }

    private List<PendingEntry> add(String... labels) throws IOException {
        List<PendingEntry> saved = new ArrayList<>();
        for (String label : labels) {
            saved.add(outbox.add(OutboxTest.draft(label), clock.offsetMillis()));
            device.pass(1_000);
        }
        return saved;
    }

    private void sendAll() throws InterruptedException {
        while (sender.sendOldest()) {
            // one entry at a time until nothing waits
        }
    }

    @Test
    void anErrorThrownInTheSendersLoopPausesItAndSendingGoesOn() throws Exception {
        java.util.concurrent.atomic.AtomicBoolean thrown = new java.util.concurrent.atomic.AtomicBoolean();
        SenderListener failingOnce = new SenderListener() {
            @Override
            public void landed(PendingEntry entry, taikai.app.road.Answer answer) {
                if (thrown.compareAndSet(false, true)) {
                    throw new AssertionError("a screen's listener got its own check wrong");
                }
                screen.landed(entry, answer);
            }

            @Override
            public void needsOperator(PendingEntry entry, String sentence) {
                screen.needsOperator(entry, sentence);
            }

            @Override
            public void queueChanged(QueueState state) {
                screen.queueChanged(state);
            }
        };
        sender.close();
        HallClient client = new HallClient(URI.create(hall.base()), ScriptedHall.COURT_CODE);
        sender = new OutboxSender(outbox, client, clock, failingOnce, new Backoff(), screen);
        List<PendingEntry> saved = add("men for aka", "kote for shiro");
        sender.start();
        // The second entry lands and is told, after the first one's listener threw.
        eventually().until(() -> screen.landedKeys.contains(saved.get(1).key()));
        assertTrue(thrown.get(), "the listener threw");
        assertEquals(0, outbox.size());
        assertEquals(List.of(saved.get(1).key()), screen.landedKeys, "the entry after the fault was sent too");
        assertEquals(Map.of(saved.get(0).key(), 1, saved.get(1).key(), 1), hall.applied, "each applied once");
    }

    @Test
    void entryIsSavedBeforeItIsSent() throws Exception {
        List<Boolean> onDiskAtArrival = new CopyOnWriteArrayList<>();
        hall.onArrival = r -> onDiskAtArrival.add(journalText().contains(r.key()));
        PendingEntry entry = add("men for aka").get(0);
        sendAll();
        assertEquals(List.of(true), onDiskAtArrival);
        ScriptedHall.Received got = hall.received.get(0);
        assertEquals(new ScriptedHall.Received("mens-individual", "p1-m3", "Bearer " + ScriptedHall.COURT_CODE,
                entry.key(), entry.madeAt(), "board-3", 1, "{\"side\":\"aka\",\"mark\":\"M\"}"), got);
    }

    @Test
    void sameKeyOnEveryRetry() throws Exception {
        hall.then(ScriptedHall.Reply.status(503, ""), ScriptedHall.Reply.answer(Outcome.TRY_AGAIN, "Busy."),
                ScriptedHall.Reply.status(500, "oops"));
        PendingEntry entry = add("men for aka").get(0);
        sendAll();
        assertEquals(List.of(entry.key(), entry.key(), entry.key(), entry.key()), hall.keysReceived());
        assertTrue(hall.received.stream().allMatch(r -> r.madeAt() == entry.madeAt()), "the same body every time");
        assertEquals(Map.of(entry.key(), 1), hall.applied);
        assertEquals(3, screen.sleeps.size(), "a wait before each retry");
        assertEquals(0, outbox.size());
    }

    @Test
    void oldestFirstOneAtATime() throws Exception {
        hall.answerDelayMillis = 30;
        List<PendingEntry> saved = add("men for aka", "kote for shiro", "do for aka", "hansoku for shiro");
        sender.start();
        eventually().until(() -> screen.landedKeys.size() == saved.size());
        assertEquals(keys(saved), hall.keysReceived());
        assertEquals(1, hall.mostInFlight.get(), "never two entries in flight");
        assertEquals(keys(saved), screen.landedKeys);
    }

    @Test
    void backOffGrowsAndIsJittered() throws Exception {
        Iterator<Double> randoms = List.of(0.0, 1.0, 0.5, 0.25, 0.75).iterator();
        sender = sender(ScriptedHall.COURT_CODE, new Backoff(200, 30_000, randoms::next));
        for (int i = 0; i < 5; i++) {
            hall.then(ScriptedHall.Reply.status(503, ""));
        }
        add("men for aka");
        sendAll();
        assertEquals(List.of(100L, 600L, 800L, 1_200L, 4_000L), screen.sleeps);
    }

    @Test
    void heldAndRefusedAreShownAndTakenOffTheQueue() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.HELD, "A newer point from court 2 is kept."),
                ScriptedHall.Reply.answer(Outcome.REFUSED, "This match has not started."));
        List<PendingEntry> saved = add("men for aka", "kote for shiro", "do for aka");
        sendAll();
        assertEquals(List.of("Not applied, kept in the match's history: men for aka. A newer point from court 2 is kept.",
                "Nothing was recorded for kote for shiro: This match has not started."), screen.notices);
        assertEquals(keys(saved.subList(0, 2)), screen.noticeKeys);
        assertEquals(keys(saved.subList(2, 3)), screen.landedKeys, "the queue goes on behind them");
        outbox.close();
        outbox = Outbox.open(folder, device);
        assertEquals(0, outbox.size(), "taken off for good");
    }

    @Test
    void internalErrorStopsSendingKeepsTheEntryAndIsNotRetriedUntilSentAgainByHand() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.INTERNAL_ERROR, "The hall laptop met a fault in its program."));
        List<PendingEntry> saved = add("men for aka", "kote for shiro");
        sendAll();
        assertEquals(List.of(saved.get(0).key()), hall.keysReceived(), "sent once, not retried");
        assertEquals(List.of(), screen.sleeps, "no wait before a retry: there is none");
        assertFalse(sender.sendOldest(), "nothing is sent while sending is stopped");
        assertEquals(1, hall.received.size());
        assertEquals(2, outbox.size(), "the entry and the one behind it stay on the queue");
        QueueState stopped = screen.lastState();
        assertTrue(stopped.stopped());
        assertEquals("Sending stopped at men for aka: The hall laptop met a fault in its program. The entry is kept on"
                + " this table with the ones after it; send it again once the organiser has looked.", stopped.problem());
        assertEquals(List.of(), screen.notices, "not taken off the queue");
        assertEquals(List.of(), screen.landedKeys);

        assertTrue(sender.sendAgain());
        assertFalse(screen.lastState().stopped());
        sendAll();
        assertEquals(List.of(saved.get(0).key(), saved.get(0).key(), saved.get(1).key()), hall.keysReceived(),
                "sent again by hand with the same key, then the queue goes on in order");
        assertEquals(keys(saved), screen.landedKeys);
        assertEquals(QueueState.empty(), sender.state());
    }

    @Test
    void anEntryStoppedAtIsStillSavedAfterTheCourtLaptopRestarts() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.INTERNAL_ERROR, "The hall laptop met a fault in its program."));
        PendingEntry entry = add("men for aka").get(0);
        sendAll();
        sender.close();
        outbox.close();

        outbox = Outbox.open(folder, device);
        sender = sender(ScriptedHall.COURT_CODE, new Backoff());
        assertEquals(List.of(entry), outbox.pending(), "kept on disk, same key and stamp");
        sendAll();
        assertEquals(List.of(entry.key()), screen.landedKeys);
    }

    @Test
    void theRunningSenderWaitsAtAnInternalErrorAndGoesOnWhenSentAgain() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.INTERNAL_ERROR, "The hall laptop met a fault in its program."));
        List<PendingEntry> saved = add("men for aka", "kote for shiro");
        sender.start();
        eventually().until(() -> sender.state().stopped());
        assertEquals(2, outbox.size());

        sender.sendAgain();
        eventually().until(() -> screen.landedKeys.size() == 2);
        assertEquals(List.of(saved.get(0).key(), saved.get(0).key(), saved.get(1).key()), hall.keysReceived());
        assertEquals(keys(saved), screen.landedKeys);
    }

    @Test
    void partlyAppliedAndDuplicateLand() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.PARTLY_APPLIED, "The overtime was held."),
                ScriptedHall.Reply.answer(Outcome.DUPLICATE, "Already recorded."));
        add("men for aka", "kote for shiro");
        sendAll();
        assertEquals(List.of(Outcome.PARTLY_APPLIED, Outcome.DUPLICATE),
                screen.answers.stream().map(a -> a.outcome()).collect(java.util.stream.Collectors.toList()));
        assertEquals(List.of(), screen.notices);
        assertEquals(0, outbox.size());
    }

    @Test
    void clockWrongIsResyncedAndRetriedOnceWithTheOlderStamp() throws Exception {
        PendingEntry entry = add("men for aka").get(0);
        device.pass(29_000);
        device.wall.addAndGet(-TEN_MINUTES_MILLIS); // the device was ten minutes fast and was corrected
        long hallNow = START_MILLIS + 30_000 - TEN_MINUTES_MILLIS;
        hall.serverTime = () -> hallNow;
        hall.then(ScriptedHall.Reply.answer(Outcome.CLOCK_WRONG, "This device's clock is 600 seconds ahead."));
        List<Boolean> restampedOnDisk = new CopyOnWriteArrayList<>();
        hall.onArrival = r -> restampedOnDisk.add(journalText().contains("\"op\":\"restamped\""));
        sendAll();
        assertEquals(List.of(entry.key(), entry.key()), hall.keysReceived(), "retried once, same key");
        assertEquals(ClockSync.SAMPLES, hall.timeCalls.get(), "the clock was learned again");
        long bySteadyTimer = hallNow - 30_000;
        long byDeviceClock = entry.enteredAtMillis() + (hallNow - device.wallMillis());
        assertTrue(bySteadyTimer < byDeviceClock);
        assertEquals(bySteadyTimer, hall.received.get(1).madeAt(), "the older of the two rebuilt stamps");
        assertEquals(List.of(false, true), restampedOnDisk, "the rebuilt stamp is saved before it is sent");
        assertEquals(List.of(entry.key()), screen.landedKeys);
    }

    @Test
    void secondClockWrongDropsTheEntryLoudly() throws Exception {
        hall.then(ScriptedHall.Reply.answer(Outcome.CLOCK_WRONG, "Ahead."),
                ScriptedHall.Reply.answer(Outcome.CLOCK_WRONG, "Ahead."));
        List<PendingEntry> saved = add("men for aka", "kote for shiro");
        sendAll();
        assertEquals(List.of("Nothing was recorded for men for aka: this device's clock is wrong."
                + " Fix the clock (or use another device) and enter it again."), screen.notices);
        assertEquals(List.of(saved.get(0).key(), saved.get(0).key(), saved.get(1).key()), hall.keysReceived(),
                "sent twice, then dropped; the entry behind it is not held up");
        assertEquals(keys(saved.subList(1, 2)), screen.landedKeys);
    }

    @Test
    void networkDownThenBackUpDrainsInOrder() throws Exception {
        hall.stop();
        List<PendingEntry> saved = add("men for aka", "kote for shiro", "do for aka");
        List<String> problemsWhileDown = new ArrayList<>();
        screen.onSleep = () -> {
            problemsWhileDown.add(sender.state().problem());
            if (screen.sleeps.size() == 4) {
                hall.restart();
            }
        };
        sendAll();
        assertEquals(keys(saved), hall.appliedInOrder, "each lands once, oldest first");
        assertEquals(keys(saved), hall.keysReceived(), "nothing reached the hall laptop while it was down");
        assertTrue(problemsWhileDown.get(0).contains("cannot be reached"), problemsWhileDown.get(0));
        assertEquals("", sender.state().problem(), "the problem clears once entries land");
        assertEquals(QueueState.empty(), sender.state());
    }

    @Test
    void queueSaysHowManyWaitAndSinceWhen() throws Exception {
        add("men for aka", "kote for shiro");
        QueueState waiting = screen.lastState();
        assertEquals(2, waiting.waiting());
        assertEquals(START_MILLIS, waiting.waitingSince().orElseThrow().toEpochMilli(), "since the oldest was entered");
        sendAll();
        assertEquals(QueueState.empty(), screen.lastState());
    }

    @Test
    void wrongCourtCodeKeepsEntriesWaitingAndSaysSo() throws Exception {
        sender = sender("not-the-code", new Backoff());
        screen.onSleep = () -> {
            if (screen.sleeps.size() == 3) {
                Thread.currentThread().interrupt();
            }
        };
        add("men for aka");
        assertThrows(InterruptedException.class, sender::sendOldest);
        assertEquals(1, outbox.size());
        assertTrue(sender.state().problem().contains("Check the court code"), sender.state().problem());
        assertTrue(sender.state().problem().startsWith("This court's code is not known"), "the hall laptop's words come first");
    }

    @Test
    void malformedRequestIsShownAndTakenOffTheQueue() throws Exception {
        hall.then(ScriptedHall.Reply.status(400, "{\"error\": \"The entry names no side.\"}"));
        add("men for aka");
        sendAll();
        assertEquals(List.of("Nothing was recorded for men for aka: The entry names no side. Enter it again."),
                screen.notices);
        assertEquals(0, outbox.size());
    }

    @Test
    void answerFromSomethingOtherThanTheHallLaptopKeepsTheEntry() throws Exception {
        hall.then(ScriptedHall.Reply.status(404, "<html>Not Found</html>"));
        PendingEntry entry = add("men for aka").get(0);
        sendAll();
        assertEquals(List.of(entry.key(), entry.key()), hall.keysReceived(), "a 404 without the contract's error is retried");
        assertEquals(List.of(entry.key()), screen.landedKeys);
    }

    private String journalText() {
        try {
            return Files.readString(outbox.file());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> keys(List<PendingEntry> entries) {
        List<String> keys = new ArrayList<>();
        entries.forEach(e -> keys.add(e.key()));
        return keys;
    }
}
