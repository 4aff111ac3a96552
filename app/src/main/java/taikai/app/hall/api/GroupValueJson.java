package taikai.app.hall.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.SubBout;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;

/**
 * One field group's values as the hall network carries them (docs/api.md, "The entry"). Field names
 * are the ones a match's history uses for the same values (ipponsA, hansokuA, ...), marks are the
 * symbols the files write (M, K, D, T, S, H, ...), and codes are the words the files write
 * (completed, kiken, self-reported, ...).
 */
public final class GroupValueJson {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MARKS = Arrays.stream(Mark.values()).map(Mark::symbol).collect(Collectors.joining(", "));

    private GroupValueJson() {
    }

    public static GroupValue read(FieldGroup group, Fields f) {
        return switch (group.kind()) {
            case SCORELINE -> new GroupValue.Scoreline(marks(f.allow(Set.of("ipponsA", "hansokuA", "ipponsB", "hansokuB")),
                    "ipponsA"), f.matchCount("hansokuA", 0), marks(f, "ipponsB"), f.matchCount("hansokuB", 0));
            case VERDICT -> verdict(f.allow(Set.of("status", "winner", "winnerId", "decision", "decisionBy",
                    "decisionReason", "resultSource", "correctionReason", "reopenPending", "hantei")));
            case OVERTIME -> new GroupValue.Overtime(f.allow(Set.of("encho")).matchCount("encho", 0));
            case FLAGS -> new GroupValue.Flags(f.allow(Set.of("flagsA", "flagsB")).matchCount("flagsA", 0), f.matchCount("flagsB", 0));
            case REPRESENTATIVES -> new GroupValue.Representatives(f.allow(Set.of("repPlayerA", "repPlayerB"))
                    .text("repPlayerA"), f.text("repPlayerB"));
            case PICK_A, PICK_B -> new GroupValue.Pick(f.allow(Set.of("memberId")).text("memberId"));
            case BOUT -> bout(group.position(), f.allow(Set.of("sideA", "sideB", "sideAMemberId", "sideBMemberId",
                    "ipponsA", "ipponsB", "hansokuA", "hansokuB", "winner", "winnerMemberId", "decision", "encho")));
        };
    }

    public static ObjectNode write(GroupValue value) {
        ObjectNode o = JSON.createObjectNode();
        if (value instanceof GroupValue.Scoreline s) {
            putMarks(o, "ipponsA", s.pointsA());
            o.put("hansokuA", s.hansokuA());
            putMarks(o, "ipponsB", s.pointsB());
            o.put("hansokuB", s.hansokuB());
        } else if (value instanceof GroupValue.Verdict v) {
            o.put("status", v.status().code()).put("winner", v.winner()).put("winnerId", v.winnerId())
                    .put("decision", v.decision().code()).put("decisionBy", v.decisionBy())
                    .put("decisionReason", v.decisionReason()).put("resultSource", v.resultSource().code())
                    .put("correctionReason", v.correctionReason()).put("reopenPending", v.reopenPending())
                    .put("hantei", v.hantei() == GroupValue.Hantei.NONE ? "none" : v.hantei().name());
        } else if (value instanceof GroupValue.Overtime t) {
            o.put("encho", t.periods());
        } else if (value instanceof GroupValue.Flags fl) {
            o.put("flagsA", fl.a()).put("flagsB", fl.b());
        } else if (value instanceof GroupValue.Representatives r) {
            o.put("repPlayerA", r.playerA()).put("repPlayerB", r.playerB());
        } else if (value instanceof GroupValue.Pick p) {
            o.put("memberId", p.memberId());
        } else if (value instanceof GroupValue.Bout b) {
            SubBout bout = b.bout();
            o.put("sideA", bout.sideA()).put("sideB", bout.sideB()).put("sideAMemberId", bout.sideAMemberId())
                    .put("sideBMemberId", bout.sideBMemberId());
            putMarks(o, "ipponsA", bout.ipponsA());
            putMarks(o, "ipponsB", bout.ipponsB());
            o.put("hansokuA", bout.hansokuA()).put("hansokuB", bout.hansokuB()).put("winner", bout.winner())
                    .put("winnerMemberId", bout.winnerMemberId()).put("decision", bout.decision().code())
                    .put("encho", bout.enchoPeriods());
        }
        return o;
    }

    private static GroupValue.Verdict verdict(Fields f) {
        String status = f.requiredText("status");
        if (!MatchStatus.isKnown(status)) {
            throw ApiError.badRequest(f.where("status") + " must be scheduled, running or completed; it was \"" + status + "\".");
        }
        String source = f.text("resultSource");
        if (!source.isEmpty() && !ResultSource.isKnown(source)) {
            throw ApiError.badRequest(f.where("resultSource") + " must be empty, admin or self-reported; it was \"" + source + "\".");
        }
        return new GroupValue.Verdict(MatchStatus.fromCode(status), f.text("winner"), f.text("winnerId"),
                decision(f, "decision"), f.text("decisionBy"), f.text("decisionReason"), ResultSource.fromCode(source),
                f.text("correctionReason"), f.bool("reopenPending", false), hantei(f));
    }

    private static GroupValue.Bout bout(int position, Fields f) {
        SubBout bout = new SubBout(position, f.text("sideA"), f.text("sideB"), f.text("sideAMemberId"),
                f.text("sideBMemberId"), marks(f, "ipponsA"), marks(f, "ipponsB"), f.matchCount("hansokuA", 0),
                f.matchCount("hansokuB", 0), f.text("winner"), f.text("winnerMemberId"), decision(f, "decision"),
                f.matchCount("encho", 0), null);
        return new GroupValue.Bout(bout);
    }

    private static GroupValue.Hantei hantei(Fields f) {
        String text = f.text("hantei").trim().toUpperCase(Locale.ROOT);
        return switch (text) {
            case "", "NONE" -> GroupValue.Hantei.NONE;
            case "A" -> GroupValue.Hantei.A;
            case "B" -> GroupValue.Hantei.B;
            default -> throw ApiError.badRequest(f.where("hantei") + " must be none, A or B; it was \"" + f.text("hantei") + "\".");
        };
    }

    private static Decision decision(Fields f, String name) {
        String code = f.text(name);
        if (!code.isEmpty() && !Decision.isKnown(code)) {
            throw ApiError.badRequest(f.where(name) + " must be empty or one of "
                    + Arrays.stream(Decision.values()).map(Decision::code).filter(c -> !c.isEmpty())
                            .collect(Collectors.joining(", ")) + "; it was \"" + code + "\".");
        }
        return Decision.fromCode(code);
    }

    private static List<Mark> marks(Fields f, String name) {
        List<Mark> marks = new ArrayList<>();
        for (String symbol : f.texts(name)) {
            Optional<Mark> mark = Mark.fromSymbol(symbol);
            if (mark.isEmpty() || !mark.get().symbol().equals(symbol)) {
                throw ApiError.badRequest(f.where(name) + " holds \"" + symbol + "\", which is not a mark; the marks are "
                        + MARKS + ".");
            }
            marks.add(mark.get());
        }
        return marks;
    }

    private static void putMarks(ObjectNode o, String name, List<Mark> marks) {
        ArrayNode array = o.putArray(name);
        marks.forEach(mark -> array.add(mark.symbol()));
    }
}
