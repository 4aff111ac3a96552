package taikai.web.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.competition.CompetitionState;
import taikai.storage.folder.LoadedTournament;

/** The site's data files by address, as bytes: one way to build them for the hall server and for publish. */
public final class SiteData {
    public static final String SITE = "data/site.json";
    public static final String COMPETITORS = "data/competitors.json";
    private static final Pattern COMPETITION = Pattern.compile("data/c/([a-zA-Z0-9][a-zA-Z0-9_-]{0,63})\\.json");

    private SiteData() {
    }

    /** The address of one competition's file. */
    public static String competitionPath(String id) {
        return "data/c/" + id + ".json";
    }

    /**
     * The file at {@code path}, or empty when there is none: {@code all} reads the whole folder and
     * {@code one} one competition, each only when the file needs it.
     */
    public static Optional<byte[]> build(String path, Supplier<LoadedTournament> all,
            Function<String, Optional<CompetitionState>> one, long sequence, boolean live) {
        return build(path, all, one, sequence, live, null);
    }

    /** As above, the site file's waiting matches with their expected starts at {@code now} (none when null). */
    public static Optional<byte[]> build(String path, Supplier<LoadedTournament> all,
            Function<String, Optional<CompetitionState>> one, long sequence, boolean live, taikai.model.schedule.Live now) {
        if (SITE.equals(path)) {
            return Optional.of(bytes(PublicView.site(all.get(), sequence, live, now)));
        }
        if (COMPETITORS.equals(path)) {
            return Optional.of(bytes(PublicView.competitors(all.get())));
        }
        Matcher m = COMPETITION.matcher(path);
        if (m.matches()) {
            return one.apply(m.group(1)).map(state -> bytes(PublicView.competition(state)));
        }
        return Optional.empty();
    }

    /** Every data file of the folder, by address (publish writes these). */
    public static SortedMap<String, byte[]> all(LoadedTournament all, long sequence, boolean live) {
        SortedMap<String, byte[]> files = new TreeMap<>();
        files.put(SITE, bytes(PublicView.site(all, sequence, live)));
        files.put(COMPETITORS, bytes(PublicView.competitors(all)));
        all.competitions().forEach((id, loaded) -> loaded.state()
                .ifPresent(state -> files.put(competitionPath(id), bytes(PublicView.competition(state)))));
        return files;
    }

    static byte[] bytes(JsonNode node) {
        try {
            return PublicView.JSON.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
