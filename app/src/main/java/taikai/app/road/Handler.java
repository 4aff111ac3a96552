package taikai.app.road;

import taikai.model.competition.CompetitionState;

/**
 * Works out one kind of action against the competition as just read from disk, under its lock:
 * rules in a fixed order (the first "no" is the answer), then the change. Pure apart from what
 * {@link RoadContext} offers; it never writes a file.
 */
@FunctionalInterface
public interface Handler<A extends Action> {
    Decision decide(A action, CompetitionState state, RoadContext context);
}
