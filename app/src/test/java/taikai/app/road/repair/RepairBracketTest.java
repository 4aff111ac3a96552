package taikai.app.road.repair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.LeagueDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;

class RepairBracketTest {
    private static final long NOW = 1_805_000_000_000L;
    private static final byte[] BROKEN = "{\n  \"rounds\": [ [ {\"id\": \"m-r1-0\",\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path root;

    private TournamentStore store;
    private WriteRoad road;

    private void folder(CompetitionState state) throws Exception {
        store = StoreFixtures.folder(root, state);
        road = new WriteRoad(store, Handlers.standard(), () -> NOW, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), new ChangeFeed());
    }

    private Path competitionFolder(String id) {
        return root.resolve("competitions").resolve(id);
    }

    private void breakBracket(String id) throws Exception {
        Files.write(competitionFolder(id).resolve("bracket.json"), BROKEN);
    }

    private Answer repair(String id) {
        return road.submit(new Request("", "desktop", new RepairBracket(id, NOW)));
    }

    private List<Path> setAside(String id) throws Exception {
        try (Stream<Path> files = Files.list(competitionFolder(id))) {
            return files.filter(p -> p.getFileName().toString().startsWith("bracket.json.corrupt-")).toList();
        }
    }

    private static List<Player> players(int n) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i), "Fighter " + i, "Dojo " + (i % 4)));
        }
        return players;
    }

    @Test
    void poolsThenKnockoutIsRebuiltFromThePoolsAndTheBrokenFileIsKeptAside() throws Exception {
        CompetitionState pools = StoreFixtures.drawnPools("mixed", 8);
        folder(pools.withBracket(PoolsToKnockout.draw(pools.competition(), pools.pools())));
        breakBracket("mixed");
        assertTrue(store.competition("mixed").read().failed());
        assertTrue(BracketRepair.offer(store, "mixed").orElseThrow().allowed());

        Answer answer = repair("mixed");

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().contains("built again from the pools"), answer.message());
        List<Path> aside = setAside("mixed");
        assertEquals(List.of(competitionFolder("mixed").resolve(RepairBracket.asideName(NOW))), aside);
        assertEquals(new String(BROKEN, StandardCharsets.UTF_8), Files.readString(aside.get(0)), "kept byte for byte");
        var loaded = store.competition("mixed").read();
        assertFalse(loaded.failed(), () -> loaded.problems().toString());
        assertFalse(loaded.state().orElseThrow().bracket().rounds().isEmpty(), "the tree is there again");
        assertTrue(Files.readString(competitionFolder("mixed").resolve("history/_competition.jsonl")).contains("repair-bracket"));
        assertTrue(BracketRepair.offer(store, "mixed").isEmpty(), "nothing left to repair");
    }

    @Test
    void aLeagueOnlyMovesTheFileAside() throws Exception {
        Competition league = Competition.create("league", "League", Kind.INDIVIDUAL, Format.LEAGUE).withSchedule(s -> s.withCourts(List.of("A")));
        LeagueDraw.Result draw = LeagueDraw.draw(league, players(5), 3L);
        folder(CompetitionState.empty(league.withStatus(CompetitionStatus.POOLS)).withPlayers(players(5))
                .withPools(List.of(draw.pool())).withPoolMatches(draw.bouts()));
        breakBracket("league");

        Answer answer = repair("league");

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().contains("no result is affected"), answer.message());
        assertFalse(Files.exists(competitionFolder("league").resolve("bracket.json")));
        assertEquals(1, setAside("league").size());
        assertFalse(store.competition("league").read().failed());
    }

    @Test
    void aDirectEliminationIsRefusedWithTheReasonAndTheFileStaysAsItWas() throws Exception {
        Competition knockout = Competition.create("ko", "Knockout", Kind.INDIVIDUAL, Format.KNOCKOUT).withSchedule(s -> s.withCourts(List.of("A")));
        folder(CompetitionState.empty(knockout.withStatus(CompetitionStatus.PLAYOFFS)).withPlayers(players(8))
                .withBracket(KnockoutDraw.draw(knockout, players(8), 5L)));
        breakBracket("ko");
        assertFalse(BracketRepair.offer(store, "ko").orElseThrow().allowed());

        Answer answer = repair("ko");

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertTrue(answer.message().contains("only record of who was drawn against whom"), answer.message());
        assertEquals(List.of(), setAside("ko"));
        assertEquals(new String(BROKEN, StandardCharsets.UTF_8), Files.readString(competitionFolder("ko").resolve("bracket.json")));
        assertFalse(Files.exists(competitionFolder("ko").resolve("history/_competition.jsonl")), "a refusal leaves no line");
    }

    @Test
    void aBracketThatReadsFineIsNotSetAside() throws Exception {
        CompetitionState pools = StoreFixtures.drawnPools("mixed", 8);
        folder(pools.withBracket(PoolsToKnockout.draw(pools.competition(), pools.pools())));
        byte[] before = Files.readAllBytes(competitionFolder("mixed").resolve("bracket.json"));

        Answer answer = repair("mixed");

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("file_readable", answer.rule());
        assertEquals(List.of(), setAside("mixed"));
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(competitionFolder("mixed").resolve("bracket.json"))));
        assertTrue(BracketRepair.offer(store, "mixed").isEmpty());
    }
}
