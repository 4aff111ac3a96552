package taikai.app.words;

import java.util.ArrayList;
import java.util.List;
import taikai.storage.problem.Problem;
import taikai.words.Language;

/** What the problem tests ask of the problems storage coded (decision 0050). */
final class CodedProblems {
    private CodedProblems() {
    }

    /** The codes of the coded problems, in order. */
    static List<String> codes(List<Problem> problems) {
        return problems.stream().filter(p -> p.code() != null).map(Problem::code).toList();
    }

    /** Each coded problem whose English in the bundle is not exactly storage's words, as a sentence saying both. */
    static List<String> drifted(List<Problem> problems) {
        List<String> drifted = new ArrayList<>();
        for (Problem problem : problems) {
            if (problem.code() != null && !Said.problem(problem, Language.ENGLISH).equals(problem.message())) {
                drifted.add(problem.code() + ": storage says \"" + problem.message() + "\", the bundle \""
                        + Said.words(Language.ENGLISH).say(Said.PROBLEM + problem.code(), problem.arguments().toArray())
                        + "\"");
            }
        }
        return drifted;
    }
}
