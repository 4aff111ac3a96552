package taikai.ui.scoreboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.Samples;
import taikai.ui.match.Corner;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;

class ScoreboardViewModelTest {
    private final SimpleObjectProperty<OpenMatch> current = new SimpleObjectProperty<>();
    private final SimpleObjectProperty<OpenMatch> next = new SimpleObjectProperty<>();
    private final ScoreboardViewModel model = new ScoreboardViewModel("A", current, next, Samples.sampleTallies());

    @Test
    void anEmptyCourtSaysSo() {
        assertEquals("Court A", model.courtProperty().get());
        assertEquals("No match is on this court right now.", model.headingProperty().get());
        assertFalse(model.showingProperty().get());
    }

    @Test
    void followsTheMatchAsItChanges() {
        current.set(Samples.openIndividual());
        assertEquals(List.of(Mark.KOTE), model.side(Corner.B).marksProperty().get());
        assertEquals(1, model.side(Corner.B).hansokuProperty().get());
        MatchResult later = Samples.individualMatch();
        later = later.withSideA(later.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE))).withEnchoPeriods(1);
        current.set(OpenMatch.of(later, MatchRules.KENDO, Dojos.NONE));
        assertEquals(List.of(Mark.MEN, Mark.KOTE), model.side(Corner.A).marksProperty().get());
        assertEquals("Encho 1", model.enchoProperty().get());
    }

    @Test
    void aTeamBoardShowsTheFirstBoutWithoutAResult() {
        current.set(Samples.openTeam());
        assertEquals(4, model.currentBoutProperty().get());
        assertEquals("Garcia", model.side(Corner.B).nameProperty().get());
        assertEquals("Brussels Kendo", model.side(Corner.B).affiliationProperty().get());
        assertEquals("Victories 1 \u2013 2    Points 2 \u2013 4", model.tallyProperty().get());
        assertEquals(5, model.bouts().size());
    }

    @Test
    void theNextMatchNamesShiroFirst() {
        next.set(OpenMatch.of(MatchResult.poolMatch("Pool B", "3", Side.of("Jones", "p1"), Side.of("Weber", "p2"), -1),
                MatchRules.KENDO, Dojos.NONE));
        assertEquals("Next: Pool B, match 4, Weber (shiro) against Jones (aka)", model.nextUpProperty().get());
        assertTrue(model.headingProperty().get().startsWith("No match"));
    }

    @Test
    void theNextMatchNamesAnUnfilledBoxInWords(@org.junit.jupiter.api.io.TempDir java.nio.file.Path root) throws Exception {
        // A drawn folder, nothing fought: the women's second round waits for its first, the men's knockout for its pools.
        var read = taikai.ui.TestFolders.drawn(root).read();
        var women = read.competition(taikai.ui.TestFolders.WOMEN).orElseThrow().state().orElseThrow();
        var semi = women.bracket().rounds().get(1).get(0);
        next.set(taikai.ui.session.OpenMatches.of(women, semi.result()));
        assertEquals("Next: Match 5, Winner of match 2 (shiro) against Winner of match 1 (aka)", model.nextUpProperty().get());

        var men = read.competition(taikai.ui.TestFolders.MEN).orElseThrow().state().orElseThrow();
        var first = men.bracket().rounds().get(0).stream().filter(b -> b.matchNumber() > 0).findFirst().orElseThrow();
        next.set(taikai.ui.session.OpenMatches.of(men, first.result()));
        String line = model.nextUpProperty().get();
        assertTrue(line.matches("Next: Match \\d+, Pool [A-C] \\d(st|nd) \\(shiro\\) against Pool [A-C] \\d(st|nd) \\(aka\\)"), line);
    }
}
