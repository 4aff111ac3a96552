package taikai.storage.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import taikai.model.schedule.ScheduleEntry;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * {@code schedule.csv}: header {@code MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label}
 * (file-formats), then one entry a row in schedule order. MatchType is {@code pool}, {@code bracket}
 * or {@code break}; IsBreak is {@code true} or empty. Every row has the first row's field count; a
 * shorter file's missing trailing columns read as empty.
 */
public final class ScheduleFile {
    public static final String NAME = "schedule.csv";
    static final List<String> HEADER = List.of("MatchType", "MatchRef", "Court", "ScheduledAt", "Status", "Date",
            "IsBreak", "Label");
    private static final Set<String> MATCH_TYPES = Set.of("pool", "bracket", "break");
    private static final int TYPE = 0;
    private static final int IS_BREAK = 6;

    private ScheduleFile() {
    }

    public static List<ScheduleEntry> read(String file, String text, Problems problems) throws FileFormatException {
        List<CsvRow> rows = CsvTable.read(file, text, true);
        List<ScheduleEntry> entries = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            CsvRow row = rows.get(i);
            if (row.isBlank() || (i == 0 && row.field(TYPE).equalsIgnoreCase(HEADER.get(TYPE)))) {
                continue;
            }
            if (!MATCH_TYPES.contains(row.field(TYPE))) {
                // Kept as written, so the next write does not lose what the organiser typed.
                problems.add(Problem.degraded(file, row.lineOf(TYPE), row.columnOf(TYPE), "The match type \""
                        + row.field(TYPE) + "\" is not pool, bracket or break; this entry is not placed until it is"
                        + " corrected.").coded("schedule-match-type-unknown", row.field(TYPE)));
            }
            entries.add(new ScheduleEntry(row.field(0), row.field(1), row.field(2), row.field(3), row.field(4),
                    row.field(5), isBreak(file, row, problems), row.field(7)));
        }
        return entries;
    }

    private static boolean isBreak(String file, CsvRow row, Problems problems) {
        String text = row.field(IS_BREAK).trim();
        if (text.isEmpty() || text.equalsIgnoreCase("false")) {
            return false;
        }
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        problems.add(Problem.degraded(file, row.lineOf(IS_BREAK), row.columnOf(IS_BREAK), "IsBreak holds \"" + text
                + "\" where true or nothing belongs; it reads as not a break.").coded("schedule-is-break-not-true", text));
        return false;
    }

    /** The file's bytes as text: the header, then the entries in schedule order. */
    public static String write(List<ScheduleEntry> entries) {
        StringBuilder out = new StringBuilder(CsvLine.of(HEADER));
        for (ScheduleEntry e : entries) {
            out.append(CsvLine.of(List.of(e.matchType(), e.matchRef(), e.court(), e.scheduledAt(), e.status(),
                    e.date(), e.isBreak() ? "true" : "", e.label())));
        }
        return out.toString();
    }
}
