package taikai.ui.courttable;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import taikai.app.hall.client.CourtLink;
import taikai.app.hall.client.EntryDraft;
import taikai.app.road.match.EntryWrites;
import taikai.app.road.match.MatchEntry;
import taikai.app.road.match.PickWrites;
import taikai.app.hall.api.MatchWriteJson;
import taikai.model.competition.Competition;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;
import taikai.model.team.Representatives;
import taikai.model.team.Seating;
import taikai.ui.match.Corner;
import taikai.ui.scoring.Correction;
import taikai.ui.scoring.Corrections;
import taikai.ui.scoring.EntryCommands;
import taikai.ui.scoring.ScoreTarget;
import taikai.ui.session.Answers;
import taikai.ui.write.WriteAnswer;

/**
 * The scoring sheet's actions at a court table: each entry is built by the same scoring rules as on
 * the hall laptop, on the match as this table shows it, then saved in the court's outbox (on disk
 * before this returns) and sent in order by the outbox's sender; its answer comes back through the
 * court screen. Nothing here goes down a local write road: the hall laptop's road decides.
 */
final class OutboxMatchCommands extends EntryCommands {
    private final CourtMatches matches;
    private final Supplier<Optional<CourtLink>> link;
    private final Supplier<String> origin;
    private final Consumer<String> enteredOn;
    private final Requeuer requeuer;
    /** The board's session (spec section 5): one per run of court mode, its revision counting each save. */
    private final String session = UUID.randomUUID().toString();
    private final AtomicLong revision = new AtomicLong();
    private final Map<String, Deque<Entry>> entered = new ConcurrentHashMap<>();

    /** Sends a running match back to its court's queue, at once over the network. */
    @FunctionalInterface
    interface Requeuer {
        WriteAnswer requeue(String competitionId, String matchId);
    }

    /**
     * @param origin    how the history names this table ({@code court A}), for the write's origin
     * @param enteredOn told the competition id after each saved entry, to show the match as entered
     */
    OutboxMatchCommands(CourtMatches matches, Supplier<Optional<CourtLink>> link, Supplier<String> origin,
            Consumer<String> enteredOn, Requeuer requeuer) {
        this.matches = matches;
        this.link = link;
        this.origin = origin;
        this.enteredOn = enteredOn;
        this.requeuer = requeuer;
    }

