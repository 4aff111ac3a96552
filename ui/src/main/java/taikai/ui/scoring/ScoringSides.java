package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import java.util.List;
import java.util.Optional;
import taikai.model.match.Side;
import taikai.ui.match.BoutRow;
import taikai.ui.match.Corner;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTally;

/** Fills the two corners of the sheet from a match or from the selected bout of an encounter. */
final class ScoringSides {
    private ScoringSides() {
    }

    static void show(OpenMatch open, Optional<BoutRow> bout, SideState shiro, SideState aka) {
        for (SideState state : List.of(shiro, aka)) {
            Corner corner = state.corner();
            Side side = corner.of(open.match());
            if (!open.rules().team()) {
                state.show(side.name(), open.dojos().of(side), side.ippons(), side.hansoku());
            } else if (bout.isPresent()) {
                BoutRow row = bout.get();
                state.show(row.name(corner), side.name(), row.marks(corner), row.hansoku(corner));
            } else {
                state.show(side.name(), open.dojos().of(side), List.of(), 0);
            }
        }
    }

    static String tally(Optional<TeamTally> tally) {
        Words words = DeskWords.of(ScoringSides.class);
        return tally.map(t -> words.say("tally", Corner.B.said(), t.victoriesB(), Corner.A.said(), t.victoriesA(), t.pointsB(), t.pointsA()))
                .orElse(words.say("tally.none"));
    }
}
