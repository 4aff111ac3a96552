package taikai.app.road;

import taikai.app.words.Sentence;
import java.util.List;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;

/** What a {@link TournamentHandler} decided: a refusal (nothing written) or the files to write. */
public sealed interface TournamentDecision {

    /** A rule said no, with the sentence the operator reads. */
    record Refuse(String rule, String sentence, String code, List<Object> arguments) implements TournamentDecision {
        public Refuse {
            code = Copies.text(code);
            arguments = List.copyOf(arguments);
        }

        public Refuse(String rule, String sentence) {
            this(rule, sentence, "", List.of());
        }

        /** A tournament rule's refusal, with its code as {@link Decision.Refuse#said} gives one. */
        public static Refuse said(String rule, String sentence, Object... arguments) {
            Decision.Refuse said = Decision.Refuse.said(rule, sentence, arguments);
            return new Refuse(rule, sentence, said.code(), said.arguments());
        }

        /** A model rule's refusal (a settings check), with its code where the app's bundle says it. */
        public static Refuse of(taikai.model.rule.Refusal refusal) {
            Decision.Refuse said = Decision.Refuse.of(refusal);
            return new Refuse(said.rule(), said.sentence(), said.code(), said.arguments());
        }
    }

    /**
     * tournament.md as it is to be written with the images it names ({@code files}: folder path to
     * bytes), or a competition to create; the other left null.
     */
    record Land(Tournament tournament, Map<String, byte[]> files, CompetitionState created, String message,
            Sentence said) implements TournamentDecision {
        public Land {
            files = Copies.ordered(files);
            said = said == null ? Sentence.NONE : said;
            message = said.isEmpty() ? Copies.text(message) : said.english();
            if ((tournament == null) == (created == null)) {
                throw new IllegalArgumentException("A tournament change writes tournament.md or creates one competition.");
            }
        }

        public static Land tournament(Tournament tournament, Map<String, byte[]> files, String message) {
            return new Land(tournament, files, null, message, Sentence.NONE);
        }

        public static Land created(CompetitionState created, String message) {
            return new Land(null, Map.of(), created, message, Sentence.NONE);
        }

        /** A competition to create, its answer said by code (decision 0049). */
        public static Land created(CompetitionState created, Sentence said) {
            return new Land(null, Map.of(), created, said.english(), said);
        }
    }

    static Refuse refuse(String rule, String sentence) {
        return new Refuse(rule, sentence);
    }
}
