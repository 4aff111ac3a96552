package taikai.print.schedule;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.print.Job;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.pdf.Table;
import taikai.print.words.Labels;

/**
 * The court schedule: each court's matches in order, with their times where set, a court to a
 * page (running on when it is longer), every competition that plays there together.
 */
public final class CourtSchedule {
    private static final float ROW = 15;

    private CourtSchedule() {
    }

    record Line(CompetitionState state, MatchResult match, int order) {
    }

    public static void print(Job job, List<CompetitionState> states) {
        Map<String, List<Line>> courts = new LinkedHashMap<>();
        Set<String> names = new LinkedHashSet<>(job.source().tournament().courts());
        for (CompetitionState state : states) {
            for (MatchResult m : matches(state)) {
                if (!m.court().isBlank()) {
                    names.add(m.court());
                }
            }
        }
        names.forEach(n -> courts.put(n, new ArrayList<>()));
        List<Line> unplaced = new ArrayList<>();
        for (CompetitionState state : states) {
            int order = 0;
            for (MatchResult m : matches(state)) {
                Line line = new Line(state, m, order++);
                if (m.court().isBlank()) {
                    unplaced.add(line);
                } else {
                    courts.get(m.court()).add(line);
                }
            }
        }
        boolean any = false;
        for (Map.Entry<String, List<Line>> court : courts.entrySet()) {
            if (court.getValue().isEmpty()) {
                continue;
            }
            any = true;
            court.getValue().sort(ORDER);
            page(job, job.say("court", court.getKey()), court.getValue());
        }
        if (!unplaced.isEmpty()) {
            any = true;
            page(job, job.say("schedule.no.court"), unplaced);
        }
        if (!any) {
            job.document().note(job.say("note.schedule.empty"));
        }
    }

    private static final Comparator<Line> ORDER = Comparator.comparingInt((Line l) -> minutes(l.match().scheduledAt()))
            .thenComparing(l -> l.state().competition().id())
            .thenComparingInt(Line::order);

    static int minutes(String time) {
        if (time != null && time.matches("\\d{1,2}:\\d{2}")) {
            String[] parts = time.split(":");
            return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
        }
        return Integer.MAX_VALUE;
    }

    /** The competition's matches: the pool bouts in playing order, then the knockout round by round. */
    static List<MatchResult> matches(CompetitionState state) {
        List<MatchResult> all = new ArrayList<>(state.poolMatches());
        List<String> pools = state.pools().stream().map(taikai.model.entrant.Pool::name).toList();
        all.sort(Comparator.comparingInt((MatchResult m) -> pools.contains(m.pool()) ? pools.indexOf(m.pool()) : pools.size())
                .thenComparing(MatchResult::pool)
                .thenComparingLong(m -> m.index().matches("\\d{1,9}") ? Long.parseLong(m.index()) : Long.MAX_VALUE));
        state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> all.add(n.result()));
        return all;
    }

    private static void page(Job job, String title, List<Line> lines) {
        Page page = job.document().page(false);
        job.document().bookmark(job.say("schedule.bookmark", title), 1);
        float y = Header.draw(page, Header.MARGIN, job.over(), job.say("schedule.title", title), job.say("schedule.matches", lines.size()));
        float width = page.width() - 2 * Header.MARGIN;
        Table table = new Table(Header.MARGIN, Table.share(width, 7, 18, 15, 22, 22, 12), new Page.Align[] {Page.Align.CENTER,
                Page.Align.LEFT, Page.Align.LEFT, Page.Align.LEFT, Page.Align.LEFT, Page.Align.LEFT});
        List<String> header = List.of(job.say("column.time"), job.say("column.competition"), job.say("column.match"), job.say("aka"),
                job.say("shiro"), job.say("column.status"));
        table.header(page, y, ROW, header);
        y += ROW;
        float bottom = page.height() - Header.MARGIN - 14;
        for (Line line : lines) {
            if (y + ROW > bottom) {
                page = job.document().page(false);
                y = Header.draw(page, Header.MARGIN, job.over(), job.say("continued", job.say("schedule.title", title)), "");
                table.header(page, y, ROW, header);
                y += ROW;
            }
            MatchResult m = line.match();
            var node = line.state().bracket().find(m.id());
            String aka = Labels.side(job.words(), line.state().bracket(), m.sideA(), node.map(n -> n.placeholderA()).orElse(""), job.say("tbd"));
            String shiro = Labels.side(job.words(), line.state().bracket(), m.sideB(), node.map(n -> n.placeholderB()).orElse(""), job.say("tbd"));
            table.row(page, y, ROW, List.of(m.scheduledAt(), Labels.competition(line.state()), Labels.heading(job.words(), line.state(), m),
                    aka, shiro, status(job, m)), m.status() == MatchStatus.COMPLETED ? Page.SHIRO_SOFT : null, 8.5f);
            y += ROW;
        }
    }

    private static String status(Job job, MatchResult m) {
        return switch (m.status()) {
            case COMPLETED -> m.verdict().winner().isEmpty() ? job.say("schedule.done.draw") : job.say("schedule.done", m.verdict().winner());
            case RUNNING -> job.say("status.running");
            case SCHEDULED -> job.say("status.waiting");
        };
    }
}
