package taikai.app.export;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** Spec section 3: the representative bout's row names the picked members, not the teams twice. */
class RepresentativeExportTest {
    @Test
    void aPoolEncounterDecidedByARepresentativeBoutNamesItsFighters() {
        Competition teams = Competition.create("teams", "Teams", Kind.TEAM, Format.LEAGUE);
        MatchResult encounter = MatchResult.poolMatch("Pool A", "0", Side.of("Renbukan Storm", "t1"),
                Side.of("Bushido Thunder", "t2"), -1).withSubBouts(List.of(
                        SubBout.between(SubBout.REPRESENTATIVE, "Renbukan Storm", "m2", "Bushido Thunder", "m1")));
        Map<String, List<TeamMember>> members = Map.of(
                "t1", List.of(new TeamMember("m1", 1, "Tanaka Ken", 0), new TeamMember("m2", 2, "Mori Aki", 0)),
                "t2", List.of(new TeamMember("m1", 1, "Sato Yui", 0)));
        CompetitionState state = new CompetitionState(teams, null, null, null, List.of(encounter), null, null, null, members,
                null, null);

        String csv = new String(ResultTables.of(state).get("teams-matches.csv"), StandardCharsets.UTF_8);
        String[] lines = csv.replace("\"", "").split("\r\n");
        assertTrue(lines[0].endsWith(",Winner,Representative bout"), lines[0]);
        assertTrue(lines[1].endsWith(",Mori Aki (aka) against Sato Yui (shiro)"), lines[1]);
        assertTrue(lines[1].startsWith("Pool A,Pool A, match 1,"), lines[1]);
    }
}
