package taikai.storage.folder;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.SeedEntry;
import taikai.model.entrant.TeamLineup;
import taikai.model.tournament.Tournament;
import taikai.storage.bracket.BracketFile;
import taikai.storage.lineup.LineupsFile;
import taikai.storage.markdown.CompetitionFile;
import taikai.storage.markdown.TournamentFile;
import taikai.storage.members.TeamMembersFile;
import taikai.storage.overrides.OverridesFile;
import taikai.storage.results.PoolMatchesFile;
import taikai.storage.roster.ParticipantsFile;
import taikai.storage.roster.PoolsFile;
import taikai.storage.roster.RosterException;
import taikai.storage.roster.SeedCompletion;
import taikai.storage.roster.SeedsFile;
import taikai.storage.schedule.ScheduleFile;
import taikai.storage.status.CompetitorStatusFile;

/**
 * Renders a tournament or a competition to the bytes of its files, keyed by path relative to the data
 * folder, in a fixed order, WITHOUT writing them: the store writes through the write-ahead log.
 *
 * <p>A file whose content is empty is rendered only when it already exists (its empty form replaces
 * the old content); otherwise it is not created, so an individual competition never gets a lineups.yaml
 * or team-members.yaml and a competition without overrides no overrides.json. With the set of files a
 * {@link LoadedCompetition} found, rendering what was read gives back the same bytes for every file a
 * Taikai write produced.
 */
public final class FolderWriter {
    private final Supplier<String> newIds;
    /**
     * The bytes last rendered for each file, with the part of the state they were rendered from: a
     * write changes one part (a score, the results) and leaves the others equal, so their bytes are
     * taken again instead of rendered again. Each file is a function of its part alone. Kept by the
     * store that renders with this writer ({@link #keeping}); a writer of its own keeps nothing.
     */
    private final FolderCache cache;

    /** Renders one file from its part of the state. */
    @FunctionalInterface
    private interface Render {
        String text() throws RosterException;
    }

    /** {@code newIds} makes the id of an entrant that has none (a lowercase UUID v4 outside tests). */
    public FolderWriter(Supplier<String> newIds) {
        this(newIds, FolderCache.none());
    }

    private FolderWriter(Supplier<String> newIds, FolderCache cache) {
        this.newIds = newIds;
        this.cache = cache;
    }

    /** This writer, taking again from {@code cache} the bytes of a file whose part of the state is unchanged. */
    public FolderWriter keeping(FolderCache cache) {
        return new FolderWriter(newIds, cache);
    }

    public static FolderWriter withRandomIds() {
        return new FolderWriter(ParticipantsFile.randomIds());
    }

