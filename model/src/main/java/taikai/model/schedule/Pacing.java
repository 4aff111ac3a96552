package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.tournament.Tournament;

/**
 * The day as it goes (issue: live pacing): from the finish stamps, each court's remaining matches are
 * estimated again at the court's own pace, each court is ahead of or behind the times on disk by so
 * many minutes, each competition ends about when, and a late court's last match is suggested for an
 * earlier court when that brings it forward. Pure: the moment is given, never read, and no sentence is
 * made here; the desktop says it in its language (decision 0042).
 */
public record Pacing(Plan estimate, List<CourtPace> courts, List<CompetitionPace> competitions,
        List<Suggestion> suggestions) {

    /** A court is late or early when its next match is this many minutes off its time. */
    public static final int MARGIN = 5;
    /** A move is suggested only when it brings a match at least this many minutes forward. */
    public static final int WORTH_MOVING = 10;
    private static final int PAIRS = 5;

    public Pacing {
        courts = Copies.list(courts);
        competitions = Copies.list(competitions);
        suggestions = Copies.list(suggestions);
    }

    /** One court on one day: how far its next match is off its time (+ behind, - ahead) and when it ends. */
    public record CourtPace(LocalDate day, String court, int delay, String nextMatch, String nextCompetition,
            int plannedEnd, int estimatedEnd) {
        public boolean late() {
            return delay >= MARGIN;
        }

        public boolean early() {
            return delay <= -MARGIN;
        }
    }

    /** When a competition's last match was planned to end, and when it is now estimated to. */
    public record CompetitionPace(String competitionId, String name, LocalDate day, int plannedEnd, int estimatedEnd) {
    }

    /** Move a waiting match to another court's queue; the organiser confirms it first. */
    public record Suggestion(String competitionId, String competitionName, String matchId, String from, String to,
            int startNow, int startAfter) {
    }

    public static Pacing of(Tournament tournament, List<CompetitionState> competitions, Live live) {
        Plan planned = Schedule.plan(tournament, competitions);
        Plan estimate = Schedule.plan(tournament, competitions, Schedule.Options.PLAN.withLive(live));
        if (estimate.hasProblems()) {
            return new Pacing(estimate, List.of(), List.of(), List.of());
        }
        Map<String, MatchResult> onDisk = new HashMap<>();
        Map<String, String> names = new HashMap<>();
        for (CompetitionState s : competitions) {
            names.put(s.competition().id(), Jobs.label(s.competition()));
            s.poolMatches().forEach(m -> onDisk.put(s.competition().id() + "\u0000" + m.id(), m));
            s.bracket().allMatches().forEach(b -> onDisk.put(s.competition().id() + "\u0000" + b.result().id(), b.result()));
        }
        List<CourtPace> courts = new ArrayList<>();
        for (LocalDate day : estimate.days()) {
            for (String court : estimate.courts(day)) {
                List<Slot> slots = estimate.onCourt(day, court);
                Optional<Slot> next = slots.stream().filter(s -> !s.fixed()).min(Comparator.comparingInt(Slot::start));
                int delay = 0;
                if (next.isPresent()) {
                    MatchResult m = onDisk.get(next.get().competitionId() + "\u0000" + next.get().matchId());
                    int base = m == null ? Clock.NONE : Clock.minutes(m.scheduledAt());
                    if (base == Clock.NONE) {
                        base = planned.slot(next.get().competitionId(), next.get().matchId()).map(Slot::start).orElse(next.get().start());
                    }
                    delay = next.get().start() - base;
                }
                courts.add(new CourtPace(day, court, delay, next.map(Slot::matchId).orElse(""),
                        next.map(Slot::competitionId).orElse(""), planned.courtEnd(day, court), estimate.courtEnd(day, court)));
            }
        }
        List<CompetitionPace> ends = new ArrayList<>();
        new TreeMap<>(names).forEach((id, name) -> estimate.lastOf(id).ifPresent(last -> ends.add(new CompetitionPace(id, name,
                last.date(), planned.lastOf(id).map(Slot::end).orElse(Clock.NONE), last.end()))));
        return new Pacing(estimate, courts, ends, suggestions(tournament, competitions, live, estimate, courts, names));
    }

    /**
     * For each late court, the best of its last few waiting matches to move to a court at least
     * {@link #WORTH_MOVING} minutes less late that the match's competition plays on, weighed by planning
     * the day again with the match moved.
     */
    private static List<Suggestion> suggestions(Tournament tournament, List<CompetitionState> competitions, Live live,
            Plan estimate, List<CourtPace> courts, Map<String, String> names) {
        Map<String, List<String>> competitionCourts = new HashMap<>();
        competitions.forEach(s -> competitionCourts.put(s.competition().id(), s.competition().schedule().courts()));
        List<Suggestion> out = new ArrayList<>();
        for (CourtPace late : courts) {
            if (!late.late()) {
                continue;
            }
            List<Slot> waiting = estimate.onCourt(late.day(), late.court()).stream().filter(s -> !s.fixed()).toList();
            Suggestion best = null;
            for (int i = waiting.size() - 1; i >= Math.max(0, waiting.size() - 3); i--) {
                Slot s = waiting.get(i);
                for (CourtPace early : courts) {
                    if (!early.day().equals(late.day()) || early.court().equals(late.court())
                            || late.delay() - early.delay() < WORTH_MOVING
                            || !competitionCourts.getOrDefault(s.competitionId(), List.of()).contains(early.court())) {
                        continue;
                    }
                    Plan moved = Schedule.plan(tournament, competitions, Schedule.Options.PLAN.withLive(live)
                            .withCourt(s.competitionId(), s.matchId(), early.court()));
                    Optional<Slot> after = moved.slot(s.competitionId(), s.matchId());
                    if (after.isPresent() && s.start() - after.get().start() >= WORTH_MOVING
                            && (best == null || after.get().start() - s.start() < best.startAfter() - best.startNow())) {
                        best = new Suggestion(s.competitionId(), names.getOrDefault(s.competitionId(), s.competitionId()),
                                s.matchId(), late.court(), early.court(), s.start(), after.get().start());
                    }
                }
            }
            if (best != null) {
                out.add(best);
            }
        }
        return out;
    }

    /**
     * Each court's pace: how long its matches have really taken between finishes against their planned
     * length with the changeover, the median of its last few, kept between half and two and a half times
     * the plan. A gap of more than three planned lengths (a break, a pause) says nothing of the pace.
     */
    static Map<String, Double> factors(List<Job> jobs, ScheduleSettings settings) {
        Map<String, List<Job>> done = new TreeMap<>();
        for (Job j : jobs) {
            if (j.fixed && j.match.status() == MatchStatus.COMPLETED && j.end != Clock.NONE) {
                done.computeIfAbsent(j.court, c -> new ArrayList<>()).add(j);
            }
        }
        Map<String, Double> factors = new HashMap<>();
        for (Map.Entry<String, List<Job>> e : done.entrySet()) {
            List<Job> list = new ArrayList<>(e.getValue());
            list.sort(Comparator.comparingInt(j -> j.end));
            List<Double> ratios = new ArrayList<>();
            for (int i = 1; i < list.size(); i++) {
                double plannedLength = list.get(i).minutes + settings.changeoverMinutes();
                double actual = list.get(i).end - list.get(i - 1).end;
                if (actual > 0 && actual <= 3 * plannedLength) {
                    ratios.add(actual / plannedLength);
                }
            }
            if (ratios.isEmpty()) {
                continue;
            }
            List<Double> last = new ArrayList<>(ratios.subList(Math.max(0, ratios.size() - PAIRS), ratios.size()));
            last.sort(Double::compare);
            double median = last.get(last.size() / 2);
            factors.put(e.getKey(), Math.max(0.5, Math.min(2.5, median)));
        }
        return factors;
    }
}
