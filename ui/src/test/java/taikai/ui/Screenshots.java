package taikai.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.bracket.BracketView;
import taikai.ui.bracket.BracketViewModel;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;
import taikai.ui.scoreboard.ScoreboardView;
import taikai.ui.scoreboard.ScoreboardViewModel;
import taikai.ui.scoring.RecordingMatchCommands;
import taikai.ui.scoring.RoadMatchCommands;
import taikai.ui.session.SessionViewModel;
import taikai.ui.session.SnapshotTallies;
import taikai.ui.scoring.ScoringView;
import taikai.ui.scoring.ScoringViewModel;
import taikai.ui.shell.Section;
import taikai.ui.write.Writes;

/**
 * Opens each screen with sample data on a real display and saves a PNG of it, so people can see
 * the screens without running the app. Run with a display (a virtual one does), the output folder
 * as the only argument.
 */
public final class Screenshots {
    private final Path folder;

    private Screenshots(Path folder) {
        this.folder = folder;
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args.length > 0 ? args[0] : "docs/screenshots");
        Files.createDirectories(folder);
        CountDownLatch done = new CountDownLatch(1);
        Platform.startup(() -> {
            Platform.setImplicitExit(false);
            try {
                new Screenshots(folder).takeAll();
            } finally {
                done.countDown();
            }
        });
        done.await();
        Platform.setImplicitExit(false); // the court's pictures come after every window so far is closed
        new Screenshots(folder).takeCourtMode(Path.of(System.getProperty("java.io.tmpdir"), "taikai-screenshots"));
        new Screenshots(folder).takePrint(Path.of(System.getProperty("java.io.tmpdir"), "taikai-screenshots"));
        Platform.exit();
    }

    private void takeAll() {
        Appearance.apply();
        try {
            takeDesktop();
        } catch (Exception failed) {
            throw new IllegalStateException("The desktop screenshots could not be made: " + failed.getMessage(), failed);
        }

        ScoringViewModel team = new ScoringViewModel(new RecordingMatchCommands(), new Writes(new SynchronousUiExecutor()),
                Samples.sampleTallies());
        team.show(Samples.openTeam());
        save("scoring-team", new ScoringView(team), 1300, 1000);

        ScoringViewModel engi = new ScoringViewModel(new RecordingMatchCommands(), new Writes(new SynchronousUiExecutor()),
                Samples.sampleTallies());
        engi.show(OpenMatch.of(Samples.individualMatch().withSideA(Samples.individualMatch().sideA().withIppons(List.of()))
                .withSideB(Samples.individualMatch().sideB().withIppons(List.of()).withHansoku(0)),
                new MatchRules(0, false, true, true, 3), Dojos.of(List.of(Samples.aka(), Samples.shiro()))));
        engi.flag(taikai.ui.match.Corner.B, 2);
        engi.flag(taikai.ui.match.Corner.A, 1);
        save("scoring-engi", new ScoringView(engi), 1300, 760);

        var many = Samples.entrants(128);
        BracketViewModel big = new BracketViewModel(id -> { });
        big.show(Samples.bracket(many, 2), Dojos.of(many), "Open individual");
        big.zoomTo(0.5);
        save("bracket-128", new BracketView(big), 1500, 950);

        var next = OpenMatch.of(MatchResult.poolMatch("Pool A", "1", Side.of("Claire Martin", "p4"), Side.of("Jonas Schmidt", "p5"), -1),
                MatchRules.KENDO, Dojos.NONE);
        save("scoreboard-individual", new ScoreboardView(new ScoreboardViewModel("A",
                new SimpleObjectProperty<>(Samples.openIndividual()), new SimpleObjectProperty<>(next), Samples.sampleTallies())), 1280, 720);
        save("scoreboard-team", new ScoreboardView(new ScoreboardViewModel("B",
                new SimpleObjectProperty<>(Samples.openTeam()), new SimpleObjectProperty<>(), Samples.sampleTallies())), 1280, 720);
    }

    /** The main window on a real folder, through the real session and write road, one section after another. */
    private void takeDesktop() throws Exception {
        // Neutral places, so the pictures name no one's computer.
        System.setProperty("user.home", "/home/organiser");
        Path work = Path.of(System.getProperty("java.io.tmpdir"), "taikai-screenshots");
        deleteAll(work);
        Files.createDirectories(work);
        // The desktop keeps its clock in the settings folder: one of the pictures' own, fresh each time.
        System.setProperty(taikai.app.hall.access.ConfigFolder.PROPERTY, work.resolve("desk-settings").toString());
        SynchronousUiExecutor executor = new SynchronousUiExecutor();
        SessionViewModel start = new SessionViewModel(executor, java.util.Optional.empty(), work);
        // The start screen dates a new tournament today: the pictures' day is the test folders' own, so they stay the same.
        java.time.Clock day0 = java.time.Clock.fixed(java.time.Instant.parse("2027-03-14T08:00:00Z"), java.time.ZoneOffset.UTC);
        Desktop empty = new Desktop(executor, start, new RoadMatchCommands(start::current), new SnapshotTallies(start::lastRead),
                folder -> { }, day0);
        save("start", empty.root(), 1400, 820);

        Path day = work.resolve("amsterdam-taikai-2027");
        TestFolders.underWay(day);
        SessionViewModel session = new SessionViewModel(executor, java.util.Optional.empty(), work);
        Desktop desktop = new Desktop(executor, session, new RoadMatchCommands(session::current), new SnapshotTallies(session::lastRead),
                folder -> { });
        session.open(day);
        desktop.shell().select(Section.POOLS);
        save("shell-pools", desktop.root(), 1500, 950);
        desktop.shell().select(Section.COURTS);
        save("shell-courts", desktop.root(), 1500, 950);
        desktop.openMatch(TestFolders.MEN, "Pool B-2");
        desktop.scoring().point(taikai.ui.match.Corner.A, taikai.model.match.Mark.MEN);
        desktop.scoring().clock().type("1:47");
        desktop.scoring().clock().toggle();
        save("shell-scoring", desktop.root(), 1366, 768);
        desktop.openMatch(TestFolders.MEN, "Pool A-1");
        desktop.scoring().beginCorrection();
        desktop.scoring().correction().reasonProperty().set("The referee gave kote, not do");
        save("shell-correction", desktop.root(), 1500, 1000);
        desktop.scoring().correction().cancel();
        desktop.scoring().openHistory();
        save("shell-history", desktop.root(), 1500, 950);
        desktop.shell().selectCompetition(TestFolders.WOMEN);
        desktop.shell().select(Section.BRACKET);
        save("shell-bracket", desktop.root(), 1500, 950);
        desktop.shell().select(Section.COMPETITIONS);
        desktop.competitions().newCompetition();
        var team = desktop.competitions().form();
        team.nameProperty().set("Team Championship");
        team.kindProperty().set(taikai.model.competition.Kind.TEAM);
        team.formatProperty().set(taikai.model.competition.Format.POOLS_THEN_KNOCKOUT);
        team.teamMatchTypeProperty().set(taikai.model.competition.TeamMatchType.KACHINUKI);
        team.poolSizeProperty().set("3");
        team.poolWinnersProperty().set("1");
        team.thirdPlaceMatchProperty().set(true);
        team.enchoLimitProperty().set("1");
        save("shell-competition-team", desktop.root(), 1500, 1000);
        save("scoreboard-court-a", desktop.openScoreboard("A").stage().getScene().getRoot(), 1280, 720);
        save("scoreboard-overview", desktop.openOverview().stage().getScene().getRoot(), 1280, 720);
        desktop.closeScoreboards();
        takeEntrants(desktop, session, day);
        takeOverrides(desktop);

        Path sample = work.resolve("lindewaard-spring-taikai");
        if (TestFolders.sample(sample)) {
            // The courts' expected starts as at 14:38 in the hall, the moment the sample's files were last written.
            desktop.courts().useClock(() -> 1778935061806L + 60_000, java.time.ZoneId.of("Europe/Amsterdam"));
            session.open(sample);
            desktop.shell().selectCompetition("individual-open");
            desktop.shell().select(Section.POOLS);
            save("sample-pools", desktop.root(), 1500, 950);
            desktop.shell().select(Section.COURTS);
            save("sample-courts", desktop.root(), 1500, 950);
            desktop.shell().selectCompetition("team-championship");
            desktop.shell().select(Section.BRACKET);
            save("sample-bracket", desktop.root(), 1500, 950);
            desktop.shell().selectCompetition("individual-open");
            desktop.shell().select(Section.RESULTS);
            desktop.results().wholeTournamentProperty().set(false);
            save("sample-results", desktop.root(), 1366, 768);
            desktop.results().wholeTournamentProperty().set(true);
            save("sample-results-tournament", desktop.root(), 1366, 768);
            desktop.results().wholeTournamentProperty().set(false);
            desktop.shell().selectCompetition("swiss-challenge");
            desktop.shell().select(Section.POOLS);
            save("sample-swiss", desktop.root(), 1366, 768);
            desktop.shell().selectCompetition("individual-open");
            desktop.shell().select(Section.COURTS);
            save("sample-courts-1366", desktop.root(), 1366, 768);
            desktop.shell().select(Section.TOURNAMENT);
            save("sample-tournament", desktop.root(), 1500, 1150);
            desktop.shell().select(Section.COMPETITIONS);
            desktop.competitions().edit("team-championship");
            save("sample-competitions", desktop.root(), 1500, 1000);
            session.open(day);
        }

        // The hall server panel, on, with a court's code just made; codes go to a settings folder of this run.
        System.setProperty(taikai.app.hall.access.ConfigFolder.PROPERTY, work.resolve("settings").toString());
        desktop.hall().portProperty().set(0);
        desktop.hall().setRunning(true);
        desktop.hall().makeCode(taikai.app.hall.access.Grant.court("A"));
        desktop.shell().select(Section.HALL);
        save("shell-hall-server", desktop.root(), 1500, 950);
        desktop.hall().stopNow();
        desktop.shell().selectCompetition(TestFolders.MEN);
        desktop.shell().select(Section.POOLS);
        desktop.shell().export(Files.createDirectories(work.resolve("usb-stick")));
        save("shell-export", desktop.root(), 1500, 950);
        takeTeamsAndDraw(work, session, desktop);
        session.open(day);

        Files.writeString(day.resolve("competitions/women/bracket.json"), "{\n  \"rounds\": [\n    [ {\"id\": \"m-r1-0\",\n");
        Files.writeString(day.resolve("competitions/men/bracket.json"), "{ \"rounds\": [ [ }\n");
        session.reload();
        desktop.shell().select(Section.PROBLEMS);
        save("shell-problems", desktop.root(), 1500, 950);
    }

    /** A place override asked for and then marked on the table; a knockout winner overridden from the scoring sheet. */
    private void takeOverrides(Desktop desktop) {
        desktop.shell().selectCompetition(TestFolders.MEN);
        desktop.shell().select(Section.POOLS);
        var pool = desktop.pools().pools().get(0);
        var last = pool.standings().get(pool.standings().size() - 1);
        var place = desktop.pools().placeOverride().orElseThrow();
        desktop.pools().overridePlace(pool, last);
        place.placeProperty().set("2");
        place.reasonProperty().set("Decided at the referees' meeting after a scoring dispute");
        save("shell-override-place", desktop.root(), 1500, 950);
        place.save();
        save("shell-pools-override", desktop.root(), 1500, 950);

        desktop.shell().selectCompetition(TestFolders.WOMEN);
        desktop.openMatch(TestFolders.WOMEN, "m-r1-0");
        desktop.winnerOverride().begin();
        desktop.winnerOverride().winnerProperty().set(taikai.model.discipline.Corner.B);
        desktop.winnerOverride().reasonProperty().set("Aka's men came after the end of time");
        save("shell-override-winner", desktop.root(), 1500, 950);
        desktop.winnerOverride().save();
        desktop.shell().select(Section.BRACKET);
        save("shell-bracket-override", desktop.root(), 1500, 950);
    }

    /** The entrants of the men's individual at the desk, then an import preview for a competition not drawn yet. */
    private void takeEntrants(Desktop desktop, SessionViewModel session, Path day) throws Exception {
        desktop.shell().selectCompetition(TestFolders.MEN);
        desktop.shell().select(Section.ENTRANTS);
        taikai.ui.entrants.EntrantsView view = (taikai.ui.entrants.EntrantsView) desktop.root().lookup("#entrants-view");
        taikai.ui.entrants.EntrantsViewModel model = view.model();
        List<taikai.ui.entrants.EntrantLine> all = model.all();
        for (int i = 0; i < all.size() - 3; i++) {
            model.toggleCheckIn(all.get(i));
        }
        model.editor().select(all.get(0));
        model.editor().seedProperty().set("1");
        model.editor().setSeed();
        model.editor().select(all.get(5));
        model.editor().seedProperty().set("2");
        model.editor().setSeed();
        // Someone whose pool is still to be fought withdraws at their next bout.
        taikai.ui.entrants.EntrantLine injured = all.stream().filter(line -> {
            model.editor().select(line);
            return model.editor().canWithdrawProperty().get();
        }).reduce((first, second) -> second).orElseThrow();
        model.editor().select(injured);
        model.editor().withdrawalProperty().set(taikai.ui.entrants.EntrantEditor.WITHDRAWALS.get(1));
        model.editor().reasonProperty().set("Sprained ankle in the warm-up");
        model.editor().withdraw();
        model.editor().select(model.all().stream().filter(line -> line.id().equals(injured.id())).findFirst().orElseThrow());
        save("shell-entrants", desktop.root(), 1500, 950);

        taikai.model.competition.Competition veterans = taikai.model.competition.Competition.create("veterans",
                "Veterans' individual", taikai.model.competition.Kind.INDIVIDUAL, taikai.model.competition.Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(4)).withEntrants(e -> e.withCheckInEnabled(true));
        taikai.storage.store.TournamentStore.open(day).create(taikai.model.competition.CompetitionState.empty(veterans)
                .withPlayers(List.of(taikai.model.entrant.Player.of("", "Pieter Jansen", "Kendo Amsterdam"))));
        session.reload();
        desktop.shell().selectCompetition("veterans");
        model.importer().readText("registrations.csv", "First name;Last name;Club;Grade;Paid\n"
                + "Pieter;Jansen;Kendo Amsterdam;4 dan;yes\n"
                + "Claire;Martin;Hizen Dojo Paris;3 dan;yes\n"
                + "Kenji;Tanaka;Tokyo Kendo Club;6 dan;yes\n"
                + ";Peeters;Shidokan Brussels;2 dan;no\n"
                + "Sofia;Rossi;\"Kendo Club; Milano\";3 dan;yes\n"
                + "Hiroshi;Sato;Tokyo Kendo Club;5 dan;yes\n"
                + "claire;martin;hizen dojo paris;;yes\n"
                + "Aiko;Jones;Mumeishi London;1 kyu;yes\n");
        model.importer().columns().get(4).fieldProperty().set(taikai.app.importing.ImportField.IGNORE);
        save("shell-entrants-import", desktop.root(), 1500, 950);
        model.importer().cancel();
    }

    /** The teams screen, the draw's preview and discard, and a level team encounter asking for its representatives. */
    private void takeTeamsAndDraw(Path work, SessionViewModel session, Desktop desktop) throws Exception {
        Path cup = work.resolve("team-cup");
        TeamFolders.called(cup);
        session.open(cup);
        desktop.shell().selectCompetition(TeamFolders.TEAMS);
        String team = session.lastRead().match(TeamFolders.TEAMS, "m-r1-0").orElseThrow().sideA().participantId();
        int index = Integer.parseInt(team.substring(team.length() - 1));
        desktop.shell().select(Section.TEAMS);
        desktop.teams().selectTeam(team);
        desktop.teams().chooseLineup("m-r1-0");
        desktop.teams().saveLineup(java.util.Map.of("1", TeamFolders.memberId(index, 1), "2", TeamFolders.memberId(index, 4),
                "3", TeamFolders.memberId(index, 3)));
        save("shell-teams", desktop.root(), 1500, 950);

        desktop.openMatch(TeamFolders.TEAMS, "m-r1-0");
        desktop.scoring().selectBout(0);
        desktop.scoring().point(taikai.ui.match.Corner.A, taikai.model.match.Mark.MEN);
        desktop.scoring().selectBout(1);
        desktop.scoring().point(taikai.ui.match.Corner.B, taikai.model.match.Mark.KOTE);
        desktop.scoring().selectBout(2);
        desktop.scoring().hikiwake();
        // The picks sit below the bouts: the sheet is scrolled to them, as an operator would.
        desktop.root().applyCss();
        ((javafx.scene.control.ScrollPane) desktop.root().lookup("#scoring-sheet .sheet-scroll")).setVvalue(1.0);
        save("shell-daihyosen", desktop.root(), 1500, 1000);

        Path entered = work.resolve("draw-day");
        TestFolders.entered(entered);
        session.open(entered);
        desktop.shell().selectCompetition(TestFolders.MEN);
        desktop.shell().select(Section.DRAW);
        desktop.draw().useSeed("2027");
        desktop.draw().preview();
        save("shell-draw-preview", desktop.root(), 1500, 950);

        Path day = work.resolve("amsterdam-taikai-2027");
        session.open(day);
        desktop.shell().selectCompetition(TestFolders.MEN);
        desktop.shell().select(Section.DRAW);
        desktop.draw().askDiscard();
        save("shell-draw-discard", desktop.root(), 1500, 950);
    }

    /**
     * Court mode against a real hall server on loopback over a copy of the sample (or the test day):
     * the connect form, then the first court's table after the hall went away with one entry still
     * waiting. Runs from the main thread: the court's answers arrive through the FX thread, which
     * must be free to take them.
     */
    private void takeCourtMode(Path work) throws Exception {
        Path hallData = work.resolve("hall");
        if (!TestFolders.sample(hallData)) {
            TestFolders.underWay(hallData);
        }
        taikai.ui.session.Session hall = taikai.ui.session.Session.open(hallData);
        taikai.app.hall.access.CodeBook codes = taikai.app.hall.access.CodeBook.open(work.resolve("hall-settings"), hallData);
        String court = hall.snapshot().courts().get(0);
        String code = codes.replace(taikai.app.hall.access.Grant.court(court));
        taikai.app.hall.server.HallServer server = taikai.app.hall.server.HallServer.start(hall.road(), codes,
                taikai.app.hall.server.HallServer.LOOPBACK, 0);
        System.setProperty(taikai.app.hall.access.ConfigFolder.PROPERTY, work.resolve("court-settings").toString());
        FxUiExecutor executor = new FxUiExecutor();
        Desktop table = courtTable(work, executor);
        var mode = table.courtMode();
        String address = "http://" + taikai.app.hall.server.HallServer.LOOPBACK + ":" + server.port();
        try {
            onFx(() -> {
                mode.begin(address);
                mode.codeProperty().set(code);
                save("court-connect", table.root(), 1400, 820);
                mode.connect();
                return null;
            });
            waitFor(() -> mode.connectedProperty().get());
            if (onFx(() -> mode.runningProperty().get() == null && !mode.waiting().isEmpty())) {
                onFx(() -> {
                    mode.start(mode.waiting().get(0));
                    return null;
                });
                waitFor(() -> mode.runningProperty().get() != null);
            }
            onFx(() -> {
                mode.scoring().point(taikai.ui.match.Corner.B, taikai.model.match.Mark.KOTE);
                return null;
            });
            waitFor(() -> mode.outboxProperty().get().startsWith("Nothing waits"));
            server.stop();
            onFx(() -> {
                mode.scoring().hansoku(taikai.ui.match.Corner.A);
                return null;
            });
            waitFor(() -> mode.outboxProperty().get().startsWith("1 entry waiting") && mode.outboxProperty().get().contains("reached"));
            onFx(() -> {
                mode.scoring().clock().type("2:05");
                save("court-mode", table.root(), 1366, 768);
                return null;
            });
            onFx(() -> {
                mode.closeLink();
                return null;
            });
            takeCourtModeFromCopy(work, executor, address, code);
        } finally {
            mode.closeLink();
            server.stop();
            executor.close();
        }
    }

    /**
     * The header's Print... on the Pools screen of the sample's naginata pools (or the test day's men):
     * the choices, and the preview rendered off the FX thread, as the organiser sees it before saving.
     */
    private void takePrint(Path work) throws Exception {
        Path sample = work.resolve("lindewaard-spring-taikai");
        boolean fromSample = Files.isDirectory(sample);
        Path data = fromSample ? sample : work.resolve("amsterdam-taikai-2027");
        String competition = fromSample ? "naginata-shiai" : TestFolders.MEN;
        taikai.ui.print.PrintDialog print = onFx(() -> taikai.ui.print.PrintDialog.open(null, data, taikai.print.What.POOLS,
                competition));
        Parent root = onFx(() -> print.stage().getScene().getRoot());
        waitFor(() -> ((javafx.scene.control.ComboBox<?>) root.lookup("#printCompetition")).getItems().size() > 1);
        onFx(() -> {
            ((javafx.scene.control.Button) root.lookup("#printPreview")).fire();
            return null;
        });
        waitFor(() -> ((javafx.scene.control.Label) root.lookup("#printStatus")).getText().startsWith("Printed "));
        onFx(() -> {
            save("shell-print", root, 900, 680);
            return null;
        });
    }

    /** A desktop with no folder open, as a court table's laptop starts. */
    private static Desktop courtTable(Path work, FxUiExecutor executor) throws Exception {
        return onFx(() -> {
            SessionViewModel none = new SessionViewModel(executor, java.util.Optional.empty(), work);
            return new Desktop(executor, none, new RoadMatchCommands(none::current), new SnapshotTallies(none::lastRead),
                    folder -> { });
        });
    }

    /** The same court table started again while the hall laptop is still away: it works from its copy. */
    private void takeCourtModeFromCopy(Path work, FxUiExecutor executor, String address, String code) throws Exception {
        Desktop again = courtTable(work, executor);
        var mode = again.courtMode();
        try {
            onFx(() -> {
                mode.begin(address);
                mode.codeProperty().set(code);
                mode.connect();
                return null;
            });
            waitFor(() -> mode.connectedProperty().get() && !mode.hallCopyProperty().get().isEmpty());
            onFx(() -> {
                save("court-mode-copy", again.root(), 1500, 950);
                return null;
            });
        } finally {
            onFx(() -> {
                mode.closeLink();
                return null;
            });
        }
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> work) throws Exception {
        java.util.concurrent.FutureTask<T> task = new java.util.concurrent.FutureTask<>(work);
        Platform.runLater(task);
        return task.get();
    }

    /** Waits until {@code done}, asked on the FX thread, holds; after 20 s no picture is taken of the wrong state. */
    private static void waitFor(java.util.concurrent.Callable<Boolean> done) {
        org.awaitility.Awaitility.await().atMost(java.time.Duration.ofSeconds(20))
                .pollInterval(java.time.Duration.ofMillis(100)).until(() -> onFx(done));
    }

    private void save(String name, Parent root, double width, double height) {
        Stage stage = new Stage();
        Scene scene = root.getScene() != null ? root.getScene() : new Scene(root, width, height);
        if (root.getScene() != null && root.getScene().getWindow() != null) {
            ((Stage) root.getScene().getWindow()).close();
        }
        stage.setScene(scene);
        stage.setWidth(width);
        stage.setHeight(height);
        stage.show();
        root.applyCss();
        root.layout();
        WritableImage image = scene.snapshot(null);
        write(image, folder.resolve(name + ".png"));
        stage.close();
    }

    private static void write(WritableImage image, Path file) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage copy = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                copy.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            ImageIO.write(copy, "png", file.toFile());
        } catch (IOException unwritable) {
            throw new UncheckedIOException(unwritable);
        }
        System.out.println("Saved " + file);
    }

    private static void deleteAll(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (var paths = Files.walk(folder)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
