package taikai.print.words;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * The words printed for matches and slots, as the screens say them: a pool bout by its place in the
 * playing order counted from one (spec section 3: Pool A-0 is the first bout played), a knockout
 * match by its number, and a slot not filled yet in words ("Winner of match 5", "Pool A 1st"),
 * never by an internal id.
 */
public final class Labels {
    private static final Pattern WINNER_OF = Pattern.compile("Winner of r(\\d+)-m(\\d+)");
    private static final Pattern POOL_PLACE = Pattern.compile("(.+)-(\\d+(st|nd|rd|th))");

    private Labels() {
    }

    /** "1", "2" ... for a pool bout; "Tie-break 1", "Daihyosen 1" for the bouts that split a tie. */
    public static String boutNumber(MatchResult match) {
        String index = match.index();
        if (index.matches("\\d{1,9}")) {
            return String.valueOf(Integer.parseInt(index) + 1);
        }
        if (index.startsWith("TB-")) {
            return "Tie-break " + index.substring(3);
        }
        if (index.startsWith("DH-")) {
            return "Daihyosen " + index.substring(3);
        }
        return index;
    }

    /** "Pool A, match 3", "Match 12", "Match 15, third place": the label every surface shows. */
    public static String heading(CompetitionState state, MatchResult match) {
        if (!match.pool().isEmpty()) {
            String number = boutNumber(match);
            return number.matches("\\d+") ? match.pool() + ", match " + number : match.pool() + ", " + number;
        }
        Optional<BracketMatch> node = state.bracket().find(match.id());
        String label = node.filter(n -> n.matchNumber() > 0).map(n -> "Match " + n.matchNumber())
                .orElseGet(() -> node.map(n -> roundOf(state.bracket(), n)).orElse("Match"));
        return "m-bronze".equals(match.id()) ? label + ", third place" : label;
    }

    private static String roundOf(Bracket bracket, BracketMatch node) {
        List<List<BracketMatch>> rounds = bracket.rounds();
        for (int r = 0; r < rounds.size(); r++) {
            int i = rounds.get(r).indexOf(node);
            if (i >= 0) {
                return round(rounds.size() - r) + ", match " + (i + 1);
            }
        }
        return "Third place match";
    }

    /** A knockout round by its distance from the final: 1 the final, 2 the semi-finals. */
    public static String round(int fromFinal) {
        return switch (fromFinal) {
            case 1 -> "Final";
            case 2 -> "Semi-finals";
            case 3 -> "Quarter-finals";
            default -> fromFinal < 1 ? "Round" : "Round of " + (1 << Math.min(fromFinal, 30));
        };
    }

    /** What fills a slot not known yet, in words: "Winner of match 5", "Pool A 1st". */
    public static String placeholder(Bracket bracket, String placeholder) {
        if (placeholder == null || placeholder.isEmpty()) {
            return "";
        }
        Matcher winner = WINNER_OF.matcher(placeholder);
        if (winner.matches()) {
            int fromFinal = Integer.parseInt(winner.group(1));
            int index = Integer.parseInt(winner.group(2));
            int r = bracket.rounds().size() - fromFinal;
            if (r >= 0 && r < bracket.rounds().size() && index < bracket.rounds().get(r).size()) {
                BracketMatch feeder = bracket.rounds().get(r).get(index);
                if (feeder.matchNumber() > 0) {
                    return "Winner of match " + feeder.matchNumber();
                }
            }
            return "Winner of " + round(fromFinal).toLowerCase(java.util.Locale.ROOT) + " match " + (index + 1);
        }
        Matcher place = POOL_PLACE.matcher(placeholder);
        if (place.matches()) {
            return place.group(1) + " " + place.group(2);
        }
        return placeholder;
    }

    /** A side's name, or the words of the slot it waits for, or {@code none} when neither is known. */
    public static String side(Bracket bracket, Side side, String placeholder, String none) {
        if (!side.name().isEmpty()) {
            return taikai.model.draw.Placeholders.isPlaceholder(side.name()) ? placeholder(bracket, side.name()) : side.name();
        }
        String words = placeholder(bracket, placeholder);
        return words.isEmpty() ? none : words;
    }

    /** The marks as the paper sheet writes them: "M K", "Ht". */
    public static String marks(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining(" "));
    }

    /** One ▲ per foul. */
    public static String fouls(int hansoku) {
        return "\u25b2".repeat(Math.max(0, Math.min(hansoku, 9)));
    }

    /** A decision in words for a result column; empty when the bout was simply fought. */
    public static String decision(taikai.model.match.Decision decision) {
        return switch (decision) {
            case NONE, FOUGHT -> "";
            case HIKIWAKE -> "hikiwake";
            case KIKEN, KIKEN_VOLUNTARY -> "kiken";
            case KIKEN_INJURY -> "kiken (injury)";
            case FUSENPAI -> "fusenpai";
            case FUSENSHO -> "fusensho";
            case DAIHYOSEN -> "daihyosen";
            case KACHINUKI_EXHAUSTION -> "team exhausted";
            case IPPON_SHOBU -> "ippon shobu";
        };
    }

    /** The competition's name, or its id when it has none. */
    public static String competition(CompetitionState state) {
        return state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
    }
}
