package taikai.app.hall.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.app.hall.client.EntryDraft;
import taikai.app.hall.api.HallApi;
import taikai.model.match.Mark;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.app.hall.api.MatchWriteJson;

/** Entries as a court builds them, through {@link MatchWriteJson}, and the bodies that carry them. */
final class Entries {
    static final ObjectMapper JSON = new ObjectMapper();
    /** Scorelines a kendo match can hold (nobody past two points, never both at two), cycled through. */
    static final List<List<List<Mark>>> SCORELINES = List.of(
            List.of(List.of(), List.of()),
            List.of(List.of(Mark.MEN), List.of()),
            List.of(List.of(Mark.MEN), List.of(Mark.KOTE)),
            List.of(List.of(Mark.MEN, Mark.DO), List.of(Mark.KOTE)),
            List.of(List.of(), List.of(Mark.TSUKI)));

    private Entries() {
    }

    /** The entry JSON of a score write setting both sides' points. */
    static String score(List<Mark> a, List<Mark> b) {
        Map<FieldGroup, GroupValue> values = new TreeMap<>();
        values.put(FieldGroup.SCORELINE, new GroupValue.Scoreline(a, 0, b, 0));
        MatchWrite write = new MatchWrite(MatchWrite.Kind.SCORE, new TreeMap<>(values), new TreeSet<>(values.keySet()),
                null, "", 0, "");
        return MatchWriteJson.write(write).toString();
    }

    /** The n-th of {@link #SCORELINES}. */
    static String score(int n) {
        List<List<Mark>> line = SCORELINES.get(Math.floorMod(n, SCORELINES.size()));
        return score(line.get(0), line.get(1));
    }

    static String body(String key, Long madeAt, String session, long revision, String entry) throws Exception {
        ObjectNode body = JSON.createObjectNode();
        body.put(HallApi.KEY_FIELD, key);
        if (madeAt != null) {
            body.put(HallApi.MADE_AT_FIELD, madeAt);
        }
        body.put(HallApi.SESSION_FIELD, session);
        body.put(HallApi.REVISION_FIELD, revision);
        body.set(HallApi.ENTRY_FIELD, JSON.readTree(entry));
        return body.toString();
    }

    static EntryDraft draft(String matchId, String session, long revision, int n) {
        return new EntryDraft(HallFixture.COMPETITION, matchId, session, revision, "entry " + n + " for " + matchId, score(n));
    }

    static String path(String matchId) {
        return HallApi.entriesPath(HallFixture.COMPETITION, matchId);
    }
}
