package taikai.ui.tournament;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.actions.tournament.EditTournament;
import taikai.app.road.actions.tournament.ImageFile;
import taikai.model.tournament.Contact;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentMode;
import taikai.model.tournament.TournamentSettings;
import taikai.ui.session.RoadActions;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The tournament settings screen: every tournament.md key file-formats lists, and the Markdown
 * notes body. The form is filled from the folder whenever tournament.md itself changed, so a court
 * table's write does not wipe what the organiser is typing. Saving checks the form, then sends
 * {@link EditTournament} down the write road; a chosen logo is read off the FX thread as the action
 * is built.
 */
public final class TournamentSettingsViewModel {
    private final Words words = DeskWords.of(TournamentSettingsViewModel.class);
    private final RoadActions road;
    private Tournament shown;
    private Path chosenBrandingLogo;

    // ---- properties ----
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty date = new SimpleStringProperty("");
    private final StringProperty durationDays = new SimpleStringProperty("");
    private final StringProperty venue = new SimpleStringProperty("");
    private final StringProperty venueAddress = new SimpleStringProperty("");
    private final StringProperty venueMapUrl = new SimpleStringProperty("");
    private final StringProperty websiteUrl = new SimpleStringProperty("");
    private final StringProperty publicUrl = new SimpleStringProperty("");
    private final ObjectProperty<TournamentMode> mode = new SimpleObjectProperty<>(TournamentMode.OFFICIATED);
    private final StringProperty openingTime = new SimpleStringProperty("");
    private final StringProperty closingTime = new SimpleStringProperty("");
    private final StringProperty openingBlock = new SimpleStringProperty("");
    private final StringProperty lunchBlock = new SimpleStringProperty("");
    private final StringProperty closingBlock = new SimpleStringProperty("");
    private final StringProperty clockMultiplier = new SimpleStringProperty("");
    private final StringProperty bufferPct = new SimpleStringProperty("");
    private final StringProperty awardsNote = new SimpleStringProperty("");
    private final StringProperty infoNotes = new SimpleStringProperty("");
    private final StringProperty primaryColor = new SimpleStringProperty("");
    private final StringProperty accentSoftColor = new SimpleStringProperty("");
    private final StringProperty windowTitle = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper logoText = new ReadOnlyStringWrapper("no logo");
    private final StringProperty notes = new SimpleStringProperty("");
    private final StringProperty newCourt = new SimpleStringProperty("");
    private final ObservableList<String> courts = FXCollections.observableArrayList();
    private final ObservableList<ContactRow> contacts = FXCollections.observableArrayList();
    private final ObservableList<SponsorRow> sponsors = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper holdsPassword = new ReadOnlyBooleanWrapper(false);
    private String storedLogo = "";

    public TournamentSettingsViewModel(RoadActions road) {
        this.road = road;
    }

    public StringProperty nameProperty() { return name; }
    /** DD-MM-YYYY, as tournament.md writes it. */
    public StringProperty dateProperty() { return date; }
    /** 1-30; empty reads as one day. */
    public StringProperty durationDaysProperty() { return durationDays; }
    public StringProperty venueProperty() { return venue; }
    public StringProperty venueAddressProperty() { return venueAddress; }
    public StringProperty venueMapUrlProperty() { return venueMapUrl; }
    public StringProperty websiteUrlProperty() { return websiteUrl; }
    public StringProperty publicUrlProperty() { return publicUrl; }
    public ObjectProperty<TournamentMode> modeProperty() { return mode; }
    public StringProperty openingTimeProperty() { return openingTime; }
    public StringProperty closingTimeProperty() { return closingTime; }
    public StringProperty openingBlockProperty() { return openingBlock; }
    public StringProperty lunchBlockProperty() { return lunchBlock; }
    public StringProperty closingBlockProperty() { return closingBlock; }
    /** Empty reads as 1.5. */
    public StringProperty clockMultiplierProperty() { return clockMultiplier; }
    /** Empty reads as 10. */
    public StringProperty bufferPctProperty() { return bufferPct; }
    public StringProperty awardsNoteProperty() { return awardsNote; }
    public StringProperty infoNotesProperty() { return infoNotes; }
    public StringProperty primaryColorProperty() { return primaryColor; }
    public StringProperty accentSoftColorProperty() { return accentSoftColor; }
    public StringProperty windowTitleProperty() { return windowTitle; }
    /** The branding logo, as stored or as newly chosen, in words. */
    public ReadOnlyStringProperty logoTextProperty() { return logoText.getReadOnlyProperty(); }
    /** The Markdown body of tournament.md. */
    public StringProperty notesProperty() { return notes; }
    /** The letter typed for the court to add. */
    public StringProperty newCourtProperty() { return newCourt; }
    public ObservableList<String> courts() { return courts; }
    public ObservableList<ContactRow> contacts() { return contacts; }
    public ObservableList<SponsorRow> sponsors() { return sponsors; }
    /** What to fix before the settings can be saved; empty when nothing. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** Whether tournament.md holds a password in plain text (spec section 1: strip it before sharing a copy). */
    public ReadOnlyBooleanProperty holdsPasswordProperty() { return holdsPassword.getReadOnlyProperty(); }

