package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * French elides with an apostrophe ("n'est", "l'aire"), and a MessageFormat pattern needs it
 * written twice; a single one is read as a quote and vanishes, leaving "nest" or "laire". Every
 * French bundle of the repository is searched for the words such a loss leaves.
 */
class FrenchElisionTest {
    /** Words that are not French, but what an elision becomes when its apostrophe is lost. */
    private static final Set<String> LOST = Set.of("nest", "na", "nont", "lun", "lune", "quen", "quil", "quils", "dun",
            "dune", "lengi", "laire", "dabord", "lorganisateur", "lorganisation", "lautre", "léquipe", "lordre", "lheure",
            "cest", "naccepte", "nexiste", "lhistorique", "lécran", "lentrée", "larbitre", "daucun", "linscription",
            "lélimination", "lapplication", "jai", "ladresse", "lattente", "lexemption");
    private static final Pattern WORD = Pattern.compile("[\\p{L}]+");

    @Test
    void noFrenchSentenceLostTheApostropheOfAnElision() throws IOException {
        Path repository = Path.of("").toAbsolutePath().getParent();
        List<String> lost = new ArrayList<>();
        try (Stream<Path> files = Files.walk(repository)) {
            for (Path file : files.filter(p -> p.getFileName().toString().endsWith("_fr.properties"))
                    .filter(p -> p.toString().contains("src" + java.io.File.separator + "main")).toList()) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (line.startsWith("#") || !line.contains("=")) {
                        continue;
                    }
                    Matcher m = WORD.matcher(line.substring(line.indexOf('=') + 1));
                    while (m.find()) {
                        if (LOST.contains(m.group().toLowerCase(java.util.Locale.ROOT))) {
                            lost.add(repository.relativize(file) + ":" + (i + 1) + ": " + m.group());
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), lost);
    }
}
