package taikai.print;

import java.util.List;
import taikai.words.Language;
import taikai.words.Words;

/** A finished print: the PDF's bytes, how many pages it has, and what the person should be told. */
public record Printed(byte[] pdf, int pages, List<String> notes) {
    public Printed {
        notes = List.copyOf(notes);
    }

    /** The answer in words: "Printed 12 pages." and each note. */
    public String sentence() {
        return sentence(Language.ENGLISH);
    }

    /** The answer in {@code language}; the notes are in the language the print was made in. */
    public String sentence(Language language) {
        String printed = Words.of(taikai.print.words.Labels.BUNDLE, language).say("printed.pages", pages);
        return notes.isEmpty() ? printed : printed + " " + String.join(" ", notes);
    }
}
