package taikai.storage.folder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import taikai.model.tournament.Sponsor;
import taikai.model.tournament.Tournament;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * Checks that the images tournament.md names are in the folder (spec section 4): the logo under
 * {@code branding/} and each sponsor's {@code sponsors/<16 lowercase hex>.png|.jpg}. A missing or
 * misnamed image is a DEGRADED problem: the tournament loads and shows no image there. Images are
 * never rewritten.
 */
final class ImageCheck {
    private static final Pattern SPONSOR_FILE = Pattern.compile("[0-9a-f]{16}\\.(png|jpg)");

    private ImageCheck() {
    }

    static void check(Path root, Tournament tournament, String text, Problems problems) {
        String logo = tournament.theme().logoPath();
        if (!logo.isEmpty()) {
            if (!isPlainName(logo)) {
                report(text, logo, Problem.degraded(FolderLayout.TOURNAMENT, 0, 0, "The logo \"" + logo + "\" is not a"
                        + " file name in branding/; no logo is shown until logo_path names a file there.")
                        .coded("logo-not-a-file-name", logo), problems);
            } else if (!Files.isRegularFile(root.resolve(FolderLayout.BRANDING).resolve(logo))) {
                report(text, logo, Problem.degraded(FolderLayout.TOURNAMENT, 0, 0, "The logo branding/" + logo
                        + " is not in the folder; no logo is shown until it is put back or logo_path is corrected.")
                        .coded("logo-not-in-folder", logo), problems);
            }
        }
        for (Sponsor sponsor : tournament.info().sponsors()) {
            String file = sponsor.file();
            if (!SPONSOR_FILE.matcher(file).matches()) {
                report(text, file, Problem.degraded(FolderLayout.TOURNAMENT, 0, 0, "The logo of sponsor \""
                        + sponsor.name() + "\" is named \"" + file + "\", not 16 lowercase hex digits then .png or"
                        + " .jpg; it is not shown.").coded("sponsor-logo-misnamed", sponsor.name(), file), problems);
            } else if (!Files.isRegularFile(root.resolve(FolderLayout.SPONSORS).resolve(file))) {
                report(text, file, Problem.degraded(FolderLayout.TOURNAMENT, 0, 0, "The logo of sponsor \""
                        + sponsor.name() + "\", sponsors/" + file + ", is not in the folder; it is not shown until it"
                        + " is put back.").coded("sponsor-logo-not-in-folder", sponsor.name(), file), problems);
            }
        }
    }

    private static boolean isPlainName(String name) {
        return !name.contains("/") && !name.contains("\\") && !name.equals(".") && !name.equals("..");
    }

    /**
     * Reports {@code found} (made for the whole file) at the first line of tournament.md that names the
     * image, where a person will look.
     */
    private static void report(String text, String needle, Problem found, Problems problems) {
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int at = needle.isEmpty() ? -1 : lines[i].indexOf(needle);
            if (at >= 0) {
                problems.add(new Problem(found.file(), i + 1, at + 1, found.message(), found.severity(), found.code(),
                        found.arguments()));
                return;
            }
        }
        problems.add(found);
    }
}
