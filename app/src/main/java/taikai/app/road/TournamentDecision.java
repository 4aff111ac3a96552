package taikai.app.road;

import java.util.Map;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;

/** What a {@link TournamentHandler} decided: a refusal (nothing written) or the files to write. */
public sealed interface TournamentDecision {

    /** A rule said no, with the sentence the operator reads. */
    record Refuse(String rule, String sentence) implements TournamentDecision {
    }

    /**
     * tournament.md as it is to be written with the images it names ({@code files}: folder path to
     * bytes), or a competition to create; the other left null.
     */
    record Land(Tournament tournament, Map<String, byte[]> files, CompetitionState created, String message)
            implements TournamentDecision {
        public Land {
            files = Copies.ordered(files);
            message = Copies.text(message);
            if ((tournament == null) == (created == null)) {
                throw new IllegalArgumentException("A tournament change writes tournament.md or creates one competition.");
            }
        }

        public static Land tournament(Tournament tournament, Map<String, byte[]> files, String message) {
            return new Land(tournament, files, null, message);
        }

        public static Land created(CompetitionState created, String message) {
            return new Land(null, Map.of(), created, message);
        }
    }

    static Refuse refuse(String rule, String sentence) {
        return new Refuse(rule, sentence);
    }
}
