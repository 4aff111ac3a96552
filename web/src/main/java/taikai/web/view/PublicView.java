package taikai.web.view;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.TeamLineup;
import taikai.model.lineup.LineupInForce;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.model.standings.TieBreak;
import taikai.model.tournament.Tournament;
import taikai.model.schedule.Expected;
import taikai.model.schedule.Live;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/**
 * The tournament as the public sees it (decision 0022): the three kinds of file the site reads,
 * built from the model and nothing else, so the hall server and {@code taikai publish} hand out the
 * same bytes for the same state. Only what is public goes in: names, dojos, numbers, marks, fouls,
 * overtime, decisions, courts, times and standings. No code, no contact, no history, no correction
 * reason, no group stamps and no participant's check-in: those stay on the hall laptop.
 *
 * <ul>
 *   <li>{@code data/site.json}: the tournament, each competition's progress, and every court's
 *       running match with the next three ({@link #site});</li>
 *   <li>{@code data/c/ID.json}: one competition's pools and tables, bracket, encounters and podium
 *       ({@link #competition});</li>
 *   <li>{@code data/competitors.json}: everyone who fights, for the search ({@link #competitors}).</li>
 * </ul>
 */
public final class PublicView {
    /** How many waiting matches the Now page shows per court (issue: "the next three"). */
    public static final int NEXT = 3;

    static final ObjectMapper JSON = new ObjectMapper();

    private PublicView() {
    }

    /** {@code data/site.json}: {@code sequence} is the feed's last number the files were read after. */
    public static ObjectNode site(LoadedTournament all, long sequence, boolean live) {
        return site(all, sequence, live, null);
    }

    /**
     * {@code data/site.json} as the hall serves it at {@code now}: each waiting match also carries
     * {@code expected}, when it is now expected to start (decision 0024's live estimate), where that
     * is known. Without a moment (a published copy) the file holds the planned times only, so the
     * same folder always publishes the same bytes.
     */
    public static ObjectNode site(LoadedTournament all, long sequence, boolean live, Live now) {
        ObjectNode o = JSON.createObjectNode();
        Optional<Tournament> t = all.tournament();
        o.put("name", t.map(Tournament::name).orElse("")); // the page says "Results" in its language
        o.put("date", t.map(Tournament::date).orElse(""));
        o.put("venue", t.map(Tournament::venue).orElse(""));
        o.put("url", t.map(tournament -> tournament.info().publicUrl()).orElse(""));
        o.put("sequence", sequence);
        o.put("live", live);
        ArrayNode competitions = o.putArray("competitions");
        for (LoadedCompetition loaded : all.competitions().values()) {
            if (loaded.state().isEmpty()) {
                continue; // a competition whose files cannot be read is the organiser's to repair, not the public's
            }
            CompetitionState state = loaded.state().get();
            Competition c = state.competition();
            List<MatchResult> matches = matches(state);
            competitions.addObject().put("id", c.id()).put("name", c.name()).put("kind", c.kind().code())
                    .put("format", c.format().code()).put("status", c.status().code())
                    .put("done", matches.stream().filter(m -> m.status() == MatchStatus.COMPLETED).count())
                    .put("total", matches.size());
        }
        ArrayNode courts = o.putArray("courts");
        List<Queued> every = everyMatch(all);
        Map<String, CompetitionState> states = states(all);
        Expected expected = now == null ? Expected.NONE
                : t.map(tournament -> Expected.of(tournament,
                        all.competitions().values().stream().flatMap(l -> l.state().stream()).toList(), now)).orElse(Expected.NONE);
        for (String court : t.map(Tournament::effectiveCourts).orElse(List.of())) {
            ObjectNode c = courts.addObject().put("court", court);
            List<Queued> queue = CourtQueue.ofAll(court, every);
            Optional<Queued> running = queue.stream().filter(q -> q.match().status() == MatchStatus.RUNNING).findFirst();
            if (running.isPresent()) {
                c.set("running", Matches.of(running.get().competitionId(), running.get().match(),
                        states.get(running.get().competitionId()), true));
            } else {
                c.putNull("running");
            }
            ArrayNode next = c.putArray("next");
            queue.stream().filter(q -> q.match().status() != MatchStatus.RUNNING).limit(NEXT)
                    .forEach(q -> {
                        ObjectNode m = Matches.of(q.competitionId(), q.match(), states.get(q.competitionId()), true);
                        expected.start(q.competitionId(), q.match().id()).ifPresent(at -> m.put("expected", at));
                        next.add(m);
                    });
        }
        return o;
    }

