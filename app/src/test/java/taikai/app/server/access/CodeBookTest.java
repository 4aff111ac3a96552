package taikai.app.server.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodeBookTest {
    @TempDir
    Path temp;

    private Path data() throws IOException {
        return Files.createDirectories(temp.resolve("data"));
    }

    private Path settings() {
        return temp.resolve("settings");
    }

    @Test
    void the_organiser_and_every_court_get_a_code_that_is_checked_back_to_its_holder() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());

        Map<Grant, String> made = book.createMissing(List.of("A", "B"));

        assertEquals(List.of(Grant.organiser(), Grant.court("A"), Grant.court("B")), List.copyOf(made.keySet()));
        for (Map.Entry<Grant, String> code : made.entrySet()) {
            assertEquals(Optional.of(code.getKey()), book.check(code.getValue()));
        }
        assertEquals(Optional.empty(), book.check("2345-6789"));
        assertEquals(Optional.empty(), book.check(""));
        assertEquals(Optional.empty(), book.check(null));
    }

    @Test
    void only_missing_codes_are_made_and_a_code_is_shown_once() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        book.createMissing(List.of("A"));

        Map<Grant, String> again = book.createMissing(List.of("A", "B"));

        assertEquals(List.of(Grant.court("B")), List.copyOf(again.keySet()));
        assertEquals(Map.of(), book.createMissing(List.of("A", "B")));
    }

    @Test
    void no_code_and_nothing_of_the_codes_goes_into_the_data_folder_and_the_file_holds_only_hashes() throws Exception {
        Path data = data();
        CodeBook book = CodeBook.open(settings(), data);
        Map<Grant, String> made = book.createMissing(List.of("A", "B", "C"));

        try (Stream<Path> files = Files.walk(data)) {
            assertEquals(List.of(data), files.toList(), "the data folder is untouched");
        }
        assertTrue(book.file().startsWith(settings()));
        String file = Files.readString(book.file());
        for (String code : made.values()) {
            assertFalse(file.contains(code) || file.contains(AccessCode.display(code)), "no code in the file");
        }
        assertTrue(file.contains("\"hash\""));
    }

    @Test
    void replacing_a_code_revokes_the_old_one_for_a_server_already_running() throws Exception {
        CodeBook server = CodeBook.open(settings(), data());
        String old = server.createMissing(List.of("A")).get(Grant.court("A"));
        assertTrue(server.check(old).isPresent());

        String fresh = CodeBook.open(settings(), data()).replace(Grant.court("A"));

        assertNotEquals(old, fresh);
        assertEquals(Optional.empty(), server.check(old), "the running server reads the file again");
        assertEquals(Optional.of(Grant.court("A")), server.check(fresh));
    }

    @Test
    void a_revoked_code_without_a_successor_stops_working() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        String code = book.createMissing(List.of("A")).get(Grant.court("A"));

        assertTrue(book.revoke(Grant.court("A")));

        assertEquals(Optional.empty(), book.check(code));
        assertFalse(book.revoke(Grant.court("A")));
        assertEquals(List.of(Grant.organiser()), book.holders());
    }

    @Test
    void two_tournaments_on_one_laptop_keep_their_codes_apart() throws Exception {
        Path one = Files.createDirectories(temp.resolve("one"));
        Path two = Files.createDirectories(temp.resolve("two"));
        String codeOfOne = CodeBook.open(settings(), one).createMissing(List.of("A")).get(Grant.court("A"));
        CodeBook bookOfTwo = CodeBook.open(settings(), two);
        bookOfTwo.createMissing(List.of("A"));

        assertNotEquals(CodeBook.open(settings(), one).file(), bookOfTwo.file());
        assertEquals(Optional.empty(), bookOfTwo.check(codeOfOne));
    }

    @Test
    void a_damaged_code_file_is_reported_with_a_sentence_naming_it() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        book.createMissing(List.of("A"));
        Files.writeString(book.file(), "{ not json");

        IOException e = assertThrows(IOException.class, () -> book.check("2345-6789"));

        assertTrue(e.getMessage().contains(book.file().toString()) && e.getMessage().contains("Delete that file"));
    }

    @Test
    void codes_are_eight_characters_without_look_alikes_and_are_read_however_they_are_typed() {
        String code = AccessCode.generate(new java.security.SecureRandom());

        assertEquals(8, code.length());
        assertTrue(code.chars().noneMatch(c -> "01OIL U".indexOf(c) >= 0), code);
        assertEquals(code, AccessCode.normalise(" " + AccessCode.display(code).toLowerCase(java.util.Locale.ROOT) + " "));
        assertEquals("", AccessCode.normalise("ABCD-EFG"));
        assertEquals("", AccessCode.normalise("ABCD-EFG0"));
    }

    @Test
    void the_settings_folder_is_the_variable_then_the_property_then_the_platform_place() {
        assertEquals(Path.of("/x/taikai"), ConfigFolder.resolve(Map.of("TAIKAI_CONFIG_DIR", "/x/taikai"), "/y", "Linux", "/home/u"));
        assertEquals(Path.of("/y"), ConfigFolder.resolve(Map.of(), "/y", "Linux", "/home/u"));
        assertEquals(Path.of("/home/u", ".config", "taikai"), ConfigFolder.resolve(Map.of(), null, "Linux", "/home/u"));
        assertEquals(Path.of("/xdg", "taikai"), ConfigFolder.resolve(Map.of("XDG_CONFIG_HOME", "/xdg"), null, "Linux", "/home/u"));
        assertEquals(Path.of("/home/u", "Library", "Application Support", "Taikai"),
                ConfigFolder.resolve(Map.of(), null, "Mac OS X", "/home/u"));
        assertEquals(Path.of("C:/Users/u/AppData/Roaming", "Taikai"),
                ConfigFolder.resolve(Map.of("APPDATA", "C:/Users/u/AppData/Roaming"), null, "Windows 11", "C:/Users/u"));
    }
}
