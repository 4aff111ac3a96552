package taikai.app.importing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import taikai.app.road.actions.draw.Draws;
import taikai.app.road.actions.entrant.ImportEntrants;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.storage.roster.RosterRules;

/**
 * What an import would enter, row by row, before anything is written: each row read through the
 * columns' mapping, and flagged when it is already in the roster, repeats an earlier row, or cannot
 * be entered (no name, a name shaped like a bracket placeholder, more fields than the header names).
 * Two rows are one entrant when name and dojo match, or the name alone in a team competition
 * (file-formats "participants.csv": the roster refuses both on write). Only the rows without a flag
 * are imported; the write road checks them again when the import is confirmed.
 *
 * @param problem why nothing can be imported at all (no column is the name); empty otherwise
 */
public record ImportPreview(List<Line> lines, String problem) {

    /** How a row of the import stands. */
    public enum Verdict {
        /** Imported. */
        READY,
        /** Imported, but a cell does not look like its column: the operator should look at the row. */
        CHECK,
        /** Left out: the roster already holds this entrant. */
        IN_ROSTER,
        /** Left out: an earlier row of the import is the same entrant. */
        REPEATED,
        /** Left out: the row names a slot, a prize or a category ("Up to 2D 1st place"), not a person. */
        LABEL,
        /** Left out: the row cannot be entered as it is mapped. */
        PROBLEM;

        public boolean imported() {
            return this == READY || this == CHECK;
        }
    }

    /** One row of the import: where it was, its cells, the entrant it makes, and why it is left out. */
    public record Line(int line, List<String> cells, Player player, Verdict verdict, String note) {
        public Line {
            cells = Copies.list(cells);
            note = Copies.text(note);
        }
    }

    public ImportPreview {
        lines = Copies.list(lines);
        problem = Copies.text(problem);
    }

    public static ImportPreview of(ImportTable table, boolean header, List<ImportField> mapping, CompetitionState state) {
        boolean team = state.competition().isTeam();
        List<ImportTable.Row> rows = header && !table.rows().isEmpty() ? table.rows().subList(1, table.rows().size())
                : table.rows();
        boolean named = mapping.contains(ImportField.NAME) || mapping.contains(ImportField.GIVEN_NAME)
                || mapping.contains(ImportField.FAMILY_NAME);
        String problem = Draws.exists(state) ? "The competition is drawn, so imported entrants would be in no pool and no"
                + " bracket; discard the draw first, then import."
                : named ? "" : "No column is mapped to Name: choose the column that holds the "
                + (team ? "team's name." : "entrants' names (or their given and family names).");
        int width = header && !table.rows().isEmpty() ? table.rows().get(0).cells().size() : table.width();
        Map<String, Player> roster = new HashMap<>();
        state.players().forEach(p -> roster.putIfAbsent(key(p, team), p));
        Map<String, Integer> seen = new HashMap<>();
        int nameColumn = mapping.indexOf(ImportField.NAME);
        boolean zekkenColumn = nameColumn >= 0 && ColumnGuess.share(table, nameColumn, CellShapes::zekken) > 0.5;
        List<Line> lines = new ArrayList<>(rows.size());
        for (ImportTable.Row row : rows) {
            Player player = entrant(row, mapping);
            Verdict verdict = Verdict.READY;
            String note = "";
            String name = player.name();
            if (!problem.isEmpty()) {
                verdict = Verdict.PROBLEM;
                note = problem;
            } else if (name.isEmpty()) {
                verdict = Verdict.PROBLEM;
                note = "No name: the " + (mapping.contains(ImportField.NAME) ? "name" : "given and family name")
                        + " cells of this row are empty.";
            } else if (!mapping.contains(ImportField.NAME) && (given(row, mapping).isEmpty() != family(row, mapping).isEmpty())) {
                verdict = Verdict.PROBLEM;
                note = "Only part of the name: the " + (given(row, mapping).isEmpty() ? "given" : "family")
                        + " name cell of this row is empty.";
            } else if (header && row.cells().size() > width) {
                verdict = Verdict.PROBLEM;
                note = "This row has " + row.cells().size() + " fields where the header names " + width
                        + "; a name or dojo that holds a " + table.delimiter().words().replaceAll("s$", "")
                        + " needs quotes around it.";
            } else if (RosterRules.isPlaceholder(name)) {
                verdict = Verdict.PROBLEM;
                note = "The name \"" + name + "\" reads like a bracket placeholder; choose another name.";
            } else if (CellShapes.label(name) || (!team && CellShapes.label(player.dojo()))) {
                verdict = Verdict.LABEL;
                note = "\"" + (CellShapes.label(name) ? name : player.dojo()) + "\" reads like a label (a place, a prize or a"
                        + " category), not a person, so the row is left out.";
            } else if (!CellShapes.implausible(name, team, zekkenColumn).isEmpty()) {
                verdict = Verdict.PROBLEM;
                note = "The name \"" + name + "\" " + CellShapes.implausible(name, team, zekkenColumn)
                        + ": check which column holds the names.";
            } else if (roster.containsKey(key(player, team))) {
                verdict = Verdict.IN_ROSTER;
                Player there = roster.get(key(player, team));
                note = "Already in the roster: " + there.name() + (team ? "" : " from " + there.dojo()) + ".";
            } else if (seen.containsKey(key(player, team))) {
                verdict = Verdict.REPEATED;
                note = "Repeats line " + seen.get(key(player, team)) + ".";
            }
            if (verdict == Verdict.READY) {
                seen.put(key(player, team), row.line());
                String doubt = doubt(row, mapping, team);
                if (!doubt.isEmpty()) {
                    verdict = Verdict.CHECK;
                    note = "Check this row: " + doubt + ".";
                }
            }
            lines.add(new Line(row.line(), row.cells(), player, verdict, note));
        }
        return new ImportPreview(lines, problem);
    }

