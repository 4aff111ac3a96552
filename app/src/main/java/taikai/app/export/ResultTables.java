package taikai.app.export;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.standings.SwissTable;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.model.team.RepresentativeNames;

/**
 * One competition's results as CSV tables a spreadsheet opens: the pool standings with places and
 * the tie-break that separated each place from the one above, every pool match, a Swiss competition's
 * table, and the knockout by round. UTF-8 with a byte order mark (so a spreadsheet reads the names right), a header row, CRLF
 * line ends; the same state always gives the same bytes. Pure: no file is read or written here.
 */
public final class ResultTables {
    /** The header of {@code <id>-standings.csv}. */
    public static final List<String> STANDINGS_HEADER = List.of("Pool", "Place", "Name", "Number", "Dojo", "Wins",
            "Draws", "Losses", "Individual victories", "Points won", "Points lost", "Separated from above by",
            "Qualified", "Note");
    /** The header of {@code <id>-matches.csv} (pool matches). */
    public static final List<String> MATCHES_HEADER = List.of("Pool", "Match", "Round", "Status", "Court",
            "Aka", "Aka dojo", "Aka points", "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku",
            "Bouts won aka", "Bouts won shiro", "Decision", "Winner", "Representative bout");
    /** The header of {@code <id>-knockout.csv}. */
    public static final List<String> KNOCKOUT_HEADER = List.of("Round", "Match number", "Match", "Status", "Court",
            "Aka", "Aka dojo", "Aka points", "Aka hansoku", "Shiro", "Shiro dojo", "Shiro points", "Shiro hansoku",
            "Bouts won aka", "Bouts won shiro", "Decision", "Winner", "Representative bout");

    private static final CsvMapper MAPPER = new CsvMapper();
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private ResultTables() {
    }

    /** The competition's tables by file name, in a fixed order; a table with no rows is left out. */
    public static Map<String, byte[]> of(CompetitionState state) {
        String id = state.competition().id();
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<List<String>> standings = standingRows(state);
        if (!standings.isEmpty()) {
            files.put(id + "-standings.csv", csv(STANDINGS_HEADER, standings));
        }
        List<List<String>> matches = new ArrayList<>();
        for (MatchResult match : state.poolMatches()) {
            List<String> row = new ArrayList<>(List.of(match.pool(), MatchLabels.of(state, match), match.round() < 0 ? "" : String.valueOf(match.round()),
                    match.status().code(), match.court()));
            row.addAll(result(state, match));
            matches.add(row);
        }
        if (!matches.isEmpty()) {
            files.put(id + "-matches.csv", csv(MATCHES_HEADER, matches));
        }
        List<List<String>> swiss = SwissTable.rows(state);
        if (!swiss.isEmpty()) {
            files.put(id + "-swiss.csv", csv(SwissTable.HEADER, swiss));
        }
        List<List<String>> knockout = knockoutRows(state);
        if (!knockout.isEmpty()) {
            files.put(id + "-knockout.csv", csv(KNOCKOUT_HEADER, knockout));
        }
        return files;
    }

    /** Every pool's table as {@link Standings#of} computes it, pool by pool in the draw's order. */
    static List<List<String>> standingRows(CompetitionState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Pool pool : state.pools()) {
            Standings table = Standings.of(state.competition(), pool, state.poolMatches(), state.overrides());
            for (StandingRow row : table.rows()) {
                Player p = row.entrant();
                List<String> notes = new ArrayList<>();
                if (row.overridden() && row.separatedFromAbove() != taikai.model.standings.TieBreak.OVERRIDE) {
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

    private static List<List<String>> knockoutRows(CompetitionState state) {
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

    /** Round {@code r} of {@code count}, 0-based, by its usual name: the last is the final. */
    static String roundName(int r, int count) {
        int fromEnd = count - r;
        return switch (fromEnd) {
            case 1 -> "Final";
            case 2 -> "Semi-final";
            case 3 -> "Quarter-final";
            default -> "Round " + (r + 1);
        };
    }

    private static List<String> result(CompetitionState state, MatchResult match) {
        List<String> cells = new ArrayList<>();
        side(state, match.sideA(), marksA(match), hansokuA(match), cells);
        side(state, match.sideB(), marksB(match), hansokuB(match), cells);
        boolean team = !match.subBouts().isEmpty();
        cells.add(team ? String.valueOf(boutsWon(match, true)) : "");
        cells.add(team ? String.valueOf(boutsWon(match, false)) : "");
        cells.add(match.decision().code());
        cells.add(match.winner());
        // Spec section 3: the representative bout's sides are the team names; its picks name the fighters.
        cells.add(RepresentativeNames.of(state.teamMembers(), match).map(RepresentativeNames.Fighters::words).orElse(""));
        return cells;
    }

    private static void side(CompetitionState state, Side side, List<Mark> marks, int hansoku, List<String> cells) {
        cells.add(MatchLabels.side(state.bracket(), side));
        cells.add(side.participantId().isEmpty() ? ""
                : state.findPlayer(side.participantId()).map(Player::dojo).orElse(""));
        cells.add(marks.stream().map(Mark::symbol).collect(Collectors.joining(" ")));
        cells.add(hansoku == 0 ? "" : String.valueOf(hansoku));
    }

    private static List<Mark> marksA(MatchResult match) {
        if (match.subBouts().isEmpty()) {
            return match.sideA().ippons();
        }
        List<Mark> all = new ArrayList<>();
        match.subBouts().forEach(b -> all.addAll(b.ipponsA()));
        return all;
    }

    private static List<Mark> marksB(MatchResult match) {
        if (match.subBouts().isEmpty()) {
            return match.sideB().ippons();
        }
        List<Mark> all = new ArrayList<>();
        match.subBouts().forEach(b -> all.addAll(b.ipponsB()));
        return all;
    }

    private static int hansokuA(MatchResult match) {
        return match.subBouts().isEmpty() ? match.sideA().hansoku()
                : match.subBouts().stream().mapToInt(SubBout::hansokuA).sum();
    }

    private static int hansokuB(MatchResult match) {
        return match.subBouts().isEmpty() ? match.sideB().hansoku()
                : match.subBouts().stream().mapToInt(SubBout::hansokuB).sum();
    }

    private static long boutsWon(MatchResult match, boolean aka) {
        return match.subBouts().stream()
                .filter(b -> !b.winner().isEmpty() && b.winner().equals(aka ? b.sideA() : b.sideB()))
                .count();
    }

    /** The rows as CSV: BOM, header, rows, CRLF; a cell a spreadsheet would take for a formula is kept as text. */
    static byte[] csv(List<String> header, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        for (List<String> row : rows) {
            all.add(row.stream().map(ResultTables::asText).toList());
        }
        try {
            java.io.StringWriter text = new java.io.StringWriter();
            try (com.fasterxml.jackson.databind.SequenceWriter writer = MAPPER
                    .writer(CsvSchema.emptySchema().withLineSeparator("\r\n")).writeValues(text)) {
                for (List<String> row : all) {
                    writer.write(row.toArray(String[]::new));
                }
            }
            byte[] body = text.toString().getBytes(StandardCharsets.UTF_8);
            byte[] bytes = new byte[BOM.length + body.length];
            System.arraycopy(BOM, 0, bytes, 0, BOM.length);
            System.arraycopy(body, 0, bytes, BOM.length, body.length);
            return bytes;
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String asText(String cell) {
        String value = cell == null ? "" : cell;
        if (!value.isEmpty() && "=+-@".indexOf(value.charAt(0)) >= 0 && !value.matches("-?\\d+")) {
            return "'" + value;
        }
        return value;
    }
}
