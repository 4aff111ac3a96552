package taikai.generator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;

/**
 * How a court-table entry reads in the match's history, in the write road's words: the action (score,
 * finish, bout, or the decision of a withdrawal), what the request carried, and the field groups it
 * changed (the merge's keys: scoreline, verdict, overtime, flags, bout:N).
 */
final class EntryWords {
    record Words(String action, Map<String, Object> details, List<String> groups) {
    }

    private EntryWords() {
    }

    static Words of(Target target, Entry e) {
        Map<String, Object> details = new LinkedHashMap<>();
        if (target.isBout()) {
            details.put("bout", target.boutPosition());
        }
        details.put("entry", e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT));
        if (e instanceof Entry.Point p) {
            details.put("corner", p.corner().word());
            details.put("mark", p.mark().symbol());
            return words(target, "score", details, "scoreline");
        }
        if (e instanceof Entry.Hansoku h) {
            details.put("corner", h.corner().word());
            return words(target, "score", details, "scoreline");
        }
        if (e instanceof Entry.Encho) {
            return words(target, "score", details, "overtime");
        }
        if (e instanceof Entry.Flags f) {
            details.put("flagsA", f.flagsA());
            details.put("flagsB", f.flagsB());
            return words(target, "finish", details, "flags", "verdict");
        }
        if (e instanceof Entry.Hantei h) {
            details.put("corner", h.winner().word());
            return words(target, "finish", details, "verdict");
        }
        if (e instanceof Entry.Forfeit f) {
            details.put("corner", f.winner().word());
            return words(target, f.how().code(), details, "scoreline", "verdict");
        }
        if (e instanceof Entry.Hikiwake || e instanceof Entry.Finish) {
            return words(target, "finish", details, "verdict");
        }
        throw new IllegalArgumentException("The generator makes no " + e.getClass().getSimpleName() + " entry.");
    }

    /** The sentence the write road answers a write that landed whole (road.match.MatchChange), the match by its label. */
    static String recorded(String label) {
        return label + ": recorded.";
    }

    /** A bout is written whole as its own group, whatever in it changed. */
    private static Words words(Target target, String action, Map<String, Object> details, String... groups) {
        if (target.isBout()) {
            return new Words("bout", details, List.of("bout:" + target.boutPosition()));
        }
        return new Words(action, details, List.of(groups));
    }
}
