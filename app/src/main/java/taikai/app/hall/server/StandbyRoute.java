package taikai.app.hall.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import taikai.app.backup.Backup;
import taikai.app.hall.api.HallApi;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.storage.folder.FolderLayout;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;
import taikai.app.hall.api.ApiError;

/**
 * {@code GET /api/standby/copy[?competition=ID]} with the organiser's code: the files a standby laptop
 * keeps (decision 0030), read as they stand under the locks a write takes, so no half-made change is
 * copied. With a competition, that competition's folder under its lock; without, the whole folder
 * under every lock, and the access codes' hashes, so the same codes work on the standby once promoted.
 * The answer says the change number it is complete up to: the feed's last number, read before the
 * locks are taken, so every change numbered up to it is in the files.
 */
final class StandbyRoute {
    private final WriteRoad road;
    private final Gate gate;
    private final CodeBook codes;
    private volatile String standby = "";

    StandbyRoute(WriteRoad road, Gate gate, CodeBook codes) {
        this.road = road;
        this.gate = gate;
        this.codes = codes;
    }

    void handle(Context ctx) throws Exception {
        if (!gate.require(ctx).isOrganiser()) {
            throw ApiError.forbidden("Only the organiser's code may copy the tournament to a standby laptop.");
        }
        remember(ctx);
        String competition = ctx.queryParam(HallApi.STANDBY_COMPETITION_PARAM);
        if (competition != null && !FolderLayout.isValidId(competition)) {
            throw ApiError.badRequest("competition must be a competition's id; \"" + competition + "\" is not one.");
        }
        TournamentStore store = road.store();
        long sequence = road.feed().lastSequence();
        ObjectNode body = JsonBody.JSON.createObjectNode().put(HallApi.STANDBY_SEQUENCE_FIELD, sequence);
        ObjectNode files = body.putObject(HallApi.STANDBY_FILES_FIELD);
        try {
            if (competition == null) {
                store.withEveryLock(WriteRoad.DEFAULT_LOCK_WAIT, () -> read(store.root(), "", files));
                Path book = codes.file();
                body.put(HallApi.STANDBY_CODES_FIELD, Files.isRegularFile(book)
                        ? Base64.getEncoder().encodeToString(Files.readAllBytes(book)) : "");
            } else {
                String prefix = FolderLayout.COMPETITIONS + "/" + competition + "/";
                store.competition(competition).holding(WriteRoad.DEFAULT_LOCK_WAIT,
                        () -> read(store.root(), prefix, files));
            }
        } catch (LockTimeoutException e) {
            throw ApiError.unavailable(e.getMessage() + " Ask again in a moment.");
        }
        Replies.json(ctx, 200, body);
    }

    /**
     * The address the standby serves on once promoted (its address as this server sees it, and the port it
     * says), or "" while none follows; the court tables learn it with the time, and move there by
     * themselves only once a person has promoted it and this laptop no longer answers (decision 0030).
     */
    String standby() {
        return standby;
    }

    private void remember(Context ctx) {
        String port = ctx.header(HallApi.STANDBY_PORT_HEADER);
        if (port != null && port.matches("[1-9][0-9]{0,4}") && Integer.parseInt(port) <= 65_535) {
            String ip = ctx.ip();
            standby = "http://" + (ip.contains(":") ? "[" + ip + "]" : ip) + ":" + port;
        }
    }

    private static Void read(Path root, String prefix, ObjectNode files) throws Exception {
        Path base = root.resolve(prefix);
        if (!Files.isDirectory(base)) {
            return null; // a competition removed since its note: the standby removes its copy
        }
        List<String> names = Backup.filesOf(base);
        for (String name : names) {
            files.put(prefix + name, Base64.getEncoder().encodeToString(Files.readAllBytes(base.resolve(name))));
        }
        return null;
    }
}
