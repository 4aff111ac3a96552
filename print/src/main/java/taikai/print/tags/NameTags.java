package taikai.print.tags;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.MemberLabel;
import taikai.print.Job;
import taikai.print.pdf.Page;
import taikai.print.sheets.QrText;
import taikai.print.words.Labels;

/**
 * Name tags, or zekken cards: one per entrant, or per team member in a team competition, ten to an
 * A4 or Letter page (two columns of five) with cut marks at every corner. Each carries the name (as
 * on the zekken when the competition prints zekken names), the dojo, the competitor number large,
 * and a QR code of the entrant.
 */
public final class NameTags {
    private static final int COLUMNS = 2;
    private static final int ROWS = 5;
    private static final float MARGIN = 30;

    private NameTags() {
    }

    /** One card's words and code. */
    record Card(String competition, String number, String name, String under, String dojo, String qr) {
    }

    public static void print(Job job, List<CompetitionState> states) {
        List<Card> cards = new ArrayList<>();
        for (CompetitionState state : states) {
            cards.addAll(cards(state, job.site()));
        }
        if (cards.isEmpty()) {
            job.document().note(job.say("note.tags.none"));
            return;
        }
        String competition = null;
        Page page = null;
        int slot = COLUMNS * ROWS;
        for (Card card : cards) {
            if (slot == COLUMNS * ROWS || !card.competition().equals(competition)) {
                page = job.document().page(false);
                if (!card.competition().equals(competition)) {
                    job.document().bookmark(job.say("tags.bookmark", card.competition()), 1);
                }
                competition = card.competition();
                slot = 0;
                cutMarks(page);
            }
            draw(job, page, card, slot++);
        }
    }

    static List<Card> cards(CompetitionState state) {
        return cards(state, java.util.Optional.empty());
    }

    /** Each card's code is the entrant's page on the public site when its address is known (a team's page for its members). */
    static List<Card> cards(CompetitionState state, java.util.Optional<String> site) {
        String name = Labels.competition(state);
        String id = state.competition().id();
        List<Card> cards = new ArrayList<>();
        for (Player p : state.players()) {
            String dojo = p.dojo().equals("NA") ? "" : p.dojo();
            if (state.competition().isTeam()) {
                for (TeamMember m : state.teamMembers().getOrDefault(p.id(), List.of())) {
                    if (m.name().isBlank()) {
                        continue;
                    }
                    cards.add(new Card(name, p.number().isBlank() ? "" : MemberLabel.of(p.number(), m.index()), m.name(), p.name(), dojo,
                            site.map(s -> QrText.entrantPage(s, id, p.id())).orElse(QrText.entrant(id, p.id()) + ":" + m.id())));
                }
            } else {
                String shown = state.competition().entrants().withZekkenName() && !p.displayName().isBlank() ? p.displayName() : p.name();
                String under = shown.equals(p.name()) ? "" : p.name();
                cards.add(new Card(name, p.number(), shown, under, dojo,
                        site.map(s -> QrText.entrantPage(s, id, p.id())).orElse(QrText.entrant(id, p.id()))));
            }
        }
        return cards;
    }

    private static float cardWidth(Page page) {
        return (page.width() - 2 * MARGIN) / COLUMNS;
    }

    private static float cardHeight(Page page) {
        return (page.height() - 2 * MARGIN - 10) / ROWS;
    }

    /** Short marks at each corner of the grid, outside the cards, so a guillotine finds the lines. */
    private static void cutMarks(Page page) {
        float w = cardWidth(page);
        float h = cardHeight(page);
        page.color(Page.GREY);
        for (int c = 0; c <= COLUMNS; c++) {
            for (int r = 0; r <= ROWS; r++) {
                float x = MARGIN + c * w;
                float y = MARGIN + r * h;
                page.line(x - 6, y, x + 6, y, 0.4f);
                page.line(x, y - 6, x, y + 6, 0.4f);
            }
        }
        page.color(Page.BLACK);
    }

    private static void draw(Job job, Page page, Card card, int slot) {
        float w = cardWidth(page);
        float h = cardHeight(page);
        float x = MARGIN + (slot % COLUMNS) * w + 12;
        float y = MARGIN + (slot / COLUMNS) * h + 10;
        float inner = w - 24;
        float qr = Math.min(62, h - 30);
        page.color(Page.GREY);
        page.fit(job.title() + " \u00b7 " + card.competition(), x, y + 8, inner, 7.5f, Page.Align.LEFT);
        page.color(Page.BLACK);
        page.bold(true);
        page.fit(card.number().isBlank() ? "" : card.number(), x, y + 44, inner - qr - 8, 34, Page.Align.LEFT);
        page.bold(false);
        page.box(card.name(), x, y + 50, inner - qr - 8, 24, 15, Page.Align.LEFT);
        String under = card.under().isEmpty() ? card.dojo() : card.under() + (card.dojo().isEmpty() ? "" : " \u00b7 " + card.dojo());
        page.box(under, x, y + 76, inner - qr - 8, 22, 9, Page.Align.LEFT);
        page.qr(card.qr(), x + inner - qr, y + 16, qr);
    }
}
