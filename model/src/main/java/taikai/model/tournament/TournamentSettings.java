package taikai.model.tournament;

import taikai.model.rule.Refusal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a tournament's settings must hold before tournament.md is written, each broken rule as the
 * sentence the organiser reads (file-formats, "tournament.md keys"). Pure: the court check against
 * running and queued matches needs the competitions and is made on the write road.
 */
public final class TournamentSettings {
    /** file-formats: courts are one-letter labels A-P, at most 16. */
    public static final int MAX_COURTS = 16;
    /** file-formats: contacts at most 10, sponsors at most 6. */
    public static final int MAX_CONTACTS = 10;
    public static final int MAX_SPONSORS = 6;
    public static final int MAX_WINDOW_TITLE = 100;
    public static final int MAX_DURATION_DAYS = 30;
    private static final Pattern COURT = Pattern.compile("[A-P]");
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");
    private static final Pattern TIME = Pattern.compile("([01][0-9]|2[0-3]):[0-5][0-9]");
    private static final Pattern BLOCK = Pattern.compile("(?=\\d)(\\d+h)?(\\d+m)?");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd-MM-uuuu").withResolverStyle(ResolverStyle.STRICT);

    private TournamentSettings() {
    }

    /** Every rule the settings break, in the order of the screen; empty when they can be written. */
    public static List<String> problems(Tournament t) {
        return checks(t).stream().map(Refusal::sentence).toList();
    }

    /**
     * {@link #problems(Tournament)} as refusals: each with its code and arguments, so a screen says it
     * in its own language (decision 0046); the sentence is the English.
     */
    public static List<Refusal> checks(Tournament t) {
        List<Refusal> problems = new ArrayList<>();
        if (t.name().isBlank()) {
            problems.add(new Refusal("settings-tournament-name", "Give the tournament a name."));
        }
        if (!isDate(t.date())) {
            problems.add(new Refusal("settings-tournament-date", "Write the date as day-month-year, for example 14-03-2027."));
        }
        if (t.day().durationDays() != null && (t.day().durationDays() < 1 || t.day().durationDays() > MAX_DURATION_DAYS)) {
            problems.add(new Refusal("settings-tournament-days", "A tournament lasts from 1 to " + MAX_DURATION_DAYS + " days.",
                    List.of(String.valueOf(MAX_DURATION_DAYS))));
        }
        problems.addAll(courtChecks(t.courts()));
        time(problems, t.day().openingTime(), "opening time", "settings-tournament-opening-time");
        time(problems, t.day().closingTime(), "closing time", "settings-tournament-closing-time");
        block(problems, t.day().openingBlock(), "opening block", "settings-tournament-opening-block");
        block(problems, t.day().lunchBlock(), "lunch block", "settings-tournament-lunch-block");
        block(problems, t.day().closingBlock(), "closing block", "settings-tournament-closing-block");
        if (t.day().clockToElapsedMultiplier() != null && !(t.day().clockToElapsedMultiplier() > 0)) {
            problems.add(new Refusal("settings-tournament-multiplier", "The clock-to-elapsed multiplier must be more than 0, for example 1.5."));
        }
        if (t.day().slowestCourtBufferPct() != null && (t.day().slowestCourtBufferPct() < 0 || t.day().slowestCourtBufferPct() > 100)) {
            problems.add(new Refusal("settings-tournament-buffer", "The slowest court's buffer is a percentage from 0 to 100."));
        }
        contactProblems(problems, t.info().contacts());
        sponsorProblems(problems, t.info().sponsors());
        colour(problems, t.theme().primaryColor(), "primary colour", "settings-tournament-primary-colour");
        colour(problems, t.theme().accentSoftColor(), "soft accent colour", "settings-tournament-soft-colour");
        if (t.theme().windowTitle().length() > MAX_WINDOW_TITLE) {
            problems.add(new Refusal("settings-tournament-window-title", "The window title holds at most " + MAX_WINDOW_TITLE
                    + " characters; shorten it.", List.of(String.valueOf(MAX_WINDOW_TITLE))));
        }
        return problems;
    }

