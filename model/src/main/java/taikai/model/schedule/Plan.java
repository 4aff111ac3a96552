package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.Copies;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.rule.Refusal;
import taikai.model.schedule.Break;

/**
 * The day's plan, or days' plans: every match's slot in order of day, court and start; the breaks of
 * each day; what could not be read ({@code problemsSaid}: nothing is to be written then) and the
 * clashes the plan could not avoid, each a refusal with its code and arguments (decision 0046) whose
 * English sentences {@link #problems()} and {@link #clashes()} give, and notes (a competition left out because it has no
 * start time yet). Pure data: {@link #applyTo(CompetitionState)} gives a competition its times.
 */
public record Plan(List<Slot> slots, Map<LocalDate, List<Break>> breaks, List<Refusal> problemsSaid, List<Refusal> clashesSaid,
        List<String> notes, ScheduleSettings settings) {

    public static final Comparator<Slot> ORDER = Comparator.comparing(Slot::date).thenComparing(Slot::court)
            .thenComparingInt(Slot::start).thenComparing(Slot::competitionId).thenComparing(Slot::matchId);

    public Plan {
        slots = Copies.list(slots);
        breaks = Copies.ordered(breaks);
        problemsSaid = Copies.list(problemsSaid);
        clashesSaid = Copies.list(clashesSaid);
        notes = Copies.list(notes);
    }

    public boolean hasProblems() {
        return !problemsSaid.isEmpty();
    }

    /** What could not be read, in English sentences. */
    public List<String> problems() {
        return problemsSaid.stream().map(Refusal::sentence).toList();
    }

    /** The clashes the plan could not avoid, in English sentences. */
    public List<String> clashes() {
        return clashesSaid.stream().map(Refusal::sentence).toList();
    }

    public Optional<Slot> slot(String competitionId, String matchId) {
        for (Slot s : slots) {
            if (s.competitionId().equals(competitionId) && s.matchId().equals(matchId)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** Every match's slot by competition id then match id. */
    public Map<String, Slot> byMatch() {
        Map<String, Slot> map = new HashMap<>();
        slots.forEach(s -> map.put(s.competitionId() + "\u0000" + s.matchId(), s));
        return map;
    }

    public List<LocalDate> days() {
        TreeSet<LocalDate> days = new TreeSet<>(breaks.keySet());
        slots.forEach(s -> days.add(s.date()));
        return List.copyOf(days);
    }

    /** The courts that hold a match or a break on {@code day}, in label order. */
    public List<String> courts(LocalDate day) {
        TreeSet<String> courts = new TreeSet<>();
        slots.stream().filter(s -> s.date().equals(day)).forEach(s -> courts.add(s.court()));
        return List.copyOf(courts);
    }

    public List<Slot> onCourt(LocalDate day, String court) {
        return slots.stream().filter(s -> s.date().equals(day) && s.court().equals(court)).toList();
    }

    /** The breaks of {@code day} that hold {@code court}. */
    public List<Break> breaksOn(LocalDate day, String court) {
        return breaks.getOrDefault(day, List.of()).stream().filter(b -> b.on(day, court)).toList();
    }

    /** When the court's last match of the day ends; Clock.NONE when it has none. */
    public int courtEnd(LocalDate day, String court) {
        return onCourt(day, court).stream().mapToInt(Slot::end).max().orElse(Clock.NONE);
    }

    /** When the competition's last match ends, by day; empty when none is planned. */
    public Optional<Slot> lastOf(String competitionId) {
        return slots.stream().filter(s -> s.competitionId().equals(competitionId))
                .max(Comparator.comparing(Slot::date).thenComparingInt(Slot::end));
    }

    /**
     * The competition with this plan's times: each waiting match's ScheduledAt (HH:MM) and, when the
     * draw left it none, its court; a match fought or being fought keeps what it has (spec section 3:
     * a completed match is never sent back to the queue). schedule.csv gets one row per planned match
     * and per break on the competition's courts, in order of day, time and court (file-formats,
     * "schedule.csv"). The same plan gives the same bytes.
     */
    public CompetitionState applyTo(CompetitionState state) {
        String id = state.competition().id();
        Map<String, Slot> mine = new HashMap<>();
        for (Slot s : slots) {
            if (s.competitionId().equals(id)) {
                mine.put(s.matchId(), s);
            }
        }
        if (mine.isEmpty()) {
            return state;
        }
        List<MatchResult> pool = new ArrayList<>();
        for (MatchResult m : state.poolMatches()) {
            pool.add(timed(m, mine.get(m.id())));
        }
        Bracket b = state.bracket();
        List<List<BracketMatch>> rounds = new ArrayList<>();
        for (List<BracketMatch> round : b.rounds()) {
            rounds.add(round.stream().map(x -> x.withResult(timed(x.result(), mine.get(x.result().id())))).toList());
        }
        BracketMatch bronze = b.thirdPlaceMatch() == null ? null
                : b.thirdPlaceMatch().withResult(timed(b.thirdPlaceMatch().result(), mine.get(b.thirdPlaceMatch().result().id())));
        Bracket bracket = b.rounds().isEmpty() && bronze == null ? b : b.withRounds(rounds).withThirdPlaceMatch(bronze);
        return state.withPoolMatches(pool).withBracket(bracket).withSchedule(entries(state, mine));
    }

    private static MatchResult timed(MatchResult m, Slot s) {
        if (s == null || s.fixed()) {
            return m;
        }
        MatchResult t = m.withScheduledAt(s.startText());
        return m.court().isEmpty() ? t.withCourt(s.court()) : t;
    }

    private List<taikai.model.schedule.ScheduleEntry> entries(CompetitionState state, Map<String, Slot> mine) {
        // Rows sorted by day, time, court, then breaks before matches at the same minute, then reference.
        TreeMap<String, taikai.model.schedule.ScheduleEntry> rows = new TreeMap<>();
        TreeSet<LocalDate> days = new TreeSet<>();
        TreeSet<String> courts = new TreeSet<>(state.competition().schedule().courts());
        for (Slot s : mine.values()) {
            days.add(s.date());
            courts.add(s.court());
            String ref = s.type().equals("bracket") ? bracketRef(state, s.matchId()) : s.matchId();
            rows.put(key(s.date(), s.start(), s.court(), 1, ref), new taikai.model.schedule.ScheduleEntry(s.type(), ref,
                    s.court(), s.startText(), s.status().code(), Clock.text(s.date()), false, ""));
        }
        for (LocalDate day : days) {
            for (String court : courts) {
                for (Break br : breaksOn(day, court)) {
                    rows.put(key(day, br.start(), court, 0, br.label()), new taikai.model.schedule.ScheduleEntry("break", "",
                            court, Clock.text(br.start()), "", Clock.text(day), true, br.label() + " until " + Clock.text(br.end())));
                }
            }
        }
        return List.copyOf(rows.values());
    }

    private static String key(LocalDate day, int minute, String court, int kind, String ref) {
        return day + String.format(java.util.Locale.ROOT, "|%06d|", minute + 100000) + court + "|" + kind + "|" + ref;
    }

    /**
     * How schedule.csv names a knockout match: {@code R<round>-M<id>}, the round counted from 1 for the
     * first (file-formats, "Also found": bracket rows are referenced as R<n>-M<id>); the bronze match
     * counts with the final.
     */
    static String bracketRef(CompetitionState state, String matchId) {
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        for (int r = 0; r < rounds.size(); r++) {
            for (BracketMatch m : rounds.get(r)) {
                if (m.result().id().equals(matchId)) {
                    return "R" + (r + 1) + "-M" + matchId;
                }
            }
        }
        return "R" + Math.max(1, rounds.size()) + "-M" + matchId;
    }
}
