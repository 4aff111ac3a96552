package taikai.storage.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.CompetitorStatus;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;
import taikai.storage.text.Documents;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/**
 * {@code competitor-status.yaml}: {@code statuses:} sorted by {@code playerId}, each with
 * {@code playerId, eligible, reinstateable, reason, matchId, recordedAt} (RFC 3339, UTC)
 * (file-formats). No file, or no entry, means everyone is eligible.
 */
public final class CompetitorStatusFile {
    public static final String NAME = "competitor-status.yaml";
    private static final String LIST = "/statuses";

    private CompetitorStatusFile() {
    }

    public static List<CompetitorStatus> read(String file, String text, Problems problems) throws FileFormatException {
        LocatedTree tree = YamlText.parse(file, text, 0);
        Documents.requireMap(tree, "a statuses: list");
        TreeValues v = new TreeValues(tree, problems);
        JsonNode list = v.list(LIST);
        List<CompetitorStatus> statuses = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = LocatedTree.child(LIST, i);
            String player = v.text(at + "/playerId");
            if (player.isEmpty()) {
                v.degrade(at, "names no playerId, so it bars nobody; it is left out");
                continue;
            }
            statuses.add(new CompetitorStatus(player, flag(v, at + "/eligible"), flag(v, at + "/reinstateable"),
                    v.text(at + "/reason"), v.text(at + "/matchId"), instant(v, at + "/recordedAt")));
        }
        return statuses;
    }

    private static boolean flag(TreeValues v, String pointer) {
        Boolean value = v.flag(pointer);
        return value != null && value;
    }

    private static Instant instant(TreeValues v, String pointer) {
        String text = v.text(pointer).trim();
        if (text.isEmpty()) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        } catch (DateTimeParseException e) {
            v.degrade(pointer, "is \"" + text + "\", not a time such as 2025-03-15T10:30:00Z; it reads as unknown");
            return null;
        }
    }

    /** The file's bytes as text, entries sorted by player id so the order never depends on history. */
    public static String write(List<CompetitorStatus> statuses) {
        List<Object> list = new ArrayList<>();
        statuses.stream().sorted(Comparator.comparing(CompetitorStatus::playerId)).forEach(s -> {
            Map<String, Object> entry = new java.util.LinkedHashMap<>();
            entry.put("playerId", s.playerId());
            entry.put("eligible", s.eligible());
            entry.put("reinstateable", s.reinstateable());
            putIfNotEmpty(entry, "reason", s.reason());
            putIfNotEmpty(entry, "matchId", s.matchId());
            if (s.recordedAt() != null) {
                entry.put("recordedAt", DateTimeFormatter.ISO_INSTANT.format(s.recordedAt()));
            }
            list.add(entry);
        });
        return YamlText.write(Map.of("statuses", list));
    }

    private static void putIfNotEmpty(Map<String, Object> entry, String key, String value) {
        if (!value.isEmpty()) {
            entry.put(key, value);
        }
    }
}
