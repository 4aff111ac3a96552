package taikai.ui;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import javafx.scene.Parent;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import taikai.app.clock.ClockReading;
import taikai.app.clock.CourtClocks;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedCompetition;
import taikai.ui.bracket.BracketView;
import taikai.ui.competitions.CompetitionsView;
import taikai.ui.competitions.CompetitionsViewModel;
import taikai.ui.bracket.BracketViewModel;
import taikai.ui.courts.CourtsView;
import taikai.ui.courttable.CourtModeView;
import taikai.ui.courttable.CourtModeViewModel;
import taikai.ui.courts.CourtsViewModel;
import taikai.ui.schedule.ScheduleView;
import taikai.ui.schedule.ScheduleViewModel;
import taikai.ui.entrants.EntrantsView;
import taikai.ui.draw.DrawView;
import taikai.ui.draw.DrawViewModel;
import taikai.ui.hall.HallServerView;
import taikai.ui.hall.HallServerViewModel;
import taikai.ui.history.HistoryView;
import taikai.ui.history.HistoryViewModel;
import taikai.ui.history.MatchChoice;
import taikai.ui.match.Dojos;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.pools.PoolsView;
import taikai.ui.overrides.WinnerOverrideViewModel;
import taikai.ui.pools.PoolsViewModel;
import taikai.ui.problems.FolderOpener;
import taikai.ui.problems.ProblemsView;
import taikai.ui.problems.ProblemsViewModel;
import taikai.ui.results.ResultsView;
import taikai.ui.results.ResultsViewModel;
import taikai.ui.scoreboard.CourtFeeds;
import taikai.ui.scoreboard.OverviewViewModel;
import taikai.ui.scoreboard.OverviewWindow;
import taikai.ui.scoreboard.ScoreboardViewModel;
import taikai.ui.scoreboard.ScoreboardWindow;
import taikai.ui.scoring.MatchCommands;
import taikai.ui.scoring.RepresentativePicks;
import taikai.ui.scoring.ScoringView;
import taikai.ui.scoring.ScoringViewModel;
import taikai.ui.session.BusyView;
import taikai.ui.session.NoticeBar;
import taikai.ui.session.OpenMatches;
import taikai.ui.session.RoadActions;
import taikai.ui.session.SessionViewModel;
import taikai.ui.session.Snapshot;
import taikai.ui.session.StartView;
import taikai.ui.session.StartViewModel;
import taikai.ui.shell.CompetitionItem;
import taikai.ui.shell.Screens;
import taikai.ui.shell.Section;
import taikai.ui.shell.ShellActions;
import taikai.ui.shell.ShellView;
import taikai.ui.shell.ShellViewModel;
import taikai.ui.tournament.TournamentSettingsView;
import taikai.ui.tournament.TournamentSettingsViewModel;
import taikai.ui.teams.TeamsView;
import taikai.ui.teams.TeamsViewModel;
import taikai.ui.write.HeldNoticeBar;
import taikai.ui.write.HeldNotices;
import taikai.ui.write.Writes;

/**
 * The desktop's composition root: builds every view model and view once, registers each screen
 * with the shell, and hands every new read of the data folder to the screens (on the FX thread).
 * Opening a match anywhere shows it on the scoring sheet.
 *
 * <p>Screens plug in through {@link #screens()}: register a supplier for a {@link Section} before
 * the section is first shown, building the screen from {@link #context()}.
 */