    /** Fills the form from the folder, unless tournament.md is as the form last showed it. */
    public void show(Tournament tournament) {
        if (tournament == null || tournament.equals(shown)) {
            return;
        }
        shown = tournament;
        name.set(tournament.name());
        date.set(tournament.date());
        durationDays.set(tournament.day().durationDays() == null ? "" : tournament.day().durationDays().toString());
        venue.set(tournament.venue());
        venueAddress.set(tournament.info().venueAddress());
        venueMapUrl.set(tournament.info().venueMapUrl());
        websiteUrl.set(tournament.info().websiteUrl());
        publicUrl.set(tournament.info().publicUrl());
        mode.set(tournament.mode());
        openingTime.set(tournament.day().openingTime());
        closingTime.set(tournament.day().closingTime());
        openingBlock.set(tournament.day().openingBlock());
        lunchBlock.set(tournament.day().lunchBlock());
        closingBlock.set(tournament.day().closingBlock());
        clockMultiplier.set(tournament.day().clockToElapsedMultiplier() == null ? "" : plain(tournament.day().clockToElapsedMultiplier()));
        bufferPct.set(tournament.day().slowestCourtBufferPct() == null ? "" : tournament.day().slowestCourtBufferPct().toString());
        awardsNote.set(tournament.info().awardsNote());
        infoNotes.set(tournament.info().infoNotes());
        primaryColor.set(tournament.theme().primaryColor());
        accentSoftColor.set(tournament.theme().accentSoftColor());
        windowTitle.set(tournament.theme().windowTitle());
        storedLogo = tournament.theme().logoPath();
        chosenBrandingLogo = null;
        logoText.set(logoWords());
        notes.set(tournament.notes());
        courts.setAll(tournament.courts());
        contacts.setAll(tournament.info().contacts().stream().map(ContactRow::new).toList());
        sponsors.setAll(tournament.info().sponsors().stream().map(SponsorRow::new).toList());
        holdsPassword.set(!tournament.password().isEmpty());
        error.set("");
    }

    // ---- commands ----

    /** Adds the court typed in {@link #newCourtProperty()}, or the next free letter when nothing is typed. */
    public void addCourt() {
        String court = newCourt.get().strip().toUpperCase(java.util.Locale.ROOT);
        if (court.isEmpty()) {
            court = nextFreeCourt();
        }
        List<String> next = new ArrayList<>(courts);
        next.add(court);
        List<taikai.model.rule.Refusal> problems = TournamentSettings.courtChecks(next);
        if (!problems.isEmpty()) {
            error.set(taikai.app.words.Said.refusal(problems.get(0), DeskWords.language()));
            return;
        }
        courts.add(court);
        newCourt.set("");
        error.set("");
    }

    public void removeCourt(String court) {
        courts.remove(court);
    }

    public void addContact() {
        contacts.add(new ContactRow(new Contact("", "")));
    }

    public void removeContact(ContactRow row) {
        contacts.remove(row);
    }

    public void addSponsor() {
        sponsors.add(new SponsorRow(new Sponsor("", "", "")));
    }

    public void removeSponsor(SponsorRow row) {
        sponsors.remove(row);
    }

    /** A logo file for the tournament, copied into branding/ on save. */
    public void chooseLogo(Path file) {
        chosenBrandingLogo = file;
        logoText.set(logoWords());
    }

