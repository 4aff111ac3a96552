package taikai.model.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.LineupInForce;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * Seats the bouts of a team encounter from the line-ups in force (spec section 2). A bout already
 * stored keeps its fighters: it was seated when it was first written. A bout not stored yet is
 * seated from the line-up each team has in force now, so a line-up changed before a bout is fought
 * is the one that bout takes. In fixed order bout N pairs the N-th position of each side (an empty
 * position seats nobody on its side); in kachinuki the next bout pairs the fighters who come up
 * after the bouts already decided, so the winner stays on.
 *
 * <p>Nothing here writes: the sheet shows the seated bouts, and the first entry on a bout carries
 * its two fighters, names and member ids, in the same write as the score.
 */
public final class Seating {
    /** A team competition with no team size set fields five, as the line-up rule assumes. */
    private static final int DEFAULT_TEAM_SIZE = 5;
    /** Bouts in fighting order, the representative bout last, as the results file keeps them. */
    private static final Comparator<SubBout> FIGHTING_ORDER = Comparator.comparing(SubBout::isRepresentative)
            .thenComparingInt(SubBout::position);

    private Seating() {
    }

    /** {@code m} with every bout that can be seated now and is not stored yet; {@code m} itself otherwise. */
    public static MatchResult seated(CompetitionState state, MatchResult m) {
        Competition c = state.competition();
        if (!c.isTeam() || unseatable(m)) {
            return m;
        }
        Optional<TeamLineup> a = LineupInForce.at(m.id(), m.sideA().participantId(), state);
        Optional<TeamLineup> b = LineupInForce.at(m.id(), m.sideB().participantId(), state);
        if (a.isEmpty() || b.isEmpty()) {
            return m;
        }
        List<SubBout> bouts = new ArrayList<>(m.subBouts());
        if (kachinuki(c)) {
            next(state, m).filter(bout -> stored(m, bout.position()).isEmpty()).ifPresent(bouts::add);
        } else {
            int size = size(c);
            for (int p = 0; p < size; p++) {
                if (stored(m, p).isEmpty()) {
                    bouts.add(pair(state, p, a.get(), b.get(), p + 1, p + 1));
                }
            }
        }
        if (bouts.size() == m.subBouts().size()) {
            return m;
        }
        bouts.sort(FIGHTING_ORDER);
        return m.withSubBouts(bouts);
    }

    /**
     * {@code m} with the bout at {@code position} seated from the line-ups in force when it is not
     * stored yet and can be seated now; {@code m} itself otherwise (a stored bout keeps its fighters).
     */
    public static MatchResult seat(CompetitionState state, MatchResult m, int position) {
        if (stored(m, position).isPresent() || position == SubBout.REPRESENTATIVE) {
            return m;
        }
        MatchResult all = seated(state, m);
        Optional<SubBout> bout = stored(all, position);
        if (bout.isEmpty()) {
            return m;
        }
        List<SubBout> bouts = new ArrayList<>(m.subBouts());
        bouts.add(bout.get());
        bouts.sort(FIGHTING_ORDER);
        return m.withSubBouts(bouts);
    }

    /**
     * The sides of a team encounter with no line-up in force, aka first: why its bouts cannot be
     * seated. Empty for an individual match, a side not known yet, or an encounter that can be seated.
     */
    public static List<Corner> withoutLineup(CompetitionState state, MatchResult m) {
        if (!state.competition().isTeam() || unseatable(m)) {
            return List.of();
        }
        List<Corner> missing = new ArrayList<>();
        for (Corner corner : Corner.values()) {
            Side side = corner.of(m);
            if (LineupInForce.at(m.id(), side.participantId(), state).isEmpty()) {
                missing.add(corner);
            }
        }
        return List.copyOf(missing);
    }

    /** The kachinuki bout to fight next, when the bouts stored so far leave both teams with fighters. */
    private static Optional<SubBout> next(CompetitionState state, MatchResult m) {
        Competition c = state.competition();
        int size = size(c);
        List<SubBout> regular = Bouts.regular(m.subBouts());
        Kachinuki.Progress p = Kachinuki.progress(Discipline.of(c), size, size, m.subBouts(), m.isCompleted());
        if (p.isOver() || p.boutsOver() < regular.size()) {
            return Optional.empty(); // over, or a stored bout is still being fought
        }
        int position = regular.isEmpty() ? 1 : regular.get(regular.size() - 1).position() + 1;
        TeamLineup a = LineupInForce.at(m.id(), m.sideA().participantId(), state).orElseThrow();
        TeamLineup b = LineupInForce.at(m.id(), m.sideB().participantId(), state).orElseThrow();
        return Optional.of(pair(state, position, a, b, p.nextA(), p.nextB()));
    }

    /** The bout at {@code position} between aka's fighter at {@code orderA} and shiro's at {@code orderB} (1-based). */
    private static SubBout pair(CompetitionState state, int position, TeamLineup a, TeamLineup b, int orderA, int orderB) {
        int size = size(state.competition());
        String keyA = Positions.at(size, orderA).orElse("");
        String keyB = Positions.at(size, orderB).orElse("");
        String idA = a.memberIds().getOrDefault(keyA, "");
        String idB = b.memberIds().getOrDefault(keyB, "");
        return SubBout.between(position, name(state, a, keyA, idA), idA, name(state, b, keyB, idB), idB);
    }

    /** The member's name as the team's list has it now, else as the line-up recorded it. */
    private static String name(CompetitionState state, TeamLineup lineup, String key, String memberId) {
        if (!memberId.isEmpty()) {
            for (TeamMember member : state.teamMembers().getOrDefault(lineup.teamId(), List.of())) {
                if (member.id().equals(memberId) && !member.name().isEmpty()) {
                    return member.name();
                }
            }
        }
        return lineup.positions().getOrDefault(key, "");
    }

    private static Optional<SubBout> stored(MatchResult m, int position) {
        return m.subBouts().stream().filter(b -> b.position() == position).findFirst();
    }

    /** A side not known yet, a degraded bouts cell, or a completed encounter is never seated. */
    private static boolean unseatable(MatchResult m) {
        return m.sideA().participantId().isEmpty() || m.sideB().participantId().isEmpty() || m.isDegraded()
                || m.isCompleted();
    }

    private static boolean kachinuki(Competition c) {
        return c.teams().matchType() == TeamMatchType.KACHINUKI;
    }

    private static int size(Competition c) {
        return c.teams().size() > 0 ? c.teams().size() : DEFAULT_TEAM_SIZE;
    }
}
