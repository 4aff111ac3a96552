package taikai.web.view;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.TournamentStore;
import taikai.web.site.SiteWords;
import taikai.words.Language;
import taikai.words.Words;

/** The public view of the committed sample: only public fields, the same bytes every time, and what each page needs. */
public class PublicViewTest {
    public static Path sample() {
        Path dir = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(dir.resolve("sample-tournament/tournament.md"))) {
            dir = dir.getParent();
        }
        return dir.resolve("sample-tournament");
    }

    private static final Words ENGLISH = Words.of(SiteWords.BUNDLE, Language.ENGLISH);
    private static final LoadedTournament SAMPLE = TournamentStore.openForReading(sample()).read();

    @Test
    void theSameFolderGivesTheSameBytes() {
        SortedMap<String, byte[]> one = SiteData.all(SAMPLE, 7, true);
        SortedMap<String, byte[]> two = SiteData.all(TournamentStore.openForReading(sample()).read(), 7, true);
        assertEquals(one.keySet(), two.keySet());
        one.forEach((path, bytes) -> assertArrayEquals(bytes, two.get(path), path));
        assertEquals(2 + SAMPLE.competitions().size(), one.size(), "site, competitors and one file per competition");
    }

    @Test
    void theHallServesEachWaitingMatchsExpectedStartAndAPublishedCopyOnlyThePlan() {
        // Mid-afternoon of the sample's day (the moment its last entries were made), in the hall's zone.
        taikai.model.schedule.Live afternoon = new taikai.model.schedule.Live(1778935061806L + 60_000,
                java.time.ZoneId.of("Europe/Amsterdam"));
        JsonNode served = PublicView.site(SAMPLE, 3, true, afternoon);
        List<String> expected = new java.util.ArrayList<>();
        served.path("courts").forEach(c -> c.path("next").forEach(m -> {
            if (m.has("expected")) {
                expected.add(m.path("expected").asText());
            }
        }));
        assertFalse(expected.isEmpty(), "the waiting matches carry their expected starts: " + served.path("courts"));
        assertTrue(expected.stream().allMatch(t -> t.matches("\\d\\d:\\d\\d")), expected.toString());
        assertFalse(new String(SiteData.all(SAMPLE, 3, true).get(SiteData.SITE), StandardCharsets.UTF_8).contains("\"expected\""),
                "a published copy holds the plan only, the same bytes whenever it is made");
    }

    @Test
    void nothingPrivateGoesOut() {
        // Spec section 3 keeps who decided, why a result was corrected and when each part was written
        // for the organiser; tournament.md's contacts and password are not results either.
        List<String> never = List.of("decisionBy", "decisionReason", "correctionReason", "groupStamps", "modifiedAt",
                "resultSource", "checkedIn", "password", "history", "+31 6 5550 1422", "info@lindewaard", "Maarten de Groot");
        for (Map.Entry<String, byte[]> file : SiteData.all(SAMPLE, 0, true).entrySet()) {
            String text = new String(file.getValue(), StandardCharsets.UTF_8);
            for (String word : never) {
                assertFalse(text.contains(word), file.getKey() + " holds " + word);
            }
        }
    }

    @Test
    void theSiteFileHasEveryCourtWithItsRunningMatchAndTheNextThree() {
        JsonNode site = PublicView.site(SAMPLE, 12, true);
        assertEquals(12, site.path("sequence").asLong());
        List<String> courts = new java.util.ArrayList<>();
        site.path("courts").forEach(c -> courts.add(c.path("court").asText()));
        assertEquals(List.of("A", "B", "C", "D"), courts);
        for (JsonNode court : site.path("courts")) {
            assertTrue(court.path("next").size() <= PublicView.NEXT, court.toString());
            if (!court.path("running").isNull()) {
                assertEquals("running", court.path("running").path("status").asText());
            }
        }
        JsonNode a = site.path("courts").get(0).path("running");
        assertEquals("Naginata Shiai", a.path("competition").asText());
        assertFalse(a.path("a").path("dojo").asText().isEmpty(), "a side carries its dojo for the Now page");
    }

    @Test
    void aCompetitionHasItsTablesWithTheTieBreakItsTreeAndItsPodium() {
        JsonNode open = PublicView.competition(SAMPLE.competition("individual-open").orElseThrow().state().orElseThrow());
        assertTrue(open.path("pools").size() > 0);
        JsonNode row = open.path("pools").get(0).path("rows").get(1);
        assertFalse(row.path("tieBreak").asText().isEmpty(), "the second row says what put it below the first: " + row);
        assertTrue(ENGLISH.has("tie." + row.path("tieBreak").asText()), "the tie-break is a code the page can say: " + row);
        assertTrue(open.path("bracket").path("rounds").size() >= 2);
        List<Integer> places = new java.util.ArrayList<>();
        open.path("podium").forEach(p -> places.add(p.path("place").asInt()));
        assertEquals(List.of(1, 2, 3), places);

        JsonNode swiss = PublicView.competition(SAMPLE.competition("swiss-challenge").orElseThrow().state().orElseThrow());
        assertEquals(1, swiss.path("pools").size(), "a Swiss competition ranks everyone in one table");
        assertEquals("swiss", swiss.path("pools").get(0).path("whole").asText(), "the page names the one table itself");
        assertTrue(swiss.path("pools").get(0).path("rows").size() > 4);

        JsonNode teams = PublicView.competition(SAMPLE.competition("kachinuki").orElseThrow().state().orElseThrow());
        JsonNode waiting = teams.path("bracket").path("rounds").get(teams.path("bracket").path("rounds").size() - 1).get(0);
        JsonNode slot = waiting.path("placeholderA");
        assertEquals("slot.winnerOf", slot.path("say").asText(), waiting.toString());
        assertTrue(ENGLISH.say("slot.winnerOf", slot.path("args").get(0).asInt()).matches("Winner of match \\d+"), slot.toString());
        assertEquals("", waiting.path("a").path("name").asText(), "an empty slot's name is its placeholder's, not the files' words");
        assertTrue(teams.path("bracket").path("rounds").get(0).get(1).path("bouts").size() > 0, "a team match lists its bouts");
        boolean lineups = false;
        for (JsonNode m : PublicView.competition(SAMPLE.competition("team-championship").orElseThrow().state().orElseThrow())
                .path("matches")) {
            lineups |= m.path("lineups").path("a").size() > 0;
        }
        assertTrue(lineups, "a team encounter carries the line-up in force");
    }

    @Test
    void aSlotAPoolFillsIsNamedInWords() {
        // A knockout's first box before its pools are decided holds "Pool A-1st" (file-formats "bracket.json");
        // a person reads "Pool A, 1st" (the pool's own name and the place in their language), on the
        // tree and on the Now page's next matches alike.
        taikai.model.competition.CompetitionState open = SAMPLE.competition("individual-open").orElseThrow().state().orElseThrow();
        var rounds = new java.util.ArrayList<>(open.bracket().rounds());
        var first = new java.util.ArrayList<>(rounds.get(0));
        var box = first.get(0);
        first.set(0, box.withPlaceholderA("Pool A-1st").withResult(box.result().withSideA(taikai.model.match.Side.of("Pool A-1st", ""))));
        rounds.set(0, first);
        JsonNode tree = PublicView.competition(open.withBracket(open.bracket().withRounds(rounds)));
        JsonNode shown = tree.path("bracket").path("rounds").get(0).get(0);
        assertEquals("{\"say\":\"slot.poolPlace\",\"args\":[\"Pool A\",1]}", shown.path("placeholderA").toString(), shown.toString());
        assertEquals("Pool A, 1st", ENGLISH.say("slot.poolPlace", "Pool A", ENGLISH.say("ordinal.one", "1")));
        assertEquals("", shown.path("a").path("name").asText(), "the files' words are not a name");
    }

    @Test
    void theSearchListsEveryEntrantAndATeamsMembers() {
        JsonNode all = PublicView.competitors(SAMPLE).path("competitors");
        long entrants = SAMPLE.competitions().values().stream().mapToLong(c -> c.state().orElseThrow().players().size()).sum();
        assertEquals(entrants, all.size());
        assertTrue(all.findValuesAsText("name").contains("Iris de Vries"));
        boolean members = false;
        for (JsonNode p : all) {
            members |= p.path("team").asBoolean() && p.path("members").size() > 0;
        }
        assertTrue(members, "a team lists its members' names, so a member is found by name");
    }
}
