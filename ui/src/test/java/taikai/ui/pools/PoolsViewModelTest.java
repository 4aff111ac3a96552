package taikai.ui.pools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Outcomes;
import taikai.storage.store.TournamentStore;
import taikai.ui.TestFolders;

class PoolsViewModelTest {
    private final List<String> opened = new ArrayList<>();
    private final PoolsViewModel model = new PoolsViewModel(opened::add);

    private static final Player ANN = Player.of("00000000-0000-4000-8000-000000000001", "Ann Sato", "Tokyo");
    private static final Player BEA = Player.of("00000000-0000-4000-8000-000000000002", "Bea Smit", "Leiden");
    private static final Player CAS = Player.of("00000000-0000-4000-8000-000000000003", "Cas Peeters", "Gent");

    private static Competition pools(Kind kind) {
        return Competition.create("open", "Open", kind, Format.POOLS_THEN_KNOCKOUT).withPools(p -> p.withSize(3));
    }

    private static MatchResult bout(Competition c, String index, Player a, Player b, List<Mark> marksA, List<Mark> marksB) {
        MatchResult m = MatchResult.poolMatch("Pool A", index, Side.of(a.name(), a.id()), Side.of(b.name(), b.id()), -1);
        m = m.withSideA(m.sideA().withIppons(marksA)).withSideB(m.sideB().withIppons(marksB)).withStatus(MatchStatus.COMPLETED);
        return Outcomes.settle(c, m);
    }

    private static CompetitionState state(Competition c, List<MatchResult> bouts) {
        return CompetitionState.empty(c).withPlayers(List.of(ANN, BEA, CAS))
                .withPools(List.of(new Pool("Pool A", List.of(ANN, BEA, CAS)))).withPoolMatches(bouts);
    }

    @Test
    void boutsAreListedInPlayingOrderAndNumberedFromOne() {
        Competition c = pools(Kind.INDIVIDUAL);
        MatchResult second = MatchResult.poolMatch("Pool A", "1", Side.of(BEA.name(), BEA.id()), Side.of(CAS.name(), CAS.id()), -1);
        model.show(state(c, List.of(second, bout(c, "0", ANN, BEA, List.of(Mark.MEN), List.of()))));

        List<BoutLine> bouts = model.pools().get(0).bouts();
        assertEquals(List.of("1", "2"), bouts.stream().map(BoutLine::number).toList());
        assertEquals("Bea Smit", bouts.get(0).shiro(), "shiro is side B");
        assertEquals("Completed: aka won", bouts.get(0).state());
        assertEquals("Open: pools", model.headingProperty().get());
        assertEquals("1 of 2 bouts fought. The order is provisional until every bout is fought.", model.pools().get(0).summary());
        model.open(bouts.get(1).matchId());
        assertEquals(List.of("Pool A-1"), opened);
    }

    @Test
    void eachPlaceSaysWhatSeparatedItFromThePlaceAbove() {
        Competition c = pools(Kind.INDIVIDUAL);
        model.show(state(c, List.of(bout(c, "0", ANN, BEA, List.of(Mark.MEN, Mark.KOTE), List.of()),
                bout(c, "1", BEA, CAS, List.of(Mark.MEN), List.of()),
                bout(c, "2", CAS, ANN, List.of(Mark.DO), List.of()))));

        List<StandingLine> table = model.pools().get(0).standings();
        assertEquals(List.of("1st", "2nd", "3rd"), table.stream().map(StandingLine::place).toList());
        assertEquals(List.of("Ann Sato", "Cas Peeters", "Bea Smit"), table.stream().map(StandingLine::name).toList());
        assertEquals("", table.get(0).separation());
        assertEquals("Below Ann Sato, who has more points won", table.get(1).separation());
        assertEquals("Below Cas Peeters, who has fewer points lost", table.get(2).separation());
        assertTrue(table.get(0).qualified() && table.get(1).qualified() && !table.get(2).qualified());
        assertTrue(model.pools().get(0).summary().endsWith("The pool is complete; the marked entrants go through."));
    }

    @Test
    void rightAfterTheDrawTheOrderIsProvisionalNotTied() {
        Competition c = pools(Kind.INDIVIDUAL);
        List<MatchResult> waiting = new java.util.ArrayList<>();
        Player[][] pairs = {{ANN, BEA}, {BEA, CAS}, {CAS, ANN}};
        for (int i = 0; i < pairs.length; i++) {
            waiting.add(MatchResult.poolMatch("Pool A", String.valueOf(i), Side.of(pairs[i][0].name(), pairs[i][0].id()),
                    Side.of(pairs[i][1].name(), pairs[i][1].id()), -1));
        }
        model.show(state(c, waiting));

        for (StandingLine line : model.pools().get(0).standings().subList(1, 3)) {
            assertFalse(line.tied(), line.separation());
            assertTrue(line.separation().startsWith("Level with ") && line.separation().endsWith(" so far: bouts still to fight"),
                    line.separation());
        }
        String summary = model.pools().get(0).summary();
        assertTrue(summary.endsWith("The order is provisional until every bout is fought."), summary);
    }

