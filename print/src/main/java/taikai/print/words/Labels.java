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
import taikai.words.Language;
import taikai.words.Terms;
import taikai.words.Words;

/**
 * The words printed for matches and slots, as the screens say them: a pool bout by its place in the
 * playing order counted from one (spec section 3: Pool A-0 is the first bout played), a knockout
 * match by its number, and a slot not filled yet in words ("Winner of match 5", "Pool A 1st"),
 * never by an internal id.
 */
public final class Labels {
    private static final Pattern WINNER_OF = Pattern.compile("Winner of r(\\d+)-m(\\d+)");
    private static final Pattern POOL_PLACE = Pattern.compile("(.+)-(\\d+)(st|nd|rd|th)");
    /** A Swiss round's bouts are the pool Swiss-R<n> in the files (file-formats); a person reads "Round n". */
    private static final Pattern SWISS_ROUND = Pattern.compile("Swiss-R(\\d+)");

    /** The printouts' bundle (decision 0042): {@code taikai/print/words.properties} and its translations. */
    public static final String BUNDLE = "taikai.print.words";

    private Labels() {
    }

    private static Words english() {
        return Words.of(BUNDLE, Language.ENGLISH);
    }

    /** "1", "2" ... for a pool bout; "Tie-break 1", "Daihyosen 1" for the bouts that split a tie. */
    public static String boutNumber(MatchResult match) {
        return boutNumber(english(), match);
    }

    /** {@link #boutNumber(MatchResult)} in the language of {@code words}. */
    public static String boutNumber(Words words, MatchResult match) {
        String index = match.index();
        if (index.matches("\\d{1,9}")) {
            return String.valueOf(Integer.parseInt(index) + 1);
        }
        if (index.startsWith("TB-")) {
            return words.say("bout.tiebreak", index.substring(3));
        }
        if (index.startsWith("DH-")) {
            return words.say("bout.daihyosen", Terms.in(words.language()).say("daihyosen"), index.substring(3));
        }
        return index;
    }

    /** "Pool A, match 3", "Match 12", "Match 15, third place": the label every surface shows. */
    public static String heading(CompetitionState state, MatchResult match) {
        return heading(english(), state, match);
    }

    /** {@link #heading(CompetitionState, MatchResult)} in the language of {@code words}. */
    public static String heading(Words words, CompetitionState state, MatchResult match) {
        if (!match.pool().isEmpty()) {
            String number = boutNumber(words, match);
            String group = pool(words, match.pool());
            return number.matches("\\d+") ? words.say("heading.pool.match", group, number)
                    : words.say("heading.pool.other", group, number);
        }
        Optional<BracketMatch> node = state.bracket().find(match.id());
        String label = node.filter(n -> n.matchNumber() > 0).map(n -> words.say("match.number", n.matchNumber()))
                .orElseGet(() -> node.map(n -> roundOf(words, state.bracket(), n)).orElse(words.say("match")));
        return "m-bronze".equals(match.id()) ? words.say("heading.third.place", label) : label;
    }

    /** A pool as a person reads it: its name, or "Round 2" for the bouts of a Swiss round. */
    public static String pool(Words words, String pool) {
        Matcher swiss = SWISS_ROUND.matcher(pool);
        return swiss.matches() ? words.say("swiss.round", swiss.group(1)) : pool;
    }

    /** A knockout box's label: "Match 5", "Match 7, third place", or "Bye" when the draw gave it one side only. */
    public static String box(Words words, BracketMatch node) {
        if (node.matchNumber() <= 0) {
            return words.say("bye");
        }
        String number = words.say("match.number", node.matchNumber());
        return "m-bronze".equals(node.id()) ? words.say("heading.third.place", number) : number;
    }

    private static String roundOf(Words words, Bracket bracket, BracketMatch node) {
        List<List<BracketMatch>> rounds = bracket.rounds();
        for (int r = 0; r < rounds.size(); r++) {
            int i = rounds.get(r).indexOf(node);
            if (i >= 0) {
                return words.say("heading.round.match", round(words, rounds.size() - r), i + 1);
            }
        }
        return words.say("match.third.place");
    }

    /** A knockout round by its distance from the final: 1 the final, 2 the semi-finals. */
    public static String round(int fromFinal) {
        return round(english(), fromFinal);
    }

