package taikai.model.schedule;

import java.time.LocalDate;
import java.util.List;
import taikai.model.Copies;

/**
 * A time no match is played: the opening, lunch or closing block of tournament.md, or a break the
 * organiser listed. {@code date} null means every day of the tournament; {@code courts} empty means
 * every court.
 */
public record Break(String label, LocalDate date, int start, int end, List<String> courts) {
    /** The names of tournament.md's own blocks, which a screen says in its own language. */
    public static final String OPENING = "Opening";
    public static final String LUNCH = "Lunch";
    public static final String CLOSING = "Closing";
    public static final List<String> BLOCKS = List.of(OPENING, LUNCH, CLOSING);

    public Break {
        label = Copies.text(label);
        courts = Copies.list(courts);
    }

    public boolean on(LocalDate day, String court) {
        return (date == null || date.equals(day)) && (courts.isEmpty() || courts.contains(court));
    }

    public int minutes() {
        return end - start;
    }
}
