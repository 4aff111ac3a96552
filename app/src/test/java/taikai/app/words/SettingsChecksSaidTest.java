package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.rule.Refusal;
import taikai.model.tournament.Contact;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentSettings;
import taikai.words.Language;

/**
 * What the tournament's and a competition's settings forms say is wrong: every check the model makes
 * has its code in the app's bundle with exactly the model's English, so a form says it in the
 * desktop's language (decision 0046).
 */
class SettingsChecksSaidTest {
    @Test
    void everyTournamentCheckIsSaidExactlyInEnglishAndInJapanese() {
        Tournament wrong = Tournament.create("", "31-02-2027", "Hall", List.of("A", "A", "", "Q1"))
                .withDay(d -> d.withDurationDays(9).withOpeningTime("9h").withClosingTime("late").withOpeningBlock("x")
                        .withLunchBlock("y").withClosingBlock("z").withClockToElapsedMultiplier(0.0).withSlowestCourtBufferPct(140))
                .withInfo(i -> i.withContacts(Collections.nCopies(11, new Contact("", "x")))
                        .withSponsors(Collections.nCopies(7, new Sponsor("", "", ""))));
        wrong = wrong.withTheme(wrong.theme().withPrimaryColor("blue").withAccentSoftColor("#12").withWindowTitle("t".repeat(101)));
        List<Refusal> checks = new ArrayList<>(TournamentSettings.checks(wrong));
        checks.addAll(TournamentSettings.courtChecks(Collections.nCopies(17, "B")));
        checks.addAll(TournamentSettings.courtChecks(List.of()));

        assertSaidExactly(checks, 24);
        assertEquals("大会の名前を入力してください。", Said.refusal(checks.get(0), Language.JAPANESE));
    }

    @Test
    void everyCompetitionCheckIsSaidExactlyInEnglishAndInGerman() {
        Competition wrong = Competition.create("x", "", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT)
                .withTeams(t -> t.withSize(16)).withPools(p -> p.withSize(1).withWinners(-1).withFormat("all").withExtraQualifiers("some"))
                .withEntrants(e -> e.withNumberPrefix("ABCD"))
                .withSchedule(s -> s.withPoolMatchSeconds(10).withPlayoffMatchSeconds(7200).withStartTime("9").withDate("x")
                        .withCourts(List.of("Z")))
                .withNaginata(n -> n.withEngiJudges(2)).withBouts(b -> b.withEnchoLimit(-1)).withSwiss(s -> s.withRounds(-1))
                .withLeague(l -> l.withTopN(5));
        List<Refusal> checks = CompetitionSettings.checks(wrong, List.of("A", "B"));

        assertSaidExactly(checks, 16);
        assertTrue(checks.stream().anyMatch(r -> Said.refusal(r, Language.GERMAN)
                .equals("Die Fläche Z gehört nicht zu den Flächen des Turniers (A, B).")), "the court named in German");
    }

    private static void assertSaidExactly(List<Refusal> checks, int atLeast) {
        assertTrue(checks.size() >= atLeast, checks.size() + " checks: " + checks);
        for (Refusal check : checks) {
            assertEquals(java.util.Optional.of(check.code()), Said.code(check), check.code() + ": " + check.sentence());
            for (Language language : Language.values()) {
                assertTrue(!Said.refusal(check, language).equals(check.sentence()) || language == Language.ENGLISH,
                        check.code() + " is said in English in " + language.tag());
            }
        }
    }
}
