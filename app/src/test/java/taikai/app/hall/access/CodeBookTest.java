package taikai.app.hall.access;

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
    void theOrganiserAndEveryCourtGetACodeThatIsCheckedBackToItsHolder() throws Exception {
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
    void onlyMissingCodesAreMadeAndACodeIsShownOnce() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        book.createMissing(List.of("A"));

        Map<Grant, String> again = book.createMissing(List.of("A", "B"));

        assertEquals(List.of(Grant.court("B")), List.copyOf(again.keySet()));
        assertEquals(Map.of(), book.createMissing(List.of("A", "B")));
    }

    @Test
    void noCodeAndNothingOfTheCodesGoesIntoTheDataFolderAndTheFileHoldsOnlyHashes() throws Exception {
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
    void replacingACodeRevokesTheOldOneForAServerAlreadyRunning() throws Exception {
        CodeBook server = CodeBook.open(settings(), data());
        String old = server.createMissing(List.of("A")).get(Grant.court("A"));
        assertTrue(server.check(old).isPresent());

        String fresh = CodeBook.open(settings(), data()).replace(Grant.court("A"));

        assertNotEquals(old, fresh);
        assertEquals(Optional.empty(), server.check(old), "the running server reads the file again");
        assertEquals(Optional.of(Grant.court("A")), server.check(fresh));
    }

    @Test
    void aRevokedCodeWithoutASuccessorStopsWorking() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        String code = book.createMissing(List.of("A")).get(Grant.court("A"));

        assertTrue(book.revoke(Grant.court("A")));

        assertEquals(Optional.empty(), book.check(code));
        assertFalse(book.revoke(Grant.court("A")));
        assertEquals(List.of(Grant.organiser()), book.holders());
    }

    @Test
    void twoTournamentsOnOneLaptopKeepTheirCodesApart() throws Exception {
        Path one = Files.createDirectories(temp.resolve("one"));
        Path two = Files.createDirectories(temp.resolve("two"));
        String codeOfOne = CodeBook.open(settings(), one).createMissing(List.of("A")).get(Grant.court("A"));
        CodeBook bookOfTwo = CodeBook.open(settings(), two);
        bookOfTwo.createMissing(List.of("A"));

        assertNotEquals(CodeBook.open(settings(), one).file(), bookOfTwo.file());
        assertEquals(Optional.empty(), bookOfTwo.check(codeOfOne));
    }

    @Test
    void aDamagedCodeFileIsReportedWithASentenceNamingIt() throws Exception {
        CodeBook book = CodeBook.open(settings(), data());
        book.createMissing(List.of("A"));
        Files.writeString(book.file(), "{ not json");

        IOException e = assertThrows(IOException.class, () -> book.check("2345-6789"));

        assertTrue(e.getMessage().contains(book.file().toString()) && e.getMessage().contains("Delete that file"));
    }

    @Test
    void codesAreEightCharactersWithoutLookAlikesAndAreReadHoweverTheyAreTyped() {
        String code = AccessCode.generate(new java.security.SecureRandom());

        assertEquals(8, code.length());
        assertTrue(code.chars().noneMatch(c -> "01OIL U".indexOf(c) >= 0), code);
        assertEquals(code, AccessCode.normalise(" " + AccessCode.display(code).toLowerCase(java.util.Locale.ROOT) + " "));
        assertEquals("", AccessCode.normalise("ABCD-EFG"));
        assertEquals("", AccessCode.normalise("ABCD-EFG0"));
    }

    @Test
    void theSettingsFolderIsTheVariableThenThePropertyThenThePlatformPlace() {
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
