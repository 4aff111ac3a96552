package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.TeamMatchType;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.rule.Refusal;

/**
 * One competition's matches as planner jobs: how long each lasts (config.md's durations, 0 = 180
 * seconds, times the clock-to-elapsed multiplier; a team encounter by its positions, kachinuki by the
 * chosen case), who fights in it, which matches it waits for, and which of them keep their time.
 */
final class Jobs {
    private static final Pattern KNOCKOUT = Pattern.compile("m-r(\\d{1,6})-(\\d{1,6})");
    static final int DEFAULT_MATCH_SECONDS = 180;

    private Jobs() {
    }

    /** The competition's own problems, each naming the field, with its code; empty when it can be planned. */
    static List<Refusal> problems(CompetitionState state, ScheduleSettings settings) {
        Competition c = state.competition();
        String name = label(c);
        String file = "competitions/" + c.id() + "/config.md";
        List<Refusal> problems = new ArrayList<>();
        if (c.schedule().startTime().isEmpty()) {
            return problems;
        }
        if (!c.schedule().startTime().matches("([01][0-9]|2[0-3]):[0-5][0-9]")) {
            problems.add(new Refusal("plan-start-time", "The start time of " + name + " (start_time in " + file + ") is \""
                    + c.schedule().startTime() + "\", not a time such as 09:30.", List.of(name, file, c.schedule().startTime())));
        }
        if (!c.schedule().date().isEmpty()) {
            LocalDate date = Clock.date(c.schedule().date());
            List<LocalDate> days = settings.dayList();
            if (date == null) {
                problems.add(new Refusal("plan-date", "The date of " + name + " (date in " + file + ") is \"" + c.schedule().date()
                        + "\", not a day-month-year such as 14-03-2027.", List.of(name, file, c.schedule().date())));
            } else if (!days.isEmpty() && !days.contains(date)) {
                String sentence = "The date of " + name + " (date in " + file + ") is " + c.schedule().date()
                        + ", not one of the tournament's " + days.size() + (days.size() == 1 ? " day (" : " days (")
                        + Clock.text(days.get(0)) + (days.size() == 1 ? "" : " to " + Clock.text(days.get(days.size() - 1)))
                        + "); change the date or the tournament's duration_days.";
                problems.add(days.size() == 1
                        ? new Refusal("plan-date-not-the-day", sentence, List.of(name, file, c.schedule().date(), Clock.text(days.get(0))))
                        : new Refusal("plan-date-not-a-day", sentence, List.of(name, file, c.schedule().date(),
                                String.valueOf(days.size()), Clock.text(days.get(0)), Clock.text(days.get(days.size() - 1)))));
            }
        }
        duration(problems, c.schedule().poolMatchSeconds(), name, "pool_match_duration_seconds", file);
        duration(problems, c.schedule().playoffMatchSeconds(), name, "playoff_match_duration_seconds", file);
        if (c.isTeam() && c.teams().size() < 1) {
            problems.add(new Refusal("plan-team-size", name + " is a team competition with a team size of " + c.teams().size()
                    + " (team_size in " + file + "), so its encounters would last no time; give it the number of positions, such as 5.",
                    List.of(name, String.valueOf(c.teams().size()), file)));
        }
        boolean hasMatches = !state.poolMatches().isEmpty() || !state.bracket().allMatches().isEmpty();
        if (hasMatches && c.schedule().courts().isEmpty()) {
            problems.add(new Refusal("plan-no-courts", name + " has no courts (courts in " + file
                    + "); choose the courts it plays on before its matches can be given times.", List.of(name, file)));
        }
        for (String court : c.schedule().courts()) {
            if (!settings.courts().contains(court)) {
                problems.add(new Refusal("plan-court-unknown", name + " plays on court " + court + " (courts in " + file
                        + "), which is not one of the tournament's courts (" + String.join(", ", settings.courts()) + ").",
                        List.of(name, court, file, String.join(", ", settings.courts()))));
            }
        }
        return problems;
    }

