package taikai.app.road;

/**
 * An action on the tournament rather than on one competition: an edit of tournament.md, or the
 * creation of a competition, whose folder does not exist yet so no competition lock can order it.
 * It takes the tournament.md lock instead (docs/decisions/0008-tournament-actions.md).
 */
public interface TournamentAction extends Action {
}
