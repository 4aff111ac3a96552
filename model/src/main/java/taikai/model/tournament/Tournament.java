package taikai.model.tournament;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;

/**
 * The tournament: the shared settings in {@code tournament.md} (spec section 2, file-formats).
 *
 * Fields whose file key may be absent are boxed and null when absent: their defaults apply on read
 * ({@code effective...}) and are never written back, so re-saving a file changes no byte.
 * {@code password} is kept as found and never used as a credential; {@code admin_password} is
 * not held at all, so it is dropped on the next write (spec section 1).
 */
public record Tournament(
        String name,
        /** DD-MM-YYYY as written */ String date,
        String venue,
        /** one-letter labels A-P; empty reads as [A] */ List<String> courts,
        /** kept as found, never a credential */ String password,
        /** 1-30; null = 1 */ Integer durationDays,
        /** a duration such as 30m */ String openingBlock,
        String lunchBlock,
        String closingBlock,
        /** null = 1.5 */ Double clockToElapsedMultiplier,
        /** null = 10 */ Integer slowestCourtBufferPct,
        TournamentMode mode,
        String publicUrl,
        String venueAddress,
        String venueMapUrl,
        /** older files call it rules_url */ String websiteUrl,
        String awardsNote,
        String infoNotes,
        /** HH:MM */ String openingTime,
        /** HH:MM */ String closingTime,
        List<Contact> contacts,
        List<Sponsor> sponsors,
        Theme theme,
        /** front-matter keys this version does not know, kept and written back in order */ Map<String, Object> extraKeys,
        /** the Markdown body, kept exactly as written */ String notes) {

    public Tournament {
        name = Copies.text(name);
        date = Copies.text(date);
        venue = Copies.text(venue);
        courts = Copies.list(courts);
        password = Copies.text(password);
        openingBlock = Copies.text(openingBlock);
        lunchBlock = Copies.text(lunchBlock);
        closingBlock = Copies.text(closingBlock);
        mode = mode == null ? TournamentMode.OFFICIATED : mode;
        publicUrl = Copies.text(publicUrl);
        venueAddress = Copies.text(venueAddress);
        venueMapUrl = Copies.text(venueMapUrl);
        websiteUrl = Copies.text(websiteUrl);
        awardsNote = Copies.text(awardsNote);
        infoNotes = Copies.text(infoNotes);
        openingTime = Copies.text(openingTime);
        closingTime = Copies.text(closingTime);
        contacts = Copies.list(contacts);
        sponsors = Copies.list(sponsors);
        theme = theme == null ? Theme.NONE : theme;
        extraKeys = Copies.ordered(extraKeys);
        notes = Copies.text(notes);
    }

    public Tournament withName(String value) {
        return new Tournament(value, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withDate(String value) {
        return new Tournament(name, value, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withVenue(String value) {
        return new Tournament(name, date, value, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withCourts(List<String> value) {
        return new Tournament(name, date, venue, value, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withPassword(String value) {
        return new Tournament(name, date, venue, courts, value, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withDurationDays(Integer value) {
        return new Tournament(name, date, venue, courts, password, value, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withOpeningBlock(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, value, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withLunchBlock(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, value, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withClosingBlock(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, value, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withClockToElapsedMultiplier(Double value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, value, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withSlowestCourtBufferPct(Integer value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, value, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withMode(TournamentMode value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, value, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withPublicUrl(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, value, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withVenueAddress(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, value, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withVenueMapUrl(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, value, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withWebsiteUrl(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, value, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withAwardsNote(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, value, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withInfoNotes(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, value, openingTime, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withOpeningTime(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, value, closingTime, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withClosingTime(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, value, contacts, sponsors, theme, extraKeys, notes);
    }

    public Tournament withContacts(List<Contact> value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, value, sponsors, theme, extraKeys, notes);
    }

    public Tournament withSponsors(List<Sponsor> value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, value, theme, extraKeys, notes);
    }

    public Tournament withTheme(Theme value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, value, extraKeys, notes);
    }

    public Tournament withExtraKeys(Map<String, Object> value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, value, notes);
    }

    public Tournament withNotes(String value) {
        return new Tournament(name, date, venue, courts, password, durationDays, openingBlock, lunchBlock, closingBlock, clockToElapsedMultiplier, slowestCourtBufferPct, mode, publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, openingTime, closingTime, contacts, sponsors, theme, extraKeys, value);
    }

    /** A new tournament with the given basics and every other setting at its default. */
    public static Tournament create(String name, String date, String venue, List<String> courts) {
        return new Tournament(name, date, venue, courts, "", null, "", "", "", null, null, TournamentMode.OFFICIATED,
                "", "", "", "", "", "", "", "", List.of(), List.of(), Theme.NONE, Map.of(), "");
    }

    /** The courts in use: an empty list reads as a single court A (file-formats). */
    public List<String> effectiveCourts() {
        return courts.isEmpty() ? List.of("A") : courts;
    }

    /** Days the tournament runs; missing reads as 1. */
    public int effectiveDurationDays() {
        return durationDays == null ? 1 : durationDays;
    }

    public double effectiveClockToElapsedMultiplier() {
        return clockToElapsedMultiplier == null ? 1.5 : clockToElapsedMultiplier;
    }

    public int effectiveSlowestCourtBufferPct() {
        return slowestCourtBufferPct == null ? 10 : slowestCourtBufferPct;
    }
}
