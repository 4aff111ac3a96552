package taikai.ui.scoring;

import java.util.List;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;

/**
 * A finished result as the score editor corrects it: each side's struck points and fouls, the
 * overtime played, the judges' decision or a draw, and the reason, which a correction always needs
 * (spec section 3: "corrections are made through the score editor, which writes a new completed
 * result with a CorrectionReason"). The winner is never typed: the rules work it out.
 *
 * @param hantei the corner the judges decided for, or null
 */
public record Correction(List<Mark> akaPoints, int akaHansoku, List<Mark> shiroPoints, int shiroHansoku,
        int enchoPeriods, Corner hantei, boolean hikiwake, String reason) {

    public Correction {
        akaPoints = List.copyOf(akaPoints);
        shiroPoints = List.copyOf(shiroPoints);
        reason = reason == null ? "" : reason.strip();
    }

    public List<Mark> points(Corner corner) {
        return corner == Corner.A ? akaPoints : shiroPoints;
    }

    public int hansoku(Corner corner) {
        return corner == Corner.A ? akaHansoku : shiroHansoku;
    }
}
