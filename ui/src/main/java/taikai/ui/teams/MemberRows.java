package taikai.ui.teams;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The names in rows pasted from a spreadsheet or a CSV file, one member a row: the first cell of each
 * row (cells split by tabs, semicolons or commas, a quoted cell kept whole), a header row such as
 * "Name" (or "Naam", "Nom", "名前") left out, blanks and repeats dropped.
 */
final class MemberRows {
    /** A first cell that heads a column of names, in the six languages the desktop speaks. */
    private static final Set<String> HEADERS = Set.of("name", "names", "member", "members", "fighter", "player",
            "namen", "mitglied", "mitglieder", "kämpfer", "nom", "noms", "membre", "membres", "naam", "lid", "leden",
            "nombre", "nombres", "miembro", "miembros", "名前", "氏名", "選手", "メンバー");

    private MemberRows() {
    }

    static List<String> names(String text) {
        Set<String> seen = new LinkedHashSet<>();
        List<String> names = new ArrayList<>();
        boolean first = true;
        for (String line : (text == null ? "" : text).split("\\R")) {
            String name = firstCell(line).strip().replaceAll("\\s+", " ");
            boolean header = first && HEADERS.contains(name.toLowerCase(Locale.ROOT));
            first = false;
            if (name.isEmpty() || header || !seen.add(name.toLowerCase(Locale.ROOT))) {
                continue;
            }
            names.add(name);
        }
        return names;
    }

    private static String firstCell(String line) {
        String row = line.strip();
        if (row.startsWith("\"")) {
            StringBuilder cell = new StringBuilder();
            for (int i = 1; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c == '"' && i + 1 < row.length() && row.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    return cell.toString();
                } else {
                    cell.append(c);
                }
            }
            return cell.toString();
        }
        char separator = row.indexOf('\t') >= 0 ? '\t' : row.indexOf(';') >= 0 ? ';' : ',';
        int end = row.indexOf(separator);
        return end < 0 ? row : row.substring(0, end);
    }
}
