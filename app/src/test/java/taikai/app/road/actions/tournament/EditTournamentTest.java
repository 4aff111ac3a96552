package taikai.app.road.actions.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.court.StartMatch;
import taikai.model.competition.MatchLabels;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.tournament.Contact;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentMode;

class EditTournamentTest {
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};

    @TempDir
    Path root;

    private Tournament stored() throws Exception {
        return new ActionFolderReader(root).tournament();
    }

    private String file() throws Exception {
        return Files.readString(root.resolve("tournament.md"));
    }

    @Test
    void settingsAreWrittenToTournamentMdWithCourtsContactsModeThemeAndNotes() throws Exception {
        ActionFolder f = new ActionFolder(root);
        Tournament edited = stored().withCourts(List.of("A", "B", "C")).withMode(TournamentMode.SELF_RUN)
                .withDay(d -> d.withDurationDays(2)).withInfo(i -> i.withContacts(List.of(new Contact("Desk", "desk@example.org"))))
                .withTheme(stored().theme().withPrimaryColor("#1b3a5c").withWindowTitle("Spring"))
                .withNotes("# Welcome\n\nBring your own bogu.\n");

        Answer answer = f.submit(new EditTournament(edited, Map.of(), null));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("The settings of Spring Taikai are saved: courts A, B, C, 1 contact, 0 sponsors.", answer.message());
        assertEquals("---\nname: Spring Taikai\ndate: 14-03-2027\nvenue: City Sports Hall\ncourts:\n    - A\n    - B\n    - C\n"
                + "password: \"\"\nduration_days: 2\nmode: self-run\ncontacts:\n    -   label: Desk\n        value: desk@example.org\n"
                + "theme:\n    primary_color: \"#1b3a5c\"\n    window_title: Spring\n---\n# Welcome\n\nBring your own bogu.\n", file());
        assertEquals(1, f.feed.lastSequence(), "the screens are told to read the folder again");
    }

    @Test
    void savingTheSampleSSettingsUnchangedWritesTheSameBytesAndKeepsItsLogos() throws Exception {
        Path sample = Path.of("").toAbsolutePath();
        while (!Files.isRegularFile(sample.resolve("sample-tournament/tournament.md"))) {
            sample = sample.getParent();
        }
        sample = sample.resolve("sample-tournament");
        ActionFolder f = new ActionFolder(root);
        byte[] original = Files.readAllBytes(sample.resolve("tournament.md"));
        Files.write(root.resolve("tournament.md"), original);

        Answer answer = f.submit(new EditTournament(stored(), Map.of(), null));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertArrayEquals(original, Files.readAllBytes(root.resolve("tournament.md")));
    }

    @Test
    void unknownKeysAndThePasswordSurviveAnEdit() throws Exception {
        ActionFolder f = new ActionFolder(root);
        Files.writeString(root.resolve("tournament.md"), "---\nname: Spring Taikai\ndate: 14-03-2027\ncourts:\n    - A\n"
                + "password: hunter2\nlive_stream: https://stream.example.org\nsponsor_wall:\n    rows: 2\n---\n");

        Answer answer = f.submit(new EditTournament(stored().withVenue("Budokan"), Map.of(), null));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("---\nname: Spring Taikai\ndate: 14-03-2027\nvenue: Budokan\ncourts:\n    - A\npassword: hunter2\n"
                + "mode: officiated\nlive_stream: https://stream.example.org\nsponsor_wall:\n    rows: 2\n---\n", file());
    }

    @Test
    void aPasswordSentWithTheSettingsIsNotWrittenOverTheOneOnDisk() throws Exception {
        ActionFolder f = new ActionFolder(root);

        f.submit(new EditTournament(stored().withPassword("changed"), Map.of(), null));

        assertTrue(file().contains("password: \"\"\n"), file());
    }

    @Test
    void wrongSettingsAreRefusedWithEverySentenceAndNothingIsWritten() throws Exception {
        ActionFolder f = new ActionFolder(root);
        String before = file();

        Answer answer = f.submit(new EditTournament(stored().withCourts(List.of("A", "A", ""))
                .withTheme(stored().theme().withAccentSoftColor("teal")), Map.of(), null));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("settings", answer.rule());
        assertEquals("The court A is listed twice; give each court its own letter. A court has no name; name each court"
                + " with one letter from A to P. The soft accent colour \"teal\" is not a colour; write it as # and six hex"
                + " digits, for example #1f6feb.", answer.message());
        assertEquals(before, file());
        assertEquals(0, f.feed.lastSequence());
    }

    @Test
    void aCourtWithAQueuedMatchCannotBeRemovedAndTheMatchIsNamed() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        f.draw("open");
        String queuedOnB = f.state("open").poolMatches().stream().filter(m -> m.court().equals("B")).findFirst()
                .orElseThrow().id();

        Answer answer = f.submit(new EditTournament(stored().withCourts(List.of("A")), Map.of(), null));

        assertEquals("court_in_use", answer.rule());
        assertEquals("Court B cannot be removed: " + MatchLabels.of(f.state("open"), queuedOnB) + " of Open open is queued there. Finish it or move"
                + " it to another court first.", answer.message());
        assertTrue(file().contains("    - B\n"));
    }

    @Test
    void aCourtWithARunningMatchCannotBeRemoved() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        f.draw("open");
        String first = f.state("open").poolMatches().get(0).id();
        String court = f.state("open").poolMatches().get(0).court();
        assertEquals(Outcome.APPLIED, f.submit(new StartMatch("open", first, court)).outcome());

        Answer answer = f.submit(new EditTournament(stored().withCourts(List.of(court.equals("A") ? "B" : "A")), Map.of(), null));

        assertEquals("court_in_use", answer.rule());
        assertTrue(answer.message().startsWith("Court " + court + " cannot be removed: " + MatchLabels.of(f.state("open"), first)
                + " of Open open is running there."), answer.message());
    }

    @Test
    void aCourtIsAddedAndOneWithoutMatchesRemoved() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));

        Answer answer = f.submit(new EditTournament(stored().withCourts(List.of("A", "C")), Map.of(), null));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(List.of("A", "C"), stored().courts());
    }

    @Test
    void aSponsorLogoIsCopiedUnderSponsorsByItsHashInTheSameWrite() throws Exception {
        ActionFolder f = new ActionFolder(root);
        Tournament edited = stored().withInfo(i -> i.withSponsors(List.of(new Sponsor("Kiriyama Bogu", "", "https://kiriyama.example.com"))));

        Answer answer = f.submit(new EditTournament(edited, Map.of(0, new ImageFile("kiriyama.png", PNG)), null));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        String name = EditTournamentHandler.hex16(PNG) + ".png";
        assertArrayEquals(PNG, Files.readAllBytes(root.resolve("sponsors").resolve(name)));
        assertTrue(file().contains("sponsors:\n    -   name: Kiriyama Bogu\n        file: " + name
                + "\n        link: https://kiriyama.example.com\n"), file());
        assertTrue(new ActionFolderReader(root).problems().isEmpty(), "the image checks find the logo in its place");
    }

    @Test
    void theBrandingLogoIsCopiedUnderBrandingAndNamedInTheTheme() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new EditTournament(stored(), Map.of(), new ImageFile("Club Crest.PNG", PNG)));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertArrayEquals(PNG, Files.readAllBytes(root.resolve("branding/club-crest.png")));
        assertTrue(file().contains("theme:\n    logo_path: club-crest.png\n"), file());
    }

    @Test
    void aFileThatIsNotAPngOrJpegIsRefusedAndNothingIsCopied() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new EditTournament(stored(), Map.of(),
                new ImageFile("notes.png", "just text".getBytes(StandardCharsets.UTF_8))));

        assertEquals("image", answer.rule());
        assertEquals("The tournament's logo, notes.png, is not a PNG or JPEG image; choose a .png or .jpg file.", answer.message());
        assertFalse(Files.exists(root.resolve("branding")));
    }

    @Test
    void aTournamentMdThatDoesNotReadIsNeverOverwritten() throws Exception {
        ActionFolder f = new ActionFolder(root);
        String broken = "---\nname: [unclosed\n---\n";
        Files.writeString(root.resolve("tournament.md"), broken);

        Answer answer = f.submit(new EditTournament(Tournament.create("New", "14-03-2027", "", List.of("A")), Map.of(), null));

        assertEquals("tournament_unreadable", answer.rule());
        assertEquals(broken, file());
    }
}
