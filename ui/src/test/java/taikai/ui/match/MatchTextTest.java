package taikai.ui.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.ui.Samples;

class MatchTextTest {
    private static final MatchRules FIVE = MatchRules.of(Samples.teamCompetition());

    @Test
    void fiveAsideBoutsHaveTheirFikNamesAndOtherSizesNumbers() {
        assertEquals("Senpo", Positions.label(0, FIVE));
        assertEquals("Taisho", Positions.label(4, FIVE));
        assertEquals("Daihyosen", Positions.label(SubBout.REPRESENTATIVE, FIVE));
        MatchRules three = MatchRules.of(Samples.teamCompetition().withTeams(t -> t.withSize(3)));
        assertEquals("1", Positions.label(0, three));
        MatchRules kachinuki = MatchRules.of(Competition.create("k", "K", Kind.TEAM, Format.KNOCKOUT)
                .withTeams(t -> t.withMatchType(TeamMatchType.KACHINUKI)));
        assertEquals("Bout 1", Positions.label(1, kachinuki), "kachinuki positions are 1-based on disk");
    }

    @Test
    void theRepresentativeBoutComesLast() {
        var encounter = Samples.teamEncounter();
        var bouts = new java.util.ArrayList<>(encounter.subBouts());
        bouts.add(0, SubBout.between(SubBout.REPRESENTATIVE, "Amsterdam A", "a0", "Brussels Kendo", "s4"));
        List<BoutRow> rows = BoutRow.of(encounter.withSubBouts(bouts), FIVE);
        assertEquals("Daihyosen", rows.get(rows.size() - 1).label());
        assertEquals("Senpo", rows.get(0).label());
    }

    @Test
    void aBoutWinnerIsFoundByMemberIdEvenWhenNamesAreShared() {
        SubBout bout = SubBout.between(0, "Kim", "a-kim", "Kim", "b-kim").withWinner("Kim").withWinnerMemberId("b-kim");
        assertEquals(Corner.B, BoutRow.of(bout, FIVE).winner());
        assertNull(BoutRow.of(bout.withWinnerMemberId(""), FIVE).winner(), "a shared name alone names nobody");
    }

    @Test
    void marksReadAsTheSheetWritesThem() {
        assertEquals("M Ht", MarkText.of(List.of(Mark.MEN, Mark.HANTEI)));
        assertEquals("\u25cb \u25cb", MarkText.of(List.of(Mark.DEFAULT_WIN, Mark.DEFAULT_WIN)));
        assertEquals("\u25b2\u25b2", MarkText.fouls(2));
        assertEquals("", MarkText.fouls(0));
    }

    @Test
    void marksReadInJapaneseScriptOnAJapaneseDesktopAsOnItsPrintedSheet() {
        taikai.ui.words.DeskWords.use(taikai.words.Language.JAPANESE);
        try {
            assertEquals("\u30e1 \u30b3", MarkText.of(List.of(Mark.MEN, Mark.KOTE)));
            assertEquals(taikai.print.words.Labels.marks(taikai.words.Words.of(taikai.print.words.Labels.BUNDLE, taikai.words.Language.JAPANESE),
                    List.of(Mark.MEN, Mark.KOTE)), MarkText.of(List.of(Mark.MEN, Mark.KOTE)));
        } finally {
            taikai.ui.words.DeskWords.use(taikai.words.Language.ENGLISH);
        }
    }

    @Test
    void aFinishedMatchSaysWhoWonAndHow() {
        var match = Samples.individualMatch();
        var byHantei = match.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner("Sato Hiroshi").withWinnerId("p-sato"))
                .withSideA(match.sideA().withIppons(List.of(Mark.MEN, Mark.HANTEI)));
        assertEquals("Completed: aka won by hantei", MatchWords.state(byHantei));
        var draw = match.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withDecision(Decision.HIKIWAKE));
        assertEquals("Completed: hikiwake", MatchWords.state(draw));
        assertEquals("Running on court A", MatchWords.state(match));
    }

    @Test
    void aPoolBoutIsNamedByItsPlaceInThePlayingOrder() {
        assertEquals("Pool A, match 1", Samples.openIndividual().heading());
    }
}
