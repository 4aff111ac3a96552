package taikai.storage.members;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.TeamMember;
import taikai.storage.problem.Problems;

class TeamMembersFileTest {
    static final String GOLDEN = """
            members:
                team-a:
                    -   id: m-1
                        index: 1
                        name: Haruki Tanaka
                        modifiedAt: 1742034600000
                    -   id: m-2
                        index: 2
                        name: ""
                team-b:
                    -   id: m-3
                        index: 1
                        name: Rin Sato
            """;

    static Map<String, List<TeamMember>> members() {
        return Map.of("team-b", List.of(new TeamMember("m-3", 1, "Rin Sato", 0)),
                "team-a", List.of(new TeamMember("m-2", 2, "", 0), new TeamMember("m-1", 1, "Haruki Tanaka",
                        1742034600000L)));
    }

    @Test
    void membersAreWrittenByTeamIdThenIndexWithAClearedNameKept() {
        assertEquals(GOLDEN, TeamMembersFile.write(members()));
    }

    @Test
    void theGoldenFileReadsBack() throws Exception {
        Map<String, List<TeamMember>> read = TeamMembersFile.read("t.yaml", GOLDEN, new Problems());
        assertEquals(List.of(new TeamMember("m-1", 1, "Haruki Tanaka", 1742034600000L), new TeamMember("m-2", 2, "", 0)),
                read.get("team-a"));
        assertEquals(GOLDEN, TeamMembersFile.write(read));
    }

    @Test
    void thePreviousReleasesSquadsRootIsRead() throws Exception {
        Map<String, List<TeamMember>> read = TeamMembersFile.read("t.yaml",
                "squads:\n    c1-p1:\n        - id: m-1\n          index: 1\n          name: Haruki Tanaka\n",
                new Problems());
        assertEquals(List.of(new TeamMember("m-1", 1, "Haruki Tanaka", 0)), read.get("c1-p1"));
    }

    @Test
    void aBadIndexReadsAsZeroWithItsPosition() throws Exception {
        Problems problems = new Problems();
        TeamMembersFile.read("t.yaml", "members:\n  t:\n    - id: m\n      index: first\n", problems);
        assertEquals(4, problems.list().get(0).line());
        assertEquals(14, problems.list().get(0).column());
    }
}
