package taikai.storage.roster;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * {@code participants.csv}: no header, one entrant a row, laid out
 * {@code id, Name, [DisplayName when with_zekken_name], Dojo, metadata..., [source], ["checked_in"]}
 * (file-formats). {@code checked_in} counts only as the last field and a source only just before it.
 * Number, seed and pool position are not in this file: they live in pools.csv and seeds.csv.
 *
 * <p>Older rosters have no id column; config.md's {@code has_participant_ids} says which layout a
 * file has. When it is not set but the first field of every row is a UUID, the flag is what went
 * missing and the column is read as ids rather than shifting every field by one.
 */
public final class ParticipantsFile {
    public static final String NAME = "participants.csv";
    /** file-formats: a missing dojo reads as NA. */
    public static final String NO_DOJO = "NA";
    static final String CHECKED_IN = "checked_in";
    private static final Set<String> SOURCES = Set.of("manual", "registered", "transfer", "reserved");
    private static final Pattern UUID_SHAPE = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    private ParticipantsFile() {
    }

    /** Ids as file-formats makes them: lowercase UUID v4. */
    public static Supplier<String> randomIds() {
        return () -> UUID.randomUUID().toString().toLowerCase(Locale.ROOT);
    }

    public static List<Player> read(String file, String text, Competition competition, Problems problems)
            throws FileFormatException {
        List<CsvRow> rows = CsvTable.read(file, text, false).stream().filter(r -> !r.isBlank()).toList();
        boolean ids = competition.entrants().hasParticipantIds()
                || (!rows.isEmpty() && rows.stream().allMatch(r -> UUID_SHAPE.matcher(r.field(0)).matches()));
        List<Player> players = new ArrayList<>();
        // Two rows for one entrant are a wrong file (spec section 5): a change keyed by the entrant
        // could land on either row, and a draw would seat them twice.
        java.util.Map<Object, Integer> rowOf = new java.util.HashMap<>();
        for (CsvRow row : rows) {
            Object key = ids ? row.field(0) : row.fields();
            Integer earlier = key.equals("") ? null : rowOf.putIfAbsent(key, row.line());
            if (earlier != null) {
                Problem twice = Problem.fatal(file, row.line(), 1, (ids ? "This row is the entrant with the id "
                        + row.field(0) + " again" : "This row repeats") + ": line " + earlier + " already holds"
                        + " them. Each entrant has one row, so the file takes no writes until one of the two rows is"
                        + " removed.");
                throw new FileFormatException(ids
                        ? twice.coded("entrant-id-row-twice", row.field(0), String.valueOf(earlier))
                        : twice.coded("entrant-row-repeated", String.valueOf(earlier)));
            }
        }
        for (CsvRow row : rows) {
            int first = ids ? 1 : 0;
            String name = row.field(first);
            if (name.isEmpty()) {
                problems.add(Problem.degraded(file, row.lineOf(first), row.columnOf(first),
                        "This row has no name, so it is not read as an entrant; add the name or remove the row.")
                        .coded("entrant-row-without-name"));
                continue;
            }
            int dojoAt = first + (competition.entrants().withZekkenName() ? 2 : 1);
            List<String> rest = new ArrayList<>(row.fields().subList(Math.min(dojoAt + 1, row.size()), row.size()));
            boolean checkedIn = !rest.isEmpty() && rest.get(rest.size() - 1).equals(CHECKED_IN);
            if (checkedIn) {
                rest.remove(rest.size() - 1);
            }
            PlayerSource source = PlayerSource.NONE;
            if (!rest.isEmpty() && SOURCES.contains(rest.get(rest.size() - 1).toLowerCase(Locale.ROOT))) {
                String word = rest.remove(rest.size() - 1).toLowerCase(Locale.ROOT);
                // file-formats: reserved reads as manual.
                source = word.equals("reserved") ? PlayerSource.MANUAL : PlayerSource.fromCode(word);
            }
            String dojo = row.field(dojoAt);
            players.add(new Player(ids ? row.field(0) : "", name,
                    competition.entrants().withZekkenName() ? row.field(first + 1) : "", dojo.isEmpty() ? NO_DOJO : dojo,
                    rest, "", 0, -1, checkedIn, source));
        }
        return players;
    }

    /** The players, each without an id given one from {@code newIds}; the others unchanged. */
    public static List<Player> withIds(List<Player> players, Supplier<String> newIds) {
        return players.stream().map(p -> p.id().isEmpty() ? p.withId(newIds.get()) : p).toList();
    }

    /**
     * The file's bytes as text. Entrants without an id get one from {@code newIds}; a roster that
     * breaks a rule of {@link RosterRules} is refused whole.
     */
    public static String write(List<Player> players, Competition competition, Supplier<String> newIds)
            throws RosterException {
        RosterRules.check(players, competition);
        StringBuilder out = new StringBuilder();
        for (Player p : withIds(players, newIds)) {
            List<String> fields = new ArrayList<>();
            fields.add(p.id());
            fields.add(p.name());
            if (competition.entrants().withZekkenName()) {
                fields.add(p.displayName());
            }
            fields.add(p.dojo().isEmpty() ? NO_DOJO : p.dojo());
            fields.addAll(p.metadata());
            if (p.source() != PlayerSource.NONE) {
                fields.add(p.source().code());
            }
            if (p.checkedIn()) {
                fields.add(CHECKED_IN);
            }
            out.append(CsvLine.of(fields));
        }
        return out.toString();
    }
}