public final class Desktop {
    private final taikai.words.Words words = taikai.ui.words.DeskWords.of(Desktop.class);
    private final DeskContext context;
    private final ShellViewModel shell;
    private final ScoringViewModel scoring;
    private final PoolsViewModel pools;
    private final BracketViewModel bracket;
    private final CourtsViewModel courts;
    private final ScheduleViewModel schedule;
    private final HistoryViewModel history;
    private final ProblemsViewModel problems;
    private final TournamentSettingsViewModel tournamentSettings;
    private final CompetitionsViewModel competitions;
    private final TeamsViewModel teams;
    private final DrawViewModel draw;
    private final ResultsViewModel results;
    private final HallServerViewModel hall;
    private final taikai.ui.copies.CopiesViewModel copies;
    private java.util.function.BiFunction<javafx.stage.Window, String, java.io.File> chooser;
    private taikai.ui.copies.CopiesView copiesView;
    private final CourtModeViewModel courtMode;
    private final CourtFeeds feeds = new CourtFeeds();
    private final TeamTallies tallies;
    private final Screens screens = new Screens();
    /** Built when the scoring sheet is first shown (issue 22: the first window waits for no screen it does not show). */
    private ScoringView scoringView;
    private final WinnerOverrideViewModel winnerOverride;
    private final StackPane root;
    private final ShellView shellView;
    private final Writes writes;
    private final List<ScoreboardWindow> scoreboards = new ArrayList<>();
    private final List<OverviewWindow> overviews = new ArrayList<>();
    /** The courts' queues and the day's schedule, each worked out from the last read once in sight. */
    private final WhenInSight courtsInSight;
    private final WhenInSight scheduleInSight;
    /** New tournament... was chosen while a folder is open: the start screen shows over it. */
    private final javafx.beans.property.BooleanProperty creating = new javafx.beans.property.SimpleBooleanProperty(false);
    /** Every court's clock: the desktop's own sheet's, and the court tables' once the hall server is on. */
    private final CourtClocks clocks = new CourtClocks();
    private final UiExecutor executor;
    /** Where this laptop's desktop settings are kept (the language among them); the settings folder's unless told. */
    private volatile taikai.ui.settings.SettingsFile settings = taikai.ui.settings.SettingsFile.inSettingsFolder();
    /** A match started from this desktop, opened on the sheet once a read shows it running. */
    private String[] startedHere;

    public Desktop(UiExecutor executor, SessionViewModel session, MatchCommands commands, TeamTallies tallies,
            FolderOpener folderOpener) {
        this(executor, session, commands, tallies, folderOpener, java.time.Clock.systemDefaultZone());
    }

