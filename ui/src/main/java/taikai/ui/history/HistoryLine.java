package taikai.ui.history;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
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
        Words said = DeskWords.of(HistoryLine.class);
        String title = said.say("line.from", action(entry.asked().action()), via(entry.arrival().via()));
        String made = entry.arrival().madeAt() == null ? said.say("line.made-unknown") : said.say("line.made", time(entry.arrival().madeAt(), zone));
        String when = said.say("line.received", made, time(entry.arrival().receivedAt(), zone));
        List<String> groups = new ArrayList<>();
        for (GroupChange change : entry.answered().groups()) {
            groups.add(group(change));
        }
        // Decision 0053: a line that keeps its answer's code is told again in the reader's language.
        String answer = taikai.app.words.Said.answer(entry.answered().code(), entry.answered().arguments(), DeskWords.language())
                .orElse(entry.answered().answer());
        return new HistoryLine(words, title, outcome(entry.answered().outcome()), when, answer, groups,
                entry.asked().reason().isBlank() ? "" : said.say("line.reason", entry.asked().reason()));
    }

    static String time(long millis, ZoneId zone) {
        return TIME.format(Instant.ofEpochMilli(millis).atZone(zone));
    }

    static String action(String code) {
        // The history keeps the code; the reader's language says it (decision 0042, "The files do not change").
        Words words = DeskWords.of(HistoryLine.class);
        if (code.isEmpty()) {
            return words.say("action.change");
        }
        if (words.has("action." + code)) {
            return words.say("action." + code);
        }
        return Character.toUpperCase(code.charAt(0)) + code.substring(1).replace('_', ' ').replace('-', ' ');
    }

    /** Who sent the write, as the hall's grant names it ("organiser", "court A"), in the reader's language. */
    static String via(String via) {
        Words words = DeskWords.of(HistoryLine.class);
        if (via.isBlank()) {
            return words.say("line.unnamed");
        }
        if (via.equals("organiser")) {
            return words.say("via.organiser");
        }
        return via.startsWith("court ") && via.length() > 6 ? words.say("via.court", via.substring(6)) : via;
    }

    static String outcome(String code) {
        Words words = DeskWords.of(HistoryLine.class);
        if (!code.isBlank() && words.has("outcome." + code)) {
            return words.say("outcome." + code);
        }
        return code.isBlank() ? "" : code.replace('_', ' ');
    }

    static String group(GroupChange change) {
        StringBuilder text = new StringBuilder(groupName(change.group())).append(": ").append(result(change.result()));
        if (!change.reason().isBlank()) {
            text.append(" (").append(change.reason().strip().replaceAll("\\.$", "")).append(")");
        }
        if (!change.heldValues().isEmpty()) {
            text.append(DeskWords.of(HistoryLine.class).say("line.held-values", values(change.heldValues())));
        }
        return text.toString();
    }

    static String groupName(String key) {
        if (key.startsWith("bout:")) {
            String position = key.substring(5);
            if ("-1".equals(position)) {
                return DeskWords.of(HistoryLine.class).say("group.representative-bout");
            }
            try {
                return DeskWords.of(HistoryLine.class).say("group.bout", String.valueOf(Integer.parseInt(position) + 1));
            } catch (NumberFormatException notNumber) {
                return DeskWords.of(HistoryLine.class).say("group.bout", position);
            }
        }
        Words words = DeskWords.of(HistoryLine.class);
        return words.has("group." + key) ? words.say("group." + key) : key;
    }

    private static String result(String code) {
        Words words = DeskWords.of(HistoryLine.class);
        return words.has("result." + code) ? words.say("result." + code) : code.replace('_', ' ');
    }

    private static String values(Map<String, String> held) {
        List<String> parts = new ArrayList<>();
        held.forEach((field, value) -> parts.add(field + " " + (value.isEmpty() ? DeskWords.of(HistoryLine.class).say("line.empty") : value)));
        return String.join(DeskWords.of(HistoryLine.class).say("line.comma"), parts);
    }
}