    /** {@link #round(int)} in the language of {@code words}. */
    public static String round(Words words, int fromFinal) {
        return switch (fromFinal) {
            case 1 -> words.say("round.final");
            case 2 -> words.say("round.semi");
            case 3 -> words.say("round.quarter");
            default -> fromFinal < 1 ? words.say("round") : words.say("round.of", 1 << Math.min(fromFinal, 30));
        };
    }

    /** What fills a slot not known yet, in words: "Winner of match 5", "Pool A 1st". */
    public static String placeholder(Bracket bracket, String placeholder) {
        return placeholder(english(), bracket, placeholder);
    }

    /** {@link #placeholder(Bracket, String)} in the language of {@code words}. */
    public static String placeholder(Words words, Bracket bracket, String placeholder) {
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
                    return words.say("winner.of.match", feeder.matchNumber());
                }
            }
            return words.say("winner.of.round.match", inSentence(words, round(words, fromFinal)), index + 1);
        }
        Matcher place = POOL_PLACE.matcher(placeholder);
        if (place.matches()) {
            return words.say("pool.place", place.group(1), Integer.parseInt(place.group(2)));
        }
        return placeholder;
    }

    /**
     * A heading's words inside a sentence ("semi-finals", "pool sheets"): lower-cased where the
     * language writes them so, as they are where it does not (German nouns, Japanese), as the
     * bundle's {@code lowercase.in.sentence} says.
     */
    public static String inSentence(Words words, String round) {
        return "yes".equals(words.say("lowercase.in.sentence")) ? round.toLowerCase(words.language().locale()) : round;
    }

    /** A side's name, or the words of the slot it waits for, or {@code none} when neither is known. */
    public static String side(Bracket bracket, Side side, String placeholder, String none) {
        return side(english(), bracket, side, placeholder, none);
    }

    /** {@link #side(Bracket, Side, String, String)} in the language of {@code words}. */
    public static String side(Words words, Bracket bracket, Side side, String placeholder, String none) {
        if (!side.name().isEmpty()) {
            return taikai.model.draw.Placeholders.isPlaceholder(side.name()) ? placeholder(words, bracket, side.name()) : side.name();
        }
        String said = placeholder(words, bracket, placeholder);
        return said.isEmpty() ? none : said;
    }

    /** The marks as the paper sheet writes them: "M K", "Ht". */
    public static String marks(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining(" "));
    }

    /** The marks as a score sheet in the language of {@code words} writes them: "M K" in Latin script, "メ コ" in Japanese. */
    public static String marks(Words words, List<Mark> marks) {
        Words terms = Terms.in(words.language());
        return marks.stream().map(mark -> {
            String letter = "letter." + mark.name().toLowerCase(java.util.Locale.ROOT);
            String own = "mark." + mark.name().toLowerCase(java.util.Locale.ROOT);
            return mark != Mark.HANSOKU && terms.has(letter) ? terms.say(letter) : words.has(own) ? words.say(own) : mark.symbol();
        }).collect(Collectors.joining(" "));
    }

    /** One ▲ per foul. */
    public static String fouls(int hansoku) {
        return "\u25b2".repeat(Math.max(0, Math.min(hansoku, 9)));
    }

    /** A decision in words for a result column; empty when the bout was simply fought. */
    public static String decision(taikai.model.match.Decision decision) {
        return decision(english(), decision);
    }

    /** {@link #decision(taikai.model.match.Decision)} in the language of {@code words}; the sport's terms from {@link Terms}. */
    public static String decision(Words words, taikai.model.match.Decision decision) {
        Words terms = Terms.in(words.language());
        return switch (decision) {
            case NONE, FOUGHT -> "";
            case HIKIWAKE -> terms.say("hikiwake");
            case KIKEN, KIKEN_VOLUNTARY -> terms.say("kiken");
            case KIKEN_INJURY -> words.say("decision.kiken.injury", terms.say("kiken"));
            case FUSENPAI -> terms.say("fusenpai");
            case FUSENSHO -> terms.say("fusensho");
            case DAIHYOSEN -> terms.say("daihyosen");
            case KACHINUKI_EXHAUSTION -> words.say("decision.exhausted");
            case IPPON_SHOBU -> words.say("decision.ippon.shobu", terms.say("ippon"));
        };
    }

    /** The competition's name, or its id when it has none. */
    public static String competition(CompetitionState state) {
        return state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
    }
}
