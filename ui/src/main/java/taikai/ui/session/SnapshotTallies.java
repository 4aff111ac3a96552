package taikai.ui.session;

import java.util.Optional;
import java.util.function.Supplier;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Discipline;
import taikai.model.match.MatchResult;
import taikai.ui.match.TeamTallies;
import taikai.ui.match.TeamTally;

/**
 * A team encounter's figures from the one rule that derives them (spec section 3), with the
 * discipline of the competition the encounter belongs to, found in the folder as last read by its
 * id and its sides' participant ids (match ids repeat across competitions; participant ids do not).
 */
public final class SnapshotTallies implements TeamTallies {
    private final Supplier<Snapshot> snapshot;

    public SnapshotTallies(Supplier<Snapshot> snapshot) {
        this.snapshot = snapshot;
    }

    @Override
    public Optional<TeamTally> of(MatchResult encounter) {
        Snapshot read = snapshot.get();
        if (read == null) {
            return Optional.empty();
        }
        for (CompetitionState state : read.states()) {
            if (!state.competition().isTeam()) {
                continue;
            }
            Optional<MatchResult> stored = state.findMatch(encounter.id())
                    .filter(m -> m.sideA().participantId().equals(encounter.sideA().participantId())
                            && m.sideB().participantId().equals(encounter.sideB().participantId()));
            if (stored.isPresent()) {
                taikai.model.team.TeamTally t = taikai.model.team.TeamTally.of(Discipline.of(state.competition()),
                        encounter.subBouts(), encounter.isCompleted());
                return Optional.of(new TeamTally(t.victoriesA(), t.victoriesB(), t.pointsA(), t.pointsB()));
            }
        }
        return Optional.empty();
    }
}
