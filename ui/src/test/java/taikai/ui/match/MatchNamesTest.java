package taikai.ui.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.Samples;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * A match is named in the desktop's language, with the words the printed sheet uses: the pool and
 * a Swiss round, a knockout box, the bronze match, a bye and a slot that waits for a winner.
 */
class MatchNamesTest {
    private static final MatchResult POOL = MatchResult.poolMatch("Pool B", "2", Side.of("Sato", "p1"), Side.of("Kim", "p2"), -1);
    private static final MatchResult SWISS = MatchResult.poolMatch("Swiss-R2", "0", Side.of("Sato", "p1"), Side.of("Kim", "p2"), 2);

    @AfterEach
    void english() {
        DeskWords.use(Language.ENGLISH);
    }

    private static CompetitionState state() {
        Bracket bracket = Samples.bracket(Samples.entrants(4), 1);
        return CompetitionState.empty(Competition.create("open", "Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT))
                .withPoolMatches(List.of(POOL, SWISS)).withBracket(bracket);
    }

    @Test
    void inEnglishTheNamesAreTheOnesEverySurfaceShows() {
        CompetitionState state = state();
        assertEquals("Pool B, match 3", MatchNames.of(state, POOL));
        assertEquals("Round 2, match 1", MatchNames.of(state, SWISS));
        assertEquals("Pool Q, match 10", MatchNames.of(state, "Pool Q-9"), "a bout no longer in the draw keeps its name");
        BracketMatch first = state.bracket().rounds().get(0).get(0);
        assertEquals("Match " + first.matchNumber(), MatchNames.box(first));
        assertEquals("Bye", MatchNames.box(first.withMatchNumber(0)));
        BracketMatch fin = state.bracket().rounds().get(1).get(0);
        assertEquals("Winner of match " + first.matchNumber(), MatchNames.slot(state.bracket(), fin.placeholderA()));
    }

    @Test
    void inJapaneseAndGermanTheScreensSayWhatTheSheetSays() {
        CompetitionState state = state();
        BracketMatch first = state.bracket().rounds().get(0).get(0);
        DeskWords.use(Language.JAPANESE);
        assertEquals("Pool B 第3試合", MatchNames.of(state, POOL));
        assertEquals("第2回戦 第1試合", MatchNames.of(state, SWISS));
        assertEquals("第" + first.matchNumber() + "試合", MatchNames.box(first));
        DeskWords.use(Language.GERMAN);
        assertEquals("Pool B, Kampf 3", MatchNames.of(state, POOL));
        assertEquals("Runde 2, Kampf 1", MatchNames.of(state, SWISS));
        assertEquals("Freilos", MatchNames.box(first.withMatchNumber(0)));
    }
}
