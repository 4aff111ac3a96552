package taikai.ui.write;

import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A notice for every change the write road held (spec section 5: a held group is kept in the
 * match's history, not applied): which groups were kept there, and the status line's words about
 * it. It stays until dismissed or until the next answer, so a glance away does not lose it.
 */
public final class HeldNotices {
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper("");

    public HeldNotices(Writes writes) {
        writes.lastAnswerProperty().addListener((obs, old, now) -> show(now, writes.statusTextProperty().get()));
        // The status line is set after the answer: say the notice again with the whole sentence.
        writes.statusTextProperty().addListener((obs, old, now) -> show(writes.lastAnswerProperty().get(), now));
    }

    /** The notice's text; empty when the last answer held nothing. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public void dismiss() {
        notice.set("");
    }

    private void show(WriteAnswer answer, String status) {
        if (answer == null || answer.outcome() != WriteAnswer.Outcome.HELD && answer.outcome() != WriteAnswer.Outcome.PARTLY_APPLIED) {
            notice.set("");
            return;
        }
        if (status == null || status.startsWith("Sending")) {
            return;
        }
        String kept = answer.heldGroups().isEmpty()
                ? (answer.outcome() == WriteAnswer.Outcome.HELD ? "the whole change" : "part of the change")
                : words(answer.heldGroups());
        notice.set("Kept in the match's history, not applied: " + kept + ". " + status
                + " Open the match's history to read what was kept.");
    }

    /** "the verdict (winner and decision) and bout 2", from the group keys the road names. */
    static String words(List<String> groups) {
        List<String> named = groups.stream().map(HeldNotices::word).toList();
        if (named.size() == 1) {
            return named.get(0);
        }
        return named.subList(0, named.size() - 1).stream().collect(Collectors.joining(", ")) + " and " + named.get(named.size() - 1);
    }

    private static String word(String key) {
        if (key.startsWith("bout:")) {
            return "bout " + key.substring(5);
        }
        return switch (key) {
            case "scoreline" -> "the scoreline (points and fouls)";
            case "verdict" -> "the verdict (winner and decision)";
            case "overtime" -> "the encho";
            case "flags" -> "the flag counts";
            case "reps" -> "the representative picks";
            default -> "the " + key;
        };
    }
}
