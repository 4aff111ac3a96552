package taikai.print;

import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.print.pools.PoolSheets;

/** Which printer makes which kind. */
final class Kinds {
    private Kinds() {
    }

    static void print(Job job, What what, List<CompetitionState> states, boolean one) {
        switch (what) {
            case POOLS -> {
                for (CompetitionState state : states) {
                    if (one || PoolSheets.hasPools(state) || !state.competition().format().equals(taikai.model.competition.Format.KNOCKOUT)) {
                        PoolSheets.print(job, state);
                    }
                }
            }
            default -> throw new IllegalStateException("not yet");
        }
    }
}
