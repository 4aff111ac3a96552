package taikai.app.hall.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.BracketMatch;
import taikai.model.entrant.TeamLineup;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.storage.results.GroupStampsJson;
import taikai.storage.results.SubResultsJson;

/**
 * A match as the API shows it: the result fields under the names bracket.json uses for them, each
 * side as one object (aka = A, shiro = B), team bouts in the results file's subResults form.
 */
final class MatchJson {
    private MatchJson() {
    }

    static ObjectNode of(String competitionId, MatchResult m) {
        ObjectNode o = JsonBody.JSON.createObjectNode();
        o.put("competitionId", competitionId);
        o.put("id", m.id());
        o.put("pool", m.pool());
        o.put("round", m.round());
        o.put("status", m.status().code());
        o.put("court", m.court());
        o.put("scheduledAt", m.scheduledAt());
        o.set("sideA", side(m.sideA()));
        o.set("sideB", side(m.sideB()));
        o.put("winner", m.verdict().winner());
        o.put("winnerId", m.verdict().winnerId());
        o.put("decision", m.verdict().decision().code());
        o.put("decisionBy", m.verdict().decisionBy());
        o.put("decisionReason", m.verdict().decisionReason());
        o.put("encho", m.enchoPeriods());
        o.put("resultSource", m.provenance().resultSource().code());
        o.put("correctionReason", m.provenance().correctionReason());
        o.put("reopenPending", m.provenance().reopenPending());
        o.put("degraded", m.isDegraded());
        o.put("modifiedAt", m.provenance().modifiedAt());
        o.set("subResults", SubResultsJson.toNode(m.subBouts()));
        o.set("groupStamps", GroupStampsJson.toNode(m.provenance().groupStamps()));
        return o;
    }

    /** A knockout node: the match and what belongs to the tree. */
    static ObjectNode of(String competitionId, BracketMatch node) {
        ObjectNode o = of(competitionId, node.result());
        o.put("matchNumber", node.matchNumber());
        o.put("displayRound", node.displayRound());
        ArrayNode feeders = o.putArray("feeders");
        node.feeders().forEach(feeders::add);
        o.put("placeholderA", node.placeholderA());
        o.put("placeholderB", node.placeholderB());
        o.put("placeholderWinner", node.placeholderWinner());
        o.put("overridden", node.overridden());
        o.put("hidden", node.hidden());
        return o;
    }

    static ObjectNode lineup(TeamLineup lineup) {
        ObjectNode o = JsonBody.JSON.createObjectNode();
        o.put("teamId", lineup.teamId());
        o.put("savedFor", lineup.matchId().isEmpty() ? "starting" : lineup.matchId());
        ArrayNode positions = o.putArray("positions");
        for (Map.Entry<String, String> p : lineup.positions().entrySet()) {
            positions.addObject().put("position", p.getKey()).put("name", p.getValue())
                    .put("memberId", lineup.memberIds().getOrDefault(p.getKey(), ""));
        }
        return o;
    }

    private static ObjectNode side(Side s) {
        ObjectNode o = JsonBody.JSON.createObjectNode();
        o.put("name", s.name());
        o.put("id", s.participantId());
        marks(o.putArray("ippons"), s.ippons());
        o.put("hansoku", s.hansoku());
        o.put("flags", s.flags());
        o.put("repPlayer", s.repPlayer());
        o.put("repMemberId", s.repMemberId());
        return o;
    }

    private static void marks(ArrayNode array, List<Mark> marks) {
        marks.forEach(mark -> array.add(mark.symbol()));
    }
}
