package taikai.app.road.actions.tournament;

import taikai.model.competition.MatchLabels;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import taikai.app.road.TournamentDecision;
import taikai.app.road.TournamentHandler;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Tournament;
import taikai.model.tournament.TournamentSettings;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;

/**
 * Saves the tournament's settings: tournament.md, with any logo chosen copied where file-formats
 * puts it ({@code sponsors/<16 lowercase hex>.png|.jpg}, {@code branding/<file>}), in one log
 * transaction. Rules in order: tournament.md must read (a broken file is never overwritten, spec
 * section 5 "When a file is wrong"); the settings must be valid; no court with a running or queued
 * match may go (spec section 2: a court's matches are the tournament's, across competitions); each
 * image must be a PNG or JPEG of a sensible size. The password and the unknown front-matter keys
 * come from the file on disk, so an edit keeps them (file-formats: never rename, never drop).
 */
public final class EditTournamentHandler implements TournamentHandler<EditTournament> {

    @Override
    public TournamentDecision decide(EditTournament edit, LoadedTournament folder, long now) {
        Optional<Problem> broken = folder.tournamentProblems().stream()
                .filter(p -> p.severity() == Problem.Severity.FATAL).findFirst();
        if (broken.isPresent()) {
            return TournamentDecision.Refuse.said("tournament_unreadable", "tournament.md does not read (line "
                    + broken.get().line() + ": " + broken.get().message() + "), so it was not overwritten; repair it by"
                    + " hand and reload, then save the settings again.", String.valueOf(broken.get().line()),
                    broken.get().message());
        }
        Tournament stored = folder.tournament().orElse(Tournament.create("", "", "", List.of()));
        Tournament edited = edit.settings().withPassword(stored.password()).withExtraKeys(stored.extraKeys());
        List<String> problems = TournamentSettings.problems(edited);
        if (!problems.isEmpty()) {
            return new TournamentDecision.Refuse("settings", String.join(" ", problems));
        }
        Optional<String> busy = busyCourt(stored.courts(), edited.courts(), folder);
        if (busy.isPresent()) {
            return new TournamentDecision.Refuse("court_in_use", busy.get());
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<Sponsor> sponsors = new ArrayList<>(edited.info().sponsors());
        for (Map.Entry<Integer, ImageFile> logo : edit.sponsorLogos().entrySet()) {
            int at = logo.getKey();
            if (at < 0 || at >= sponsors.size()) {
                TournamentDecision.Refuse said = TournamentDecision.Refuse.said("sponsor_logo_orphaned",
                        "A logo was chosen for a sponsor no longer in the list; choose it again.");
                return new TournamentDecision.Refuse("image", said.sentence(), said.code(), said.arguments());
            }
            Optional<String> wrong = imageProblem(logo.getValue(), "The logo of sponsor \"" + sponsors.get(at).name() + "\"");
            if (wrong.isPresent()) {
                return new TournamentDecision.Refuse("image", wrong.get());
            }
            String file = hex16(logo.getValue().bytes()) + "." + logo.getValue().extension();
            files.put(FolderLayout.SPONSORS + "/" + file, logo.getValue().bytes());
            sponsors.set(at, sponsors.get(at).withFile(file));
        }
        edited = edited.withInfo(i -> i.withSponsors(sponsors));
        if (edit.brandingLogo() != null) {
            Optional<String> wrong = imageProblem(edit.brandingLogo(), "The tournament's logo");
            if (wrong.isPresent()) {
                return new TournamentDecision.Refuse("image", wrong.get());
            }
            String file = brandingName(edit.brandingLogo());
            files.put(FolderLayout.BRANDING + "/" + file, edit.brandingLogo().bytes());
            edited = edited.withTheme(edited.theme().withLogoPath(file));
        }
        return TournamentDecision.Land.tournament(edited, files, "The settings of " + edited.name() + " are saved: "
                + courtsText(edited.courts()) + ", " + count(edited.info().contacts().size(), "contact") + ", "
                + count(edited.info().sponsors().size(), "sponsor") + ".");
    }

    /** The first removed court that a competition still runs or queues a match on, named with the match. */
    static Optional<String> busyCourt(List<String> before, List<String> after, LoadedTournament folder) {
        for (String court : before) {
            if (after.contains(court)) {
                continue;
            }
            for (LoadedCompetition loaded : folder.competitions().values()) {
                if (loaded.failed()) {
                    return Optional.of("Court " + court + " cannot be removed now: competition \"" + loaded.id()
                            + "\" does not read, so its matches on that court cannot be checked. Repair it first"
                            + " (see Problems), or keep the court.");
                }
                CompetitionState state = loaded.state().orElseThrow();
                for (MatchResult match : all(state)) {
                    if (court.equals(match.court()) && match.status() != MatchStatus.COMPLETED) {
                        String how = match.status() == MatchStatus.RUNNING ? "is running there" : "is queued there";
                        return Optional.of("Court " + court + " cannot be removed: " + MatchLabels.inSentence(MatchLabels.of(state, match)) + " of "
                                + nameOf(state) + " " + how + ". Finish it or move it to another court first.");
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static List<MatchResult> all(CompetitionState state) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().forEach(m -> matches.add(m.result()));
        return matches;
    }

    private static String nameOf(CompetitionState state) {
        return state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
    }

    private static Optional<String> imageProblem(ImageFile image, String what) {
        if (image.extension().isEmpty()) {
            return Optional.of(what + ", " + image.name() + ", is not a PNG or JPEG image; choose a .png or .jpg file.");
        }
        if (image.bytes().length > ImageFile.MAX_BYTES) {
            return Optional.of(what + ", " + image.name() + ", is larger than " + ImageFile.MAX_BYTES / (1024 * 1024)
                    + " MB; choose a smaller image.");
        }
        return Optional.empty();
    }

    /** file-formats: a sponsor's logo is named by 16 lowercase hex digits; here the start of its SHA-256, so the same image keeps its name. */
    static String hex16(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes)).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime.", e);
        }
    }

    /** The branding logo keeps a plain form of its own name (ImageCheck wants a plain file name in branding/). */
    static String brandingName(ImageFile image) {
        String name = image.name();
        int dot = name.lastIndexOf('.');
        String stem = (dot > 0 ? name.substring(0, dot) : name).toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9_-]+", "-").replaceAll("^-+|-+$", "");
        return (stem.isEmpty() ? "logo" : stem) + "." + image.extension();
    }

    private static String courtsText(List<String> courts) {
        return (courts.size() == 1 ? "court " : "courts ") + String.join(", ", courts);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
