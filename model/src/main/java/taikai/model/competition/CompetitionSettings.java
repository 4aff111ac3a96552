package taikai.model.competition;

import taikai.model.rule.Refusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a competition's settings must hold before config.md is written, and which changes a drawn
 * competition refuses, each as the sentence the organiser reads (file-formats, "config.md keys").
 */
public final class CompetitionSettings {
    /** file-formats: a competition id is at most 64 characters. */
    public static final int MAX_ID_LENGTH = 64;
    public static final int MAX_NUMBER_PREFIX = 3;
    public static final int MIN_MATCH_SECONDS = 60;
    public static final int MAX_MATCH_SECONDS = 3600;
    public static final int MAX_TEAM_SIZE = 15;
    private static final Pattern TIME = Pattern.compile("([01][0-9]|2[0-3]):[0-5][0-9]");
    private static final Set<String> POOL_FORMATS = Set.of("", "full", "partial");
    private static final Set<String> EXTRA_QUALIFIERS = Set.of("", "larger-pools", "fill-bracket");

    private CompetitionSettings() {
    }

    /**
     * The id a new competition gets from its name (file-formats, "Folder"): lowercased, each run of
     * other characters turned into one "-", the ends trimmed; empty when the name has no letter or digit.
     */
    public static String idFor(String name) {
        String id = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        if (id.length() > MAX_ID_LENGTH) {
            id = id.substring(0, MAX_ID_LENGTH).replaceAll("-+$", "");
        }
        return id;
    }

    /** Every rule the settings break; empty when they can be written. {@code tournamentCourts} empty skips the court check. */
    public static List<String> problems(Competition c, List<String> tournamentCourts) {
        return checks(c, tournamentCourts).stream().map(Refusal::sentence).toList();
    }

    /**
     * {@link #problems(Competition, List)} as refusals: each with its code and arguments, so a screen
     * says it in its own language (decision 0046); the sentence is the English.
     */
    public static List<Refusal> checks(Competition c, List<String> tournamentCourts) {
        List<Refusal> problems = new ArrayList<>();
        if (c.name().isBlank()) {
            problems.add(new Refusal("settings-competition-name", "Give the competition a name."));
        }
        if (c.isTeam() && (c.teams().size() < 1 || c.teams().size() > MAX_TEAM_SIZE)) {
            problems.add(new Refusal("settings-team-size", "A team fields from 1 to " + MAX_TEAM_SIZE + " members a match; five is usual.",
                    List.of(String.valueOf(MAX_TEAM_SIZE))));
        }
        if (c.pools().size() < 0 || c.pools().size() == 1) {
            problems.add(new Refusal("settings-pool-size", "A pool holds at least 2 entrants (0 lets the draw choose)."));
        }
        if (c.pools().winners() < 0 || (c.pools().size() > 1 && c.pools().winners() >= c.pools().size())) {
            problems.add(new Refusal("settings-pool-winners",
                    "Fewer entrants qualify from a pool than it holds: choose fewer qualifiers than the pool size."));
        }
        if (!POOL_FORMATS.contains(c.pools().format())) {
            problems.add(new Refusal("settings-pool-format", "The pool format is full or partial."));
        }
        if (!EXTRA_QUALIFIERS.contains(c.pools().extraQualifiers())) {
            problems.add(new Refusal("settings-extra-qualifiers", "Extra qualifiers are none, larger-pools or fill-bracket."));
        }
        if (c.entrants().numberPrefix().length() > MAX_NUMBER_PREFIX) {
            problems.add(new Refusal("settings-number-prefix", "A competitor number prefix holds at most " + MAX_NUMBER_PREFIX
                    + " characters.", List.of(String.valueOf(MAX_NUMBER_PREFIX))));
        }
        duration(problems, c.schedule().poolMatchSeconds(), "pool match", "settings-pool-match-duration");
        duration(problems, c.schedule().playoffMatchSeconds(), "knockout match", "settings-knockout-match-duration");
        if (c.naginata().engiJudges() < 0 || (c.naginata().engiJudges() > 0 && c.naginata().engiJudges() % 2 == 0)) {
            problems.add(new Refusal("settings-engi-judges", "Engi is judged by an odd number of flag judges, such as 3 or 5."));
        }
        if (c.bouts().enchoLimit() < 0) {
            problems.add(new Refusal("settings-encho-limit-setting", "The overtime limit is a number of periods, 0 for no limit."));
        }
        if (c.swiss().rounds() < 0) {
            problems.add(new Refusal("settings-swiss-rounds", "The number of Swiss rounds cannot be negative."));
        }
        if (c.league().topN() != 0 && c.league().topN() != 3 && c.league().topN() != 4) {
            problems.add(new Refusal("settings-league-top", "The league tie-break covers the top 3 or the top 4."));
        }
        if (!c.schedule().startTime().isEmpty() && !TIME.matcher(c.schedule().startTime()).matches()) {
            problems.add(new Refusal("settings-competition-start-time", "Write the start time as hours:minutes, for example 09:30."));
        }
        if (!c.schedule().date().isEmpty() && !taikai.model.tournament.TournamentSettings.isDate(c.schedule().date())) {
            problems.add(new Refusal("settings-competition-date",
                    "Write the competition's date as day-month-year, for example 14-03-2027."));
        }
        if (!tournamentCourts.isEmpty()) {
            for (String court : c.schedule().courts()) {
                if (!tournamentCourts.contains(court)) {
                    String courts = String.join(", ", tournamentCourts);
                    problems.add(new Refusal("settings-competition-court", "The court " + court + " is not one of the tournament's courts ("
                            + courts + ").", List.of(court, courts)));
                }
            }
        }
        return problems;
    }

