package taikai.storage.members;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.model.entrant.TeamMember;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;
import taikai.storage.text.Documents;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/**
 * {@code team-members.yaml}: the members of each team under the team's participant id (spec
 * section 2), in the layout the other implementation writes:
 *
 * <pre>
 * members:
 *     &lt;team participant id&gt;:
 *         -   id: &lt;member id&gt;
 *             index: 1
 *             name: Haruki Tanaka
 *             modifiedAt: 1742034600000
 * </pre>
 *
 * Teams are written by id and members by index; {@code name} is always written, since a cleared
 * name keeps its slot; {@code modifiedAt} (server milliseconds) is left out while it is 0. The root
 * key of that implementation's previous release, {@code squads}, is read as well.
 */
public final class TeamMembersFile {
    public static final String NAME = "team-members.yaml";
    private static final String ROOT = "/members";
    private static final String LEGACY_ROOT = "/squads";

    private TeamMembersFile() {
    }

    public static Map<String, List<TeamMember>> read(String file, String text, Problems problems)
            throws FileFormatException {
        LocatedTree tree = YamlText.parse(file, text, 0);
        Documents.requireMap(tree, "a members: map");
        TreeValues v = new TreeValues(tree, problems);
        String root = !v.has(ROOT) && v.has(LEGACY_ROOT) ? LEGACY_ROOT : ROOT;
        Map<String, List<TeamMember>> teams = new TreeMap<>();
        JsonNode map = v.map(root);
        for (Iterator<String> ids = map.fieldNames(); ids.hasNext();) {
            String team = ids.next();
            String at = LocatedTree.child(root, team);
            List<TeamMember> members = new ArrayList<>();
            JsonNode list = v.list(at);
            for (int i = 0; i < list.size(); i++) {
                String member = LocatedTree.child(at, i);
                Integer index = v.integer(member + "/index", 0, Integer.MAX_VALUE);
                Long modified = v.wholeLong(member + "/modifiedAt");
                members.add(new TeamMember(v.text(member + "/id"), index == null ? 0 : index, v.text(member + "/name"),
                        modified == null || modified < 0 ? 0 : modified));
            }
            teams.put(team, members);
        }
        return teams;
    }

    /** The file's bytes as text. */
    public static String write(Map<String, List<TeamMember>> teams) {
        Map<String, Object> byTeam = new LinkedHashMap<>();
        new TreeMap<>(teams).forEach((team, members) -> byTeam.put(team, members.stream()
                .sorted(Comparator.comparingInt(TeamMember::index)).map(TeamMembersFile::member).toList()));
        return YamlText.write(Map.of("members", byTeam));
    }

    private static Map<String, Object> member(TeamMember m) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("id", m.id());
        out.put("index", m.index());
        out.put("name", m.name());
        if (m.modifiedAt() != 0) {
            out.put("modifiedAt", m.modifiedAt());
        }
        return out;
    }
}
