package taikai.app.road.actions.court;

import taikai.app.words.MatchName;
import taikai.app.words.Sentence;
import taikai.model.competition.MatchLabels;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.MatchAt;
import taikai.app.road.match.MatchChange;
import taikai.app.road.match.MatchSlot;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.eligibility.EligibilityRules;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.model.rule.Rule;

/**
 * Starting a match: the match is waiting, both competitors are known and eligible, and the court is
 * free in the whole tournament; then it is running on that court. The status is a server write of
 * the verdict group at the server's time, so it is ordered against the boards' writes like any other.
 */
public final class StartMatchHandler implements Handler<StartMatch> {

    /** What the start rules look at: the match, the court asked for and every other competition. */
    record Start(MatchAt at, String court, List<CompetitionState> others) {
        MatchResult match() {
            return at.match();
        }

        EligibilityRules.Start eligibility() {
            return new EligibilityRules.Start(match(), at.state().statuses());
        }
    }

    static final Rule<Start> MATCH_EXISTS = Decisions.on(MatchAt.EXISTS, Start::at);

    static final Rule<Start> NOT_FINISHED = Rule.of("match-not-finished",
            s -> MatchLabels.of(s.at().state(), s.match()) + " is finished; reopen it to fight on, or correct its result.",
            s -> List.of(1, MatchName.of(s.at().state(), s.match())),
            s -> !s.match().isCompleted());

    static final Rule<Start> NOT_RUNNING = Rule.of("match-not-running",
            s -> MatchLabels.of(s.at().state(), s.match()) + " is already running on court " + s.match().court() + ".",
            s -> List.of(1, MatchName.of(s.at().state(), s.match()), s.match().court()),
            s -> s.match().status() != MatchStatus.RUNNING);

    static final Rule<Start> SIDES_KNOWN = Decisions.on(MatchAt.SIDES_KNOWN, Start::at);

    static final Rule<Start> COURT_IS_FREE = Rule.of("court-is-free",
            s -> "Court " + s.court() + " is in use: " + CourtInUse.runningOn(s.court(), s.match().id(), s.at().state(),
                    s.others()).orElse("") + " is running there. Finish or requeue that match first.",
            s -> CourtInUse.running(s.court(), s.match().id(), s.at().state(), s.others())
                    .<List<Object>>map(r -> List.of(1, s.court(), r.named(), r.competition())).orElse(List.of()),
            s -> CourtInUse.runningOn(s.court(), s.match().id(), s.at().state(), s.others()).isEmpty());

    /** The fixed order: the match itself, its competitors (EligibilityRules.START_RULES), then the court. */
    static final List<Rule<Start>> ORDER = order();

    @Override
    public Decision decide(StartMatch start, CompetitionState state, RoadContext context) {
        MatchAt at = new MatchAt(state, start.matchId());
        Optional<Decision> refused = Decisions.firstRefusal(new Start(at, start.court(), context.otherCompetitions()), ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        MatchResult onCourt = at.match().withCourt(start.court());
        CompetitionState placed = MatchSlot.replace(started(state, at.inBracket()), onCourt);
        MatchWrite running = MatchWrite.of(MatchWrite.Kind.SERVER, onCourt.withStatus(MatchStatus.RUNNING),
                List.of(FieldGroup.VERDICT), null, "server");
        return Decisions.saying(MatchChange.land(start.competitionId(), start.matchId(), running, placed, context),
                Sentence.answer("started", MatchName.of(state, start.matchId()), start.court()));
    }

    /** The first match started starts the competition (which ends the time a member's name can be cleared). */
    private static CompetitionState started(CompetitionState state, boolean knockout) {
        CompetitionStatus status = state.competition().status();
        CompetitionStatus next = status;
        if (status == CompetitionStatus.SETUP || status == CompetitionStatus.DRAW_READY) {
            next = knockout ? CompetitionStatus.PLAYOFFS : CompetitionStatus.POOLS;
        } else if (status == CompetitionStatus.POOLS && knockout) {
            next = CompetitionStatus.PLAYOFFS;
        }
        return next == status ? state : state.withCompetition(state.competition().withStatus(next));
    }

    private static List<Rule<Start>> order() {
        List<Rule<Start>> rules = new ArrayList<>(List.of(MATCH_EXISTS, NOT_FINISHED, NOT_RUNNING, SIDES_KNOWN));
        for (Rule<EligibilityRules.Start> eligible : EligibilityRules.START_RULES) {
            rules.add(Decisions.on(eligible, Start::eligibility));
        }
        rules.add(COURT_IS_FREE);
        return List.copyOf(rules);
    }
}
