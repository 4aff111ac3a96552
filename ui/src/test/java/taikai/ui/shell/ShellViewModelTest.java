package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.tournament.Tournament;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

class ShellViewModelTest {
    private final Writes writes = new Writes(new SynchronousUiExecutor());
    private final List<String> asked = new java.util.ArrayList<>();
    private final ShellViewModel model = new ShellViewModel(writes, new ShellActions() {
        @Override
        public void newTournament() {
            asked.add("new tournament");
        }

        @Override
        public void openFolder(java.nio.file.Path folder) {
            asked.add("open " + folder.getFileName());
        }

        @Override
        public void reload() {
            asked.add("reload");
        }

        @Override
        public void backUp(java.nio.file.Path destination) {
            asked.add("back up to " + destination.getFileName());
        }

        @Override
        public void export(java.nio.file.Path destination) {
            asked.add("export to " + destination.getFileName());
        }

        @Override
        public void openScoreboard(String court) {
            asked.add("scoreboard " + court);
        }

        @Override
        public void openOverview() {
            asked.add("overview");
        }

        @Override
        public void chooseLanguage(taikai.words.Language language) {
            asked.add("language " + language.tag());
        }
    });

    @Test
    void startsOnTheTournamentSectionWithNoTournamentOpen() {
        assertEquals(Section.TOURNAMENT, model.selectedProperty().get());
        assertEquals("No tournament is open", model.tournamentNameProperty().get());
        assertEquals(List.of(Section.values()), model.sections());
    }

    @Test
    void anUnnamedTournamentIsSaidToBeUnnamed() {
        model.showTournament(Tournament.create("", "", "Dojo hall", List.of()));
        assertEquals("Unnamed tournament", model.tournamentNameProperty().get());
        assertEquals("Dojo hall", model.tournamentDetailsProperty().get());
    }

    @Test
    void theStatusLineFollowsTheLastWrite() {
        assertEquals("Nothing has been saved since Taikai was opened.", model.statusProperty().get());
        writes.send("Hansoku for shiro in Pool C, match 2", () -> new WriteAnswer(WriteAnswer.Outcome.CLOCK_WRONG,
                "Nothing was written, because this computer's clock is ahead of the hall laptop's. Enter it again."));
        assertEquals("Hansoku for shiro in Pool C, match 2. Nothing was written, because this computer's clock is ahead of"
                + " the hall laptop's. Enter it again.", model.statusProperty().get());
    }

    @Test
    void selectingNothingKeepsTheSection() {
        model.select(Section.DRAW);
        model.select(null);
        assertEquals(Section.DRAW, model.selectedProperty().get());
    }

    @Test
    void theHeaderCommandsAreHandedToTheCompositionRoot() {
        model.openScoreboard("B");
        model.openOverview();
        model.reload();
        model.openFolder(java.nio.file.Path.of("spring"));
        model.openFolder(null);
        assertEquals(List.of("scoreboard B", "overview", "reload", "open spring"), asked);
    }

    @Test
    void theChosenCompetitionStaysChosenAcrossReadsAndFallsBackToTheFirstThatLoads() {
        List<CompetitionItem> items = List.of(new CompetitionItem("broken", "Broken", true), new CompetitionItem("men", "Men", false),
                new CompetitionItem("women", "Women", false));
        model.showFolder(java.nio.file.Path.of("day"), items, List.of("A", "B"));
        assertEquals("men", model.competitionProperty().get().id(), "the first that loads, not the broken one");
        model.selectCompetition("women");
        model.showFolder(java.nio.file.Path.of("day"), items, List.of("A", "B"));
        assertEquals("women", model.competitionProperty().get().id());
        model.selectCompetition("nowhere");
        assertEquals("women", model.competitionProperty().get().id());
        model.showFolder(java.nio.file.Path.of("day"), items.subList(0, 2), List.of("A"));
        assertEquals("men", model.competitionProperty().get().id(), "a competition gone from the folder is not kept");
        assertEquals(List.of("A"), model.courts());
        assertEquals("Broken (cannot be read: see Problems)", items.get(0).toString());
    }
}
