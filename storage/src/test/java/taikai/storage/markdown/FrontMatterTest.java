package taikai.storage.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;

class FrontMatterTest {

    @Test
    void theBodyIsKeptByteForByte() throws Exception {
        String body = "# Notes\r\n\r\n---\nnot a fence for us\n  trailing  \n";
        FrontMatter parts = FrontMatter.split("t.md", "---\nname: x\n---\n" + body);
        assertEquals("name: x\n", parts.yaml());
        assertEquals(body, parts.body());
        assertEquals("---\nname: x\n---\n" + body, FrontMatter.join(parts.yaml(), parts.body()));
    }

    @Test
    void fencesWrittenWithWindowsLineEndsAreFences() throws Exception {
        FrontMatter parts = FrontMatter.split("t.md", "---\r\nname: x\r\n---\r\nbody");
        assertEquals("name: x\r\n", parts.yaml());
        assertEquals("body", parts.body());
    }

    @Test
    void settingsThatAreNeverClosedFailTheFileAtTheOpeningLine() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> FrontMatter.split("tournament.md", "---\nname: x\n"));
        assertEquals(1, e.problem().line());
        assertEquals("The settings opened by the --- on line 1 are never closed; add a --- line after the last"
                + " setting.", e.problem().message());
    }

    @Test
    void aFileWithoutAnOpeningFenceFails() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> FrontMatter.split("tournament.md", "name: x\n"));
        assertEquals(1, e.problem().line());
    }
}
