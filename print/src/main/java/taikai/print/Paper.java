package taikai.print;

import java.util.Locale;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/** The paper a PDF is laid out on: A4 by default, Letter on request, A3 for a bracket poster. */
public enum Paper {
    A4(PDRectangle.A4),
    LETTER(PDRectangle.LETTER),
    A3(PDRectangle.A3);

    private final PDRectangle portrait;

    Paper(PDRectangle portrait) {
        this.portrait = portrait;
    }

    /** The sheet upright, in points. */
    public PDRectangle portrait() {
        return new PDRectangle(portrait.getWidth(), portrait.getHeight());
    }

    /** The sheet on its side, in points. */
    public PDRectangle landscape() {
        return new PDRectangle(portrait.getHeight(), portrait.getWidth());
    }

    /** The word a person types: a4, letter, a3. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Paper> fromWord(String word) {
        for (Paper paper : values()) {
            if (paper.word().equalsIgnoreCase(word)) {
                return Optional.of(paper);
            }
        }
        return Optional.empty();
    }
}
