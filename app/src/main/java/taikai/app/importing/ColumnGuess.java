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
 * each column is guessed from its name; otherwise every row is an entrant and the columns are taken
 * as name, dojo, grade. A column whose cells are participant ids (a participants.csv of another
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
        List<ImportField> order = new ArrayList<>(List.of(ImportField.NAME, ImportField.DOJO));
        if (!team) {
            order.add(ImportField.GRADE);
        }
        for (int column = 0; column < width; column++) {
            boolean ids = isIdColumn(table, column);
            fields.add(ids || order.isEmpty() ? ImportField.IGNORE : order.remove(0));
        }
        return new ColumnGuess(false, fields);
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
