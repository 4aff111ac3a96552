package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import taikai.app.road.Answer;
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.match.BoutEntries;
import taikai.app.road.match.EntryWrites;
import taikai.app.road.match.MatchEntry;
import taikai.app.road.match.PickWrites;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.storage.folder.LoadedCompetition;
import taikai.ui.match.Corner;
import taikai.ui.session.Answers;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;

/**
 * The scoring sheet's actions on the write road. Each one reads the match as it is stored now,
 * applies the entry by the scoring rules (a refusal is answered here and nothing is sent), and
 * sends the write naming the groups the entry changed. Runs on the background thread, one call at
 * a time in the order entered, so each entry builds on the one before it.
 */
public final class RoadMatchCommands extends EntryCommands {
    private static Words words() {
        return DeskWords.of(RoadMatchCommands.class);
    }


    private final Supplier<Optional<Session>> session;
    /** What this desktop entered on each match or bout and saw land, newest last: what "undo" takes back. */
    private final Map<String, Deque<Entry>> entered = new ConcurrentHashMap<>();

    public RoadMatchCommands(Supplier<Optional<Session>> session) {
        this.session = session;
    }

    @Override
    public WriteAnswer setEncho(ScoreTarget target, int periods) {
        return withMatch(target, (open, state, match) -> {
            int played = enchoPlayed(match, target);
            if (periods == played) {
                return enchoUnchanged(periods);
            }
            return send(open, state, match, target, periods > played ? new Entry.Encho() : new Entry.UndoEncho());
        });
    }

    @Override
    public WriteAnswer undo(ScoreTarget target) {
        return withMatch(target, (open, state, match) -> {
            Deque<Entry> mine = entered.getOrDefault(key(target), new ArrayDeque<>());
            Optional<Entry> undo = Optional.ofNullable(mine.peekLast()).flatMap(EntryCommands::undoOf);
            if (undo.isEmpty() && decided(match, target)) {
                undo = Optional.of(new Entry.UndoDecision());
            }
            if (undo.isEmpty()) {
                return Answers.notSent(words().say("road.nothing-to-undo"));
            }
            WriteAnswer answer = send(open, state, match, target, undo.get());
            if (answer.outcome().landed() && !mine.isEmpty()) {
                mine.pollLast();
            }
            return answer;
        });
    }

    @Override
    public WriteAnswer correct(ScoreTarget target, Correction correction) {
        return withMatch(target, (open, state, match) -> {
            MatchResult corrected = Corrections.apply(match, correction);
            Checked<MatchEntry> built = EntryWrites.correction(target.competitionId(), state.competition(), match, corrected,
                    correction.reason(), open.now(), Session.VIA);
            if (!built.isAccepted()) {
                return Answers.notSent(built.refusalIfAny().orElseThrow().sentence());
            }
            return Answers.of(open.submit(built.orElseThrow()));
        });
    }

    @Override
    public WriteAnswer reopen(ScoreTarget match, String reason) {
        return session.get().map(open -> Answers.of(open.submit(new Reopen(match.competitionId(), match.matchId(), reason))))
                .orElseGet(() -> Answers.notSent(words().say("road.no-folder")));
    }

    @Override
    public WriteAnswer requeue(ScoreTarget match) {
        return session.get().map(open -> Answers.of(open.submit(new Requeue(match.competitionId(), match.matchId()))))
                .orElseGet(() -> Answers.notSent(words().say("road.no-folder")));
    }

    @Override
    public WriteAnswer pick(ScoreTarget target, Corner corner, String memberId) {
        return withMatch(target, (open, state, match) -> {
            String team = (corner == Corner.A ? match.sideA() : match.sideB()).participantId();
            java.util.List<taikai.model.entrant.TeamMember> squad = state.teamMembers().getOrDefault(team, java.util.List.of());
            Optional<taikai.model.entrant.TeamMember> member = squad.stream().filter(m -> m.id().equals(memberId)).findFirst();
            if (member.isEmpty()) {
                return Answers.notSent(words().say("road.member-gone", corner.said()));
            }
            Checked<MatchEntry> built = PickWrites.pick(target.competitionId(), state.competition(), match, side(corner),
                    member.get(), squad, open.now(), Session.VIA);
            if (!built.isAccepted()) {
                return Answers.notSent(words().say("road.refused", built.refusalIfAny().orElseThrow().sentence()));
            }
            return Answers.of(open.submit(built.orElseThrow()));
        });
    }

    @Override
    protected WriteAnswer enter(ScoreTarget target, Entry entry) {
        return withMatch(target, (open, state, match) -> send(open, state, match, target, entry));
    }

    private WriteAnswer send(Session open, CompetitionState state, MatchResult match, ScoreTarget target, Entry entry) {
        Target where = target.bout().isPresent() ? Target.bout(target.bout().getAsInt()) : Target.MATCH;
        Checked<MatchEntry> built = BoutEntries.entry(target.competitionId(), state, match, where, entry, open.now(),
                Session.VIA);
        if (!built.isAccepted()) {
            return Answers.notSent(words().say("road.refused", built.refusalIfAny().orElseThrow().sentence()));
        }
        Answer answer = open.submit(built.orElseThrow());
        if (answer.outcome() == taikai.app.road.Outcome.APPLIED && undoOf(entry).isPresent()) {
            entered.computeIfAbsent(key(target), k -> new ArrayDeque<>()).addLast(entry);
        }
        return Answers.of(answer);
    }

    /** Reads the match as stored now and hands it to {@code work}; a missing folder, competition or match is answered in words. */
    private WriteAnswer withMatch(ScoreTarget target, MatchWork work) {
        Optional<Session> open = session.get();
        if (open.isEmpty()) {
            return Answers.notSent(words().say("road.no-folder"));
        }
        LoadedCompetition loaded = open.get().store().competition(target.competitionId()).read();
        if (loaded.failed()) {
            return Answers.notSent(words().say("road.competition-broken", target.competitionId()));
        }
        CompetitionState state = loaded.state().orElseThrow();
        Optional<MatchResult> match = state.findMatch(target.matchId());
        if (match.isEmpty()) {
            return Answers.notSent(words().say("road.match-gone", target.matchId(), target.competitionId()));
        }
        return work.run(open.get(), state, match.get());
    }

    @FunctionalInterface
    private interface MatchWork {
        WriteAnswer run(Session open, CompetitionState state, MatchResult match);
    }

    private static boolean decided(MatchResult match, ScoreTarget target) {
        if (target.isBout()) {
            return bout(match, target).map(b -> b.decision() != Decision.NONE && b.decision() != Decision.FOUGHT
                    || b.ipponsA().contains(Mark.HANTEI) || b.ipponsB().contains(Mark.HANTEI)).orElse(false);
        }
        return match.verdict().decision() != Decision.NONE && match.verdict().decision() != Decision.FOUGHT
                || match.sideA().hasHantei() || match.sideB().hasHantei();
    }
}
