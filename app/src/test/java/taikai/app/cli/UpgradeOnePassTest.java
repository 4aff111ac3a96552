package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;

/**
 * {@code taikai upgrade} in one pass: on a folder of the older layout (a roster without ids, seeds
 * of Rank and Name only, line-ups under a team's name), the first upgrade leaves it current, seeds'
 * dojos and ids filled and line-ups under the team's id, and a second upgrade changes no byte.
 */
class UpgradeOnePassTest {
    @TempDir
    Path root;

    private int upgrade() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        return new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of("upgrade", root.toString()), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @Test
    void aRosterWithoutIdsIsCurrentAfterOneUpgrade() throws Exception {
        Files.writeString(root.resolve("tournament.md"), "---\nname: Spring Taikai\ndate: 15-03-2025\ncourts:\n"
                + "    - A\n---\n");
        Path old = Files.createDirectories(root.resolve("competitions/old"));
        Files.writeString(old.resolve("config.md"), "---\nid: old\nname: Old\nkind: individual\nformat: playoffs\n"
                + "status: setup\n---\n");
        Files.writeString(old.resolve("participants.csv"), "Rin Sato,Seibukan\nYuki Tanaka,Tobukan\n");
        Files.writeString(old.resolve("seeds.csv"), "Rank,Name\n1,Rin Sato\n2,Yuki Tanaka\n");

        assertEquals(Cli.OK, upgrade());
        Map<String, byte[]> first = Folders.files(root);
        String seeds = new String(first.get("competitions/old/seeds.csv"), StandardCharsets.UTF_8);
        assertTrue(seeds.startsWith("Rank,Name,Dojo,ID\n1,Rin Sato,Seibukan,"), seeds);
        assertTrue(!seeds.contains(",,"), "every seed has its dojo and id after one upgrade: " + seeds);

        assertEquals(Cli.OK, upgrade());
        Map<String, byte[]> second = Folders.files(root);
        assertEquals(first.keySet(), second.keySet());
        List<String> changed = new ArrayList<>();
        first.forEach((path, bytes) -> {
            if (!java.util.Arrays.equals(bytes, second.get(path))) {
                changed.add(path);
            }
        });
        assertEquals(List.of(), changed, "the second upgrade changed bytes");
    }

    @Test
    void lineUpsStoredUnderATeamsNameMoveToItsIdInOneUpgrade() throws Exception {
        Files.writeString(root.resolve("tournament.md"), "---\nname: Spring Taikai\ndate: 15-03-2025\ncourts:\n"
                + "    - A\n---\n");
        Path old = Files.createDirectories(root.resolve("competitions/teams"));
        Files.writeString(old.resolve("config.md"), "---\nid: teams\nname: Teams\nkind: team\nformat: playoffs\n"
                + "team_size: 3\nstatus: setup\n---\n");
        Files.writeString(old.resolve("participants.csv"), "Kyoto,Kyoto Kendo Club,Aoki,Abe,Arai\n"
                + "Osaka,Osaka Budokan,Baba,Beppu,Bando\n");
        Files.writeString(old.resolve("lineups.yaml"), "lineups:\n    - teamId: Kyoto\n      competitionId: teams\n"
                + "      round: 0\n      positions:\n        \"1\": Aoki\n        \"2\": Abe\n        \"3\": Arai\n");

        assertEquals(Cli.OK, upgrade());
        Map<String, byte[]> first = Folders.files(root);
        String lineups = new String(first.get("competitions/teams/lineups.yaml"), StandardCharsets.UTF_8);
        String roster = new String(first.get("competitions/teams/participants.csv"), StandardCharsets.UTF_8);
        String kyoto = roster.lines().filter(l -> l.contains(",Kyoto,")).findFirst().orElseThrow().split(",")[0];
        assertTrue(lineups.contains("teamId: " + kyoto), "the line-up is under the team's id after one upgrade: " + lineups);

        assertEquals(Cli.OK, upgrade());
        Map<String, byte[]> second = Folders.files(root);
        first.forEach((path, bytes) -> assertTrue(java.util.Arrays.equals(bytes, second.get(path)),
                path + " changed in the second upgrade"));
    }
}
