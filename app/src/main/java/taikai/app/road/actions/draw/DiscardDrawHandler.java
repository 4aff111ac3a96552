package taikai.app.road.actions.draw;

import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.MatchLabels;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.lineup.DrawDiscard;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Rule;
import taikai.storage.folder.FolderLayout;
import taikai.storage.history.HistoryFile;

/**
 * A discarded draw: pools, bouts, bracket, the line-ups saved for its matches, overrides and the
 * competitor numbers go (DrawDiscard, spec section 2), and so does its history, moved aside in the
 * same transaction into {@code history/discarded-<time>/}, because a draw made again reuses the match
 * ids (spec section 5: "The history goes ... with a discarded draw").
 */
public final class DiscardDrawHandler implements Handler<DiscardDraw> {
    private static final DateTimeFormatter ASIDE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss").withZone(ZoneOffset.UTC);

    static final Rule<CompetitionState> DRAW_TO_DISCARD = Rule.of("draw-to-discard",
            "The competition has no draw to discard.",
            Draws::exists);

    static final Rule<CompetitionState> NO_MATCH_RUNNING = Rule.of("no-match-running",
            s -> running(s).map(m -> MatchLabels.of(s, m) + " is being fought on court " + m.court()).orElse("A match")
                    + "; finish or requeue it before discarding the draw.",
            s -> running(s).<List<Object>>map(m -> List.of(MatchName.of(s, m), m.court())).orElse(List.of()),
            s -> running(s).isEmpty());

    static final List<Rule<CompetitionState>> ORDER = List.of(DRAW_TO_DISCARD, NO_MATCH_RUNNING);

    @Override
    public Decision decide(DiscardDraw discard, CompetitionState state, RoadContext context) {
        Optional<Decision> refused = Decisions.firstRefusal(state, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        String id = state.competition().id();
        String folder = "history/discarded-" + ASIDE.format(Instant.ofEpochMilli(context.now())) + "/";
        Map<String, String> aside = new LinkedHashMap<>();
        for (MatchResult m : OtherMatches.all(state)) {
            aside.put(m.id(), FolderLayout.competitionFile(id, folder + HistoryFile.fileName(m.id())));
        }
        CompetitionState discarded = DrawDiscard.discard(state);
        discarded = discarded.withCompetition(discarded.competition().withStatus(CompetitionStatus.DRAW_READY)
                .withDrawSeed(0).withSwiss(s -> s.withCurrentRound(0)));
        return Decisions.applied(discarded, Sentence.answer("draw-discarded", String.valueOf(aside.size()), folder))
                .withHistoryMovedAside(aside);
    }

    private static Optional<MatchResult> running(CompetitionState state) {
        return OtherMatches.all(state).stream().filter(m -> m.status() == MatchStatus.RUNNING).findFirst();
    }
}
