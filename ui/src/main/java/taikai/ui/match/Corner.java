package taikai.ui.match;

import java.util.List;
import taikai.ui.words.DeskWords;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * One of the two sides of a match. Side A is aka (red) and side B is shiro (white); the draw fixes
 * which is which, and every surface draws shiro on the left (spec section 3).
 */
public enum Corner {
    /** Side A: aka, red, drawn on the right. */
    A("aka", "Aka"),
    /** Side B: shiro, white, drawn on the left. */
    B("shiro", "Shiro");

    private final String word;
    private final String title;

    Corner(String word, String title) {
        this.word = word;
        this.title = title;
    }

    /** The colour's name in a sentence: "aka" or "shiro". */
    public String word() {
        return word;
    }

    /** The colour's name at the start of a label: "Aka" or "Shiro". */
    public String title() {
        return title;
    }

    /** The colour's name in a sentence, in the desktop's language ("aka"; 赤 in Japanese). */
    public String said() {
        return DeskWords.of(Corner.class).say("corner." + word);
    }

    /** The colour's name at the start of a label, in the desktop's language ("Aka"; 赤 in Japanese). */
    public String saidTitle() {
        return DeskWords.of(Corner.class).say(this == A ? "corner.title.aka" : "corner.title.shiro");
    }

    public Corner other() {
        return this == A ? B : A;
    }

    /** This corner's side of {@code match}. */
    public Side of(MatchResult match) {
        return match.side(this == A);
    }

    /** This corner's fighter's name in {@code bout}. */
    public String nameIn(SubBout bout) {
        return this == A ? bout.sideA() : bout.sideB();
    }

    /** Screen order: shiro on the left, aka on the right. */
    public static List<Corner> leftToRight() {
        return List.of(B, A);
    }
}
