package taikai.app.road.actions.entrant;

import taikai.app.road.Action;

/** A change to the roster: it belongs to no match, so its line goes to the competition's history. */
interface EntrantAction extends Action {
    @Override
    default String target() {
        return "";
    }
}