    @Test
    void entrantsLevelOnEverythingAreSaidToBeTiedAndNeedADecision() {
        Competition c = pools(Kind.INDIVIDUAL);
        model.show(state(c, List.of(bout(c, "0", ANN, BEA, List.of(Mark.MEN), List.of()),
                bout(c, "1", BEA, CAS, List.of(Mark.MEN), List.of()),
                bout(c, "2", CAS, ANN, List.of(Mark.MEN), List.of()))));

        StandingLine second = model.pools().get(0).standings().get(1);
        assertTrue(second.tied());
        assertTrue(second.separation().startsWith("Tied with "), second.separation());
        assertTrue(model.pools().get(0).summary().contains("tied for a qualifying place"));
    }

    @Test
    void aTeamBoutWhoseCellCouldNotBeReadIsMarkedOnTheBoutAndOnTheTable() {
        Competition c = pools(Kind.TEAM).withTeams(t -> t.withSize(3));
        MatchResult unreadable = MatchResult.poolMatch("Pool A", "0", Side.of(ANN.name(), ANN.id()), Side.of(BEA.name(), BEA.id()), -1)
                .withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(ANN.name()).withWinnerId(ANN.id()).withDecision(Decision.FOUGHT))
                .withRawSubResults("[{\"position\":0,");
        model.show(state(c, List.of(unreadable)));

        PoolTable pool = model.pools().get(0);
        assertTrue(pool.bouts().get(0).degraded());
        assertTrue(pool.degraded());
        assertTrue(pool.standings().stream().filter(l -> l.name().equals("Ann Sato")).findFirst().orElseThrow().degraded());
        assertFalse(pool.standings().stream().filter(l -> l.name().equals("Cas Peeters")).findFirst().orElseThrow().degraded());
        assertTrue(pool.summary().contains("could not be read in full"), pool.summary());
        assertTrue(model.teamProperty().get());
    }

    @TempDir
    Path root;

    private PoolTable pool(String name) {
        return model.pools().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static BoutLine bout(PoolTable pool, String matchId) {
        return pool.bouts().stream().filter(b -> b.matchId().equals(matchId)).findFirst().orElseThrow();
    }

    @Test
    void aBoutWhoseRowHasAWrongCellIsMarkedWithThatCellOnTheBoutAndOnBothSidesLines() throws Exception {
        TournamentStore store = TestFolders.underWay(root);
        TestFolders.Cell broken = TestFolders.editCell(root, TestFolders.MEN, "Pool A-0", "IpponsA", "X");

        model.showLoaded(store.competition(TestFolders.MEN).read());

        PoolTable poolA = pool("Pool A");
        BoutLine first = bout(poolA, "Pool A-0");
        assertTrue(first.marked());
        assertFalse(first.degraded(), "its team bouts are not what is wrong");
        assertEquals(1, first.badCells().size(), first.badCells()::toString);
        String cell = first.badCells().get(0);
        assertTrue(cell.startsWith("Line " + broken.line() + ", column " + broken.column()
                + " of competitions/men/pool-matches.csv: "), cell);
        assertTrue(cell.contains("IpponsA") && cell.contains("\"X\""), cell);
        assertTrue(first.tooltip().contains(cell), first.tooltip());
        assertTrue(poolA.bouts().stream().filter(b -> b != first).noneMatch(BoutLine::marked));
        assertTrue(poolA.degraded());
        assertTrue(poolA.summary().contains("has a cell that fell back to its default"), poolA.summary());

        List<String> sides = List.of(first.aka(), first.shiro());
        for (StandingLine line : poolA.standings()) {
            if (sides.contains(line.name())) {
                assertTrue(line.marked(), line.name());
                assertEquals(List.of("Bout 1: " + cell), line.badCells());
                assertTrue(line.tooltip().contains("Bout 1: " + cell), line.tooltip());
            } else {
                assertFalse(line.marked(), line.name() + " did not fight bout 1");
                assertEquals("", line.tooltip());
            }
        }
        assertTrue(model.pools().stream().filter(p -> p != poolA)
                .allMatch(p -> !p.degraded() && p.bouts().stream().noneMatch(BoutLine::marked)));
    }

    @Test
    void aHandFixOfTheCellTakesTheMarkAway() throws Exception {
        TournamentStore store = TestFolders.underWay(root);
        TestFolders.editCell(root, TestFolders.MEN, "Pool A-0", "IpponsA", "X");
        model.showLoaded(store.competition(TestFolders.MEN).read());
        assertTrue(bout(pool("Pool A"), "Pool A-0").marked());

        TestFolders.editCell(root, TestFolders.MEN, "Pool A-0", "IpponsA", "M");
        model.showLoaded(store.competition(TestFolders.MEN).read());

        PoolTable poolA = pool("Pool A");
        assertFalse(bout(poolA, "Pool A-0").marked());
        assertTrue(poolA.standings().stream().noneMatch(StandingLine::marked));
        assertFalse(poolA.degraded());
    }

    @Test
    void aDirectKnockoutSaysItHasNoPools() {
        model.show(CompetitionState.empty(Competition.create("ko", "Knockout", Kind.INDIVIDUAL, Format.KNOCKOUT)));
        assertTrue(model.pools().isEmpty());
        assertTrue(model.noteProperty().get().startsWith("This competition is a direct knockout"));
        model.show(null);
        assertEquals("No competition is open.", model.noteProperty().get());
    }
}