    /**
     * The settings a drawn competition cannot change, because the draw on disk was made for them:
     * its kind (who the entrants are), format (which files hold the draw), team size and order (the
     * positions of every bout) and pool size (spec section 2: the kind decides which records exist).
     */
    public static List<String> drawnConflicts(Competition stored, Competition edited) {
        List<String> conflicts = new ArrayList<>();
        if (stored.kind() != edited.kind()) {
            conflicts.add("its kind (" + stored.kind().code() + ")");
        }
        if (stored.format() != edited.format()) {
            conflicts.add("its format (" + FormatNames.of(stored.format()) + ")");
        }
        if (stored.isTeam() && stored.teams().size() != edited.teams().size()) {
            conflicts.add("its team size (" + stored.teams().size() + ")");
        }
        if (stored.isTeam() && stored.teams().matchType() != edited.teams().matchType()) {
            conflicts.add("its team order (" + stored.teams().matchType().code() + ")");
        }
        if (stored.pools().size() != edited.pools().size()) {
            conflicts.add("its pool size (" + stored.pools().size() + ")");
        }
        return conflicts;
    }

    private static void duration(List<Refusal> problems, int seconds, String what, String code) {
        if (seconds != 0 && (seconds < MIN_MATCH_SECONDS || seconds > MAX_MATCH_SECONDS)) {
            problems.add(new Refusal(code, "A " + what + " lasts from " + MIN_MATCH_SECONDS / 60 + " to " + MAX_MATCH_SECONDS / 60
                    + " minutes (0 for the usual 3).", List.of(String.valueOf(MIN_MATCH_SECONDS / 60),
                    String.valueOf(MAX_MATCH_SECONDS / 60))));
        }
    }

    /** How a format is named to an organiser. */
    public static final class FormatNames {
        private FormatNames() {
        }

        public static String of(Format format) {
            switch (format) {
                case POOLS_THEN_KNOCKOUT:
                    return "pools then knockout";
                case LEAGUE:
                    return "league";
                case SWISS:
                    return "Swiss";
                default:
                    return "knockout";
            }
        }
    }
}
