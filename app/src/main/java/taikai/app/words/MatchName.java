package taikai.app.words;

import java.util.Optional;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.print.words.Labels;
import taikai.words.Language;
import taikai.words.Words;

/**
 * A match named inside a sentence's arguments (decision 0051): the argument keeps the English label
 * {@link MatchLabels} gives, which the English sentence, the hall's message and the history use
 * exactly, and what the match is (a pool bout and its number, a knockout match and its number, the
 * bronze match, a bye), from which another language names it with the printouts' words (decision
 * 0047), as its sheets and screens do.
 *
 * <p>The argument is one text: its parts joined by the unit separator, a character no name holds.
 * Only {@link Said} reads it.
 */
public final class MatchName {
    private static final String MARK = "\u001F";
    private static final String POOL = "pool";
    private static final String KNOCKOUT = "knockout";
    private static final String BRONZE = "bronze";
    private static final String BYE = "bye";
    private static final String UNKNOWN = "unknown";

    private MatchName() {
    }

    /** The match as a sentence's first words name it: "Pool A, match 1", "Match 5", "Bye". */
    public static String of(CompetitionState state, String matchId) {
        return argument(MatchLabels.of(state, matchId), state, matchId);
    }

    /** The match inside a sentence: "match 5", "the bye", "Pool A, match 1". */
    public static String inSentence(CompetitionState state, String matchId) {
        return argument(MatchLabels.inSentence(MatchLabels.of(state, matchId)), state, matchId);
    }

    private static String argument(String english, CompetitionState state, String matchId) {
        for (MatchResult m : state.poolMatches()) {
            if (m.id().equals(matchId)) {
                return join(english, POOL, m.pool(), m.index());
            }
        }
        Optional<BracketMatch> node = state.bracket().find(matchId);
        if (node.isPresent()) {
            int number = node.get().matchNumber();
            String kind = number <= 0 ? BYE : "m-bronze".equals(matchId) ? BRONZE : KNOCKOUT;
            return join(english, kind, "", String.valueOf(number));
        }
        int dash = matchId.lastIndexOf('-');
        return dash > 0 && MatchLabels.ofGone(matchId).isPresent()
                ? join(english, POOL, matchId.substring(0, dash), matchId.substring(dash + 1))
                : join(english, UNKNOWN, "", "");
    }

    private static String join(String english, String kind, String group, String number) {
        return MARK + english + MARK + kind + MARK + group + MARK + number;
    }

    /** The match an argument names, in {@code language}; empty for an argument that names no match. */
    static Optional<String> said(Object argument, Language language) {
        if (!(argument instanceof String text) || !text.startsWith(MARK)) {
            return Optional.empty();
        }
        String[] parts = text.substring(1).split(MARK, -1);
        if (parts.length != 4) {
            return Optional.empty();
        }
        String english = parts[0];
        if (language == Language.ENGLISH) {
            return Optional.of(english);
        }
        Words words = Words.of(Labels.BUNDLE, language);
        String number = parts[3];
        return Optional.of(switch (parts[1]) {
            case POOL -> number.matches("\\d{1,9}")
                    ? words.say("heading.pool.match", Labels.pool(words, parts[2]), String.valueOf(Integer.parseInt(number) + 1))
                    : english;
            case KNOCKOUT -> words.say("match.number", Integer.parseInt(number));
            case BRONZE -> words.say("heading.third.place", words.say("match.number", Integer.parseInt(number)));
            case BYE -> words.say("bye");
            default -> words.say("match");
        });
    }
}
