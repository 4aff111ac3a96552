package taikai.ui.scoring;

import taikai.ui.words.DeskWords;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;

/**
 * The sheet's keyboard scheme. Shiro sits on the left of the screen and uses the left hand, aka
 * sits on the right and uses the right hand, and the two are mirrored so the same finger does the
 * same thing for either side: the little finger strikes men (Q for shiro, P for aka), the index
 * finger gives hansoku (F, J), and the number row gives the decisions from the outside in.
 * Actions for the whole match need a letter of their own (N, H) or Ctrl, so they are never hit by
 * accident. Each button shows its key.
 */
final class ScoringKeys {
    /** The whole scheme in words, the legend's tooltip, in the desktop's language. */
    static String legend() {
        return DeskWords.of(ScoringKeys.class).say("keys.legend");
    }

    /** The short legend under the sheet: each button shows its own key, so this only says how the keys are laid out. */
    static String shortLegend() {
        return DeskWords.of(ScoringKeys.class).say("keys.short-legend");
    }

    static final KeyCombination CLOCK = key(KeyCode.SPACE);
    static final KeyCombination CLOCK_PLUS = key(KeyCode.PLUS);
    static final KeyCombination CLOCK_PLUS_TOO = new KeyCodeCombination(KeyCode.EQUALS, KeyCombination.SHIFT_ANY);
    static final KeyCombination CLOCK_PLUS_PAD = key(KeyCode.ADD);
    static final KeyCombination CLOCK_MINUS = key(KeyCode.MINUS);
    static final KeyCombination CLOCK_MINUS_PAD = key(KeyCode.SUBTRACT);
    static final KeyCombination CLOCK_TYPE = new KeyCodeCombination(KeyCode.T, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination CLOCK_PAUSE = new KeyCodeCombination(KeyCode.P, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination START_NEXT = key(KeyCode.ENTER);
    static final KeyCombination REQUEUE = new KeyCodeCombination(KeyCode.B, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REOPEN = new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination CORRECT = new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination HISTORY = new KeyCodeCombination(KeyCode.H, KeyCombination.SHORTCUT_DOWN);
    /** To the field a scanned or typed score sheet opens its match from. */
    static final KeyCombination FIND_SHEET = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination OVERRIDE = new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination REMOVE_OVERRIDE = new KeyCodeCombination(KeyCode.O, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);

    static final KeyCombination ENCHO = key(KeyCode.N);
    static final KeyCombination HIKIWAKE = key(KeyCode.H);
    static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination UNDO_TOO = key(KeyCode.BACK_SPACE);
    static final KeyCombination FINISH = new KeyCodeCombination(KeyCode.ENTER, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination RECORD_FLAGS = new KeyCodeCombination(KeyCode.S, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination PREVIOUS_BOUT = key(KeyCode.PAGE_UP);
    static final KeyCombination NEXT_BOUT = key(KeyCode.PAGE_DOWN);

    private ScoringKeys() {
    }

    static KeyCombination point(Corner corner, Mark mark) {
        boolean shiro = corner == Corner.B;
        switch (mark) {
            case MEN:
                return key(shiro ? KeyCode.Q : KeyCode.P);
            case KOTE:
                return key(shiro ? KeyCode.W : KeyCode.O);
            case DO:
                return key(shiro ? KeyCode.E : KeyCode.I);
            case TSUKI:
                return key(shiro ? KeyCode.R : KeyCode.U);
            case SUNE:
                return key(shiro ? KeyCode.T : KeyCode.Y);
            default:
                throw new IllegalArgumentException(mark + " is not struck at the table.");
        }
    }

    static KeyCombination hansoku(Corner corner) {
        return key(corner == Corner.B ? KeyCode.F : KeyCode.J);
    }

    static KeyCombination kiken(Corner corner) {
        return key(corner == Corner.B ? KeyCode.DIGIT1 : KeyCode.DIGIT0);
    }

    static KeyCombination fusenpai(Corner corner) {
        return key(corner == Corner.B ? KeyCode.DIGIT2 : KeyCode.DIGIT9);
    }

    static KeyCombination fusensho(Corner corner) {
        return key(corner == Corner.B ? KeyCode.DIGIT3 : KeyCode.DIGIT8);
    }

    static KeyCombination hantei(Corner corner) {
        return key(corner == Corner.B ? KeyCode.DIGIT4 : KeyCode.DIGIT7);
    }

    static KeyCombination flagUp(Corner corner) {
        return key(corner == Corner.B ? KeyCode.Q : KeyCode.P);
    }

    static KeyCombination flagDown(Corner corner) {
        return key(corner == Corner.B ? KeyCode.A : KeyCode.L);
    }

    private static KeyCombination key(KeyCode code) {
        return new KeyCodeCombination(code);
    }
}
