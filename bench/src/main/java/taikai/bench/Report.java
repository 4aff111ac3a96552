package taikai.bench;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import taikai.app.road.RoadWarmUp;

/** Prints the results as Markdown tables, each timing beside its floor and their ratio, then the targets. */
final class Report {
    private final PrintStream out;

    Report(PrintStream out) {
        this.out = out;
    }

    void writes(List<WriteCost.Row> rows) {
        out.println("### One score write through the write road");
        out.println();
        out.println("| matches | entrants | what it forces | answer ms median / p95 | applied ms median / p95 "
                + "| road CPU to the answer, ms median | floor ms median / p95 | SQLite ms median / p95 "
                + "| one log append ms median / p95 | answer / SQLite | answer / (log append + road CPU) "
                + "| applied / floor | SQLite / log append |");
        out.println("|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (WriteCost.Row r : rows) {
            out.printf(Locale.ROOT, "| %,d | %,d | %s | %s | %s | %s | %s | %s | %s | %s | %.2f | %s | %s |%n",
                    r.matches(), r.entrants(), r.shape().describe(), ms(r.road()), ms(r.applied()),
                    round(r.roadCpu().medianMillis()), ms(r.floor()), ms(r.sqlite()), ms(r.logAppend()),
                    ratio(r.road(), r.sqlite()), r.road().medianMillis() / r.answerFloorMillis(),
                    ratio(r.applied(), r.floor()), ratio(r.sqlite(), r.logAppend()));
        }
        out.println();
        out.println("The answer comes once the write's log frame is forced (decision 0031); \"applied\" is the time"
                + " until its results file is renamed into place too, which the next write of the competition and"
                + " every read wait for.");
        out.println();
    }

    void warmUp(WarmUpCurve.Curve curve) {
        List<WarmUpCurve.Row> rows = curve.rows();
        out.println("### A score write in a freshly started app (" + WarmUpCurve.MATCHES + " matches, first writes"
                + " after the JVM starts)");
        out.println();
        out.println("| block of writes | answer ms median (default JVM) | floor ms median | answer / floor "
                + "| answer ms median (as launched, C1 only) | floor ms median | answer / floor "
                + "| answer ms median (as launched, road warmed on open) | floor ms median | answer / floor |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (WarmUpCurve.Row r : rows) {
            out.printf(Locale.ROOT, "| %,d–%,d | %s | %s | %.2f | %s | %s | %.2f | %s | %s | %.2f |%n", r.first(),
                    r.last(), round(r.road() / 1e6), round(r.floor() / 1e6), (double) r.road() / r.floor(),
                    round(r.launchedRoad() / 1e6), round(r.launchedFloor() / 1e6),
                    (double) r.launchedRoad() / r.launchedFloor(), round(r.warmedRoad() / 1e6),
                    round(r.warmedFloor() / 1e6), (double) r.warmedRoad() / r.warmedFloor());
        }
        if (!rows.isEmpty()) {
            WarmUpCurve.Row first = rows.get(0);
            WarmUpCurve.Row last = rows.get(rows.size() - 1);
            out.printf(Locale.ROOT, "%nThe answer's median in writes %,d–%,d against writes %,d–%,d: %.2fx in the default"
                    + " JVM, %.2fx as launched, %.2fx as launched with the road warmed on open (its dry run of %,d"
                    + " writes on a scratch folder took %.1f s, off the first writes' way in the app). Each write"
                    + " alternates with one write of its floor; one fresh JVM each.%n", first.first(), first.last(),
                    last.first(), last.last(), (double) first.road() / last.road(),
                    (double) first.launchedRoad() / last.launchedRoad(), (double) first.warmedRoad() / last.warmedRoad(),
                    RoadWarmUp.WRITES, curve.warmUpNanos() / 1e9);
            target("writes 1–100 of a fresh app as launched with the road warmed on open ≤ 2x the steady state",
                    (double) first.warmedRoad() / last.warmedRoad(), 2);
        }
        out.println();
    }

