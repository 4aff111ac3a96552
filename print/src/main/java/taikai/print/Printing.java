package taikai.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;

import taikai.print.pdf.Document;
import taikai.print.words.Labels;
import taikai.words.Language;
import taikai.words.Words;

/**
 * Makes the PDFs of issue "Paper and workbooks": pool sheets, bracket trees, score sheets, team
 * sheets, name tags, the court schedule, results with certificates, and the booklet of all of them.
 * Pure of the data folder: it reads a {@link Source} and hands back bytes; the caller decides where
 * they go (never into the data folder).
 */
public final class Printing {
    private final Source source;

    public Printing(Source source) {
        this.source = source;
    }

    /**
     * What to print, for which competition (empty: every one), on which paper, blank or filled, and
     * the public results site's address when it is known (name tags then carry each entrant's page).
     */
    public record Request(What what, Optional<String> competition, Paper paper, boolean blank, Optional<String> site,
            Language language) {
        public Request {
            competition = competition == null ? Optional.empty() : competition;
            paper = paper == null ? Paper.A4 : paper;
            site = site == null ? Optional.empty() : site.map(String::strip).filter(s -> !s.isEmpty());
            language = language == null ? Language.ENGLISH : language;
        }

        /** A request printed in English, for callers that do not choose a language. */
        public Request(What what, Optional<String> competition, Paper paper, boolean blank, Optional<String> site) {
            this(what, competition, paper, blank, site, Language.ENGLISH);
        }

        public Request(What what, Optional<String> competition, Paper paper, boolean blank) {
            this(what, competition, paper, blank, Optional.empty());
        }

        public static Request of(What what) {
            return new Request(what, Optional.empty(), Paper.A4, false);
        }

        /** The same request in another language. */
        public Request in(Language other) {
            return new Request(what, competition, paper, blank, site, other);
        }

        /** The words the trailer ID is made from, so the same request on the same state gives the same bytes. */
        String identity() {
            return what.word() + "|" + competition.orElse("*") + "|" + paper.word() + "|" + blank + site.map(s -> "|" + s).orElse("")
                    + (language == Language.ENGLISH ? "" : "|" + language.tag());
        }
    }

    /** A print that cannot be made, in one sentence. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    public Printed print(Request request) throws Refused {
        Words words = Words.of(Labels.BUNDLE, request.language());
        List<CompetitionState> states = competitions(request.competition(), words);
        try (Document document = new Document(request.paper(), words)) {
            Job job = new Job(source, document, request.blank(), request.site(), request.language());
            source.unreadable().forEach(document::note);
            Kinds.print(job, request.what(), states, request.competition().isPresent());
            if (document.pageCount() == 0) {
                String kind = Labels.inSentence(words, request.what().title(request.language()));
                throw new Refused(request.competition().isPresent()
                        ? words.say("refused.nothing.for", kind, request.competition().get())
                        : words.say("refused.nothing", kind));
            }
            String title = job.title() + " \u00b7 " + request.what().title(request.language())
                    + request.competition().flatMap(source::competition).map(c -> " \u00b7 " + Labels.competition(c)).orElse("");
            byte[] bytes = document.finish(title, source.tournament().date(), request.identity());
            return new Printed(bytes, document.pageCount(), document.notes());
        }
    }

    /** {@link #print} for a kind of one competition on A4, filled, failing loudly: for tools and tests. */
    public Printed printQuietly(What what, String competition) {
        try {
            return print(new Request(what, Optional.of(competition), Paper.A4, false));
        } catch (Refused e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    private List<CompetitionState> competitions(Optional<String> id, Words words) throws Refused {
        if (id.isEmpty()) {
            return source.competitions();
        }
        Optional<CompetitionState> state = source.competition(id.get());
        if (state.isPresent()) {
            return List.of(state.get());
        }
        for (String sentence : source.unreadable()) {
            if (sentence.startsWith("Competition \"" + id.get() + "\"")) {
                throw new Refused(sentence);
            }
        }
        List<String> ids = new ArrayList<>();
        source.competitions().forEach(c -> ids.add(c.competition().id()));
        throw new Refused(ids.isEmpty() ? words.say("refused.no.competition.none", id.get())
                : words.say("refused.no.competition", id.get(), String.join(", ", ids)));
    }

    /** Used by the booklet to print one kind into a document it already holds. */
    static void into(Job job, What what, List<CompetitionState> states, boolean one) {
        Kinds.print(job, what, states, one);
    }
}
