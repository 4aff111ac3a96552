package taikai.storage.markdown;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import taikai.model.tournament.Contact;
import taikai.model.tournament.DayPlan;
import taikai.model.tournament.PublicInfo;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentMode;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/**
 * {@code tournament.md} (file-formats "tournament.md keys"). Defaults apply on read and are never
 * written back; {@code admin_password} is ignored and dropped on the next write (spec section 1);
 * {@code rules_url}, the older name of {@code website_url}, is read and never written; keys this
 * version does not know are kept and written after the known ones.
 */
public final class TournamentFile {
    public static final String NAME = "tournament.md";
    static final int MAX_CONTACTS = 10;
    static final int MAX_SPONSORS = 6;
    static final int MAX_WINDOW_TITLE = 100;
    private static final Pattern COLOR = Pattern.compile("#[0-9a-fA-F]{6}");
    private static final Set<String> KNOWN = Set.of("name", "date", "venue", "courts", "password", "duration_days",
            "admin_password", "opening_block", "lunch_block", "closing_block", "clock_to_elapsed_multiplier",
            "slowest_court_buffer_pct", "mode", "public_url", "venue_address", "venue_map_url", "website_url",
            "rules_url", "awards_note", "info_notes", "opening_time", "closing_time", "contacts", "sponsors", "theme");

    private TournamentFile() {
    }

    public static Tournament read(String file, String text, Problems problems) throws FileFormatException {
        FrontMatterReader in = FrontMatterReader.parse(file, text, problems);
        TreeValues v = in.values();
        if (v.has("/admin_password")) {
            LocatedTree.Position at = v.tree().keyAt("/admin_password");
            problems.add(new Problem(file, at.line(), at.column(), "This file carries an admin_password, which"
                    + " Taikai ignores and drops the next time it writes the file; remove it by hand before"
                    + " sharing a copy that still has it.", Problem.Severity.NOTICE).coded("admin-password-present"));
        }
        String website = in.text("website_url");
        // Read in the file's documented key order, so its problems are listed in that order too.
        String name = in.text("name");
        String date = in.text("date");
        String venue = in.text("venue");
        List<String> courts = in.courts("courts");
        String password = in.text("password");
        Integer durationDays = v.integer("/duration_days", 1, 30);
        String openingBlock = in.text("opening_block");
        String lunchBlock = in.text("lunch_block");
        String closingBlock = in.text("closing_block");
        Double multiplier = v.decimal("/clock_to_elapsed_multiplier");
        Integer buffer = v.integer("/slowest_court_buffer_pct");
        TournamentMode mode = TournamentMode.fromCode(in.code("mode", TournamentMode::isKnown, "officiated or self-run",
                (found, value) -> found.coded("tournament-mode-not-known", value)));
        String publicUrl = in.text("public_url");
        String venueAddress = in.text("venue_address");
        String venueMapUrl = in.text("venue_map_url");
        String websiteUrl = website.isEmpty() ? in.text("rules_url") : website;
        String awardsNote = in.text("awards_note");
        String infoNotes = in.text("info_notes");
        DayPlan day = new DayPlan(durationDays, in.text("opening_time"), in.text("closing_time"), openingBlock, lunchBlock,
                closingBlock, multiplier, buffer);
        PublicInfo info = new PublicInfo(publicUrl, venueAddress, venueMapUrl, websiteUrl, awardsNote, infoNotes,
                contacts(in), sponsors(in));
        return new Tournament(name, date, venue, courts, password, mode, day, info, theme(in), in.extraKeys(KNOWN),
                in.body());
    }

    private static List<Contact> contacts(FrontMatterReader in) {
        List<Contact> contacts = new ArrayList<>();
        JsonNode list = in.values().list("/contacts");
        for (int i = 0; i < list.size(); i++) {
            String at = LocatedTree.child("/contacts", i);
            if (contacts.size() == MAX_CONTACTS) {
                in.values().report(in.values().problemAt(at, "is a contact past the " + MAX_CONTACTS + "th; it is left out")
                        .coded("contact-past-the-last", TreeValues.key(at), String.valueOf(MAX_CONTACTS)));
                continue;
            }
            contacts.add(new Contact(in.values().text(at + "/label"), in.values().text(at + "/value")));
        }
        return contacts;
    }

