package taikai.app.words;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.rule.Refusal;
import taikai.words.Language;
import taikai.words.Terms;
import taikai.words.Words;

/**
 * The app's sentences (decision 0046): a rule's refusal said from its code and arguments in a
 * language, at the edge. The arguments are plain values; a side arrives as its spec word ("aka") and
 * is said as the language says it.
 */
public final class Said {
    /** The app's bundle. */
    public static final String BUNDLE = "taikai.app.words.words";
    private static final String REFUSAL = "refusal.";
    /** The prefix of the keys of the data folder's problems (decision 0050). */
    static final String PROBLEM = "problem.";
    /** The prefix of the keys of the answers to a change that landed (decision 0049). */
    static final String ANSWER = "answer.";

    private Said() {
    }

    /** The app's sentences in {@code language}. */
    public static Words words(Language language) {
        return Words.of(BUNDLE, language);
    }

    /** Whether the app's bundle says this refusal's code. */
    public static boolean says(Refusal refusal) {
        return words(Language.ENGLISH).has(REFUSAL + refusal.code());
    }

    /**
     * The refusal in {@code language}; the rule's own sentence where the bundle does not say its code
     * yet (or says another rule's sentence under the same name).
     */
    public static String refusal(Refusal refusal, Language language) {
        return code(refusal).flatMap(code -> refusal(code, refusal.arguments(), language)).orElse(refusal.sentence());
    }

    /** A refusal's code and arguments (as the hall answer carries them) in {@code language}, if the bundle says it. */
    public static Optional<String> refusal(String code, List<?> arguments, Language language) {
        return joined(REFUSAL, code, arguments, language);
    }

    /**
     * The answer to a change that landed, from its code and arguments (decision 0049), in
     * {@code language}, if the bundle says it: the hall's answer carries them beside its English message.
     */
    public static Optional<String> answer(String code, List<?> arguments, Language language) {
        return joined(ANSWER, code, arguments, language);
    }

    /**
     * Sentences said one after the other (Sentence#and, Decision.Refuse#all): each part of the code
     * joined by {@code +} takes as many arguments as its English pattern has, in order; a part
     * marked {@code !} is a refusal, the others are of {@code prefix}. A part the bundle does not say
     * leaves the whole unsaid.
     */
    private static Optional<String> joined(String prefix, String code, List<?> arguments, Language language) {
        if (code == null || !code.contains(Sentence.AND)) {
            return part(prefix, code, arguments, language);
        }
        List<String> said = new ArrayList<>();
        int next = 0;
        for (String part : code.split(java.util.regex.Pattern.quote(Sentence.AND))) {
            int count = part.startsWith(Sentence.REFUSED)
                    ? words(Language.ENGLISH).arguments(REFUSAL + part.substring(Sentence.REFUSED.length()))
                    : words(Language.ENGLISH).arguments(prefix + part);
            if (next + count > arguments.size()) {
                return Optional.empty();
            }
            Optional<String> one = part(prefix, part, arguments.subList(next, next + count), language);
            if (one.isEmpty()) {
                return Optional.empty();
            }
            said.add(one.get());
            next += count;
        }
        return next == arguments.size() ? Optional.of(String.join(" ", said)) : Optional.empty();
    }

    /** One part of a sentence: a code of {@code prefix}, or a refusal's marked {@link Sentence#REFUSED}. */
    private static Optional<String> part(String prefix, String code, List<?> arguments, Language language) {
        if (code != null && code.startsWith(Sentence.REFUSED)) {
            return say(REFUSAL, code.substring(Sentence.REFUSED.length()), arguments, language, true);
        }
        return say(prefix, code, arguments, language, REFUSAL.equals(prefix));
    }

    /**
     * The sentence of {@code prefix + code}. A refusal's arguments include the spec's words for a side
     * or a term ({@code spoken}), said as the language says them; an answer's and a problem's are
     * names, courts, numbers and cells as found, said as they are.
     */
    private static Optional<String> say(String prefix, String code, List<?> arguments, Language language, boolean spoken) {
        Words words = words(language);
        if (code == null || code.isEmpty() || !words.has(prefix + code)) {
            return Optional.empty();
        }
        List<Object> said = new ArrayList<>();
        for (Object argument : arguments) {
            Optional<String> match = MatchName.said(argument, language).or(() -> Term.said(argument, language))
                    .or(() -> ParserPhrase.said(argument, language));
            if (match.isPresent()) {
                said.add(match.get());
            } else if (!spoken) {
                said.add(argument);
            } else if (argument instanceof String word && words.has("side." + word)) {
                said.add(words.say("side." + word));
            } else if (argument instanceof String word && Terms.in(language).has(word)) {
                said.add(Terms.in(language).say(word));
            } else {
                said.add(argument);
            }
        }
        return Optional.of(words.say(prefix + code, said.toArray()));
    }

    /**
     * The refusal's code, when the bundle says in English exactly what the rule said: what the hall's
     * answer hands on for a court table or desktop to say in its own language. Empty for a refusal
     * whose sentence is still made where it is refused.
     */
    public static Optional<String> code(Refusal refusal) {
        return refusal(refusal.code(), refusal.arguments(), Language.ENGLISH)
                .filter(english -> english.equals(refusal.sentence()))
                .map(english -> refusal.code());
    }

    /**
     * A problem of the data folder in {@code language} (decision 0050): its code said with its
     * arguments, while the bundle's English is exactly what the problem says; its own English
     * otherwise. The file, line and column are the surface's to show.
     */
    public static String problem(taikai.storage.problem.Problem problem, Language language) {
        if (problem.code().isEmpty()) {
            return problem.message();
        }
        boolean same = say(PROBLEM, problem.code(), problem.arguments(), Language.ENGLISH, false)
                .filter(problem.message()::equals).isPresent();
        return same ? say(PROBLEM, problem.code(), problem.arguments(), language, false).orElse(problem.message())
                : problem.message();
    }
}
