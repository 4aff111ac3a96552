package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.competition.CreateCompetition;
import taikai.app.road.actions.competition.EditCompetition;
import taikai.app.road.actions.schedule.PlanSchedule;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.app.road.actions.entrant.ImportEntrants;
import taikai.words.Language;

/**
 * A competition created or saved and a day planned answer with codes and arguments (decision 0049):
 * the kind, the team order and the format are said by the language from their numbers, and a saved
 * start time's plan follows the first sentence as a sentence of its own.
 */
class CompetitionAnswersSaidTest {
    @TempDir
    Path root;

    @Test
    void aTeamCompetitionCreatedIsSaidWithItsOrderAndFormatInEachLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new CreateCompetition(Competition.create("", "Team Kachinuki", Kind.TEAM, Format.LEAGUE)
                .withTeams(t -> t.withSize(3).withMatchType(TeamMatchType.KACHINUKI))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("Competition Team Kachinuki is created: team of 3 (kachinuki), league.", answer.message());
        assertEquals("competition-created-team", answer.code());
        assertEquals(answer.message(), f.history("team-kachinuki", WriteRoad.COMPETITION_HISTORY).get(0).answered().answer());
        Answer wire = AnswerJson.read(AnswerJson.write(answer));
        assertEquals("種目「Team Kachinuki」を作成しました：3人制団体戦（勝ち抜き）、リーグ戦。",
                Said.answer(wire.code(), wire.arguments(), Language.JAPANESE).orElseThrow());
        assertEquals("Wettbewerb Team Kachinuki ist angelegt: Teams zu 3 (kachinuki), Liga.",
                Said.answer(wire.code(), wire.arguments(), Language.GERMAN).orElseThrow());
    }

    @Test
    void aSavedStartTimeSaysTheSettingsAndThenThePlanAsTwoSentences() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("open");

