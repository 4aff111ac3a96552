package taikai.web.publish;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.TournamentStore;
import taikai.web.site.QrSvg;
import taikai.web.site.SiteAssets;
import taikai.web.site.SiteWords;
import taikai.web.view.SiteData;

/**
 * {@code taikai publish DIR DEST}: the public site as plain files any static web server, bucket or
 * CDN serves (decision 0023). The pages are the hall server's own; the data files are the same bytes
 * the hall server hands out for the same state, marked not live, so the pages poll them instead of
 * following the hall's feed. Each file is replaced atomically, so a server never hands out half of
 * one, and a file whose bytes did not change is not touched (an rsync or a bucket sync then sends
 * only what changed). Only the folder's data is read; nothing is written in it.
 */
public final class StaticSite {
    private StaticSite() {
    }

    /** What one run wrote. */
    public record Written(int files, int changed, long bytes, long millis) {
    }

    public static Written publish(Path data, Path dest) throws IOException {
        long start = System.nanoTime();
        LoadedTournament all = TournamentStore.openForReading(data).read();
        if (all.tournament().isEmpty() && all.competitions().isEmpty()) {
            throw new IOException(data + " holds no tournament (no readable tournament.md and no competition).");
        }
        SortedMap<String, byte[]> files = new TreeMap<>(SiteData.all(all, 0, false));
        for (String page : SiteAssets.PAGES) {
            files.put(page, SiteAssets.read(page).orElseThrow());
        }
        for (String asset : SiteAssets.ASSETS) {
            files.put("assets/" + asset, SiteAssets.read(asset).orElseThrow());
        }
        files.put(SiteWords.PATH, SiteWords.all());
        String url = all.tournament().map(t -> t.info().publicUrl()).orElse("");
        if (!url.isBlank()) {
            files.put("data/qr.svg", QrSvg.of(url).getBytes(StandardCharsets.UTF_8));
        }
        Files.createDirectories(dest);
        int changed = 0;
        long bytes = 0;
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            bytes += file.getValue().length;
            if (write(dest.resolve(file.getKey()), file.getValue())) {
                changed++;
            }
        }
        changed += removeGone(dest.resolve("data/c"), files, dest);
        return new Written(files.size(), changed, bytes, (System.nanoTime() - start) / 1_000_000);
    }

    private static boolean write(Path target, byte[] bytes) throws IOException {
        if (Files.isRegularFile(target) && java.util.Arrays.equals(Files.readAllBytes(target), bytes)) {
            return false;
        }
        Files.createDirectories(target.getParent());
        Path temp = target.resolveSibling("." + target.getFileName() + ".tmp");
        Files.write(temp, bytes);
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return true;
    }

    /** A competition deleted from the folder leaves the published copy too. */
    private static int removeGone(Path dir, Map<String, byte[]> files, Path dest) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        int removed = 0;
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : (Iterable<Path>) list::iterator) {
                String key = dest.relativize(p).toString().replace('\\', '/');
                if (key.endsWith(".json") && !files.containsKey(key)) {
                    Files.delete(p);
                    removed++;
                }
            }
        }
        return removed;
    }
}
