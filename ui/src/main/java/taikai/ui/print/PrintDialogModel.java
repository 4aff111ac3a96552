package taikai.ui.print;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import taikai.print.Paper;
import taikai.print.Printed;
import taikai.print.Printing;
import taikai.print.Source;
import taikai.print.What;
import taikai.ui.UiExecutor;
import taikai.words.Language;
import taikai.wal.file.AtomicFile;

/**
 * The print dialog's state: what to print, for which competition, on which paper; the preview's
 * pages (rendered off the FX thread, the progress shown as they come); and the PDF to save or hand
 * to the system's viewer. Nothing is ever written into the data folder.
 */
final class PrintDialogModel {
    /** The preview's resolution: enough to read a name, small enough to render a booklet quickly. */
    private static final float PREVIEW_DPI = 50;

    private final UiExecutor executor;
    private final Path folder;
    private final ObjectProperty<What> what = new SimpleObjectProperty<>(What.BOOKLET);
    private final ObjectProperty<String> competition = new SimpleObjectProperty<>("");
    /** The public site's address while the hall server is on: name tags then open each entrant's page. */
    private final ObjectProperty<String> site = new SimpleObjectProperty<>("");
    private final ObjectProperty<Paper> paper = new SimpleObjectProperty<>(Paper.A4);
    /** The language the pages are printed in: the organiser's choice, the desktop's language at first (decision 0042). */
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(Language.ENGLISH);
    private final BooleanProperty blank = new SimpleBooleanProperty(false);
    private final ObservableList<Image> pages = FXCollections.observableArrayList();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(DeskWords.of(PrintDialogModel.class).say("status.choose"));
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper ready = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> competitions = FXCollections.observableArrayList("");
    /** Each competition's name by its id, as read with the list: the choice shows names, never ids. */
    private final java.util.Map<String, String> names = new java.util.HashMap<>();
    private Printed printed;
    private final Words words = DeskWords.of(PrintDialogModel.class);

    PrintDialogModel(UiExecutor executor, Path folder) {
        this(executor, folder, DeskWords.language());
    }

    /** A model whose language starts as {@code desktop}, the desktop's language. */
    PrintDialogModel(UiExecutor executor, Path folder, Language desktop) {
        this.executor = executor;
        this.folder = folder;
        this.language.set(desktop == null ? Language.ENGLISH : desktop);
        // The competitions are read off the FX thread, like every read of the folder.
        executor.submit(() -> {
            java.util.Map<String, String> read = new java.util.LinkedHashMap<>();
            Source.read(folder).competitions().forEach(c -> read.put(c.competition().id(),
                    c.competition().name().isBlank() ? c.competition().id() : c.competition().name()));
            return read;
        }, read -> {
            names.putAll(read);
            competitions.addAll(read.keySet());
        }, failure -> status.set(words.say("status.unreadable", failure.getMessage())));
        what.addListener((obs, old, now) -> stale());
        competition.addListener((obs, old, now) -> stale());
        paper.addListener((obs, old, now) -> stale());
        blank.addListener((obs, old, now) -> stale());
        language.addListener((obs, old, now) -> stale());
    }

    private void stale() {
        printed = null;
        ready.set(false);
    }

    ObjectProperty<What> whatProperty() {
        return what;
    }

    /** The competition's id, or empty for every competition. */
    ObjectProperty<String> siteProperty() {
        return site;
    }

    ObjectProperty<String> competitionProperty() {
        return competition;
    }

    ObjectProperty<Paper> paperProperty() {
        return paper;
    }

    /** The language the pages are printed in. */
    ObjectProperty<Language> languageProperty() {
        return language;
    }

    BooleanProperty blankProperty() {
        return blank;
    }

    /** "" for every competition, then each competition's id. */
    ObservableList<String> competitions() {
        return competitions;
    }

    /** The name a person reads for the competition {@code id}: "Every competition" for "". */
    String competitionName(String id) {
        return id == null || id.isEmpty() ? "Every competition" : names.getOrDefault(id, id);
    }

