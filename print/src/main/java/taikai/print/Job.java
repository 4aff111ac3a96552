package taikai.print;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import taikai.print.pdf.Document;
import taikai.print.words.Labels;
import taikai.words.Language;
import taikai.words.Terms;
import taikai.words.Words;

/**
 * One print in the making: what it is made of, the document it goes into, whether the sheets are
 * blank for scoring by hand or filled with what has been entered so far, the public results
 * site's address when it is known, and the language its words are printed in (decision 0042).
 */
public record Job(Source source, Document document, boolean blank, Optional<String> site, Language language) {
    private static final DateTimeFormatter WRITTEN = DateTimeFormatter.ofPattern("dd-MM-uuuu");

    public Job {
        language = language == null ? Language.ENGLISH : language;
    }

    public Job(Source source, Document document, boolean blank, Optional<String> site) {
        this(source, document, blank, site, Language.ENGLISH);
    }

    public Job(Source source, Document document, boolean blank) {
        this(source, document, blank, Optional.empty());
    }

    /** The printouts' sentences in the job's language. */
    public Words words() {
        return Words.of(Labels.BUNDLE, language);
    }

    /** The sentence for {@code key} in the job's language. */
    public String say(String key, Object... arguments) {
        return words().say(key, arguments);
    }

    /** A term of the sport (men, hansoku, hikiwake ...) as the job's language writes it. */
    public String term(String term) {
        return Terms.in(language).say(term);
    }

    /** The tournament's name, or the word for a tournament when it has none. */
    public String title() {
        return source.tournament().name().isBlank() ? say("tournament") : source.tournament().name();
    }

    /** A term of the sport at the head of a line or a box ("Hikiwake"); Japanese script has no capitals. */
    public String termCapital(String term) {
        String said = term(term);
        return said.isEmpty() ? said : said.substring(0, 1).toUpperCase(language.locale()) + said.substring(1);
    }

    /** A team position (senpo ... taisho, or a number) as the job's language writes it. */
    public String position(String position) {
        return words().has("position." + position) ? say("position." + position) : position;
    }

    /** The small line over each page's title: the tournament, its date and venue. */
    public String over() {
        StringBuilder line = new StringBuilder(title());
        if (!source.tournament().date().isBlank()) {
            line.append(" \u00b7 ").append(date(source.tournament().date()));
        }
        if (!source.tournament().venue().isBlank()) {
            line.append(" \u00b7 ").append(source.tournament().venue());
        }
        return line.toString();
    }

    /** The tournament's date (DD-MM-YYYY as written) as the language writes a date; as written when it is no date. */
    public String date(String written) {
        try {
            LocalDate date = LocalDate.parse(written, WRITTEN);
            return DateTimeFormatter.ofPattern(say("date.pattern"), language.locale()).format(date);
        } catch (DateTimeParseException | IllegalArgumentException notADate) {
            return written;
        }
    }
}
