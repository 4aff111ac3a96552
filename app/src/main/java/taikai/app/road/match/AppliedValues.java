package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.history.GroupChange;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;

/**
 * An applied group's values as the match holds them once the write landed, kept in its history line
 * beside the held values (spec section 5, "Every write is kept in the match's history"; decision
 * 0032), so the history screen can say what each write did: the line before and this one give the
 * change.
 */
public final class AppliedValues {
    private AppliedValues() {
    }

    /** {@code groups} with each applied group's values as {@code matchId} holds them in {@code after}. */
    public static List<GroupChange> of(List<GroupChange> groups, CompetitionState after, String matchId) {
        Optional<MatchResult> match = MatchSlot.find(after, matchId).map(MatchSlot::match);
        return match.isEmpty() ? groups : of(groups, match.get());
    }

    public static List<GroupChange> of(List<GroupChange> groups, MatchResult after) {
        List<GroupChange> out = new ArrayList<>(groups.size());
        for (GroupChange change : groups) {
            Optional<FieldGroup> group = FieldGroup.fromKey(change.group());
            out.add("applied".equals(change.result()) && group.isPresent()
                    ? change.withAppliedValues(GroupText.of(group.get().valueIn(after))) : change);
        }
        return out;
    }
}
