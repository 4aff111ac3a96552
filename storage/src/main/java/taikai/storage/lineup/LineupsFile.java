package taikai.storage.lineup;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.text.Documents;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/**
 * {@code lineups.yaml}: {@code lineups:} entries {@code teamId, competitionId, round, matchId,
 * positions} (file-formats), and beside {@code positions} Taikai's {@code memberIds}, the member id
 * under the same position key (spec section 2: a position may hold an id and an empty name).
 *
 * <p>A lineup stored under a team's NAME is read as stored under the team's id when exactly one
 * team has that name (spec section 2), so the next write stores it by id. Entries are written
 * ordered by team, round and match, positions from senpo to taisho or by number.
 */
public final class LineupsFile {
    public static final String NAME = "lineups.yaml";
    private static final String LIST = "/lineups";
    private static final Comparator<TeamLineup> ORDER = Comparator.comparing(TeamLineup::teamId)
            .thenComparingInt(TeamLineup::round).thenComparing(TeamLineup::matchId);

    private LineupsFile() {
    }

    /** Reads the lineups; {@code teams} is the roster the legacy name-keyed entries are resolved against. */
    public static List<TeamLineup> read(String file, String text, List<Player> teams, Problems problems)
            throws FileFormatException {
        LocatedTree tree = YamlText.parse(file, text, 0);
        Documents.requireMap(tree, "a lineups: list");
        TreeValues v = new TreeValues(tree, problems);
        JsonNode list = v.list(LIST);
        List<TeamLineup> lineups = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = LocatedTree.child(LIST, i);
            Integer round = v.integer(at + "/round", 0, Integer.MAX_VALUE);
            lineups.add(new TeamLineup(teamId(v, at + "/teamId", teams, problems), v.text(at + "/competitionId"),
                    round == null ? 0 : round, v.text(at + "/matchId"), positions(v, at + "/positions"),
                    positions(v, at + "/memberIds")));
        }
        return lineups;
    }

    private static String teamId(TreeValues v, String pointer, List<Player> teams, Problems problems) {
        String stored = v.text(pointer);
        if (stored.isEmpty() || teams.stream().anyMatch(t -> t.id().equals(stored))) {
            return stored;
        }
        List<Player> named = teams.stream().filter(t -> t.name().equals(stored) && !t.id().isEmpty()).toList();
        if (named.size() != 1) {
            return stored;
        }
        LocatedTree.Position where = v.tree().valueAt(pointer);
        problems.add(new Problem(v.tree().file(), where.line(), where.column(), "This lineup is stored under the"
                + " team name \"" + stored + "\"; it is read as the lineup of that team's id and stored under the"
                + " id on the next write.", Problem.Severity.NOTICE).coded("lineup-under-team-name", stored));
        return named.get(0).id();
    }

    private static Map<String, String> positions(TreeValues v, String pointer) {
        Map<String, String> out = new LinkedHashMap<>();
        JsonNode map = v.map(pointer);
        for (Iterator<String> keys = map.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            out.put(key, v.text(LocatedTree.child(pointer, key)));
        }
        return out;
    }

    /** The file's bytes as text. */
    public static String write(List<TeamLineup> lineups) {
        List<Object> list = new ArrayList<>();
        lineups.stream().sorted(ORDER).forEach(l -> {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("teamId", l.teamId());
            entry.put("competitionId", l.competitionId());
            entry.put("round", l.round());
            if (!l.matchId().isEmpty()) {
                entry.put("matchId", l.matchId());
            }
            entry.put("positions", PositionOrder.sorted(l.positions()));
            if (!l.memberIds().isEmpty()) {
                entry.put("memberIds", PositionOrder.sorted(l.memberIds()));
            }
            list.add(entry);
        });
        return YamlText.write(Map.of("lineups", list));
    }
}
