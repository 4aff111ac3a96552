package taikai.print.pools;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.print.Job;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.pdf.Table;
import taikai.print.words.Labels;

/**
 * Pool sheets: a page per pool, or two small pools a page, each with its fighters (number, name,
 * dojo), the bouts in playing order with the numbers every surface uses, boxes for marks and
 * hansoku (flags for engi), and the standings table. Blank for hand scoring, or filled with what
 * has been entered so far.
 */
public final class PoolSheets {
    private static final float ROW = 15;
    private static final float BOUT_ROW = 19;
    private static final float GAP = 12;
    private static final int MARK_BOXES = 3;

    private final Job job;
    private final CompetitionState state;
    private final Competition competition;
    private Page page;
    private float y;
    private float bottom;

    private PoolSheets(Job job, CompetitionState state) {
        this.job = job;
        this.state = state;
        this.competition = state.competition();
    }

    /** Prints every pool of the competition; a competition not drawn yet gets one blank sheet that says so. */
    public static void print(Job job, CompetitionState state) {
        new PoolSheets(job, state).all();
    }

    /** True when the competition has pools or pool bouts to print. */
    public static boolean hasPools(CompetitionState state) {
        return !state.pools().isEmpty() || !state.poolMatches().isEmpty();
    }

    private void all() {
        List<PoolGroups.Group> groups = PoolGroups.of(state);
        String name = Labels.competition(state);
        if (groups.isEmpty()) {
            job.document().note(job.say("note.pools.not.drawn", name));
            newPage();
            y = Header.draw(page, Header.MARGIN, job.over(), job.say("pools.title.blank", name),
                    job.say("pools.not.drawn"));
            List<Player> blanks = new ArrayList<>();
            for (int i = 0; i < Math.max(3, Math.min(5, competition.pools().size())); i++) {
                blanks.add(Player.of("", "", ""));
            }
            fighters(blanks);
            bouts(List.of(), blanks.size());
            return;
        }
        boolean first = true;
        for (PoolGroups.Group group : groups) {
            float needed = height(group);
            if (first || y + needed > bottom) {
                newPage();
            } else {
                page.dashed(Header.MARGIN, y - GAP / 2, page.width() - Header.MARGIN, y - GAP / 2);
            }
            first = false;
            if (groups.indexOf(group) == 0) {
                job.document().bookmark(job.say("pools.bookmark", name), 1);
            }
            pool(group);
            y += GAP * 1.5f;
        }
    }

    private void newPage() {
        page = job.document().page(false);
        y = Header.MARGIN;
        bottom = page.height() - Header.MARGIN - 14;
    }

    private float height(PoolGroups.Group group) {
        int n = group.players().size();
        float h = 52 + 10;
        h += (n + 1) * ROW + GAP;
        h += (group.bouts().size() + 1) * BOUT_ROW + GAP;
        if (group.isPool()) {
            h += (n + 1) * ROW;
        }
        return h;
    }

    private void pool(PoolGroups.Group group) {
        Set<String> courts = new LinkedHashSet<>();
        group.bouts().forEach(b -> {
            if (!b.court().isBlank()) {
                courts.add(b.court());
            }
        });
        String under = (courts.isEmpty() ? job.say("pools.no.court") : job.say("pools.courts", courts.size(), String.join(", ", courts)))
                + " \u00b7 " + job.say("pools.bouts", group.bouts().size())
                + " \u00b7 " + (job.blank() ? job.say("pools.blank") : job.say("pools.filled"));
        y = Header.draw(page, y, job.over(), job.say("pools.title", Labels.competition(state), group.name()), under);
        fighters(group.players());
        bouts(group.bouts(), group.players().size());
        if (group.isPool()) {
            standings(group);
        }
    }

    private void fighters(List<Player> players) {
        float w = page.width() - 2 * Header.MARGIN;
        Table table = new Table(Header.MARGIN, Table.share(w, 4, 8, 30, 30), aligns("CLLL"));
        table.header(page, y, ROW, List.of("#", job.say("column.number"), competition.isTeam() ? job.say("column.team") : job.say("column.name"),
                job.say("column.dojo")));
        y += ROW;
        int i = 1;
        for (Player p : players) {
            y = roomFor(ROW, y);
            String name = p.name();
            if (competition.entrants().withZekkenName() && !p.displayName().isBlank() && !p.displayName().equals(p.name())) {
                name = p.name() + "  (" + p.displayName() + ")";
            }
            table.row(page, y, ROW, List.of(String.valueOf(i++), p.number(), name, p.dojo().equals("NA") ? "" : p.dojo()), null, 9);
            y += ROW;
        }
        y += GAP;
    }