    /** Court labels: one letter A to P each, none empty, none twice, one to sixteen of them. */
    public static List<String> courtProblems(List<String> courts) {
        return courtChecks(courts).stream().map(Refusal::sentence).toList();
    }

    /** {@link #courtProblems(List)} as refusals with their codes and arguments. */
    public static List<Refusal> courtChecks(List<String> courts) {
        List<Refusal> problems = new ArrayList<>();
        if (courts.isEmpty()) {
            problems.add(new Refusal("settings-courts-none", "A tournament needs at least one court."));
        }
        if (courts.size() > MAX_COURTS) {
            problems.add(new Refusal("settings-courts-too-many", "A tournament has at most " + MAX_COURTS + " courts, A to P.",
                    List.of(String.valueOf(MAX_COURTS))));
        }
        Set<String> seen = new HashSet<>();
        for (String court : courts) {
            if (court.isBlank()) {
                problems.add(new Refusal("settings-court-unnamed", "A court has no name; name each court with one letter from A to P."));
            } else if (!COURT.matcher(court).matches()) {
                problems.add(new Refusal("settings-court-not-a-letter", "The court \"" + court
                        + "\" is not a letter from A to P; other implementations read only those.", List.of(court)));
            } else if (!seen.add(court)) {
                problems.add(new Refusal("settings-court-twice", "The court " + court + " is listed twice; give each court its own letter.",
                        List.of(court)));
            }
        }
        return problems;
    }

    /** A colour as #rrggbb, or empty for the default. */
    public static boolean isColour(String text) {
        return text.isEmpty() || COLOUR.matcher(text).matches();
    }

    public static boolean isDate(String text) {
        try {
            LocalDate.parse(text.strip(), DATE);
            return true;
        } catch (DateTimeParseException wrong) {
            return false;
        }
    }

    private static void contactProblems(List<Refusal> problems, List<Contact> contacts) {
        if (contacts.size() > MAX_CONTACTS) {
            problems.add(new Refusal("settings-contacts-too-many", "A tournament lists at most " + MAX_CONTACTS + " contacts; remove "
                    + (contacts.size() - MAX_CONTACTS) + ".", List.of(String.valueOf(MAX_CONTACTS),
                    String.valueOf(contacts.size() - MAX_CONTACTS))));
        }
        for (int i = 0; i < contacts.size(); i++) {
            Contact c = contacts.get(i);
            if (c.label().isBlank() || c.value().isBlank()) {
                problems.add(new Refusal("settings-contact-half", "Contact " + (i + 1) + " needs both a label (such as Email) and a value.",
                        List.of(String.valueOf(i + 1))));
            }
        }
    }

    private static void sponsorProblems(List<Refusal> problems, List<Sponsor> sponsors) {
        if (sponsors.size() > MAX_SPONSORS) {
            problems.add(new Refusal("settings-sponsors-too-many", "A tournament lists at most " + MAX_SPONSORS + " sponsors; remove "
                    + (sponsors.size() - MAX_SPONSORS) + ".", List.of(String.valueOf(MAX_SPONSORS),
                    String.valueOf(sponsors.size() - MAX_SPONSORS))));
        }
        for (int i = 0; i < sponsors.size(); i++) {
            if (sponsors.get(i).name().isBlank()) {
                problems.add(new Refusal("settings-sponsor-unnamed", "Sponsor " + (i + 1) + " needs a name.", List.of(String.valueOf(i + 1))));
            }
        }
    }

    private static void colour(List<Refusal> problems, String value, String what, String code) {
        if (!isColour(value)) {
            problems.add(new Refusal(code, "The " + what + " \"" + value
                    + "\" is not a colour; write it as # and six hex digits, for example #1f6feb.", List.of(value)));
        }
    }

    private static void time(List<Refusal> problems, String value, String what, String code) {
        if (!value.isEmpty() && !TIME.matcher(value).matches()) {
            problems.add(new Refusal(code, "Write the " + what + " as hours:minutes, for example 09:00."));
        }
    }

    private static void block(List<Refusal> problems, String value, String what, String code) {
        if (!value.isEmpty() && !BLOCK.matcher(value).matches()) {
            problems.add(new Refusal(code, "Write the " + what + " as a duration such as 30m, 1h or 1h30m."));
        }
    }
}
