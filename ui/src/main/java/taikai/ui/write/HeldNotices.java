package taikai.ui.write;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
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
        String sending = DeskWords.of(Writes.class).say("status.sending", "\u0000");
        if (status == null || status.startsWith(sending.substring(0, sending.indexOf('\u0000')))) {
            return;
        }
        String kept = answer.heldGroups().isEmpty()
                ? DeskWords.of(HeldNotices.class).say(answer.outcome() == WriteAnswer.Outcome.HELD ? "held.whole" : "held.part")
                : words(answer.heldGroups());
        notice.set(DeskWords.of(HeldNotices.class).say("held.notice", kept, status));
    }

    /** "the verdict (winner and decision) and bout 2", from the group keys the road names. */
    static String words(List<String> groups) {
        List<String> named = groups.stream().map(HeldNotices::word).toList();
        if (named.size() == 1) {
            return named.get(0);
        }
        Words words = DeskWords.of(HeldNotices.class);
        return words.say("held.and", named.subList(0, named.size() - 1).stream().collect(Collectors.joining(words.say("held.comma"))),
                named.get(named.size() - 1));
    }

    private static String word(String key) {
        if (key.startsWith("bout:")) {
            return DeskWords.of(HeldNotices.class).say("held.bout", key.substring(5));
        }
        Words words = DeskWords.of(HeldNotices.class);
        return switch (key) {
            case "scoreline" -> words.say("held.scoreline");
            case "verdict" -> words.say("held.verdict");
            case "overtime" -> words.say("held.overtime", taikai.ui.match.MarkText.term("encho"));
            case "flags" -> words.say("held.flags");
            case "reps" -> words.say("held.reps");
            default -> words.say("held.other", key);
        };
    }
}