    /** {@code data/c/ID.json}: pools and tables with the tie-break in words, the tree, encounters, the podium. */
    public static ObjectNode competition(CompetitionState state) {
        Competition c = state.competition();
        ObjectNode o = JSON.createObjectNode();
        o.put("id", c.id()).put("name", c.name()).put("kind", c.kind().code()).put("format", c.format().code())
                .put("status", c.status().code()).put("team", c.isTeam());
        ArrayNode pools = o.putArray("pools");
        List<Standings> tables = new ArrayList<>(Standings.ofEach(c, state.pools(), state.poolMatches(), state.overrides()));
        if (state.pools().isEmpty() && !state.poolMatches().isEmpty()) {
            // Spec section 4: a Swiss competition (or a league drawn without pools.csv) ranks everyone in one table.
            tables.add(Standings.of(c, new Pool(c.format() == Format.SWISS ? "Swiss" : "League", state.players()),
                    state.poolMatches(), state.overrides()));
        }
        for (Standings table : tables) {
            ObjectNode p = pools.addObject().put("name", table.pool()).put("complete", table.complete())
                    .put("needsDecision", table.needsDecision());
            if (tables.size() == 1 && state.pools().isEmpty()) {
                // The one table of a Swiss or a league without pools: the page names it in its language.
                p.put("whole", c.format() == Format.SWISS ? "swiss" : "league");
            }
            ArrayNode rows = p.putArray("rows");
            for (StandingRow r : table.rows()) {
                rows.addObject().put("place", r.place()).put("id", r.entrant().id()).put("name", r.entrant().name())
                        .put("number", r.entrant().number()).put("dojo", r.entrant().dojo()).put("wins", r.wins())
                        .put("draws", r.draws()).put("losses", r.losses()).put("victories", r.victories())
                        .put("pointsWon", r.pointsWon()).put("pointsLost", r.pointsLost())
                        .put("tieBreak", tieBreak(r.separatedFromAbove())).put("qualified", r.qualified());
            }
        }
        ArrayNode poolMatches = o.putArray("matches");
        // A team match carries the line-up in force for each side (spec section 2, LineupInForce).
        state.poolMatches().forEach(m -> poolMatches.add(Matches.of(c.id(), m, state, c.isTeam())));
        if (state.bracket().rounds().isEmpty()) {
            o.putNull("bracket");
        } else {
            ObjectNode b = o.putObject("bracket");
            ArrayNode rounds = b.putArray("rounds");
            for (List<BracketMatch> round : state.bracket().rounds()) {
                ArrayNode nodes = rounds.addArray();
                round.forEach(node -> nodes.add(Matches.of(c.id(), node, state)));
            }
            BracketMatch bronze = state.bracket().thirdPlaceMatch();
            if (bronze == null) {
                b.putNull("bronze");
            } else {
                b.set("bronze", Matches.of(c.id(), bronze, state));
            }
        }
        o.set("podium", Podium.of(state, tables));
        return o;
    }

    /** {@code data/competitors.json}: every entrant of every readable competition, for the search. */
    public static ObjectNode competitors(LoadedTournament all) {
        ObjectNode o = JSON.createObjectNode();
        ArrayNode list = o.putArray("competitors");
        for (LoadedCompetition loaded : all.competitions().values()) {
            if (loaded.state().isEmpty()) {
                continue;
            }
            CompetitionState state = loaded.state().get();
            for (Player p : state.players()) {
                ObjectNode row = list.addObject().put("id", p.id()).put("name", p.name()).put("dojo", p.dojo())
                        .put("number", p.number()).put("competitionId", loaded.id())
                        .put("competition", state.competition().name()).put("team", state.competition().isTeam());
                if (state.competition().isTeam()) {
                    ArrayNode members = row.putArray("members");
                    state.teamMembers().getOrDefault(p.id(), List.of()).stream()
                            .filter(m -> !m.name().isEmpty()).forEach(m -> members.add(m.name()));
                }
            }
        }
        return o;
    }

    /**
     * What put a row below the one above, as a code the page says in its language (decision 0042):
     * "more-wins", "head-to-head"; empty for the first row.
     */
    static String tieBreak(TieBreak tieBreak) {
        return tieBreak == TieBreak.NONE ? "" : tieBreak.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The line-up a team fields in a match, position by position, names only. */
    static Optional<TeamLineup> lineup(CompetitionState state, MatchResult m, String teamId) {
        if (teamId.isEmpty()) {
            return Optional.empty();
        }
        return LineupInForce.at(m.id(), teamId, state);
    }

    /** Every match of a competition: pool rows, then the bracket round by round, hidden nodes left out. */
    static List<MatchResult> matches(CompetitionState state) {
        List<MatchResult> all = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().stream().filter(node -> !node.hidden()).forEach(node -> all.add(node.result()));
        return all;
    }

    private static List<Queued> everyMatch(LoadedTournament all) {
        List<Queued> every = new ArrayList<>();
        for (LoadedCompetition loaded : all.competitions().values()) {
            loaded.state().ifPresent(state -> every.addAll(Queued.of(loaded.id(), matches(state))));
        }
        return every;
    }

    private static Map<String, CompetitionState> states(LoadedTournament all) {
        Map<String, CompetitionState> states = new HashMap<>();
        all.competitions().forEach((id, loaded) -> loaded.state().ifPresent(s -> states.put(id, s)));
        return states;
    }

    static Map<String, Player> byId(List<Player> players) {
        Map<String, Player> map = new HashMap<>();
        players.forEach(p -> map.put(p.id(), p));
        return map;
    }
}
