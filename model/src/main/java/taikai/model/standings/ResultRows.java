package taikai.model.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.team.RepresentativeNames;

/**
 * A competition's results as rows of cells, as the CSV export ({@code <id>-standings.csv},
 * {@code <id>-matches.csv}, {@code <id>-knockout.csv}) and the results workbook both write them:
 * the pool standings with the tie-break that separated each place from the one above, every pool
 * match, and the knockout by round. One builder for both, so the two never disagree.
 */
public final class ResultRows {
    /** The header of the standings table. */
    public static final List<String> STANDINGS_HEADER = List.of("Pool", "Place", "Name", "Number", "Dojo", "Wins",
            "Draws", "Losses", "Individual victories", "Points won", "Points lost", "Separated from above by",
            "Qualified", "Note");
    /** The header of the pool matches' table. */
    public static final List<String> MATCHES_HEADER = List.of("Pool", "Match", "Round", "Status", "Court",
            "Aka", "Aka dojo", "Aka points", "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku",
            "Bouts won aka", "Bouts won shiro", "Decision", "Winner", "Representative bout");
    /** The header of the knockout's table. */
    public static final List<String> KNOCKOUT_HEADER = List.of("Round", "Match number", "Match", "Status", "Court",
            "Aka", "Aka dojo", "Aka points", "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku",
            "Bouts won aka", "Bouts won shiro", "Decision", "Winner", "Representative bout");

    private ResultRows() {
    }

    /** Every pool's table as {@link Standings#of} computes it, pool by pool in the draw's order. */
    public static List<List<String>> standings(CompetitionState state) {
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

    /** Every pool match in playing order, named by the label every surface uses. */
    public static List<List<String>> matches(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        for (MatchResult match : state.poolMatches()) {
            List<String> row = new ArrayList<>(List.of(match.pool(), MatchLabels.of(state, match),
                    match.round() < 0 ? "" : String.valueOf(match.round()), match.status().code(), match.court()));
            row.addAll(result(state, match));
            rows.add(row);
        }
        return rows;
    }

    /** The knockout round by round, then the third-place match; hidden byes are left out. */
    public static List<List<String>> knockout(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        for (int r = 0; r < rounds.size(); r++) {
            String name = roundName(r, rounds.size());
            for (BracketMatch match : rounds.get(r)) {
                if (!match.hidden()) {
                    rows.add(knockoutRow(state, name, match));
                }
            }
        }
        BracketMatch third = state.bracket().thirdPlaceMatch();
        if (third != null && !third.hidden()) {
            rows.add(knockoutRow(state, "Third place", third));
        }
        return rows;
    }

    /** Round {@code r} of {@code count}, 0-based, by its usual name: the last is the final. */
    public static String roundName(int r, int count) {
        return switch (count - r) {
            case 1 -> "Final";
            case 2 -> "Semi-final";
            case 3 -> "Quarter-final";
            default -> "Round " + (r + 1);
        };
    }

    private static List<String> knockoutRow(CompetitionState state, String round, BracketMatch match) {
        MatchResult result = match.result();
        List<String> row = new ArrayList<>(List.of(round, match.matchNumber() == 0 ? "" : String.valueOf(match.matchNumber()),
                MatchLabels.of(match), result.status().code(), result.court()));
        List<String> sides = result(state, result);
        // A slot the draw has not filled yet shows what will fill it, such as "Winner of match 1": the
        // feeder by the label its own row carries, never by its id.
        if (sides.get(0).isEmpty()) {
            sides.set(0, MatchLabels.slot(state.bracket(), match.placeholderA()));
        }
        if (sides.get(4).isEmpty()) {
            sides.set(4, MatchLabels.slot(state.bracket(), match.placeholderB()));
        }
        row.addAll(sides);
        return row;
    }

    private static List<String> result(CompetitionState state, MatchResult match) {
        List<String> cells = new ArrayList<>();
        boolean team = !match.subBouts().isEmpty();
        side(state, match.sideA(), team ? allMarks(match, true) : match.sideA().ippons(),
                team ? match.subBouts().stream().mapToInt(SubBout::hansokuA).sum() : match.sideA().hansoku(), cells);
        side(state, match.sideB(), team ? allMarks(match, false) : match.sideB().ippons(),
                team ? match.subBouts().stream().mapToInt(SubBout::hansokuB).sum() : match.sideB().hansoku(), cells);
        cells.add(team ? String.valueOf(boutsWon(match, true)) : "");
        cells.add(team ? String.valueOf(boutsWon(match, false)) : "");
        cells.add(match.verdict().decision().code());
        cells.add(match.verdict().winner());
        // Spec section 3: the representative bout's sides are the team names; its picks name the fighters.
        cells.add(RepresentativeNames.of(state.teamMembers(), match).map(RepresentativeNames.Fighters::words).orElse(""));
        return cells;
    }

    private static void side(CompetitionState state, Side side, List<Mark> marks, int hansoku, List<String> cells) {
        cells.add(MatchLabels.side(state.bracket(), side));
        cells.add(side.participantId().isEmpty() ? "" : state.findPlayer(side.participantId()).map(Player::dojo).orElse(""));
        cells.add(marks(marks));
        cells.add(hansoku == 0 ? "" : String.valueOf(hansoku));
    }

    /** Marks as their symbols, space-separated ("M K"). */
    public static String marks(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining(" "));
    }

    private static List<Mark> allMarks(MatchResult match, boolean aka) {
        List<Mark> all = new ArrayList<>();
        match.subBouts().forEach(b -> all.addAll(aka ? b.ipponsA() : b.ipponsB()));
        return all;
    }

    private static long boutsWon(MatchResult match, boolean aka) {
        return match.subBouts().stream()
                .filter(b -> !b.winner().isEmpty() && b.winner().equals(aka ? b.sideA() : b.sideB()))
                .count();
    }
}
