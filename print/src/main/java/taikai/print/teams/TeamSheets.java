package taikai.print.teams;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Discipline;
import taikai.model.entrant.TeamLineup;
import taikai.model.lineup.LineupInForce;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.team.Positions;
import taikai.model.team.Seating;
import taikai.model.team.TeamTally;
import taikai.print.Job;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.pdf.Table;
import taikai.print.words.Labels;

/**
 * Team sheets: a page per encounter with each team's line-up in force (spec section 2: the match's
 * own, else the latest one before it), a row per bout with its fighters and marks, the
 * representative bout, the tally of individual victories and points (derived, never entered), and
 * in kachinuki who stayed on after each bout.
 */
public final class TeamSheets {
    private static final float ROW = 17;

    private TeamSheets() {
    }

    public static boolean isTeam(CompetitionState state) {
        return state.competition().isTeam();
    }

    public static void print(Job job, CompetitionState state) {
        List<MatchResult> encounters = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().stream().filter(n -> !n.hidden()).forEach(n -> encounters.add(n.result()));
        String name = Labels.competition(state);
        if (encounters.isEmpty()) {
            job.document().note(job.say("note.teams.not.drawn", name));
            return;
        }
        boolean first = true;
        for (MatchResult m : encounters) {
            // A bye is no encounter: nobody fights it.
            if (m.sideA().isEmpty() && m.sideB().isEmpty() || m.isCompleted() && (m.sideA().isEmpty() || m.sideB().isEmpty())) {
                continue;
            }
            Page page = job.document().page(false);
            if (first) {
                job.document().bookmark(job.say("teams.bookmark", name), 1);
                first = false;
            }
            encounter(job, page, state, Seating.seated(state, m));
        }
    }

