package taikai.app.importing;

import java.util.regex.Pattern;

/**
 * What a cell of an entrant list looks like, for guessing columns from their values and for telling a
 * person's name from a label. Pure text rules, no locale: registration sheets mix English, Dutch,
 * French, German and romaji.
 */
final class CellShapes {
    /** "4 dan", "3D", "2 kyu", "1k", "dan 3", "3rd dan", "renshi 6 dan", "mudan". */
    private static final Pattern GRADE = Pattern.compile(
            "(?i)(?:(?:renshi|kyoshi|hanshi)\\s*)?(?:\\d{1,2}\\s*(?:st|nd|rd|th)?\\s*(?:dan|d|kyu|k|kyū)"
                    + "|(?:dan|kyu)\\s*\\d{1,2}|mudan|renshi|kyoshi|hanshi)");
    /** A word in capitals (two at most), as a zekken is written: "TANAKA", "VAN-DIJK", "O'NEIL", "DE VRIES". */
    private static final Pattern ZEKKEN = Pattern.compile("\\p{Lu}[\\p{Lu}'\\-]*(?: \\p{Lu}[\\p{Lu}'\\-]*)?");
    /** Words that name a slot or a prize, not a person: "Up to 2D 1st place", "Winner pool B", "TBD". */
    private static final Pattern LABEL = Pattern.compile(
            "(?i).*(?:\\b\\d+\\s*(?:st|nd|rd|th)\\b|\\bplace\\b|\\bplaats\\b|\\bwinner\\b|\\brunner[- ]up\\b|\\btbd\\b"
                    + "|\\btba\\b|\\bto be (?:decided|announced|confirmed)\\b|\\bvacant\\b|\\bbye\\b|\\bup to\\b"
                    + "|\\bcategory\\b|\\bcategorie\\b|\\bpool\\s+[a-z]\\b|\\bnn\\b|\\bn\\.n\\.).*");

    private CellShapes() {
    }

    static boolean grade(String cell) {
        return GRADE.matcher(cell.strip()).matches();
    }

    static boolean zekken(String cell) {
        return ZEKKEN.matcher(cell.strip()).matches();
    }

    /** Two or more words of letters: how a person's full name is written. */
    static boolean fullName(String cell) {
        String[] words = cell.strip().split("\\s+");
        return words.length >= 2 && cell.chars().noneMatch(Character::isDigit);
    }

    /** Text that names a slot, a prize or a category rather than a person. */
    static boolean label(String cell) {
        return LABEL.matcher(cell.strip()).matches();
    }

    /**
     * Why a name is not plausible as an entrant's, or empty when it is: no letter at all, a grade, or
     * for a person a lone word in capitals, or any capitals in a column that mostly holds them (a zekken
     * name in the name column; a team may be one word).
     */
    static String implausible(String name, boolean team, boolean zekkenColumn) {
        String text = name.strip();
        if (text.codePoints().noneMatch(Character::isLetter)) {
            return "has no letters";
        }
        if (grade(text)) {
            return "reads like a grade";
        }
        if (!team && zekken(text) && text.length() > 1 && (zekkenColumn || !text.contains(" "))) {
            return "is written in capitals, as a zekken name is";
        }
        return "";
    }
}
