package taikai.model.entrant;

import taikai.model.Copies;

/**
 * A member of a team (team-members.yaml). The id is minted once and never reused; the index is
 * never freed; a name may be cleared only before the competition starts; {@code modifiedAt} (server
 * milliseconds, 0 until the first write) only grows, and of two copies the newer wins (spec section 2).
 */
public record TeamMember(
        String id,
        /** display index, 1-based */ int index,
        /** empty when cleared */ String name,
        long modifiedAt) {

    public TeamMember {
        id = Copies.text(id);
        name = Copies.text(name);
    }

    public TeamMember withId(String value) {
        return new TeamMember(value, index, name, modifiedAt);
    }

    public TeamMember withIndex(int value) {
        return new TeamMember(id, value, name, modifiedAt);
    }

    public TeamMember withName(String value) {
        return new TeamMember(id, index, value, modifiedAt);
    }

    public TeamMember withModifiedAt(long value) {
        return new TeamMember(id, index, name, value);
    }

    /** Of two copies of one member, the one changed last (spec section 2: stamps only grow). */
    public static TeamMember newer(TeamMember a, TeamMember b) {
        return b.modifiedAt > a.modifiedAt ? b : a;
    }
}
