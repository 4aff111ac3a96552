package taikai.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.app.hall.api.HallApi;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.server.HallServer;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;

/**
 * The public site's crowd (issue 20): N live feeds open on the real hall server on loopback while
 * four courts each send a score write every 200 ms through HTTP with their codes. Measured in one
 * run, for N = 0, 100, 500 and 1,000: the delay from a write's answer to its note reaching a
 * follower and reaching every follower, the courts' answer times, and the server threads' CPU and
 * the heap per follower. Followers and server share this JVM and the two cores, so the figures are
 * an upper bound for a hall laptop whose followers are phones.
 */
final class FeedCrowd {
    private static final List<String> COURTS = List.of("A", "B", "C", "D");
    private static final Pattern SEQUENCE = Pattern.compile("\"sequence\"\\s*:\\s*(\\d+)");
    private static final int MAX_NOTES = 4096;

    /** One crowd size's figures. */
    record Row(int followers, Samples delivery, Samples everyone, Samples writes, double serverCores, double heapKbPerFollower,
            int missed) {
    }

    private FeedCrowd() {
    }

    static List<Row> run(Settings settings, int[] crowds, int seconds) throws Exception {
        Path dir = Files.createTempDirectory(settings.work(), "crowd");
        Path root = dir.resolve("data");
        Files.createDirectories(root);
        TournamentStore store = TournamentStore.open(root, TournamentStore.Answers.ONCE_LOGGED);
        store.writeTournament(Tournament.create("Crowd", "14-03-2027", "Hall", COURTS));
        store.create(pools(64));
        CodeBook codes = CodeBook.open(dir.resolve("settings"), root);
        Map<Grant, String> made = codes.createMissing(COURTS);
        WriteRoad road = WriteRoad.standard(store, new ChangeFeed());
        HallServer server = HallServer.start(road, codes, HallServer.LOOPBACK, 0);
        List<Row> rows = new ArrayList<>();
        try {
            URI base = URI.create("http://127.0.0.1:" + server.port());
            List<MatchResult> matches = store.competition("open").read().state().orElseThrow().poolMatches();
            round(base, made, matches, 0, 2); // warm-up: the first writes load classes and fill caches
            for (int n : crowds) {
                rows.add(round(base, made, matches, n, seconds));
            }
        } finally {
            server.stop();
            store.close();
        }
        return rows;
    }

