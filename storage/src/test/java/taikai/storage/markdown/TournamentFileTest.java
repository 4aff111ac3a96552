package taikai.storage.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.tournament.Contact;
import taikai.model.tournament.DayPlan;
import taikai.model.tournament.PublicInfo;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentMode;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class TournamentFileTest {
    static final String GOLDEN = """
            ---
            name: Spring Taikai
            date: 15-03-2025
            venue: Sports Hall
            courts:
                - A
                - B
            password: "1234"
            duration_days: 2
            opening_block: 30m
            lunch_block: 1h
            closing_block: 20m
            clock_to_elapsed_multiplier: 1.75
            slowest_court_buffer_pct: 15
            mode: self-run
            public_url: https://taikai.example.org
            venue_address: 1 Hall Road
            venue_map_url: https://maps.example.org/hall
            website_url: https://club.example.org/rules
            awards_note: Medals at 17:00
            info_notes: Bring your own bogu
            opening_time: 09:00
            closing_time: 18:00
            contacts:
                -   label: Email
                    value: desk@example.org
            sponsors:
                -   name: Bogu Shop
                    file: 0123456789abcdef.png
                    link: https://shop.example.org
                -   name: Dojo Cafe
                    file: fedcba9876543210.jpg
            theme:
                primary_color: "#1d3557"
                accent_soft_color: "#e7eaf3"
                window_title: Spring Taikai 2025
                logo_path: logo.png
            livestream: https://stream.example.org
            ---
            # Notes for the desk
            Keep the spare shinai by court B.
            """;

    static Tournament full() {
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("livestream", "https://stream.example.org");
        return new Tournament("Spring Taikai", "15-03-2025", "Sports Hall", List.of("A", "B"), "1234", TournamentMode.SELF_RUN,
                new DayPlan(2, "09:00", "18:00", "30m", "1h", "20m", 1.75, 15),
                new PublicInfo("https://taikai.example.org", "1 Hall Road", "https://maps.example.org/hall",
                        "https://club.example.org/rules", "Medals at 17:00", "Bring your own bogu",
                        List.of(new Contact("Email", "desk@example.org")),
                        List.of(new Sponsor("Bogu Shop", "0123456789abcdef.png", "https://shop.example.org"),
                                new Sponsor("Dojo Cafe", "fedcba9876543210.jpg", ""))),
                new Theme("#1d3557", "#e7eaf3", "Spring Taikai 2025", "logo.png"), extra,
                "# Notes for the desk\nKeep the spare shinai by court B.\n");
    }

    @Test
    void aTournamentIsWrittenWithTheKeysInTheDocumentedOrder() {
        assertEquals(GOLDEN, TournamentFile.write(full()));
    }

    @Test
    void readingTheGoldenFileGivesTheTournamentBackWithNoProblem() throws Exception {
        Problems problems = new Problems();
        assertEquals(full(), TournamentFile.read("tournament.md", GOLDEN, problems));
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void defaultsApplyOnReadAndAreNeverWrittenBack() throws Exception {
        String minimal = "---\nname: Cup\npassword: \"\"\nmode: officiated\n---\n";
        Tournament t = TournamentFile.read("tournament.md", minimal, new Problems());
        assertEquals(List.of("A"), t.effectiveCourts());
        assertEquals(1, t.day().effectiveDurationDays());
        assertEquals(1.5, t.day().effectiveClockToElapsedMultiplier());
        assertEquals(10, t.day().effectiveSlowestCourtBufferPct());
        assertEquals(minimal, TournamentFile.write(t));
    }

    @Test
    void passwordIsAlwaysWrittenEvenWhenEmpty() {
        Tournament t = Tournament.create("Cup", "", "", List.of());
        assertEquals("---\nname: Cup\npassword: \"\"\nmode: officiated\n---\n", TournamentFile.write(t));
    }

    @Test
    void adminPasswordIsIgnoredAndDroppedOnTheNextWrite() throws Exception {
        Problems problems = new Problems();
        Tournament t = TournamentFile.read("tournament.md",
                "---\nname: Cup\npassword: open\nadmin_password: secret\nmode: officiated\n---\n", problems);
        String written = TournamentFile.write(t);
        assertEquals("---\nname: Cup\npassword: open\nmode: officiated\n---\n", written);
        Problem notice = problems.list().get(0);
        assertEquals(Problem.Severity.NOTICE, notice.severity());
        assertEquals(4, notice.line());
        assertEquals(1, notice.column());
    }

    @Test
    void rulesUrlIsReadAsTheWebsiteAndWrittenUnderItsCurrentName() throws Exception {
        Tournament t = TournamentFile.read("tournament.md",
                "---\nname: Cup\npassword: \"\"\nrules_url: https://old.example.org\n---\n", new Problems());
        assertEquals("https://old.example.org", t.info().websiteUrl());
        String written = TournamentFile.write(t);
        assertTrue(written.contains("website_url: https://old.example.org\n"), written);
        assertTrue(!written.contains("rules_url"), written);
    }

    @Test
    void aBadCourtLabelIsLeftOutWithItsLineAndColumn() throws Exception {
        Problems problems = new Problems();
        Tournament t = TournamentFile.read("tournament.md",
                "---\nname: Cup\ncourts:\n    - A\n    - Q\n    - b\n---\n", problems);
        assertEquals(List.of("A"), t.courts());
        assertEquals(2, problems.list().size());
        Problem q = problems.list().get(0);
        assertEquals(Problem.Severity.DEGRADED, q.severity());
        assertEquals(5, q.line());
        assertEquals(7, q.column());
        assertEquals("The value of courts[1] is \"Q\", not a court letter A to P; it is left out.", q.message());
    }

    @Test
    void aSeventeenthCourtIsLeftOut() throws Exception {
        Problems problems = new Problems();
        Tournament t = TournamentFile.read("tournament.md",
                "---\ncourts: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, A]\n---\n", problems);
        assertEquals(16, t.courts().size());
        assertEquals(1, problems.list().size());
    }

    @Test
    void aBadValueFallsBackToItsDefaultWithADegradedProblem() throws Exception {
        Problems problems = new Problems();
        Tournament t = TournamentFile.read("tournament.md",
                "---\nduration_days: 40\nslowest_court_buffer_pct: lots\nmode: party\ntheme:\n"
                        + "    primary_color: red\n---\n", problems);
        assertEquals(null, t.day().durationDays());
        assertEquals(null, t.day().slowestCourtBufferPct());
        assertEquals(TournamentMode.OFFICIATED, t.mode());
        assertEquals("", t.theme().primaryColor());
        List<Problem> found = problems.list();
        assertEquals(4, found.size());
        assertEquals(List.of(2, 3, 4, 6), found.stream().map(Problem::line).toList());
        assertTrue(found.stream().allMatch(p -> p.severity() == Problem.Severity.DEGRADED));
    }

    @Test
    void yamlThatDoesNotParseFailsAtTheLineOfTheMarkdownFile() {
        FileFormatException e = assertThrows(FileFormatException.class, () -> TournamentFile.read("tournament.md",
                "---\nname: Cup\ncourts: [A, B\nvenue: Hall\n---\nbody\n", new Problems()));
        assertEquals("tournament.md", e.problem().file());
        assertEquals(4, e.problem().line());
        assertEquals(6, e.problem().column());
        assertTrue(e.problem().message().startsWith("The file does not parse: found a list in square brackets that"
                + " is not closed before the next key."), e.problem().message());
    }

    @Test
    void aKeyGivenTwiceFailsTheFile() {
        FileFormatException e = assertThrows(FileFormatException.class, () -> TournamentFile.read("tournament.md",
                "---\nname: Cup\nname: Other\n---\n", new Problems()));
        assertEquals(3, e.problem().line());
    }

    @Test
    void unknownKeysAreKeptAndWrittenAfterTheKnownOnes() throws Exception {
        String text = "---\nextra_b:\n    nested: [1, 2]\nname: Cup\nextra_a: 7\npassword: \"\"\nmode: officiated\n---\n";
        Tournament t = TournamentFile.read("tournament.md", text, new Problems());
        assertEquals("---\nname: Cup\npassword: \"\"\nmode: officiated\nextra_b:\n    nested:\n        - 1\n"
                + "        - 2\nextra_a: 7\n---\n", TournamentFile.write(t));
    }

    @Test
    void textIsReadAsWrittenWhereYamlOnePointOneWouldReadANumberOrABoolean() throws Exception {
        Tournament t = TournamentFile.read("tournament.md",
                "---\nname: NO\nvenue: yes\npassword: 0123\ndate: 1_000\n---\n", new Problems());
        assertEquals(List.of("NO", "yes", "0123", "1_000"), List.of(t.name(), t.venue(), t.password(), t.date()));
        String written = TournamentFile.write(t);
        assertEquals(t, TournamentFile.read("tournament.md", written, new Problems()), written);
    }

    @Test
    void anUnknownNumberKeyIsWrittenBackAsANumber() throws Exception {
        Tournament t = TournamentFile.read("tournament.md", "---\nmax_encho_periods: 2\nflag: true\n---\n",
                new Problems());
        assertTrue(TournamentFile.write(t).endsWith("max_encho_periods: 2\nflag: true\n---\n"), TournamentFile.write(t));
    }
}
