package taikai.app.road;

import taikai.model.history.HistoryEntry;

/**
 * The answer of a write whose key the history already holds: the key check that counts is made under
 * the competition's lock against the history on disk ({@code CompetitionStore.landedWithKey}), so a
 * retry is recognised after a restart, and after a commit whose answer never reached the sender (the
 * change was finished by the next write's replay).
 */
final class HistoryKeys {
    private HistoryKeys() {
    }

    /** The answer a landed write got, rebuilt from its history line, with its code where the line keeps one (decision 0053). */
    static Answer answerOf(HistoryEntry entry, long now) {
        return new Answer(Outcome.fromCode(entry.answered().outcome()), entry.answered().answer(), "", entry.answered().groups(), now, 0)
                .coded(entry.answered().code(), entry.answered().arguments());
    }
}