    private static Row round(URI base, Map<Grant, String> codes, List<MatchResult> matches, int n, int seconds)
            throws Exception {
        long[][] arrivals = new long[n][MAX_NOTES];
        long[] answered = new long[MAX_NOTES];
        HttpClient[] clients = new HttpClient[4];
        for (int i = 0; i < clients.length; i++) {
            clients[i] = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        }
        long start = lastSequence(base, clients[0]);
        CountDownLatch connected = new CountDownLatch(n);
        List<CompletableFuture<?>> open = new ArrayList<>();
        List<Follower> followers = new ArrayList<>();
        for (int f = 0; f < n; f++) {
            Follower follower = new Follower(arrivals[f], connected);
            followers.add(follower);
            HttpRequest request = HttpRequest.newBuilder(base.resolve(HallApi.FEED_PATH + "?after=" + start)).build();
            open.add(clients[f % clients.length].sendAsync(request, HttpResponse.BodyHandlers.fromLineSubscriber(follower)));
            if (f % 50 == 49) {
                Thread.sleep(20); // connect in waves, as phones arrive
            }
        }
        if (!connected.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("Only " + (n - connected.getCount()) + " of " + n + " followers connected.");
        }
        System.gc();
        long heapBefore = usedHeap();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuBefore = serverCpu(threads);
        long wallBefore = System.nanoTime();

        Samples writes = new Samples("court write");
        List<Thread> courts = new ArrayList<>();
        AtomicInteger cursor = new AtomicInteger();
        for (String court : COURTS) {
            List<MatchResult> mine = matches.stream().filter(m -> m.court().equals(court)).toList();
            String code = codes.get(Grant.court(court));
            Thread t = new Thread(() -> write(base, clients[0], code, mine, seconds, writes, answered, cursor), "court-" + court);
            courts.add(t);
            t.start();
        }
        for (Thread t : courts) {
            t.join();
        }
        double wall = (System.nanoTime() - wallBefore) / 1e9;
        long cpu = serverCpu(threads) - cpuBefore;
        long heapAfter = usedHeap();
        long last = lastSequence(base, clients[0]);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline && !followers.stream().allMatch(f -> f.last >= last)) {
            Thread.sleep(20);
        }
        Samples delivery = new Samples("delivery");
        Samples everyone = new Samples("to every follower");
        int missed = 0;
        for (long s = start + 1; s <= last; s++) {
            if (answered[(int) s] == 0) {
                continue;
            }
            long worst = 0;
            for (int f = 0; f < n; f++) {
                long at = arrivals[f][(int) s];
                if (at == 0) {
                    missed++;
                    continue;
                }
                long delay = Math.max(0, at - answered[(int) s]);
                delivery.add(delay);
                worst = Math.max(worst, delay);
            }
            if (n > 0) {
                everyone.add(worst);
            }
        }
        open.forEach(o -> o.cancel(true));
        followers.forEach(Follower::cancel);
        Thread.sleep(500);
        double heapPer = n == 0 ? 0 : Math.max(0, heapAfter - heapBefore) / 1024.0 / n;
        return new Row(n, delivery, everyone, writes, cpu / 1e9 / wall, heapPer, missed);
    }

    /** A court's table: a score write every 200 ms, one at a time, as a court's sender does. */
    private static void write(URI base, HttpClient http, String code, List<MatchResult> mine, int seconds, Samples writes,
            long[] answered, AtomicInteger cursor) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        int i = 0;
        long next = System.nanoTime();
        while (System.nanoTime() < end) {
            MatchResult m = mine.get(i % mine.size());
            String marks = (i / mine.size()) % 2 == 0 ? "[\"M\"]" : "[]";
            String body = "{\"key\":\"" + UUID.randomUUID() + "\",\"madeAt\":" + System.currentTimeMillis()
                    + ",\"entry\":{\"kind\":\"score\",\"groups\":{\"scoreline\":{\"ipponsA\":" + marks
                    + ",\"hansokuA\":0,\"ipponsB\":[],\"hansokuB\":0}},\"named\":[\"scoreline\"]}}";
            HttpRequest request = HttpRequest.newBuilder(base.resolve(HallApi.entriesPath("open", m.id())))
                    .header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + code)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
            long t0 = System.nanoTime();
            try {
                HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
                long t1 = System.nanoTime();
                synchronized (writes) {
                    writes.add(t1 - t0);
                }
                Matcher s = SEQUENCE.matcher(r.body());
                if (s.find()) {
                    long seq = Long.parseLong(s.group(1));
                    if (seq > 0 && seq < MAX_NOTES) {
                        answered[(int) seq] = t1;
                    }
                }
            } catch (Exception e) {
                throw new IllegalStateException("A court's write failed: " + e.getMessage(), e);
            }
            cursor.incrementAndGet();
            i++;
            next += TimeUnit.MILLISECONDS.toNanos(200);
            long wait = next - System.nanoTime();
            if (wait > 0) {
                try {
                    TimeUnit.NANOSECONDS.sleep(wait);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** One follower: notes' arrival times by sequence, read from the event stream's id lines. */
    private static final class Follower implements Flow.Subscriber<String> {
        private final long[] arrivals;
        private final CountDownLatch connected;
        private volatile Flow.Subscription subscription;
        volatile long last;

        Follower(long[] arrivals, CountDownLatch connected) {
            this.arrivals = arrivals;
            this.connected = connected;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.startsWith(": following")) {
                connected.countDown();
            } else if (line.startsWith("id: ")) {
                long seq = Long.parseLong(line.substring(4).trim());
                if (seq < MAX_NOTES && arrivals[(int) seq] == 0) {
                    arrivals[(int) seq] = System.nanoTime();
                }
                last = Math.max(last, seq);
            }
        }

        @Override
        public void onError(Throwable t) {
            // cancelled at the end of a round
        }

        @Override
        public void onComplete() {
        }

        void cancel() {
            if (subscription != null) {
                subscription.cancel();
            }
        }
    }

    private static long lastSequence(URI base, HttpClient http) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("/data/site.json")).build(),
                HttpResponse.BodyHandlers.ofString());
        Matcher m = SEQUENCE.matcher(r.body());
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    /** CPU of the hall server's request threads (Jetty's pool): the feeds and the writes, not the followers. */
    private static long serverCpu(ThreadMXBean threads) {
        long total = 0;
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().startsWith("qtp")) {
                long t = threads.getThreadCpuTime(info.getThreadId());
                total += Math.max(0, t);
            }
        }
        return total;
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        System.gc();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static CompetitionState pools(int entrants) {
        Competition competition = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withSchedule(s -> s.withCourts(COURTS));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 8)));
        }
        PoolDraw.Result draw = PoolDraw.draw(competition, players, 7L);
        return CompetitionState.empty(competition.withStatus(CompetitionStatus.POOLS)).withPlayers(players)
                .withPools(draw.pools()).withPoolMatches(draw.bouts());
    }

    static void print(List<Row> rows) {
        System.out.println("Live feed followers on loopback while 4 courts each write every 200 ms (FeedCrowd)");
        System.out.println();
        System.out.println("| followers | delivery p50 | delivery p95 | to every follower p95 | court write p50 | court write p95"
                + " | write p95 vs none | server threads' CPU | heap per follower | notes missed |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        double base = rows.get(0).writes().p95Millis();
        for (Row r : rows) {
            System.out.printf(Locale.ROOT, "| %,d | %s | %s | %s | %.1f ms | %.1f ms | %.2fx | %.2f cores | %s | %d |%n",
                    r.followers(), ms(r.delivery(), 50), ms(r.delivery(), 95), ms(r.everyone(), 95),
                    r.writes().medianMillis(), r.writes().p95Millis(), r.writes().p95Millis() / base, r.serverCores(),
                    r.followers() == 0 ? "-" : String.format(Locale.ROOT, "%.0f KB", r.heapKbPerFollower()), r.missed());
        }
        System.out.println();
        Row top = rows.get(rows.size() - 1);
        if (top.followers() > 0) {
            double every = top.everyone().p95Millis();
            double ratio = top.writes().p95Millis() / base;
            System.out.printf(Locale.ROOT, "- %,d followers, p95 delay to every follower < 1 s: %.0f ms: %s%n", top.followers(),
                    every, every < 1000 ? "met" : "MISSED");
            System.out.printf(Locale.ROOT, "- courts' write p95 with %,d followers within 1.5x of none: %.2fx: %s%n",
                    top.followers(), ratio, ratio <= 1.5 ? "met" : "MISSED");
            System.out.println();
        }
    }

    private static String ms(Samples s, int p) {
        return s.count() == 0 ? "-" : String.format(Locale.ROOT, "%.1f ms", s.percentileMillis(p));
    }

    static int[] crowds(boolean quick) {
        return quick ? new int[] {0, 100} : new int[] {0, 100, 500, 1_000};
    }
}
