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

/**
 * The draw screen: preview the draw of the chosen competition, confirm it, or discard the draw it
 * has. The preview is worked out off the FX thread by the write road's own handler from the folder
 * as it is; confirming sends {@link GenerateDraw} with the preview's seed only after the same draw is
 * worked out again and found equal, so what is written is what was shown. A discard first counts what
 * goes with it and asks.
 */
public final class DrawViewModel {
    private final UiExecutor executor;
    private final RoadActions road;
    private final Supplier<Optional<Session>> session;
    private final IntSupplier seeds;
    private CompetitionState state;
    private int seed;

    // ---- properties ----
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("Draw");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("Choose a competition to draw.");
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
                message.set("The competition changed since the preview, so it was dropped; preview the draw again.");
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
        work("Drawing " + Draws.field(state).size() + " entrants of " + name(state), () -> DrawWork.preview(open, id, using),
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
            message.set("The seed must be a whole number, such as 387455; the draw keeps seed " + seed + ".");
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
        road.send("Draw of " + name(shown.before()) + " (seed " + shown.seed() + ")", open -> {
            DrawPreview again = DrawWork.preview(open, shown.competitionId(), shown.seed());
            return again.drawsTheSameAs(shown) ? RoadActions.Built.of(new GenerateDraw(shown.competitionId(), shown.seed()))
                    : RoadActions.Built.refused("The competition changed since the preview, so the draw was not written;"
                            + " preview it again and confirm what it shows.");
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
        work("Counting what goes with the draw of " + name(state), () -> DrawWork.discardCount(open, id),
                count -> discardQuestion.set(count.drawn() ? count.question() : ""));
    }

    /** Discards the draw the confirmation was asked about. */
    public void discard() {
        if (state == null || discardQuestion.get().isEmpty()) {
            return;
        }
        discardQuestion.set("");
        road.send("Discard of the draw of " + name(state), new DiscardDraw(state.competition().id()));
    }

    public void cancelDiscard() {
        discardQuestion.set("");
    }

    private <T> void work(String what, java.util.concurrent.Callable<T> job, java.util.function.Consumer<T> then) {
        busy.set(true);
        busyText.set(what + "\u2026");
        refresh();
        executor.submit(job, result -> {
            busy.set(false);
            busyText.set("");
            then.accept(result);
            refresh();
        }, failure -> {
            busy.set(false);
            busyText.set("");
            message.set(failure.getMessage() == null ? "The folder could not be read; press Reload." : failure.getMessage());
            refresh();
        });
    }

    private void refresh() {
        if (state == null) {
            heading.set("Draw");
            note.set("Choose a competition to draw.");
            canPreview.set(false);
            canConfirm.set(false);
            canDiscard.set(false);
            return;
        }
        Competition c = state.competition();
        heading.set("Draw: " + name(state));
        boolean drawn = Draws.exists(state);
        boolean swiss = c.format() == Format.SWISS;
        note.set(describe(state, drawn));
        canPreview.set(!busy.get() && (!drawn || swiss));
        canConfirm.set(!busy.get() && preview.get() != null && !preview.get().isRefused());
        canDiscard.set(!busy.get() && drawn);
    }

    private static String describe(CompetitionState s, boolean drawn) {
        Competition c = s.competition();
        int field = Draws.field(s).size();
        String who = field + (c.isTeam() ? (field == 1 ? " team" : " teams") : (field == 1 ? " entrant" : " entrants"))
                + (c.entrants().checkInEnabled() ? " checked in" : "");
        String format = switch (c.format()) {
            case POOLS_THEN_KNOCKOUT -> "pools, then a knockout of each pool's first " + c.pools().effectiveWinners();
            case LEAGUE -> "a league: everyone fights everyone";
            case SWISS -> "Swiss rounds" + (c.swiss().rounds() > 0 ? " (" + c.swiss().rounds() + " rounds)" : "");
            default -> "a knockout tree";
        };
        if (!drawn) {
            return "Format: " + format + ". The draw takes " + who + ". Preview it, then confirm what it shows.";
        }
        if (c.format() == Format.SWISS) {
            return "Format: " + format + ". Round " + c.swiss().currentRound() + " is drawn; preview the next round when this"
                    + " one is finished, or discard the draw.";
        }
        return "This competition is drawn (" + format + ", " + s.pools().size() + " pools, " + s.poolMatches().size()
                + " bouts, " + s.bracket().allMatches().size() + " knockout matches). Discard the draw to draw it again.";
    }

    private static String name(CompetitionState s) {
        return s.competition().name().isBlank() ? s.competition().id() : s.competition().name();
    }
}
