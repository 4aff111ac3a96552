package taikai.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.ResultSource;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Stage;

/**
 * Now and then the desk compares a finished match with its paper score sheet and corrects a point
 * entered as the wrong strike. The score editor writes the corrected result whole, with the reason
 * the organiser typed (spec section 3: a correction writes a new completed result with a
 * CorrectionReason); the winner, worked out again by the rules, stays the same.
 */
final class Corrections {
    /** Share of finished individual matches corrected at the desk, in per cent. */
    private static final int PERCENT = 3;

    private final Journal journal;
    private final SplittableRandom random;
    private final int now;

    Corrections(Journal journal, SplittableRandom random, int now) {
        this.journal = journal;
        this.random = random;
        this.now = now;
    }

    /** {@code m}, corrected at the desk a few minutes after it ended, or as it was. */
    MatchResult after(Competition c, MatchResult m, String label, int ended) {
        Discipline d = Discipline.of(c);
        int second = ended + 120 + random.nextInt(360);
        if (c.isTeam() || d.decidedByFlags() || Fight.isForfeit(m.verdict().decision()) || random.nextInt(100) >= PERCENT
                || second > now) {
            return m;
        }
        Corner corner = m.verdict().winnerId().equals(m.sideB().participantId()) ? Corner.B : Corner.A;
        List<Mark> marks = new ArrayList<>(corner.of(m).ippons());
        int at = -1;
        for (int i = 0; i < marks.size() && at < 0; i++) {
            at = d.isStrike(marks.get(i)) ? i : -1;
        }
        if (at < 0) {
            return m;
        }
        Mark wrong = marks.get(at);
        Mark right = wrong == Mark.MEN ? Mark.KOTE : Mark.MEN;
        marks.set(at, right);
        String reason = "The score sheet shows " + word(right) + ", not " + word(wrong) + ".";
        MatchResult corrected = Outcomes.settle(c, Fight.of(m).withMarks(corner, marks).into(m), Stage.of(m))
                .withProvenance(p -> p.withResultSource(ResultSource.ADMIN).withCorrectionReason(reason));
        Table desk = new Table(c, Stage.of(m), m, label, "desktop", journal, now);
        // The write road's words for a correction (road.actions.result.CorrectResultHandler).
        String won = corrected.verdict().winner().isEmpty() ? "no winner" : corrected.verdict().winner() + " wins";
        desk.record(corrected, second, "correct", Map.of("corner", corner.word(), "mark", right.symbol()),
                List.of("scoreline", "verdict"), reason, label + ": result corrected, " + won + ".");
        return desk.match();
    }

    private static String word(Mark mark) {
        return mark.name().toLowerCase(java.util.Locale.ROOT);
    }
}