    private static List<Sponsor> sponsors(FrontMatterReader in) {
        List<Sponsor> sponsors = new ArrayList<>();
        JsonNode list = in.values().list("/sponsors");
        for (int i = 0; i < list.size(); i++) {
            String at = LocatedTree.child("/sponsors", i);
            if (sponsors.size() == MAX_SPONSORS) {
                in.values().report(in.values().problemAt(at, "is a sponsor past the " + MAX_SPONSORS + "th; it is left out")
                        .coded("sponsor-past-the-last", TreeValues.key(at), String.valueOf(MAX_SPONSORS)));
                continue;
            }
            sponsors.add(new Sponsor(in.values().text(at + "/name"), in.values().text(at + "/file"),
                    in.values().text(at + "/link")));
        }
        return sponsors;
    }

    private static Theme theme(FrontMatterReader in) {
        TreeValues v = in.values();
        v.map("/theme");
        String title = v.text("/theme/window_title");
        if (title.codePointCount(0, title.length()) > MAX_WINDOW_TITLE) {
            v.report(v.problemAt("/theme/window_title", "is longer than " + MAX_WINDOW_TITLE
                    + " characters; it is cut there").coded("window-title-too-long", String.valueOf(MAX_WINDOW_TITLE)));
            title = title.substring(0, title.offsetByCodePoints(0, MAX_WINDOW_TITLE));
        }
        return new Theme(color(v, "/theme/primary_color"), color(v, "/theme/accent_soft_color"), title,
                v.text("/theme/logo_path"));
    }

    private static String color(TreeValues v, String pointer) {
        String value = v.text(pointer);
        if (!value.isEmpty() && !COLOR.matcher(value).matches()) {
            v.report(v.problemAt(pointer, "is \"" + value + "\", not a colour written #rrggbb; the default colour applies")
                    .coded("colour-not-rrggbb", TreeValues.key(pointer), value));
            return "";
        }
        return value;
    }

    /** The file's bytes as text: the keys in the documented order, then unknown keys, then the body. */
    public static String write(Tournament t) {
        Map<String, Object> theme = new KeyWriter().text("primary_color", t.theme().primaryColor())
                .text("accent_soft_color", t.theme().accentSoftColor()).text("window_title", t.theme().windowTitle())
                .text("logo_path", t.theme().logoPath()).build();
        DayPlan day = t.day();
        PublicInfo info = t.info();
        Map<String, Object> keys = new KeyWriter().text("name", t.name()).text("date", t.date())
                .text("venue", t.venue()).list("courts", t.courts()).always("password", t.password())
                .boxed("duration_days", day.durationDays()).text("opening_block", day.openingBlock())
                .text("lunch_block", day.lunchBlock()).text("closing_block", day.closingBlock())
                .boxed("clock_to_elapsed_multiplier", day.clockToElapsedMultiplier())
                .boxed("slowest_court_buffer_pct", day.slowestCourtBufferPct()).always("mode", t.mode().code())
                .text("public_url", info.publicUrl()).text("venue_address", info.venueAddress())
                .text("venue_map_url", info.venueMapUrl()).text("website_url", info.websiteUrl())
                .text("awards_note", info.awardsNote()).text("info_notes", info.infoNotes())
                .text("opening_time", day.openingTime()).text("closing_time", day.closingTime())
                .list("contacts", info.contacts().stream().map(TournamentFile::contact).toList())
                .list("sponsors", info.sponsors().stream().map(TournamentFile::sponsor).toList())
                .map("theme", theme).extras(t.extraKeys()).build();
        return FrontMatter.join(YamlText.write(keys), t.notes());
    }

    private static Map<String, Object> contact(Contact c) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("label", c.label());
        out.put("value", c.value());
        return out;
    }

    private static Map<String, Object> sponsor(Sponsor s) {
        return new KeyWriter().always("name", s.name()).always("file", s.file()).text("link", s.link()).build();
    }
}
