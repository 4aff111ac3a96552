package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Refusal;
import taikai.model.tournament.Tournament;

/**
 * The day's schedule, worked out from the files alone (issue: the day's schedule). Every competition
 * with a start time is planned on its date (the tournament's date when it has none; duration_days
 * gives the days), on the courts its matches are queued on. Competitions that share a court share it:
 * no court holds two matches at once (spec section 2: a court holds one running match in the whole
 * tournament), and a person entered in two competitions is never due in two places at once and rests
 * between the two competitions' bouts. A plan is pure: the same folder gives the same plan.
 *
 * <p>For other surfaces (court mode, printouts, the public site): {@link #plan(Tournament, List)} gives
 * every match's {@link Slot}; the times it gives waiting matches are what the write road stores as
 * ScheduledAt, so a surface that reads the files sees them there too. {@link Pacing} estimates the
 * rest of the day from finish stamps.
 */
public final class Schedule {

    /**
     * How a plan is made. {@code held}: competitions whose waiting matches keep the times they have
     * (a competition planned around the others); {@code courts}: a waiting match put on another court
     * (competition id, NUL, match id, to court), to weigh a move; {@code live}: the moment of a live
     * estimate, or null for the plan itself.
     */
    public record Options(Set<String> held, Map<String, String> courts, Live live) {
        public static final Options PLAN = new Options(Set.of(), Map.of(), null);

        public Options {
            held = Set.copyOf(held);
            courts = Map.copyOf(courts);
        }

        public Options withLive(Live value) {
            return new Options(held, courts, value);
        }

        public Options withCourt(String competitionId, String matchId, String court) {
            Map<String, String> next = new HashMap<>(courts);
            next.put(competitionId + "\u0000" + matchId, court);
            return new Options(held, next, live);
        }
    }

    private Schedule() {
    }

    /** The plan of every competition of the tournament. */
    public static Plan plan(Tournament tournament, List<CompetitionState> competitions) {
        return plan(tournament, competitions, Options.PLAN);
    }

    public static Plan plan(Tournament tournament, List<CompetitionState> competitions, Options options) {
        ScheduleSettings settings = ScheduleSettings.of(tournament);
        List<Refusal> problems = new ArrayList<>(settings.problemsSaid());
        List<String> notes = new ArrayList<>();
        List<CompetitionState> sorted = new ArrayList<>(competitions);
        sorted.sort(Comparator.comparing((CompetitionState s) -> Clock.minutes(s.competition().schedule().startTime()))
                .thenComparing(s -> s.competition().id()));
        Map<LocalDate, List<Job>> byDay = new TreeMap<>();
        int order = 0;
        for (CompetitionState state : sorted) {
            Competition c = state.competition();
            List<Refusal> own = Jobs.problems(state, settings);
            if (!own.isEmpty()) {
                problems.addAll(own);
                continue;
            }
            if (c.schedule().startTime().isEmpty()) {
                if (!state.poolMatches().isEmpty() || !state.bracket().allMatches().isEmpty()) {
                    notes.add(Jobs.label(c) + " has no start time, so its matches are given no times yet.");
                }
                continue;
            }
            if (!settings.problems().isEmpty()) {
                continue;
            }
            LocalDate day = c.schedule().date().isEmpty() ? settings.firstDay() : Clock.date(c.schedule().date());
            Job.Entry entry = new Job.Entry(c.id(), Jobs.label(c), day, Clock.minutes(c.schedule().startTime()), order++, c.schedule().courts());
            for (Job job : Jobs.of(state, entry, settings)) {
                String moved = options.courts().get(c.id() + "\u0000" + job.match.id());
                if (moved != null && job.waiting()) {
                    job.court = moved;
                }
                if (settle(job, options, entry)) {
                    byDay.computeIfAbsent(day, d -> new ArrayList<>()).add(job);
                }
            }
        }
        if (!problems.isEmpty()) {
            return new Plan(List.of(), Map.of(), problems, List.of(), notes, settings);
        }
        Planner planner = new Planner(settings, options.live());
        List<Slot> slots = new ArrayList<>();
        Map<LocalDate, List<Break>> breaks = new LinkedHashMap<>();
        for (LocalDate day : settings.dayList()) {
            byDay.computeIfAbsent(day, d -> new ArrayList<>());
        }
        for (Map.Entry<LocalDate, List<Job>> e : byDay.entrySet()) {
            LocalDate day = e.getKey();
            List<Break> dayBreaks = new ArrayList<>(settings.breaks().stream().filter(b -> b.date() == null || b.date().equals(day))
                    .map(b -> new Break(b.label(), day, b.start(), b.end(), b.courts())).toList());
            Map<String, Double> pace = options.live() == null ? Map.of() : Pacing.factors(e.getValue(), settings);
            planner.place(day, e.getValue(), dayBreaks, pace);
            planner.overruns(day, e.getValue());
            int last = e.getValue().stream().mapToInt(j -> j.end).max().orElse(Clock.NONE);
            if (settings.closingTime() == Clock.NONE && settings.closingBlock() > 0 && last != Clock.NONE) {
                dayBreaks.add(new Break(Break.CLOSING, day, last, last + settings.closingBlock(), List.of()));
            }
            dayBreaks.sort(Comparator.comparingInt(Break::start).thenComparing(Break::label));
            breaks.put(day, dayBreaks);
            e.getValue().forEach(j -> slots.add(j.slot()));
        }
        slots.sort(Plan.ORDER);
        return new Plan(slots, breaks, List.of(), planner.clashes(), notes, settings);
    }

