package taikai.app.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.generator.Plans;
import taikai.generator.TournamentGenerator;
import taikai.app.testing.Folders;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai compare} on a generated tournament and a copy of it changed by hand, through the
 * store and in a text editor: golden outputs in plain text, Markdown and lines; equal copies, copies
 * of two format versions, and bad usage.
 */
class CompareCommandTest {
    /** Set to true (-Dtaikai.golden.write=true) to write the golden files anew after a deliberate change. */
    private static final boolean WRITE = Boolean.getBoolean("taikai.golden.write");
    private static final Path GOLDEN = Path.of("src/test/resources/taikai/app/compare");

    @TempDir
    Path temp;
    Path before;
    Path after;

    record Run(int code, String out, String err) {
    }

    private static Run compare(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("compare"));
        all.addAll(List.of(args));
        int code = new Cli().run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @BeforeEach
    void generate() throws IOException {
        before = temp.resolve("morning");
        after = temp.resolve("evening");
        TournamentGenerator.generate(before, Plans.forSize(40, 2, 7));
        Folders.copy(before, after);
    }

    @Test
    void copiesThatHoldTheSameTournamentCompareEqual() {
        Run run = compare(before.toString(), after.toString());
        assertEquals(Cli.OK, run.code(), run.err());
        assertEquals(before + " and " + after + " hold the same tournament.\n", run.out());
        assertEquals(Cli.OK, compare("--lines", before.toString(), after.toString()).code());
        assertEquals("", compare("--lines", before.toString(), after.toString()).out());
    }

    @Test
    void handEditsAreSaidInTournamentWords() throws Exception {
        edit();
        Run plain = compare(before.toString(), after.toString());
        assertEquals(Cli.PROBLEMS, plain.code(), plain.err());
        golden("edited.txt", plain.out().replace(temp + "/", ""));
        Run markdown = compare(before.toString(), after.toString(), "--markdown");
        assertEquals(Cli.PROBLEMS, markdown.code(), markdown.err());
        golden("edited.md", markdown.out().replace(temp + "/", ""));
        Run lines = compare(before.toString(), after.toString(), "--lines");
        assertEquals(Cli.PROBLEMS, lines.code(), lines.err());
        golden("edited.diff", lines.out().replaceAll("index [0-9a-f.]+\\n", ""));
    }

    @Test
    void copiesOfTwoFormatVersionsCompareOnMeaning() throws Exception {
        Path old = temp.resolve("old");
        Files.createDirectories(old.resolve("competitions/open"));
        Files.writeString(old.resolve("tournament.md"), "---\nname: Spring Taikai\ndate: 15-03-2025\ncourts:\n    - A\n---\n");
        Files.writeString(old.resolve("competitions/open/config.md"),
                "---\nid: open\nname: Open\nkind: individual\nformat: playoffs\nstatus: setup\n---\n");
        Files.writeString(old.resolve("competitions/open/participants.csv"), "Rin Sato,Seibukan\nYuki Tanaka,Tobukan\n");
        Path upgraded = temp.resolve("upgraded");
        Folders.copy(old, upgraded);
        assertEquals(Cli.OK, new Cli().run(List.of("upgrade", upgraded.toString()), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(new ByteArrayOutputStream())));
        assertTrue(!Files.readString(upgraded.resolve("competitions/open/participants.csv"))
                .equals(Files.readString(old.resolve("competitions/open/participants.csv"))), "the upgrade rewrote the roster");

        Run meaning = compare(old.toString(), upgraded.toString());
        assertEquals(Cli.OK, meaning.code(), meaning.out());
        assertEquals(Cli.PROBLEMS, compare(old.toString(), upgraded.toString(), "--lines").code());
    }

    @Test
    void badUsageIsASentenceAndExitTwo() throws IOException {
        Run one = compare(before.toString());
        assertEquals(Cli.USAGE, one.code());
        assertTrue(one.err().startsWith("Missing required parameter: 'B'"), one.err());
        assertTrue(one.err().contains("Usage: ./taikai compare [-hV] [--debug] [--markdown | --lines] A B"), one.err());
        Run both = compare(before.toString(), after.toString(), "--markdown", "--lines");
        assertEquals(Cli.USAGE, both.code());
        assertEquals(Cli.USAGE, compare(before.toString(), after.toString(), "--colour").code());
        Run missing = compare(before.toString(), temp.resolve("nowhere").toString());
        assertEquals(Cli.USAGE, missing.code());
        assertTrue(missing.err().startsWith(temp.resolve("nowhere") + " is not a folder."), missing.err());
        Path empty = Files.createDirectories(temp.resolve("empty"));
        assertEquals(empty + " is not a data folder: it holds no tournament.md.\n", compare(before.toString(), empty.toString()).err());
        Run noHistory = compare(before + "@2026-05-16T12:30", after.toString());
        assertEquals(Cli.USAGE, noHistory.code());
        assertTrue(noHistory.err().contains("has no history yet"), noHistory.err());
    }

    /**
     * The evening's copy: a venue, a rename, a withdrawal, a result corrected, an override, an entrant
     * added, a dojo put right in a text editor, and a completed competition's knockout discarded, which
     * leaves that competition unreadable.
     */
    private void edit() throws Exception {
        TournamentStore store = TournamentStore.open(after);
        store.rewriteTournament(store.read().tournament().orElseThrow().withVenue("Sporthal Noord"));
        String id = store.read().competitions().firstKey();
        store.competition(id).write(Duration.ofSeconds(5), state -> Change.of(changed(state), List.of(), "edited"));
        String second = store.read().competitions().lastKey();
        store.competition(second).write(Duration.ofSeconds(5), state -> Change.of(state.withBracket(Bracket.EMPTY), List.of(), "discarded"));
        store.close();
        Path roster = after.resolve("competitions/" + id + "/participants.csv");
        List<String> rows = new ArrayList<>(Files.readAllLines(roster, StandardCharsets.UTF_8));
        // A hand edit in a text editor: a typo in the last row's dojo put right.
        String last = rows.get(rows.size() - 2);
        String[] cells = last.split(",", -1);
        cells[3] = cells[3] + " Dojo";
        rows.set(rows.size() - 2, String.join(",", cells));
        Files.write(roster, rows, StandardCharsets.UTF_8);
    }

    private static CompetitionState changed(CompetitionState state) {
        List<Player> players = new ArrayList<>(state.players());
        Player first = players.get(0);
        players.set(0, first.withName(first.name() + "-Smit"));
        players.add(Player.of("1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed", "Hana Kobayashi", "Kendo Club Kranenburcht"));
        List<CompetitorStatus> statuses = new ArrayList<>(state.statuses());
        statuses.add(new CompetitorStatus(players.get(1).id(), false, true, "withdrew before the pools", "", null));
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        for (int i = 0; i < matches.size(); i++) {
            MatchResult m = matches.get(i);
            if (m.status() == MatchStatus.COMPLETED && m.sideA().ippons().size() == 2 && m.verdict().winner().equals(m.sideA().name())) {
                matches.set(i, m.withSideA(m.sideA().withIppons(m.sideA().ippons().subList(1, m.sideA().ippons().size()))));
                break;
            }
        }
        Map<String, String> winners = new LinkedHashMap<>(state.overrides().winners());
        MatchResult any = matches.get(matches.size() - 1);
        winners.put(any.id(), any.sideB().name());
        return state.withPlayers(players).withStatuses(statuses).withPoolMatches(matches)
                .withOverrides(state.overrides().withWinners(winners));
    }

    private static void golden(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (WRITE) {
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual, name);
    }
}