    private void bouts(List<MatchResult> bouts, int fighters) {
        float w = page.width() - 2 * Header.MARGIN;
        boolean team = competition.isTeam();
        boolean engi = competition.naginata().engi();
        Table table = new Table(Header.MARGIN, Table.share(w, 7, 27, 13, 5, 13, 5, 27, 13), aligns("CLCCCCLC"));
        String scores = engi ? job.say("column.flags") : team ? job.say("column.wins.points") : job.say("column.marks");
        String fouls = job.say("column.hansoku.letter");
        table.header(page, y, ROW, List.of(job.say("column.bout"), job.say("aka"), scores, fouls, scores, fouls, job.say("shiro"),
                job.say("column.result")));
        y += ROW;
        List<MatchResult> rows = new ArrayList<>(bouts);
        int blanks = rows.isEmpty() ? Math.max(3, fighters * (fighters - 1) / 2) : 0;
        for (int i = 0; i < rows.size() + blanks; i++) {
            y = roomFor(BOUT_ROW, y);
            MatchResult m = i < rows.size() ? rows.get(i) : null;
            boolean filled = m != null && !job.blank();
            List<String> cells = new ArrayList<>(List.of(m == null ? "" : Labels.boutNumber(job.words(), m),
                    m == null ? "" : name(m.sideA()), "", "", "", "", m == null ? "" : name(m.sideB()),
                    filled ? result(m) : ""));
            table.row(page, y, BOUT_ROW, cells, null, 9);
            page.fill(table.left(1), y, 3, BOUT_ROW, Page.AKA);
            if (team) {
                if (filled) {
                    text(table, 2, teamScore(m, true));
                    text(table, 4, teamScore(m, false));
                }
            } else {
                boxes(table, 2, filled ? m.sideA() : null, engi);
                boxes(table, 4, filled ? m.sideB() : null, engi);
            }
            if (filled) {
                text(table, 3, Labels.fouls(team ? m.subBouts().stream().mapToInt(SubBout::hansokuA).sum() : m.sideA().hansoku()));
                text(table, 5, Labels.fouls(team ? m.subBouts().stream().mapToInt(SubBout::hansokuB).sum() : m.sideB().hansoku()));
            }
            y += BOUT_ROW;
        }
        y += GAP;
    }

    private void text(Table table, int column, String text) {
        page.box(text, table.left(column) + 2, y, table.widthOf(column) - 4, BOUT_ROW, 9, Page.Align.CENTER);
    }

    /** Three boxes for the marks (or one for the flags in engi), with what was entered written in. */
    private void boxes(Table table, int column, Side side, boolean engi) {
        float size = BOUT_ROW - 7;
        int count = engi ? 1 : MARK_BOXES;
        float left = table.left(column) + (table.widthOf(column) - count * (size + 2)) / 2;
        for (int b = 0; b < count; b++) {
            float x = left + b * (size + 2);
            page.rect(x, y + 3.5f, size, size, 0.4f);
            if (side == null) {
                continue;
            }
            String mark = engi ? (side.flags() == 0 ? "" : String.valueOf(side.flags()))
                    : b < side.ippons().size() ? Labels.marks(job.words(), List.of(side.ippons().get(b))) : "";
            if (!mark.isEmpty()) {
                page.box(mark, x, y + 3.5f, size, size, 8, Page.Align.CENTER);
            }
        }
    }

    private static String teamScore(MatchResult m, boolean aka) {
        if (m.subBouts().isEmpty()) {
            return "";
        }
        long wins = m.subBouts().stream().filter(b -> !b.isRepresentative() && !b.winner().isEmpty()
                && b.winner().equals(aka ? b.sideA() : b.sideB())).count();
        long points = m.subBouts().stream().filter(b -> !b.isRepresentative())
                .flatMap(b -> (aka ? b.ipponsA() : b.ipponsB()).stream()).filter(Mark::counts).count();
        return wins + " / " + points;
    }