    private static void duration(List<Refusal> problems, int seconds, String name, String key, String file) {
        if (seconds < 0 || (seconds != 0 && (seconds < CompetitionSettings.MIN_MATCH_SECONDS
                || seconds > CompetitionSettings.MAX_MATCH_SECONDS))) {
            problems.add(new Refusal("plan-match-duration", "A match of " + name + " lasts " + seconds + " seconds (" + key + " in "
                    + file + "); it lasts from " + CompetitionSettings.MIN_MATCH_SECONDS + " to " + CompetitionSettings.MAX_MATCH_SECONDS
                    + " seconds, or 0 for the usual 180.", List.of(name, String.valueOf(seconds), key, file,
                    String.valueOf(CompetitionSettings.MIN_MATCH_SECONDS), String.valueOf(CompetitionSettings.MAX_MATCH_SECONDS))));
        }
    }

    static String label(Competition c) {
        return c.name().isBlank() ? c.id() : c.name();
    }

    /** The jobs of one competition that has a start time and no problems. */
    static List<Job> of(CompetitionState state, Job.Entry entry, ScheduleSettings settings) {
        Competition c = state.competition();
        Map<String, List<String>> people = new HashMap<>();
        Map<String, Player> roster = new HashMap<>();
        state.players().forEach(p -> roster.putIfAbsent(p.id(), p));
        List<Job> jobs = new ArrayList<>();
        Map<String, Job> byId = new HashMap<>();
        Map<String, Integer> poolNames = new HashMap<>();
        state.pools().forEach(p -> poolNames.putIfAbsent(p.name(), poolNames.size()));
        for (MatchResult m : state.poolMatches()) {
            poolNames.putIfAbsent(m.pool(), poolNames.size());
        }
        List<Job> poolJobs = new ArrayList<>();
        for (MatchResult m : state.poolMatches()) {
            String court = courtOf(m, entry, settings, poolNames.get(m.pool()));
            Job job = job(state, entry, settings, m, "pool", court, people, roster);
            jobs.add(job);
            poolJobs.add(job);
            byId.put(m.id(), job);
        }
        List<BracketMatch> bracket = state.bracket().allMatches();
        for (BracketMatch b : bracket) {
            if (b.hidden()) {
                continue;
            }
            MatchResult m = b.result();
            Matcher k = KNOCKOUT.matcher(m.id());
            int position = k.matches() ? Integer.parseInt(k.group(2)) : 1;
            Job job = job(state, entry, settings, m, "bracket", courtOf(m, entry, settings, position), people, roster);
            jobs.add(job);
            byId.put(m.id(), job);
        }
        Job.Gate gate = new Job.Gate();
        for (Job pool : poolJobs) {
            pool.feeds = gate;
            gate.pools.add(pool);
        }
        for (BracketMatch b : bracket) {
            Job job = byId.get(b.result().id());
            if (job == null) {
                continue;
            }
            List<String> feeders = b.feeders().isEmpty() ? derivedFeeders(b.result().id(), state) : b.feeders();
            for (String f : feeders) {
                Job feeder = byId.get(f);
                if (feeder != null) {
                    job.after.add(feeder);
                }
            }
            // A first-round slot fed by the pools ("Pool A-1st") waits for the pools (spec section 3).
            if (feeders.isEmpty() && c.format() == Format.POOLS_THEN_KNOCKOUT) {
                job.gate = gate;
            }
        }
        return jobs;
    }

    /** m-r(k)-(i) waits for m-r(k-1)-(2i) and m-r(k-1)-(2i+1); the bronze match for the semi-finals. */
    private static List<String> derivedFeeders(String id, CompetitionState state) {
        Matcher k = KNOCKOUT.matcher(id);
        if (k.matches()) {
            int round = Integer.parseInt(k.group(1));
            int i = Integer.parseInt(k.group(2));
            return round <= 1 ? List.of() : List.of("m-r" + (round - 1) + "-" + (2 * i), "m-r" + (round - 1) + "-" + (2 * i + 1));
        }
        int rounds = state.bracket().rounds().size();
        if (id.equals("m-bronze") && rounds >= 2) {
            return List.of("m-r" + (rounds - 1) + "-0", "m-r" + (rounds - 1) + "-1");
        }
        return List.of();
    }

