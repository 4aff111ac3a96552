package taikai.ui.results;

import taikai.ui.words.DeskWords;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.results.Podium;

/**
 * One competition's results as the results screen shows them: its podium, how far it is decided in
 * words, and its fighting-spirit awards.
 */
public record CompetitionResults(String id, String name, Podium podium, String state, List<FightingSpiritAward> awards) {

    public CompetitionResults {
        awards = List.copyOf(awards);
    }

    static CompetitionResults of(CompetitionState s) {
        Podium podium = Podium.of(s);
        String name = s.competition().name().isBlank() ? s.competition().id() : s.competition().name();
        return new CompetitionResults(s.competition().id(), name, podium, state(s, podium),
                s.competition().fightingSpiritAwards());
    }

    private static String state(CompetitionState s, Podium podium) {
        if (podium.complete()) {
            return DeskWords.of(CompetitionResults.class).say("state.final");
        }
        boolean drawn = !s.poolMatches().isEmpty() || !s.bracket().rounds().isEmpty();
        if (!drawn) {
            return DeskWords.of(CompetitionResults.class).say("state.not-drawn");
        }
        return switch (s.competition().format()) {
            case LEAGUE -> DeskWords.of(CompetitionResults.class).say("state.league");
            case SWISS -> DeskWords.of(CompetitionResults.class).say("state.swiss");
            default -> s.bracket().rounds().isEmpty() || s.bracket().preview()
                    ? DeskWords.of(CompetitionResults.class).say("state.knockout-undrawn")
                    : DeskWords.of(CompetitionResults.class).say("state.knockout");
        };
    }
}
