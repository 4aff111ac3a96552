package taikai.app.importing;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The first guess of what each column of an import holds. When the first row names columns the way
 * registration sheets do (in English, Dutch, French, German or Japanese romaji), it is a header and
 * each column is guessed from its name; otherwise every row is an entrant and each column is guessed
 * from its values (see {@link #fromValues}). A column whose cells are participant ids (a participants.csv of another
 * folder) is ignored. Each field is given to one column at most: the first that claims it.
 *
 * @param header whether the first row names the columns (and is not imported)
 */
public record ColumnGuess(boolean header, List<ImportField> fields) {
    private static final Pattern UUID_SHAPE = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    /** Column names, lowercased with everything but letters taken out. */
    private static final Map<ImportField, Set<String>> NAMES = Map.of(
            ImportField.NAME, Set.of("name", "fullname", "naam", "nom", "nomcomplet", "competitor", "participant", "player",
                    "entrant", "fighter", "teamname", "namae", "shimei"),
            ImportField.GIVEN_NAME, Set.of("firstname", "givenname", "forename", "voornaam", "prenom", "vorname"),
            ImportField.FAMILY_NAME, Set.of("lastname", "surname", "familyname", "achternaam", "nomdefamille", "nachname",
                    "familienname"),
            ImportField.ZEKKEN_NAME, Set.of("zekken", "zekkenname", "displayname", "zekkennaam"),
            ImportField.DOJO, Set.of("dojo", "club", "dojoclub", "clubdojo", "vereniging", "verein", "association",
                    "federation", "affiliation"),
            ImportField.GRADE, Set.of("grade", "rank", "dan", "kyu", "dankyu", "graad", "level", "niveau", "grad"));

    public ColumnGuess {
        fields = List.copyOf(fields);
    }

    public static ColumnGuess of(ImportTable table, boolean team, boolean zekken) {
        List<ImportField> offered = ImportField.offered(team, zekken);
        int width = table.width();
        List<ImportField> fromHeader = new ArrayList<>();
        Set<ImportField> taken = EnumSet.noneOf(ImportField.class);
        boolean header = false;
        if (!table.rows().isEmpty()) {
            for (String cell : table.rows().get(0).cells()) {
                ImportField field = byName(cell, team, offered);
                if (field != ImportField.IGNORE && taken.add(field)) {
                    header = true;
                    fromHeader.add(field);
                } else {
                    fromHeader.add(ImportField.IGNORE);
                }
            }
        }
        List<ImportField> fields = new ArrayList<>();
        if (header) {
            for (int column = 0; column < width; column++) {
                fields.add(column < fromHeader.size() ? fromHeader.get(column) : ImportField.IGNORE);
            }
            return new ColumnGuess(true, fields);
        }
        return new ColumnGuess(false, fromValues(table, team, offered));
    }

    /**
     * A list without a header, guessed from what its cells look like: a column mostly of grades
     * ("4 dan", "3D", "2 kyu") is the grade, one mostly of single words in capitals the zekken name,
     * the first other column mostly of full names the name, and the next the dojo; participant ids
     * are ignored. Where the values say nothing, the position decides: name, dojo, grade.
     */
    private static List<ImportField> fromValues(ImportTable table, boolean team, List<ImportField> offered) {
        int width = table.width();
        ImportField[] fields = new ImportField[width];
        for (int column = 0; column < width; column++) {
            if (isIdColumn(table, column)) {
                fields[column] = ImportField.IGNORE;
            } else if (!team && share(table, column, CellShapes::grade) > HALF && !taken(fields, ImportField.GRADE)) {
                fields[column] = ImportField.GRADE;
            } else if (!team && offered.contains(ImportField.ZEKKEN_NAME) && share(table, column, CellShapes::zekken) > HALF
                    && share(table, column, CellShapes::fullName) < HALF && !taken(fields, ImportField.ZEKKEN_NAME)) {
                fields[column] = ImportField.ZEKKEN_NAME;
            }
        }
        for (int column = 0; column < width; column++) {
            if (fields[column] == null && share(table, column, CellShapes::fullName) > HALF && !taken(fields, ImportField.NAME)) {
                fields[column] = ImportField.NAME;
            }
        }
        List<ImportField> rest = new ArrayList<>(List.of(ImportField.NAME, ImportField.DOJO));
        if (!team) {
            rest.add(ImportField.GRADE);
        }
        rest.removeIf(f -> taken(fields, f));
        List<ImportField> out = new ArrayList<>();
        for (int column = 0; column < width; column++) {
            if (fields[column] == null) {
                fields[column] = rest.isEmpty() ? ImportField.IGNORE : rest.remove(0);
            }
            out.add(fields[column]);
        }
        return out;
    }

    private static final double HALF = 0.5;

    /** The share of the column's filled cells that have the shape; 0 for an empty column. */
    static double share(ImportTable table, int column, java.util.function.Predicate<String> shape) {
        long filled = 0;
        long matching = 0;
        for (ImportTable.Row row : table.rows()) {
            String cell = row.cell(column).strip();
            if (!cell.isEmpty()) {
                filled++;
                matching += shape.test(cell) ? 1 : 0;
            }
        }
        return filled == 0 ? 0 : (double) matching / filled;
    }

    private static boolean taken(ImportField[] fields, ImportField field) {
        for (ImportField f : fields) {
            if (f == field) {
                return true;
            }
        }
        return false;
    }

    private static ImportField byName(String cell, boolean team, List<ImportField> offered) {
        if (cell.chars().anyMatch(Character::isDigit)) {
            // "3 dan" is a grade, not the name of the grade column.
            return ImportField.IGNORE;
        }
        String key = cell.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}]", "")
                .replace('é', 'e').replace('è', 'e');
        if (key.equals("team") || key.equals("ploeg") || key.equals("equipe") || key.equals("mannschaft")) {
            // An individual's team is their club; a team competition's team is the entrant.
            return team ? ImportField.NAME : ImportField.DOJO;
        }
        for (Map.Entry<ImportField, Set<String>> names : NAMES.entrySet()) {
            if (names.getValue().contains(key) && offered.contains(names.getKey())) {
                return names.getKey();
            }
        }
        return ImportField.IGNORE;
    }

    private static boolean isIdColumn(ImportTable table, int column) {
        return table.rows().stream().allMatch(r -> UUID_SHAPE.matcher(r.cell(column)).matches());
    }
}
