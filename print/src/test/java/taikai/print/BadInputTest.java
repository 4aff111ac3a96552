package taikai.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue item 5: bad input gets a sentence and still a printable result. */
class BadInputTest {
    @TempDir
    Path temp;

    private Path copy() throws IOException {
        Path data = temp.resolve("lindewaard");
        Samples.copy(Samples.SAMPLE, data);
        return data;
    }

    @Test
    void aCompetitionNotDrawnYetPrintsABlankSheetAndSaysSo() throws Exception {
        Path data = copy();
        Path juniors = data.resolve("competitions/juniors");
        // A competition still being set up: no bracket.json and no history yet (a drawn one missing its
        // bracket.json is a wrong folder, spec section 5, and is left out instead).
        Files.delete(juniors.resolve("bracket.json"));
        Files.delete(juniors.resolve("competitor-status.yaml"));
        try (var walk = Files.walk(juniors.resolve("history"))) {
            for (Path p : (Iterable<Path>) walk.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
        Path config = juniors.resolve("config.md");
        Files.writeString(config, Files.readString(config).replace("status: completed", "status: setup"));
        Printed printed = new Printing(Source.read(data)).print(new Printing.Request(What.BRACKETS, Optional.of("juniors"), Paper.A4, false));
        assertEquals(1, printed.pages());
        assertTrue(printed.sentence().contains("Juniors has no knockout drawn yet, so its tree is printed blank."), printed.sentence());
        assertTrue(Samples.pages(printed.pdf()).get(0).contains("Not drawn yet"));
    }

    @Test
    void aMissingLogoPrintsWithoutItAndSaysSo() throws Exception {
        Path data = copy();
        Files.write(data.resolve("branding/lindewaard-crest.png"), "not a picture".getBytes(StandardCharsets.UTF_8));
        Printed printed = new Printing(Source.read(data)).print(new Printing.Request(What.RESULTS, Optional.of("juniors"), Paper.A4, false));
        assertTrue(printed.pages() > 1, "the certificates still print");
        assertTrue(printed.sentence().contains("The logo branding/lindewaard-crest.png could not be read, so the certificates print without it."),
                printed.sentence());
    }

    @Test
    void aCompetitionWhoseFileCannotBeReadIsNamedWithFileLineAndColumnAndTheRestPrints() throws Exception {
        Path data = copy();
        Path config = data.resolve("competitions/veterans/config.md");
        Files.writeString(config, Files.readString(config).replace("kind: individual", "kind: [individual"));
        Printed printed = new Printing(Source.read(data)).print(Printing.Request.of(What.POOLS));
        assertTrue(printed.sentence().contains("Competition \"veterans\" was left out: competitions/veterans/config.md, line "),
                printed.sentence());
        String text = String.join("\n", Samples.pages(printed.pdf()));
        assertTrue(text.contains("Individual Open, Pool A"));
        assertFalse(text.contains("Veterans League, Pool A"));
    }

    @Test
    void namesInJapaneseAndAccentedNamesPrintAsWrittenAndALongNameStaysInItsBox() throws Exception {
        Path data = copy();
        Path participants = data.resolve("competitions/juniors/participants.csv");
        List<String> lines = Files.readAllLines(participants, StandardCharsets.UTF_8);
        String first = lines.get(0);
        String id = first.substring(0, first.indexOf(','));
        String name = first.split(",")[1];
        String longName = "Maximiliane Wilhelmina Josephine Świętochowska-Ołdakowska van der Heijden-Ã…ngström";
        Files.writeString(participants, Files.readString(participants).replace(name, "山田 花子"), StandardCharsets.UTF_8);
        Path second = data.resolve("competitions/juniors/participants.csv");
        String[] other = lines.get(1).split(",");
        Files.writeString(second, Files.readString(second).replace(other[1], longName), StandardCharsets.UTF_8);
        Printed printed = new Printing(Source.read(data)).print(new Printing.Request(What.TAGS, Optional.of("juniors"), Paper.A4, false));
        String text = String.join("\n", Samples.pages(printed.pdf()));
        assertTrue(text.contains("山田 花子"), "the Japanese name as written");
        assertTrue(text.contains("Świętochowska"), "the accented name as written");
        assertTrue(id.length() > 0);
        try (PDDocument doc = Loader.loadPDF(printed.pdf())) {
            float width = doc.getPage(0).getMediaBox().getWidth();
            float[] widest = {0};
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) throws IOException {
                    for (TextPosition p : positions) {
                        widest[0] = Math.max(widest[0], p.getXDirAdj() + p.getWidthDirAdj());
                    }
                }
            };
            stripper.getText(doc);
            assertTrue(widest[0] <= width - 30, "no text runs past the cards: " + widest[0] + " of " + width);
        }
    }
}
