package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.rule.Refusal;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;
import taikai.words.Language;

/**
 * The scoring sheet's refusals an operator meets most (a mark of the wrong discipline, flags outside
 * engi, a point to take back that was a hansoku, a finish before the result is whole) are said by
 * their codes in every language, in exactly the rules' English.
 */
class ScoringRefusalsSaidTest {
    private static final Competition KENDO = Competition.create("kendo", "Kendo", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT);
    private static final Competition NAGINATA = KENDO.withNaginata(n -> n.withShiai(true));
    private static final Competition ENGI = KENDO.withNaginata(n -> n.withShiai(true).withEngi(true));

    private static MatchResult pool() {
        return MatchResult.poolMatch("Pool A", "0", Side.of("a", "id-a"), Side.of("b", "id-b"), -1);
    }

    private static MatchResult knockout() {
        return MatchResult.scheduled("m-r1-0", "", "", Side.of("a", "id-a"), Side.of("b", "id-b"), -1);
    }

    private static Refusal refusal(Competition c, Stage stage, MatchResult m, Entry... entries) {
        MatchResult now = m;
        for (int i = 0; i < entries.length - 1; i++) {
            now = Scoresheet.enter(c, stage, now, Target.MATCH, entries[i]).orElseThrow();
        }
        return Scoresheet.enter(c, stage, now, Target.MATCH, entries[entries.length - 1]).refusalIfAny().orElseThrow();
    }

    @Test
    void eachRefusalIsSaidByItsCodeInStoragesEnglishAndInJapaneseAndGerman() {
        List<Refusal> refusals = List.of(
                refusal(KENDO, Stage.POOL, pool(), new Entry.Point(Corner.A, Mark.SUNE)),
                refusal(NAGINATA, Stage.POOL, pool(), new Entry.Point(Corner.A, Mark.HANTEI)),
                refusal(ENGI, Stage.POOL, pool(), new Entry.Point(Corner.A, Mark.MEN)),
                refusal(KENDO, Stage.POOL, pool(), new Entry.Flags(2, 1)),
                refusal(NAGINATA, Stage.POOL, pool(), new Entry.Flags(2, 1)),
                refusal(KENDO, Stage.POOL, pool(), new Entry.UndoPoint(Corner.B)),
                refusal(KENDO, Stage.POOL, pool(), new Entry.Hansoku(Corner.B), new Entry.Hansoku(Corner.B),
                        new Entry.UndoPoint(Corner.A)),
                refusal(KENDO, Stage.KNOCKOUT, knockout(), new Entry.Finish()),
                refusal(ENGI, Stage.KNOCKOUT, knockout(), new Entry.Finish()));
        List<String> unsaid = new ArrayList<>();
        List<String> codes = new ArrayList<>();
        for (Refusal r : refusals) {
            codes.add(r.code());
            if (Said.code(r).isEmpty()) {
                unsaid.add(r.code() + ": " + r.sentence() + " / " + r.arguments());
            }
        }
        assertEquals(List.of(), unsaid);
        assertTrue(codes.containsAll(List.of("mark-valid-in-discipline", "points-not-in-engi", "flags-in-engi-only",
                "point-to-undo", "point-to-undo-was-hansoku", "finish-needs-result")), codes.toString());

        assertEquals("「S」は剣道の試合の得点ではありません。M, K, D, Tのどれかを入力してください。",
                Said.refusal(refusals.get(0), Language.JAPANESE));
        assertEquals("Fahnen werden nur im Naginata-engi eingegeben; ein Naginata-shiai wird nach Punkten entschieden.",
                Said.refusal(refusals.get(4), Language.GERMAN));
        assertEquals("赤の得点はすべて反則によるものです。代わりに反則を取り消してください。", Said.refusal(refusals.get(6), Language.JAPANESE));
        assertEquals("同点で、この試合には勝者が必要です。延長を行うか、判定を記録してください。", Said.refusal(refusals.get(7), Language.JAPANESE));
        assertTrue(Said.refusal(refusals.get(8), Language.GERMAN).startsWith("Die Fahnen entscheiden nichts"),
                refusals.get(8).sentence() + " / " + Said.refusal(refusals.get(8), Language.GERMAN));
    }
}
