package taikai.storage.bracket;

/** The 1-based line and column where {@code needle} first occurs in {@code text}, to check a problem's position. */
record Where(int line, int column) {
    static Where of(String text, String needle) {
        int index = text.indexOf(needle);
        if (index < 0) {
            throw new AssertionError("\"" + needle + "\" does not occur in the test text");
        }
        String before = text.substring(0, index);
        int lastBreak = before.lastIndexOf('\n');
        int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
        return new Where(line, index - lastBreak);
    }
}
