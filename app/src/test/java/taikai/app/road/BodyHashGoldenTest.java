package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.app.road.match.MatchEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.storage.history.BodyHash;

/**
 * A request's body hash is kept in every history line it lands in, and a retry sent after an upgrade
 * is recognised only if the same body still hashes the same: the canonical JSON behind it must never
 * change, however it is produced.
 */
class BodyHashGoldenTest {

    @Test
    void aScoreEntryHashesAsItAlwaysHas() {
        MatchResult stored = MatchResult.poolMatch("Pool A", "0", Side.of("Aka Ōno", "p-aka"), Side.of("Shiro", "p-shiro"),
                -1);
        MatchResult proposal = stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE)));
        MatchWrite write = MatchWrite.of(MatchWrite.Kind.SCORE, proposal, List.of(FieldGroup.SCORELINE),
                1_790_000_000_000L, "court A");
        Request request = new Request("court A-open-1", "court A", new MatchEntry("open", stored.id(), write));

        assertEquals("daca315c1da08acf3755cbb9b355acaaa6b23aadf4e4160f92e8bd3af781cd35", request.bodyHash());
    }

    @Test
    void theCanonicalJsonIsTheOneAPlainReflectiveMapperWrites() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper plain = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .enable(com.fasterxml.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(com.fasterxml.jackson.databind.SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();
        MatchResult match = MatchResult.poolMatch("Pool B", "3", Side.of("Aka", "p-1"), Side.of("Shiro", "p-2"), 1)
                .withSideB(Side.of("Shiro", "p-2").withIppons(List.of(Mark.DO)));
        List<Action> actions = List.of(
                new taikai.app.road.actions.entrant.CheckIn("open", "p-1", true),
                new taikai.app.road.actions.team.SaveLineup("teams", "t-1", "Pool A-0",
                        java.util.Map.of("senpo", "m-1", "taisho", "m-5")),
                new taikai.app.road.actions.result.CorrectResult("open", match.id(), match, "sheet read again"),
                new taikai.app.road.actions.result.OverrideWinner("open", match.id(),
                        taikai.model.discipline.Corner.values()[0], "referees' decision"));
        for (Action action : actions) {
            java.util.Map<String, Object> body = new java.util.TreeMap<>();
            body.put("type", action.getClass().getSimpleName());
            body.put("action", action);
            byte[] json = plain.writeValueAsString(body).getBytes(java.nio.charset.StandardCharsets.UTF_8);
            String expected = java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-256").digest(json));
            assertEquals(expected, new Request("k", "desktop", action).bodyHash(), action.getClass().getSimpleName());
        }
    }
}
