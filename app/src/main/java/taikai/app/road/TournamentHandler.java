package taikai.app.road;

import taikai.storage.folder.LoadedTournament;

/**
 * Works out one kind of {@link TournamentAction} against the whole folder as just read from disk,
 * under the tournament.md lock: rules in a fixed order, then the change. It never writes a file.
 */
@FunctionalInterface
public interface TournamentHandler<A extends TournamentAction> {
    TournamentDecision decide(A action, LoadedTournament folder, long now);
}
