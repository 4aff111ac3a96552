package taikai.ui.draw;

import java.util.Optional;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.Draws;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.ui.UiExecutor;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The draw screen: preview the draw of the chosen competition, confirm it, or discard the draw it
 * has. The preview is worked out off the FX thread by the write road's own handler from the folder
 * as it is; confirming sends {@link GenerateDraw} with the preview's seed only after the same draw is
 * worked out again and found equal, so what is written is what was shown. A discard first counts what
 * goes with it and asks.
 */
public final class DrawViewModel {
    private final Words words = DeskWords.of(DrawViewModel.class);
    private final UiExecutor executor;
    private final RoadActions road;
    private final Supplier<Optional<Session>> session;
    private final IntSupplier seeds;
    private CompetitionState state;
    private int seed;

    // ---- properties ----
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("heading"));
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("choose"));
    private final ReadOnlyObjectWrapper<DrawPreview> preview = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper busyText = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canPreview = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canConfirm = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canDiscard = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper discardQuestion = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper seedText = new ReadOnlyStringWrapper("");

    /** {@code seeds} gives the seed of each new draw (random in the app, fixed in tests). */
    public DrawViewModel(UiExecutor executor, RoadActions road, Supplier<Optional<Session>> session, IntSupplier seeds) {
        this.executor = executor;
        this.road = road;
        this.session = session;
        this.seeds = seeds;
        this.seed = seeds.getAsInt();
        seedText.set(Integer.toString(seed));
    }

    /** The seed the next preview uses, as the seed field shows it. */
    public ReadOnlyStringProperty seedTextProperty() {
        return seedText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** What the competition holds now and what can be done, in words. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The draw shown before anything is written; null when none is. */
    public ReadOnlyObjectProperty<DrawPreview> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** Why the last preview or confirmation did not go ahead; empty otherwise. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True while a draw is worked out or a discard counted. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty busyTextProperty() {
        return busyText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviewProperty() {
        return canPreview.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canConfirmProperty() {
        return canConfirm.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canDiscardProperty() {
        return canDiscard.getReadOnlyProperty();
    }

    /** The discard's confirmation, counted from the folder; empty when none is asked. */
    public ReadOnlyStringProperty discardQuestionProperty() {
        return discardQuestion.getReadOnlyProperty();
    }

    /** The seed the next preview uses. */
    public int seed() {
        return seed;
    }

    // ---- inputs ----

    /** The chosen competition as last read, or null. A preview of another state is dropped: it would not be what is written. */
    public void show(CompetitionState shown) {
        boolean other = state == null || shown == null || !state.competition().id().equals(shown.competition().id());
        state = shown;
        if (other) {
            discardQuestion.set("");
            message.set("");
        }
        DrawPreview p = preview.get();
        if (p != null && (shown == null || !p.competitionId().equals(shown.competition().id()) || !p.before().equals(shown))) {
            preview.set(null);
            if (!other && shown != null && !Draws.exists(shown)) {
                message.set(words.say("preview.dropped"));
            }
        }
        refresh();
    }

    // ---- commands ----

    /** Works out the draw of the chosen competition with the current seed, off the FX thread. */
    public void preview() {
        if (state == null || session.get().isEmpty() || busy.get()) {
            return;
        }
        Session open = session.get().get();
        String id = state.competition().id();
        int using = seed;
        message.set("");
        discardQuestion.set("");
        work(words.say("busy.drawing", Draws.field(state).size(), name(state)), () -> DrawWork.preview(open, id, using),
                drawn -> {
                    if (drawn.isRefused()) {
                        preview.set(null);
                        message.set(drawn.refusal());
                    } else {
                        preview.set(drawn);
                    }
                    refresh();
                });
    }

    /** Another seed, and its preview. */
    public void drawAgain() {
        seed = seeds.getAsInt();
        seedText.set(Integer.toString(seed));
        preview();
    }

    /**
     * Uses the seed typed: the same entrants and seed always give the same draw, so a published draw can
     * be made again. A preview of another seed is dropped.
     */
    public void useSeed(String typed) {
        String text = typed == null ? "" : typed.strip();
        int parsed;
        try {
            parsed = Integer.parseInt(text);
        } catch (NumberFormatException notANumber) {
            message.set(words.say("seed.invalid", Integer.toString(seed)));
            seedText.set(Integer.toString(seed));
            return;
        }
        if (parsed != seed) {
            seed = parsed;
            message.set("");
            if (preview.get() != null) {
                preview.set(null);
                refresh();
            }
        }
        seedText.set(Integer.toString(seed));
    }

    /**
     * Sends the previewed draw. Off the FX thread the same draw is worked out again from the folder as it
     * is then; only when it equals the preview is {@link GenerateDraw} sent, with the preview's seed.
     */
    public void confirm() {
        DrawPreview shown = preview.get();
        if (shown == null || shown.isRefused() || busy.get()) {
            return;
        }
        preview.set(null);
        refresh();
        road.send(words.say("sent.draw", name(shown.before()), Integer.toString(shown.seed())), open -> {
            DrawPreview again = DrawWork.preview(open, shown.competitionId(), shown.seed());
            return again.drawsTheSameAs(shown) ? RoadActions.Built.of(new GenerateDraw(shown.competitionId(), shown.seed()))
                    : RoadActions.Built.refused(words.say("confirm.changed"));
        });
    }

    /** Counts what a discard takes with it, off the FX thread, and asks. */
    public void askDiscard() {
        if (state == null || session.get().isEmpty() || busy.get()) {
            return;
        }
        Session open = session.get().get();
        String id = state.competition().id();
        preview.set(null);
        message.set("");
        work(words.say("busy.counting", name(state)), () -> DrawWork.discardCount(open, id),
                count -> discardQuestion.set(count.drawn() ? count.question() : ""));
    }

    /** Discards the draw the confirmation was asked about. */
    public void discard() {
        if (state == null || discardQuestion.get().isEmpty()) {
            return;
        }
        discardQuestion.set("");
        road.send(words.say("sent.discard", name(state)), new DiscardDraw(state.competition().id()));
    }

    public void cancelDiscard() {
        discardQuestion.set("");
    }

    private <T> void work(String what, java.util.concurrent.Callable<T> job, java.util.function.Consumer<T> then) {
        busy.set(true);
        busyText.set(what);
        refresh();
        executor.submit(job, result -> {
            busy.set(false);
            busyText.set("");
            then.accept(result);
            refresh();
        }, failure -> {
            busy.set(false);
            busyText.set("");
            message.set(failure.getMessage() == null ? words.say("read.failed") : failure.getMessage());
            refresh();
        });
    }

    private void refresh() {
        if (state == null) {
            heading.set(words.say("heading"));
            note.set(words.say("choose"));
            canPreview.set(false);
            canConfirm.set(false);
            canDiscard.set(false);
            return;
        }
        Competition c = state.competition();
        heading.set(words.say("heading.of", name(state)));
        boolean drawn = Draws.exists(state);
        boolean swiss = c.format() == Format.SWISS;
        note.set(describe(state, drawn));
        canPreview.set(!busy.get() && (!drawn || swiss));
        canConfirm.set(!busy.get() && preview.get() != null && !preview.get().isRefused());
        canDiscard.set(!busy.get() && drawn);
    }

    private String describe(CompetitionState s, boolean drawn) {
        Competition c = s.competition();
        int field = Draws.field(s).size();
        boolean checked = c.entrants().checkInEnabled();
        String who = c.isTeam() ? (checked ? words.say("who.teams.checked", field) : words.say("who.teams", field))
                : (checked ? words.say("who.entrants.checked", field) : words.say("who.entrants", field));
        String format = switch (c.format()) {
            case POOLS_THEN_KNOCKOUT -> words.say("format.pools", c.pools().effectiveWinners());
            case LEAGUE -> words.say("format.league");
            case SWISS -> c.swiss().rounds() > 0 ? words.say("format.swiss.rounds", c.swiss().rounds())
                    : words.say("format.swiss");
            default -> words.say("format.knockout");
        };
        if (!drawn) {
            return words.say("note.undrawn", format, who);
        }
        if (c.format() == Format.SWISS) {
            return words.say("note.swiss", format, c.swiss().currentRound());
        }
        return words.say("note.drawn", s.pools().size(), s.poolMatches().size(), format,
                Integer.toString(s.bracket().allMatches().size()));
    }

    private static String name(CompetitionState s) {
        return s.competition().name().isBlank() ? s.competition().id() : s.competition().name();
    }
}
