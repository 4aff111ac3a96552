package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import taikai.app.road.Action;
import taikai.model.Copies;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Refusal;

/**
 * A write to one match from a scoring board, the desktop's score editor or a court table: points,
 * fouls, overtime, flags, a decision, a finish, a correction, a pick or a bout, carried as the field
 * groups it changes (spec section 5).
 */
public record MatchEntry(String competitionId, String matchId, MatchWrite write) implements Action {

    public MatchEntry {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
    }

    @Override
    public String target() {
        return matchId;
    }

    /** The history's word: score, finish, correct, pick, bout, or the decision of a withdrawal. */
    @Override
    public String name() {
        if (write == null) {
            return "score";
        }
        if (write.kind() == MatchWrite.Kind.WITHDRAWAL) {
            GroupValue verdict = write.changes().get(FieldGroup.VERDICT);
            if (verdict instanceof GroupValue.Verdict v) {
                return v.decision().code();
            }
        }
        return switch (write.kind()) {
            case CORRECTION -> "correct";
            case SERVER -> "server";
            default -> write.kind().name().toLowerCase(Locale.ROOT);
        };
    }

    @Override
    public Long madeAt() {
        return write == null ? null : write.madeAt();
    }

    @Override
    public List<Refusal> shapeProblems() {
        List<Refusal> problems = new ArrayList<>();
        if (competitionId.isEmpty()) {
            problems.add(new Refusal("shape-entry-competition", "The entry names no competition."));
        }
        if (matchId.isEmpty()) {
            problems.add(new Refusal("shape-entry-match", "The entry names no match."));
        }
        if (write == null) {
            problems.add(new Refusal("shape-entry-nothing", "The entry carries nothing to record."));
        } else if (write.changes().isEmpty()) {
            problems.add(new Refusal("shape-entry-no-change", "The entry changes no part of the match."));
        }
        return problems;
    }
}
