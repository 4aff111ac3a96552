package taikai.app.hall.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;
import taikai.app.hall.api.GroupValueJson;

/**
 * The {@code entry} of a court's request as a {@link MatchWrite} and back (docs/api.md, "The entry"):
 *
 * <pre>{"kind": "score", "groups": {"scoreline": {"ipponsA": ["M"], "hansokuA": 0, "ipponsB": [], "hansokuB": 1}},
 *  "named": ["scoreline"]}</pre>
 *
 * {@code kind} is what the operator did; {@code groups} maps each field group's key (the key the
 * match's group stamps use: scoreline, verdict, overtime, flags, reps, pickA, pickB, bout:N) to its
 * values; {@code named}, optional, lists the groups the write changes (spec section 5: a write that
 * names none changes every group it carries). The stamp, session and revision travel beside the entry.
 */
public final class MatchWriteJson {
    /** The kinds a table or the organiser may send; {@code server} is for changes the server builds. */
    public static final List<MatchWrite.Kind> SENT_KINDS = List.of(MatchWrite.Kind.SCORE, MatchWrite.Kind.FINISH,
            MatchWrite.Kind.WITHDRAWAL, MatchWrite.Kind.CORRECTION, MatchWrite.Kind.PICK, MatchWrite.Kind.BOUT);
    private static final ObjectMapper JSON = new ObjectMapper();

    private MatchWriteJson() {
    }

    /** Reads an entry; a 400 with a sentence naming the field for anything malformed. */
    public static MatchWrite read(JsonNode entry, Long madeAt, String session, long revision, String origin) {
        Fields f = Fields.of(entry, "entry").allow(Set.of("kind", "groups", "named"));
        MatchWrite.Kind kind = kind(f);
        Fields groups = f.object("groups");
        SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
        for (Iterator<String> keys = groups.names(); keys.hasNext();) {
            String key = keys.next();
            FieldGroup group = group(groups, key);
            values.put(group, GroupValueJson.read(group, groups.object(key)));
        }
        if (values.isEmpty()) {
            throw ApiError.badRequest("entry.groups is empty, so the entry changes nothing; send at least one group.");
        }
        TreeSet<FieldGroup> named = new TreeSet<>();
        for (String key : f.texts("named")) {
            named.add(group(f, key));
        }
        try {
            return new MatchWrite(kind, values, named, madeAt, session, revision, origin);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
    }

    /** The entry of {@code write}, as a court sends it. */
    public static ObjectNode write(MatchWrite write) {
        ObjectNode entry = JSON.createObjectNode();
        entry.put("kind", write.kind().name().toLowerCase(Locale.ROOT));
        ObjectNode groups = entry.putObject("groups");
        write.values().forEach((group, value) -> groups.set(group.key(), GroupValueJson.write(value)));
        if (!write.named().isEmpty()) {
            ArrayNode named = entry.putArray("named");
            write.named().forEach(group -> named.add(group.key()));
        }
        return entry;
    }

    private static MatchWrite.Kind kind(Fields f) {
        String text = f.requiredText("kind");
        for (MatchWrite.Kind kind : SENT_KINDS) {
            if (kind.name().toLowerCase(Locale.ROOT).equals(text)) {
                return kind;
            }
        }
        List<String> words = new ArrayList<>();
        SENT_KINDS.forEach(k -> words.add(k.name().toLowerCase(Locale.ROOT)));
        throw ApiError.badRequest(f.where("kind") + " must be one of " + String.join(", ", words) + "; it was \"" + text + "\".");
    }

    private static FieldGroup group(Fields f, String key) {
        Optional<FieldGroup> group = FieldGroup.fromKey(key);
        if (group.isEmpty() || !group.get().key().equals(key)) {
            throw ApiError.badRequest("\"" + key + "\" in " + f.path() + " is not a field group; the groups are scoreline,"
                    + " verdict, overtime, flags, reps, pickA, pickB and bout:N (N the bout's position, -1 for the"
                    + " representative bout).");
        }
        return group.get();
    }
}