    /** The same, the start screen's new tournament dated from {@code clock} (a fixed one keeps pictures the same). */
    public Desktop(UiExecutor executor, SessionViewModel session, MatchCommands commands, TeamTallies tallies,
            FolderOpener folderOpener, java.time.Clock clock) {
        this.tallies = tallies;
        this.executor = executor;
        writes = new Writes(executor);
        RoadActions road = new RoadActions(writes, session::current);
        shell = new ShellViewModel(writes, new Actions(session));
        context = new DeskContext(executor, writes, road, session, shell);
        scoring = new ScoringViewModel(commands, writes, tallies);
        winnerOverride = new WinnerOverrideViewModel(road);
        scoring.setHistoryOpener(this::showHistory);
        scoring.setPicksSource(open -> Optional.ofNullable(session.snapshotProperty().get())
                .flatMap(read -> read.state(open.competitionId()))
                .map(state -> RepresentativePicks.of(state, open.match())).orElse(RepresentativePicks.NONE));
        pools = new PoolsViewModel(id -> openMatch(selectedCompetition(), id), road);
        bracket = new BracketViewModel(id -> openMatch(selectedCompetition(), id), road);
        courts = new CourtsViewModel(this::openMatch, road);
        courtsInSight = new WhenInSight(() -> shell.selectedProperty().get() == Section.COURTS || !overviews.isEmpty(),
                courts::show);
        // The queues' expected starts follow the clock between reads (decision 0024).
        javafx.animation.Timeline minutes = new javafx.animation.Timeline(
                new javafx.animation.KeyFrame(javafx.util.Duration.minutes(1), e -> {
                    if (courtsInSight.caughtUp()) {
                        courts.timePassed(); // else worked out from the clock when caught up
                    }
                }));
        minutes.setCycleCount(javafx.animation.Animation.INDEFINITE);
        executor.onFxThread(minutes::play);
        schedule = new ScheduleViewModel(road, System::currentTimeMillis, ZoneId.systemDefault());
        scheduleInSight = new WhenInSight(() -> shell.selectedProperty().get() == Section.SCHEDULE, schedule::show);
        courts.setOnStart((competitionId, matchId) -> startedHere = new String[] {competitionId, matchId});
        scoring.setNextMatch(this::nextAfter, next -> {
            road.send(words.say("start.next", next.heading(), next.court()),
                    new taikai.app.road.actions.court.StartMatch(next.competitionId(), next.matchId(), next.court()));
            startedHere = new String[] {next.competitionId(), next.matchId()};
        });
        scoring.clock().publishTo(reading -> {
            if (!reading.court().isEmpty()) {
                clocks.put(reading);
            }
        });
        keepClock(executor);
        history = new HistoryViewModel(executor, session::current, ZoneId.systemDefault());
        problems = new ProblemsViewModel(executor, road, this::reloadAndSay, folderOpener);

        scoring.currentProperty().addListener((obs, old, now) -> offerWinnerOverride());
        hall = new HallServerViewModel(executor, session::current, taikai.app.hall.access.ConfigFolder::resolve,
                () -> Optional.ofNullable(session.snapshotProperty().get()).map(Snapshot::courts).orElse(List.of()));
        shell.siteAddressProperty().bind(hall.addressProperty());
        hall.useClocks(clocks);
        copies = new taikai.ui.copies.CopiesViewModel(executor, session::current,
                taikai.ui.settings.SettingsFile::inSettingsFolder, java.time.Clock.systemDefaultZone(), writes::note);
        shell.copyLineProperty().bind(copies.headerLineProperty());
        shell.copyFailedProperty().bind(copies.lastTryFailedProperty());
        tournamentSettings = new TournamentSettingsViewModel(road);
        competitions = new CompetitionsViewModel(road);
        teams = new TeamsViewModel(road, writes);
        draw = new DrawViewModel(executor, road, session::current, () -> ThreadLocalRandom.current().nextInt(1, 1_000_000));
        results = new ResultsViewModel(road);
        screens.register(Section.TOURNAMENT, () -> new TournamentSettingsView(tournamentSettings))
                .register(Section.COMPETITIONS, () -> new CompetitionsView(competitions))
                .register(Section.ENTRANTS, () -> EntrantsView.of(context, EntrantsView::chooseFile))
                .register(Section.TEAMS, () -> new TeamsView(teams))
                .register(Section.DRAW, () -> new DrawView(draw))
                .register(Section.POOLS, () -> new PoolsView(pools))
                .register(Section.BRACKET, () -> new BracketView(bracket))
                .register(Section.RESULTS, () -> new ResultsView(results))
                .register(Section.COURTS, () -> new CourtsView(courts))
                .register(Section.SCHEDULE, () -> new ScheduleView(schedule))
                .register(Section.SCORING, this::scoringView)
                .register(Section.HISTORY, () -> new HistoryView(history))
                .register(Section.PROBLEMS, () -> new ProblemsView(problems))
                .register(Section.HALL, () -> new HallServerView(hall))
                .register(Section.COPIES, () -> {
                    copiesView = new taikai.ui.copies.CopiesView(copies, session::open);
                    if (chooser != null) {
                        copiesView.setChooser(chooser);
                    }
                    return copiesView;
                });
        // The set-up screens are filled from every read of the folder.
        session.snapshotProperty().addListener((obs, old, now) -> showSetUp(now));
        showSetUp(session.snapshotProperty().get());
        shell.selectedProperty().addListener((obs, old, now) -> {
            if (now == Section.COURTS) {
                courtsInSight.catchUp();
            } else if (now == Section.SCHEDULE) {
                scheduleInSight.catchUp();
            }
        });
        shellView = new ShellView(shell, screens);
        shellView.setBanner(new VBox(new NoticeBar(session),
                new taikai.ui.problems.BrokenFolderBar(shell.brokenProperty(), () -> shell.select(Section.PROBLEMS)),
                new HeldNoticeBar(new HeldNotices(writes))));
        StartView start = new StartView(session, new StartViewModel(session,
                Path.of(System.getProperty("user.home"), "Taikai"), LocalDate.now(clock)));
        courtMode = new CourtModeViewModel(executor, new FxUiExecutor(), taikai.app.hall.access.ConfigFolder::resolve,
                ZoneId.systemDefault());
        start.offerCourtMode(() -> courtMode.begin(""));
        start.offerBack(() -> creating.set(false));
        // A new or other folder opened from the start screen closes it again.
        session.sessionProperty().addListener((obs, old, now) -> creating.set(false));
        // The court table's screen is built the first time court mode begins (issue 22).
        StackPane courtView = new StackPane();
        courtView.setPickOnBounds(false);
        courtView.visibleProperty().bind(courtMode.activeProperty());
        Runnable buildCourtView = () -> {
            if (courtView.getChildren().isEmpty()) {
                courtView.getChildren().add(new CourtModeView(courtMode));
            }
        };
        courtMode.activeProperty().addListener((obs, old, now) -> {
            if (now) {
                buildCourtView.run();
            }
        });
        if (courtMode.activeProperty().get()) {
            buildCourtView.run();
        }
        start.visibleProperty().bind(session.snapshotProperty().isNull().or(creating)
                .and(courtMode.activeProperty().not()));
        root = new StackPane(shellView, start, courtView, new BusyView(session));
        shell.competitionProperty().addListener((obs, old, now) -> showCompetition());
        session.snapshotProperty().addListener((obs, old, now) -> show(now));
        session.sessionProperty().addListener((obs, old, now) -> writes.note(now == null ? ""
                : taikai.ui.problems.FolderReport.of(now.snapshot()).opened(now.root())));
        session.sessionProperty().addListener((obs, old, now) -> hall.folderChanged());
        session.sessionProperty().addListener((obs, old, now) -> copies.folderChanged());
        if (session.sessionProperty().get() != null) {
            copies.folderChanged();
        }
        if (session.snapshotProperty().get() != null) {
            show(session.snapshotProperty().get());
        }
    }

