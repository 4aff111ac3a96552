package taikai.model.merge;

import java.util.Objects;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * A group of fields that change together (spec section 5): the scoreline; the verdict; the
 * overtime; the engi flags; the representative players; each side's representative pick; and each
 * bout of a team match on its own. {@link #key()} is the name the group's change time is stored
 * under in {@link taikai.model.match.Provenance#groupStamps()}, so it never changes once released.
 */
public record FieldGroup(Kind kind, int position) implements Comparable<FieldGroup> {

    /** What a group holds; a bout group also has a position. */
    public enum Kind {
        SCORELINE("scoreline"),
        VERDICT("verdict"),
        OVERTIME("overtime"),
        FLAGS("flags"),
        REPRESENTATIVES("reps"),
        PICK_A("pickA"),
        PICK_B("pickB"),
        BOUT("bout");

        private final String key;

        Kind(String key) {
            this.key = key;
        }
    }

    public static final FieldGroup SCORELINE = new FieldGroup(Kind.SCORELINE, 0);
    public static final FieldGroup VERDICT = new FieldGroup(Kind.VERDICT, 0);
    public static final FieldGroup OVERTIME = new FieldGroup(Kind.OVERTIME, 0);
    public static final FieldGroup FLAGS = new FieldGroup(Kind.FLAGS, 0);
    public static final FieldGroup REPRESENTATIVES = new FieldGroup(Kind.REPRESENTATIVES, 0);
    public static final FieldGroup PICK_A = new FieldGroup(Kind.PICK_A, 0);
    public static final FieldGroup PICK_B = new FieldGroup(Kind.PICK_B, 0);

    private static final String BOUT_PREFIX = "bout:";

    public FieldGroup {
        Objects.requireNonNull(kind, "kind");
        // Only a bout has a position; one value per other group keeps equality honest.
        position = kind == Kind.BOUT ? position : 0;
    }

    /** The group of the bout at {@code position} (-1 is the representative bout). */
    public static FieldGroup bout(int position) {
        return new FieldGroup(Kind.BOUT, position);
    }

    /** The stamp key: {@code scoreline}, {@code verdict}, ..., {@code bout:0}, {@code bout:-1}. */
    public String key() {
        return kind == Kind.BOUT ? BOUT_PREFIX + position : kind.key;
    }

    /** The group a stamp key names; empty for a key this version does not know. */
    public static Optional<FieldGroup> fromKey(String key) {
        String text = key == null ? "" : key.trim();
        if (text.startsWith(BOUT_PREFIX)) {
            try {
                return Optional.of(bout(Integer.parseInt(text.substring(BOUT_PREFIX.length()))));
            } catch (NumberFormatException notAPosition) {
                return Optional.empty();
            }
        }
        for (Kind kind : Kind.values()) {
            if (kind != Kind.BOUT && kind.key.equals(text)) {
                return Optional.of(new FieldGroup(kind, 0));
            }
        }
        return Optional.empty();
    }

    /** The groups a result is worked out from: the scoreline, the engi flags and the bouts. */
    public boolean decides() {
        return kind == Kind.SCORELINE || kind == Kind.FLAGS || kind == Kind.BOUT;
    }

    /** Points or bouts: what a board still scoring a match enters (spec section 5). */
    public boolean entersPoints() {
        return kind == Kind.SCORELINE || kind == Kind.BOUT;
    }

    /** This group's value as {@code match} holds it. */
    public GroupValue read(MatchResult match) {
        return GroupValues.read(this, match);
    }

    /** {@code match} with this group's fields set from {@code value} and every other field kept. */
    public MatchResult write(MatchResult match, GroupValue value) {
        return GroupValues.write(this, match, value);
    }

    /** Every group {@code match} holds: the fixed ones and one per bout it has. */
    public static SortedSet<FieldGroup> of(MatchResult match) {
        SortedSet<FieldGroup> groups = new TreeSet<>();
        for (Kind kind : Kind.values()) {
            if (kind != Kind.BOUT) {
                groups.add(new FieldGroup(kind, 0));
            }
        }
        for (SubBout bout : match.subBouts()) {
            groups.add(bout(bout.position()));
        }
        return groups;
    }

    @Override
    public int compareTo(FieldGroup other) {
        int byKind = kind.compareTo(other.kind);
        return byKind != 0 ? byKind : Integer.compare(position, other.position);
    }

    @Override
    public String toString() {
        return key();
    }

    /** This group's value as {@code match} holds it. */
    public GroupValue valueIn(MatchResult match) {
        return GroupValues.read(this, match);
    }
}
