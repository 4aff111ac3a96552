package taikai.storage.text;

import java.util.function.UnaryOperator;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/** Checks shared by the YAML and JSON files whose top level is a map of named sections. */
public final class Documents {
    private Documents() {
    }

    /**
     * Refuses a document whose top level is not a map: there is no row left to degrade, so the file
     * fails its competition's load (spec section 5). An empty document is fine: it is the file's empty
     * default.
     */
    public static void requireMap(LocatedTree tree, String expected) throws FileFormatException {
        requireMap(tree, expected, found -> found.coded("top-level-not-as-expected", expected));
    }

    /**
     * {@link #requireMap(LocatedTree, String)}, the problem given its code and arguments by
     * {@code coding} (decision 0050), so a file whose {@code expected} is words of its own is said
     * whole in another language.
     */
    public static void requireMap(LocatedTree tree, String expected, UnaryOperator<Problem> coding)
            throws FileFormatException {
        if (tree.root().isMissingNode() || tree.root().isNull() || tree.root().isObject()) {
            return;
        }
        LocatedTree.Position at = tree.valueAt("");
        throw new FileFormatException(coding.apply(Problem.fatal(tree.file(), at.line(), at.column(),
                "The file should hold " + expected + " at its top level but holds something else; it is left as it"
                        + " is and takes no writes until it is repaired.")));
    }
}
