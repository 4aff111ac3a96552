package taikai.storage.order;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.SeedEntry;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.storage.lineup.LineupsFile;
import taikai.storage.members.TeamMembersFile;
import taikai.storage.roster.SeedsFile;
import taikai.storage.status.CompetitorStatusFile;

/**
 * The same state always writes the same bytes: the files whose entries have a key of their own are
 * written in key order, whatever order the entries were recorded in.
 */
class WrittenOrderPropertyTest {

    private static <T> List<T> shuffled(List<T> list, long seed) {
        List<T> copy = new ArrayList<>(list);
        Collections.shuffle(copy, new Random(seed));
        return copy;
    }

    @Property(tries = 100)
    void statusesWriteTheSameBytesInAnyOrder(@ForAll long seed) {
        List<CompetitorStatus> statuses = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            statuses.add(new CompetitorStatus("p" + i, i % 2 == 0, false, "kiken at m" + i, "m" + i,
                    Instant.ofEpochSecond(1_700_000_000L + i)));
        }
        assertEquals(CompetitorStatusFile.write(statuses), CompetitorStatusFile.write(shuffled(statuses, seed)));
    }

    @Property(tries = 100)
    void lineupsAndTheirPositionsWriteTheSameBytesInAnyOrder(@ForAll long seed) {
        assertEquals(LineupsFile.write(lineups(seed)), LineupsFile.write(shuffled(lineups(seed * 31 + 7), seed)));
    }

    private static List<TeamLineup> lineups(long seed) {
        List<String> keys = List.of("senpo", "jiho", "chuken", "fukusho", "taisho");
        List<TeamLineup> lineups = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Map<String, String> positions = new LinkedHashMap<>();
            Map<String, String> memberIds = new LinkedHashMap<>();
            for (String key : shuffled(keys, seed + i)) {
                positions.put(key, key + i);
                memberIds.put(key, "m-" + key + i);
            }
            lineups.add(new TeamLineup("t" + (i % 3), "c", i % 2, i < 3 ? "" : "Pool A-" + i, positions, memberIds));
        }
        return lineups;
    }

    @Property(tries = 100)
    void teamMembersWriteTheSameBytesInAnyOrder(@ForAll long seed) {
        List<TeamMember> members = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            members.add(new TeamMember("m" + i, i, "Member " + i, i * 1000L));
        }
        assertEquals(TeamMembersFile.write(Map.of("team", members)),
                TeamMembersFile.write(Map.of("team", shuffled(members, seed))));
    }

    @Property(tries = 100)
    void seedsWriteTheSameBytesInAnyOrder(@ForAll long seed) {
        List<SeedEntry> seeds = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            seeds.add(new SeedEntry(i, "Name " + i, "Dojo", "id" + i));
        }
        assertEquals(SeedsFile.write(seeds), SeedsFile.write(shuffled(seeds, seed)));
    }
}
