package taikai.print.booklet;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.print.Job;
import taikai.print.bracket.BracketTrees;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.pools.PoolSheets;
import taikai.print.results.ResultPages;
import taikai.print.schedule.CourtSchedule;
import taikai.print.sheets.ScoreSheets;
import taikai.print.tags.NameTags;
import taikai.print.teams.TeamSheets;
import taikai.print.words.Labels;

/**
 * The booklet: a cover, a table of contents, then every competition's pool sheets, tree, team
 * sheets and results, and the tournament's court schedule, score sheets and name tags, in one PDF
 * (or one competition's share of it).
 */
public final class Booklet {
    private static final float TOC_LINE = 16;

    private Booklet() {
    }

    /** A line of the table of contents: its words, its depth, and the page (0-based) it starts on. */
    record Entry(String title, int level, int start) {
    }

    public static void print(Job job, List<CompetitionState> states) {
        var doc = job.document();
        Page cover = doc.page(false);
        cover(job, cover, states);
        doc.bookmark(job.say("booklet.contents"), 0);
        int coverPages = doc.pageCount();
        int capacity = states.size() * 5 + 4;
        Page probe = doc.page(false);
        int perPage = (int) ((probe.height() - 2 * Header.MARGIN - 80) / TOC_LINE);
        int reserved = Math.max(1, (capacity + perPage - 1) / perPage);
        for (int i = 1; i < reserved; i++) {
            doc.page(false);
        }
        List<Entry> entries = new ArrayList<>();
        for (CompetitionState state : states) {
            String name = Labels.competition(state);
            entries.add(new Entry(name, 0, doc.pageCount()));
            int before = entries.size();
            section(entries, job, job.say("what.pools"), () -> {
                if (PoolSheets.hasPools(state)) {
                    PoolSheets.print(job, state);
                }
            });
            section(entries, job, job.say("booklet.knockout"), () -> {
                if (BracketTrees.hasTree(state)) {
                    BracketTrees.print(job, state);
                }
            });
            section(entries, job, job.say("what.teams"), () -> {
                if (TeamSheets.isTeam(state)) {
                    TeamSheets.print(job, state);
                }
            });
            section(entries, job, job.say("what.results"), () -> ResultPages.print(job, state));
            if (entries.size() == before) {
                entries.remove(entries.size() - 1);
            }
        }
        entries.add(new Entry(job.say("booklet.whole"), 0, doc.pageCount()));
        section(entries, job, job.say("what.schedule"), () -> CourtSchedule.print(job, states));
        section(entries, job, job.say("what.sheets"), () -> ScoreSheets.print(job, states));
        section(entries, job, job.say("what.tags"), () -> NameTags.print(job, states));
        int needed = Math.max(1, (entries.size() + perPage - 1) / perPage);
        for (int i = needed; i < reserved; i++) {
            doc.removePage(coverPages + needed);
        }
        int shift = reserved - needed;
        for (int p = 0; p < needed; p++) {
            Page toc = doc.reopen(coverPages + p);
            float y = Header.draw(toc, Header.MARGIN, job.over(), p == 0 ? job.say("booklet.contents") : job.say("continued", job.say("booklet.contents")), "");
            for (int i = p * perPage; i < Math.min(entries.size(), (p + 1) * perPage); i++) {
                Entry entry = entries.get(i);
                float indent = entry.level() == 0 ? 0 : 18;
                toc.bold(entry.level() == 0);
                float width = toc.width() - 2 * Header.MARGIN;
                toc.fit(entry.title(), Header.MARGIN + indent, y + 10, width - indent - 50, entry.level() == 0 ? 11 : 10, Page.Align.LEFT);
                toc.fit(String.valueOf(entry.start() - shift + 1), toc.width() - Header.MARGIN - 50, y + 10, 50, 10, Page.Align.RIGHT);
                toc.bold(false);
                y += TOC_LINE;
            }
        }
    }

    private static void section(List<Entry> entries, Job job, String title, Runnable print) {
        int before = job.document().pageCount();
        print.run();
        if (job.document().pageCount() > before) {
            entries.add(new Entry(title, 1, before));
        }
    }

    private static void cover(Job job, Page page, List<CompetitionState> states) {
        var tournament = job.source().tournament();
        float w = page.width();
        float y = 200;
        var theme = tournament.theme();
        if (!theme.logoPath().isBlank()) {
            String path = "branding/" + theme.logoPath();
            var logo = job.source().file(path).flatMap(bytes -> job.document().picture(bytes, path));
            if (logo.isPresent()) {
                page.image(logo.get(), w / 2 - 60, 90, 120, 120);
                y = 260;
            } else {
                job.document().note(job.say("note.logo.booklet", path));
            }
        }
        page.bold(true);
        page.box(job.title(), 50, y, w - 100, 60, 28, Page.Align.CENTER);
        page.bold(false);
        page.fit(String.join(" \u00b7 ", List.of(job.date(tournament.date()), tournament.venue()).stream().filter(s -> !s.isBlank()).toList()),
                50, y + 84, w - 100, 13, Page.Align.CENTER);
        float line = y + 130;
        page.color(Page.GREY);
        page.fit(states.size() == 1 ? job.say("booklet.of", Labels.competition(states.get(0))) : job.say("booklet.tournament"), 50, line, w - 100, 11,
                Page.Align.CENTER);
        page.color(Page.BLACK);
        for (CompetitionState state : states) {
            line += 16;
            page.fit(Labels.competition(state), 50, line + 8, w - 100, 10, Page.Align.CENTER);
        }
    }
}
