package taikai.ui.hall;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.app.hall.server.HallServer;
import taikai.ui.UiExecutor;
import taikai.ui.session.Session;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The hall server as the organiser turns it on and off: it serves the open folder on the hall
 * network through this desktop's own write road (one store per folder, so a court's write shows on
 * every screen here), shows the address to type at the courts, and makes or revokes each court's
 * code. Starting, stopping and every code run on the background thread.
 */
public final class HallServerViewModel {
    private final Words words = DeskWords.of(HallServerViewModel.class);

    /** One court (or the organiser) and whether a code is on file for it. */
    public record Holder(Grant grant, boolean hasCode) {
        public String name() {
            Words words = DeskWords.of(HallServerViewModel.class);
            return grant.isOrganiser() ? words.say("holder.organiser") : words.say("holder.court", grant.court());
        }
    }

    private final UiExecutor executor;
    private final Supplier<Optional<Session>> session;
    private final Supplier<Path> settingsFolder;
    private final Supplier<List<String>> courts;
    /** The courts' clocks the server keeps and publishes: the desktop's own, so its scoreboards show them too. */
    private volatile taikai.app.clock.CourtClocks clocks = new taikai.app.clock.CourtClocks();
    /** The server as the background thread sees it; the properties below are its FX-thread face. */
    private volatile HallServer server;

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper address = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper addressNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper newCode = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Path> codesFile = new ReadOnlyObjectWrapper<>();
    private final IntegerProperty port = new SimpleIntegerProperty(HallServer.DEFAULT_PORT);
    private final ObservableList<Holder> holders = FXCollections.observableArrayList();

    /**
     * @param settingsFolder where the codes' hashes are kept (the user's settings, never the data folder)
     * @param courts         the courts of the open tournament, read on the FX thread
     */
    public HallServerViewModel(UiExecutor executor, Supplier<Optional<Session>> session, Supplier<Path> settingsFolder,
            Supplier<List<String>> courts) {
        this.executor = executor;
        this.session = session;
        this.settingsFolder = settingsFolder;
        this.courts = courts;
    }

    /** The board the server keeps the courts' clocks on (the desktop hands in the one its scoreboards follow). */
    public void useClocks(taikai.app.clock.CourtClocks board) {
        clocks = board;
    }

    // ---- properties ----

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The address to type at the courts (and the QR code's text); empty while the server is off. */
    public ReadOnlyStringProperty addressProperty() {
        return address.getReadOnlyProperty();
    }

    /** A sentence about the address: where it works, or why the courts cannot reach this laptop. */
    public ReadOnlyStringProperty addressNoteProperty() {
        return addressNote.getReadOnlyProperty();
    }

    /** What the last command did, or why it failed. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The code just made, shown this once: only its hash is kept. */
    public ReadOnlyStringProperty newCodeProperty() {
        return newCode.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Path> codesFileProperty() {
        return codesFile.getReadOnlyProperty();
    }

    /** The port to listen on; 0 takes any free one. */
    public IntegerProperty portProperty() {
        return port;
    }

    public ObservableList<Holder> holders() {
        return holders;
    }

    // ---- commands ----

    /** Turns the server on (on the hall network) or off. */
    public void setRunning(boolean on) {
        if (on == running.get() || busy.get()) {
            return;
        }
        Optional<Session> open = session.get();
        if (on && open.isEmpty()) {
            message.set(words.say("open.first"));
            return;
        }
        busy.set(true);
        int chosenPort = port.get();
        executor.submit(() -> {
            if (!on) {
                stopNow();
                return null;
            }
            Session s = open.get();
            server = HallServer.start(s.road(), codeBook(s), HallServer.ALL_INTERFACES, chosenPort, clocks);
            return server;
        }, started -> {
            busy.set(false);
            showServer(started);
            refreshCodes();
        }, failure -> {
            busy.set(false);
            showServer(null);
            message.set(on ? words.say("start.failed", String.valueOf(chosenPort), reason(failure))
                    : words.say("stop.failed", reason(failure)));
        });
    }

    /** Reads which holders have a code. */
    public void refreshCodes() {
        Optional<Session> open = session.get();
        List<String> courtNames = courts.get();
        if (open.isEmpty()) {
            holders.clear();
            return;
        }
        executor.submit(() -> {
            CodeBook book = codeBook(open.get());
            Set<String> onFile = new LinkedHashSet<>();
            book.holders().forEach(g -> onFile.add(g.holder()));
            List<Holder> all = new ArrayList<>();
            all.add(new Holder(Grant.organiser(), onFile.contains(Grant.organiser().holder())));
            courtNames.forEach(c -> all.add(new Holder(Grant.court(c), onFile.contains(Grant.court(c).holder()))));
            return new Codes(all, book.file());
        }, codes -> {
            holders.setAll(codes.holders());
            codesFile.set(codes.file());
        }, failure -> message.set(reason(failure)));
    }

    private record Codes(List<Holder> holders, Path file) {
    }

    /** Makes a new code for {@code grant}, replacing any it had; the code is shown once. */
    public void makeCode(Grant grant) {
        Optional<Session> open = session.get();
        if (open.isEmpty()) {
            return;
        }
        executor.submit(() -> codeBook(open.get()).replace(grant), code -> {
            newCode.set(code);
            message.set(words.say("code.made", label(grant), code));
            refreshCodes();
        }, failure -> message.set(words.say("code.not.made", reason(failure))));
    }

    /** Revokes {@code grant}'s code: that court can no longer write until it gets a new one. */
    public void revokeCode(Grant grant) {
        Optional<Session> open = session.get();
        if (open.isEmpty()) {
            return;
        }
        executor.submit(() -> codeBook(open.get()).revoke(grant), had -> {
            newCode.set("");
            message.set(words.say(had ? "code.revoked" : "code.had.none", label(grant)));
            refreshCodes();
        }, failure -> message.set(words.say("code.not.revoked", reason(failure))));
    }

    /** Stops the server; for the window's close and a folder change. Blocks: call it off the FX thread or at exit. */
    public void stopNow() {
        HallServer s = server;
        server = null;
        if (s != null) {
            s.stop();
        }
    }

    /** The folder changed or closed: a server on the old folder stops. */
    public void folderChanged() {
        if (running.get() || server != null) {
            busy.set(true);
            executor.submit(() -> {
                stopNow();
                return null;
            }, done -> {
                busy.set(false);
                showServer(null);
                message.set(words.say("stopped.folder.changed"));
            }, failure -> busy.set(false));
        }
        newCode.set("");
        refreshCodes();
    }

    private CodeBook codeBook(Session s) {
        return CodeBook.open(settingsFolder.get(), s.root());
    }

    private void showServer(HallServer started) {
        running.set(started != null);
        newCode.set("");
        if (started == null) {
            address.set("");
            addressNote.set("");
            message.set(words.say("off"));
            return;
        }
        URI first = started.address();
        boolean onHall = !first.getHost().startsWith("127.");
        address.set(first.toString());
        addressNote.set(words.say(onHall ? "address.note.hall" : "address.note.alone"));
        message.set(words.say("on", String.valueOf(started.port())));
    }

    private String label(Grant grant) {
        return grant.isOrganiser() ? words.say("label.organiser") : words.say("label.court", grant.court());
    }

    static String reason(Exception e) {
        Throwable t = e;
        while (t.getCause() != null && (t.getMessage() == null || t.getMessage().isBlank())) {
            t = t.getCause();
        }
        // A person never reads a class name.
        String text = t.getMessage() == null || t.getMessage().isBlank()
                ? DeskWords.of(HallServerViewModel.class).say("no.reason") : t.getMessage();
        return text;
    }
}
