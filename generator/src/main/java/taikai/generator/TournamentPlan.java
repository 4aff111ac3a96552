package taikai.generator;

import java.util.List;
import taikai.model.tournament.Tournament;

/**
 * A whole generated tournament: its settings as tournament.md holds them (the sponsor and logo files
 * it names are drawn by the generator), its competitions in the order their courts are booked, how
 * many dojos the entrants come from, and the moment of the day the folder shows.
 *
 * @param seed every random choice and every id follows from it
 * @param nowSeconds seconds after midnight on the tournament day: earlier matches are finished, the
 *     one on a court at that moment is running, later ones are scheduled
 */
public record TournamentPlan(long seed, Tournament tournament, List<CompetitionPlan> competitions, int clubs,
        int nowSeconds) {

    public TournamentPlan {
        competitions = List.copyOf(competitions);
        if (competitions.isEmpty()) {
            throw new IllegalArgumentException("A tournament needs at least one competition.");
        }
    }
}
