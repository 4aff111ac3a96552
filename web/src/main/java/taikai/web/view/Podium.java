package taikai.web.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;

/**
 * The first three once they are known: a knockout's final and bronze match (or its two semi-final
 * losers, sharing third, when there is no bronze match); a league or Swiss table once every match
 * of it counts. Empty until then, so the page never shows a podium that can still change.
 */
final class Podium {
    private Podium() {
    }

    static ArrayNode of(CompetitionState state, List<Standings> tables) {
        ArrayNode podium = PublicView.JSON.createArrayNode();
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        if (!rounds.isEmpty()) {
            List<BracketMatch> last = rounds.get(rounds.size() - 1);
            if (last.size() != 1 || !done(last.get(0).result())) {
                return podium;
            }
            MatchResult fin = last.get(0).result();
            add(podium, 1, winnerSide(fin));
            add(podium, 2, loserSide(fin));
            BracketMatch bronze = state.bracket().thirdPlaceMatch();
            if (bronze != null && !bronze.hidden()) {
                if (done(bronze.result())) {
                    add(podium, 3, winnerSide(bronze.result()));
                }
            } else if (rounds.size() >= 2) {
                rounds.get(rounds.size() - 2).stream().map(BracketMatch::result).filter(Podium::done)
                        .forEach(semi -> add(podium, 3, loserSide(semi)));
            }
            return podium;
        }
        if (tables.size() == 1 && tables.get(0).complete() && !tables.get(0).needsDecision()) {
            for (StandingRow row : tables.get(0).rows()) {
                if (row.place() <= 3) {
                    podium.addObject().put("place", row.place()).put("name", row.entrant().name())
                            .put("dojo", row.entrant().dojo());
                }
            }
        }
        return podium;
    }

    private static boolean done(MatchResult m) {
        return m.status() == MatchStatus.COMPLETED && !Matches.winner(m).isEmpty();
    }

    private static Side winnerSide(MatchResult m) {
        return "a".equals(Matches.winner(m)) ? m.sideA() : m.sideB();
    }

    private static Side loserSide(MatchResult m) {
        return "a".equals(Matches.winner(m)) ? m.sideB() : m.sideA();
    }

    private static void add(ArrayNode podium, int place, Side side) {
        if (!side.name().isEmpty()) {
            podium.addObject().put("place", place).put("name", side.name());
        }
    }
}
