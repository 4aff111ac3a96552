package taikai.app.road;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import taikai.app.road.match.MatchEntry;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;

/** A real folder with drawn pool competitions, a write road on it and a clock the test moves. */
final class RoadFixture {
    static final long START = 1_805_000_000_000L;

    final Path root;
    final TournamentStore store;
    final AtomicLong clock = new AtomicLong(START);
    final WriteRoad road;

    RoadFixture(Path root, CompetitionState... competitions) throws Exception {
        this(root, TournamentStore.Answers.ONCE_APPLIED, competitions);
    }

    /** The folder's store opened to answer as {@code answers} says (decision 0031: the app answers once logged). */
    RoadFixture(Path root, TournamentStore.Answers answers, CompetitionState... competitions) throws Exception {
        this.root = root;
        TournamentStore written = StoreFixtures.folder(root, competitions);
        if (answers == TournamentStore.Answers.ONCE_APPLIED) {
            this.store = written;
        } else {
            written.close();
            this.store = TournamentStore.open(root, answers);
        }
        this.road = road();
    }

    /** A second road on the same folder, as after a restart of the app: nothing remembered in memory. */
    WriteRoad road() {
        return new WriteRoad(store, Handlers.standard(), clock::get, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), new ChangeFeed());
    }

    CompetitionState state(String competition) {
        return store.competition(competition).read().state().orElseThrow();
    }

    MatchResult match(String competition, int index) {
        return state(competition).poolMatches().get(index);
    }

    /** A score entry that sets side A's points to {@code marksA} on the stored match. */
    static MatchEntry points(String competition, MatchResult stored, Long madeAt, List<Mark> marksA, List<Mark> marksB) {
        MatchResult proposal = stored.withSideA(stored.sideA().withIppons(marksA)).withSideB(stored.sideB().withIppons(marksB));
        return new MatchEntry(competition, stored.id(),
                MatchWrite.of(MatchWrite.Kind.SCORE, proposal, List.of(FieldGroup.SCORELINE), madeAt, "court A"));
    }
}
