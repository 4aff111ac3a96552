package taikai.storage.bracket;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.storage.results.GroupStampsJson;
import taikai.storage.results.Points;
import taikai.storage.results.SubResultsJson;

/**
 * One bracket match as a JSON object, keys in file-formats "bracket.json" order: the first ten
 * always, then the documented optional keys when not empty, then Taikai's additions when not
 * empty. {@code queuePosition} is derived and {@code decidedByHantei} legacy, so neither is written.
 */
final class BracketMatchWriter {
    private BracketMatchWriter() {
    }

    static ObjectNode toNode(BracketMatch match) {
        MatchResult r = match.result();
        Side a = r.sideA();
        Side b = r.sideB();
        ObjectNode o = JsonDocument.MAPPER.createObjectNode();
        o.put("id", r.id());
        o.put("sideA", a.name());
        o.put("sideB", b.name());
        o.put("winner", r.verdict().winner());
        o.put("status", r.status().code());
        o.put("court", r.court());
        o.put("scheduledAt", r.scheduledAt());
        // Legacy and read only in the model, but written from the point arrays the way the other
        // implementation once rendered them, so an older reader still shows the score.
        o.put("scoreA", Points.legacyScore(a.ippons(), a.hansoku()));
        o.put("scoreB", Points.legacyScore(b.ippons(), b.hansoku()));
        o.put("isOverridden", match.overridden());
        putCount(o, "matchNumber", match.matchNumber());
        putText(o, "decision", r.verdict().decision() == Decision.NONE ? "" : r.verdict().decision().code());
        putText(o, "decisionBy", r.verdict().decisionBy());
        putText(o, "decisionReason", r.verdict().decisionReason());
        if (r.enchoPeriods() > 0) {
            o.putObject("encho").put("periodCount", r.enchoPeriods());
        }
        putSubResults(o, r);
        putText(o, "resultSource", r.provenance().resultSource() == ResultSource.NONE ? "" : r.provenance().resultSource().code());
        putText(o, "correctionReason", r.provenance().correctionReason());
        putCount(o, "flagsA", a.flags());
        putCount(o, "flagsB", b.flags());
        putTrue(o, "reopenPending", r.provenance().reopenPending());
        putCount(o, "displayRound", match.displayRound());
        putTrue(o, "hidden", match.hidden());
        putTexts(o, "feeders", match.feeders());
        if (r.provenance().modifiedAt() != 0) {
            o.put("modifiedAt", r.provenance().modifiedAt());
        }
        putText(o, "placeholderA", match.placeholderA());
        putText(o, "placeholderB", match.placeholderB());
        putText(o, "placeholderWinner", match.placeholderWinner());
        putAdditions(o, r);
        return o;
    }

    // Taikai's keys, appended after every documented one; names as the other implementation's newer
    // fields spell them where it has them (ipponsA, sideAId, groupStamps, ...).
    private static void putAdditions(ObjectNode o, MatchResult r) {
        Side a = r.sideA();
        Side b = r.sideB();
        putMarks(o, "ipponsA", a.ippons());
        putMarks(o, "ipponsB", b.ippons());
        putCount(o, "hansokuA", a.hansoku());
        putCount(o, "hansokuB", b.hansoku());
        putText(o, "sideAId", a.participantId());
        putText(o, "sideBId", b.participantId());
        putText(o, "winnerId", r.verdict().winnerId());
        if (r.round() != -1) {
            o.put("round", r.round());
        }
        if (!r.provenance().groupStamps().isEmpty()) {
            o.set("groupStamps", GroupStampsJson.toNode(r.provenance().groupStamps()));
        }
        putText(o, "repPlayerA", a.repPlayer());
        putText(o, "repPlayerB", b.repPlayer());
        putText(o, "repMemberIdA", a.repMemberId());
        putText(o, "repMemberIdB", b.repMemberId());
    }

    // An encounter that could not be read is written back as it was found, for as long as it stays empty.
    private static void putSubResults(ObjectNode o, MatchResult r) {
        if (!r.subBouts().isEmpty()) {
            o.set("subResults", SubResultsJson.toNode(r.subBouts()));
        } else if (!r.rawSubResults().isEmpty()) {
            o.set("subResults", rawNode(r.rawSubResults()));
        }
    }

    private static JsonNode rawNode(String raw) {
        JsonNode node;
        try {
            node = JsonDocument.MAPPER.readTree(raw);
        } catch (JsonProcessingException e) {
            node = null;
        }
        // Not JSON at all (such as a broken pool-matches cell): kept as a string.
        return node == null || node.isMissingNode() ? JsonDocument.MAPPER.getNodeFactory().textNode(raw) : node;
    }

    private static void putText(ObjectNode o, String key, String value) {
        if (!value.isEmpty()) {
            o.put(key, value);
        }
    }

    private static void putCount(ObjectNode o, String key, int value) {
        if (value != 0) {
            o.put(key, value);
        }
    }

    private static void putTrue(ObjectNode o, String key, boolean value) {
        if (value) {
            o.put(key, true);
        }
    }

    private static void putTexts(ObjectNode o, String key, List<String> values) {
        if (!values.isEmpty()) {
            ArrayNode array = o.putArray(key);
            values.forEach(array::add);
        }
    }

    private static void putMarks(ObjectNode o, String key, List<Mark> marks) {
        if (!marks.isEmpty()) {
            ArrayNode array = o.putArray(key);
            marks.forEach(mark -> array.add(mark.symbol()));
        }
    }
}
