package taikai.app.words;

import java.util.List;
import taikai.words.Language;

/**
 * A sentence a person reads about a change that landed, as a code and its arguments (decision
 * 0049): a court table or desktop says it in its own language through {@link Said#answer}, and its
 * English, made from the same bundle, is the sentence the match's history and the hall's
 * {@code message} keep. Arguments are plain values, as a refusal's are (decision 0046).
 */
public record Sentence(String code, List<Object> arguments) {
    /** No code: the answer is said by its English message alone. */
    public static final Sentence NONE = new Sentence("", List.of());
    /** Joins the codes of sentences said one after the other. */
    public static final String AND = "+";
    /** Marks a part that is a rule's refusal ({@code refusal.<code>}), said inside an answer. */
    static final String REFUSED = "!";

    public Sentence {
        code = code == null ? "" : code;
        arguments = List.copyOf(arguments);
    }

    /** The answer {@code answer.<code>} of the app's bundle, with its arguments. */
    public static Sentence answer(String code, Object... arguments) {
        Sentence sentence = new Sentence(code, List.of(arguments));
        if (!Said.words(Language.ENGLISH).has(Said.ANSWER + code)) {
            throw new IllegalArgumentException("The app's bundle has no answer " + code + ".");
        }
        if (Said.words(Language.ENGLISH).arguments(Said.ANSWER + code) != arguments.length) {
            throw new IllegalArgumentException("The app's answer " + code + " takes "
                    + Said.words(Language.ENGLISH).arguments(Said.ANSWER + code) + " arguments, not " + arguments.length + ".");
        }
        return sentence;
    }

    /**
     * A sentence the program still makes in English (a plan's clash, a model's sentence), carried
     * whole as the one argument of {@code answer.as-written}, so it can follow a coded sentence.
     */
    public static Sentence asWritten(String english) {
        return answer("as-written", english);
    }

    /**
     * A rule's refusal said inside an answer (a plan's clash or problem, which do not stop the change):
     * by its code where the bundle says exactly its English, as written otherwise.
     */
    public static Sentence of(taikai.model.rule.Refusal refusal) {
        return Said.code(refusal).map(code -> new Sentence(REFUSED + code, refusal.arguments()))
                .orElseGet(() -> asWritten(refusal.sentence()));
    }

    /** The refusals said one after the other; NONE for none. */
    public static Sentence of(List<taikai.model.rule.Refusal> refusals) {
        Sentence all = NONE;
        for (taikai.model.rule.Refusal refusal : refusals) {
            all = all.and(of(refusal));
        }
        return all;
    }

    /** This sentence and then {@code next}, said one after the other with a space between; NONE adds nothing. */
    public Sentence and(Sentence next) {
        if (next.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return next;
        }
        List<Object> both = new java.util.ArrayList<>(arguments);
        both.addAll(next.arguments);
        return new Sentence(code + AND + next.code, both);
    }

    public boolean isEmpty() {
        return code.isEmpty();
    }

    /** The sentence in English, as the files and the hall's message keep it. */
    public String english() {
        return Said.answer(code, arguments, Language.ENGLISH).orElse("");
    }
}
