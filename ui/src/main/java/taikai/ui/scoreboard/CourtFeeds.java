package taikai.ui.scoreboard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.ui.match.OpenMatch;
import taikai.ui.session.OpenMatches;
import taikai.ui.session.Snapshot;

/**
 * For each court, the match on it and the one after, as the folder last read them: what a court's
 * scoreboard follows. Every new read of the folder updates them (on the FX thread), so a scoreboard
 * follows a court table's entries as they land.
 */
public final class CourtFeeds {
    /** One court's two matches. */
    public static final class Feed {
        private final ObjectProperty<OpenMatch> current = new SimpleObjectProperty<>();
        private final ObjectProperty<OpenMatch> next = new SimpleObjectProperty<>();

        public ReadOnlyObjectProperty<OpenMatch> current() {
            return current;
        }

        public ReadOnlyObjectProperty<OpenMatch> next() {
            return next;
        }
    }

    private final Map<String, Feed> feeds = new HashMap<>();
    private Snapshot last;

    /** The feed of {@code court}, made on first use and filled from the last read. */
    public Feed of(String court) {
        Feed feed = feeds.computeIfAbsent(court, c -> new Feed());
        if (last != null) {
            fill(court, feed, queued(last));
        }
        return feed;
    }

    public void update(Snapshot snapshot) {
        last = snapshot;
        List<Queued> all = queued(snapshot);
        feeds.forEach((court, feed) -> fill(court, feed, all));
    }

    private void fill(String court, Feed feed, List<Queued> all) {
        List<Queued> queue = CourtQueue.ofAll(court, all);
        Queued running = queue.isEmpty() || queue.get(0).match().status() != MatchStatus.RUNNING ? null : queue.get(0);
        Queued after = queue.stream().filter(q -> q != running).findFirst().orElse(null);
        feed.current.set(open(running));
        feed.next.set(open(after));
    }

    private OpenMatch open(Queued queued) {
        if (queued == null) {
            return null;
        }
        return last.state(queued.competitionId()).map(state -> OpenMatches.of(state, queued.match())).orElse(null);
    }

    private static List<Queued> queued(Snapshot snapshot) {
        List<Queued> all = new ArrayList<>();
        for (CompetitionState state : snapshot.states()) {
            OpenMatches.all(state).forEach(m -> all.add(new Queued(state.competition().id(), m)));
        }
        return all;
    }
}
