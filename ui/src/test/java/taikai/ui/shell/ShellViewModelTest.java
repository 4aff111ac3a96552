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
    private int scoreboardsOpened;
    private final ShellViewModel model = new ShellViewModel(writes, () -> scoreboardsOpened++);

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
    void theScoreboardCommandOpensOneScoreboard() {
        model.openScoreboard();
        assertEquals(1, scoreboardsOpened);
    }
}
