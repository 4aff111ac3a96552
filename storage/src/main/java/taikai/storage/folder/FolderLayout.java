package taikai.storage.folder;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Where things are in a data folder (file-formats "Folder"): paths are relative to the tournament
 * root and use {@code /}, the form every problem names a file by.
 */
public final class FolderLayout {
    public static final String TOURNAMENT = "tournament.md";
    public static final String COMPETITIONS = "competitions";
    public static final String BRANDING = "branding";
    public static final String SPONSORS = "sponsors";
    public static final String CONFIG = "config.md";
    public static final String PARTICIPANTS = "participants.csv";
    public static final String SEEDS = "seeds.csv";
    public static final String POOLS = "pools.csv";
    public static final String POOL_MATCHES = "pool-matches.csv";
    public static final String BRACKET = "bracket.json";
    public static final String STATUSES = "competitor-status.yaml";
    public static final String LINEUPS = "lineups.yaml";
    public static final String TEAM_MEMBERS = "team-members.yaml";
    public static final String OVERRIDES = "overrides.json";
    public static final String SCHEDULE = "schedule.csv";
    /** A competition's files, in the order they are read and rendered. */
    public static final List<String> COMPETITION_FILES = List.of(CONFIG, PARTICIPANTS, SEEDS, POOLS, POOL_MATCHES,
            BRACKET, STATUSES, LINEUPS, TEAM_MEMBERS, OVERRIDES, SCHEDULE);
    /** file-formats: a competition id, at most 64 characters. */
    public static final int MAX_ID_LENGTH = 64;
    private static final Pattern ID = Pattern.compile("[a-zA-Z0-9][a-zA-Z0-9_-]*");

    private FolderLayout() {
    }

    /** True for a competition id file-formats allows, which is also a safe folder name everywhere. */
    public static boolean isValidId(String id) {
        return id != null && id.length() <= MAX_ID_LENGTH && ID.matcher(id).matches();
    }

    /** {@code competitions/<id>/<file>}. */
    public static String competitionFile(String id, String file) {
        return COMPETITIONS + "/" + id + "/" + file;
    }
}
