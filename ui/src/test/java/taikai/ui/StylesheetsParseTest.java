package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javafx.css.CssParser;
import org.junit.jupiter.api.Test;

/**
 * Every style sheet the desktop ships parses without an error. JavaFX drops a declaration it cannot
 * parse with a warning on the console only, so a wrong value (a browser's CSS function JavaFX does
 * not have, say) would leave a screen unstyled with no test noticing.
 */
class StylesheetsParseTest {
    @Test
    void everyStyleSheetParsesWithoutAnError() throws Exception {
        List<Path> sheets;
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources"))) {
            sheets = files.filter(p -> p.toString().endsWith(".css")).sorted().toList();
        }
        assertFalse(sheets.isEmpty(), "the desktop's style sheets are found");
        List<String> errors = new ArrayList<>();
        for (Path sheet : sheets) {
            CssParser.errorsProperty().clear();
            new CssParser().parse(sheet.toUri().toURL());
            CssParser.errorsProperty().forEach(e -> errors.add(sheet.getFileName() + ": " + e.getMessage()));
        }
        assertEquals(List.of(), errors);
    }
}
