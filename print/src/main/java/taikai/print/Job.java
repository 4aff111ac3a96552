package taikai.print;

import taikai.print.pdf.Document;

/**
 * One print in the making: what it is made of, the document it goes into, whether the sheets are
 * blank for scoring by hand or filled with what has been entered so far, and the public results
 * site's address when it is known.
 */
public record Job(Source source, Document document, boolean blank, java.util.Optional<String> site) {

    public Job(Source source, Document document, boolean blank) {
        this(source, document, blank, java.util.Optional.empty());
    }

    /** The small line over each page's title: the tournament, its date and venue. */
    public String over() {
        StringBuilder line = new StringBuilder(source.title());
        if (!source.tournament().date().isBlank()) {
            line.append(" \u00b7 ").append(source.tournament().date());
        }
        if (!source.tournament().venue().isBlank()) {
            line.append(" \u00b7 ").append(source.tournament().venue());
        }
        return line.toString();
    }
}
