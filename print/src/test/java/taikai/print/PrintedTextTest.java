package taikai.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.print.words.Labels;

/** The sample's pools and trees read back from the PDFs: every fighter, bout, court and result on the page it belongs to. */
class PrintedTextTest {
    private static final Pattern INTERNAL_ID = Pattern.compile("\\bm-r\\d+-\\d+\\b|\\br\\d+-m\\d+\\b|m-bronze");

    @Test
    void everyPoolPrintsItsFightersBoutsCourtAndStandingsOnItsOwnPage() {
        List<String> pages = Samples.pages(Samples.printed(What.POOLS).pdf());
        for (CompetitionState state : Samples.source().competitions()) {
            for (Pool pool : state.pools()) {
                String title = Labels.competition(state) + ", " + pool.name() + "\n";
                List<String> holding = pages.stream().filter(p -> p.contains(title)).toList();
                assertEquals(1, holding.size(), title.strip() + " is printed on one page");
                String page = holding.get(0);
                String block = page.substring(page.indexOf(title));
                for (Player p : pool.players()) {
                    assertTrue(block.contains(p.name()), p.name() + " on the sheet of " + title.strip());
                }
                List<MatchResult> bouts = state.poolMatches().stream().filter(m -> m.pool().equals(pool.name())).toList();
                for (MatchResult m : bouts) {
                    assertTrue(Pattern.compile("(?m)^" + Pattern.quote(Labels.boutNumber(m)) + " ").matcher(block).find(),
                            "bout " + Labels.boutNumber(m) + " of " + title.strip());
                    if (!m.court().isBlank()) {
                        assertTrue(block.contains("Court " + m.court()), "the court of " + title.strip());
                    }
                }
                Standings table = Standings.of(state.competition(), pool, state.poolMatches(), state.overrides());
                for (StandingRow row : table.rows()) {
                    assertTrue(block.contains(row.place() + " " + row.entrant().name()), "place " + row.place() + " of " + row.entrant().name());
                }
            }
        }
    }

    @Test
    void everyPageOfTheBookletIsNumberedInItsFooterButTheCertificates() {
        Printed booklet = Samples.printed(What.BOOKLET);
        List<String> pages = Samples.pages(booklet.pdf());
        int certificates = 0;
        for (int i = 0; i < pages.size(); i++) {
            String footer = "Page " + (i + 1) + " of " + pages.size();
            if (pages.get(i).contains("Certificate") && pages.get(i).contains("awarded to")) {
                certificates++;
                assertFalse(pages.get(i).contains(footer), "a certificate carries no footer: page " + (i + 1));
            } else {
                assertTrue(pages.get(i).contains(footer), "page " + (i + 1) + " has its number: " + pages.get(i));
            }
        }
        assertTrue(certificates > 0, "the booklet holds certificates");
    }

    @Test
    void everyKnockoutMatchPrintsItsNumberCourtSidesAndResultOnThePageOfItsPartOfTheTree() {
        List<String> pages = Samples.pages(Samples.printed(What.BRACKETS).pdf());
        for (CompetitionState state : Samples.source().competitions()) {
            String title = Labels.competition(state) + ", knockout";
            List<String> tree = pages.stream().filter(p -> p.contains(title)).toList();
            if (state.bracket().rounds().isEmpty()) {
                continue;
            }
            for (BracketMatch node : state.bracket().allMatches()) {
                if (node.hidden() || node.matchNumber() == 0) {
                    continue;
                }
                String label = "Match " + node.matchNumber() + " ";
                List<String> holding = tree.stream().filter(p -> p.contains(label)).toList();
                assertEquals(1, holding.size(), label + "of " + title + " is on one page");
                String page = holding.get(0);
                MatchResult m = node.result();
                assertTrue(page.contains(label + "\u00b7 Court " + m.court()) || m.court().isBlank(), label + "court");
                for (String side : List.of(Labels.side(state.bracket(), m.sideA(), node.placeholderA(), ""),
                        Labels.side(state.bracket(), m.sideB(), node.placeholderB(), ""))) {
                    if (!side.isEmpty()) {
                        assertTrue(page.contains(side), side + " in " + label + "of " + title);
                    }
                }
                if (m.isCompleted() && !m.verdict().winner().isEmpty()) {
                    assertTrue(page.contains(m.verdict().winner()), "the winner of " + label);
                }
            }
        }
    }

    @Test
    void slotsNotFilledYetArePrintedInWordsNeverAsInternalIds() {
        for (What what : List.of(What.BRACKETS, What.SHEETS, What.SCHEDULE, What.TEAMS)) {
            String text = String.join("\n", Samples.pages(Samples.printed(what).pdf()));
            assertFalse(INTERNAL_ID.matcher(text).find(), what + " shows no internal id");
        }
        String trees = String.join("\n", Samples.pages(Samples.printed(What.BRACKETS).pdf()));
        assertTrue(trees.contains("Pool A 1st") || trees.contains("Pool B 2nd") || trees.contains("Pool C 1st"), "pool places in words");
    }

    @Test
    void aTreeBiggerThanAPageIsCutAndEachJoinNamesThePageOnTheOtherSide() {
        List<String> pages = Samples.pages(Samples.printed(What.BRACKETS).pdf());
        List<String> open = pages.stream().filter(p -> p.contains("Individual Open, knockout")).toList();
        assertEquals(3, open.size(), "32 places: two halves and the final");
        int first = pages.indexOf(open.get(0)) + 1;
        assertTrue(open.get(0).contains("part 1 of 3") && open.get(0).contains("page " + (first + 2)), open.get(0));
        assertTrue(open.get(2).contains("from match") && open.get(2).contains("page " + first), open.get(2));
    }

    @Test
    void eachKindHasThePagesTheSampleCallsFor() {
        assertEquals(14, Samples.printed(What.POOLS).pages(), "pools: two small pools a page");
        assertEquals(10, Samples.printed(What.BRACKETS).pages(), "brackets");
        assertEquals(20, Samples.printed(What.TAGS).pages(), "tags: ten a page, a new page per competition");
        assertEquals(Samples.pages(Samples.printed(What.POOLS).pdf()).size(), Samples.printed(What.POOLS).pages());
    }

    @Test
    void theBookletListsEverySectionWithThePageItStartsOn() {
        Printed booklet = Samples.printed(What.BOOKLET);
        List<String> pages = Samples.pages(booklet.pdf());
        String contents = pages.get(1);
        assertTrue(contents.contains("Contents"), contents);
        for (CompetitionState state : Samples.source().competitions()) {
            var line = Pattern.compile("(?m)^" + Pattern.quote(Labels.competition(state)) + " (\\d+)$").matcher(contents);
            assertTrue(line.find(), Labels.competition(state) + " in the contents");
            int page = Integer.parseInt(line.group(1));
            assertTrue(pages.get(page - 1).contains(Labels.competition(state)), "page " + page + " starts " + Labels.competition(state));
        }
    }
}
