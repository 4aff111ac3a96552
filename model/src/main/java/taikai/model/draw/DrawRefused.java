package taikai.model.draw;

import taikai.model.rule.Refusal;

/**
 * A field a draw cannot be made from, as the rule's refusal (its code and English, decision 0046):
 * still an {@link IllegalArgumentException}, so a caller that only wants the sentence reads its message.
 */
public final class DrawRefused extends IllegalArgumentException {
    private final transient Refusal refusal;

    DrawRefused(String code, String sentence) {
        super(sentence);
        this.refusal = new Refusal(code, sentence);
    }

    public Refusal refusal() {
        return refusal;
    }
}
