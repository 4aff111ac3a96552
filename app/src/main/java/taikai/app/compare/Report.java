package taikai.app.compare;

/**
 * A comparison written out for a person: plain text (a heading per group, each change indented) or
 * Markdown (a heading per group, each change a list item). The same comparison writes the same text.
 */
public final class Report {
    private Report() {
    }

    /** The heading line, then the groups; "hold the same tournament" when nothing changed. */
    public static String plain(String before, String after, Comparison comparison) {
        StringBuilder text = new StringBuilder();
        text.append(heading(before, after, comparison)).append('\n');
        for (Comparison.Group group : comparison.groups()) {
            text.append('\n').append(group.title()).append('\n');
            group.changes().forEach(change -> text.append("  ").append(change).append('\n'));
        }
        return text.toString();
    }

    public static String markdown(String before, String after, Comparison comparison) {
        StringBuilder text = new StringBuilder();
        text.append("# ").append(heading(before, after, comparison).replace("*", "\\*")).append('\n');
        for (Comparison.Group group : comparison.groups()) {
            text.append("\n## ").append(escape(group.title())).append("\n\n");
            group.changes().forEach(change -> text.append("- ").append(escape(change)).append('\n'));
        }
        return text.toString();
    }

    private static String heading(String before, String after, Comparison comparison) {
        if (comparison.equal()) {
            return before + " and " + after + " hold the same tournament.";
        }
        int count = comparison.groups().stream().mapToInt(g -> g.changes().size()).sum();
        return "From " + before + " to " + after + ": " + count + (count == 1 ? " change." : " changes.");
    }

    /** Markdown's own characters in a name or sentence are shown as they are, never as formatting. */
    private static String escape(String text) {
        return text.replaceAll("([\\\\`*_\\[\\]<>#|])", "\\\\$1");
    }
}
