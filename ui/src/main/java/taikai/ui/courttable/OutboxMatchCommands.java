package taikai.ui.courttable;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;
import taikai.app.hall.client.CourtSession;
import taikai.app.road.match.EntryWrites;
import taikai.app.road.match.MatchEntry;
import taikai.app.road.match.PickWrites;
import taikai.model.competition.Competition;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.model.team.Representatives;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.scoring.Correction;
import taikai.ui.scoring.Corrections;
import taikai.ui.scoring.EntryCommands;
import taikai.ui.scoring.ScoreTarget;
import taikai.ui.session.Answers;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.words.Terms;
import taikai.words.Words;

/**
 * The scoring sheet's actions at a court table: each entry is scored once by the court's session
 * ({@link CourtSession#enter}) with the same scoring rules as on the hall laptop, on the match as this
 * table shows it, then saved in the court's outbox (on disk before this returns) and sent in order by
 * the outbox's sender; its answer comes back through the court screen. Nothing here goes down a local write road: the hall laptop's road decides.
 */
final class OutboxMatchCommands extends EntryCommands {
    private final Supplier<Optional<CourtSession>> session;
    private final Supplier<String> origin;
    private final Consumer<Optional<IOException>> enteredOn;
    private final Requeuer requeuer;
    private final Map<String, Deque<Entry>> entered = new ConcurrentHashMap<>();

    /** Sends a running match back to its court's queue, at once over the network. */
    @FunctionalInterface
    interface Requeuer {
        WriteAnswer requeue(String competitionId, String matchId);
    }

    /**
     * @param origin    how the history names this table ({@code court A}), for the write's origin
     * @param enteredOn told after each saved entry, with why the kept copy missed it if it did
     */
    OutboxMatchCommands(Supplier<Optional<CourtSession>> session, Supplier<String> origin,
            Consumer<Optional<IOException>> enteredOn, Requeuer requeuer) {
        this.session = session;
        this.origin = origin;
        this.enteredOn = enteredOn;
        this.requeuer = requeuer;
    }

    private Optional<CourtSession.Found> find(ScoreTarget target) {
        return session.get().flatMap(open -> open.find(target.competitionId(), target.matchId()));
    }

    @Override
    public WriteAnswer setEncho(ScoreTarget target, int periods) {
        Optional<CourtSession.Found> found = find(target);
        if (found.isEmpty()) {
            return gone(target);
        }
        MatchResult match = found.get().match();
        int played = enchoPlayed(match, target);
        if (periods == played) {
            return enchoUnchanged(periods);
        }
        return enter(target, periods > played ? new Entry.Encho() : new Entry.UndoEncho());
    }

    @Override
    public WriteAnswer undo(ScoreTarget target) {
        Deque<Entry> mine = entered.getOrDefault(key(target), new ArrayDeque<>());
        Optional<Entry> undo = Optional.ofNullable(mine.peekLast()).flatMap(EntryCommands::undoOf);
        if (undo.isEmpty()) {
            return Answers.notSent(words().say("undo.nothing"));
        }
        WriteAnswer answer = enter(target, undo.get());
        if (answer.outcome() == WriteAnswer.Outcome.QUEUED) {
            mine.pollLast();
        }
        return answer;
    }

    @Override
    public WriteAnswer correct(ScoreTarget target, Correction correction) {
        Optional<CourtSession.Found> found = find(target);
        if (found.isEmpty()) {
            return gone(target);
        }
        MatchResult corrected = Corrections.apply(found.get().match(), correction);
        Checked<MatchEntry> built = EntryWrites.correction(target.competitionId(), found.get().state().competition(),
                found.get().match(), corrected, correction.reason(), 0, origin.get());
        if (!built.isAccepted()) {
            return Answers.notSent(built.refusalIfAny().orElseThrow().sentence());
        }
        return save(target, built.orElseThrow(), corrected, words().say("label.correction", target.matchId()));
    }

