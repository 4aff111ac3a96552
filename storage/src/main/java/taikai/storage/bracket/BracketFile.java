package taikai.storage.bracket;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.storage.problem.FileFormatException;
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
            throw structure(document, "", "The top level is not a JSON object with rounds");
        }
        Fields top = new Fields(document, "", root, problems);
        List<List<BracketMatch>> rounds = new ArrayList<>();
        JsonNode roundsNode = top.node("rounds");
        if (roundsNode != null && !roundsNode.isArray()) {
            throw structure(document, "/rounds", "rounds is not a list of rounds");
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
            throw structure(document, pointer, "This round is not a list of matches");
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
            throw structure(document, pointer, "This match is not a JSON object");
        }
        return BracketMatchReader.read(new Fields(document, pointer, node, problems));
    }

    private static FileFormatException structure(JsonDocument document, String pointer, String what) {
        return new FileFormatException(document.file(), document.line(pointer), document.column(pointer), what
                + ", so the file cannot be read as a bracket; repair it at this line and column, then reload.");
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
}
