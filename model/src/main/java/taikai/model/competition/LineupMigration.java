package taikai.model.competition;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;

/**
 * The conversion of round line-ups written by releases up to v2.1.1 (spec section 2:
 * round_lineups_legacy, round_lineups_given, round_lineups_converted).
 */
public record LineupMigration(
        /** legacy teams recorded at first settlement */ List<String> legacy,
        /** team id to matches already given a lineup */ Map<String, List<String>> given,
        /** set once no legacy team waits; a new competition starts with it set */ boolean converted) {

    /** Spec section 2: "A new competition starts with it set." */
    public static final LineupMigration CONVERTED = new LineupMigration(List.of(), Map.of(), true);

    public LineupMigration {
        legacy = Copies.list(legacy);
        given = Copies.sorted(given);
    }

    public LineupMigration withLegacy(List<String> value) {
        return new LineupMigration(value, given, converted);
    }

    public LineupMigration withGiven(Map<String, List<String>> value) {
        return new LineupMigration(legacy, value, converted);
    }

    public LineupMigration withConverted(boolean value) {
        return new LineupMigration(legacy, given, value);
    }
}