    /** True when a column is mapped to the zekken name and some row to import has one. */
    public boolean zekkenNames() {
        return lines.stream().anyMatch(l -> l.verdict().imported() && !l.player().displayName().isBlank());
    }

    /** What in a row does not look like its column, in words; empty when every cell fits. */
    private static String doubt(ImportTable.Row row, List<ImportField> mapping, boolean team) {
        List<String> doubts = new ArrayList<>();
        for (int column = 0; column < mapping.size(); column++) {
            String cell = row.cell(column).strip();
            if (cell.isEmpty()) {
                continue;
            }
            switch (mapping.get(column)) {
                case NAME -> {
                    if (!team && !CellShapes.fullName(cell)) {
                        doubts.add("the name \"" + cell + "\" is a single word");
                    }
                }
                case ZEKKEN_NAME -> {
                    if (!CellShapes.zekken(cell)) {
                        doubts.add("the zekken name \"" + cell + "\" is not one word in capitals");
                    }
                }
                case GRADE -> {
                    if (!CellShapes.grade(cell)) {
                        doubts.add("the grade \"" + cell + "\" does not read like a grade");
                    }
                }
                case DOJO -> {
                    if (CellShapes.grade(cell)) {
                        doubts.add("the dojo \"" + cell + "\" reads like a grade");
                    }
                }
                default -> {
                }
            }
        }
        return String.join("; ", doubts);
    }

    /** How many rows would be imported. */
    public long ready() {
        return lines.stream().filter(l -> l.verdict().imported()).count();
    }

    /** How many rows are flagged and left out. */
    public long flagged() {
        return lines.size() - ready();
    }

    /** The rows to send: those without a flag, each with its line. */
    public List<ImportEntrants.Row> rows() {
        return lines.stream().filter(l -> l.verdict().imported()).map(l -> new ImportEntrants.Row(l.line(), l.player()))
                .toList();
    }

    private static String given(ImportTable.Row row, List<ImportField> mapping) {
        int column = mapping.indexOf(ImportField.GIVEN_NAME);
        return column < 0 ? "" : row.cell(column);
    }

    private static String family(ImportTable.Row row, List<ImportField> mapping) {
        int column = mapping.indexOf(ImportField.FAMILY_NAME);
        return column < 0 ? "" : row.cell(column);
    }

    private static Player entrant(ImportTable.Row row, List<ImportField> mapping) {
        String name = "";
        String given = "";
        String family = "";
        String zekken = "";
        String dojo = "";
        String grade = "";
        for (int column = 0; column < mapping.size(); column++) {
            String cell = row.cell(column);
            switch (mapping.get(column)) {
                case NAME -> name = cell;
                case GIVEN_NAME -> given = cell;
                case FAMILY_NAME -> family = cell;
                case ZEKKEN_NAME -> zekken = cell;
                case DOJO -> dojo = cell;
                case GRADE -> grade = cell;
                default -> {
                }
            }
        }
        if (name.isEmpty()) {
            name = (given + " " + family).strip();
        }
        return new Player("", name, zekken, dojo, grade.isEmpty() ? List.of() : List.of(grade), "", 0, -1, false,
                PlayerSource.MANUAL);
    }

    private static String key(Player p, boolean team) {
        String name = p.name().strip().toLowerCase(Locale.ROOT);
        String dojo = p.dojo().isBlank() ? "na" : p.dojo().strip().toLowerCase(Locale.ROOT);
        return team ? name : name + "\u0000" + dojo;
    }
}