    /** {@code tournament.md}. */
    public Map<String, byte[]> tournament(Tournament tournament) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(FolderLayout.TOURNAMENT, bytes(TournamentFile.write(tournament)));
        return files;
    }

    /** A new competition's files: only those with content. */
    public Map<String, byte[]> competition(CompetitionState state) throws RosterException {
        return competition(state, Set.of());
    }

    /**
     * A competition's files. {@code existing} holds the paths (relative, with {@code /}) of the files
     * already on disk, as {@link LoadedCompetition#files()} reports them. An unchanged file's array is
     * the one handed out last time: read the arrays, never write into them.
     */
    public Map<String, byte[]> competition(CompetitionState state, Set<String> existing) throws RosterException {
        return competition(state, existing, Map.of());
    }

    /**
     * A competition's files as {@link #competition(CompetitionState, Set)} renders them, each match of
     * {@code keptRows} that is still the match its row read as written back as that row's bytes
     * (spec section 5, "A degraded cell is kept, not overwritten").
     */
    public Map<String, byte[]> competition(CompetitionState state, Set<String> existing,
            Map<String, PoolMatchesFile.KeptRow> keptRows) throws RosterException {
        Competition competition = state.competition();
        String id = competition.id();
        if (!FolderLayout.isValidId(id)) {
            throw new IllegalArgumentException("\"" + id + "\" is not a competition id");
        }
        Rendered out = new Rendered(id, existing);
        // Only a roster whose every entrant already has an id is a function of the players alone.
        boolean allHaveIds = state.players().stream().noneMatch(p -> p.id().isEmpty());
        // Then it is the state's very (immutable) list, which an unchanged roster's next write finds by identity.
        List<Player> players = allHaveIds ? state.players() : ParticipantsFile.withIds(state.players(), newIds);
        boolean roster = out.wanted(FolderLayout.PARTICIPANTS, !players.isEmpty());
        // Every roster Taikai writes carries ids, so config.md must say so or the next read shifts columns.
        Competition config = roster ? competition.withEntrants(e -> e.withHasParticipantIds(true)) : competition;
        out.put(FolderLayout.CONFIG, true, rendered(id, FolderLayout.CONFIG, config,
                () -> CompetitionFile.write(config)));
        if (roster) {
            Render participants = () -> ParticipantsFile.write(players, config, newIds);
            out.put(FolderLayout.PARTICIPANTS, true, allHaveIds
                    ? rendered(id, FolderLayout.PARTICIPANTS, List.of(players, config), participants)
                    : bytes(participants.text()));
        }
        // Spec section 4: the seeds and the line-ups are keyed by the entrant's id, so entrants given one
        // just now have their seed rows completed with it and their line-ups moved from the team's name to it.
        List<SeedEntry> seeds = allHaveIds ? state.seeds() : SeedCompletion.complete(state.seeds(), players);
        List<TeamLineup> lineups = allHaveIds ? state.lineups() : byTeamId(state.lineups(), state.players(), players);
        out.put(FolderLayout.SEEDS, !seeds.isEmpty(), rendered(id, FolderLayout.SEEDS, seeds,
                () -> SeedsFile.write(seeds)));
        out.put(FolderLayout.POOLS, !state.pools().isEmpty(), rendered(id, FolderLayout.POOLS, state.pools(),
                () -> PoolsFile.write(state.pools())));
        // The results change with nearly every write: a match that is the very instance written last
        // time (read back unchanged) takes its line again, and only the changed rows are rendered.
        String results = "result-lines:" + FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES);
        PoolMatchesFile.Written written = PoolMatchesFile.write(state.poolMatches(), keptRows,
                cache.recall(results, PoolMatchesFile.Lines.NONE));
        cache.remember(results, written.lines());
        // The next read of the file finds this very text unless it changed since: its rows are then known.
        cache.remember(asWrittenKey(FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES)), written.asWritten());
        out.put(FolderLayout.POOL_MATCHES, !state.poolMatches().isEmpty(), written.bytes());
        out.put(FolderLayout.BRACKET, !state.bracket().equals(Bracket.EMPTY), rendered(id, FolderLayout.BRACKET,
                state.bracket(), () -> BracketFile.write(state.bracket())));
        out.put(FolderLayout.STATUSES, !state.statuses().isEmpty(), rendered(id, FolderLayout.STATUSES,
                state.statuses(), () -> CompetitorStatusFile.write(state.statuses())));
        out.put(FolderLayout.LINEUPS, !lineups.isEmpty(), rendered(id, FolderLayout.LINEUPS, lineups,
                () -> LineupsFile.write(lineups)));
        out.put(FolderLayout.TEAM_MEMBERS, !state.teamMembers().isEmpty(), rendered(id, FolderLayout.TEAM_MEMBERS,
                state.teamMembers(), () -> TeamMembersFile.write(state.teamMembers())));
        out.put(FolderLayout.OVERRIDES, !state.overrides().isEmpty(), rendered(id, FolderLayout.OVERRIDES,
                state.overrides(), () -> OverridesFile.write(state.overrides())));
        out.put(FolderLayout.SCHEDULE, !state.schedule().isEmpty(), rendered(id, FolderLayout.SCHEDULE,
                state.schedule(), () -> ScheduleFile.write(state.schedule())));
        return out.files;
    }

    /** Where the store's cache keeps the text last rendered for the results file {@code file} (decision 0045). */
    static String asWrittenKey(String file) {
        return "as-written:" + file;
    }

    /** Where the store's cache keeps the rows the last read of the results file {@code file} found whole. */
    static String wholeRowsKey(String file) {
        return "whole-rows:" + file;
    }

    /**
     * Works out, ahead of the next read, what the results file of competition {@code id} last
     * rendered reads as (decision 0054): the store calls it once the file is in place, on the thread
     * that applied it, so the next write only compares the bytes it reads from disk with the bytes
     * written. It reads nothing from disk and changes no file; a file changed by hand since is still
     * read in full by the next read, because its bytes differ.
     */
    public void readAhead(String id) {
        String file = FolderLayout.competitionFile(id, FolderLayout.POOL_MATCHES);
        PoolMatchesFile.AsWritten written = cache.recall(asWrittenKey(file), null);
        if (written != null) {
            written.reading(file, cache.recall(wholeRowsKey(file), Map.of()));
        }
    }

    /**
     * The UTF-8 bytes of one file: those rendered last time when its part of the state is equal, else
     * rendered now. The same array may be handed out again: nothing writes into it.
     */
    private byte[] rendered(String id, String name, Object part, Render render) throws RosterException {
        return cache.get("rendered:" + FolderLayout.competitionFile(id, name), () -> bytes(render.text()), part);
    }

    /**
     * The line-ups, each stored under the name of a team that had no id (an older file, read before
     * the roster had ids) moved to the id {@code withIds} gives that team; a name two teams share stays.
     */
    private static List<TeamLineup> byTeamId(List<TeamLineup> lineups, List<Player> read, List<Player> withIds) {
        if (lineups.isEmpty()) {
            return lineups;
        }
        Map<String, String> ids = new java.util.HashMap<>();
        Set<String> shared = new java.util.HashSet<>();
        for (int i = 0; i < read.size(); i++) {
            if (read.get(i).id().isEmpty() && ids.put(read.get(i).name(), withIds.get(i).id()) != null) {
                shared.add(read.get(i).name());
            }
        }
        return lineups.stream().map(l -> ids.containsKey(l.teamId()) && !shared.contains(l.teamId())
                ? l.withTeamId(ids.get(l.teamId())) : l).toList();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** The files rendered so far, in order. */
    private static final class Rendered {
        private final String id;
        private final Set<String> existing;
        private final Map<String, byte[]> files = new LinkedHashMap<>();

        Rendered(String id, Set<String> existing) {
            this.id = id;
            this.existing = existing;
        }

        boolean wanted(String name, boolean hasContent) {
            return hasContent || existing.contains(FolderLayout.competitionFile(id, name));
        }

        void put(String name, boolean hasContent, byte[] utf8) {
            if (wanted(name, hasContent)) {
                files.put(FolderLayout.competitionFile(id, name), utf8);
            }
        }
    }
}
