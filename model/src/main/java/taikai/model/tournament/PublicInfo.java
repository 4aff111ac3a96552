package taikai.model.tournament;

import java.util.List;
import taikai.model.Copies;

/**
 * What the public site and the printouts tell visitors about the tournament (file-formats
 * "tournament.md keys": public_url, venue_address, venue_map_url, website_url, awards_note,
 * info_notes, contacts, sponsors).
 */
public record PublicInfo(
        String publicUrl,
        String venueAddress,
        String venueMapUrl,
        /** older files call it rules_url */ String websiteUrl,
        String awardsNote,
        String infoNotes,
        /** at most 10 */ List<Contact> contacts,
        /** at most 6 */ List<Sponsor> sponsors) {

    public static final PublicInfo NONE = new PublicInfo("", "", "", "", "", "", List.of(), List.of());

    public PublicInfo {
        publicUrl = Copies.text(publicUrl);
        venueAddress = Copies.text(venueAddress);
        venueMapUrl = Copies.text(venueMapUrl);
        websiteUrl = Copies.text(websiteUrl);
        awardsNote = Copies.text(awardsNote);
        infoNotes = Copies.text(infoNotes);
        contacts = Copies.list(contacts);
        sponsors = Copies.list(sponsors);
    }

    public PublicInfo withPublicUrl(String value) {
        return new PublicInfo(value, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, contacts, sponsors);
    }

    public PublicInfo withVenueAddress(String value) {
        return new PublicInfo(publicUrl, value, venueMapUrl, websiteUrl, awardsNote, infoNotes, contacts, sponsors);
    }

    public PublicInfo withVenueMapUrl(String value) {
        return new PublicInfo(publicUrl, venueAddress, value, websiteUrl, awardsNote, infoNotes, contacts, sponsors);
    }

    public PublicInfo withWebsiteUrl(String value) {
        return new PublicInfo(publicUrl, venueAddress, venueMapUrl, value, awardsNote, infoNotes, contacts, sponsors);
    }

    public PublicInfo withAwardsNote(String value) {
        return new PublicInfo(publicUrl, venueAddress, venueMapUrl, websiteUrl, value, infoNotes, contacts, sponsors);
    }

    public PublicInfo withInfoNotes(String value) {
        return new PublicInfo(publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, value, contacts, sponsors);
    }

    public PublicInfo withContacts(List<Contact> value) {
        return new PublicInfo(publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, value, sponsors);
    }

    public PublicInfo withSponsors(List<Sponsor> value) {
        return new PublicInfo(publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes, contacts, value);
    }
}
