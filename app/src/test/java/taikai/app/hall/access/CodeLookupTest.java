package taikai.app.hall.access;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/api.md, "Access codes": a wrong code is rejected by its lookup tag without the slow hash
 * (which used to run once per holder for every unknown, revoked or foreign code), and a known code
 * costs one slow check per server run.
 */
class CodeLookupTest {
    @TempDir
    Path temp;

    @Test
    void wrongCodesWhoseTagMatchesNoHolderCostNoSlowCheck() throws Exception {
        CodeBook book = CodeBook.open(temp.resolve("settings"), Files.createDirectories(temp.resolve("data")));
        Map<Grant, String> made = book.createMissing(List.of("A", "B", "C", "D"));
        Set<String> tags = new HashSet<>();
        made.values().forEach(code -> tags.add(CodeHash.tagOf(code)));
        SecureRandom random = new SecureRandom();
        int wrong = 0;
        while (wrong < 200) {
            String guess = AccessCode.generate(random);
            if (tags.contains(CodeHash.tagOf(guess)) || made.containsValue(guess)) {
                continue;
            }
            assertEquals(Optional.empty(), book.check(guess));
            wrong++;
        }
        assertEquals(0, book.slowChecks(), "a wrong code is turned away by its tag");

        // Two of the made codes may share a tag (eight bits: about one run in twenty-five), and then a
        // known code can be slow-checked against its tag-mate first: at most one slow check per
        // holder that shares its tag, and none once it is remembered.
        int mostSlow = 0;
        for (String code : made.values()) {
            mostSlow += (int) made.values().stream().filter(other -> CodeHash.tagOf(other).equals(CodeHash.tagOf(code))).count();
        }
        for (Map.Entry<Grant, String> code : made.entrySet()) {
            assertEquals(Optional.of(code.getKey()), book.check(code.getValue()));
        }
        long firstRound = book.slowChecks();
        assertTrue(firstRound >= made.size() && firstRound <= mostSlow, firstRound + " slow checks for " + made.size() + " codes");
        for (Map.Entry<Grant, String> code : made.entrySet()) {
            assertEquals(Optional.of(code.getKey()), book.check(code.getValue()));
        }
        assertEquals(firstRound, book.slowChecks(), "a known code is remembered after its first slow check");
    }

    @Test
    void theTagIsWrittenBesideTheSlowHashOnly() throws Exception {
        CodeBook book = CodeBook.open(temp.resolve("settings"), Files.createDirectories(temp.resolve("data")));
        String code = book.createMissing(List.of("A")).get(Grant.court("A"));
        String file = Files.readString(book.file());
        assertTrue(file.contains("\"tag\" : \"" + CodeHash.tagOf(code) + "\""), file);
        assertEquals(2, CodeHash.tagOf(code).length(), "eight bits: a copy of the file is no fast way to the code");
    }
}
