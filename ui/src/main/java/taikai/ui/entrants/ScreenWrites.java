package taikai.ui.entrants;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import taikai.app.road.Action;
import taikai.ui.UiExecutor;
import taikai.ui.session.Answers;
import taikai.ui.session.Session;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/**
 * Sends this screen's actions the way every screen does (through {@link Writes}, off the FX thread,
 * the answer on the status line) and also hands the answer back to the screen, which shows a
 * refusal beside the form it came from and closes an import once it landed.
 */
final class ScreenWrites {
    private final UiExecutor executor;
    private final Writes writes;
    private final Supplier<Optional<Session>> session;

    ScreenWrites(UiExecutor executor, Writes writes, Supplier<Optional<Session>> session) {
        this.executor = executor;
        this.writes = writes;
        this.session = session;
    }

    UiExecutor executor() {
        return executor;
    }

    Optional<Session> session() {
        return session.get();
    }

    /** Sends {@code action}, described as {@code what}; {@code then} gets the answer on the FX thread. */
    void send(String what, Action action, Consumer<WriteAnswer> then) {
        Optional<Session> open = session.get();
        writes.send(what, () -> {
            WriteAnswer answer;
            try {
                answer = open.map(s -> Answers.of(s.submit(action)))
                        .orElse(Answers.notSent(DeskWords.of(ScreenWrites.class).say("no.folder")));
            } catch (RuntimeException failure) {
                answer = WriteAnswer.notSent(failure);
            }
            WriteAnswer given = answer;
            executor.onFxThread(() -> then.accept(given));
            return answer;
        });
    }
}
