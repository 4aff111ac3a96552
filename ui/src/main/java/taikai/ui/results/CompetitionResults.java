package taikai.ui.results;

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
            return "Final results.";
        }
        boolean drawn = !s.poolMatches().isEmpty() || !s.bracket().rounds().isEmpty();
        if (!drawn) {
            return "Not drawn yet.";
        }
        return switch (s.competition().format()) {
            case LEAGUE -> "The league is still being fought; its places are known once every bout is decided.";
            case SWISS -> "The Swiss rounds are still being fought; its places are known after the last round.";
            default -> s.bracket().rounds().isEmpty() || s.bracket().preview()
                    ? "The knockout is not drawn yet; its places are known once the final is fought."
                    : "The knockout is still being fought; each place shows once its match is decided.";
        };
    }
}
