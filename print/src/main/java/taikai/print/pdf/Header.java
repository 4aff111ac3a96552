package taikai.print.pdf;

/** The top of a printed page: the tournament on a thin line, then what the page is, large. */
public final class Header {
    public static final float MARGIN = 36;

    private Header() {
    }

    /**
     * Draws the header and returns where the page's content starts.
     *
     * @param over the tournament's name and date, small
     * @param title what the page is, such as "Individual Open, Pool A"
     * @param under a line under the title (courts, a note), or empty
     */
    public static float draw(Page page, float top, String over, String title, String under) {
        float width = page.width() - 2 * MARGIN;
        page.color(Page.GREY);
        page.fit(over, MARGIN, top + 10, width, 8, Page.Align.LEFT);
        page.color(Page.BLACK);
        page.bold(true);
        page.fit(title, MARGIN, top + 30, width, 16, Page.Align.LEFT);
        page.bold(false);
        float y = top + 36;
        if (!under.isEmpty()) {
            page.color(Page.GREY);
            page.fit(under, MARGIN, top + 47, width, 9, Page.Align.LEFT);
            page.color(Page.BLACK);
            y = top + 52;
        }
        page.line(MARGIN, y, page.width() - MARGIN, y, 0.8f);
        return y + 10;
    }
}
