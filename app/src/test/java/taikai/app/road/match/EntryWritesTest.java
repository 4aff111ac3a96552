package taikai.app.road.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
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
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;

class EntryWritesTest {
    private static final long NOW = 1_805_000_000_000L;
    private static final CompetitionState POOLS = StoreFixtures.drawnPools("open", 8);
    private static final Competition OPEN = POOLS.competition();

    @TempDir
    Path root;

    private static MatchResult bout() {
        return POOLS.poolMatches().get(0).withStatus(MatchStatus.RUNNING).withCourt("A");
    }

    private static MatchEntry accepted(Checked<MatchEntry> checked) {
        assertTrue(checked.isAccepted(), () -> checked.refusalIfAny().orElseThrow().sentence());
        return checked.orElseThrow();
    }

    private static MatchEntry enter(MatchResult shown, Entry entry) {
        return accepted(EntryWrites.entry("open", OPEN, shown, Target.MATCH, entry, NOW, "desktop"));
    }

    @Test
    void aPointIsAScoreWriteThatNamesOnlyTheScoreline() {
        MatchEntry entry = enter(bout(), new Entry.Point(Corner.A, Mark.MEN));

        assertEquals(MatchWrite.Kind.SCORE, entry.write().kind());
        assertEquals(Set.of(FieldGroup.SCORELINE), entry.write().named());
        GroupValue.Scoreline line = (GroupValue.Scoreline) entry.write().changes().get(FieldGroup.SCORELINE);
        assertEquals(List.of(Mark.MEN), line.pointsA());
        assertEquals(NOW, entry.write().madeAt());
        assertEquals("desktop", entry.write().origin());
        assertEquals("open", entry.competitionId());
        assertEquals(bout().id(), entry.matchId());
    }

    @Test
    void aSecondHansokuGivesTheOtherSideAPointInTheSameScoreline() {
        MatchResult once = bout().withSideB(bout().sideB().withHansoku(1));

        MatchEntry entry = enter(once, new Entry.Hansoku(Corner.B));

        GroupValue.Scoreline line = (GroupValue.Scoreline) entry.write().changes().get(FieldGroup.SCORELINE);
        assertEquals(2, line.hansokuB());
        assertEquals(List.of(Mark.HANSOKU), line.pointsA());
    }

    @Test
    void anOvertimePeriodNamesTheOvertimeGroup() {
        MatchEntry entry = enter(bout(), new Entry.Encho());

        assertEquals(MatchWrite.Kind.SCORE, entry.write().kind());
        assertEquals(Set.of(FieldGroup.OVERTIME), entry.write().named());
    }

    @Test
    void aFinishCarriesTheScorelineItWasMadeOnEvenWhenThatDidNotChange() {
        MatchResult scored = bout().withSideA(bout().sideA().withIppons(List.of(Mark.MEN, Mark.KOTE)));

        MatchEntry entry = enter(scored, new Entry.Finish());

        assertEquals(MatchWrite.Kind.FINISH, entry.write().kind());
        assertEquals(Set.of(FieldGroup.VERDICT, FieldGroup.SCORELINE), entry.write().named());
        GroupValue.Verdict verdict = (GroupValue.Verdict) entry.write().changes().get(FieldGroup.VERDICT);
        assertEquals(MatchStatus.COMPLETED, verdict.status());
        assertEquals(scored.sideA().participantId(), verdict.winnerId());
        assertTrue(entry.write().closes());
    }

    @Test
    void aHikiwakeClosesTheMatchAsAFinish() {
        MatchEntry entry = enter(bout(), new Entry.Hikiwake());

        assertEquals(MatchWrite.Kind.FINISH, entry.write().kind());
        assertTrue(entry.write().named().containsAll(Set.of(FieldGroup.VERDICT, FieldGroup.SCORELINE)));
        assertEquals(Decision.HIKIWAKE, ((GroupValue.Verdict) entry.write().changes().get(FieldGroup.VERDICT)).decision());
    }

    @Test
    void aKikenIsAWithdrawalWithTheScorelineItWrites() {
        MatchEntry entry = enter(bout(), new Entry.Forfeit(Corner.A, Decision.KIKEN));

        assertEquals(MatchWrite.Kind.WITHDRAWAL, entry.write().kind());
        assertTrue(entry.write().named().containsAll(Set.of(FieldGroup.VERDICT, FieldGroup.SCORELINE)));
        assertEquals("kiken", entry.name());
    }

