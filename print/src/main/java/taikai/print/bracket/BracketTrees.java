package taikai.print.bracket;

import java.util.ArrayList;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.print.Job;
import taikai.print.Paper;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.words.Labels;

/**
 * Bracket trees: every knockout as a tree on landscape pages, with match numbers, courts and times,
 * the slots not filled yet in words ("Winner of match 5", "Pool A 1st"), and the results so far. A
 * tree bigger than a page (8 first-round matches on A4 or Letter, 16 on an A3 poster) is cut into
 * bands of rounds; where a match continues on another page, both ends say which.
 */
public final class BracketTrees {
    private static final float BOX_LINE = 13;
    private static final float TOP_SPACE = 8;

    private final Job job;
    private final CompetitionState state;
    private final Bracket bracket;
    private final List<List<BracketMatch>> rounds;
    private List<Band> plan;
    private int firstPage;

    private BracketTrees(Job job, CompetitionState state) {
        this.job = job;
        this.state = state;
        this.bracket = state.bracket();
        this.rounds = bracket.rounds();
    }

    public static boolean hasTree(CompetitionState state) {
        return !state.bracket().rounds().isEmpty();
    }

    /** Prints the competition's tree; one not drawn yet gets a page that says so. */
    public static void print(Job job, CompetitionState state) {
        new BracketTrees(job, state).all();
    }

    private void all() {
        String name = Labels.competition(state);
        if (rounds.isEmpty()) {
            job.document().note(job.say("note.tree.not.drawn", name));
            Page page = job.document().page(true);
            job.document().bookmark(job.say("tree.bookmark", name), 1);
            float y = Header.draw(page, Header.MARGIN, job.over(), job.say("tree.title", name),
                    job.say("tree.not.drawn"));
            blankTree(page, y, Math.max(2, state.players().size()));
            return;
        }
        int leaves = job.document().paper() == Paper.A3 ? 16 : 8;
        List<Integer> sizes = new ArrayList<>();
        rounds.forEach(r -> sizes.add(r.size()));
        plan = Band.plan(sizes, leaves);
        firstPage = job.document().pageCount() + 1;
        for (int p = 0; p < plan.size(); p++) {
            Band band = plan.get(p);
            Page page = job.document().page(true);
            if (p == 0) {
                job.document().bookmark(job.say("tree.bookmark", name), 1);
            }
            String from = Labels.round(job.words(), rounds.size() - band.first());
            String span = band.first() == band.last() ? from
                    : job.say("tree.span", from, Labels.inSentence(job.words(), Labels.round(job.words(), rounds.size() - band.last())));
            String under = span + (plan.size() > 1 ? " \u00b7 " + job.say("tree.part", p + 1, plan.size()) : "")
                    + (bracket.preview() ? " \u00b7 " + job.say("tree.preview") : "");
            float y = Header.draw(page, Header.MARGIN, job.over(), job.say("tree.title", name), under);
            draw(page, band, y);
        }
    }