    /**
     * Whether the job takes part, and if it keeps a time, which: a match fought keeps its ScheduledAt
     * (and in a live estimate ends at its finish stamp); one being fought keeps its start; a held
     * competition's waiting match keeps its time. A finished match with no time and no stamp (a bye, an
     * award) takes no place on a court.
     */
    private static boolean settle(Job job, Options options, Job.Entry entry) {
        MatchResult m = job.match;
        int at = Clock.minutes(m.scheduledAt());
        Live live = options.live();
        if (m.status() == MatchStatus.COMPLETED) {
            long stamp = finishStamp(m);
            int finish = live != null && stamp > 0 ? live.minuteOn(job.date, stamp) : Clock.NONE;
            if (at == Clock.NONE && finish == Clock.NONE) {
                job.fixed = true;
                job.placed = true;
                job.start = Clock.NONE;
                job.end = Clock.NONE;
                return false;
            }
            job.fixed = true;
            if (finish != Clock.NONE) {
                job.end = finish;
                job.start = at == Clock.NONE ? finish - job.minutes : Math.min(at, finish);
            } else {
                job.start = at;
                job.end = at + job.minutes;
            }
            return true;
        }
        if (m.status() == MatchStatus.RUNNING) {
            job.fixed = true;
            int now = live == null ? Clock.NONE : live.now(job.date);
            // A live estimate starts a running match when it was called (its verdict's stamp, set by the
            // start): a match called late ends late, whatever its time on disk said.
            long called = live == null ? 0 : calledStamp(m);
            int calledAt = called > 0 ? Math.min(live.minuteOn(job.date, called), now) : Clock.NONE;
            job.start = calledAt != Clock.NONE ? calledAt : at != Clock.NONE ? at : now != Clock.NONE ? now : entry.start();
            job.end = job.start + job.minutes;
            if (now != Clock.NONE) {
                job.end = Math.max(job.end, now + 1);
            }
            return true;
        }
        if (options.held().contains(entry.id()) && at != Clock.NONE) {
            job.fixed = true;
            job.start = at;
            job.end = at + job.minutes;
        }
        return true;
    }

    /** When a running match was called onto its court: its verdict's stamp (server milliseconds), 0 when none. */
    static long calledStamp(MatchResult m) {
        Long verdict = m.provenance().groupStamps().get("verdict");
        return verdict == null ? 0 : verdict;
    }

    /** When a finished match was decided: its verdict's stamp, else its last change (server milliseconds). */
    static long finishStamp(MatchResult m) {
        Long verdict = m.provenance().groupStamps().get("verdict");
        return verdict != null && verdict > 0 ? verdict : m.provenance().modifiedAt();
    }
}
