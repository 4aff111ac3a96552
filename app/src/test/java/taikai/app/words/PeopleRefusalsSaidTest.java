package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.award.GiveAward;
import taikai.app.road.actions.award.WithdrawAward;
import taikai.app.road.actions.competition.EditCompetition;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.EditEntrant;
import taikai.app.road.actions.entrant.ImportEntrants;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.team.AddMember;
import taikai.app.road.actions.team.ClearMember;
import taikai.app.road.actions.team.RenameMember;
import taikai.app.road.actions.team.SaveLineup;
import taikai.app.road.actions.team.TeamLineups;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.match.MatchResult;
import taikai.words.Language;

/**
 * The refusals of the roster, the seeds, the teams' members and line-ups, the awards, a competition's
 * kind and the import (decision 0046): each handler, driven to refuse down the write road, answers with a
 * code whose English in the bundle is exactly its message, and every language says it.
 */
class PeopleRefusalsSaidTest {
    private static final String FIRST = "00000000-0000-4000-8000-000000000000";
    private static final String SECOND = "00000000-0000-4000-8000-000000000001";
    private static final String TEAM_0 = FIRST;
    private static final String NOBODY = "00000000-0000-4000-8000-000000000099";

    @TempDir
    Path root;

    /** The answer refused with {@code code}, its English message the bundle's, said in every language. */
    private static Answer coded(String code, Answer answer) {
        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertEquals(code, answer.code(), answer.message());
        assertEquals(answer.message(), Said.refusal(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow());
        for (Language language : Language.values()) {
            String said = Said.refusal(answer.code(), answer.arguments(), language).orElseThrow();
            assertFalse(said.isBlank() || said.contains("{"), language.tag() + ": " + said);
        }
        return answer;
    }

    private static String in(Language language, Answer answer) {
        return Said.refusal(answer.code(), answer.arguments(), language).orElseThrow();
    }

    private ActionFolder open() throws Exception {
        return new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
    }

    @Test
    void theRostersRefusalsAreSaidByCode() throws Exception {
        ActionFolder f = open();

        coded("entrant-id-unused", f.submit(new AddEntrant("open", Player.of(FIRST, "New", "Dojo"))));
        coded("entrant-has-name", f.submit(new AddEntrant("open", Player.of("", "  ", "Dojo"))));
        Answer placeholder = coded("name-not-a-placeholder", f.submit(new AddEntrant("open", Player.of("", "Pool A-1st", "Dojo"))));
        Answer twice = coded("name-and-dojo-unique", f.submit(new AddEntrant("open", Player.of("", "fighter 1", "dojo 1"))));
        Answer unknown = coded("entrant-in-roster", f.submit(new EditEntrant("open", Player.of(NOBODY, "Ghost", "Dojo"))));
        coded("entrant-in-roster", f.submit(new CheckIn("open", NOBODY, true)));

        assertEquals("Ein anderer Teilnehmer heißt bereits „fighter 1“ vom Dojo „dojo 1“; ändern Sie den Namen oder das Dojo.",
                in(Language.GERMAN, twice), "names are never translated");
        assertEquals("名前「Pool A-1st」はトーナメント表の仮の枠名のように読めるため、用紙の上で区別できません。別の名前にしてください。",
                in(Language.JAPANESE, placeholder));
        assertTrue(in(Language.FRENCH, unknown).contains("l'identifiant " + NOBODY), in(Language.FRENCH, unknown));
    }

    @Test
    void aLateEntrantAndATeamNameUsedTwiceAreSaidByCode() throws Exception {
        ActionFolder f = open();
        f.draw("open");
        ActionFolder teams = new ActionFolder(root.resolve("teams"), TeamLineups.league());

        Answer late = coded("entrant-before-draw", f.submit(new AddEntrant("open", Player.of("", "Late", "Dojo"))));
        coded("team-name-unique", teams.submit(new AddEntrant("teams", Player.of("", "Team 1", "Elsewhere"))));

        assertEquals("この種目は抽選済みのため、新しい選手は抽選に入りません。先に抽選を取り消してから、選手を追加してください。",
                in(Language.JAPANESE, late));
    }

    @Test
    void theSeedsRefusalsAreSaidByCode() throws Exception {
        ActionFolder f = open();
        assertEquals(Outcome.APPLIED, f.submit(new SetSeed("open", FIRST, 1)).outcome());

        coded("seed-for-roster-entrant", f.submit(new SetSeed("open", NOBODY, 2)));
        Answer taken = coded("seed-rank-free", f.submit(new SetSeed("open", SECOND, 1)));

        assertEquals("第1シードはすでにFighter 0に付いています。先にそのシードを外してください。", in(Language.JAPANESE, taken));
        assertEquals("Setzplatz 1 ist bereits an Fighter 0 vergeben; heben Sie diesen Setzplatz zuerst auf.", in(Language.GERMAN, taken));
    }

    private static ImportEntrants.Row row(int line, String name, String dojo) {
        return new ImportEntrants.Row(line, new Player("", name, "", dojo, List.of(), "", 0, -1, false, PlayerSource.MANUAL));
    }

    @Test
    void anImportNamesTheRefusedLineAndItsFileInEveryLanguage() throws Exception {
        ActionFolder f = open();

        Answer placeholder = coded("import-name-not-a-placeholder-in-file", f.submit(new ImportEntrants("open", "entrants.csv",
                List.of(row(2, "New One", "Dojo 9"), row(3, "Pool A-1st", "Dojo 9")))));
        Answer twice = coded("import-name-and-dojo-unique-in-file",
                f.submit(new ImportEntrants("open", "entrants.csv", List.of(row(2, "Fighter 1", "Dojo 1")))));
        coded("import-entrant-has-name", f.submit(new ImportEntrants("open", "", List.of(row(4, " ", "Dojo 9")))));
        coded("import-entrant-id-unused", f.submit(new ImportEntrants("open", "",
                List.of(new ImportEntrants.Row(5, Player.of(FIRST, "New", "Dojo"))))));

        assertEquals("Line 3 of entrants.csv: The name \"Pool A-1st\" reads like a bracket placeholder, so it could not be told"
                + " apart from one on a sheet; choose another name. Nothing was imported.", placeholder.message());
        assertEquals("name-not-a-placeholder", placeholder.rule(), "the rule's name stays the rule's");
        assertEquals("entrants.csvの3行目：名前「Pool A-1st」はトーナメント表の仮の枠名のように読めるため、用紙の上で区別できません。"
                + "別の名前にしてください。何も取り込んでいません。", in(Language.JAPANESE, placeholder));
        assertEquals("Zeile 2 von entrants.csv: Ein anderer Teilnehmer heißt bereits „Fighter 1“ vom Dojo „Dojo 1“; ändern Sie"
                + " den Namen oder das Dojo. Es wurde nichts importiert.", in(Language.GERMAN, twice));
    }

    @Test
    void aRepeatedRowIsSaidByCodeWhereFourValuesSayIt() throws Exception {
        ActionFolder f = open();

        Answer inFile = coded("import-row-once-in-file", f.submit(new ImportEntrants("open", "teams.csv",
                List.of(row(2, "Kodokan", ""), row(4, "kodokan", "")))));
        coded("import-row-once", f.submit(new ImportEntrants("open", "", List.of(row(2, "Kodokan", ""), row(3, "Kodokan", "")))));
        Answer fromDojo = coded("import-row-once-from-dojo", f.submit(new ImportEntrants("open", "",
                List.of(row(2, "Tanaka", "Kodokan"), row(3, "Tanaka", "Kodokan")))));
        Answer both = f.submit(new ImportEntrants("open", "entrants.csv",
                List.of(row(2, "Tanaka", "Kodokan"), row(3, "Tanaka", "Kodokan"))));

        assertEquals("import-row-once", inFile.rule());
        assertEquals("teams.csvの4行目：2行目と同じです（kodokan）。何も取り込んでいません。どちらかの行を外して、もう一度取り込んでください。",
                in(Language.JAPANESE, inFile));
        assertTrue(in(Language.GERMAN, fromDojo).startsWith("Zeile 3: wiederholt Zeile 2 (Tanaka aus Kodokan)."), in(Language.GERMAN, fromDojo));
        assertEquals("Line 3 of entrants.csv: repeats line 2 (Tanaka from Kodokan). Nothing was imported; leave one of the two"
                + " rows out and import again.", both.message());
        assertEquals("", both.code(), "a row with a dojo and a file needs five values, more than a sentence takes: English");
    }

    @Test
    void theMembersRefusalsAreSaidByCode() throws Exception {
        ActionFolder f = new ActionFolder(root, TeamLineups.league());
        ActionFolder individual = new ActionFolder(root.resolve("open"), ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));

        Answer notTeams = coded("team-competition-only", individual.submit(new AddMember("open", FIRST, "Sato")));
        coded("team-in-competition", f.submit(new AddMember("teams", "no-such-team", "Sato")));
        Answer same = coded("member-name-unique", f.submit(new AddMember("teams", TEAM_0, " member 0.3 ")));
        coded("member-name-unique", f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "Member 0.3")));
        coded("member-of-team", f.submit(new RenameMember("teams", TEAM_0, "m-1-2", "Suzuki")));
        coded("member-name-given", f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "  ")));
        f.draw("teams");
        Answer started = coded("clear-before-start", f.submit(new ClearMember("teams", TEAM_0, "m-0-7")));

        assertEquals("Das Team hat bereits ein Mitglied namens member 0.3; wählen Sie einen anderen Namen.", in(Language.GERMAN, same));
        assertEquals("これは個人戦の種目です。チームがないため、メンバーもオーダーもありません。団体戦の種目を選んでください。",
                in(Language.JAPANESE, notTeams));
        assertEquals("名前を消せるのは種目の開始前だけです。代わりにメンバーの名前を変更してください。", in(Language.JAPANESE, started));
    }

    @Test
    void theLineupsRefusalsAreSaidByCode() throws Exception {
        ActionFolder f = new ActionFolder(root, TeamLineups.league());
        MatchResult notTheirs = f.draw("teams").poolMatches().stream()
                .filter(m -> !m.sideA().participantId().equals(TEAM_0) && !m.sideB().participantId().equals(TEAM_0))
                .findFirst().orElseThrow();

        Answer positions = coded("positions-of-the-competition", f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("6", "m-0-1"))));
        coded("members-of-the-team", f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("senpo", "m-1-1"))));
        coded("match-in-the-draw", f.submit(new SaveLineup("teams", TEAM_0, "Pool Q-1", Map.of("senpo", "m-0-1"))));
        Answer elsewhere = coded("team-fights-there", f.submit(new SaveLineup("teams", TEAM_0, notTheirs.id(), Map.of("senpo", "m-0-1"))));

        assertEquals("Eine Aufstellung hat hier die Positionen senpo, jiho, chuken, fukusho, taisho; 6 passt nicht dazu.",
                in(Language.GERMAN, positions));
        assertEquals("このチームは" + notTheirs.pool() + " 第" + (Integer.parseInt(notTheirs.index()) + 1) + "試合に出場しません。このチーム自身の試合のオーダーを保存してください。",
                in(Language.JAPANESE, elsewhere), "the match is named as the printouts name it (decision 0051)");
        assertTrue(elsewhere.message().contains(taikai.model.competition.MatchLabels.of(f.state("teams"), notTheirs.id())),
                "the English keeps the app's label: " + elsewhere.message());
    }

    @Test
    void theAwardsRefusalsAreSaidByCodeWithAndWithoutADojo() throws Exception {
        ActionFolder f = open();
        FightingSpiritAward kantosho = new FightingSpiritAward("Fighting spirit", "Fighter 3", "Dojo 3");
        f.submit(new GiveAward("open", kantosho));

        Answer again = coded("award_given_with_dojo", f.submit(new GiveAward("open", kantosho)));
        Answer never = coded("award_not_given", f.submit(new WithdrawAward("open",
                new FightingSpiritAward("Fighting spirit", "Fighter 1", ""))));

        assertEquals("award_given", again.rule());
        assertEquals("award_not_given", never.rule());
        assertEquals("Die Auszeichnung „Fighting spirit“ an Fighter 3 (Dojo 3) ist in Open open bereits vergeben.",
                in(Language.GERMAN, again));
        assertEquals("Fighter 1への「Fighting spirit」賞はOpen openの賞にありません。読み込み直して、今の賞を確認してください。",
                in(Language.JAPANESE, never));
    }

    @Test
    void aCompetitionsKindIsSaidByCodeEachWayItWouldChange() throws Exception {
        ActionFolder f = open();
        ActionFolder teams = new ActionFolder(root.resolve("teams"), ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 1));

        Answer toTeam = coded("kind_with_entrants_to_team", f.submit(new EditCompetition("open",
                f.state("open").competition().withKind(Kind.TEAM).withTeams(t -> t.withSize(5)))));
        Answer toIndividual = coded("kind_with_entrants_to_individual", teams.submit(new EditCompetition("teams",
                teams.state("teams").competition().withKind(Kind.INDIVIDUAL))));

        assertEquals("kind_with_entrants", toTeam.rule());
        assertEquals("Open open hat 4 Teilnehmer und kann daher nicht von Einzel auf Mannschaft umgestellt werden; legen Sie"
                + " stattdessen einen neuen Wettbewerb an.", in(Language.GERMAN, toTeam));
        assertEquals("Open teams has 1 entrants, so it cannot change from team to individual; make a new competition instead.",
                toIndividual.message());
        assertEquals("Open teams compte 1 équipe et ne peut donc pas passer de par équipes à individuel ; créez plutôt une"
                + " nouvelle compétition.", in(Language.FRENCH, toIndividual));
        assertEquals("Open teamsには1チームが登録されているため、団体戦から個人戦に変えられません。代わりに新しい種目を作ってください。",
                in(Language.JAPANESE, toIndividual));
    }
}
