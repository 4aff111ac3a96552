package taikai.model.tournament;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import taikai.model.Copies;

/**
 * The tournament: the shared settings in {@code tournament.md} (spec section 2, file-formats).
 *
 * The settings the schedule is worked out from are one group ({@link DayPlan}), what visitors are
 * told another ({@link PublicInfo}), so a value cannot land in its neighbour's place without the
 * compiler noticing. {@code password} is kept as found and never used as a credential;
 * {@code admin_password} is not held at all, so it is dropped on the next write (spec section 1).
 */
public record Tournament(
        String name,
        /** DD-MM-YYYY as written */ String date,
        String venue,
        /** one-letter labels A-P; empty reads as [A] */ List<String> courts,
        /** kept as found, never a credential */ String password,
        TournamentMode mode,
        DayPlan day,
        PublicInfo info,
        Theme theme,
        /** front-matter keys this version does not know, kept and written back in order */ Map<String, Object> extraKeys,
        /** the Markdown body, kept exactly as written */ String notes) {

    public Tournament {
        name = Copies.text(name);
        date = Copies.text(date);
        venue = Copies.text(venue);
        courts = Copies.list(courts);
        password = Copies.text(password);
        mode = mode == null ? TournamentMode.OFFICIATED : mode;
        day = day == null ? DayPlan.UNSET : day;
        info = info == null ? PublicInfo.NONE : info;
        theme = theme == null ? Theme.NONE : theme;
        extraKeys = Copies.ordered(extraKeys);
        notes = Copies.text(notes);
    }

    /** A new tournament with the given basics and every other setting at its default. */
    public static Tournament create(String name, String date, String venue, List<String> courts) {
        return new Tournament(name, date, venue, courts, "", TournamentMode.OFFICIATED, DayPlan.UNSET, PublicInfo.NONE,
                Theme.NONE, Map.of(), "");
    }

    /** The courts in use: an empty list reads as a single court A (file-formats). */
    public List<String> effectiveCourts() {
        return courts.isEmpty() ? List.of("A") : courts;
    }

    public Tournament withName(String value) {
        return change(t -> t.name = value);
    }

    public Tournament withDate(String value) {
        return change(t -> t.date = value);
    }

    public Tournament withVenue(String value) {
        return change(t -> t.venue = value);
    }

    public Tournament withCourts(List<String> value) {
        return change(t -> t.courts = value);
    }

    public Tournament withPassword(String value) {
        return change(t -> t.password = value);
    }

    public Tournament withMode(TournamentMode value) {
        return change(t -> t.mode = value);
    }

    public Tournament withDay(UnaryOperator<DayPlan> edit) {
        return change(t -> t.day = edit.apply(day));
    }

    public Tournament withInfo(UnaryOperator<PublicInfo> edit) {
        return change(t -> t.info = edit.apply(info));
    }

    public Tournament withTheme(Theme value) {
        return change(t -> t.theme = value);
    }

    public Tournament withExtraKeys(Map<String, Object> value) {
        return change(t -> t.extraKeys = value);
    }

    public Tournament withNotes(String value) {
        return change(t -> t.notes = value);
    }

    /** One copy with one component changed: each wither names only what it changes. */
    private Tournament change(Consumer<Copy> edit) {
        Copy copy = new Copy(this);
        edit.accept(copy);
        return copy.build();
    }

    /** The components of a tournament while one of them is replaced. */
    private static final class Copy {
        String name;
        String date;
        String venue;
        List<String> courts;
        String password;
        TournamentMode mode;
        DayPlan day;
        PublicInfo info;
        Theme theme;
        Map<String, Object> extraKeys;
        String notes;

        Copy(Tournament t) {
            name = t.name;
            date = t.date;
            venue = t.venue;
            courts = t.courts;
            password = t.password;
            mode = t.mode;
            day = t.day;
            info = t.info;
            theme = t.theme;
            extraKeys = t.extraKeys;
            notes = t.notes;
        }

        Tournament build() {
            return new Tournament(name, date, venue, courts, password, mode, day, info, theme, extraKeys, notes);
        }
    }
}
