package taikai.app.hall.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.storage.folder.LoadedCompetition;

/** A competition's summary with its progress, and its pools' standings, as the API shows them. */
final class CompetitionJson {
    private CompetitionJson() {
    }

    static ObjectNode summary(LoadedCompetition loaded) {
        ObjectNode o = JsonBody.JSON.createObjectNode();
        o.put("id", loaded.id());
        if (loaded.state().isEmpty()) {
            o.put("readable", false);
            o.put("status", "invalid");
            o.put("problem", Reads.unreadable(loaded));
            return o;
        }
        CompetitionState state = loaded.state().get();
        Competition c = state.competition();
        o.put("readable", true);
        o.put("name", c.name());
        o.put("kind", c.kind().code());
        o.put("format", c.format().code());
        o.put("status", c.status().code());
        ArrayNode courts = o.putArray("courts");
        c.schedule().courts().forEach(courts::add);
        List<MatchResult> matches = Reads.matches(state);
        o.putObject("progress")
                .put("done", matches.stream().filter(m -> m.status() == MatchStatus.COMPLETED).count())
                .put("total", matches.size());
        return o;
    }

    static ObjectNode standings(CompetitionState state) {
        ObjectNode o = JsonBody.JSON.createObjectNode();
        o.put("competitionId", state.competition().id());
        ArrayNode pools = o.putArray("pools");
        for (Standings table : Standings.ofEach(state.competition(), state.pools(), state.poolMatches(),
                state.overrides())) {
            ObjectNode p = pools.addObject();
            p.put("pool", table.pool());
            p.put("complete", table.complete());
            p.put("needsDecision", table.needsDecision());
            p.put("degraded", table.degraded());
            ArrayNode rows = p.putArray("rows");
            for (StandingRow r : table.rows()) {
                rows.addObject().put("place", r.place()).put("id", r.entrant().id()).put("name", r.entrant().name())
                        .put("number", r.entrant().number()).put("dojo", r.entrant().dojo()).put("wins", r.wins())
                        .put("draws", r.draws()).put("losses", r.losses()).put("victories", r.victories())
                        .put("pointsWon", r.pointsWon()).put("pointsLost", r.pointsLost())
                        .put("separatedFromAbove", r.separatedFromAbove().words()).put("overridden", r.overridden())
                        .put("qualified", r.qualified()).put("degraded", r.degraded());
            }
        }
        return o;
    }
}