        Answer answer = f.submit(new EditCompetition("open", drawn.competition().withSchedule(s -> s.withStartTime("09:30"))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().startsWith("The settings of Open open are saved: individual, pools then knockout."
                + " Open open: 15 matches planned from 09:30 to "), answer.message());
        assertTrue(answer.code().startsWith("competition-saved-individual" + Sentence.AND + "plan-summary"), answer.code());
        Answer wire = AnswerJson.read(AnswerJson.write(answer));
        assertEquals(answer.message(), Said.answer(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
        String japanese = Said.answer(wire.code(), wire.arguments(), Language.JAPANESE).orElseThrow();
        assertTrue(japanese.startsWith("「Open open」の設定を保存しました：個人戦、予選リーグ＋決勝トーナメント。 Open open：15試合を09:30から"),
                japanese);
        String german = Said.answer(wire.code(), wire.arguments(), Language.GERMAN).orElseThrow();
        assertTrue(german.contains("Open open: 15 Kämpfe geplant von 09:30 bis "), german);
    }

    @Test
    void aPlannedDayIsSaidWithItsCountAndCourtsAndNothingWaitingHasItsOwnSentence() throws Exception {
        CompetitionState entered = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 2);
        ActionFolder f = new ActionFolder(root, entered.withCompetition(entered.competition().withSchedule(s -> s.withStartTime("10:00"))));

        Answer none = f.submit(new PlanSchedule("open"));
        assertEquals("plan-nothing-waiting", none.code(), none.message());
        assertEquals(none.message(), Said.answer(none.code(), none.arguments(), Language.ENGLISH).orElseThrow());

        f.draw("open");
        Answer one = f.submit(new PlanSchedule("open"));
        assertEquals(Outcome.APPLIED, one.outcome(), one.message());
        assertTrue(one.message().matches("Open open: 1 match planned from 10:00 to \\d\\d:\\d\\d on court [A-P]\\."), one.message());
        assertEquals(one.message(), Said.answer(one.code(), one.arguments(), Language.ENGLISH).orElseThrow());
        assertTrue(Said.answer(one.code(), one.arguments(), Language.FRENCH).orElseThrow().contains("1 combat planifié de 10:00"));
    }

    @Test
    void anImportThatTurnsZekkenNamesOnSaysBothSentencesInTheLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 2));
        Player tanaka = new Player("", "Tanaka Ken", "TANAKA", "Kodokan", List.of("3 dan"), "", 0, -1, false, PlayerSource.MANUAL);

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(new ImportEntrants.Row(1, tanaka))));

        assertEquals("1 entrant is imported from entrants.csv. Zekken names are now on for this competition, so the imported"
                + " zekken names are kept and shown.", answer.message());
        assertEquals(answer.message(), Said.answer(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow());
        assertEquals("entrants.csvから1人の選手を取り込みました。 この種目のゼッケン名をオンにしました。取り込んだゼッケン名は保存され、表示されます。",
                Said.answer(answer.code(), answer.arguments(), Language.JAPANESE).orElseThrow());
        assertTrue(Said.answer(answer.code(), answer.arguments(), Language.GERMAN).orElseThrow()
                .startsWith("1 Teilnehmer ist aus entrants.csv importiert. "));
    }

    @Test
    void aPlanThatCannotBeMadeSaysItsProblemsByTheirCodesInTheLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        CompetitionState drawn = f.draw("open");

        Answer answer = f.submit(new EditCompetition("open", drawn.competition().withSchedule(s -> s.withStartTime("09:30").withCourts(List.of("Z")))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.code().endsWith(Sentence.AND + "plan-no-times" + Sentence.AND + Sentence.REFUSED + "plan-court-unknown"), answer.code());
        assertTrue(answer.message().endsWith(" No times were given: Open open plays on court Z (courts in competitions/open/config.md),"
                + " which is not one of the tournament's courts (A, B)."), answer.message());
        Answer wire = AnswerJson.read(AnswerJson.write(answer));
        assertEquals(answer.message(), Said.answer(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
        String german = Said.answer(wire.code(), wire.arguments(), Language.GERMAN).orElseThrow();
        assertTrue(german.contains("Es wurden keine Zeiten vergeben: ") && german.contains(" Z "), german);
        assertTrue(!german.contains("which is not"), german);
    }

    @Test
    void settingsThatDoNotReadAreRefusedByEveryCodeInARow() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        Competition stored = f.state("open").competition();

        Answer answer = f.submit(new EditCompetition("open", stored.withName("").withPools(p -> p.withSize(1))));

        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertEquals("Give the competition a name. A pool holds at least 2 entrants (0 lets the draw choose).", answer.message());
        assertEquals("settings-competition-name" + Sentence.AND + "settings-pool-size", answer.code());
        Answer wire = AnswerJson.read(AnswerJson.write(answer));
        assertEquals(answer.message(), Said.refusal(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
        String german = Said.refusal(wire.code(), wire.arguments(), Language.GERMAN).orElseThrow();
        assertEquals(Said.words(Language.GERMAN).say("refusal.settings-competition-name") + " "
                + Said.words(Language.GERMAN).say("refusal.settings-pool-size"), german);
    }

    @Test
    void aPlanThatCannotBeReadIsRefusedByItsProblemsCodesAndNothingPlanned() throws Exception {
        CompetitionState entered = ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4);
        ActionFolder f = new ActionFolder(root, entered.withCompetition(entered.competition()
                .withSchedule(s -> s.withStartTime("10:00").withCourts(List.of("Z")))));
        f.draw("open");

        Answer answer = f.submit(new PlanSchedule("open"));

        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertTrue(answer.code().startsWith("plan-") && answer.code().endsWith(Sentence.AND + "nothing-planned"), answer.code());
        assertTrue(answer.message().endsWith(" Nothing was planned."), answer.message());
        assertEquals(answer.message(), Said.refusal(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow());
        String japanese = Said.refusal(answer.code(), answer.arguments(), Language.JAPANESE).orElseThrow();
        assertTrue(!japanese.contains("Nothing was planned") && !japanese.contains("has no courts"), japanese);
    }

    @Test
    void aSettingTheDrawFixesIsRefusedByItsCodeWithItsStoredValueSaidByTheLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("open");

        Answer answer = f.submit(new EditCompetition("open", drawn.competition().withFormat(Format.LEAGUE)));

        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertEquals("drawn", answer.rule());
        assertEquals("drawn-format", answer.code());
        assertEquals("Open open is drawn, so its format (pools then knockout) cannot change; discard the draw on the Draw"
                + " screen first if it must.", answer.message());
        assertEquals(answer.message(), Said.refusal(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow());
        assertTrue(Said.refusal(answer.code(), answer.arguments(), Language.JAPANESE).orElseThrow().startsWith(
                "Open openは抽選済みのため、形式（予選リーグ＋決勝トーナメント）"));
    }

    @Test
    void joinedSentencesAreUnsaidWhenTheirArgumentsDoNotAddUp() {
        Sentence both = Sentence.answer("plan-nothing-waiting", "Open").and(Sentence.asWritten("A clash."));
        assertEquals("Open has no match waiting for a time. A clash.", both.english());
        assertEquals(List.of("Open", "A clash."), both.arguments());
        assertEquals(both, both.and(Sentence.NONE));
        assertTrue(Said.answer(both.code(), List.of("Open"), Language.GERMAN).isEmpty(), "one argument short");
        assertTrue(Said.answer(both.code(), List.of("Open", "A clash.", "more"), Language.GERMAN).isEmpty(), "one too many");
    }
}
