package taikai.ui.entrants;

import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One row of the entrants table: a competitor, or a team in a team competition.
 *
 * @param number     the competitor number, empty until the draw gives one
 * @param standing   whether the entrant may fight, withdrew, or was reinstated
 * @param status     the eligibility record in words ("Withdrawn: kiken-injury at Pool A, match 3")
 * @param reason     the reason the operator gave for the withdrawal, from the match's history; empty when none
 * @param barMatchId the match the withdrawal was recorded at; empty when none
 */
public record EntrantLine(String id, String number, String name, String displayName, String dojo, String grade, int seed,
        boolean checkedIn, Standing standing, String status, String reason, boolean reinstateable, String barMatchId) {

    /** Where an entrant stands in the competition (competitor-status.yaml: no record means eligible). */
    public enum Standing {
        ENTERED, WITHDRAWN, REINSTATED
    }

    /** Competitor numbers in counting order: the prefix, then the counter as a number (T2 before T10). */
    public static final Comparator<String> NUMBER_ORDER = Comparator.comparing((String n) -> split(n).group(1))
            .thenComparingLong(n -> split(n).group(2).isEmpty() ? Long.MAX_VALUE : Long.parseLong(split(n).group(2)))
            .thenComparing(Comparator.naturalOrder());

    private static final Pattern NUMBER = Pattern.compile("(\\D*)(\\d{0,18})(.*)");

    /** The status column: the record, then the reason the operator gave. */
    public String statusWithReason() {
        return reason.isEmpty() ? status : status + " \u2014 " + reason;
    }

    /** What the text filter looks through. */
    boolean matches(String text) {
        if (text.isBlank()) {
            return true;
        }
        String wanted = text.strip().toLowerCase(java.util.Locale.ROOT);
        String seeded = seed > 0 ? taikai.ui.words.DeskWords.of(EntrantLine.class).say("filter.seed", String.valueOf(seed)) : "";
        return String.join("\n", number, name, displayName, dojo, grade, statusWithReason(), seeded)
                .toLowerCase(java.util.Locale.ROOT).contains(wanted);
    }

    EntrantLine withReason(String value) {
        return new EntrantLine(id, number, name, displayName, dojo, grade, seed, checkedIn, standing, status, value,
                reinstateable, barMatchId);
    }

    private static Matcher split(String number) {
        Matcher m = NUMBER.matcher(number == null ? "" : number);
        m.matches();
        return m;
    }
}