    private void draw(Page page, Band band, float top) {
        int columns = band.last() - band.first() + 1;
        boolean last = band.last() == rounds.size() - 1;
        boolean bronze = last && bracket.thirdPlaceMatch() != null && !bracket.thirdPlaceMatch().hidden();
        // A band fed from another page keeps a gutter on its left for the "from page" words.
        float gutter = band.first() > 0 ? 110 : 0;
        float left = Header.MARGIN + gutter;
        float width = page.width() - 2 * Header.MARGIN - gutter;
        float bottom = page.height() - Header.MARGIN - 14 - (bronze ? 60 : 0);
        float colWidth = Math.min(220, width / (columns + (last ? 0.6f : 0.35f)));
        float boxWidth = colWidth - 22;
        int leaves = band.count(band.first());
        float slot = (bottom - top - TOP_SPACE) / leaves;
        for (int r = band.first(); r <= band.last(); r++) {
            int k = r - band.first();
            float x = left + k * colWidth;
            page.color(Page.GREY);
            page.fit(Labels.round(job.words(), rounds.size() - r), x, top + 4, boxWidth, 8, Page.Align.LEFT);
            page.color(Page.BLACK);
            for (int j = 0; j < band.count(r); j++) {
                int i = band.firstIndex(r) + j;
                float centre = top + TOP_SPACE + slot * ((j << k) + (1 << k) / 2f);
                BracketMatch node = rounds.get(r).get(i);
                if (!node.hidden()) {
                    box(page, node, r, x, centre, boxWidth);
                }
                if (r > band.first()) {
                    float childGap = slot * (1 << (k - 1)) / 2f;
                    float joinX = x - 11;
                    page.line(joinX, centre - childGap, joinX, centre + childGap, 0.6f);
                    page.line(joinX, centre, x, centre, 0.6f);
                    page.line(x - 22, centre - childGap, joinX, centre - childGap, 0.6f);
                    page.line(x - 22, centre + childGap, joinX, centre + childGap, 0.6f);
                }
                if (r == band.first() && r > 0) {
                    joinsFromBelow(page, r, i, x, centre, boxWidth);
                }
                if (r == band.last() && !last) {
                    joinAbove(page, r, i, x + boxWidth + 4, centre, colWidth * 0.35f + 14);
                }
            }
        }
        if (last) {
            BracketMatch finalMatch = rounds.get(rounds.size() - 1).get(0);
            float x = left + columns * colWidth;
            float centre = top + TOP_SPACE + (bottom - top - TOP_SPACE) / 2;
            page.line(x - 22, centre, x - 4, centre, 0.6f);
            page.color(Page.GREY);
            page.fit(job.say("winner"), x, centre - 12, colWidth * 0.6f - 4, 8, Page.Align.LEFT);
            page.color(Page.BLACK);
            page.bold(true);
            page.fit(finalMatch.result().isCompleted() ? finalMatch.result().verdict().winner() : "", x, centre + 4, colWidth * 0.6f - 4, 10, Page.Align.LEFT);
            page.bold(false);
        }
        if (bronze) {
            float x = left + (columns - 1) * colWidth;
            page.color(Page.GREY);
            page.fit(job.say("third.place"), x, bottom + 10, boxWidth, 8, Page.Align.LEFT);
            page.color(Page.BLACK);
            box(page, bracket.thirdPlaceMatch(), -1, x, bottom + 38, boxWidth);
        }
    }

    /** A match: its number, court and time over a box of two lines, aka on top, shiro below. */
    private void box(Page page, BracketMatch node, int round, float x, float centre, float width) {
        MatchResult m = node.result();
        float top = centre - BOX_LINE;
        StringBuilder over = new StringBuilder(node.matchNumber() > 0 ? job.say("match.number", node.matchNumber()) : "");
        if (!m.court().isBlank()) {
            over.append(over.length() > 0 ? " \u00b7 " : "").append(job.say("court", m.court()));
        }
        if (!m.scheduledAt().isBlank()) {
            over.append(over.length() > 0 ? " \u00b7 " : "").append(m.scheduledAt());
        }
        page.color(Page.GREY);
        page.fit(over.toString(), x, top - 2, width, 7, Page.Align.LEFT);
        page.color(Page.BLACK);
        String none = round == 0 ? job.say("bye") : job.say("tbd");
        side(page, m, m.sideA(), Labels.side(job.words(), bracket, m.sideA(), node.placeholderA(), none), x, top, width, true);
        side(page, m, m.sideB(), Labels.side(job.words(), bracket, m.sideB(), node.placeholderB(), none), x, top + BOX_LINE, width, false);
        page.rect(x, top, width, 2 * BOX_LINE, 0.6f);
        page.line(x, top + BOX_LINE, x + width, top + BOX_LINE, 0.3f);
    }

    private void side(Page page, MatchResult m, Side side, String text, float x, float top, float width, boolean aka) {
        page.fill(x, top, 3, BOX_LINE, aka ? Page.AKA : Page.LIGHT);
        boolean won = m.isCompleted() && !m.verdict().winner().isEmpty() && m.verdict().winner().equals(side.name());
        boolean placeholder = side.name().isEmpty() || taikai.model.draw.Placeholders.isPlaceholder(side.name());
        String score = job.blank() || !m.isCompleted() && m.status() != taikai.model.match.MatchStatus.RUNNING ? "" : score(m, side, aka);
        float scoreWidth = score.isEmpty() ? 0 : Math.min(width * 0.3f, page.measure(score, 8) + 4);
        page.color(placeholder ? Page.GREY : Page.BLACK);
        page.bold(won);
        page.fit(text, x + 6, top + BOX_LINE - 3.5f, width - 9 - scoreWidth, 8.5f, Page.Align.LEFT);
        page.bold(false);
        page.color(Page.BLACK);
        if (!score.isEmpty()) {
            page.fit(score, x + width - scoreWidth - 2, top + BOX_LINE - 3.5f, scoreWidth, 8, Page.Align.RIGHT);
        }
    }

