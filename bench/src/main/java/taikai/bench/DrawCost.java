package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.storage.folder.FolderWriter;

/**
 * Drawing pools and a knockout tree for a large competition, each side by side with its floor:
 * forcing the drawn competition's files to disk, which saving the draw can never beat.
 */
final class DrawCost {
    /** One draw's result and a word on what it drew. */
    record Row(String name, String drew, Samples draw, Samples floor) {
    }

    private DrawCost() {
    }

    static List<Row> run(Settings settings) throws Exception {
        int entrants = settings.drawEntrants();
        List<Player> players = Tournaments.players(0, entrants);
        Competition pools = Competition.create("pools", "Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(Tournaments.POOL_SIZE)).withSchedule(s -> s.withCourts(Tournaments.COURTS));
        Competition knockout = Competition.create("knockout", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(Tournaments.COURTS));
        PoolDraw.Result poolDraw = PoolDraw.draw(pools, players, 1L);
        CompetitionState drawnPools = CompetitionState.empty(pools).withPlayers(players).withPools(poolDraw.pools())
                .withPoolMatches(poolDraw.bouts());
        CompetitionState drawnTree = CompetitionState.empty(knockout).withPlayers(players)
                .withBracket(KnockoutDraw.draw(knockout, players, 1L));
        DiskFloor poolsFloor = floorOf(settings.work().resolve("draw-pools"), drawnPools);
        DiskFloor treeFloor = floorOf(settings.work().resolve("draw-knockout"), drawnTree);
        long[] seed = {0};
        List<Samples> samples = new Interleaved()
                .add("pools", () -> PoolDraw.draw(pools, players, ++seed[0]))
                .add("pools floor", poolsFloor::write)
                .add("knockout", () -> KnockoutDraw.draw(knockout, players, ++seed[0]))
                .add("knockout floor", treeFloor::write)
                .run(settings.drawWarmup(), settings.drawRounds());
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("pools", entrants + " entrants: " + poolDraw.pools().size() + " pools, "
                + poolDraw.bouts().size() + " matches", samples.get(0), samples.get(1)));
        rows.add(new Row("knockout", entrants + " entrants: " + drawnTree.bracket().allMatches().size()
                + " matches", samples.get(2), samples.get(3)));
        return rows;
    }

    /** The drawn competition's files, forced one by one, as a saved draw writes them. */
    private static DiskFloor floorOf(Path dir, CompetitionState drawn) throws Exception {
        List<WriteShape.Forced> files = new ArrayList<>();
        for (Map.Entry<String, byte[]> file : FolderWriter.withRandomIds().competition(drawn).entrySet()) {
            files.add(new WriteShape.Forced(file.getKey(), file.getValue().length));
        }
        Files.createDirectories(dir);
        return new DiskFloor(dir, new WriteShape(files, List.of(), files.size(), files.size()));
    }
}
