package taikai.ui.schedule;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.actions.court.AssignCourt;
import taikai.app.road.actions.schedule.PlanSchedule;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.schedule.Break;
import taikai.model.schedule.Clock;
import taikai.model.schedule.Live;
import taikai.model.schedule.Pacing;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Schedule;
import taikai.model.schedule.Slot;
import taikai.model.tournament.Tournament;
import taikai.ui.session.RoadActions;
import taikai.ui.match.MarkText;
import taikai.ui.session.Snapshot;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The day's schedule on the desktop (issue: where a person sees it): each court's timeline with its
 * breaks, the matches fought, running and waiting, the waiting ones marked late or early against their
 * time on disk, and each court's end of day; the competitions' ends and the suggested moves. The plan
 * and the estimate are pure (taikai.model.schedule); "Plan the day" and a confirmed move go down the
 * write road.
 */
public final class ScheduleViewModel {
    private final Words words = DeskWords.of(ScheduleViewModel.class);
    private final PaceWords paceWords = new PaceWords();
    /** The competitions of the last snapshot drawn, by id, to name a match as its sheet does. */
    private Map<String, CompetitionState> byId = Map.of();
    private final RoadActions road;
    private LongSupplier clock;
    private ZoneId zone;
    private Snapshot shown;

    private final ObservableList<LocalDate> days = FXCollections.observableArrayList();
    private final ObjectProperty<LocalDate> day = new SimpleObjectProperty<>();
    private final ObservableList<CourtTimeline> courts = FXCollections.observableArrayList();
    private final ObservableList<String> ends = FXCollections.observableArrayList();
    private final ObservableList<Pacing.Suggestion> suggestions = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("no.folder"));
    private final ReadOnlyIntegerWrapper first = new ReadOnlyIntegerWrapper(9 * 60);
    private final ReadOnlyIntegerWrapper last = new ReadOnlyIntegerWrapper(18 * 60);

    public ScheduleViewModel(RoadActions road, LongSupplier clock, ZoneId zone) {
        this.road = road;
        this.clock = clock;
        this.zone = zone;
        day.addListener((obs, old, now) -> redraw());
    }

    /** The moment the estimate is made at (the system clock on the desktop; a test gives its own). */
    public void useClock(LongSupplier value, ZoneId hall) {
        clock = value;
        zone = hall;
        redraw();
    }

    public ObservableList<LocalDate> days() {
        return days;
    }

    public ObjectProperty<LocalDate> dayProperty() {
        return day;
    }

    public ObservableList<CourtTimeline> courts() {
        return courts;
    }

    public ObservableList<String> ends() {
        return ends;
    }

    public ObservableList<Pacing.Suggestion> suggestions() {
        return suggestions;
    }

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** The first and last minute the day's timelines cover. */
    public ReadOnlyIntegerProperty firstProperty() {
        return first.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty lastProperty() {
        return last.getReadOnlyProperty();
    }

    public void show(Snapshot snapshot) {
        shown = snapshot;
        redraw();
    }

    private void redraw() {
        courts.clear();
        ends.clear();
        suggestions.clear();
        if (shown == null || shown.tournament().isEmpty()) {
            note.set(words.say("no.folder"));
            return;
        }
        Tournament t = shown.tournament().get();
        List<CompetitionState> states = shown.states();
        Live live = new Live(clock.getAsLong(), zone);
        LocalDate today = Instant.ofEpochMilli(live.nowMillis()).atZone(zone).toLocalDate();
        Plan plan = Schedule.plan(t, states);
        if (plan.hasProblems()) {
            note.set(words.say("unplannable", String.join(" ", said(plan.problemsSaid()))));
            return;
        }
        if (!days.equals(plan.days())) {
            days.setAll(plan.days());
        }
        LocalDate chosen = day.get();
        if (chosen == null || !days.contains(chosen)) {
            LocalDate pick = days.contains(today) ? today : days.isEmpty() ? null : days.get(0);
            if (pick != null) {
                day.set(pick); // the listener draws that day
                return;
            }
            note.set(String.join(" ", plan.notes()).isEmpty() ? words.say("nothing.planned") : String.join(" ", plan.notes()));
            return;
        }
        boolean isToday = chosen.equals(today);
        Pacing pacing = isToday ? Pacing.of(t, states, live) : null;
        Plan estimate = pacing == null ? plan : pacing.estimate();
        Map<String, MatchResult> onDisk = new HashMap<>();
        Map<String, String> names = new HashMap<>();
        Map<String, CompetitionState> competitions = new HashMap<>();
        for (CompetitionState s : states) {
            String id = s.competition().id();
            competitions.put(id, s);
            names.put(id, s.competition().name().isBlank() ? id : s.competition().name());
            s.poolMatches().forEach(m -> onDisk.put(id + "\u0000" + m.id(), m));
            s.bracket().allMatches().forEach(b -> onDisk.put(id + "\u0000" + b.result().id(), b.result()));
        }
        int from = Integer.MAX_VALUE;
        int to = Integer.MIN_VALUE;
        List<CourtTimeline> rows = new ArrayList<>();
        for (String court : estimate.courts(chosen)) {
            List<TimelineBar> bars = new ArrayList<>();
            for (Break b : estimate.breaksOn(chosen, court)) {
                String label = breakLabel(b.label());
                bars.add(new TimelineBar(TimelineBar.Kind.BREAK, "break-" + court + "-" + b.start(), b.start(), b.end(), label,
                        label + " " + Clock.text(b.start()) + "\u2013" + Clock.text(b.end()), 0));
            }
            for (Slot s : estimate.onCourt(chosen, court)) {
                MatchResult m = onDisk.get(s.competitionId() + "\u0000" + s.matchId());
                int base = m == null ? Clock.NONE : Clock.minutes(m.scheduledAt());
                TimelineBar.Kind kind = s.status() == MatchStatus.COMPLETED ? TimelineBar.Kind.DONE
                        : s.status() == MatchStatus.RUNNING ? TimelineBar.Kind.RUNNING : TimelineBar.Kind.WAITING;
                int drift = kind == TimelineBar.Kind.WAITING && base != Clock.NONE && pacing != null ? s.start() - base : 0;
                String when = Clock.text(s.start()) + "\u2013" + Clock.text(s.end());
                String planned = base == Clock.NONE ? words.say("bar.untimed") : drift != 0 ? words.say("bar.on.file", Clock.text(base)) : "";
                String range = s.earliestEnd() != s.end() || s.latestEnd() != s.end()
                        ? words.say("bar.kachinuki", MarkText.term("kachinuki"), Clock.text(s.earliestEnd()), Clock.text(s.latestEnd())) : "";
                bars.add(new TimelineBar(kind, s.competitionId() + "-" + s.matchId(), s.start(), s.end(), s.matchId(),
                        words.say("bar.detail", names.getOrDefault(s.competitionId(), s.competitionId()),
                                matchName(competitions, s.competitionId(), s.matchId()), when, planned, range),
                        drift));
                from = Math.min(from, s.start());
                to = Math.max(to, s.end());
            }
            for (TimelineBar b : bars) {
                if (b.kind() == TimelineBar.Kind.BREAK) {
                    from = Math.min(from, b.start());
                    to = Math.max(to, b.end());
                }
            }
            bars.sort(java.util.Comparator.comparingInt(TimelineBar::start));
            int end = estimate.courtEnd(chosen, court);
            int plannedEnd = plan.courtEnd(chosen, court);
            String endText = end == Clock.NONE ? "" : end != plannedEnd && plannedEnd != Clock.NONE
                    ? words.say("end.planned", Clock.text(end), Clock.text(plannedEnd)) : words.say("end", Clock.text(end));
            Pacing.CourtPace pace = pacing == null ? null : pacing.courts().stream()
                    .filter(c -> c.day().equals(chosen) && c.court().equals(court)).findFirst().orElse(null);
            rows.add(new CourtTimeline(court, bars, endText, pace == null ? "" : paceWords.court(pace), pace != null && pace.late(),
                    pace != null && pace.early()));
        }
        if (from != Integer.MAX_VALUE) {
            first.set(from / 30 * 30);
            last.set((to + 29) / 30 * 30);
        }
        byId = competitions;
        courts.setAll(rows);
        if (pacing != null) {
            pacing.competitions().stream().filter(c -> c.day().equals(chosen)).forEach(c -> ends.add(paceWords.competition(c)));
            suggestions.setAll(pacing.suggestions());
        } else {
            for (String id : new java.util.TreeSet<>(names.keySet())) {
                plan.lastOf(id).filter(s -> s.date().equals(chosen)).ifPresent(s -> ends.add(words.say("competition.end",
                        names.get(id), Clock.text(s.end()))));
            }
        }
        List<String> words = new ArrayList<>();
        words.addAll(said(plan.clashesSaid()));
        words.addAll(plan.notes());
        if (!isToday) {
            words.add(this.words.say("other.day", Clock.text(chosen)));
        }
        note.set(String.join(" ", words));
    }

    /** Gives every competition with a start time the plan's times, one write each (no write spans two). */
    public void planDay() {
        if (shown == null) {
            return;
        }
        for (CompetitionState s : shown.states()) {
            if (!s.competition().schedule().startTime().isEmpty()) {
                road.send(words.say("sent.plan", s.competition().name().isBlank() ? s.competition().id() : s.competition().name()),
                        new PlanSchedule(s.competition().id()));
            }
        }
    }

    /** The organiser confirms a suggested move: the match goes to the other court's queue, then its competition is planned again. */
    public void accept(Pacing.Suggestion move) {
        road.send(words.say("sent.move", matchName(byId, move.competitionId(), move.matchId()), move.competitionName(), move.to()),
                new AssignCourt(move.competitionId(), move.matchId(), move.to()));
        road.send(words.say("sent.plan", move.competitionName()), new PlanSchedule(move.competitionId()));
    }

    /** A suggested move in words, its match named as the printed sheet names it. */
    public String sentence(Pacing.Suggestion move) {
        return paceWords.move(move, matchName(byId, move.competitionId(), move.matchId()));
    }

    private static String matchName(Map<String, CompetitionState> competitions, String competitionId, String matchId) {
        CompetitionState state = competitions.get(competitionId);
        return state == null ? matchId : taikai.ui.match.MatchNames.of(state, matchId);
    }

    /** The plan's problems or clashes in the desktop's language (the English sentence where the bundle has no words yet). */
    private static List<String> said(List<taikai.model.rule.Refusal> refusals) {
        return refusals.stream().map(r -> taikai.app.words.Said.refusal(r, DeskWords.language())).toList();
    }

    /**
     * A break's name in the desktop's language: the opening, lunch and closing blocks of tournament.md
     * carry the model's English names ({@link Break#BLOCKS}); a break the organiser named is
     * shown as written.
     */
    private String breakLabel(String label) {
        String key = "break." + label.toLowerCase(java.util.Locale.ROOT);
        return Break.BLOCKS.contains(label) ? words.say(key) : label;
    }
}
