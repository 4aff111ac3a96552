package taikai.ui.session;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.model.tournament.Tournament;

/**
 * The form that creates a tournament: name, date, venue, how many courts, and the folder it lives
 * in. It checks what was typed and says in a sentence what to fix; the folder is created and
 * written by {@link SessionViewModel#create}.
 */
public final class StartViewModel {
    /** tournament.md holds at most 16 courts, lettered A to P (file-formats, tournament.md). */
    public static final int MAX_COURTS = 16;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd-MM-uuuu").withResolverStyle(ResolverStyle.STRICT);

    private final SessionViewModel session;
    private final Path defaultParent;

    // ---- properties ----
    private final taikai.words.Words words = taikai.ui.words.DeskWords.of(StartViewModel.class);
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty date;
    private final StringProperty venue = new SimpleStringProperty("");
    private final IntegerProperty courts = new SimpleIntegerProperty(2);
    private final StringProperty folder = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    /** @param defaultParent where a new tournament's folder goes when none is chosen */
    public StartViewModel(SessionViewModel session, Path defaultParent, LocalDate today) {
        this.session = session;
        this.defaultParent = defaultParent;
        this.date = new SimpleStringProperty(DATE.format(today));
    }

    public StringProperty nameProperty() {
        return name;
    }

    /** DD-MM-YYYY, as tournament.md writes it. */
    public StringProperty dateProperty() {
        return date;
    }

    public StringProperty venueProperty() {
        return venue;
    }

    public IntegerProperty courtsProperty() {
        return courts;
    }

    /** The folder to create; empty means a folder named after the tournament in the default place. */
    public StringProperty folderProperty() {
        return folder;
    }

    /** What to fix before the tournament can be created; empty when nothing. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Where the tournament will be created, as things are typed now. */
    public Path targetFolder() {
        if (!folder.get().isBlank()) {
            return Path.of(folder.get().strip());
        }
        return defaultParent.resolve(slug(name.get()));
    }

    // ---- commands ----

    public void create() {
        String problem = problem();
        error.set(problem);
        if (problem.isEmpty()) {
            session.create(targetFolder(), Tournament.create(name.get().strip(), date.get().strip(), venue.get().strip(),
                    courtLabels(courts.get())));
        }
    }

    /** Courts A, B, C, ... as many as asked. */
    public static List<String> courtLabels(int count) {
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            labels.add(String.valueOf((char) ('A' + i)));
        }
        return labels;
    }

    private String problem() {
        if (name.get().isBlank()) {
            return words.say("start.no.name");
        }
        try {
            LocalDate.parse(date.get().strip(), DATE);
        } catch (DateTimeParseException wrong) {
            return words.say("start.bad.date");
        }
        if (courts.get() < 1 || courts.get() > MAX_COURTS) {
            return words.say("start.courts", String.valueOf(MAX_COURTS));
        }
        try {
            targetFolder();
        } catch (InvalidPathException wrong) {
            return words.say("start.bad.folder", folder.get());
        }
        return "";
    }

    /** A folder name from the tournament's name: lowercase letters and digits, runs of anything else as one "-". */
    static String slug(String text) {
        String slug = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        return slug.isEmpty() ? "tournament" : slug;
    }
}
