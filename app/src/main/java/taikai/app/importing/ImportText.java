package taikai.app.importing;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The text of an imported file. UTF-8 when the bytes are UTF-8 (a leading byte-order mark, which a
 * spreadsheet writes, is dropped); otherwise Windows-1252, which is what a spreadsheet on Windows
 * writes when told to save "CSV" without saying UTF-8.
 */
public final class ImportText {
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private ImportText() {
    }

    public static String decode(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            text = new String(bytes, WINDOWS_1252);
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
