package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.storage.roster.RosterException;

class FolderWriterTest {
    static final FolderWriter WRITER = new FolderWriter(() -> "9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f");
    @TempDir
    Path root;

    @Test
    void renderingWhatWasReadGivesTheSameBytesForEveryFile() throws Exception {
        SampleFolder.writeAll(root);
        LoadedTournament loaded = FolderReader.read(root);
        Map<String, byte[]> rendered = new java.util.TreeMap<>(WRITER.tournament(loaded.tournament().orElseThrow()));
        for (LoadedCompetition competition : loaded.competitions().values()) {
            rendered.putAll(WRITER.competition(competition.state().orElseThrow(), competition.files()));
        }
        Map<String, byte[]> onDisk = SampleFolder.snapshot(root);
        onDisk.remove("branding/logo.png");
        onDisk.remove("sponsors/0123456789abcdef.png");
        assertEquals(onDisk.keySet(), rendered.keySet(), "no file is created and none is left out");
        onDisk.forEach((path, bytes) -> assertArrayEquals(bytes, rendered.get(path),
                () -> path + " changed:\n" + new String(rendered.get(path), StandardCharsets.UTF_8)));
    }

    @Test
    void aNewIndividualCompetitionRendersOnlyWhatHasContent() throws Exception {
        Competition open = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT);
        CompetitionState state = CompetitionState.empty(open)
                .withPlayers(List.of(Player.of("", "Rin Sato", "Seibukan")));
        Map<String, byte[]> files = WRITER.competition(state);
        assertEquals(List.of("competitions/open/config.md", "competitions/open/participants.csv"),
                List.copyOf(files.keySet()));
        assertEquals("9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f,Rin Sato,Seibukan,manual\n",
                new String(files.get("competitions/open/participants.csv"), StandardCharsets.UTF_8));
    }

    @Test
    void aFileThatExistedIsRenderedInItsEmptyFormWhenItsContentIsGone() throws Exception {
        SampleFolder.writeAll(root);
        LoadedCompetition open = FolderReader.readCompetition(root, "open");
        CompetitionState cleared = open.state().orElseThrow().withOverrides(Overrides.NONE);
        Map<String, byte[]> files = WRITER.competition(cleared, open.files());
        assertEquals("{\n  \"poolRanks\": {},\n  \"winners\": {}\n}\n",
                new String(files.get("competitions/open/overrides.json"), StandardCharsets.UTF_8));
    }

    @Test
    void aRosterWithoutTheIdFlagIsRenderedWithIdsAndTheFlagSet() throws Exception {
        SampleFolder.write(root, Map.of("competitions/old/config.md", "---\nid: old\nkind: individual\n---\n",
                "competitions/old/participants.csv", "Rin Sato, Seibukan\n"));
        LoadedCompetition old = FolderReader.readCompetition(root, "old");
        Map<String, byte[]> files = WRITER.competition(old.state().orElseThrow(), old.files());
        assertEquals("---\nid: old\nkind: individual\nformat: playoffs\nstatus: setup\nhas_participant_ids: true\n---\n",
                new String(files.get("competitions/old/config.md"), StandardCharsets.UTF_8));
        assertEquals("9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f,Rin Sato,Seibukan\n",
                new String(files.get("competitions/old/participants.csv"), StandardCharsets.UTF_8));
        Files.write(root.resolve("competitions/old/config.md"), files.get("competitions/old/config.md"));
        Files.write(root.resolve("competitions/old/participants.csv"), files.get("competitions/old/participants.csv"));
        assertEquals("Rin Sato", FolderReader.readCompetition(root, "old").state().orElseThrow().players().get(0).name());
    }

    @Test
    void aRosterTheFileRefusesIsNotRendered() {
        Competition teams = Competition.create("teams", "Teams", Kind.TEAM, Format.LEAGUE);
        CompetitionState state = CompetitionState.empty(teams)
                .withPlayers(List.of(Player.of("a", "Kuma", "North"), Player.of("b", "Kuma", "South")));
        assertThrows(RosterException.class, () -> WRITER.competition(state));
    }

    @Test
    void aWriterThatRenderedEarlierStatesGivesWhatAFreshWriterGives() throws Exception {
        SampleFolder.writeAll(root);
        LoadedCompetition open = FolderReader.readCompetition(root, "open");
        CompetitionState state = open.state().orElseThrow();
        List<Player> renamed = new java.util.ArrayList<>(state.players());
        renamed.set(0, renamed.get(0).withName("Rin Sato-Ito"));
        List<MatchResult> matches = new java.util.ArrayList<>(state.poolMatches());
        matches.set(0, matches.get(0).withCourt("Z"));
        MatchResult added = MatchResult.poolMatch("Pool A", "1", Side.of("Yuki \"T\"", "y"), Side.of("\u00c9mile", "e"), -1);
        FolderWriter writer = new FolderWriter(() -> "9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f");
        List<CompetitionState> states = List.of(state, state.withPlayers(renamed), state.withPoolMatches(matches),
                state.withPoolMatches(List.of(added, matches.get(0))), state, state.withPoolMatches(List.of()));
        for (CompetitionState next : states) {
            Map<String, byte[]> kept = writer.competition(next, open.files());
            Map<String, byte[]> fresh = new FolderWriter(() -> "9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f")
                    .competition(next, open.files());
            assertEquals(fresh.keySet(), kept.keySet());
            fresh.forEach((path, bytes) -> assertArrayEquals(bytes, kept.get(path), path));
        }
    }
}
