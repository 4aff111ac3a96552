package taikai.ui.history;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import taikai.model.history.GroupChange;
import taikai.model.history.HistoryEntry;

/**
 * One line of a match's history file as a person reads it: the write in words ({@link HistoryWords}),
 * what was done and what became of it,
 * when it was made and received, which way it came, each field group applied, held or unchanged
 * with the held values and why, and the reason a correction gave.
 */
public record HistoryLine(String words, String title, String outcome, String when, String answer, List<String> groups,
        String reason) {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss", Locale.ROOT);

    public HistoryLine {
        groups = List.copyOf(groups);
    }

    public static HistoryLine of(HistoryEntry entry, ZoneId zone) {
        return of(entry, zone, "");
    }

    public static HistoryLine of(HistoryEntry entry, ZoneId zone, String words) {
        String title = action(entry.action()) + " from " + (entry.via().isBlank() ? "an unnamed sender" : entry.via());
        String made = entry.madeAt() == null ? "made at an unknown time (the sender sent none)" : "made " + time(entry.madeAt(), zone);
        String when = made + ", received " + time(entry.receivedAt(), zone);
        List<String> groups = new ArrayList<>();
        for (GroupChange change : entry.groups()) {
            groups.add(group(change));
        }
        return new HistoryLine(words, title, outcome(entry.outcome()), when, entry.answer(), groups,
                entry.reason().isBlank() ? "" : "Reason given: " + entry.reason());
    }

    static String time(long millis, ZoneId zone) {
        return TIME.format(Instant.ofEpochMilli(millis).atZone(zone));
    }

    static String action(String code) {
        return switch (code) {
            case "score" -> "Score";
            case "finish" -> "Finish";
            case "correct" -> "Correction";
            case "bout" -> "Team bout";
            case "pick" -> "Representative pick";
            case "server" -> "Server change";
            case "" -> "Change";
            default -> Character.toUpperCase(code.charAt(0)) + code.substring(1).replace('_', ' ').replace('-', ' ');
        };
    }

    static String outcome(String code) {
        return switch (code) {
            case "applied" -> "Applied";
            case "partly_applied" -> "Partly applied";
            case "held" -> "Held: nothing applied, kept here";
            default -> code.isBlank() ? "" : code.replace('_', ' ');
        };
    }

    static String group(GroupChange change) {
        StringBuilder text = new StringBuilder(groupName(change.group())).append(": ").append(result(change.result()));
        if (!change.reason().isBlank()) {
            text.append(" (").append(change.reason().strip().replaceAll("\\.$", "")).append(")");
        }
        if (!change.heldValues().isEmpty()) {
            text.append(". Held values: ").append(values(change.heldValues()));
        }
        return text.toString();
    }

    static String groupName(String key) {
        if (key.startsWith("bout:")) {
            String position = key.substring(5);
            if ("-1".equals(position)) {
                return "Representative bout";
            }
            try {
                return "Bout " + (Integer.parseInt(position) + 1);
            } catch (NumberFormatException notNumber) {
                return "Bout " + position;
            }
        }
        return switch (key) {
            case "scoreline" -> "Scoreline";
            case "verdict" -> "Result";
            case "overtime" -> "Overtime";
            case "flags" -> "Flags";
            case "reps" -> "Representatives";
            case "pickA" -> "Aka's representative";
            case "pickB" -> "Shiro's representative";
            default -> key;
        };
    }

    private static String result(String code) {
        return switch (code) {
            case "applied" -> "applied";
            case "held" -> "held";
            case "unchanged" -> "unchanged, it already read that way";
            case "moved_out" -> "moved out of the match into this history";
            default -> code.replace('_', ' ');
        };
    }

    private static String values(Map<String, String> held) {
        List<String> parts = new ArrayList<>();
        held.forEach((field, value) -> parts.add(field + " " + (value.isEmpty() ? "(empty)" : value)));
        return String.join(", ", parts);
    }
}
