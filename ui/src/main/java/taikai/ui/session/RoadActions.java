package taikai.ui.session;

import java.util.Optional;
import java.util.function.Supplier;
import taikai.app.road.Action;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/**
 * How a screen sends one write-road action: through {@link Writes}, so it runs on the background
 * thread and its answer reaches the status line in words. Screens built later (the set-up screens)
 * send their actions the same way.
 */
public final class RoadActions {

    private final Writes writes;
    private final Supplier<Optional<Session>> session;

    public RoadActions(Writes writes, Supplier<Optional<Session>> session) {
        this.writes = writes;
        this.session = session;
    }

    /**
     * Sends {@code action}, described for the operator by {@code what} ("Start of Pool A, match 1
     * on court A"). Call on the FX thread; the action is built there, so it names what was on screen.
     */
    public void send(String what, Action action) {
        Optional<Session> open = session.get();
        writes.send(what, () -> open.map(s -> Answers.of(s.submit(action))).orElseGet(RoadActions::noFolder));
    }

    /** Sends an action built on the background thread from the folder as it is then; empty builds nothing. */
    public void send(String what, ActionBuilder builder) {
        Optional<Session> open = session.get();
        writes.send(what, () -> {
            if (open.isEmpty()) {
                return noFolder();
            }
            Built built = builder.build(open.get());
            return built.action() == null ? Answers.notSent(built.refusal()) : Answers.of(open.get().submit(built.action()));
        });
    }

    /** Builds an action from the open folder, off the FX thread. */
    @FunctionalInterface
    public interface ActionBuilder {
        Built build(Session session) throws Exception;
    }

    /** An action to send, or the sentence saying why none was built. */
    public record Built(Action action, String refusal) {
        public static Built of(Action action) {
            return new Built(action, "");
        }

        public static Built refused(String sentence) {
            return new Built(null, sentence);
        }
    }

    private static WriteAnswer noFolder() {
        return new WriteAnswer(WriteAnswer.Outcome.REFUSED,
                taikai.ui.words.DeskWords.of(RoadActions.class).say("no.folder.saved"));
    }
}
