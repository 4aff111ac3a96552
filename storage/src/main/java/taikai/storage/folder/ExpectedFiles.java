package taikai.storage.folder;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.SortedSet;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;

/**
 * The files a competition's own record says should be there (spec section 4, "On disk layout", and
 * section 5, "When a file is wrong"): a file that vanished reads as its empty default, which would
 * otherwise check clean and let the next write carry on from a half-read record. config.md's status
 * says a draw was made, so the roster, the pools and results (for formats with pools) and the
 * bracket (for formats with a knockout, once it is drawn) must hold something; a decided withdrawal
 * means the eligibility record was written; a match's history file means its match is in a file.
 * A missing file fails the load; a history file whose match is in no file is named as degraded.
 */
final class ExpectedFiles {
    private ExpectedFiles() {
    }

    /** Checks the competition as read; a file in {@code leftOut} was read as absent on purpose and is not asked for. */
    static void check(Path root, String id, CompetitionState state, SortedSet<String> present, Set<String> leftOut,
            Problems problems) {
        CompetitionStatus status = state.competition().status();
        boolean drawn = status == CompetitionStatus.POOLS || status == CompetitionStatus.PLAYOFFS
                || status == CompetitionStatus.COMPLETED;
        if (!drawn) {
            return;
        }
        Format format = state.competition().format();
        String says = "config.md says the competition is " + status.code();
        if (state.players().isEmpty()) {
            missing(leftOut, id, FolderLayout.PARTICIPANTS, present, problems, says + ", so its entrants were entered, but "
                    + what(id, FolderLayout.PARTICIPANTS, present) + ".");
        }
        boolean pooled = format == Format.POOLS_THEN_KNOCKOUT || format == Format.LEAGUE || format == Format.SWISS;
        if (pooled && state.poolMatches().isEmpty()) {
            missing(leftOut, id, FolderLayout.POOL_MATCHES, present, problems, says + ", so its " + (format == Format.SWISS
                    ? "rounds were" : "pools were") + " drawn, but " + what(id, FolderLayout.POOL_MATCHES, present) + ".");
        }
        if ((format == Format.POOLS_THEN_KNOCKOUT || format == Format.LEAGUE) && state.pools().isEmpty()) {
            missing(leftOut, id, FolderLayout.POOLS, present, problems, says + ", so its pools were drawn, but "
                    + what(id, FolderLayout.POOLS, present) + ".");
        }
        boolean knockout = format == Format.KNOCKOUT
                || (format == Format.POOLS_THEN_KNOCKOUT && status != CompetitionStatus.POOLS);
        if (knockout && state.bracket().equals(Bracket.EMPTY)) {
            missing(leftOut, id, FolderLayout.BRACKET, present, problems, says + ", so its knockout was drawn, but "
                    + what(id, FolderLayout.BRACKET, present) + ".");
        }
        Set<String> matches = new HashSet<>();
        state.poolMatches().forEach(m -> matches.add(m.id()));
        state.bracket().allMatches().forEach(node -> matches.add(node.result().id()));
        if (state.statuses().isEmpty()) {
            for (String match : matches) {
                MatchResult result = find(state, match);
                if (result != null && result.isCompleted() && bars(result.decision()) && !result.winnerId().isEmpty()) {
                    missing(leftOut, id, FolderLayout.STATUSES, present, problems, "Match " + match + " was decided by "
                            + result.decision().code() + ", which bars its loser, but "
                            + what(id, FolderLayout.STATUSES, present) + ".");
                    break;
                }
            }
        }
        orphanHistory(root, id, matches, problems);
    }

    private static boolean bars(Decision decision) {
        return decision == Decision.KIKEN || decision == Decision.KIKEN_INJURY
                || decision == Decision.KIKEN_VOLUNTARY || decision == Decision.FUSENPAI;
    }

    private static MatchResult find(CompetitionState state, String match) {
        for (MatchResult m : state.poolMatches()) {
            if (m.id().equals(match)) {
                return m;
            }
        }
        return state.bracket().find(match).map(node -> node.result()).orElse(null);
    }

    private static String what(String id, String name, SortedSet<String> present) {
        return present.contains(FolderLayout.competitionFile(id, name)) ? name + " holds none"
                : "there is no " + name;
    }

    private static void missing(Set<String> leftOut, String id, String name, SortedSet<String> present,
            Problems problems, String found) {
        if (leftOut.contains(name)) {
            return;
        }
        problems.fatal(FolderLayout.competitionFile(id, name), 0, 0, found + " Put the file back (a backup or"
                + " another copy of the folder has it); the competition takes no writes until then.");
    }

    /** A history file at the top of history/ (never a discarded draw's folder) names a match; it must be in a file. */
    private static void orphanHistory(Path root, String id, Set<String> matches, Problems problems) {
        Path folder = root.resolve(FolderLayout.competitionFile(id, "history"));
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*.jsonl")) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                String match = name.substring(0, name.length() - ".jsonl".length());
                if (match.startsWith("_") || matches.contains(match) || !name.equals(HistoryFile.fileName(match))) {
                    continue;
                }
                problems.degraded(FolderLayout.competitionFile(id, "history/" + name), 0, 0, "This history records"
                        + " match " + match + ", which neither pool-matches.csv nor bracket.json holds: its row or"
                        + " its file is gone. Put the file back from a backup, or move this history aside if the"
                        + " match was removed on purpose.");
            }
        } catch (IOException e) {
            // An unlistable history folder hides nothing a write depends on; the next read looks again.
        }
    }
}
