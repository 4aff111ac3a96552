package taikai.storage.bracket;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * bracket.json (file-formats "bracket.json"): top-level {@code rounds} (first round to the final),
 * {@code preview}, {@code thirdPlaceMatch} (id {@code m-bronze}), {@code drawOrder} and
 * {@code timesSettled}, the last four only when set. Written with a 2-space indent, {@code "key": value},
 * LF line ends and a final LF, keys in a fixed order, so the same bracket always writes the same bytes.
 */
public final class BracketFile {
    private static final DefaultIndenter INDENT = new DefaultIndenter("  ", "\n");
    private static final ObjectWriter WRITER = JsonDocument.MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(INDENT)
            .withArrayIndenter(INDENT)
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator("")));

    private BracketFile() {
    }

    /**
     * Reads the file; {@code file} is its path from the tournament root, named in every problem.
     * JSON that does not parse, or a tree that is not rounds of match objects, fails the file: for a
     * knockout drawn without pools this file is the only record of the draw, so it must never be
     * rewritten from a partial reading (spec "When a file is wrong").
     */
    public static Bracket read(String file, String text, Problems problems) throws FileFormatException {
        JsonDocument document = JsonDocument.parse(file, text);
        JsonNode root = document.root();
        if (!root.isObject()) {
            throw structure(document, "", "The top level is not a JSON object with rounds",
                    found -> found.coded("bracket-top-level-not-an-object"));
        }
        Fields top = new Fields(document, "", root, problems);
        List<List<BracketMatch>> rounds = new ArrayList<>();
        JsonNode roundsNode = top.node("rounds");
        if (roundsNode != null && !roundsNode.isArray()) {
            throw structure(document, "/rounds", "rounds is not a list of rounds",
                    found -> found.coded("bracket-rounds-not-a-list"));
        }
        for (int k = 0; roundsNode != null && k < roundsNode.size(); k++) {
            rounds.add(round(document, "/rounds/" + k, roundsNode.get(k), problems));
        }
        JsonNode bronze = top.node("thirdPlaceMatch");
        BracketMatch thirdPlace = bronze == null ? null : match(document, "/thirdPlaceMatch", bronze, problems);
        return new Bracket(top.flag("preview"), rounds, thirdPlace, top.texts("drawOrder"), top.flag("timesSettled"));
    }

    private static List<BracketMatch> round(JsonDocument document, String pointer, JsonNode round, Problems problems)
            throws FileFormatException {
        if (!round.isArray()) {
            throw structure(document, pointer, "This round is not a list of matches",
                    found -> found.coded("bracket-round-not-a-list"));
        }
        List<BracketMatch> matches = new ArrayList<>();
        for (int i = 0; i < round.size(); i++) {
            matches.add(match(document, pointer + "/" + i, round.get(i), problems));
        }
        return matches;
    }

    private static BracketMatch match(JsonDocument document, String pointer, JsonNode node, Problems problems)
            throws FileFormatException {
        if (!node.isObject()) {
            throw structure(document, pointer, "This match is not a JSON object",
                    found -> found.coded("bracket-match-not-an-object"));
        }
        return BracketMatchReader.read(new Fields(document, pointer, node, problems));
    }

    /** The file fails as a bracket: "{what}, so the file cannot be read as a bracket; ...", coded by {@code coding}. */
    private static FileFormatException structure(JsonDocument document, String pointer, String what,
            java.util.function.UnaryOperator<Problem> coding) {
        return new FileFormatException(coding.apply(Problem.fatal(document.file(), document.line(pointer),
                document.column(pointer), what + ", so the file cannot be read as a bracket; repair it at this line"
                        + " and column, then reload.")));
    }

    /** The whole file. */
    public static String write(Bracket bracket) {
        ObjectNode root = JsonDocument.MAPPER.createObjectNode();
        ArrayNode rounds = root.putArray("rounds");
        for (List<BracketMatch> round : bracket.rounds()) {
            ArrayNode matches = rounds.addArray();
            round.forEach(match -> matches.add(BracketMatchWriter.toNode(match)));
        }
        if (bracket.preview()) {
            root.put("preview", true);
        }
        if (bracket.thirdPlaceMatch() != null) {
            root.set("thirdPlaceMatch", BracketMatchWriter.toNode(bracket.thirdPlaceMatch()));
        }
        if (!bracket.drawOrder().isEmpty()) {
            ArrayNode order = root.putArray("drawOrder");
            bracket.drawOrder().forEach(order::add);
        }
        if (bracket.timesSettled()) {
            root.put("timesSettled", true);
        }
        try {
            return WRITER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Writing a JSON tree to a string failed", e);
        }
    }

    /**
     * A match object kept as it was read (spec section 5, "A degraded cell is kept, not overwritten"):
     * the match it read as, and its text as it stands in the file, from its brace to its brace.
     */
    public record KeptMatch(BracketMatch asRead, String text) {
    }

    /**
     * The match objects of {@code text} (read as {@code asRead}) that hold a cell one of
     * {@code degraded} names, by match id.
     */
    public static Map<String, KeptMatch> keptMatches(String text, Bracket asRead, List<Problem> degraded) {
        Map<String, Span> spans = matchSpans(text);
        Map<String, KeptMatch> kept = new LinkedHashMap<>();
        for (Problem problem : degraded) {
            spans.forEach((pointer, span) -> {
                BracketMatch match = at(asRead, pointer);
                if (match != null && span.holds(problem.line(), problem.column())) {
                    kept.put(match.id(), new KeptMatch(match, text.substring(span.start(), span.end())));
                }
            });
        }
        return kept;
    }

    /**
     * The file as {@link #write(Bracket)} makes it, each match of {@code kept} that is still the
     * match it read as given back its object's text, until it is written anew.
     */
    public static String write(Bracket bracket, Map<String, KeptMatch> kept) {
        String text = write(bracket);
        if (kept.isEmpty()) {
            return text;
        }
        List<Map.Entry<String, Span>> spans = new ArrayList<>(matchSpans(text).entrySet());
        spans.sort((x, y) -> Integer.compare(y.getValue().start(), x.getValue().start()));
        StringBuilder out = new StringBuilder(text);
        for (Map.Entry<String, Span> span : spans) {
            BracketMatch match = at(bracket, span.getKey());
            KeptMatch keep = match == null ? null : kept.get(match.id());
            if (keep != null && keep.asRead().equals(match)) {
                out.replace(span.getValue().start(), span.getValue().end(), keep.text());
            }
        }
        return out.toString();
    }

    /** Where a match object stands in a text: its first and last character, by offset and by line and column. */
    private record Span(int start, int end, int line, int column, int endLine, int endColumn) {
        boolean holds(int atLine, int atColumn) {
            boolean afterStart = atLine > line || atLine == line && atColumn >= column;
            boolean beforeEnd = atLine < endLine || atLine == endLine && atColumn <= endColumn;
            return afterStart && beforeEnd;
        }
    }

    /** Each match object of a bracket text, by its JSON Pointer ({@code /rounds/k/i}, {@code /thirdPlaceMatch}). */
    private static Map<String, Span> matchSpans(String text) {
        Map<String, Span> spans = new LinkedHashMap<>();
        Deque<String> pointers = new ArrayDeque<>();
        Deque<JsonLocation> starts = new ArrayDeque<>();
        try (JsonParser parser = JsonDocument.MAPPER.getFactory().createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token.isStructStart()) {
                    pointers.push(parser.getParsingContext().pathAsPointer().toString());
                    starts.push(parser.currentTokenLocation());
                } else if (token.isStructEnd()) {
                    String pointer = pointers.pop();
                    JsonLocation start = starts.pop();
                    JsonLocation end = parser.currentTokenLocation();
                    if (token == JsonToken.END_OBJECT && isMatch(pointer)) {
                        spans.put(pointer, new Span((int) start.getCharOffset(), (int) end.getCharOffset() + 1,
                                start.getLineNr(), start.getColumnNr(), end.getLineNr(), end.getColumnNr()));
                    }
                }
            }
        } catch (IOException e) {
            return Map.of(); // a text that does not parse keeps nothing; the file itself then fails its read
        }
        return spans;
    }

    private static boolean isMatch(String pointer) {
        return pointer.equals("/thirdPlaceMatch") || pointer.matches("/rounds/\\d+/\\d+");
    }

    /** The match at a pointer {@link #matchSpans} names, or null when the bracket has none there. */
    private static BracketMatch at(Bracket bracket, String pointer) {
        if (pointer.equals("/thirdPlaceMatch")) {
            return bracket.thirdPlaceMatch();
        }
        String[] parts = pointer.split("/");
        int round = Integer.parseInt(parts[2]);
        int index = Integer.parseInt(parts[3]);
        return round < bracket.rounds().size() && index < bracket.rounds().get(round).size()
                ? bracket.rounds().get(round).get(index) : null;
    }
}
