package taikai.print;

import java.util.List;

/** A finished print: the PDF's bytes, how many pages it has, and what the person should be told. */
public record Printed(byte[] pdf, int pages, List<String> notes) {
    public Printed {
        notes = List.copyOf(notes);
    }

    /** The answer in words: "Printed 12 pages." and each note. */
    public String sentence() {
        String printed = "Printed " + pages + (pages == 1 ? " page." : " pages.");
        return notes.isEmpty() ? printed : printed + " " + String.join(" ", notes);
    }
}