    /** The match's own court; one the draw left empty is given the competition's courts in turn. */
    private static String courtOf(MatchResult m, Job.Entry entry, ScheduleSettings settings, int index) {
        if (!m.court().isEmpty() || entry.courts().isEmpty()) {
            return m.court();
        }
        return entry.courts().get(Math.max(0, index) % entry.courts().size());
    }

    private static Job job(CompetitionState state, Job.Entry entry, ScheduleSettings settings, MatchResult m, String type,
            String court, Map<String, List<String>> peopleCache, Map<String, Player> roster) {
        Competition c = state.competition();
        int seconds = type.equals("pool") ? c.schedule().poolMatchSeconds() : c.schedule().playoffMatchSeconds();
        double bout = (seconds == 0 ? DEFAULT_MATCH_SECONDS : seconds) / 60.0 * settings.multiplier();
        int minutes;
        int best;
        int worst;
        if (!c.isTeam() || m.id().contains("-DH-")) {
            minutes = best = worst = (int) Math.ceil(bout - 1e-9);
        } else if (c.teams().matchType() == TeamMatchType.KACHINUKI) {
            minutes = encounter(settings.kachinuki().bouts(c.teams().size()), bout, settings);
            best = encounter(KachinukiCase.BEST.bouts(c.teams().size()), bout, settings);
            worst = encounter(KachinukiCase.WORST.bouts(c.teams().size()), bout, settings);
        } else {
            minutes = best = worst = encounter(c.teams().size(), bout, settings);
        }
        minutes = Math.max(1, minutes);
        List<String> who = new ArrayList<>();
        addPeople(state, m.sideA(), who, peopleCache, roster);
        addPeople(state, m.sideB(), who, peopleCache, roster);
        return new Job(entry, m, type, court, entry.date(), minutes, Math.max(1, best) - minutes, Math.max(1, worst) - minutes,
                List.copyOf(who));
    }

    private static int encounter(int bouts, double bout, ScheduleSettings settings) {
        return (int) Math.ceil(bouts * bout + Math.max(0, bouts - 1) * settings.boutChangeoverMinutes() - 1e-9);
    }

    /**
     * The people a side brings: a person by name and dojo, so one entered in two competitions is known
     * as the same (participant ids are per competition); a team as itself and each named member.
     */
    private static void addPeople(CompetitionState state, Side side, List<String> who, Map<String, List<String>> cache,
            Map<String, Player> roster) {
        if (side.participantId().isEmpty() && side.name().isEmpty()) {
            return;
        }
        String key = side.participantId().isEmpty() ? "name:" + side.name() : side.participantId();
        List<String> found = cache.computeIfAbsent(key, k -> {
            Set<String> keys = new LinkedHashSet<>();
            Player p = side.participantId().isEmpty() ? null : roster.get(side.participantId());
            String dojo = p == null ? "" : p.dojo();
            String competition = state.competition().id();
            if (state.competition().isTeam()) {
                keys.add("team:" + competition + ":" + k);
                for (TeamMember member : state.teamMembers().getOrDefault(side.participantId(), List.of())) {
                    if (!member.name().isBlank()) {
                        keys.add(person(member.name(), dojo));
                    }
                }
            } else {
                keys.add(person(p == null ? side.name() : p.name(), dojo));
            }
            return List.copyOf(keys);
        });
        who.addAll(found);
    }

    private static String person(String name, String dojo) {
        return "person:" + name.strip().toLowerCase(Locale.ROOT) + "|" + dojo.strip().toLowerCase(Locale.ROOT);
    }

    static boolean isFinished(MatchResult m) {
        return m.status() == MatchStatus.COMPLETED;
    }
}