    void firstWindow(List<FirstWindow.Row> rows) {
        out.println("### The desktop's first window, from starting the launcher");
        out.println();
        out.println("| started | window shown ms median / p95 | first screen ms median / p95 | shown / floor |");
        out.println("|---|---:|---:|---:|");
        FirstWindow.Row floor = rows.get(0);
        for (FirstWindow.Row r : rows) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %s |%n", r.what(), ms(r.shown()),
                    r.screen() == null ? "-" : ms(r.screen()), ratio(r.shown(), floor.shown()));
        }
        out.println();
        FirstWindow.Row sample = rows.get(1);
        FirstWindow.Row big = rows.get(2);
        out.printf(Locale.ROOT, "- ./taikai on the sample shows its window in under 1,200 ms: %.0f ms: %s%n",
                sample.shown().medianMillis(), sample.shown().medianMillis() < 1200 ? "met" : "MISSED");
        out.printf(Locale.ROOT, "- a 3,000-entrant folder's first screen in under 2,000 ms: %.0f ms: %s%n",
                big.screen().medianMillis(), big.screen().medianMillis() < 2000 ? "met" : "MISSED");
        out.println();
    }

    void opens(List<OpenCost.Row> rows) {
        out.println("### Opening a tournament (log replay, every file, every pool's standings, every court's queue)");
        out.println();
        out.println("| entrants | competitions | files, MB | cold open ms median / p95 | its process CPU ms "
                + "| cold with class archive | cold as launched (archive, C1 only) | warm open ms median / p95 | floor: read every byte, ms median / p95 "
                + "| warm / floor | cold / warm | heap kept, MB | least -Xmx, MB |");
        out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (OpenCost.Row r : rows) {
            out.printf(Locale.ROOT, "| %,d | %d | %,d, %.1f | %s | %s | %s | %s | %s | %s | %s | %s | %.0f | %s |%n",
                    r.entrants(), r.competitions(), r.files(), r.bytes() / 1048576.0, ms(r.cold()), ms(r.coldCpu()),
                    ms(r.coldArchived()), ms(r.coldLaunched()),
                    ms(r.open()), ms(r.floor()), ratio(r.open(), r.floor()), ratio(r.cold(), r.open()),
                    r.liveBytes() / 1048576.0, r.leastHeapMb() < 0 ? "over 2048" : "≤ " + r.leastHeapMb());
        }
        out.printf(Locale.ROOT, "%nCold opens: %d fresh JVMs each, without the archive, with it, and as launched, taken"
                + " in turns.%n",
                rows.isEmpty() ? 0 : rows.get(0).cold().count());
        out.println();
    }

    void draws(List<DrawCost.Row> rows) {
        out.println("### Drawing");
        out.println();
        out.println("| draw | what it drew | draw ms median / p95 | floor: force its files, ms median / p95 | draw / floor |");
        out.println("|---|---|---:|---:|---:|");
        for (DrawCost.Row r : rows) {
            out.printf(Locale.ROOT, "| %s | %s | %s | %s | %s |%n", r.name(), r.drew(), ms(r.draw()), ms(r.floor()),
                    ratio(r.draw(), r.floor()));
        }
        out.println();
    }

    void throughput(List<Throughput.Row> rows) {
        out.println("### Writes per second");
        out.println();
        out.println("| how | writes per burst | road writes/s (median burst) | floor writes/s | road / floor (rate) |");
        out.println("|---|---:|---:|---:|---:|");
        for (Throughput.Row r : rows) {
            out.printf(Locale.ROOT, "| %s | %d | %.0f | %.0f | %.2f |%n", r.name(), r.writesPerBurst(),
                    r.roadPerSecond(), r.floorPerSecond(), r.roadPerSecond() / r.floorPerSecond());
        }
        out.printf(Locale.ROOT, "%nFour competitions in parallel against one: %.2fx the writes per second.%n%n",
                rows.get(2).roadPerSecond() / rows.get(0).roadPerSecond());
    }

    void targets(List<WriteCost.Row> writes, List<OpenCost.Row> opens) {
        out.println("### Targets");
        out.println();
        writes.stream().filter(r -> r.matches() == 256).findFirst().ifPresent(r -> {
            target("score write's answer at 256 matches ≤ 3x SQLite", r.road().medianMillis()
                    / r.sqlite().medianMillis(), 3);
            target("score write's answer at 256 matches ≤ 1.5x (one log append + the road's CPU)",
                    r.road().medianMillis() / r.answerFloorMillis(), 1.5);
            target("score write applied at 256 matches ≤ 2x its floor", r.applied().medianMillis()
                    / r.floor().medianMillis(), 2);
        });
        WriteCost.Row at64 = writes.stream().filter(r -> r.matches() == 64).findFirst().orElse(null);
        writes.stream().filter(r -> r.matches() == 1024).findFirst().ifPresent(r -> {
            if (at64 != null) {
                target("score write at 1,024 matches ≤ 3x at 64", r.road().medianMillis() / at64.road().medianMillis(), 3);
            }
        });
        opens.stream().filter(r -> r.entrants() == 3000).findFirst().ifPresent(r -> {
            out.printf(Locale.ROOT, "- open 3,000 entrants < 1,000 ms: warm (a reload) %.0f ms: %s; cold (first open"
                    + " after the JVM starts) %.0f ms (%.0f ms of process CPU): %s; cold with a class archive"
                    + " %.0f ms: %s; cold as the launcher runs the app (archive, C1 only) %.0f ms: %s%n",
                    r.open().medianMillis(), r.open().medianMillis() < 1000 ? "met" : "MISSED",
                    r.cold().medianMillis(), r.coldCpu().medianMillis(), r.cold().medianMillis() < 1000 ? "met" : "MISSED",
                    r.coldArchived().medianMillis(), r.coldArchived().medianMillis() < 1000 ? "met" : "MISSED",
                    r.coldLaunched().medianMillis(), r.coldLaunched().medianMillis() < 1000 ? "met" : "MISSED");
            out.printf(Locale.ROOT, "- open 3,000 entrants < 300 MB heap: opens in -Xmx%dm, keeps %.0f MB: %s%n",
                    r.leastHeapMb(), r.liveBytes() / 1048576.0,
                    r.leastHeapMb() > 0 && r.leastHeapMb() < 300 ? "met" : "MISSED");
        });
        out.println();
    }

    private void target(String what, double ratio, double limit) {
        out.printf(Locale.ROOT, "- %s: %.2fx: %s%n", what, ratio, ratio <= limit ? "met" : "MISSED");
    }

    private static String ms(Samples s) {
        return String.format(Locale.ROOT, "%s / %s", round(s.medianMillis()), round(s.p95Millis()));
    }

    private static String round(double millis) {
        return millis >= 100 ? String.format(Locale.ROOT, "%.0f", millis)
                : millis >= 10 ? String.format(Locale.ROOT, "%.1f", millis) : String.format(Locale.ROOT, "%.2f", millis);
    }

    private static String ratio(Samples top, Samples bottom) {
        return String.format(Locale.ROOT, "%.2f", top.medianMillis() / bottom.medianMillis());
    }
}