    @Override
    public WriteAnswer pick(ScoreTarget target, Corner corner, String memberId) {
        Optional<CourtSession.Found> found = find(target);
        if (found.isEmpty()) {
            return gone(target);
        }
        MatchResult shown = found.get().match();
        String team = (corner == Corner.A ? shown.sideA() : shown.sideB()).participantId();
        List<TeamMember> squad = found.get().state().teamMembers().getOrDefault(team, List.of());
        Optional<TeamMember> member = squad.stream().filter(m -> m.id().equals(memberId)).findFirst();
        if (member.isEmpty()) {
            return Answers.notSent(words().say("pick.not.on.team", corner.said()));
        }
        Competition competition = found.get().state().competition();
        Checked<MatchResult> after = Representatives.pick(competition, shown, side(corner), member.get(), squad);
        Checked<MatchEntry> built = PickWrites.pick(target.competitionId(), competition, shown, side(corner), member.get(),
                squad, 0, origin.get());
        if (!after.isAccepted() || !built.isAccepted()) {
            return Answers.notSent(words().say("refused.nothing.sent",
                    built.refusalIfAny().or(after::refusalIfAny).orElseThrow().sentence()));
        }
        return save(target, built.orElseThrow(), after.orElseThrow(), words().say("label.pick", member.get().name(),
                corner.said(), target.matchId()));
    }

    @Override
    public WriteAnswer reopen(ScoreTarget match, String reason) {
        return Answers.notSent(words().say("reopen.organiser.only"));
    }

    @Override
    public WriteAnswer requeue(ScoreTarget match) {
        return requeuer.requeue(match.competitionId(), match.matchId());
    }

    @Override
    protected WriteAnswer enter(ScoreTarget target, Entry entry) {
        Optional<CourtSession> open = session.get().filter(s -> s.link().isPresent());
        if (open.isEmpty()) {
            return notConnected();
        }
        if (open.get().find(target.competitionId(), target.matchId()).isEmpty()) {
            return gone(target);
        }
        Target where = target.bout().isPresent() ? Target.bout(target.bout().getAsInt()) : Target.MATCH;
        String label = target.isBout() ? words().say("label.entry.bout", words(entry), target.matchId(), target.bout().getAsInt())
                : words().say("label.entry", words(entry), target.matchId());
        Checked<CourtSession.Saved> saved;
        try {
            // Scored once, in the session: the write is built from the result the table then shows.
            saved = open.get().enter(target.competitionId(), target.matchId(), where, entry, origin.get(), label);
        } catch (IOException e) {
            return notSaved(e);
        }
        if (!saved.isAccepted()) {
            return Answers.notSent(words().say("refused.nothing.sent", saved.refusalIfAny().orElseThrow().sentence()));
        }
        enteredOn.accept(saved.orElseThrow().notKept());
        if (undoOf(entry).isPresent()) {
            entered.computeIfAbsent(key(target), k -> new ArrayDeque<>()).addLast(entry);
        }
        return queued();
    }

    private WriteAnswer save(ScoreTarget target, MatchEntry built, MatchResult after, String label) {
        Optional<CourtSession> open = session.get().filter(s -> s.link().isPresent());
        if (open.isEmpty()) {
            return notConnected();
        }
        try {
            enteredOn.accept(open.get().save(target.competitionId(), target.matchId(), built, after, label).notKept());
        } catch (IOException e) {
            return notSaved(e);
        }
        return queued();
    }

    private static WriteAnswer notConnected() {
        return Answers.notSent(words().say("entry.not.connected"));
    }

    private static WriteAnswer notSaved(IOException e) {
        return Answers.notSent(words().say("entry.not.saved", String.valueOf(e.getMessage())));
    }

    private static WriteAnswer queued() {
        return new WriteAnswer(WriteAnswer.Outcome.QUEUED, words().say("entry.queued"));
    }

    /** This table's sentences, in the desktop's language. */
    private static Words words() {
        return DeskWords.of(OutboxMatchCommands.class);
    }

    /** The entry as the operator names it: "men for aka", "hansoku for shiro", "finish". */
    static String words(Entry entry) {
        if (entry instanceof Entry.Point p) {
            String mark = p.mark().name().toLowerCase(java.util.Locale.ROOT);
            boolean isTerm = Terms.in(DeskWords.language()).has(mark);
            return words().say("label.point", isTerm ? MarkText.term(mark) : mark, corner(p.corner()));
        }
        if (entry instanceof Entry.Hansoku h) {
            return words().say("label.point", MarkText.term("hansoku"), corner(h.corner()));
        }
        String name = entry.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2");
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    private static String corner(taikai.model.discipline.Corner corner) {
        return (corner == taikai.model.discipline.Corner.A ? Corner.A : Corner.B).said();
    }

    private static WriteAnswer gone(ScoreTarget target) {
        return Answers.notSent(words().say("match.gone", target.matchId()));
    }
}