    /** Checks the form and sends the settings; the answer reaches the status line in words. */
    public void save() {
        List<String> problems = new ArrayList<>();
        Tournament edited = edited(problems);
        TournamentSettings.checks(edited).forEach(p -> problems.add(taikai.app.words.Said.refusal(p, DeskWords.language())));
        if (!problems.isEmpty()) {
            error.set(String.join(" ", problems));
            return;
        }
        error.set("");
        Map<Integer, Path> logos = new LinkedHashMap<>();
        for (int i = 0; i < sponsors.size(); i++) {
            if (sponsors.get(i).chosenLogoProperty().get() != null) {
                logos.put(i, sponsors.get(i).chosenLogoProperty().get());
            }
        }
        Path branding = chosenBrandingLogo;
        road.send(words.say("send", edited.name()), session -> {
            Map<Integer, ImageFile> images = new LinkedHashMap<>();
            for (Map.Entry<Integer, Path> logo : logos.entrySet()) {
                images.put(logo.getKey(), read(logo.getValue()));
            }
            return RoadActions.Built.of(new EditTournament(edited, images, branding == null ? null : read(branding)));
        });
    }

    /** Puts the form back as tournament.md holds it. */
    public void revert() {
        Tournament last = shown;
        shown = null;
        show(last);
    }

    /** The settings as the form holds them; a number that does not read adds its sentence to {@code problems}. */
    Tournament edited(List<String> problems) {
        Tournament base = shown == null ? Tournament.create("", "", "", List.of()) : shown;
        Theme theme = new Theme(primaryColor.get().strip(), accentSoftColor.get().strip(), windowTitle.get().strip(), storedLogo);
        return base.withName(name.get().strip()).withDate(date.get().strip())
                .withDay(d -> d.withDurationDays(whole(durationDays.get(), words.say("days.what"), problems)))
                .withVenue(venue.get().strip()).withInfo(i -> i.withVenueAddress(venueAddress.get().strip())
                        .withVenueMapUrl(venueMapUrl.get().strip()).withWebsiteUrl(websiteUrl.get().strip())
                        .withPublicUrl(publicUrl.get().strip())).withMode(mode.get())
                .withDay(d -> d.withOpeningTime(openingTime.get().strip()).withClosingTime(closingTime.get().strip())
                        .withOpeningBlock(openingBlock.get().strip()).withLunchBlock(lunchBlock.get().strip())
                        .withClosingBlock(closingBlock.get().strip())
                        .withClockToElapsedMultiplier(decimal(clockMultiplier.get(), problems))
                        .withSlowestCourtBufferPct(whole(bufferPct.get(), words.say("buffer.what"), problems)))
                .withInfo(i -> i.withAwardsNote(awardsNote.get().strip()).withInfoNotes(infoNotes.get().strip()))
                .withCourts(List.copyOf(courts))
                .withInfo(i -> i.withContacts(contacts.stream().map(ContactRow::contact).toList())
                        .withSponsors(sponsors.stream().map(SponsorRow::sponsor).toList()))
                .withTheme(theme).withNotes(notes.get());
    }

    private String nextFreeCourt() {
        for (char c = 'A'; c <= 'P'; c++) {
            if (!courts.contains(String.valueOf(c))) {
                return String.valueOf(c);
            }
        }
        return "Q";
    }

    private String logoWords() {
        if (chosenBrandingLogo != null) {
            return words.say("logo.chosen", chosenBrandingLogo.getFileName().toString());
        }
        return storedLogo.isEmpty() ? words.say("logo.none") : "branding/" + storedLogo;
    }

    private ImageFile read(Path file) throws IOException {
        try {
            return new ImageFile(file.getFileName().toString(), Files.readAllBytes(file));
        } catch (IOException unreadable) {
            throw new IOException(words.say("image.unreadable", file.toString(), String.valueOf(unreadable.getMessage())),
                    unreadable);
        }
    }

    private Integer whole(String text, String what, List<String> problems) {
        if (text.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException wrong) {
            problems.add(words.say("whole", what, text.strip()));
            return null;
        }
    }

    private Double decimal(String text, List<String> problems) {
        if (text.isBlank()) {
            return null;
        }
        try {
            return Double.valueOf(text.strip().replace(',', '.'));
        } catch (NumberFormatException wrong) {
            problems.add(words.say("multiplier.bad", text.strip()));
            return null;
        }
    }

    private static String plain(Double value) {
        return Objects.equals(value, Math.floor(value)) && !value.isInfinite() ? String.valueOf(value.longValue()) : value.toString();
    }
}
