package taikai.app.hall.access;

import java.util.Objects;

/**
 * What a code lets its holder do: the organiser writes everything; a court writes only the matches
 * of its own court (issue: court tables over the hall network, item 3).
 */
public record Grant(Role role, String court) {

    /** Who holds a code. */
    public enum Role { ORGANISER, COURT }

    public Grant {
        Objects.requireNonNull(role, "role");
        court = role == Role.ORGANISER ? "" : Objects.requireNonNull(court, "court").trim();
        if (role == Role.COURT && court.isEmpty()) {
            throw new IllegalArgumentException("A court code belongs to a court; name it.");
        }
    }

    public static Grant organiser() {
        return new Grant(Role.ORGANISER, "");
    }

    public static Grant court(String court) {
        return new Grant(Role.COURT, court);
    }

    public boolean isOrganiser() {
        return role == Role.ORGANISER;
    }

    /** Whether this holder may change a match played on {@code matchCourt}. */
    public boolean mayWriteOnCourt(String matchCourt) {
        return isOrganiser() || court.equals(matchCourt);
    }

    /** How the history names the way a write came: {@code organiser} or {@code court A}. */
    public String via() {
        return isOrganiser() ? "organiser" : "court " + court;
    }

    /** The name the code file keeps it under: {@code organiser} or {@code court A}. */
    public String holder() {
        return via();
    }

    /** The grant a holder name stands for, as {@link #holder()} writes it. */
    static Grant ofHolder(String holder) {
        if (holder.equals("organiser")) {
            return organiser();
        }
        if (holder.startsWith("court ")) {
            return court(holder.substring("court ".length()));
        }
        throw new IllegalArgumentException("\"" + holder + "\" is neither the organiser nor a court.");
    }
}