    private String score(MatchResult m, Side side, boolean aka) {
        if (state.competition().naginata().engi()) {
            return side.flags() == 0 ? "" : job.say("flags", side.flags());
        }
        if (!m.subBouts().isEmpty()) {
            long wins = m.subBouts().stream().filter(b -> !b.isRepresentative() && !b.winner().isEmpty()
                    && b.winner().equals(aka ? b.sideA() : b.sideB())).count();
            return String.valueOf(wins);
        }
        String marks = Labels.marks(job.words(), side.ippons().stream().filter(mk -> mk != Mark.UNFILLED).toList());
        String fouls = Labels.fouls(side.hansoku());
        return (marks + " " + fouls).strip();
    }

    /** On the first round of a band above the bottom one: which page each side comes from. */
    private void joinsFromBelow(Page page, int round, int index, float x, float centre, float width) {
        for (int f = 0; f < 2; f++) {
            int feeder = index * 2 + f;
            if (feeder >= rounds.get(round - 1).size()) {
                continue;
            }
            int at = pageOf(round - 1, feeder);
            BracketMatch from = rounds.get(round - 1).get(feeder);
            String words = from.matchNumber() > 0 ? job.say("tree.from.match", from.matchNumber(), at) : job.say("tree.from", at);
            page.color(Page.GREY);
            page.fit(words + " \u25b6", x - 108, centre + (f == 0 ? -BOX_LINE * 0.4f : BOX_LINE * 0.8f), 104, 7, Page.Align.RIGHT);
            page.color(Page.BLACK);
        }
    }

    /** On the top round of a band below the last: where the winner goes on. */
    private void joinAbove(Page page, int round, int index, float x, float centre, float width) {
        BracketMatch next = rounds.get(round + 1).get(index / 2);
        int at = pageOf(round + 1, index / 2);
        String words = (next.matchNumber() > 0 ? job.say("tree.winner.to.match", next.matchNumber(), at) : job.say("tree.winner.to", at)) + " \u25b6";
        page.line(x - 4, centre, x + 6, centre, 0.6f);
        page.color(Page.GREY);
        page.fit(words, x + 8, centre + 2.5f, Math.max(40, width), 7, Page.Align.LEFT);
        page.color(Page.BLACK);
    }

    private int pageOf(int round, int index) {
        for (int p = 0; p < plan.size(); p++) {
            if (plan.get(p).holds(round, index)) {
                return firstPage + p;
            }
        }
        return firstPage;
    }

    /** An empty tree for {@code entrants}, to fill in by hand. */
    private void blankTree(Page page, float top, int entrants) {
        int size = Integer.highestOneBit(Math.min(16, entrants - 1)) << 1;
        int roundsCount = Integer.numberOfTrailingZeros(size);
        float width = page.width() - 2 * Header.MARGIN;
        float colWidth = Math.min(200, width / (roundsCount + 0.5f));
        float bottom = page.height() - Header.MARGIN - 14;
        int first = size / 2;
        float slot = (bottom - top - TOP_SPACE) / first;
        for (int r = 0; r < roundsCount; r++) {
            float x = Header.MARGIN + r * colWidth;
            for (int j = 0; j < first >> r; j++) {
                float centre = top + TOP_SPACE + slot * ((j << r) + (1 << r) / 2f);
                page.rect(x, centre - BOX_LINE, colWidth - 22, 2 * BOX_LINE, 0.6f);
                page.line(x, centre, x + colWidth - 22, centre, 0.3f);
                page.fill(x, centre - BOX_LINE, 3, BOX_LINE, Page.AKA);
            }
        }
    }
}
