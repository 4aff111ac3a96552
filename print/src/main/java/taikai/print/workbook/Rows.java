package taikai.print.workbook;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.standings.ResultRows;
import taikai.print.words.Labels;

/**
 * The rows of the workbook's sheets the CSV export has no table for: the entrants and each team
 * bout with its kachinuki detail. Standings, pool matches and knockout come from
 * {@link ResultRows}, the CSV export's own rows.
 */
final class Rows {
    static final List<String> ENTRANTS = List.of("Competition", "Number", "Name", "Zekken name", "Dojo", "Grade or members",
            "Seed", "Pool", "Checked in");
    static final List<String> BOUTS = List.of("Encounter", "Bout", "Aka team", "Aka", "Aka points", "Aka hansoku", "Shiro team",
            "Shiro", "Shiro points", "Shiro hansoku", "Winner", "Decision", "Stays on");

    private Rows() {
    }

    static List<List<String>> entrants(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Player p : state.players()) {
            String pool = state.pools().stream().filter(pl -> pl.players().stream().anyMatch(x -> x.id().equals(p.id())))
                    .map(Pool::name).findFirst().orElse("");
            rows.add(List.of(Labels.competition(state), p.number(), p.name(), p.displayName(), p.dojo(),
                    String.join(", ", p.metadata()), p.seed() == 0 ? "" : String.valueOf(p.seed()), pool, p.checkedIn() ? "yes" : "no"));
        }
        return rows;
    }

    static List<List<String>> bouts(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        List<MatchResult> encounters = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> encounters.add(n.result()));
        boolean kachinuki = state.competition().teams().matchType() == taikai.model.competition.TeamMatchType.KACHINUKI;
        for (MatchResult m : encounters) {
            for (SubBout b : m.subBouts()) {
                String stays = "";
                if (kachinuki && !b.isRepresentative()) {
                    stays = b.winner().isEmpty() ? (m.isCompleted() || !b.decision().code().isEmpty() ? "both leave" : "") : b.winner();
                }
                rows.add(List.of(Labels.heading(state, m), b.isRepresentative() ? "Representative" : String.valueOf(b.position() + 1),
                        m.sideA().name(), b.sideA(), ResultRows.marks(b.ipponsA()), b.hansokuA() == 0 ? "" : String.valueOf(b.hansokuA()),
                        m.sideB().name(), b.sideB(), ResultRows.marks(b.ipponsB()), b.hansokuB() == 0 ? "" : String.valueOf(b.hansokuB()),
                        b.winner(), b.decision().code(), stays));
            }
        }
        return rows;
    }
}
