package taikai.model.lineup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import taikai.model.competition.CompetitionStatus;
import taikai.model.entrant.TeamMember;

/**
 * A team's member list (spec section 2). Ids are minted once and never reused; members are never
 * removed, so an index is never freed; a name can be cleared only until the competition starts and
 * renamed at any time; names are unique within a team; every write stamps the member with a time
 * that only grows, and of two copies of a member the newer wins.
 */
public final class TeamMembers {
    /** Replacements a new team can field, beyond one member per position. */
    public static final int RESERVES = 2;

    private TeamMembers() {
    }

    /** A new team's list: one unnamed member per position plus two reserves, stamped 0 (never written). */
    public static List<TeamMember> seed(int teamSize, Supplier<String> ids) {
        List<TeamMember> members = new ArrayList<>();
        int count = Positions.effectiveSize(teamSize) + RESERVES;
        for (int index = 1; index <= count; index++) {
            members.add(new TeamMember(mint(members, ids), index, "", 0L));
        }
        return List.copyOf(members);
    }

    /** Adds a member at the next index; allowed at any time, since a team fields replacements mid tournament. */
    public static Change<List<TeamMember>> add(List<TeamMember> members, String name, long now, Supplier<String> ids) {
        String clean = clean(name);
        if (!clean.isEmpty() && taken(members, clean, "")) {
            return Change.refused(duplicate(clean));
        }
        int index = members.stream().mapToInt(TeamMember::index).max().orElse(0) + 1;
        List<TeamMember> result = new ArrayList<>(members);
        result.add(new TeamMember(mint(members, ids), index, clean, now));
        return Change.done(List.copyOf(result));
    }

    /** Corrects a name; a bout already fought keeps naming the same person, because bouts hold the id. */
    public static Change<List<TeamMember>> rename(List<TeamMember> members, String memberId, String name, long now) {
        String clean = clean(name);
        TeamMember member = find(members, memberId);
        if (member == null) {
            return Change.refused(unknown(memberId));
        }
        if (clean.isEmpty()) {
            return Change.refused("A member's name cannot be blank; to empty the position, clear the member before the competition starts.");
        }
        if (taken(members, clean, memberId)) {
            return Change.refused(duplicate(clean));
        }
        return Change.done(replace(members, member.withName(clean).withModifiedAt(next(member, now))));
    }

    /** Empties a name, keeping the id and the index; possible only until the competition starts. */
    public static Change<List<TeamMember>> clear(List<TeamMember> members, String memberId, CompetitionStatus status, long now) {
        TeamMember member = find(members, memberId);
        if (member == null) {
            return Change.refused(unknown(memberId));
        }
        if (hasStarted(status)) {
            return Change.refused("A name can be cleared only before the competition starts; rename the member instead.");
        }
        if (member.name().isEmpty()) {
            return Change.done(List.copyOf(members));
        }
        return Change.done(replace(members, member.withName("").withModifiedAt(next(member, now))));
    }

    /** Once pool or knockout bouts are under way (or over), the competition has started. */
    public static boolean hasStarted(CompetitionStatus status) {
        return status == CompetitionStatus.POOLS || status == CompetitionStatus.PLAYOFFS || status == CompetitionStatus.COMPLETED;
    }

    /**
     * Two copies of one list, member by member: the newer stamp wins whatever order the copies came in;
     * equal stamps with different content (only a hand edit makes them) fall to the greater name, so
     * the merge never depends on order either.
     */
    public static List<TeamMember> merge(List<TeamMember> a, List<TeamMember> b) {
        Map<String, TeamMember> byId = new LinkedHashMap<>();
        for (TeamMember m : a) {
            byId.merge(m.id(), m, TeamMembers::newer);
        }
        for (TeamMember m : b) {
            byId.merge(m.id(), m, TeamMembers::newer);
        }
        List<TeamMember> result = new ArrayList<>(byId.values());
        result.sort(Comparator.comparingInt(TeamMember::index).thenComparing(TeamMember::id));
        return List.copyOf(result);
    }

    private static TeamMember newer(TeamMember x, TeamMember y) {
        if (x.modifiedAt() != y.modifiedAt()) {
            return x.modifiedAt() > y.modifiedAt() ? x : y;
        }
        int byName = x.name().compareTo(y.name());
        if (byName != 0) {
            return byName > 0 ? x : y;
        }
        return x.index() >= y.index() ? x : y;
    }

    /** A stamp later than the member's last one even when the clock reads earlier: a member's stamps only grow. */
    private static long next(TeamMember member, long now) {
        return Math.max(now, member.modifiedAt() + 1);
    }

    private static String mint(List<TeamMember> members, Supplier<String> ids) {
        String id = ids.get();
        if (id == null || id.isBlank() || find(members, id) != null) {
            throw new IllegalStateException("The id supplier gave an empty or already used member id: '" + id + "'.");
        }
        return id;
    }

    private static TeamMember find(List<TeamMember> members, String id) {
        for (TeamMember m : members) {
            if (m.id().equals(id)) {
                return m;
            }
        }
        return null;
    }

    private static List<TeamMember> replace(List<TeamMember> members, TeamMember changed) {
        List<TeamMember> result = new ArrayList<>(members);
        result.replaceAll(m -> m.id().equals(changed.id()) ? changed : m);
        return List.copyOf(result);
    }

    /** Names compare trimmed and without regard to case: "Sato" and "sato " would be one name to an organiser. */
    private static boolean taken(List<TeamMember> members, String name, String exceptId) {
        String key = name.toLowerCase(Locale.ROOT);
        return members.stream().anyMatch(m -> !m.id().equals(exceptId) && m.name().trim().toLowerCase(Locale.ROOT).equals(key));
    }

    private static String clean(String name) {
        return name == null ? "" : name.trim();
    }

    private static String duplicate(String name) {
        return "The team already has a member named " + name + "; choose a different name.";
    }

    private static String unknown(String id) {
        return "The team has no member with id " + id + "; reload the team and try again.";
    }
}
