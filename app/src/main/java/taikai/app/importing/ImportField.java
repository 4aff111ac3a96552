package taikai.app.importing;

import java.util.ArrayList;
import java.util.List;

/** What a column of an import holds; the operator can change each column's guess. */
public enum ImportField {
    IGNORE("Ignore"),
    NAME("Name"),
    GIVEN_NAME("Given name"),
    FAMILY_NAME("Family name"),
    ZEKKEN_NAME("Zekken name"),
    DOJO("Dojo"),
    GRADE("Grade");

    private final String label;

    ImportField(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /**
     * The fields a competition's rows can take: a team is a name and a dojo (its members are named on
     * the Teams screen). An individual can always take a zekken name: importing one turns the
     * competition's with_zekken_name on, and the import says so.
     */
    public static List<ImportField> offered(boolean team, boolean zekken) {
        List<ImportField> fields = new ArrayList<>(List.of(IGNORE, NAME));
        if (!team) {
            fields.addAll(List.of(GIVEN_NAME, FAMILY_NAME, ZEKKEN_NAME));
        }
        fields.add(DOJO);
        if (!team) {
            fields.add(GRADE);
        }
        return List.copyOf(fields);
    }

    @Override
    public String toString() {
        return label;
    }
}
