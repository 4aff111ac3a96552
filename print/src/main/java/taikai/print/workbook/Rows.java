package taikai.print.workbook;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.model.standings.TieBreak;
import taikai.print.words.Labels;

/**
 * The rows of the workbook's sheets. Standings, pool matches and knockout carry the same columns
 * and the same facts as the CSV export, so the two never disagree; the knockout names a slot not
 * filled yet in words ("Winner of match 5") where the CSV keeps the draw's text.
 */
final class Rows {
    static final List<String> ENTRANTS = List.of("Competition", "Number", "Name", "Zekken name", "Dojo", "Grade or members",
            "Seed", "Pool", "Checked in");
    static final List<String> STANDINGS = List.of("Pool", "Place", "Name", "Number", "Dojo", "Wins", "Draws", "Losses",
            "Individual victories", "Points won", "Points lost", "Separated from above by", "Qualified", "Note");
    static final List<String> MATCHES = List.of("Pool", "Match", "Round", "Status", "Court", "Aka", "Aka dojo", "Aka points",
            "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku", "Bouts won aka", "Bouts won shiro", "Decision", "Winner",
            "Representative bout");
    static final List<String> KNOCKOUT = List.of("Round", "Match number", "Match", "Status", "Court", "Aka", "Aka dojo", "Aka points",
            "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku", "Bouts won aka", "Bouts won shiro", "Decision", "Winner",
            "Representative bout");
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

    static List<List<String>> standings(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Pool pool : state.pools()) {
            Standings table = Standings.of(state.competition(), pool, state.poolMatches(), state.overrides());
            for (StandingRow row : table.rows()) {
                Player p = row.entrant();
                List<String> notes = new ArrayList<>();
                if (row.overridden() && row.separatedFromAbove() != TieBreak.OVERRIDE) {
                    notes.add("placed by the organiser");
                }
                if (row.degraded()) {
                    notes.add("a match could not be read in full");
                }
                if (!table.complete()) {
                    notes.add("pool not finished");
                }
                rows.add(List.of(pool.name(), String.valueOf(row.place()), p.name(), p.number(), p.dojo(),
                        String.valueOf(row.wins()), String.valueOf(row.draws()), String.valueOf(row.losses()),
                        String.valueOf(row.victories()), String.valueOf(row.pointsWon()), String.valueOf(row.pointsLost()),
                        row.separatedFromAbove().words(), row.qualified() ? "yes" : "no", String.join("; ", notes)));
            }
        }
        return rows;
    }

    static List<List<String>> matches(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        for (MatchResult m : state.poolMatches()) {
            List<String> row = new ArrayList<>(List.of(m.pool(), taikai.model.competition.MatchLabels.of(state, m), m.round() < 0 ? "" : String.valueOf(m.round()),
                    m.status().code(), m.court()));
            row.addAll(result(state, m));
            rows.add(row);
        }
        return rows;
    }

    static List<List<String>> knockout(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        for (int r = 0; r < rounds.size(); r++) {
            String name = roundName(r, rounds.size());
            for (BracketMatch node : rounds.get(r)) {
                if (!node.hidden()) {
                    rows.add(knockoutRow(state, name, node));
                }
            }
        }
        BracketMatch third = state.bracket().thirdPlaceMatch();
        if (third != null && !third.hidden()) {
            rows.add(knockoutRow(state, "Third place", third));
        }
        return rows;
    }

    /** As the CSV export names rounds: the last is the final. */
    static String roundName(int r, int count) {
        return switch (count - r) {
            case 1 -> "Final";
            case 2 -> "Semi-final";
            case 3 -> "Quarter-final";
            default -> "Round " + (r + 1);
        };
    }

    private static List<String> knockoutRow(CompetitionState state, String round, BracketMatch node) {
        MatchResult m = node.result();
        List<String> row = new ArrayList<>(List.of(round, node.matchNumber() == 0 ? "" : String.valueOf(node.matchNumber()),
                taikai.model.competition.MatchLabels.of(node), m.status().code(), m.court()));
        List<String> sides = result(state, m);
        if (sides.get(0).isEmpty()) {
            sides.set(0, Labels.placeholder(state.bracket(), node.placeholderA()));
        }
        if (sides.get(4).isEmpty()) {
            sides.set(4, Labels.placeholder(state.bracket(), node.placeholderB()));
        }
        row.addAll(sides);
        return row;
    }

    static List<List<String>> bouts(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        List<MatchResult> encounters = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> encounters.add(n.result()));
        boolean kachinuki = state.competition().teamMatchType() == taikai.model.competition.TeamMatchType.KACHINUKI;
        for (MatchResult m : encounters) {
            for (SubBout b : m.subBouts()) {
                String stays = "";
                if (kachinuki && !b.isRepresentative()) {
                    stays = b.winner().isEmpty() ? (m.isCompleted() || !b.decision().code().isEmpty() ? "both leave" : "") : b.winner();
                }
                rows.add(List.of(Labels.heading(state, m), b.isRepresentative() ? "Representative" : String.valueOf(b.position() + 1),
                        m.sideA().name(), b.sideA(), marks(b.ipponsA()), b.hansokuA() == 0 ? "" : String.valueOf(b.hansokuA()),
                        m.sideB().name(), b.sideB(), marks(b.ipponsB()), b.hansokuB() == 0 ? "" : String.valueOf(b.hansokuB()),
                        b.winner(), b.decision().code(), stays));
            }
        }
        return rows;
    }

    private static List<String> result(CompetitionState state, MatchResult m) {
        List<String> cells = new ArrayList<>();
        boolean team = !m.subBouts().isEmpty();
        side(state, m.sideA(), team ? all(m, true) : m.sideA().ippons(),
                team ? m.subBouts().stream().mapToInt(SubBout::hansokuA).sum() : m.sideA().hansoku(), cells);
        side(state, m.sideB(), team ? all(m, false) : m.sideB().ippons(),
                team ? m.subBouts().stream().mapToInt(SubBout::hansokuB).sum() : m.sideB().hansoku(), cells);
        cells.add(team ? String.valueOf(won(m, true)) : "");
        cells.add(team ? String.valueOf(won(m, false)) : "");
        cells.add(m.decision().code());
        cells.add(m.winner());
        // Spec section 3: the representative bout's sides are the team names; its picks name the fighters.
        cells.add(taikai.model.team.RepresentativeNames.of(state.teamMembers(), m)
                .map(taikai.model.team.RepresentativeNames.Fighters::words).orElse(""));
        return cells;
    }

    private static void side(CompetitionState state, Side side, List<Mark> marks, int hansoku, List<String> cells) {
        cells.add(taikai.model.competition.MatchLabels.side(state.bracket(), side));
        cells.add(side.participantId().isEmpty() ? "" : state.findPlayer(side.participantId()).map(Player::dojo).orElse(""));
        cells.add(marks(marks));
        cells.add(hansoku == 0 ? "" : String.valueOf(hansoku));
    }

    private static String marks(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining(" "));
    }

    private static List<Mark> all(MatchResult m, boolean aka) {
        List<Mark> marks = new ArrayList<>();
        m.subBouts().forEach(b -> marks.addAll(aka ? b.ipponsA() : b.ipponsB()));
        return marks;
    }

    private static long won(MatchResult m, boolean aka) {
        return m.subBouts().stream().filter(b -> !b.winner().isEmpty() && b.winner().equals(aka ? b.sideA() : b.sideB())).count();
    }
}
