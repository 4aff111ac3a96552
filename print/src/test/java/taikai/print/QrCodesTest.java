package taikai.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.DecodeHintType;
import com.google.zxing.NotFoundException;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.Result;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.multi.qrcode.QRCodeMultiReader;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.pdfbox.rendering.ImageType;
import org.junit.jupiter.api.Test;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.print.sheets.QrText;

/** Every QR code printed decodes (zxing, from the rendered page) to the match or entrant it stands for. */
class QrCodesTest {

    @Test
    void eachScoreSheetCodeNamesTheCompetitionAndMatchOfAWaitingMatchOnce() {
        Printed sheets = Samples.printed(What.SHEETS);
        List<String> decoded = decodeAll(sheets);
        TreeSet<String> expected = new TreeSet<>();
        for (CompetitionState state : Samples.source().competitions()) {
            List<taikai.model.match.MatchResult> all = new ArrayList<>(state.poolMatches());
            state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> all.add(n.result()));
            all.stream().filter(m -> !m.isCompleted() && !m.court().isBlank())
                    .forEach(m -> expected.add(QrText.match(state.competition().id(), m.id())));
        }
        assertEquals(expected, new TreeSet<>(decoded));
        assertEquals(expected.size(), decoded.size(), "one sheet per waiting match");
        Map<String, Integer> perCourt = new java.util.TreeMap<>();
        for (CompetitionState state : Samples.source().competitions()) {
            List<taikai.model.match.MatchResult> all = new ArrayList<>(state.poolMatches());
            state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> all.add(n.result()));
            all.stream().filter(m -> !m.isCompleted() && !m.court().isBlank()).forEach(m -> perCourt.merge(m.court(), 1, Integer::sum));
        }
        int pages = perCourt.values().stream().mapToInt(n -> (n + 1) / 2).sum();
        assertEquals(pages, sheets.pages(), "two sheets a page, each court from a new page");
    }

    @Test
    void eachNameTagCodeNamesItsEntrant() {
        Printed tags = new Printing(Samples.source()).printQuietly(What.TAGS, "individual-open");
        List<String> decoded = decodeAll(tags);
        TreeSet<String> expected = new TreeSet<>();
        for (Player p : Samples.source().competition("individual-open").orElseThrow().players()) {
            expected.add(QrText.entrant("individual-open", p.id()));
        }
        assertEquals(expected, new TreeSet<>(decoded));
        assertEquals(expected.size(), decoded.size());
    }

    @Test
    void withTheSitesAddressEachNameTagCodeOpensItsEntrantsPage() throws Exception {
        Printed tags = new Printing(Samples.source()).print(new Printing.Request(What.TAGS, java.util.Optional.of("individual-open"),
                taikai.print.Paper.A4, false, java.util.Optional.of("http://192.168.1.20:7070/")));
        List<String> decoded = decodeAll(tags);
        TreeSet<String> expected = new TreeSet<>();
        for (Player p : Samples.source().competition("individual-open").orElseThrow().players()) {
            expected.add("http://192.168.1.20:7070/#p/individual-open/" + p.id());
        }
        assertEquals(expected, new TreeSet<>(decoded));
        assertEquals(expected.size(), decoded.size());
    }

    private static List<String> decodeAll(Printed printed) {
        List<String> texts = new ArrayList<>();
        for (int page = 0; page < printed.pages(); page++) {
            BufferedImage image = Samples.render(printed.pdf(), page, 110, ImageType.RGB);
            int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
            BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(image.getWidth(), image.getHeight(), pixels)));
            try {
                for (Result result : new QRCodeMultiReader().decodeMultiple(bitmap, Map.of(DecodeHintType.TRY_HARDER, Boolean.TRUE))) {
                    texts.add(result.getText());
                }
            } catch (NotFoundException e) {
                throw new AssertionError("No QR code could be read on page " + (page + 1), e);
            }
        }
        return texts;
    }
}
