package taikai.ui.competitions;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Every setting of a competition the screen edits (file-formats, "config.md keys"), as text and
 * choices; {@link #settings} turns them into a {@link Competition}, saying in a sentence which
 * number does not read.
 */
public final class CompetitionForm {
    private final Words words = DeskWords.of(CompetitionForm.class);
    final StringProperty name = new SimpleStringProperty("");
    final ObjectProperty<Kind> kind = new SimpleObjectProperty<>(Kind.INDIVIDUAL);
    final ObjectProperty<Format> format = new SimpleObjectProperty<>(Format.POOLS_THEN_KNOCKOUT);
    final ObjectProperty<Discipline> discipline = new SimpleObjectProperty<>(Discipline.KENDO);
    final StringProperty teamSize = new SimpleStringProperty("5");
    final ObjectProperty<TeamMatchType> teamMatchType = new SimpleObjectProperty<>(TeamMatchType.FIXED);
    final StringProperty poolSize = new SimpleStringProperty("");
    final BooleanProperty poolSizeIsMaximum = new SimpleBooleanProperty(false);
    final StringProperty poolWinners = new SimpleStringProperty("");
    final BooleanProperty partialPools = new SimpleBooleanProperty(false);
    final StringProperty extraQualifiers = new SimpleStringProperty("");
    final BooleanProperty roundRobin = new SimpleBooleanProperty(false);
    final StringProperty swissRounds = new SimpleStringProperty("");
    final StringProperty leagueTiebreakTopN = new SimpleStringProperty("");
    final BooleanProperty leagueTwoThirdPlaces = new SimpleBooleanProperty(false);
    final BooleanProperty ipponShobu = new SimpleBooleanProperty(false);
    final BooleanProperty thirdPlaceMatch = new SimpleBooleanProperty(false);
    final BooleanProperty hikiwakeAllowed = new SimpleBooleanProperty(true);
    final StringProperty enchoLimit = new SimpleStringProperty("");
    final StringProperty engiJudges = new SimpleStringProperty("");
    final StringProperty poolMatchMinutes = new SimpleStringProperty("");
    final StringProperty playoffMatchMinutes = new SimpleStringProperty("");
    final ObservableList<String> courts = FXCollections.observableArrayList();
    final StringProperty startTime = new SimpleStringProperty("");
    final StringProperty date = new SimpleStringProperty("");
    final StringProperty numberPrefix = new SimpleStringProperty("");
    final BooleanProperty withZekkenName = new SimpleBooleanProperty(false);
    final BooleanProperty checkInEnabled = new SimpleBooleanProperty(false);
    final BooleanProperty mirror = new SimpleBooleanProperty(false);
    final StringProperty drawSeed = new SimpleStringProperty("");
    final StringProperty notes = new SimpleStringProperty("");

    public StringProperty nameProperty() { return name; }
    public ObjectProperty<Kind> kindProperty() { return kind; }
    public ObjectProperty<Format> formatProperty() { return format; }
    public ObjectProperty<Discipline> disciplineProperty() { return discipline; }
    public StringProperty teamSizeProperty() { return teamSize; }
    public ObjectProperty<TeamMatchType> teamMatchTypeProperty() { return teamMatchType; }
    public StringProperty poolSizeProperty() { return poolSize; }
    public BooleanProperty poolSizeIsMaximumProperty() { return poolSizeIsMaximum; }
    public StringProperty poolWinnersProperty() { return poolWinners; }
    public BooleanProperty partialPoolsProperty() { return partialPools; }
    /** empty, larger-pools or fill-bracket */
    public StringProperty extraQualifiersProperty() { return extraQualifiers; }
    public BooleanProperty roundRobinProperty() { return roundRobin; }
    public StringProperty swissRoundsProperty() { return swissRounds; }
    public StringProperty leagueTiebreakTopNProperty() { return leagueTiebreakTopN; }
    public BooleanProperty leagueTwoThirdPlacesProperty() { return leagueTwoThirdPlaces; }
    public BooleanProperty ipponShobuProperty() { return ipponShobu; }
    public BooleanProperty thirdPlaceMatchProperty() { return thirdPlaceMatch; }
    public BooleanProperty hikiwakeAllowedProperty() { return hikiwakeAllowed; }
    public StringProperty enchoLimitProperty() { return enchoLimit; }
    public StringProperty engiJudgesProperty() { return engiJudges; }
    public StringProperty poolMatchMinutesProperty() { return poolMatchMinutes; }
    public StringProperty playoffMatchMinutesProperty() { return playoffMatchMinutes; }
    /** The tournament's courts this competition plays on. */
    public ObservableList<String> courts() { return courts; }
    public StringProperty startTimeProperty() { return startTime; }
    public StringProperty dateProperty() { return date; }
    public StringProperty numberPrefixProperty() { return numberPrefix; }
    public BooleanProperty withZekkenNameProperty() { return withZekkenName; }
    public BooleanProperty checkInEnabledProperty() { return checkInEnabled; }
    public BooleanProperty mirrorProperty() { return mirror; }
    public StringProperty drawSeedProperty() { return drawSeed; }
    public StringProperty notesProperty() { return notes; }

    /** True for a team competition: the team-only settings show only then. */
    public BooleanBinding isTeam() {
        return Bindings.createBooleanBinding(() -> kind.get() == Kind.TEAM, kind);
    }

    /** True when the format has pools (pools then knockout): the pool settings show only then, and for a league. */
    public BooleanBinding hasPools() {
        return Bindings.createBooleanBinding(() -> format.get() == Format.POOLS_THEN_KNOCKOUT, format);
    }

    public BooleanBinding hasKnockout() {
        return Bindings.createBooleanBinding(() -> format.get() == Format.KNOCKOUT || format.get() == Format.POOLS_THEN_KNOCKOUT, format);
    }

    public BooleanBinding isLeague() {
        return Bindings.createBooleanBinding(() -> format.get() == Format.LEAGUE, format);
    }

    public BooleanBinding isSwiss() {
        return Bindings.createBooleanBinding(() -> format.get() == Format.SWISS, format);
    }

    public BooleanBinding isEngi() {
        return Bindings.createBooleanBinding(() -> discipline.get() == Discipline.NAGINATA_ENGI, discipline);
    }

    /** Fills the form from a competition as stored. */
    void fill(Competition c) {
        name.set(c.name());
        kind.set(c.kind());
        format.set(c.format());
        discipline.set(Discipline.of(c.naginata().shiai(), c.naginata().engi()));
        teamSize.set(c.isTeam() ? String.valueOf(c.teams().size()) : "5");
        teamMatchType.set(c.teams().matchType());
        poolSize.set(number(c.pools().size()));
        poolSizeIsMaximum.set("max".equals(c.pools().sizeMode()));
        poolWinners.set(number(c.pools().winners()));
        partialPools.set("partial".equals(c.pools().format()));
        extraQualifiers.set(c.pools().extraQualifiers());
        roundRobin.set(c.pools().roundRobin());
        swissRounds.set(number(c.swiss().rounds()));
        leagueTiebreakTopN.set(number(c.league().topN()));
        leagueTwoThirdPlaces.set(c.league().twoThirdPlaces());
        ipponShobu.set(c.bouts().ipponShobu());
        thirdPlaceMatch.set(c.knockout().thirdPlaceMatch());
        hikiwakeAllowed.set(c.bouts().hikiwakeAllowed());
        enchoLimit.set(number(c.bouts().enchoLimit()));
        engiJudges.set(number(c.naginata().engiJudges()));
        poolMatchMinutes.set(minutes(c.schedule().poolMatchSeconds()));
        playoffMatchMinutes.set(minutes(c.schedule().playoffMatchSeconds()));
        courts.setAll(c.schedule().courts());
        startTime.set(c.schedule().startTime());
        date.set(c.schedule().date());
        numberPrefix.set(c.entrants().numberPrefix());
        withZekkenName.set(c.entrants().withZekkenName());
        checkInEnabled.set(c.entrants().checkInEnabled());
        mirror.set(c.knockout().mirror());
        drawSeed.set(number(c.drawSeed()));
        notes.set(c.notes());
    }

    /** The settings as typed; a number that does not read adds its sentence to {@code problems} and counts as 0. */
    Competition settings(List<String> problems) {
        boolean team = kind.get() == Kind.TEAM;
        String poolFormat = partialPools.get() ? "partial" : "";
        return Competition.create("", name.get().strip(), kind.get(), format.get())
                .withTeams(t -> t.withSize(team ? whole(teamSize.get(), raw -> words.say("problem.whole.team-size", raw), problems) : 0).withMatchType(team ? teamMatchType.get() : TeamMatchType.FIXED))
                .withPools(p -> p.withSize(whole(poolSize.get(), raw -> words.say("problem.whole.pool-size", raw), problems)).withSizeMode(poolSizeIsMaximum.get() ? "max" : "").withWinners(whole(poolWinners.get(), raw -> words.say("problem.whole.pool-winners", raw), problems)).withFormat(poolFormat).withExtraQualifiers(extraQualifiers.get() == null ? "" : extraQualifiers.get()).withRoundRobin(roundRobin.get()))
                .withSwiss(s -> s.withRounds(whole(swissRounds.get(), raw -> words.say("problem.whole.swiss-rounds", raw), problems)))
                .withLeague(l -> l.withTopN(whole(leagueTiebreakTopN.get(), raw -> words.say("problem.whole.league-top", raw), problems)).withTwoThirdPlaces(leagueTwoThirdPlaces.get()))
                .withBouts(b -> b.withIpponShobu(ipponShobu.get()))
                .withKnockout(k -> k.withThirdPlaceMatch(thirdPlaceMatch.get()))
                .withBouts(b -> b.withHikiwakeAllowed(hikiwakeAllowed.get()).withEnchoLimit(whole(enchoLimit.get(), raw -> words.say("problem.whole.encho", raw), problems)))
                .withNaginata(n -> n.withShiai(discipline.get().naginata()).withEngi(discipline.get().engi()).withEngiJudges(discipline.get().engi() ? whole(engiJudges.get(), raw -> words.say("problem.whole.engi-judges", raw), problems) : 0))
                .withSchedule(s -> s.withPoolMatchSeconds(seconds(poolMatchMinutes.get(), raw -> words.say("problem.minutes.pool", raw), problems)))
                .withSchedule(s -> s.withPlayoffMatchSeconds(seconds(playoffMatchMinutes.get(), raw -> words.say("problem.minutes.knockout", raw), problems)).withCourts(new ArrayList<>(courts)).withStartTime(startTime.get().strip()).withDate(date.get().strip()))
                .withEntrants(e -> e.withNumberPrefix(numberPrefix.get().strip()).withWithZekkenName(withZekkenName.get()).withCheckInEnabled(checkInEnabled.get()))
                .withKnockout(k -> k.withMirror(mirror.get()))
                .withDrawSeed(whole(drawSeed.get(), raw -> words.say("problem.whole.seed", raw), problems))
                .withNotes(notes.get());
    }

    /** A blank form for a new competition. */
    void clear() {
        fill(Competition.create("", "", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT).withPools(p -> p.withSize(4).withWinners(2)));
        teamSize.set("5");
    }

    private static String number(int value) {
        return value == 0 ? "" : String.valueOf(value);
    }

    /** file-formats: durations are seconds on disk; the form speaks in minutes (3 or 2.5). */
    private static String minutes(int seconds) {
        if (seconds == 0) {
            return "";
        }
        return seconds % 60 == 0 ? String.valueOf(seconds / 60) : String.valueOf(seconds / 60.0);
    }

    /** {@code problem} says, of the text as typed, that this setting is not a whole number. */
    private static int whole(String text, Function<String, String> problem, List<String> problems) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException wrong) {
            problems.add(problem.apply(text.strip()));
            return 0;
        }
    }

    private static int seconds(String text, Function<String, String> problem, List<String> problems) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        try {
            return (int) Math.round(Double.parseDouble(text.strip().replace(',', '.')) * 60);
        } catch (NumberFormatException wrong) {
            problems.add(problem.apply(text.strip()));
            return 0;
        }
    }
}
