package taikai.storage.store.crash;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/**
 * Who writes what in the store storm: each writer thread writes to one competition and owns a few
 * of its matches, which no other writer touches; its transaction {@code n} withdraws from match
 * {@code matches[(n - 1) % size]}. The plan is worked out once from the fresh folder copy and
 * saved beside it, so every child and the check agree on it after any number of kills.
 */
record StormPlan(List<Writer> writers) {

    StormPlan {
        writers = List.copyOf(writers);
    }

    /** One writer thread: its name ({@code w0}, {@code w1}, ...), its competition and the matches it owns. */
    record Writer(String name, String competition, List<String> matches) {
        Writer {
            matches = List.copyOf(matches);
        }

        String matchOf(long n) {
            return matches.get((int) ((n - 1) % matches.size()));
        }

        /** The last transaction up to {@code upTo} that touched {@code match}; 0 when none did. */
        long lastTouching(String match, long upTo) {
            for (long n = upTo; n >= 1 && n > upTo - matches.size(); n--) {
                if (matchOf(n).equals(match)) {
                    return n;
                }
            }
            return 0;
        }
    }

    /**
     * The {@code competitions} competitions with the most matches; the first gets
     * {@code writersOnFirst} writers (so they contend for its lock), each other one writer. A
     * writer owns up to {@code matchesPerWriter} matches spread over the pool file and the bracket.
     */
    static StormPlan of(LoadedTournament folder, int competitions, int writersOnFirst, int matchesPerWriter) {
        List<CompetitionState> chosen = folder.competitions().values().stream()
                .map(LoadedCompetition::state).flatMap(java.util.Optional::stream)
                .filter(state -> matchIds(state).size() >= writersOnFirst)
                .sorted(Comparator.comparingInt((CompetitionState s) -> -matchIds(s).size())
                        .thenComparing(s -> s.competition().id()))
                .limit(competitions).toList();
        if (chosen.isEmpty()) {
            throw new IllegalStateException("The folder holds no competition with matches to write to.");
        }
        List<Writer> writers = new ArrayList<>();
        for (int c = 0; c < chosen.size(); c++) {
            CompetitionState state = chosen.get(c);
            int sharing = c == 0 ? writersOnFirst : 1;
            for (int j = 0; j < sharing; j++) {
                writers.add(new Writer("w" + writers.size(), state.competition().id(),
                        spread(everyNth(matchIds(state), sharing, j), matchesPerWriter)));
            }
        }
        return new StormPlan(writers);
    }

    /** Pool matches in file order, then the bracket's, round by round. */
    static List<String> matchIds(CompetitionState state) {
        List<String> ids = new ArrayList<>();
        state.poolMatches().stream().map(MatchResult::id).forEach(ids::add);
        state.bracket().allMatches().stream().map(BracketMatch::id).forEach(ids::add);
        return ids;
    }

    private static List<String> everyNth(List<String> ids, int n, int offset) {
        List<String> picked = new ArrayList<>();
        for (int i = offset; i < ids.size(); i += n) {
            picked.add(ids.get(i));
        }
        return picked;
    }

    /** At most {@code count} of the ids, evenly spaced, so a writer reaches both pool and bracket matches. */
    private static List<String> spread(List<String> ids, int count) {
        if (ids.size() <= count) {
            return ids;
        }
        List<String> picked = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            picked.add(ids.get(k * ids.size() / count));
        }
        return picked;
    }

    Writer writer(String name) {
        return writers.stream().filter(w -> w.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("No storm writer " + name));
    }

    /** One line a writer: name, competition, then its matches, separated by tabs. */
    void save(Path file) throws IOException {
        StringBuilder text = new StringBuilder();
        for (Writer w : writers) {
            text.append(w.name()).append('\t').append(w.competition()).append('\t')
                    .append(String.join("\t", w.matches())).append('\n');
        }
        Files.writeString(file, text);
    }

    static StormPlan load(Path file) throws IOException {
        List<Writer> writers = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            String[] fields = line.split("\t");
            writers.add(new Writer(fields[0], fields[1], List.of(fields).subList(2, fields.length)));
        }
        return new StormPlan(writers);
    }
}
