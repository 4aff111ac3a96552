package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ClockSyncTest {
    private static final long TEN_MINUTES_MILLIS = 600_000;
    private final ScriptedHall hall = new ScriptedHall().start();
    private final FakeDeviceClock device = new FakeDeviceClock(1_700_000_000_000L, "run-1");

    @AfterEach
    void stop() {
        hall.close();
    }

    private ClockSync clockSync() {
        return new ClockSync(new HallClient(URI.create(hall.base()), ScriptedHall.COURT_CODE), device);
    }

    private static PendingEntry entry(FakeDeviceClock at, String runId) {
        return new PendingEntry("k-1", OutboxTest.draft("men for aka"), at.wallMillis(), at.monotonicNanos(), runId,
                at.wallMillis(), false);
    }

    @Test
    void offsetComesFromTheSampleWithTheShortestRoundTrip() {
        List<ClockSync.Sample> samples = List.of(
                new ClockSync.Sample(1_000, 1_400, 400_000_000, 5_900), // slow: its answer could be anywhere in 400 ms
                new ClockSync.Sample(2_000, 2_020, 20_000_000, 7_010),
                new ClockSync.Sample(3_000, 3_100, 100_000_000, 8_000));
        assertEquals(7_010 - 2_010, ClockSync.bestOffset(samples), "offset = serverTime - (t0 + t1) / 2 of the quickest");
    }

    @Test
    void syncLearnsTheHallLaptopsOffsetOverHttp() throws Exception {
        hall.serverTime = () -> device.wallMillis() + TEN_MINUTES_MILLIS;
        ClockSync sync = clockSync();
        assertEquals(0, sync.offsetMillis(), "before a sync the device clock is taken as it is");
        assertEquals(TEN_MINUTES_MILLIS, sync.sync());
        assertEquals(ClockSync.SAMPLES, hall.timeCalls.get());
        assertEquals(device.wallMillis() + TEN_MINUTES_MILLIS, sync.serverNowMillis());
    }

    @Test
    void rebuiltStampKeepsTheSteadyTimerWhenTheDeviceClockWasSetBack() throws Exception {
        PendingEntry entry = entry(device, "run-1");
        device.pass(30_000);
        device.wall.addAndGet(-TEN_MINUTES_MILLIS); // the operator fixed a clock that was ten minutes fast
        long hallNow = 1_700_000_000_000L + 30_000 - TEN_MINUTES_MILLIS;
        hall.serverTime = () -> hallNow;
        ClockSync sync = clockSync();
        sync.sync();
        long byDeviceClock = entry.enteredAtMillis() + sync.offsetMillis();
        long bySteadyTimer = hallNow - 30_000;
        assertTrue(bySteadyTimer < byDeviceClock);
        assertEquals(bySteadyTimer, sync.rebuiltStamp(entry), "the older of the two ways is kept");
    }

    @Test
    void rebuiltStampKeepsTheDeviceClockWhenTheDeviceSlept() throws Exception {
        PendingEntry entry = entry(device, "run-1");
        device.wall.addAndGet(3_600_000); // an hour asleep: the wall clock moved on, the steady timer did not
        device.nanos.addAndGet(5_000_000_000L);
        long hallNow = device.wallMillis() - 20_000;
        hall.serverTime = () -> hallNow;
        ClockSync sync = clockSync();
        sync.sync();
        long byDeviceClock = entry.enteredAtMillis() - 20_000;
        assertTrue(byDeviceClock < hallNow - 5_000);
        assertEquals(byDeviceClock, sync.rebuiltStamp(entry), "the older of the two ways is kept");
    }

    @Test
    void steadyTimerOfAnEarlierRunIsNotUsed() throws Exception {
        PendingEntry entry = entry(device, "run-before-the-restart");
        device.nanos.set(1_000); // a new process: its timer says nothing about the old one's readings
        hall.serverTime = () -> device.wallMillis() + 2_000;
        ClockSync sync = clockSync();
        sync.sync();
        assertEquals(entry.enteredAtMillis() + 2_000, sync.rebuiltStamp(entry));
    }
}