    /** Replaces the folder chooser of "Back up..." and "Export..." (a test answers it with a folder of its own). */
    public void setDestinationChooser(java.util.function.BiFunction<javafx.stage.Window, String, java.io.File> chooser) {
        shellView.setDestinationChooser(chooser);
        this.chooser = chooser;
        if (copiesView != null) {
            copiesView.setChooser(chooser);
        }
    }

    public Parent root() {
        return root;
    }

    /** Where screens are registered: the set-up screens plug in here. */
    public Screens screens() {
        return screens;
    }

    /** What a screen needs to read the folder and send writes. */
    public DeskContext context() {
        return context;
    }

    /** Keeps the desktop's own settings (its language) in {@code file}, the one the window's memory uses. */
    public void keepSettingsIn(taikai.ui.settings.SettingsFile file) {
        settings = java.util.Objects.requireNonNull(file, "file");
    }

    public ShellViewModel shell() {
        return shell;
    }

    public ScoringViewModel scoring() {
        return scoring;
    }

    public PoolsViewModel pools() {
        return pools;
    }

    public BracketViewModel bracket() {
        return bracket;
    }

    /** The winner override offered on the scoring sheet for a knockout match. */
    public WinnerOverrideViewModel winnerOverride() {
        return winnerOverride;
    }

    /** The courts' queues, caught up with the last read. */
    public CourtsViewModel courts() {
        courtsInSight.catchUp();
        return courts;
    }

    /** The day's schedule, caught up with the last read. */
    public ScheduleViewModel schedule() {
        scheduleInSight.catchUp();
        return schedule;
    }

    /*
     * Issue 22: the courts' queues and the day's schedule are worked out from every read of the folder,
     * which for a big tournament takes a few hundred milliseconds of the FX thread each time. Out of
     * sight (its screen not shown, and for the courts no overview window open), a read is kept and
     * worked out when the screen is shown or the model asked for, so the first screen, and every
     * write's new read, does not wait for it.
     */
    private static final class WhenInSight {
        private final java.util.function.BooleanSupplier inSight;
        private final java.util.function.Consumer<Snapshot> show;
        private Snapshot behind;

        WhenInSight(java.util.function.BooleanSupplier inSight, java.util.function.Consumer<Snapshot> show) {
            this.inSight = inSight;
            this.show = show;
        }

        void show(Snapshot snapshot) {
            behind = snapshot;
            if (inSight.getAsBoolean()) {
                catchUp();
            }
        }

        void catchUp() {
            Snapshot read = behind;
            if (read != null) {
                behind = null;
                show.accept(read);
            }
        }

        boolean caughtUp() {
            return behind == null;
        }
    }

    public HistoryViewModel history() {
        return history;
    }

    public ProblemsViewModel problems() {
        return problems;
    }

    public TournamentSettingsViewModel tournamentSettings() {
        return tournamentSettings;
    }

    public CompetitionsViewModel competitions() {
        return competitions;
    }

    private void showSetUp(Snapshot snapshot) {
        tournamentSettings.show(snapshot == null ? null : snapshot.tournament().orElse(null));
        competitions.show(snapshot);
    }

    public TeamsViewModel teams() {
        return teams;
    }

    public DrawViewModel draw() {
        return draw;
    }

    public ResultsViewModel results() {
        return results;
    }

    public HallServerViewModel hall() {
        return hall;
    }

    /** The copies of the day: backups, the folder's history, restore and compare. */
    public taikai.ui.copies.CopiesViewModel copies() {
        return copies;
    }

    /** This laptop as a court table of a hall laptop. */
    public CourtModeViewModel courtMode() {
        return courtMode;
    }

    private ScoringView scoringView() {
        if (scoringView == null) {
            scoringView = new ScoringView(scoring);
            scoringView.offerWinnerOverride(winnerOverride);
            scoringView.offerSheetFinder(new taikai.ui.scoring.SheetFinder(() -> context.session().snapshotProperty().get(),
                    this::selectedCompetition, this::openMatch));
        }
        return scoringView;
    }

