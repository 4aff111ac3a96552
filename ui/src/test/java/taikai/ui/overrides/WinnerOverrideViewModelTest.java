package taikai.ui.overrides;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.match.MatchResult;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/** A knockout winner overridden and the override removed, on a real folder through the real write road. */
class WinnerOverrideViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private WinnerOverrideViewModel model;

    @BeforeEach
    void open() throws Exception {
        TestFolders.underWay(root);
        session = Session.open(root);
        writes = new Writes(new SynchronousUiExecutor());
        model = new WinnerOverrideViewModel(new RoadActions(writes, () -> Optional.of(session)));
    }

    private CompetitionState women() {
        return session.reload().state(TestFolders.WOMEN).orElseThrow();
    }

    private void offerFirstMatch() {
        model.offer(WinnerOverrideViewModel.Match.of(women(), "m-r1-0", "Match 1").orElseThrow());
    }

    @Test
    void onlyAKnockoutMatchIsOffered() {
        CompetitionState men = session.reload().state(TestFolders.MEN).orElseThrow();
        assertTrue(WinnerOverrideViewModel.Match.of(men, "Pool A-0", "Pool A, match 1").isEmpty(), "a pool bout has none");
        offerFirstMatch();
        assertTrue(model.availableProperty().get());
        assertFalse(model.overriddenProperty().get());
        model.offer(null);
        assertFalse(model.availableProperty().get());
        assertNull(model.matchProperty().get());
    }

    @Test
    void aMatchWhoseSidesAreNotKnownCannotBeDecided() {
        var rounds = women().bracket().rounds();
        String last = rounds.get(rounds.size() - 1).get(0).id();
        WinnerOverrideViewModel.Match later = WinnerOverrideViewModel.Match.of(women(), last, "Final").orElseThrow();
        assertFalse(later.decidable(), later.toString());
        model.offer(later);
        assertFalse(model.availableProperty().get());
        model.begin();
        assertFalse(model.askingProperty().get());
    }

    @Test
    void theWinnerIsDecidedWithAReasonAndMovesOn() {
        MatchResult first = women().bracket().find("m-r1-0").orElseThrow().result();
        offerFirstMatch();
        model.begin();
        assertTrue(model.askingProperty().get());
        assertEquals("Shiro: " + first.sideB().name(), model.shiroNameProperty().get());
        model.reasonProperty().set("Aka stepped out at the last call");
        model.save();
        assertEquals("Choose the winner: aka (" + first.sideA().name() + ") or shiro (" + first.sideB().name() + ").",
                model.errorProperty().get());
        model.winnerProperty().set(Corner.B);
        model.save();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        CompetitionState after = women();
        assertEquals(Map.of("m-r1-0", "Aka stepped out at the last call"), after.overrides().winnerReasons());
        assertTrue(after.bracket().find("m-r1-0").orElseThrow().overridden());
        assertEquals(first.sideB().participantId(), after.bracket().find("m-r2-0").orElseThrow().result().sideA().participantId());
        offerFirstMatch();
        assertTrue(model.overriddenProperty().get());
        assertEquals("Aka stepped out at the last call", model.matchProperty().get().reason());
    }

    @Test
    void anOverrideIsNotSentWithoutAReason() {
        offerFirstMatch();
        model.begin();
        model.winnerProperty().set(Corner.B);
        model.save();
        assertEquals("An override needs a reason: write why the organiser decides the winner, then save it.",
                model.errorProperty().get());
        assertTrue(women().overrides().winners().isEmpty());
    }

    @Test
    void removingTheOverrideNeedsAReasonAndGivesTheResultItsSayBack() {
        MatchResult first = women().bracket().find("m-r1-0").orElseThrow().result();
        offerFirstMatch();
        model.begin();
        model.winnerProperty().set(Corner.B);
        model.reasonProperty().set("Aka stepped out at the last call");
        model.save();
        offerFirstMatch();

        model.beginRemove();
        assertTrue(model.removingProperty().get());
        assertTrue(model.helpProperty().get().contains("Aka stepped out at the last call"), model.helpProperty().get());
        model.save();
        assertEquals("Removing an override needs a reason: write why the result decides the match again, then remove it.",
                model.errorProperty().get());
        model.reasonProperty().set("The video showed aka inside");
        model.save();

        assertTrue(writes.lastAnswerProperty().get().outcome().landed(), writes.statusTextProperty().get());
        CompetitionState after = women();
        assertTrue(after.overrides().winners().isEmpty());
        assertFalse(after.bracket().find("m-r1-0").orElseThrow().overridden());
        assertEquals(first.sideA().participantId(), after.bracket().find("m-r2-0").orElseThrow().result().sideA().participantId());
    }

    @Test
    void offeringAnotherMatchClosesTheForm() {
        offerFirstMatch();
        model.begin();
        model.offer(WinnerOverrideViewModel.Match.of(women(), "m-r1-1", "Match 2").orElseThrow());
        assertFalse(model.askingProperty().get());
    }
}
