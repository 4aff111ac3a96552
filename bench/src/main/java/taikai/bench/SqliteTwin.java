package taikai.bench;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import taikai.model.match.MatchResult;
import taikai.storage.results.PoolMatchColumn;

/**
 * The same score write done the way a database-backed app would: one SQLite transaction in
 * write-ahead-log mode with {@code synchronous=FULL} (every commit forced) that checks the key,
 * reads the match row, updates it and inserts its history row. The matches table has the results
 * file's columns and rows; a history row carries a line of the same size as the file's.
 */
final class SqliteTwin implements AutoCloseable {
    private final Connection connection;
    private final PreparedStatement findKey;
    private final PreparedStatement readMatch;
    private final PreparedStatement updateMatch;
    private final PreparedStatement insertHistory;
    private final List<String> matchIds = new ArrayList<>();
    private final String historyLine;
    private long sent;

    SqliteTwin(Path file, List<MatchResult> matches, int historyLineBytes) throws SQLException {
        connection = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement s = connection.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("PRAGMA synchronous=FULL");
            List<String> columns = new ArrayList<>();
            for (String header : PoolMatchColumn.headers()) {
                columns.add(header + " TEXT");
            }
            s.execute("CREATE TABLE matches (id TEXT PRIMARY KEY, " + String.join(", ", columns) + ")");
            s.execute("CREATE TABLE history (seq INTEGER PRIMARY KEY, match_id TEXT NOT NULL, key TEXT NOT NULL,"
                    + " made_at INTEGER, received_at INTEGER, line TEXT NOT NULL)");
            s.execute("CREATE INDEX history_key ON history (key)");
            s.execute("CREATE INDEX history_match ON history (match_id)");
        }
        fill(matches);
        findKey = connection.prepareStatement("SELECT 1 FROM history WHERE key = ?");
        readMatch = connection.prepareStatement("SELECT * FROM matches WHERE id = ?");
        updateMatch = connection.prepareStatement(
                "UPDATE matches SET IpponsA = ?, ModifiedAt = ?, GroupStamps = ? WHERE id = ?");
        insertHistory = connection.prepareStatement(
                "INSERT INTO history (match_id, key, made_at, received_at, line) VALUES (?, ?, ?, ?, ?)");
        historyLine = "x".repeat(Math.max(1, historyLineBytes));
    }

    private void fill(List<MatchResult> matches) throws SQLException {
        List<String> headers = PoolMatchColumn.headers();
        String marks = "?,".repeat(headers.size());
        connection.setAutoCommit(false);
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO matches VALUES (?, " + marks
                .substring(0, marks.length() - 1) + ")")) {
            for (MatchResult m : matches) {
                insert.setString(1, m.id());
                PoolMatchColumn[] columns = PoolMatchColumn.values();
                for (int i = 0; i < columns.length; i++) {
                    insert.setString(i + 2, cell(columns[i], m));
                }
                insert.executeUpdate();
                matchIds.add(m.id());
            }
            connection.commit();
        } finally {
            connection.setAutoCommit(true);
        }
    }

    private static String cell(PoolMatchColumn column, MatchResult m) {
        return switch (column) {
            case POOL_NAME -> m.pool();
            case MATCH_IDX -> m.index();
            case SIDE_A -> m.sideA().name();
            case SIDE_B -> m.sideB().name();
            case SIDE_A_ID -> m.sideA().participantId();
            case SIDE_B_ID -> m.sideB().participantId();
            case COURT -> m.court();
            case STATUS -> m.status().code();
            default -> column.defaultText();
        };
    }

    /** One score write: one transaction, forced at commit. */
    void write() throws SQLException {
        String matchId = matchIds.get((int) (sent % matchIds.size()));
        String key = "sqlite-" + sent;
        long now = System.currentTimeMillis();
        sent++;
        connection.setAutoCommit(false);
        try {
            findKey.setString(1, key);
            try (ResultSet found = findKey.executeQuery()) {
                if (found.next()) {
                    throw new IllegalStateException("The key " + key + " was used twice.");
                }
            }
            readMatch.setString(1, matchId);
            try (ResultSet row = readMatch.executeQuery()) {
                if (!row.next()) {
                    throw new IllegalStateException("No match " + matchId + " in the benchmark database.");
                }
            }
            updateMatch.setString(1, sent % 2 == 0 ? "M" : "K");
            updateMatch.setString(2, Long.toString(now));
            updateMatch.setString(3, "{\"scoreline\":" + now + "}");
            updateMatch.setString(4, matchId);
            updateMatch.executeUpdate();
            insertHistory.setString(1, matchId);
            insertHistory.setString(2, key);
            insertHistory.setLong(3, now);
            insertHistory.setLong(4, now);
            insertHistory.setString(5, historyLine);
            insertHistory.executeUpdate();
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
