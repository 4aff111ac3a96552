package taikai.app.road.match;

import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.model.team.Seating;

/**
 * An entry on a match as stored now, with the bout it names seated first when it was not written
 * yet (decision 0014): the first write to a bout carries its two fighters, names and member ids, from
 * the line-ups in force when it is made, in the same write and the same field group as the score. A
 * bout already stored keeps its fighters.
 */
public final class BoutEntries {
    private BoutEntries() {
    }

    /**
     * The write for {@code entry} on {@code stored} in {@code state}, or the scoring rule that refused it.
     *
     * @param madeAt when the operator made the entry, server milliseconds
     * @param origin which way it comes, as a person reads it: {@code desktop}, {@code court A}
     */
    public static Checked<MatchEntry> entry(String competitionId, CompetitionState state, MatchResult stored,
            Target target, Entry entry, long madeAt, String origin) {
        MatchResult shown = target.isBout() ? Seating.seat(state, stored, target.boutPosition()) : stored;
        return EntryWrites.entry(competitionId, state.competition(), shown, target, entry, madeAt, origin);
    }
}
