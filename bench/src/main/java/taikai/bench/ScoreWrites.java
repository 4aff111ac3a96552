package taikai.bench;

import java.util.List;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.match.MatchEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;

/**
 * A court table scoring one competition: each write sets side A's point on the next match in turn,
 * men on the first pass and kote on the next, so every write changes the results file, adds a
 * history line and lands as {@code applied}. Not thread safe: one per writing thread.
 */
final class ScoreWrites {
    private final WriteRoad road;
    private final String competitionId;
    private final List<MatchResult> matches;
    private final String via;
    private long sent;
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
    private final Samples cpu = new Samples("road CPU");

    ScoreWrites(WriteRoad road, String competitionId, String via) {
        this.road = road;
        this.competitionId = competitionId;
        this.matches = road.store().competition(competitionId).read().state().orElseThrow().poolMatches();
        this.via = via;
    }

    /** The CPU time the submitting thread spent in each of the last {@code count} writes, to their answers. */
    Samples cpuOfLast(int count) {
        List<Long> all = cpu.nanos();
        return Samples.of("road CPU", all.subList(Math.max(0, all.size() - count), all.size()));
    }

    /** Waits until the last write's files are applied (the answer comes once its log frame is forced). */
    void awaitApplied() {
        road.store().awaitApplied();
    }

    /** Sends the next score through the whole road; fails loudly when it did not land as applied. */
    void next() {
        MatchResult stored = matches.get((int) (sent % matches.size()));
        List<Mark> marks = (sent / matches.size()) % 2 == 0 ? List.of(Mark.MEN) : List.of(Mark.KOTE);
        MatchResult proposal = stored.withSideA(stored.sideA().withIppons(marks));
        MatchWrite write = MatchWrite.of(MatchWrite.Kind.SCORE, proposal, List.of(FieldGroup.SCORELINE), road.now(), via);
        String key = via + "-" + competitionId + "-" + sent;
        sent++;
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        Answer answer = road.submit(new Request(key, via, new MatchEntry(competitionId, stored.id(), write)));
        cpu.add(THREADS.getCurrentThreadCpuTime() - cpuStart);
        if (answer.outcome() != Outcome.APPLIED) {
            throw new IllegalStateException("A benchmark score write did not land: " + answer.outcome() + " "
                    + answer.message());
        }
    }
}
