package taikai.print.sheets;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.model.team.Positions;
import taikai.model.team.Seating;
import taikai.print.Job;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.pdf.Table;
import taikai.print.words.Labels;

/**
 * Score sheets for the courts: one sheet per match of each court's remaining queue (spec section 6:
 * the queue is worked out from court, status and time), two sheets to an A4 or Letter page with a
 * line to cut along. Each carries the match's label and a QR code of its competition and match, so
 * a result written on paper when a court laptop dies goes back in fast. Team encounters list their
 * bouts from the line-ups in force; engi sheets count flags instead of marks.
 */
public final class ScoreSheets {
    private final Job job;

    private ScoreSheets(Job job) {
        this.job = job;
    }

    /** A match on a court's queue, where it stands in that queue. */
    record Entry(String court, int place, CompetitionState state, MatchResult match) {
    }

    public static void print(Job job, List<CompetitionState> states) {
        new ScoreSheets(job).all(states);
    }

    /** Every court's remaining queue among {@code states}, court by court, in queue order. */
    static List<Entry> queues(List<String> tournamentCourts, List<CompetitionState> states) {
        List<Queued> all = new ArrayList<>();
        Set<String> courts = new LinkedHashSet<>(tournamentCourts);
        for (CompetitionState state : states) {
            List<MatchResult> matches = new ArrayList<>(state.poolMatches());
            state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> matches.add(n.result()));
            for (MatchResult m : matches) {
                all.add(new Queued(state.competition().id(), m));
                if (!m.court().isBlank()) {
                    courts.add(m.court());
                }
            }
        }
        List<Entry> entries = new ArrayList<>();
        for (String court : courts) {
            List<Queued> queue = CourtQueue.ofAll(court, all);
            for (int i = 0; i < queue.size(); i++) {
                Queued q = queue.get(i);
                CompetitionState state = states.stream().filter(s -> s.competition().id().equals(q.competitionId())).findFirst().orElseThrow();
                entries.add(new Entry(court, i + 1, state, q.match()));
            }
        }
        return entries;
    }

    private void all(List<CompetitionState> states) {
        List<Entry> entries = queues(job.source().tournament().courts(), states);
        if (entries.isEmpty()) {
            job.document().note(job.say("note.sheets.none"));
            return;
        }
        String court = null;
        Page page = null;
        boolean bottomFree = false;
        for (Entry entry : entries) {
            boolean newCourt = !entry.court().equals(court);
            if (page == null || newCourt || !bottomFree) {
                page = job.document().page(false);
                if (newCourt) {
                    job.document().bookmark(job.say("sheets.bookmark", entry.court()), 1);
                }
                court = entry.court();
                sheet(page, entry, 0);
                bottomFree = true;
            } else {
                page.color(Page.GREY);
                page.dashed(12, page.height() / 2, page.width() - 12, page.height() / 2);
                page.fit(job.say("sheets.cut"), 14, page.height() / 2 - 3, 60, 6, Page.Align.LEFT);
                page.color(Page.BLACK);
                sheet(page, entry, page.height() / 2);
                bottomFree = false;
            }
        }
    }

    private void sheet(Page page, Entry entry, float top) {
        CompetitionState state = entry.state();
        MatchResult match = Seating.seated(state, entry.match());
        float left = Header.MARGIN;
        float width = page.width() - 2 * Header.MARGIN;
        float qr = 78;
        String label = Labels.heading(job.words(), state, match);
        page.qr(QrText.match(state.competition().id(), match.id()), left + width - qr, top + 24, qr);
        page.color(Page.GREY);
        page.fit(job.over(), left, top + 30, width - qr - 10, 8, Page.Align.LEFT);
        page.color(Page.BLACK);
        page.fit(Labels.competition(state), left, top + 46, width - qr - 10, 11, Page.Align.LEFT);
        page.bold(true);
        page.fit(label, left, top + 68, width - qr - 10, 18, Page.Align.LEFT);
        page.bold(false);
        String when = job.say("court", entry.court()) + " \u00b7 " + job.say("sheets.queue", entry.place())
                + (match.scheduledAt().isBlank() ? "" : " \u00b7 " + match.scheduledAt())
                + (match.status() == taikai.model.match.MatchStatus.RUNNING ? " \u00b7 " + job.say("sheets.running") : "");
        page.fit(when, left, top + 84, width - qr - 10, 10, Page.Align.LEFT);
        page.color(Page.GREY);
        page.fit(job.say("sheets.scan"), left, top + 112,
                width - qr - 10, 7, Page.Align.LEFT);
        page.color(Page.BLACK);
        float y = top + 122;
        boolean engi = state.competition().naginata().engi();
        if (state.competition().isTeam()) {
            y = teamBouts(page, state, match, left, y, width);
        } else {
            y = side(page, state, match.sideA(), match, true, left, y, width, engi);
            y = side(page, state, match.sideB(), match, false, left, y + 6, width, engi);
        }
        decisions(page, left, y + 10, width, state.competition().isTeam());
    }

    private float side(Page page, CompetitionState state, Side side, MatchResult m, boolean aka, float left, float y,
            float width, boolean engi) {
        float h = 46;
        page.fill(left, y, width, h, aka ? Page.AKA_SOFT : Page.SHIRO_SOFT);
        page.fill(left, y, 8, h, aka ? Page.AKA : Page.LIGHT);
        page.rect(left, y, width, h, 0.6f);
        page.color(Page.GREY);
        page.fit(aka ? job.say("aka.upper") : job.say("shiro.upper"), left + 14, y + 11, 60, 8, Page.Align.LEFT);
        page.color(Page.BLACK);
        String name = Labels.side(job.words(), state.bracket(), side, placeholder(state, m, aka), job.say("tbd"));
        Player p = side.participantId().isEmpty() ? null : state.findPlayer(side.participantId()).orElse(null);
        page.bold(true);
        page.box(name, left + 14, y + 13, width * 0.42f, 20, 14, Page.Align.LEFT);
        page.bold(false);
        if (p != null) {
            page.fit((p.number().isBlank() ? "" : p.number() + " \u00b7 ") + (p.dojo().equals("NA") ? "" : p.dojo()),
                    left + 14, y + 41, width * 0.42f, 8, Page.Align.LEFT);
        }
        float bx = left + width * 0.47f;
        page.color(Page.GREY);
        page.fit(engi ? job.say("column.flags") : job.say("column.points"), bx, y + 11, 60, 7, Page.Align.LEFT);
        page.fit(job.termCapital("hansoku"), bx + width * 0.3f, y + 11, 60, 7, Page.Align.LEFT);
        page.color(Page.BLACK);
        int boxes = engi ? state.competition().naginata().effectiveEngiJudges() : 3;
        for (int i = 0; i < boxes; i++) {
            page.rect(bx + i * 30, y + 15, 26, 26, 0.6f);
        }
        for (int i = 0; i < 4; i++) {
            page.rect(bx + width * 0.3f + i * 20, y + 21, 16, 16, 0.5f);
        }
        return y + h;
    }

    private static String placeholder(CompetitionState state, MatchResult m, boolean aka) {
        return state.bracket().find(m.id()).map(n -> aka ? n.placeholderA() : n.placeholderB()).orElse("");
    }

    private float teamBouts(Page page, CompetitionState state, MatchResult m, float left, float y, float width) {
        String aka = Labels.side(job.words(), state.bracket(), m.sideA(), placeholder(state, m, true), job.say("tbd"));
        String shiro = Labels.side(job.words(), state.bracket(), m.sideB(), placeholder(state, m, false), job.say("tbd"));
        page.fill(left, y, width / 2, 18, Page.AKA_SOFT);
        page.fill(left + width / 2, y, width / 2, 18, Page.SHIRO_SOFT);
        page.bold(true);
        page.fit(job.say("aka.upper") + "  " + aka, left + 4, y + 13, width / 2 - 8, 11, Page.Align.LEFT);
        page.fit(job.say("shiro.upper") + "  " + shiro, left + width / 2 + 4, y + 13, width / 2 - 8, 11, Page.Align.LEFT);
        page.bold(false);
        y += 20;
        Table table = new Table(left, Table.share(width, 12, 26, 14, 6, 14, 6, 26), new Page.Align[] {Page.Align.LEFT,
                Page.Align.LEFT, Page.Align.CENTER, Page.Align.CENTER, Page.Align.CENTER, Page.Align.CENTER, Page.Align.LEFT});
        String points = job.say("column.points");
        String fouls = job.say("column.hansoku.letter");
        table.header(page, y, 13, List.of(job.say("column.bout"), job.say("aka"), points, fouls, points, fouls, job.say("shiro")));
        y += 13;
        boolean kachinuki = state.competition().teams().matchType() == taikai.model.competition.TeamMatchType.KACHINUKI;
        int size = state.competition().teams().size() > 0 ? state.competition().teams().size() : 5;
        List<SubBout> bouts = m.subBouts().stream().filter(b -> !b.isRepresentative()).toList();
        int rows = kachinuki ? Math.max(bouts.size() + 1, Math.min(2 * size - 1, 7)) : size;
        for (int i = 0; i < rows; i++) {
            SubBout b = i < bouts.size() ? bouts.get(i) : null;
            String position = kachinuki ? job.say("bout.number", i + 1) : job.position(Positions.at(size, i + 1).orElse(String.valueOf(i + 1)));
            table.row(page, y, 16, List.of(position, b == null ? "" : b.sideA(), "", "", "", "", b == null ? "" : b.sideB()), null, 8.5f);
            y += 16;
        }
        table.row(page, y, 16, List.of(job.say("representative"), "", "", "", "", "", ""), Page.SHIRO_SOFT, 8.5f);
        return y + 16;
    }

    private void decisions(Page page, float left, float y, float width, boolean team) {
        String[] terms = team ? new String[] {"hikiwake", "daihyosen", "kiken", "fusensho"}
                : new String[] {"encho", "hantei", "hikiwake", "kiken", "fusensho"};
        float x = left;
        for (String term : terms) {
            String word = job.termCapital(term);
            page.rect(x, y, 9, 9, 0.5f);
            page.fit(word, x + 13, y + 8, 70, 8.5f, Page.Align.LEFT);
            x += 82;
        }
        y += 28;
        // The lines start after their words, which are longer in some languages ("Unterschrift").
        String winner = job.say("winner");
        String signed = job.say("sheets.signed");
        page.fit(winner, left, y, 90, 9, Page.Align.LEFT);
        page.line(left + Math.max(45, Math.min(90, page.measure(winner, 9)) + 6), y + 2, left + width * 0.55f, y + 2, 0.5f);
        page.fit(signed, left + width * 0.6f, y, 90, 9, Page.Align.LEFT);
        page.line(left + width * 0.6f + Math.max(40, Math.min(90, page.measure(signed, 9)) + 6), y + 2, left + width, y + 2, 0.5f);
    }
}
