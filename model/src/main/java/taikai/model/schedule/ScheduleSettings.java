package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.rule.Refusal;
import taikai.model.tournament.Tournament;

/**
 * What the tournament says about the day's times (file-formats, "tournament.md keys": date,
 * duration_days, opening_time, closing_time, opening_block, lunch_block, closing_block,
 * clock_to_elapsed_multiplier, slowest_court_buffer_pct), plus the keys Taikai adds to tournament.md
 * for the plan: {@code lunch_time} (when the lunch block starts, 12:30 when absent),
 * {@code rest_between_bouts} (an entrant's rest between bouts of two competitions, 10m when absent),
 * {@code changeover} (between two matches on a court, 1m), {@code bout_changeover} (between two bouts
 * of a team encounter, 1m), {@code kachinuki_estimate} (best, average or worst) and {@code breaks} (a
 * list of {label, start, end} with an optional date and courts).
 *
 * {@link #problemsSaid()} names every field that cannot be read, each a refusal with its code and
 * arguments (decision 0046), and {@link #problems()} their English sentences; a plan made with
 * problems writes nothing.
 */
public record ScheduleSettings(
        LocalDate firstDay,
        int days,
        List<String> courts,
        double multiplier,
        int bufferPct,
        int restMinutes,
        int changeoverMinutes,
        int boutChangeoverMinutes,
        KachinukiCase kachinuki,
        /** minute of the day, or Clock.NONE */ int openingTime,
        /** minute of the day, or Clock.NONE */ int closingTime,
        /** the closing block's length; placed before closing_time, or after the day's last match */ int closingBlock,
        List<Break> breaks,
        List<Refusal> problemsSaid) {

    public static final int DEFAULT_REST = 10;
    public static final int DEFAULT_CHANGEOVER = 1;
    public static final String DEFAULT_LUNCH = "12:30";

    public ScheduleSettings {
        courts = Copies.list(courts);
        breaks = Copies.list(breaks);
        problemsSaid = Copies.list(problemsSaid);
    }

    /** The problems' English sentences. */
    public List<String> problems() {
        return problemsSaid.stream().map(Refusal::sentence).toList();
    }

    public static ScheduleSettings of(Tournament t) {
        List<Refusal> problems = new ArrayList<>();
        LocalDate first = Clock.date(t.date());
        if (first == null) {
            problems.add(new Refusal("plan-tournament-date", "The tournament's date (date in tournament.md) is \"" + t.date()
                    + "\", not a day-month-year such as 14-03-2027; the day cannot be planned without it.", List.of(t.date())));
        }
        int days = t.day().effectiveDurationDays();
        if (days < 1 || days > 30) {
            problems.add(new Refusal("plan-tournament-days", "The tournament lasts " + days
                    + " days (duration_days in tournament.md); it lasts from 1 to 30.", List.of(String.valueOf(days))));
        }
        double multiplier = t.day().effectiveClockToElapsedMultiplier();
        if (!(multiplier > 0)) {
            problems.add(new Refusal("plan-multiplier", "The clock-to-elapsed multiplier (clock_to_elapsed_multiplier in tournament.md) is "
                    + multiplier + ", so every match would last no time; give it a number above 0, for example 1.5.",
                    List.of(String.valueOf(multiplier))));
        }
        int opening = time(problems, t.day().openingTime(), "opening time", "opening_time", "plan-opening-time");
        int closing = time(problems, t.day().closingTime(), "closing time", "closing_time", "plan-closing-time");
        int openingBlock = block(problems, t.day().openingBlock(), "opening block", "opening_block", "plan-opening-block");
        int lunchBlock = block(problems, t.day().lunchBlock(), "lunch block", "lunch_block", "plan-lunch-block");
        int closingBlock = block(problems, t.day().closingBlock(), "closing block", "closing_block", "plan-closing-block");
        Map<String, Object> extra = t.extraKeys();
        String lunchText = text(extra.get("lunch_time"));
        int lunch = lunchText.isEmpty() ? Clock.minutes(DEFAULT_LUNCH) : time(problems, lunchText, "lunch time", "lunch_time", "plan-lunch-time");
        int rest = minutes(problems, extra.get("rest_between_bouts"), DEFAULT_REST, "rest between bouts", "rest_between_bouts", "plan-rest");
        int changeover = minutes(problems, extra.get("changeover"), DEFAULT_CHANGEOVER, "changeover between matches", "changeover", "plan-changeover");
        int boutChangeover = minutes(problems, extra.get("bout_changeover"), DEFAULT_CHANGEOVER,
                "changeover between team bouts", "bout_changeover", "plan-bout-changeover");
        KachinukiCase kachinuki = KachinukiCase.AVERAGE;
        String caseText = text(extra.get("kachinuki_estimate"));
        if (!caseText.isEmpty()) {
            kachinuki = KachinukiCase.of(caseText);
            if (kachinuki == null) {
                problems.add(new Refusal("plan-kachinuki-estimate", "The kachinuki estimate (kachinuki_estimate in tournament.md) is \""
                        + caseText + "\"; write best, average or worst.", List.of(caseText)));
                kachinuki = KachinukiCase.AVERAGE;
            }
        }
        if (opening != Clock.NONE && closing != Clock.NONE && closing <= opening) {
            problems.add(new Refusal("plan-closing-before-opening", "The closing time (closing_time in tournament.md) is "
                    + Clock.text(closing) + ", not after the opening time " + Clock.text(opening) + "; the day ends before it starts.",
                    List.of(Clock.text(closing), Clock.text(opening))));
        }
        List<Break> breaks = new ArrayList<>();
        if (openingBlock > 0 && opening != Clock.NONE) {
            breaks.add(new Break(Break.OPENING, null, opening, opening + openingBlock, List.of()));
        }
        if (lunchBlock > 0 && lunch != Clock.NONE) {
            breaks.add(new Break(Break.LUNCH, null, lunch, lunch + lunchBlock, List.of()));
        }
        if (closingBlock > 0 && closing != Clock.NONE) {
            breaks.add(new Break(Break.CLOSING, null, closing - closingBlock, closing, List.of()));
            if (opening != Clock.NONE && closing - closingBlock < opening + openingBlock) {
                problems.add(new Refusal("plan-closing-block-overlap", "The closing block (closing_block in tournament.md, "
                        + t.day().closingBlock() + " before the closing time " + Clock.text(closing)
                        + ") starts before the opening block ends at " + Clock.text(opening + openingBlock) + "; shorten one of them.",
                        List.of(String.valueOf(t.day().closingBlock()), Clock.text(closing), Clock.text(opening + openingBlock))));
            }
        }
        listedBreaks(problems, extra.get("breaks"), breaks);
        return new ScheduleSettings(first, days, t.effectiveCourts(), multiplier, t.day().effectiveSlowestCourtBufferPct(), rest,
                changeover, boutChangeover, kachinuki, opening, closing, closingBlock, breaks, problems);
    }

    /** The days of the tournament, first to last (duration_days). */
    public List<LocalDate> dayList() {
        List<LocalDate> list = new ArrayList<>();
        if (firstDay != null) {
            for (int i = 0; i < Math.max(1, days); i++) {
                list.add(firstDay.plusDays(i));
            }
        }
        return list;
    }

    private static void listedBreaks(List<Refusal> problems, Object value, List<Break> breaks) {
        if (value == null) {
            return;
        }
        if (!(value instanceof List<?> list)) {
            problems.add(new Refusal("plan-breaks-not-list", "The breaks (breaks in tournament.md) are not a list of {label, start,"
                    + " end}; write each break as an item with its label, start and end."));
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof Map<?, ?> item)) {
                problems.add(new Refusal("plan-break-not-item", "Break " + (i + 1) + " (breaks in tournament.md) is not {label, start, end}.",
                        List.of(String.valueOf(i + 1))));
                continue;
            }
            String label = text(item.get("label"));
            String name = "The break " + (label.isEmpty() ? String.valueOf(i + 1) : "\"" + label + "\"") + " (breaks in tournament.md";
            // A break without a label is named by its number, one with a label by its label: two phrasings, two codes.
            String code = label.isEmpty() ? "plan-break-" : "plan-named-break-";
            Object which = label.isEmpty() ? String.valueOf(i + 1) : label;
            int start = Clock.minutes(text(item.get("start")));
            int end = Clock.minutes(text(item.get("end")));
            if (start == Clock.NONE) {
                problems.add(new Refusal(code + "start", name + ", start) starts at \"" + text(item.get("start"))
                        + "\", not a time such as 12:30.", List.of(which, text(item.get("start")))));
                continue;
            }
            if (end == Clock.NONE) {
                problems.add(new Refusal(code + "end", name + ", end) ends at \"" + text(item.get("end")) + "\", not a time such as 13:15.",
                        List.of(which, text(item.get("end")))));
                continue;
            }
            if (end < start) {
                problems.add(new Refusal(code + "backwards", name + ") ends at " + Clock.text(end) + ", before it starts at "
                        + Clock.text(start) + "; swap the two times.", List.of(which, Clock.text(end), Clock.text(start))));
                continue;
            }
            if (end == start) {
                problems.add(new Refusal(code + "no-time", name + ") starts and ends at " + Clock.text(start)
                        + ", so it lasts no time; give it an end after its start or remove it.", List.of(which, Clock.text(start))));
                continue;
            }
            LocalDate date = null;
            String dateText = text(item.get("date"));
            if (!dateText.isEmpty()) {
                date = Clock.date(dateText);
                if (date == null) {
                    problems.add(new Refusal(code + "date", name + ", date) is dated \"" + dateText
                            + "\", not a day-month-year such as 14-03-2027.", List.of(which, dateText)));
                    continue;
                }
            }
            List<String> courts = new ArrayList<>();
            if (item.get("courts") instanceof List<?> cs) {
                cs.forEach(c -> courts.add(text(c)));
            }
            breaks.add(new Break(label.isEmpty() ? "Break" : label, date, start, end, courts));
        }
    }

    private static int time(List<Refusal> problems, String text, String what, String key, String code) {
        if (text.isEmpty()) {
            return Clock.NONE;
        }
        int minutes = Clock.minutes(text);
        if (minutes == Clock.NONE) {
            problems.add(new Refusal(code, "The " + what + " (" + key + " in tournament.md) is \"" + text + "\", not a time such as 09:00.",
                    List.of(text)));
        }
        return minutes;
    }

    private static int block(List<Refusal> problems, String text, String what, String key, String code) {
        int minutes = Clock.block(text);
        if (minutes == Clock.NONE) {
            problems.add(new Refusal(code, "The " + what + " (" + key + " in tournament.md) is \"" + text
                    + "\", not a duration such as 30m, 1h or 1h30m.", List.of(text)));
            return 0;
        }
        if (minutes == 0 && !text.isBlank()) {
            problems.add(new Refusal(code + "-no-time", "The " + what + " (" + key + " in tournament.md) is " + text
                    + ", a break of no time; leave it empty for none, or give it a length such as 30m.", List.of(text)));
        }
        return minutes;
    }

    private static int minutes(List<Refusal> problems, Object value, int fallback, String what, String key, String code) {
        String text = text(value);
        if (text.isEmpty()) {
            return fallback;
        }
        int minutes = Clock.block(text);
        if (minutes == Clock.NONE) {
            problems.add(new Refusal(code, "The " + what + " (" + key + " in tournament.md) is \"" + text + "\", not a duration such as 10m.",
                    List.of(text)));
            return fallback;
        }
        return minutes;
    }

    private static String text(Object value) {
        return value == null ? "" : String.valueOf(value).strip();
    }
}