    private static void encounter(Job job, Page page, CompetitionState state, MatchResult m) {
        boolean kachinuki = state.competition().teams().matchType() == TeamMatchType.KACHINUKI;
        var node = state.bracket().find(m.id());
        String aka = Labels.side(job.words(), state.bracket(), m.sideA(), node.map(n -> n.placeholderA()).orElse(""), job.say("tbd"));
        String shiro = Labels.side(job.words(), state.bracket(), m.sideB(), node.map(n -> n.placeholderB()).orElse(""), job.say("tbd"));
        String under = (m.court().isBlank() ? "" : job.say("court", m.court()) + " \u00b7 ") + (m.scheduledAt().isBlank() ? "" : m.scheduledAt() + " \u00b7 ")
                + (kachinuki ? job.say("teams.kachinuki", job.term("kachinuki")) : job.say("teams.fixed")) + " \u00b7 "
                + switch (m.status()) {
                    case COMPLETED -> job.say("status.finished");
                    case RUNNING -> job.say("status.running");
                    case SCHEDULED -> job.say("status.waiting");
                };
        float y = Header.draw(page, Header.MARGIN, job.over(), job.say("teams.title", Labels.competition(state), Labels.heading(job.words(), state, m)), under);
        float left = Header.MARGIN;
        float width = page.width() - 2 * Header.MARGIN;
        page.fill(left, y, width / 2, 22, Page.AKA_SOFT);
        page.fill(left, y, 6, 22, Page.AKA);
        page.fill(left + width / 2, y, width / 2, 22, Page.SHIRO_SOFT);
        page.bold(true);
        page.fit(job.say("aka.upper") + "  " + aka, left + 10, y + 15, width / 2 - 14, 12, Page.Align.LEFT);
        page.fit(job.say("shiro.upper") + "  " + shiro, left + width / 2 + 6, y + 15, width / 2 - 10, 12, Page.Align.LEFT);
        page.bold(false);
        y += 32;

        page.bold(true);
        page.fit(job.say("teams.lineup"), left, y + 8, width, 10, Page.Align.LEFT);
        page.bold(false);
        y += 14;
        Optional<TeamLineup> lineA = LineupInForce.at(m.id(), m.sideA().participantId(), state);
        Optional<TeamLineup> lineB = LineupInForce.at(m.id(), m.sideB().participantId(), state);
        int size = state.competition().teams().size() > 0 ? state.competition().teams().size() : 5;
        Table lineups = new Table(left, Table.share(width, 14, 43, 43), new Page.Align[] {Page.Align.LEFT, Page.Align.LEFT, Page.Align.LEFT});
        lineups.header(page, y, ROW - 2, List.of(job.say("column.position"), job.say("aka"), job.say("shiro")));
        y += ROW - 2;
        for (String position : Positions.of(size)) {
            lineups.row(page, y, ROW - 2, List.of(job.position(position), member(lineA, position), member(lineB, position)), null, 9);
            y += ROW - 2;
        }
        if ((lineA.isEmpty() || lineB.isEmpty()) && !m.sideA().isEmpty() && !m.sideB().isEmpty()) {
            page.color(Page.GREY);
            page.fit(lineA.isEmpty() && lineB.isEmpty() ? job.say("teams.no.lineups") : job.say("teams.no.lineup", lineA.isEmpty() ? aka : shiro), left, y + 10, width, 8, Page.Align.LEFT);
            page.color(Page.BLACK);
            y += 12;
        }
        y += 14;

        page.bold(true);
        page.fit(job.say("teams.bouts"), left, y + 8, width, 10, Page.Align.LEFT);
        page.bold(false);
        y += 14;
        List<String> header = new ArrayList<>(List.of(job.say("column.bout"), job.say("aka"), job.say("column.marks"),
                job.say("column.hansoku.letter"), job.say("column.marks"), job.say("column.hansoku.letter"), job.say("shiro"), job.say("column.result")));
        float[] shares = {11, 21, 9, 5, 9, 5, 21, 19};
        Table bouts = new Table(left, Table.share(width, shares), new Page.Align[] {Page.Align.LEFT, Page.Align.LEFT,
                Page.Align.CENTER, Page.Align.CENTER, Page.Align.CENTER, Page.Align.CENTER, Page.Align.LEFT, Page.Align.LEFT});
        bouts.header(page, y, ROW, header);
        y += ROW;
        List<SubBout> regular = m.subBouts().stream().filter(b -> !b.isRepresentative()).toList();
        int rows = kachinuki ? Math.max(regular.size(), 1) : Math.max(size, regular.size());
        for (int i = 0; i < rows; i++) {
            SubBout b = i < regular.size() ? regular.get(i) : null;
            String label = kachinuki ? job.say("bout.number", i + 1) : job.position(Positions.at(size, i + 1).orElse(String.valueOf(i + 1)));
            bouts.row(page, y, ROW, cells(job, label, b, kachinuki, job.blank()), null, 9);
            y += ROW;
        }
        Optional<SubBout> rep = m.subBouts().stream().filter(SubBout::isRepresentative).findFirst();
        bouts.row(page, y, ROW, cells(job, job.say("representative"), rep.orElse(null), false, job.blank()), Page.SHIRO_SOFT, 9);
        y += ROW + 12;

        if (!job.blank() && !m.subBouts().isEmpty()) {
            TeamTally tally = TeamTally.of(Discipline.of(state.competition()), m.subBouts(), m.isCompleted());
            page.fit(job.say("teams.tally", tally.victoriesA(), tally.victoriesB(), tally.pointsA(), tally.pointsB()), left, y, width, 10, Page.Align.LEFT);
            y += 16;
            if (m.isCompleted()) {
                page.bold(true);
                String decision = Labels.decision(job.words(), m.verdict().decision());
                page.fit(m.verdict().winner().isEmpty() ? (decision.isEmpty() ? job.say("teams.drawn") : job.say("teams.drawn.by", decision))
                        : decision.isEmpty() ? job.say("teams.winner", m.verdict().winner()) : job.say("teams.winner.by", m.verdict().winner(), decision), left, y, width, 11, Page.Align.LEFT);
                page.bold(false);
            }
        }
    }

    private static String member(Optional<TeamLineup> lineup, String position) {
        return lineup.map(TeamLineup::positions).map((Map<String, String> p) -> p.getOrDefault(position, "")).orElse("");
    }

    private static List<String> cells(Job job, String label, SubBout b, boolean kachinuki, boolean blank) {
        if (b == null) {
            return List.of(label, "", "", "", "", "", "", "");
        }
        boolean shown = !blank;
        String result = "";
        if (shown && !b.winner().isEmpty()) {
            String side = b.winner().equals(b.sideA()) ? job.say("aka.lower") : job.say("shiro.lower");
            result = kachinuki ? job.say("teams.stays.on", side, b.winner()) : job.say("result.wins", side);
        } else if (shown && (b.decision() == taikai.model.match.Decision.HIKIWAKE)) {
            result = kachinuki ? job.say("teams.both.leave") : job.say("result.draw");
        }
        String decision = shown ? Labels.decision(job.words(), b.decision()) : "";
        if (!decision.isEmpty() && b.decision() != taikai.model.match.Decision.HIKIWAKE && !result.isEmpty()) {
            result = job.say("result.wins.by", result, decision);
        }
        return List.of(label, b.sideA(), shown ? Labels.marks(job.words(), b.ipponsA()) : "", shown ? Labels.fouls(b.hansokuA()) : "",
                shown ? Labels.marks(job.words(), b.ipponsB()) : "", shown ? Labels.fouls(b.hansokuB()) : "", b.sideB(), result);
    }
}
