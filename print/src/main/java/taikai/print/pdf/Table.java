package taikai.print.pdf;

import java.awt.Color;
import java.util.List;

/** Columns of fixed widths drawn row by row with ruled cells; a header row on a grey band. */
public final class Table {
    private final float x;
    private final float[] widths;
    private final Page.Align[] aligns;

    public Table(float x, float[] widths, Page.Align[] aligns) {
        if (widths.length != aligns.length) {
            throw new IllegalArgumentException("A table needs one alignment per column.");
        }
        this.x = x;
        this.widths = widths.clone();
        this.aligns = aligns.clone();
    }

    /** Widths that share {@code total} in proportion to {@code shares}. */
    public static float[] share(float total, float... shares) {
        float sum = 0;
        for (float s : shares) {
            sum += s;
        }
        float[] out = new float[shares.length];
        for (int i = 0; i < shares.length; i++) {
            out[i] = total * shares[i] / sum;
        }
        return out;
    }

    public float width() {
        float w = 0;
        for (float c : widths) {
            w += c;
        }
        return w;
    }

    /** The left edge of column {@code i}. */
    public float left(int i) {
        float left = x;
        for (int c = 0; c < i; c++) {
            left += widths[c];
        }
        return left;
    }

    public float widthOf(int i) {
        return widths[i];
    }

    public void header(Page page, float top, float height, List<String> titles) {
        page.fill(x, top, width(), height, Page.LIGHT);
        page.bold(true);
        row(page, top, height, titles, null, height * 0.5f);
        page.bold(false);
    }

    /** One row: each cell's text fitted inside its cell, the cells ruled; {@code fill} may be null. */
    public void row(Page page, float top, float height, List<String> cells, Color fill, float size) {
        if (fill != null) {
            page.fill(x, top, width(), height, fill);
        }
        page.color(Page.BLACK);
        float left = x;
        for (int i = 0; i < widths.length; i++) {
            page.rect(left, top, widths[i], height, 0.5f);
            String cell = i < cells.size() && cells.get(i) != null ? cells.get(i) : "";
            if (!cell.isEmpty()) {
                page.box(cell, left + 3, top, widths[i] - 6, height, size, aligns[i]);
            }
            left += widths[i];
        }
    }
}
