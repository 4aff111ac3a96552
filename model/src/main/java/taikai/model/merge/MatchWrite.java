package taikai.model.merge;

import java.util.Collection;
import java.util.Collections;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.Copies;
import taikai.model.match.MatchResult;

/**
 * The change a client sends to one match (spec section 5). It carries values for some field
 * groups and names the groups it changes; a write that names none changes every group it carries.
 *
 * @param kind      what the operator did
 * @param values    the groups it carries and their new values
 * @param named     the groups it changes; empty means every carried group
 * @param madeAt    when the change was made, server Unix milliseconds; null when the client sent no
 *                  time (unstamped)
 * @param session   the client session that sent it, empty when none
 * @param revision  the session's save counter; used only to hold an older save arriving after a
 *                  newer one, never stored in the match
 * @param origin    where it came from, as a person reads it: {@code desktop}, {@code court 3},
 *                  {@code server}
 */
public record MatchWrite(Kind kind, SortedMap<FieldGroup, GroupValue> values, SortedSet<FieldGroup> named,
        Long madeAt, String session, long revision, String origin) {

    /** What the operator did. */
    public enum Kind {
        /** A board entering points, fouls, overtime or flags on a running match. */
        SCORE,
        /** A finish; carries the scoreline it was made on. */
        FINISH,
        /** A kiken, fusenpai or fusensho; one change with the scoreline it writes. */
        WITHDRAWAL,
        /** A deliberate correction of a result, with a reason. */
        CORRECTION,
        /** A representative pick. */
        PICK,
        /** One bout of a team match. */
        BOUT,
        /** A change a server action builds: a quick score, a reopen, a requeue. */
        SERVER;

        /** A result the server orders itself when it arrives without a time (spec section 5). */
        public boolean serverOrdered() {
            return this == FINISH || this == WITHDRAWAL || this == CORRECTION || this == SERVER;
        }
    }

    public MatchWrite {
        if (kind == null) {
            throw new IllegalArgumentException("A write needs a kind; say whether it scores, finishes, withdraws, "
                    + "corrects, picks, enters a bout or is a server action.");
        }
        values = Collections.unmodifiableSortedMap(new TreeMap<>(values == null ? new TreeMap<>() : values));
        named = Collections.unmodifiableSortedSet(new TreeSet<>(named == null ? new TreeSet<>() : named));
        for (FieldGroup group : named) {
            if (!values.containsKey(group)) {
                throw new IllegalArgumentException("The write names the group " + group + " but carries no value for it; "
                        + "send the value or leave the group unnamed.");
            }
        }
        values.forEach((group, value) -> {
            if (!GroupValues.fits(group, value)) {
                throw new IllegalArgumentException("The write carries " + value + " for the group " + group
                        + ", which cannot hold it; send a value of that group's kind.");
            }
        });
        GroupValue verdict = named.isEmpty() || named.contains(FieldGroup.VERDICT) ? values.get(FieldGroup.VERDICT) : null;
        boolean withdraws = verdict != null && Verdicts.isWithdrawal(((GroupValue.Verdict) verdict).decision());
        boolean writesScoreline = values.containsKey(FieldGroup.SCORELINE)
                && (named.isEmpty() || named.contains(FieldGroup.SCORELINE));
        if (withdraws && !writesScoreline) {
            throw new IllegalArgumentException("A kiken, fusenpai or fusensho is one change with the scoreline it writes; "
                    + "send the scoreline with it.");
        }
        session = Copies.text(session);
        origin = Copies.text(origin);
    }

    /** A write carrying {@code groups} read from {@code proposal}, the match as the client wants it, and naming them. */
    public static MatchWrite of(Kind kind, MatchResult proposal, Collection<FieldGroup> groups, Long madeAt, String origin) {
        SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
        for (FieldGroup group : groups) {
            values.put(group, group.read(proposal));
        }
        return new MatchWrite(kind, values, new TreeSet<>(groups), madeAt, "", 0, origin);
    }

    /** This write as revision {@code revision} of client session {@code session}. */
    public MatchWrite fromSession(String sessionId, long revisionNumber) {
        return new MatchWrite(kind, values, named, madeAt, sessionId, revisionNumber, origin);
    }

    /** This write made at {@code time}. */
    public MatchWrite at(Long time) {
        return new MatchWrite(kind, values, named, time, session, revision, origin);
    }

    /** The groups this write changes and their values: the named ones, or every carried one when none is named. */
    public SortedMap<FieldGroup, GroupValue> changes() {
        if (named.isEmpty()) {
            return values;
        }
        SortedMap<FieldGroup, GroupValue> changes = new TreeMap<>();
        named.forEach(group -> changes.put(group, values.get(group)));
        return Collections.unmodifiableSortedMap(changes);
    }

    public boolean isStamped() {
        return madeAt != null;
    }

    /** It closes the match: it changes the verdict to completed (a finish, a correction, a withdrawal, an engi result). */
    public boolean closes() {
        GroupValue verdict = changes().get(FieldGroup.VERDICT);
        return verdict != null && ((GroupValue.Verdict) verdict).closes();
    }
}
