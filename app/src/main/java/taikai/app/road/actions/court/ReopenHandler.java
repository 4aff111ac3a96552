package taikai.app.road.actions.court;

import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.MatchLabels;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchChange;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Fight;
import taikai.model.draw.BracketAdvance;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Rule;
import taikai.model.scoring.Forfeits;

/**
 * A reopen: a finished match runs again on its court, its points kept and its decision (hantei,
 * hikiwake or a withdrawal, with the default-win points) taken back. It is a server write at the
 * server's time; a knockout winner is taken back out of the next match by the consequences, which
 * cannot be done once that match has started.
 */
public final class ReopenHandler implements Handler<Reopen> {

    /** What the reopen rules look at: the match and every other competition, for its court. */
    record Reopening(MatchAt at, String reason, List<CompetitionState> others) {
    }

    static final Rule<Reopening> NEEDS_REASON = Rule.of("reopen-needs-reason",
            "A reopen needs a reason: write why the match is fought on, then reopen it again.",
            r -> !r.reason().isEmpty());

    static final Rule<Reopening> FINISHED = Rule.of("match-is-finished",
            r -> MatchLabels.of(r.at().state(), r.at().matchId()) + " is not finished; there is no result to reopen.",
            r -> List.of(MatchName.of(r.at().state(), r.at().matchId())),
            r -> r.at().match().isCompleted());

    static final Rule<Reopening> WINNER_NOT_FIGHTING_ON = Rule.of("winner-not-fighting-on",
            r -> BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).refusal(),
            r -> taikai.app.road.match.BracketRefusal.arguments(r.at().state(),
                    java.util.Objects.requireNonNull(BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).why())),
            r -> !r.at().inBracket() || !BracketAdvance.takeBack(r.at().state().bracket(), r.at().matchId()).isRefused());

    static final Rule<Reopening> COURT_IS_FREE = Rule.of("court-is-free",
            r -> "Court " + r.at().match().court() + " is in use: " + running(r).orElse("") + " is running there."
                    + " Finish or requeue that match before reopening this one.",
            r -> CourtInUse.running(r.at().match().court(), r.at().matchId(), r.at().state(), r.others())
                    .<List<Object>>map(m -> List.of(0, r.at().match().court(), m.named(), m.competition())).orElse(List.of()),
            r -> running(r).isEmpty());

    static final List<Rule<Reopening>> ORDER = List.of(Decisions.on(MatchAt.EXISTS, Reopening::at), NEEDS_REASON,
            FINISHED, WINNER_NOT_FIGHTING_ON, COURT_IS_FREE);

    @Override
    public Decision decide(Reopen reopen, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, reopen.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(new Reopening(at, reopen.reason(), context.otherCompetitions()), ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult stored = at.match();
        MatchResult running = Forfeits.takeBack(Fight.of(stored)).into(stored).withStatus(MatchStatus.RUNNING)
                .withVerdict(v -> v.withWinner("").withWinnerId(""));
        MatchWrite write = MatchWrite.of(MatchWrite.Kind.SERVER, running,
                List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT), null, "server");
        Decision landed = MatchChange.land(reopen.competitionId(), reopen.matchId(), write, state, context);
        return Decisions.because(Decisions.saying(landed, stored.court().isEmpty()
                ? Sentence.answer("reopened", MatchName.of(state, reopen.matchId()))
                : Sentence.answer("reopened-on", MatchName.of(state, reopen.matchId()), stored.court())),
                reopen.reason());
    }

    private static Optional<String> running(Reopening r) {
        return CourtInUse.runningOn(r.at().match().court(), r.at().matchId(), r.at().state(), r.others());
    }
}