    ObservableList<Image> pages() {
        return pages;
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** True once a preview is made for the choices shown. */
    ReadOnlyBooleanProperty readyProperty() {
        return ready.getReadOnlyProperty();
    }

    /** Makes the PDF and renders its pages, away from the FX thread; the pages appear as they are rendered. */
    void preview() {
        Printing.Request request = new Printing.Request(what.get(),
                competition.get() == null || competition.get().isEmpty() ? Optional.empty() : Optional.of(competition.get()),
                paper.get(), blank.get(), Optional.ofNullable(site.get()), language.get());
        busy.set(true);
        ready.set(false);
        pages.clear();
        progress.set(-1);
        status.set(words.say("status.making", inSentence(request.what())));
        executor.submit(() -> {
            Printed made = new Printing(Source.read(folder)).print(request);
            try (PDDocument doc = Loader.loadPDF(made.pdf())) {
                PDFRenderer renderer = new PDFRenderer(doc);
                int count = doc.getNumberOfPages();
                for (int i = 0; i < count; i++) {
                    Image image = image(renderer.renderImageWithDPI(i, PREVIEW_DPI, ImageType.RGB));
                    double done = (i + 1) / (double) count;
                    int page = i + 1;
                    executor.onFxThread(() -> {
                        pages.add(image);
                        progress.set(done);
                        status.set(words.say("status.rendering", page, count));
                    });
                }
            }
            return made;
        }, made -> {
            printed = made;
            busy.set(false);
            ready.set(true);
            progress.set(1);
            status.set(made.notes().isEmpty() ? words.say("status.printed", made.pages())
                    : words.say("status.printed", made.pages()) + " " + String.join(" ", made.notes()));
        }, failure -> {
            busy.set(false);
            progress.set(0);
            status.set(failure instanceof Printing.Refused ? failure.getMessage()
                    : words.say("status.failed", failure.getMessage()));
        });
    }

    private static Image image(java.awt.image.BufferedImage rendered) {
        int w = rendered.getWidth();
        int h = rendered.getHeight();
        int[] argb = rendered.getRGB(0, 0, w, h, null, 0, w);
        WritableImage image = new WritableImage(w, h);
        image.getPixelWriter().setPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
        return image;
    }

    /** Saves the previewed PDF as {@code target}, refused inside the data folder. */
    void save(Path target) {
        Printed made = printed;
        if (made == null) {
            status.set(words.say("status.preview-first-save"));
            return;
        }
        Path dest = target.toAbsolutePath().normalize();
        if (inside(dest)) {
            status.set(words.say("status.inside", dest));
            return;
        }
        executor.submit(() -> {
            Files.createDirectories(dest.getParent());
            AtomicFile.onDisk().replace(dest, dest.getFileName().toString(), made.pdf());
            return dest;
        }, saved -> status.set(words.say("status.saved", saved)),
                failure -> status.set(words.say("status.not-saved", dest, failure.getMessage())));
    }

    /** A kind of print inside a sentence: lower case where the language writes its nouns so ("pool sheets", German keeps "Poolblätter"). */
    private String inSentence(What kind) {
        String title = kind.title(words.language());
        return words.language() == Language.GERMAN ? title : title.toLowerCase(words.language().locale());
    }

    /** Hands the previewed PDF, saved to a temporary file outside the data folder, to the system's viewer. */
    void openInViewer() {
        Printed made = printed;
        if (made == null) {
            status.set(words.say("status.preview-first-open"));
            return;
        }
        executor.submit(() -> {
            Path file = Files.createTempFile("taikai-" + what.get().word() + "-", ".pdf");
            Files.write(file, made.pdf());
            new ProcessBuilder(viewer(file)).inheritIO().start();
            return file;
        }, file -> status.set(words.say("status.opened", file)),
                failure -> status.set(words.say("status.no-viewer", failure.getMessage())));
    }

    private static List<String> viewer(Path file) {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        if (os.startsWith("windows")) {
            return List.of("cmd", "/c", "start", "", file.toString());
        }
        return List.of(os.startsWith("mac") ? "open" : "xdg-open", file.toString());
    }

    private boolean inside(Path dest) {
        try {
            Path root = folder.toRealPath();
            Path existing = dest;
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            Path resolved = existing == null ? dest : existing.toRealPath().resolve(existing.relativize(dest));
            return resolved.startsWith(root);
        } catch (IOException e) {
            return true;
        }
    }
}