    private String result(MatchResult m) {
        if (!m.isCompleted()) {
            return m.status() == taikai.model.match.MatchStatus.RUNNING ? job.say("status.running") : "";
        }
        String decision = Labels.decision(job.words(), m.verdict().decision());
        if (m.verdict().winner().isEmpty()) {
            return decision.isEmpty() ? job.say("result.draw") : decision;
        }
        String who = m.verdict().winner().equals(m.sideA().name()) ? job.say("aka.lower") : m.verdict().winner().equals(m.sideB().name()) ? job.say("shiro.lower") : m.verdict().winner();
        return decision.isEmpty() ? job.say("result.wins", who) : job.say("result.wins.by", who, decision);
    }

    private String name(Side side) {
        return side.name().isEmpty() ? job.say("tbd") : side.name();
    }

    private void standings(PoolGroups.Group group) {
        float w = page.width() - 2 * Header.MARGIN;
        boolean team = competition.isTeam();
        Table table = team
                ? new Table(Header.MARGIN, Table.share(w, 5, 30, 4, 4, 4, 5, 6, 6, 20), aligns("CLCCCCCCL"))
                : new Table(Header.MARGIN, Table.share(w, 5, 34, 4, 4, 4, 6, 6, 20), aligns("CLCCCCCL"));
        List<String> header = new ArrayList<>(List.of(job.say("column.place"), competition.isTeam() ? job.say("column.team") : job.say("column.name"),
                job.say("column.wins.letter"), job.say("column.draws.letter"), job.say("column.losses.letter")));
        if (team) {
            header.add(job.say("column.victories.letters"));
        }
        header.addAll(List.of(job.say("column.points.won"), job.say("column.points.lost"), job.say("column.separated")));
        y = roomFor(ROW * 2, y);
        table.header(page, y, ROW, header);
        y += ROW;
        if (job.blank()) {
            for (Player p : group.players()) {
                y = roomFor(ROW, y);
                List<String> cells = new ArrayList<>();
                cells.add("");
                cells.add(p.name());
                table.row(page, y, ROW, cells, null, 9);
                y += ROW;
            }
            return;
        }
        Pool pool = new Pool(group.name(), group.players());
        Standings table2 = Standings.of(competition, pool, group.bouts(), state.overrides());
        for (StandingRow row : table2.rows()) {
            y = roomFor(ROW, y);
            List<String> cells = new ArrayList<>(List.of(String.valueOf(row.place()), row.entrant().name() + (row.qualified() ? "  \u2713" : ""),
                    String.valueOf(row.wins()), String.valueOf(row.draws()), String.valueOf(row.losses())));
            if (team) {
                cells.add(String.valueOf(row.victories()));
            }
            cells.addAll(List.of(String.valueOf(row.pointsWon()), String.valueOf(row.pointsLost()),
                    row.place() == 1 && table2.rows().indexOf(row) == 0 ? "" : separated(row.separatedFromAbove())));
            table.row(page, y, ROW, cells, row.qualified() ? Page.SHIRO_SOFT : null, 9);
            y += ROW;
        }
        if (!table2.complete()) {
            page.color(Page.GREY);
            page.fit(job.say("pools.unfinished"), Header.MARGIN, y + 10, w, 8, Page.Align.LEFT);
            page.color(Page.BLACK);
            y += 12;
        }
    }

    /** Starts a new page when a row of {@code height} would not fit; returns where to draw it. */
    private float roomFor(float height, float at) {
        if (at + height <= bottom) {
            return at;
        }
        newPage();
        y = Header.draw(page, Header.MARGIN, job.over(), job.say("continued", Labels.competition(state)), "");
        return y;
    }

    /** What separated a place from the one above it, in the job's language. */
    private String separated(taikai.model.standings.TieBreak tieBreak) {
        return tieBreak == taikai.model.standings.TieBreak.NONE ? ""
                : job.say("tiebreak." + tieBreak.name().toLowerCase(java.util.Locale.ROOT));
    }

    static Page.Align[] aligns(String letters) {
        Page.Align[] out = new Page.Align[letters.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = switch (letters.charAt(i)) {
                case 'C' -> Page.Align.CENTER;
                case 'R' -> Page.Align.RIGHT;
                default -> Page.Align.LEFT;
            };
        }
        return out;
    }
}
