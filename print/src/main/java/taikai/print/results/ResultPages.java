package taikai.print.results;

import java.awt.Color;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Theme;
import taikai.print.Job;
import taikai.print.pdf.Header;
import taikai.print.pdf.Page;
import taikai.print.words.Labels;

/**
 * Results: each competition's podium and fighting-spirit awards on a page, then a certificate per
 * placed entrant and per award, landscape, from the tournament's branding (logo, colours and
 * sponsors in tournament.md). A logo that cannot be read is left off, and the person is told.
 */
public final class ResultPages {
    private ResultPages() {
    }

    public static void print(Job job, CompetitionState state) {
        Podium podium = Podium.of(state);
        String name = Labels.competition(state);
        Page page = job.document().page(false);
        job.document().bookmark(job.say("results.bookmark", name), 1);
        float y = Header.draw(page, Header.MARGIN, job.over(), job.say("results.title", name),
                podium.finished() ? job.say("results.final") : job.say("results.unfinished"));
        float left = Header.MARGIN;
        float width = page.width() - 2 * Header.MARGIN;
        if (podium.places().isEmpty()) {
            page.fit(job.say("results.none"), left, y + 14, width, 11, Page.Align.LEFT);
            y += 30;
        }
        for (Podium.Place place : podium.places()) {
            page.fill(left, y, 60, 34, place.rank() == 1 ? new Color(0xf3, 0xe0, 0x9a) : place.rank() == 2 ? new Color(0xe4, 0xe4, 0xe4)
                    : new Color(0xf0, 0xd5, 0xb8));
            page.bold(true);
            page.fit(job.say("rank", place.rank()), left, y + 23, 60, 16, Page.Align.CENTER);
            page.fit(place.name(), left + 72, y + 17, width - 72, 14, Page.Align.LEFT);
            page.bold(false);
            page.color(Page.GREY);
            page.fit(place.dojo(), left + 72, y + 30, width - 72, 9, Page.Align.LEFT);
            page.color(Page.BLACK);
            y += 42;
        }
        List<FightingSpiritAward> awards = state.competition().fightingSpiritAwards();
        if (!awards.isEmpty()) {
            y += 12;
            page.bold(true);
            page.fit(job.say("results.spirit"), left, y, width, 12, Page.Align.LEFT);
            page.bold(false);
            y += 8;
            for (FightingSpiritAward award : awards) {
                String title = award.title().isBlank() ? job.say("results.spirit.award") : award.title();
                page.fit(award.recipientDojo().isBlank() ? job.say("results.award", title, award.recipientName())
                        : job.say("results.award.dojo", title, award.recipientName(), award.recipientDojo()), left, y + 12, width, 10, Page.Align.LEFT);
                y += 16;
            }
        }
        Branding branding = Branding.of(job);
        for (Podium.Place place : podium.places()) {
            certificate(job, branding, state, place.name(), place.dojo(), job.say("certificate.place", place.rank()));
        }
        for (FightingSpiritAward award : awards) {
            if (!award.recipientName().isBlank()) {
                certificate(job, branding, state, award.recipientName(), award.recipientDojo(),
                        award.title().isBlank() ? job.say("certificate.spirit") : award.title());
            }
        }
    }

    private static void certificate(Job job, Branding branding, CompetitionState state, String name, String dojo, String what) {
        Page page = job.document().page(true);
        job.document().withoutFooter(page);
        float w = page.width();
        float h = page.height();
        page.fill(0, 0, w, h, branding.soft());
        page.color(branding.primary());
        page.rect(24, 24, w - 48, h - 48, 4);
        page.rect(32, 32, w - 64, h - 64, 0.8f);
        float y = 60;
        if (branding.logo().isPresent()) {
            page.image(branding.logo().get(), w / 2 - 45, y - 10, 90, 90);
            y += 110;
        } else {
            y += 20;
        }
        page.color(branding.primary());
        page.bold(true);
        page.fit(job.say("certificate"), 60, y + 30, w - 120, 34, Page.Align.CENTER);
        page.bold(false);
        page.color(Page.BLACK);
        page.fit(job.say("certificate.to"), 60, y + 60, w - 120, 12, Page.Align.CENTER);
        page.bold(true);
        page.fit(name, 80, y + 100, w - 160, 30, Page.Align.CENTER);
        page.bold(false);
        page.color(Page.GREY);
        page.fit(dojo, 80, y + 120, w - 160, 12, Page.Align.CENTER);
        page.color(Page.BLACK);
        page.fit(job.say("certificate.for", what, Labels.competition(state)), 80, y + 150, w - 160, 16, Page.Align.CENTER);
        page.fit(job.over(), 80, y + 172, w - 160, 11, Page.Align.CENTER);
        List<PDImageXObject> sponsors = branding.sponsors();
        if (!sponsors.isEmpty()) {
            float size = 46;
            float total = sponsors.size() * (size + 16) - 16;
            float x = (w - total) / 2;
            for (PDImageXObject logo : sponsors) {
                page.image(logo, x, h - 100, size, size);
                x += size + 16;
            }
        }
    }

    /** The tournament's colours and pictures, read once per print. */
    record Branding(Color primary, Color soft, Optional<PDImageXObject> logo, List<PDImageXObject> sponsors) {

        static Branding of(Job job) {
            Theme theme = job.source().tournament().theme();
            Color primary = color(theme.primaryColor(), new Color(0x1b, 0x3a, 0x5c));
            Color soft = color(theme.accentSoftColor(), Color.WHITE);
            Optional<PDImageXObject> logo = Optional.empty();
            if (!theme.logoPath().isBlank()) {
                String path = "branding/" + theme.logoPath();
                logo = job.source().file(path).flatMap(bytes -> job.document().picture(bytes, path));
                if (logo.isEmpty()) {
                    job.document().note(job.say("note.logo.certificates", path));
                }
            }
            List<PDImageXObject> sponsors = new java.util.ArrayList<>();
            for (Sponsor sponsor : job.source().tournament().info().sponsors()) {
                if (sponsor.file().isBlank()) {
                    continue;
                }
                String path = "sponsors/" + sponsor.file();
                Optional<PDImageXObject> image = job.source().file(path).flatMap(bytes -> job.document().picture(bytes, path));
                if (image.isPresent()) {
                    sponsors.add(image.get());
                } else {
                    job.document().note(job.say("note.logo.sponsor", sponsor.name(), path));
                }
            }
            return new Branding(primary, soft, logo, sponsors);
        }

        private static Color color(String hex, Color fallback) {
            if (hex != null && hex.matches("#[0-9a-fA-F]{6}")) {
                return new Color(Integer.parseInt(hex.substring(1), 16));
            }
            return fallback;
        }
    }
}
