package taikai.storage.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * A team encounter's bouts as JSON (file-formats "pool-matches.csv", SubResults): objects with
 * {@code position, sideA, sideB, ipponsA, ipponsB, hansokuA, hansokuB, winner, decision}, then
 * {@code encho: {periodCount}} when there was overtime, then Taikai's team member ids
 * {@code sideAMemberId, sideBMemberId, winnerMemberId} when set. Empty point lists are {@code null}.
 * The same shape is the {@code subResults} of a bracket match.
 */
public final class SubResultsJson {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    private SubResultsJson() {
    }

    /** Why an encounter could not be read; the caller keeps the value as found. */
    public static final class Unreadable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message);
        }
    }

    public static ArrayNode toNode(List<SubBout> bouts) {
        ArrayNode array = MAPPER.createArrayNode();
        for (SubBout bout : bouts) {
            ObjectNode o = array.addObject();
            o.put("position", bout.position());
            o.put("sideA", bout.sideA());
            o.put("sideB", bout.sideB());
            o.set("ipponsA", marks(bout.ipponsA()));
            o.set("ipponsB", marks(bout.ipponsB()));
            o.put("hansokuA", bout.hansokuA());
            o.put("hansokuB", bout.hansokuB());
            o.put("winner", bout.winner());
            o.put("decision", bout.decision().code());
            if (bout.enchoPeriods() > 0) {
                o.putObject("encho").put("periodCount", bout.enchoPeriods());
            }
            putIfSet(o, "sideAMemberId", bout.sideAMemberId());
            putIfSet(o, "sideBMemberId", bout.sideBMemberId());
            putIfSet(o, "winnerMemberId", bout.winnerMemberId());
        }
        return array;
    }

    private static JsonNode marks(List<Mark> marks) {
        if (marks.isEmpty()) {
            return MAPPER.nullNode();
        }
        ArrayNode array = MAPPER.createArrayNode();
        marks.forEach(mark -> array.add(mark.symbol()));
        return array;
    }

    private static void putIfSet(ObjectNode o, String key, String value) {
        if (!value.isEmpty()) {
            o.put(key, value);
        }
    }

    /**
     * Reads an encounter; {@code null} is none. A value whose shape is not the documented one is
     * {@link Unreadable}; a bad value inside a readable bout degrades through {@code degrade},
     * which is told the end of a sentence (the caller says first where it was found).
     */
    public static List<SubBout> fromNode(JsonNode node, Consumer<String> degrade) throws Unreadable {
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new Unreadable("it is not a JSON array of bouts");
        }
        List<SubBout> bouts = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            bouts.add(new BoutReader(node.get(i), i + 1, degrade).read());
        }
        return List.copyOf(bouts);
    }

    /** The SubResults cell: compact JSON, or the unreadable cell kept as found while the encounter is empty. */
    static String toCell(MatchResult match) {
        if (match.subBouts().isEmpty()) {
            return match.rawSubResults();
        }
        try {
            return MAPPER.writeValueAsString(toNode(match.subBouts()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Writing a JSON tree to a string failed", e);
        }
    }

    /**
     * Reads the SubResults cell into the match. A cell that does not parse, or not as bouts, loads as
     * an empty encounter with the cell kept byte for byte (spec "When a file is wrong").
     */
    static MatchResult fromCell(MatchResult match, Cell cell) {
        if (cell.text().isBlank()) {
            return match.withSubBouts(List.of()).withRawSubResults("");
        }
        Consumer<String> degrade = message -> cell.degrade("In the SubResults cell, " + message);
        try {
            List<SubBout> bouts = fromNode(MAPPER.readTree(cell.text()), degrade);
            return match.withSubBouts(bouts).withRawSubResults("");
        } catch (JsonProcessingException e) {
            return unreadable(match, cell, "it does not parse as JSON (found "
                    + taikai.storage.problem.ParserWords.of(e.getOriginalMessage()) + ")");
        } catch (Unreadable e) {
            return unreadable(match, cell, e.getMessage());
        }
    }

    private static MatchResult unreadable(MatchResult match, Cell cell, String why) {
        cell.degrade("The SubResults cell cannot be read as bouts: " + why + ". The encounter counts as empty,"
                + " and the cell is kept exactly as found until it is repaired or the bouts are entered again.");
        return match.withSubBouts(List.of()).withRawSubResults(cell.text());
    }
}