    /** Opens a match of a competition on the scoring sheet. */
    public void openMatch(String competitionId, String matchId) {
        Snapshot snapshot = context.session().snapshotProperty().get();
        if (snapshot == null || competitionId == null) {
            return;
        }
        OpenMatches.of(snapshot, competitionId, matchId).ifPresent(open -> {
            scoring.show(open);
            shell.select(Section.SCORING);
            scoringView().requestFocus();
        });
    }

    /** Opens the scoreboard window of {@code court}, following the match on it and the court's clock. */
    public ScoreboardWindow openScoreboard(String court) {
        CourtFeeds.Feed feed = feeds.of(court);
        ScoreboardViewModel board = new ScoreboardViewModel(court, feed.current(), feed.next(), tallies);
        javafx.beans.property.ObjectProperty<ClockReading> clock = new javafx.beans.property.SimpleObjectProperty<>(
                clocks.of(court).orElse(null));
        java.util.function.Consumer<ClockReading> follow = reading -> {
            if (reading.court().equals(court)) {
                executor.onFxThread(() -> clock.set(reading));
            }
        };
        clocks.listen(follow);
        board.followClock(clock, System::currentTimeMillis);
        ScoreboardWindow window = new ScoreboardWindow(board);
        window.stage().addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> clocks.stopListening(follow));
        scoreboards.add(window);
        window.showOn(ScoreboardWindow.preferredScreen(), false);
        return window;
    }

    /** Opens one window with every court. */
    public OverviewWindow openOverview() {
        courtsInSight.catchUp();
        OverviewWindow window = new OverviewWindow(new OverviewViewModel(courts.courts()));
        overviews.add(window);
        window.showOn(ScoreboardWindow.preferredScreen());
        return window;
    }

    /** Closes the scoreboard windows this desktop opened. */
    public void closeScoreboards() {
        scoreboards.forEach(ScoreboardWindow::close);
        scoreboards.clear();
        overviews.forEach(OverviewWindow::close);
        overviews.clear();
    }

    /** The court's next waiting match once {@code finished} is done, while nothing else runs there. */
    private Optional<taikai.ui.scoring.NextMatch> nextAfter(OpenMatch finished) {
        String court = finished.match().court();
        if (court.isEmpty()) {
            return Optional.empty();
        }
        CourtFeeds.Feed feed = feeds.of(court);
        OpenMatch next = feed.current().get() == null ? feed.next().get() : null;
        if (next == null) {
            return Optional.empty();
        }
        return Optional.of(new taikai.ui.scoring.NextMatch(next.competitionId(), next.id(), next.heading(),
                next.sideName(taikai.ui.match.Corner.A) + " (aka) v "
                        + next.sideName(taikai.ui.match.Corner.B) + " (shiro)", court));
    }

    /** Keeps the sheet's clock in the settings folder, read once off the FX thread, so a restart carries on from it. */
    private void keepClock(UiExecutor background) {
        // Made off the FX thread too: the file's JSON codec is the first thing some starts load (issue 22).
        java.util.function.Supplier<Path> folder = () -> taikai.app.hall.access.ConfigFolder.resolve().resolve("desk-clock");
        background.submit(() -> {
            taikai.ui.clock.ClockFile file = new taikai.ui.clock.ClockFile(folder);
            return new ClockRead(file, file.read());
        }, read -> scoring.clock().keepIn(read.file(), background, read.saved()),
                failure -> scoring.clock().keepIn(new taikai.ui.clock.ClockFile(folder), background, Optional.empty()));
    }

    /** The sheet's clock file and what it held when it was read. */
    private record ClockRead(taikai.ui.clock.ClockFile file, Optional<taikai.ui.clock.ClockFile.Saved> saved) {
    }

    private void show(Snapshot snapshot) {
        if (snapshot == null) {
            return;
        }
        shell.showTournament(snapshot.tournament().orElse(Tournament.create("", "", "", List.of())));
        List<CompetitionItem> items = new ArrayList<>();
        for (LoadedCompetition c : snapshot.competitions().values()) {
            String name = c.state().map(s -> s.competition().name()).orElse("");
            items.add(new CompetitionItem(c.id(), name, c.failed()));
        }
        shell.showFolder(snapshot.root(), items, snapshot.courts());
        taikai.ui.problems.FolderReport report = taikai.ui.problems.FolderReport.of(snapshot);
        shell.showProblems(report.problems(), report.banner());
        showCompetition();
        courtsInSight.show(snapshot);
        scheduleInSight.show(snapshot);
        feeds.update(snapshot);
        problems.show(snapshot);
        OpenMatch open = scoring.currentProperty().get();
        if (open != null) {
            Optional<OpenMatch> stored = OpenMatches.of(snapshot, open.competitionId(), open.id());
            if (stored.isPresent()) {
                scoring.show(stored.get());
            } else {
                scoring.clear();
            }
        }
        offerWinnerOverride();
        history.refresh();
        openStarted(snapshot);
    }

    /** Start opens the match on the sheet: once the folder shows the match started here running, it is opened. */
    private void openStarted(Snapshot snapshot) {
        String[] started = startedHere;
        if (started == null) {
            return;
        }
        Optional<OpenMatch> match = OpenMatches.of(snapshot, started[0], started[1]);
        if (match.isPresent() && match.get().match().status() == taikai.model.match.MatchStatus.RUNNING) {
            startedHere = null;
            openMatch(started[0], started[1]);
        }
    }

    /** The match on the scoring sheet, offered for a winner override when it is a knockout match. */
    private void offerWinnerOverride() {
        OpenMatch open = scoring.currentProperty().get();
        Snapshot snapshot = context.session().snapshotProperty().get();
        winnerOverride.offer(open == null || snapshot == null ? null : snapshot.state(open.competitionId())
                .flatMap(s -> WinnerOverrideViewModel.Match.of(s, open.id(), open.heading())).orElse(null));
    }

    private void showCompetition() {
        Snapshot snapshot = context.session().snapshotProperty().get();
        Optional<CompetitionState> state = snapshot == null ? Optional.empty()
                : Optional.ofNullable(selectedCompetition()).flatMap(snapshot::state);
        pools.showLoaded(snapshot == null || selectedCompetition() == null ? null
                : snapshot.competitions().get(selectedCompetition()));
        teams.show(state.orElse(null));
        draw.show(state.orElse(null));
        bracket.show(state.orElse(null));
        results.show(snapshot, selectedCompetition());
        history.offer(state.map(s -> OpenMatches.all(s).stream()
                .map(m -> new MatchChoice(s.competition().id(), m.id(), OpenMatches.heading(s, m))).toList()).orElse(List.of()));
    }

    /** Reads the folder again and says on the status line what the read found. */
    private void reloadAndSay() {
        context.session().reload(read -> writes.note(taikai.ui.problems.FolderReport.of(read).reloaded()));
    }

    private void showHistory(OpenMatch open) {
        shell.selectCompetition(open.competitionId());
        history.show(new MatchChoice(open.competitionId(), open.id(), open.heading()));
        shell.select(Section.HISTORY);
    }

    private String selectedCompetition() {
        CompetitionItem item = shell.competitionProperty().get();
        return item == null ? null : item.id();
    }

    /** What the header asks for, done here. */
    private final class Actions implements ShellActions {
        private final SessionViewModel session;

        Actions(SessionViewModel session) {
            this.session = session;
        }

        @Override
        public void newTournament() {
            creating.set(true);
        }

        @Override
        public void openFolder(Path folder) {
            session.open(folder);
        }

        @Override
        public void reload() {
            reloadAndSay();
        }

        @Override
        public void backUp(Path destination) {
            session.backUp(destination, (made, sentence) -> writes.tell(new taikai.ui.write.WriteAnswer(
                    made ? taikai.ui.write.WriteAnswer.Outcome.APPLIED : taikai.ui.write.WriteAnswer.Outcome.REFUSED,
                    sentence)));
        }

        @Override
        public void export(Path destination) {
            session.export(destination, (made, sentence) -> writes.tell(new taikai.ui.write.WriteAnswer(
                    made ? taikai.ui.write.WriteAnswer.Outcome.APPLIED : taikai.ui.write.WriteAnswer.Outcome.REFUSED,
                    sentence)));
        }

        @Override
        public void openScoreboard(String court) {
            Desktop.this.openScoreboard(court);
        }

        @Override
        public void openOverview() {
            Desktop.this.openOverview();
        }

        @Override
        public void chooseLanguage(taikai.words.Language language) {
            executor.submit(() -> {
                taikai.ui.words.DeskLanguage.keep(settings, language);
                return language;
            }, kept -> writes.note(taikai.ui.words.DeskLanguage.keptSentence(kept)), failed -> writes.note(failed.getMessage()));
        }
    }
}
