package taikai.print;

import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.print.bracket.BracketTrees;
import taikai.print.booklet.Booklet;
import taikai.print.pools.PoolSheets;
import taikai.print.results.ResultPages;
import taikai.print.schedule.CourtSchedule;
import taikai.print.sheets.ScoreSheets;
import taikai.print.tags.NameTags;
import taikai.print.teams.TeamSheets;

/** Which printer makes which kind. */
final class Kinds {
    private Kinds() {
    }

    /** A competition whose format ends in a knockout. */
    static boolean knockout(CompetitionState state) {
        var format = state.competition().format();
        return format == taikai.model.competition.Format.KNOCKOUT || format == taikai.model.competition.Format.POOLS_THEN_KNOCKOUT;
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
            case BRACKETS -> {
                for (CompetitionState state : states) {
                    if (one || BracketTrees.hasTree(state) || knockout(state)) {
                        BracketTrees.print(job, state);
                    }
                }
            }
            case SHEETS -> ScoreSheets.print(job, states);
            case SCHEDULE -> CourtSchedule.print(job, states);
            case TAGS -> NameTags.print(job, states);
            case TEAMS -> {
                for (CompetitionState state : states) {
                    if (TeamSheets.isTeam(state)) {
                        TeamSheets.print(job, state);
                    } else if (one) {
                        job.document().note(job.say("note.teams.not.team", taikai.print.words.Labels.competition(state)));
                    }
                }
            }
            case RESULTS -> states.forEach(state -> ResultPages.print(job, state));
            case BOOKLET -> Booklet.print(job, states);
        }
    }
}