    @Override
    public WriteAnswer setEncho(ScoreTarget target, int periods) {
        Optional<CourtMatches.Found> found = matches.find(target.competitionId(), target.matchId());
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
            return Answers.notSent("Nothing entered on this match at this table can be taken back; ask the organiser to"
                    + " correct the result at the hall laptop.");
        }
        WriteAnswer answer = enter(target, undo.get());
        if (answer.outcome() == WriteAnswer.Outcome.QUEUED) {
            mine.pollLast();
        }
        return answer;
    }

    @Override
    public WriteAnswer correct(ScoreTarget target, Correction correction) {
        Optional<CourtMatches.Found> found = matches.find(target.competitionId(), target.matchId());
        if (found.isEmpty()) {
            return gone(target);
        }
        MatchResult corrected = Corrections.apply(found.get().match(), correction);
        Checked<MatchEntry> built = EntryWrites.correction(target.competitionId(), found.get().state().competition(),
                found.get().match(), corrected, correction.reason(), 0, origin.get());
        if (!built.isAccepted()) {
            return Answers.notSent(built.refusalIfAny().orElseThrow().sentence());
        }
        return save(target, built.orElseThrow(), corrected, "Correction of " + target.matchId());
    }

    @Override
    public WriteAnswer pick(ScoreTarget target, Corner corner, String memberId) {
        Optional<CourtMatches.Found> found = matches.find(target.competitionId(), target.matchId());
        if (found.isEmpty()) {
            return gone(target);
        }
        MatchResult shown = found.get().match();
        String team = (corner == Corner.A ? shown.sideA() : shown.sideB()).participantId();
        List<TeamMember> squad = found.get().state().teamMembers().getOrDefault(team, List.of());
        Optional<TeamMember> member = squad.stream().filter(m -> m.id().equals(memberId)).findFirst();
        if (member.isEmpty()) {
            return Answers.notSent("That member is not on " + corner.word() + "'s team any more; choose the representative"
                    + " again. Nothing was sent.");
        }
        Competition competition = found.get().state().competition();
        Checked<MatchResult> after = Representatives.pick(competition, shown, side(corner), member.get(), squad);
        Checked<MatchEntry> built = PickWrites.pick(target.competitionId(), competition, shown, side(corner), member.get(),
                squad, 0, origin.get());
        if (!after.isAccepted() || !built.isAccepted()) {
            return Answers.notSent(built.refusalIfAny().or(after::refusalIfAny).orElseThrow().sentence() + " Nothing was sent.");
        }
        return save(target, built.orElseThrow(), after.orElseThrow(), member.get().name() + " picked for " + corner.word()
                + " in " + target.matchId());
    }

    @Override
    public WriteAnswer reopen(ScoreTarget match, String reason) {
        return Answers.notSent("Only the organiser can reopen a finished match; ask at the hall laptop. Nothing was sent.");
    }

    @Override
    public WriteAnswer requeue(ScoreTarget match) {
        return requeuer.requeue(match.competitionId(), match.matchId());
    }

    @Override
    protected WriteAnswer enter(ScoreTarget target, Entry entry) {
        Optional<CourtMatches.Found> found = matches.find(target.competitionId(), target.matchId());
        if (found.isEmpty()) {
            return gone(target);
        }
        Target where = target.bout().isPresent() ? Target.bout(target.bout().getAsInt()) : Target.MATCH;
        // A bout not written yet is seated from the line-ups in force, as on the hall laptop (decision 0014).
        MatchResult shown = where.isBout() ? Seating.seat(found.get().state(), found.get().match(), where.boutPosition())
                : found.get().match();
        // Scored once: the write is built from this one result, and the table shows the same result.
        Checked<MatchResult> after = Scoresheet.enter(found.get().state().competition(), Stage.of(shown), shown, where, entry);
        if (!after.isAccepted()) {
            return Answers.notSent(after.refusalIfAny().orElseThrow().sentence() + " Nothing was sent.");
        }
        Checked<MatchEntry> built = EntryWrites.scored(target.competitionId(), found.get().state().competition(), shown,
                where, entry, after.orElseThrow(), 0, origin.get());
        if (!built.isAccepted()) {
            return Answers.notSent(built.refusalIfAny().orElseThrow().sentence() + " Nothing was sent.");
        }
        WriteAnswer answer = save(target, built.orElseThrow(), after.orElseThrow(), words(entry) + " in " + target.matchId()
                + (target.isBout() ? ", bout " + target.bout().getAsInt() : ""));
        if (answer.outcome() == WriteAnswer.Outcome.QUEUED && undoOf(entry).isPresent()) {
            entered.computeIfAbsent(key(target), k -> new ArrayDeque<>()).addLast(entry);
        }
        return answer;
    }

    private WriteAnswer save(ScoreTarget target, MatchEntry built, MatchResult after, String label) {
        Optional<CourtLink> open = link.get();
        if (open.isEmpty()) {
            return Answers.notSent("This table is not connected to a hall laptop, so nothing was saved; connect first.");
        }
        EntryDraft draft = new EntryDraft(target.competitionId(), target.matchId(), session, revision.incrementAndGet(),
                label, MatchWriteJson.write(built.write()).toString());
        try {
            open.get().enter(draft);
        } catch (IOException e) {
            return Answers.notSent("The entry could not be saved on this laptop (" + e.getMessage() + "). Nothing was"
                    + " sent; enter it again.");
        }
        matches.entered(target.competitionId(), after);
        enteredOn.accept(target.competitionId());
        return new WriteAnswer(WriteAnswer.Outcome.QUEUED, "Saved on this table; it is sent to the hall laptop in order.");
    }

    /** The entry as the operator names it: "men for aka", "hansoku for shiro", "finish". */
    static String words(Entry entry) {
        if (entry instanceof Entry.Point p) {
            return p.mark().name().toLowerCase(java.util.Locale.ROOT) + " for " + corner(p.corner());
        }
        if (entry instanceof Entry.Hansoku h) {
            return "hansoku for " + corner(h.corner());
        }
        String name = entry.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2");
        return name.toLowerCase(java.util.Locale.ROOT);
    }

    private static String corner(taikai.model.discipline.Corner corner) {
        return corner == taikai.model.discipline.Corner.A ? "aka" : "shiro";
    }

    private static WriteAnswer gone(ScoreTarget target) {
        return Answers.notSent("Match " + target.matchId() + " is no longer on this court; the organiser may have moved"
                + " it. Nothing was sent.");
    }
}