    @Test
    void aThirdPointIsRefusedByTheScoringRulesWithoutAWrite() {
        MatchResult two = bout().withSideA(bout().sideA().withIppons(List.of(Mark.MEN, Mark.KOTE)));

        Checked<MatchEntry> third = EntryWrites.entry("open", OPEN, two, Target.MATCH,
                new Entry.Point(Corner.A, Mark.DO), NOW, "desktop");

        assertFalse(third.isAccepted());
        assertFalse(third.refusalIfAny().orElseThrow().sentence().isBlank());
    }

    @Test
    void aPointInATeamBoutIsABoutWriteNamingThatBout() {
        Competition teams = Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(3));
        MatchResult encounter = taikai.model.scoring.Outcomes.settle(teams,
                MatchResult.scheduled("m-r1-0", "", "", Side.of("Red", "t-red"), Side.of("White", "t-white"), 1)
                .withStatus(MatchStatus.RUNNING)
                .withSubBouts(List.of(SubBout.between(0, "Ann", "a0", "Bea", "b0"), SubBout.between(1, "Cas", "a1", "Dirk", "b1"))));

        MatchEntry entry = accepted(EntryWrites.entry("teams", teams, encounter, Target.bout(1),
                new Entry.Point(Corner.B, Mark.KOTE), NOW, "desktop"));

        assertEquals(MatchWrite.Kind.BOUT, entry.write().kind());
        assertTrue(entry.write().named().contains(FieldGroup.bout(1)));
        // The rules close an earlier bout left empty once a later one is scored, so bout 0 may ride along.
        assertFalse(entry.write().named().contains(FieldGroup.SCORELINE));
    }

    @Test
    void aCorrectionNeedsAReason() {
        MatchResult finished = enterAndApply(bout(), new Entry.Hikiwake());

        Checked<MatchEntry> none = EntryWrites.correction("open", OPEN, finished, finished, "  ", NOW, "desktop");

        assertFalse(none.isAccepted());
        assertEquals("correction-needs-reason", none.refusalIfAny().orElseThrow().rule());
    }

    @Test
    void aCorrectionWorksTheWinnerOutAgainAndCarriesItsReason() {
        MatchResult finished = enterAndApply(bout(), new Entry.Hikiwake());
        MatchResult corrected = finished.withSideB(finished.sideB().withIppons(List.of(Mark.DO))).withVerdict(v -> v.withDecision(Decision.NONE));

        MatchEntry entry = accepted(EntryWrites.correction("open", OPEN, finished, corrected, "Do was given, sheet misread",
                NOW, "desktop"));

        assertEquals(MatchWrite.Kind.CORRECTION, entry.write().kind());
        GroupValue.Verdict verdict = (GroupValue.Verdict) entry.write().changes().get(FieldGroup.VERDICT);
        assertEquals("Do was given, sheet misread", verdict.correctionReason());
        assertEquals(finished.sideB().participantId(), verdict.winnerId());
        assertEquals(MatchStatus.COMPLETED, verdict.status());
    }

    @Test
    void writtenThroughTheRoadEachEntryLandsInTheDataFolder() throws Exception {
        TournamentStore store = StoreFixtures.folder(root, POOLS);
        WriteRoad road = new WriteRoad(store, Handlers.standard(), () -> NOW, new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS),
                Duration.ofSeconds(5), new ChangeFeed());
        MatchResult shown = store.competition("open").read().state().orElseThrow().poolMatches().get(0);

        for (Entry entry : List.of(new Entry.Point(Corner.A, Mark.MEN), new Entry.Hansoku(Corner.B),
                new Entry.Point(Corner.A, Mark.KOTE), new Entry.Finish())) {
            MatchEntry write = accepted(EntryWrites.entry("open", OPEN, shown, Target.MATCH, entry, NOW, "desktop"));
            Answer answer = road.submit(new Request("", "desktop", write));
            assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
            shown = store.competition("open").read().state().orElseThrow().poolMatches().get(0);
        }

        assertEquals(List.of(Mark.MEN, Mark.KOTE), shown.sideA().ippons());
        assertEquals(1, shown.sideB().hansoku());
        assertEquals(MatchStatus.COMPLETED, shown.status());
        assertEquals(shown.sideA().participantId(), shown.verdict().winnerId());
    }

    private static MatchResult enterAndApply(MatchResult shown, Entry entry) {
        MatchEntry write = enter(shown, entry);
        MatchResult result = shown;
        for (var change : write.write().changes().entrySet()) {
            result = change.getKey().write(result, change.getValue());
        }
        return result;
    }
}
