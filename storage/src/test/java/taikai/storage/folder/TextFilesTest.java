package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;

class TextFilesTest {

    @Test
    void utf8TextIsReadAsWrittenWithoutItsByteOrderMark() throws Exception {
        String text = "name: Jérôme 剣道\nend\n";
        assertEquals(text, TextFiles.text("a.md", text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(text, TextFiles.text("a.md", ("\uFEFF" + text).getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aReplacementCharacterWrittenInTheFileIsKept() throws Exception {
        String text = "note: \uFFFD kept\n";
        assertEquals(text, TextFiles.text("a.md", text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aBadByteAfterAReplacementCharacterIsReportedWhereItStands() {
        byte[] good = "a: \uFFFD\nb: ".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[good.length + 2];
        System.arraycopy(good, 0, bytes, 0, good.length);
        bytes[good.length] = (byte) 0xE9;
        bytes[good.length + 1] = '\n';
        FileFormatException e = assertThrows(FileFormatException.class, () -> TextFiles.text("a.md", bytes));
        assertEquals(2, e.problem().line());
        assertEquals(4, e.problem().column());
    }
}
