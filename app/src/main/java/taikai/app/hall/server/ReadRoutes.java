package taikai.app.hall.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.Optional;
import taikai.app.hall.api.HallApi;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.lineup.LineupInForce;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.model.schedule.Expected;
import taikai.model.schedule.Live;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedTournament;
import taikai.app.hall.api.ApiError;

/** The public reads: results anyone in the hall may see, so no code is asked for (docs/api.md, "Reads"). */
final class ReadRoutes {
    static final String TOURNAMENT = "/api/tournament";
    static final String COMPETITIONS = "/api/competitions";
    static final String COMPETITION = "/api/competitions/{competitionId}";
    static final String MATCH = "/api/competitions/{competitionId}/matches/{matchId}";
    static final String POOLS = "/api/competitions/{competitionId}/pools";
    static final String BRACKET = "/api/competitions/{competitionId}/bracket";
    static final String QUEUE = "/api/courts/{court}/queue";

    private final Reads reads;
    private final LongSupplier now;

    /** @param now the hall's clock, for each waiting match's expected start */
    ReadRoutes(Reads reads, LongSupplier now) {
        this.reads = reads;
        this.now = now;
    }

    void register(Javalin app) {
        app.get(TOURNAMENT, this::tournament);
        app.get(COMPETITIONS, this::competitions);
        app.get(COMPETITION, ctx -> Replies.json(ctx, 200, CompetitionJson.summary(reads.loaded(competition(ctx)))));
        app.get(MATCH, this::match);
        app.get(POOLS, ctx -> Replies.json(ctx, 200, CompetitionJson.standings(reads.competition(competition(ctx)))));
        app.get(BRACKET, this::bracket);
        app.get(QUEUE, this::queue);
    }

    private static String competition(Context ctx) {
        return ctx.pathParam(HallApi.COMPETITION_PARAM);
    }

    private void tournament(Context ctx) {
        Tournament t = reads.tournament();
        ObjectNode o = JsonBody.JSON.createObjectNode().put("name", t.name()).put("date", t.date()).put("venue", t.venue());
        ArrayNode courts = o.putArray("courts");
        t.effectiveCourts().forEach(courts::add);
        Replies.json(ctx, 200, o);
    }

    private void competitions(Context ctx) {
        ArrayNode list = JsonBody.JSON.createArrayNode();
        reads.all().competitions().values().forEach(loaded -> list.add(CompetitionJson.summary(loaded)));
        Replies.json(ctx, 200, JsonBody.JSON.createObjectNode().set("competitions", list));
    }

    private void match(Context ctx) {
        CompetitionState state = reads.competition(competition(ctx));
        String matchId = ctx.pathParam(HallApi.MATCH_PARAM);
        Optional<BracketMatch> node = state.bracket().find(matchId);
        MatchResult match = Reads.match(state, matchId);
        ObjectNode o = node.isPresent() && state.poolMatches().stream().noneMatch(m -> m.id().equals(matchId))
                ? MatchJson.of(state.competition().id(), node.get()) : MatchJson.of(state.competition().id(), match);
        if (state.competition().isTeam()) {
            ObjectNode lineups = o.putObject("lineups");
            lineup(lineups, "A", LineupInForce.at(matchId, match.sideA().participantId(), state));
            lineup(lineups, "B", LineupInForce.at(matchId, match.sideB().participantId(), state));
        }
        Replies.json(ctx, 200, o);
    }

    private static void lineup(ObjectNode lineups, String side, Optional<TeamLineup> lineup) {
        if (lineup.isPresent()) {
            lineups.set(side, MatchJson.lineup(lineup.get()));
        } else {
            lineups.putNull(side);
        }
    }

    private void bracket(Context ctx) {
        CompetitionState state = reads.competition(competition(ctx));
        if (state.bracket().rounds().isEmpty()) {
            throw ApiError.notFound("Competition \"" + state.competition().id() + "\" has no bracket drawn yet.");
        }
        String id = state.competition().id();
        ObjectNode o = JsonBody.JSON.createObjectNode().put("competitionId", id).put("preview", state.bracket().preview());
        ArrayNode rounds = o.putArray("rounds");
        for (List<BracketMatch> round : state.bracket().rounds()) {
            ArrayNode matches = rounds.addArray();
            round.forEach(node -> matches.add(MatchJson.of(id, node)));
        }
        BracketMatch bronze = state.bracket().thirdPlaceMatch();
        if (bronze == null) {
            o.putNull("thirdPlaceMatch");
        } else {
            o.set("thirdPlaceMatch", MatchJson.of(id, bronze));
        }
        Replies.json(ctx, 200, o);
    }

    private void queue(Context ctx) {
        String court = ctx.pathParam("court");
        LoadedTournament all = reads.all();
        List<String> courts = all.tournament().map(Tournament::effectiveCourts).orElse(List.of());
        if (!courts.contains(court)) {
            throw ApiError.notFound("There is no court \"" + court + "\"; the courts are " + String.join(", ", courts) + ".");
        }
        List<Queued> queue = CourtQueue.ofAll(court, Reads.everyMatch(all));
        ObjectNode o = JsonBody.JSON.createObjectNode().put("court", court);
        Optional<Queued> running = queue.stream().filter(q -> q.match().status() == MatchStatus.RUNNING).findFirst();
        if (running.isPresent()) {
            o.set("running", MatchJson.of(running.get().competitionId(), running.get().match()));
        } else {
            o.putNull("running");
        }
        // Each waiting match's expected start, from the day's live estimate at the hall laptop's time (decision 0024).
        List<CompetitionState> states = new ArrayList<>();
        all.competitions().values().forEach(c -> c.state().ifPresent(states::add));
        Expected expected = all.tournament().map(t -> Expected.of(t, states, new Live(now.getAsLong(), ZoneId.systemDefault())))
                .orElse(Expected.NONE);
        ArrayNode waiting = o.putArray("waiting");
        queue.stream().filter(q -> q.match().status() != MatchStatus.RUNNING).forEach(q -> {
            ObjectNode m = MatchJson.of(q.competitionId(), q.match());
            expected.start(q.competitionId(), q.match().id()).ifPresent(at -> m.put("expectedAt", at));
            waiting.add(m);
        });
        Replies.json(ctx, 200, o);
    }
}
