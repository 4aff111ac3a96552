package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;

/** Opening, creating and following a real folder, each step run at once by the synchronous executor. */
class SessionViewModelTest {
    @TempDir
    Path root;

    /** The last folder, kept in a settings folder of the test's own. */
    private RecentFolder recent() {
        return new RecentFolder(new taikai.ui.settings.SettingsFile(root.resolve("settings/desktop.properties")));
    }

    private SessionViewModel model() {
        return new SessionViewModel(new SynchronousUiExecutor(), Optional.of(recent()), root.resolve("copies"));
    }

    /** Runs each step at once; the next step asked to fail runs, then fails as a read that broke off would. */
    private static final class FailingOnce implements taikai.ui.UiExecutor {
        private final SynchronousUiExecutor steps = new SynchronousUiExecutor();
        private boolean failNext;

        @Override
        public <T> void submit(java.util.concurrent.Callable<T> work, java.util.function.Consumer<? super T> onSuccess,
                java.util.function.Consumer<? super Exception> onFailure) {
            if (failNext) {
                failNext = false;
                try {
                    work.call();
                } catch (Exception ignored) {
                    // the failure below is the one this step reports
                }
                onFailure.accept(new java.io.IOException("the disk went away"));
                return;
            }
            steps.submit(work, onSuccess, onFailure);
        }

        @Override
        public void onFxThread(Runnable step) {
            step.run();
        }
    }

    @Test
    void aReadThatWorksAgainClearsTheSentenceAboutTheOneThatFailed() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        FailingOnce executor = new FailingOnce();
        SessionViewModel model = new SessionViewModel(executor, Optional.of(recent()), root.resolve("copies"));
        model.open(day);

        executor.failNext = true;
        model.requestReload();
        assertTrue(model.noticeProperty().get().startsWith("The data folder could not be read again"),
                model.noticeProperty().get());

        model.requestReload();
        assertEquals("", model.noticeProperty().get(), "the stale error is gone once a read succeeds");
    }

    @Test
    void openingAFolderReadsItAndRemembersIt() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        SessionViewModel model = model();

        model.open(day);

        Snapshot read = model.snapshotProperty().get();
        assertEquals("Amsterdam Taikai 2027", read.tournament().orElseThrow().name());
        assertEquals(List.of("men", "women"), List.copyOf(read.competitions().keySet()));
        assertFalse(model.busyProperty().get());
        assertEquals("", model.noticeProperty().get());
        assertEquals(day.toAbsolutePath().normalize(), recent().load().orElseThrow());
    }

    @Test
    void startOpensTheFolderOnTheCommandLineElseTheLastOne() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        recent().save(day);
        SessionViewModel model = model();

        model.start(List.of(), root, Optional.empty());

        assertEquals(day.toAbsolutePath().normalize(), model.snapshotProperty().get().root());
        assertNull(model.sampleProperty().get(), "no sample beside this test");
    }

    @Test
    void aFolderThatHoldsNoTournamentIsNotOpenedAndSaysWhatToDo() {
        SessionViewModel model = model();

        model.open(root);

        assertNull(model.snapshotProperty().get());
        assertTrue(model.noticeProperty().get().contains("holds no tournament"), model.noticeProperty().get());
    }

    @Test
    void creatingATournamentWritesTournamentMdAndOpensIt() throws Exception {
        SessionViewModel model = model();
        StartViewModel form = new StartViewModel(model, root, LocalDate.of(2027, 3, 14));
        form.nameProperty().set("Spring Taikai");
        form.venueProperty().set("City Hall");
        form.courtsProperty().set(3);

        form.create();

        Path created = root.resolve("spring-taikai");
        String text = Files.readString(created.resolve("tournament.md"));
        assertTrue(text.contains("name: Spring Taikai"), text);
        assertTrue(text.contains("date: 14-03-2027"), text);
        assertEquals(List.of("A", "B", "C"), model.snapshotProperty().get().courts());
        model.create(created, taikai.model.tournament.Tournament.create("Again", "14-03-2027", "", List.of("A")));
        assertTrue(model.noticeProperty().get().contains("already holds a tournament"), model.noticeProperty().get());
    }

    @Test
    void theFormSaysWhatToFixBeforeAnythingIsWritten() {
        StartViewModel form = new StartViewModel(model(), root, LocalDate.of(2027, 3, 14));
        form.create();
        assertEquals("Give the tournament a name.", form.errorProperty().get());
        form.nameProperty().set("Spring");
        form.dateProperty().set("2027-03-14");
        form.create();
        assertEquals("Write the date as day-month-year, for example 14-03-2027.", form.errorProperty().get());
        form.dateProperty().set("31-02-2027");
        form.create();
        assertEquals("Write the date as day-month-year, for example 14-03-2027.", form.errorProperty().get(), "no such day");
        form.dateProperty().set("14-03-2027");
        form.courtsProperty().set(17);
        form.create();
        assertEquals("A tournament has between 1 and 16 courts.", form.errorProperty().get());
        assertFalse(Files.exists(root.resolve("spring")));
        assertEquals("tournament", StartViewModel.slug("  !! "));
        assertEquals("amsterdam-taikai-2027", StartViewModel.slug("Amsterdam Taikai 2027"));
    }

    @Test
    void aChangeCommittedOnTheRoadReadsTheFolderAgain() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        SessionViewModel model = model();
        model.open(day);
        Snapshot before = model.snapshotProperty().get();
        Session session = model.current().orElseThrow();

        TestFolders.score(session.road(), session.store(), TestFolders.MEN, "Pool A-0",
                new taikai.model.scoring.Entry.Point(taikai.model.discipline.Corner.A, taikai.model.match.Mark.MEN));

        Snapshot after = model.snapshotProperty().get();
        assertTrue(after != before, "the feed's note read the folder again");
        assertEquals(List.of(taikai.model.match.Mark.MEN),
                after.match(TestFolders.MEN, "Pool A-0").orElseThrow().sideA().ippons());
    }

    @Test
    void aSampleBesideTheAppIsOpenedAsTheOrganisersOwnCopy() throws Exception {
        Path app = root.resolve("app");
        TestFolders.drawn(app.resolve(FolderChoice.SAMPLE));
        SessionViewModel model = model();
        model.start(List.of(), root.resolve("elsewhere"), Optional.of(app.resolve("lib")));
        assertNotNull(model.sampleProperty().get());
        assertNull(model.snapshotProperty().get(), "nothing opens by itself");

        model.openSample();

        Path copy = root.resolve("copies").resolve(FolderChoice.SAMPLE);
        assertEquals(copy.toAbsolutePath().normalize(), model.snapshotProperty().get().root());
        assertTrue(Files.isRegularFile(copy.resolve("competitions/men/pool-matches.csv")));
    }

    @Test
    void whatOpeningFoundInTheWriteAheadLogIsSaidInANotice() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        Files.createDirectories(day.resolve(".wal"));
        Files.write(day.resolve(".wal/taikai-00000000000000000007.wal"), new byte[] {0, 0, 0, 42, 1, 2, 3});
        SessionViewModel model = model();

        model.open(day);

        assertTrue(model.noticeProperty().get().startsWith("Opening the folder recovered its write-ahead log: "),
                model.noticeProperty().get());
        assertTrue(model.noticeProperty().get().contains("is damaged"), model.noticeProperty().get());
        assertEquals(1, model.snapshotProperty().get().openNotices().size());
        model.dismissNotice();
        assertEquals("", model.noticeProperty().get());
    }
}
