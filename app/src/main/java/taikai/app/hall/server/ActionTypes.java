package taikai.app.hall.server;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Action;
import taikai.app.road.actions.court.AssignCourt;
import taikai.app.road.actions.court.MoveInQueue;
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.EditEntrant;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.actions.result.Reinstate;
import taikai.app.road.actions.result.RemoveWinnerOverride;
import taikai.app.road.actions.team.AddMember;
import taikai.app.road.actions.team.ClearMember;
import taikai.app.road.actions.team.RenameMember;
import taikai.app.road.actions.team.SaveLineup;

/**
 * The actions the hall network takes besides match entries, each under the name its address uses
 * ({@code POST /api/competitions/{c}/actions/{name}}), and who may send it. An action is a record of
 * the write road; its JSON fields are the record's components (docs/api.md, "Actions").
 */
final class ActionTypes {
    /** Who may send an action. */
    enum Who {
        /** Only the organiser's code. */
        ORGANISER,
        /** The organiser, or the code of the court the action's match is on (or is started on). */
        COURT_OF_MATCH
    }

    record Type(String name, Class<? extends Action> type, Who who) {
        Type {
            if (!type.isRecord()) {
                throw new IllegalArgumentException("An action sent over the network is a record: " + type.getName());
            }
        }
    }

    private final Map<String, Type> byName = new LinkedHashMap<>();

    ActionTypes with(String name, Class<? extends Action> type, Who who) {
        byName.put(name, new Type(name, type, who));
        return this;
    }

    Optional<Type> named(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    Map<String, Type> all() {
        return Collections.unmodifiableMap(byName);
    }

    /**
     * Every action of the write road besides a match entry. A court table calls its matches, sends one
     * back to the queue, records a withdrawal and saves a match's line-up; the rest is the organiser's.
     */
    static ActionTypes standard() {
        return new ActionTypes()
                .with("start", StartMatch.class, Who.COURT_OF_MATCH)
                .with("requeue", Requeue.class, Who.COURT_OF_MATCH)
                .with("withdrawal", RecordWithdrawal.class, Who.COURT_OF_MATCH)
                .with("lineup", SaveLineup.class, Who.COURT_OF_MATCH)
                .with("reopen", Reopen.class, Who.ORGANISER)
                .with("assign-court", AssignCourt.class, Who.ORGANISER)
                .with("move-in-queue", MoveInQueue.class, Who.ORGANISER)
                .with("correct", CorrectResult.class, Who.ORGANISER)
                .with("reinstate", Reinstate.class, Who.ORGANISER)
                .with("override-winner", OverrideWinner.class, Who.ORGANISER)
                .with("override-pool-rank", OverridePoolRank.class, Who.ORGANISER)
                .with("remove-override-winner", RemoveWinnerOverride.class, Who.ORGANISER)
                .with("add-member", AddMember.class, Who.ORGANISER)
                .with("rename-member", RenameMember.class, Who.ORGANISER)
                .with("clear-member", ClearMember.class, Who.ORGANISER)
                .with("draw", GenerateDraw.class, Who.ORGANISER)
                .with("discard-draw", DiscardDraw.class, Who.ORGANISER)
                .with("add-entrant", AddEntrant.class, Who.ORGANISER)
                .with("edit-entrant", EditEntrant.class, Who.ORGANISER)
                .with("check-in", CheckIn.class, Who.ORGANISER)
                .with("seed", SetSeed.class, Who.ORGANISER);
    }
}
