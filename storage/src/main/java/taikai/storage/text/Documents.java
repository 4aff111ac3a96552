package taikai.storage.text;

import taikai.storage.problem.FileFormatException;

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
        if (tree.root().isMissingNode() || tree.root().isNull() || tree.root().isObject()) {
            return;
        }
        LocatedTree.Position at = tree.valueAt("");
        throw new FileFormatException(tree.file(), at.line(), at.column(), "The file should hold " + expected
                + " at its top level but holds something else; it is left as it is and takes no writes until it"
                + " is repaired.");
    }
}
