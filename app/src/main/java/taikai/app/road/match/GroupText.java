package taikai.app.road.match;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import taikai.model.match.Mark;
import taikai.model.merge.GroupValue;

/**
 * A held group's values as the history keeps them: field to text, written the way the files write
 * the same fields (points joined with {@code |}), so a person reading the history recognises them.
 */
final class GroupText {
    private GroupText() {
    }

    static Map<String, String> of(GroupValue value) {
        Map<String, String> out = new LinkedHashMap<>();
        if (value instanceof GroupValue.Scoreline s) {
            out.put("ipponsA", marks(s.pointsA()));
            out.put("hansokuA", Integer.toString(s.hansokuA()));
            out.put("ipponsB", marks(s.pointsB()));
            out.put("hansokuB", Integer.toString(s.hansokuB()));
        } else if (value instanceof GroupValue.Verdict v) {
            out.put("status", v.status().code());
            out.put("winner", v.winner());
            out.put("winnerId", v.winnerId());
            out.put("decision", v.decision().code());
            out.put("hantei", v.hantei().name());
            putIfSet(out, "decisionBy", v.decisionBy());
            putIfSet(out, "decisionReason", v.decisionReason());
            putIfSet(out, "correctionReason", v.correctionReason());
        } else if (value instanceof GroupValue.Overtime o) {
            out.put("encho", Integer.toString(o.periods()));
        } else if (value instanceof GroupValue.Flags f) {
            out.put("flagsA", Integer.toString(f.a()));
            out.put("flagsB", Integer.toString(f.b()));
        } else if (value instanceof GroupValue.Representatives r) {
            out.put("repPlayerA", r.playerA());
            out.put("repPlayerB", r.playerB());
        } else if (value instanceof GroupValue.Pick p) {
            out.put("memberId", p.memberId());
        } else if (value instanceof GroupValue.Bout b) {
            out.put("position", Integer.toString(b.bout().position()));
            out.put("sideA", b.bout().sideA());
            out.put("sideB", b.bout().sideB());
            out.put("ipponsA", marks(b.bout().ipponsA()));
            out.put("ipponsB", marks(b.bout().ipponsB()));
            out.put("hansokuA", Integer.toString(b.bout().hansokuA()));
            out.put("hansokuB", Integer.toString(b.bout().hansokuB()));
            out.put("decision", b.bout().decision().code());
        }
        return out;
    }

    private static String marks(java.util.List<Mark> marks) {
        return marks.stream().map(Mark::symbol).collect(Collectors.joining("|"));
    }

    private static void putIfSet(Map<String, String> out, String key, String value) {
        if (!value.isEmpty()) {
            out.put(key, value);
        }
    }
}
