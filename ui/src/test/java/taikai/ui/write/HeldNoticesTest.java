package taikai.ui.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.ui.SynchronousUiExecutor;

/** The notice of a held change names each group kept in the match's history, with the status line's words. */
class HeldNoticesTest {
    private final Writes writes = new Writes(new SynchronousUiExecutor());
    private final HeldNotices notices = new HeldNotices(writes);

    @Test
    void aPartlyAppliedChangeNamesTheGroupsKeptInTheHistory() {
        writes.send("Finish of Match 3", () -> new WriteAnswer(WriteAnswer.Outcome.PARTLY_APPLIED,
                "Match m-r1-2: recorded except verdict, kept in the match's history.", List.of("verdict", "bout:2")));
        assertEquals("Kept in the match's history, not applied: the verdict (winner and decision) and bout 2. Finish of Match 3."
                + " Match m-r1-2: recorded except verdict, kept in the match's history. Open the match's history to read what"
                + " was kept.", notices.noticeProperty().get());
    }

    @Test
    void aHeldChangeWithoutNamedGroupsIsTheWholeChange() {
        writes.send("Kote for aka in Match 1", () -> new WriteAnswer(WriteAnswer.Outcome.HELD, "Nothing was applied."));
        assertEquals("Kept in the match's history, not applied: the whole change. Kote for aka in Match 1. Nothing was applied."
                + " Open the match's history to read what was kept.", notices.noticeProperty().get());
    }

    @Test
    void anAppliedChangeOrADismissalClearsTheNotice() {
        writes.send("Men for aka", () -> new WriteAnswer(WriteAnswer.Outcome.HELD, "Held.", List.of("scoreline")));
        notices.dismiss();
        assertEquals("", notices.noticeProperty().get());
        writes.send("Men for aka", () -> new WriteAnswer(WriteAnswer.Outcome.HELD, "Held.", List.of("scoreline")));
        writes.send("Kote for aka", WriteAnswer::applied);
        assertEquals("", notices.noticeProperty().get());
    }

    @Test
    void groupsAreNamedInWords() {
        assertEquals("the scoreline (points and fouls), the encho and the representative picks",
                HeldNotices.words(List.of("scoreline", "overtime", "reps")));
    }
}
