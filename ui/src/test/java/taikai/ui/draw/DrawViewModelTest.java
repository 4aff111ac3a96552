package taikai.ui.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.actions.entrant.AddEntrant;
import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;
import taikai.storage.roster.PoolsFile;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TeamFolders;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.Writes;

/** The draw screen's model on real folders and the real write road, each step run at once. */
class DrawViewModelTest {
    private static final int SEED = 42;

    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private DrawViewModel model;

    private void open(Path folder, String competition) throws Exception {
        session = Session.open(folder);
        SynchronousUiExecutor executor = new SynchronousUiExecutor();
        writes = new Writes(executor);
        model = new DrawViewModel(executor, new RoadActions(writes, () -> Optional.of(session)), () -> Optional.of(session),
                () -> SEED);
        model.show(session.snapshot().state(competition).orElseThrow());
    }

    @Test
    void aPreviewWritesNothingAndItsConfirmationWritesIt() throws Exception {
        Path day = root.resolve("day");
        TestFolders.entered(day);
        open(day, TestFolders.MEN);
        assertTrue(model.canPreviewProperty().get());
        assertFalse(model.canConfirmProperty().get(), "nothing to confirm before a preview");
        model.preview();
        DrawPreview preview = model.previewProperty().get();
        assertEquals(SEED, preview.seed());
        assertEquals(3, preview.pools().size());
        assertFalse(Files.exists(day.resolve("competitions/men/pools.csv")));
        assertTrue(model.canConfirmProperty().get());

        model.confirm();
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        session.store().awaitApplied(); // the answer comes once the change is logged; its files follow (decision 0031)
        assertEquals(PoolsFile.write(preview.after().pools()), Files.readString(day.resolve("competitions/men/pools.csv")));
    }

    @Test
    void aFolderChangedSinceThePreviewIsNotDrawnFromIt() throws Exception {
        Path day = root.resolve("day");
        TestFolders.entered(day);
        open(day, TestFolders.MEN);
        model.preview();
        session.submit(new AddEntrant(TestFolders.MEN, Player.of("", "Late Comer", "Kendo Amsterdam")));

        model.confirm();
        assertEquals("Draw of Men's individual (seed 42). The competition changed since the preview, so the draw was not"
                + " written; preview it again and confirm what it shows.", writes.statusTextProperty().get());
        assertFalse(Files.exists(day.resolve("competitions/men/pools.csv")), "nothing was drawn");
    }

    @Test
    void aPreviewOfAnotherStateOfTheCompetitionIsDropped() throws Exception {
        Path day = root.resolve("day");
        TestFolders.entered(day);
        open(day, TestFolders.MEN);
        model.preview();
        session.submit(new AddEntrant(TestFolders.MEN, Player.of("", "Late Comer", "Kendo Amsterdam")));
        model.show(session.reload().state(TestFolders.MEN).orElseThrow());
        assertNull(model.previewProperty().get());
        assertEquals("The competition changed since the preview, so it was dropped; preview the draw again.",
                model.messageProperty().get());
    }

    @Test
    void aKnockoutPreviewShowsTheTreesFirstRound() throws Exception {
        Path day = root.resolve("teams");
        TeamFolders.entered(day);
        open(day, TeamFolders.TEAMS);
        model.preview();
        DrawPreview preview = model.previewProperty().get();
        assertEquals(2, preview.firstRound().size(), "four teams meet in two matches");
        assertTrue(preview.pools().isEmpty(), "a knockout has no pools");
    }

    /** A tournament with one individual competition of {@code count} entrants in {@code format}, not drawn. */
    private Path single(Format format, int count) throws Exception {
        Path day = root.resolve(format.code());
        TournamentStore store = TournamentStore.open(day);
        store.writeTournament(Tournament.create("Cup", "14-03-2027", "Hall", List.of("A")));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", 300 + i), "Fighter " + i, "Dojo " + (i % 3)));
        }
        store.create(CompetitionState.empty(Competition.create("cup", "Cup", Kind.INDIVIDUAL, format).withSwiss(s -> s.withRounds(3))
                .withSchedule(s -> s.withCourts(List.of("A")))).withPlayers(players));
        return day;
    }

    @Test
    void aLeagueIsPreviewedAsOnePoolWhereEveryoneMeetsEveryone() throws Exception {
        open(single(Format.LEAGUE, 5), "cup");
        model.preview();
        DrawPreview preview = model.previewProperty().get();
        assertEquals(1, preview.pools().size());
        assertEquals(10, preview.newBouts().size(), "five entrants, ten bouts");
        assertTrue(preview.firstRound().isEmpty(), "a league has no knockout");
    }

    @Test
    void aSwissDrawsOneRoundAtATimeAndTheNextWaitsForThisOne() throws Exception {
        Path day = single(Format.SWISS, 6);
        open(day, "cup");
        model.preview();
        DrawPreview first = model.previewProperty().get();
        assertEquals(3, first.newBouts().size(), "six entrants, three pairings");
        assertTrue(first.pools().isEmpty());
        model.confirm();
        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());

        model.show(session.reload().state("cup").orElseThrow());
        assertTrue(model.canPreviewProperty().get(), "a Swiss previews its next round while drawn");
        model.preview();
        assertNull(model.previewProperty().get());
        assertFalse(model.messageProperty().get().isEmpty(), "the road's rule says why the next round waits");
        assertEquals(3, session.reload().state("cup").orElseThrow().poolMatches().size(), "nothing more was drawn");
    }

    @Test
    void aSeedThatIsNotANumberIsRefusedInWords() throws Exception {
        Path day = root.resolve("day");
        TestFolders.entered(day);
        open(day, TestFolders.MEN);
        model.useSeed("twelve");
        assertEquals("The seed must be a whole number, such as 387455; the draw keeps seed 42.", model.messageProperty().get());
        model.useSeed(" 7 ");
        assertEquals(7, model.seed());
        model.preview();
        assertEquals(7, model.previewProperty().get().seed());
    }

    @Test
    void aCompetitionAlreadyDrawnSaysWhyItCannotBeDrawnAgain() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        open(day, TestFolders.WOMEN);
        assertFalse(model.canPreviewProperty().get());
        assertTrue(model.canDiscardProperty().get());
        model.preview();
        assertNull(model.previewProperty().get());
        assertEquals("The competition is already drawn; discard the draw first to draw it again.", model.messageProperty().get());
    }

    @Test
    void theDiscardCountsWhatWasEnteredAndTheHistoryKept() throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        open(day, TestFolders.MEN);
        model.askDiscard();
        DiscardCount count = DrawWork.discardCount(session, TestFolders.MEN);
        assertEquals(25, count.matches(), "18 pool bouts and the knockout's 7 matches");
        assertEquals(9, count.results(), "Pool A's six bouts and Pool B's first three");
        assertEquals(9, count.historyFiles());
        assertEquals(count.question(), model.discardQuestionProperty().get());
        assertTrue(model.discardQuestionProperty().get().startsWith("Discard the draw of Men's individual? Its 25 matches go,"
                + " and with them 9 results, 9 history files"), model.discardQuestionProperty().get());

        model.cancelDiscard();
        assertEquals("", model.discardQuestionProperty().get());
        assertTrue(Files.exists(day.resolve("competitions/men/history/Pool A-0.jsonl")), "nothing goes without the answer");
    }
}
