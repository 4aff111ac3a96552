package taikai.model.competition;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;

/**
 * The one name a person reads for a match, on every surface: "Pool A, match 1" for a pool, league or
 * Swiss bout (spec section 3: Pool A-0 is the first bout played, and every surface names a bout by
 * its number), "Match 5" for a fought knockout match, "Match 7, third place" for the bronze match and
 * "Bye" for a box nobody fights, "Round 2, match 3" for a Swiss round's bout. Ids ("Pool A-0", "m-r1-1") stay in the files; a slot's placeholder
 * ("Winner of r3-m1") names the feeding match by the label its own box carries.
 */
public final class MatchLabels {
    private static final Pattern WINNER_OF = Pattern.compile("Winner of r(\\d+)-m(\\d+)");
    private static final Pattern POOL_PLACE = Pattern.compile("(Pool [A-Z]+)-(\\d+(st|nd|rd|th))");
    private static final String BRONZE = "m-bronze";
    /** A Swiss round's bouts are the pool Swiss-R<n> in the files (file-formats: the other implementation's layout). */
    private static final Pattern SWISS_ROUND = Pattern.compile("Swiss-R(\\d+)");

    private MatchLabels() {
    }

    /** The label of the match with this id in this competition; a pool-shaped id is named even when gone. */
    public static String of(CompetitionState state, String matchId) {
        for (MatchResult m : state.poolMatches()) {
            if (m.id().equals(matchId)) {
                return pool(m.pool(), m.index()).orElse("Match " + m.index());
            }
        }
        Optional<BracketMatch> node = state.bracket().find(matchId);
        if (node.isPresent()) {
            return of(node.get());
        }
        return ofGone(matchId).orElse("the match");
    }

    /** The label a pool-shaped id ("Pool Q-9") still carries when its competition no longer has it. */
    public static Optional<String> ofGone(String matchId) {
        int dash = matchId.lastIndexOf('-');
        return dash > 0 ? pool(matchId.substring(0, dash), matchId.substring(dash + 1)) : Optional.empty();
    }

    public static String of(CompetitionState state, MatchResult match) {
        if (!match.pool().isEmpty()) {
            return pool(match.pool(), match.index()).orElse("Match " + match.index());
        }
        return of(state, match.id());
    }

    /** A pool, league or Swiss bout's label ("Pool A, match 1") read off the bout alone; empty for a knockout match. */
    public static Optional<String> ofBout(MatchResult match) {
        return pool(match.pool(), match.index());
    }

    /** A knockout box's label: its number, or "Bye" when the draw gave it one side only. */
    public static String of(BracketMatch node) {
        if (node.matchNumber() <= 0) {
            return "Bye";
        }
        String number = "Match " + node.matchNumber();
        return BRONZE.equals(node.id()) ? number + ", third place" : number;
    }

    /**
     * What a slot shows until its competitor is known: "Winner of match 3" for a placeholder naming a
     * knockout match (file-formats "bracket.json": r counts rounds from the final, m is the position),
     * "Pool A, 1st" for a pool place, any other text as it is.
     */
    public static String slot(Bracket bracket, String placeholder) {
        String text = placeholder == null ? "" : placeholder;
        Matcher place = POOL_PLACE.matcher(text);
        if (place.matches()) {
            return place.group(1) + ", " + place.group(2);
        }
        Matcher m = WINNER_OF.matcher(text);
        if (!m.matches()) {
            return text;
        }
        List<List<BracketMatch>> rounds = bracket.rounds();
        int round = rounds.size() - Integer.parseInt(m.group(1));
        int position = Integer.parseInt(m.group(2));
        if (round < 0 || round >= rounds.size() || position >= rounds.get(round).size()) {
            return "Winner of an earlier match";
        }
        BracketMatch feeder = rounds.get(round).get(position);
        return feeder.matchNumber() > 0 ? "Winner of match " + feeder.matchNumber() : "Winner of the bye";
    }

    /** A label inside a sentence: "match 5", "the bye"; a pool bout keeps its pool's capital ("Pool A, match 1"). */
    public static String inSentence(String label) {
        if (label.startsWith("Match ")) {
            return "m" + label.substring(1);
        }
        return label.equals("Bye") ? "the bye" : label;
    }

    /** A side's name as a person reads it: the competitor's name, or the slot's text while nobody fills it. */
    public static String side(Bracket bracket, taikai.model.match.Side side) {
        return side.participantId().isEmpty() ? slot(bracket, side.name()) : side.name();
    }

    private static Optional<String> pool(String pool, String index) {
        if (pool.isEmpty() || !index.matches("\\d{1,9}")) {
            return Optional.empty();
        }
        Matcher swiss = SWISS_ROUND.matcher(pool);
        String group = swiss.matches() ? "Round " + swiss.group(1) : pool;
        return Optional.of(group + ", match " + (Integer.parseInt(index) + 1));
    }
}
