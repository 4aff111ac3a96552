package taikai.ui.teams;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.LineupInForce;
import taikai.model.lineup.MatchOrder;
import taikai.model.lineup.MemberLabel;
import taikai.model.match.MatchResult;
import taikai.model.team.Positions;
import taikai.ui.session.OpenMatches;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The lines of the teams screen, worked out from a competition as read: plain values, no JavaFX. */
public final class TeamLines {
    private TeamLines() {
    }

    /** A team to choose: its participant id, number and name. */
    public record Team(String id, String number, String name) {
        @Override
        public String toString() {
            return number.isEmpty() ? name : number + "  " + name;
        }
    }

    /** One member: {@code label} is the team's number and the index (T10.1), composed, never stored (spec section 2). */
    public record Member(String id, int index, String label, String name) {
        @Override
        public String toString() {
            return name.isEmpty() ? words().say("member.no-name", label) : name;
        }
    }

    /** A line-up that can be entered: the starting one (empty match id) or one match's. */
    public record LineupChoice(String matchId, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /**
     * Which line-up a team fields at one of its matches (spec section 2: the match's own, else the latest
     * one it had before it, else its starting line-up), in words, with the fighters by position.
     */
    public record InForce(String matchId, String match, String opponent, String source, String fighters) {
    }

    public static List<Team> teams(CompetitionState state) {
        return state.players().stream().map(p -> new Team(p.id(), p.number(), p.name())).toList();
    }

    public static List<Member> members(CompetitionState state, String teamId) {
        String number = state.findPlayer(teamId).map(Player::number).orElse("");
        return state.teamMembers().getOrDefault(teamId, List.of()).stream()
                .map(m -> new Member(m.id(), m.index(), MemberLabel.of(number, m.index()), m.name())).toList();
    }

    /** The team's matches in the order line-ups are carried (pool-match number, then knockout round and position). */
    public static List<MatchResult> matchesOf(CompetitionState state, String teamId) {
        List<MatchResult> mine = new ArrayList<>();
        for (String id : MatchOrder.of(state)) {
            state.findMatch(id).filter(m -> m.sideA().participantId().equals(teamId) || m.sideB().participantId().equals(teamId))
                    .ifPresent(mine::add);
        }
        return mine;
    }

    public static List<LineupChoice> choices(CompetitionState state, String teamId) {
        List<LineupChoice> choices = new ArrayList<>();
        choices.add(new LineupChoice("", words().say("choice.starting")));
        for (MatchResult m : matchesOf(state, teamId)) {
            choices.add(new LineupChoice(m.id(), words().say("choice.match", OpenMatches.heading(state, m), opponent(state, m, teamId))));
        }
        return choices;
    }

    /**
     * What the line-up editor starts from: the stored starting line-up, or for a match the line-up in
     * force there, which is what a save for a match with none of its own is written onto.
     */
    public static Map<String, String> shown(CompetitionState state, String teamId, String matchId) {
        Optional<TeamLineup> lineup = matchId.isEmpty()
                ? state.lineups().stream().filter(l -> l.teamId().equals(teamId) && l.isStarting()).findFirst()
                : LineupInForce.at(matchId, teamId, state);
        return lineup.map(TeamLineup::memberIds).orElse(Map.of());
    }

    public static List<InForce> inForce(CompetitionState state, String teamId, List<String> positions) {
        List<InForce> lines = new ArrayList<>();
        for (MatchResult m : matchesOf(state, teamId)) {
            Optional<TeamLineup> l = LineupInForce.at(m.id(), teamId, state);
            String source = l.map(x -> x.matchId().equals(m.id()) ? words().say("source.own")
                    : x.isStarting() ? words().say("source.starting")
                    : words().say("source.carried", state.findMatch(x.matchId()).map(o -> OpenMatches.heading(state, o)).orElse(x.matchId())))
                    .orElse(words().say("source.none"));
            lines.add(new InForce(m.id(), OpenMatches.heading(state, m), opponent(state, m, teamId), source,
                    l.map(x -> fighters(state, teamId, x, positions)).orElse("")));
        }
        return lines;
    }

    private static String fighters(CompetitionState state, String teamId, TeamLineup lineup, List<String> positions) {
        List<TeamMember> members = state.teamMembers().getOrDefault(teamId, List.of());
        List<String> parts = new ArrayList<>();
        for (String position : positions) {
            String id = lineup.memberIds().getOrDefault(position, "");
            String name = members.stream().filter(m -> m.id().equals(id)).map(TeamMember::name).findFirst()
                    .orElse(lineup.positions().getOrDefault(position, ""));
            parts.add(words().say("fighter", position(position), name.isEmpty() ? "\u2013" : name));
        }
        return String.join(words().say("fighters.between"), parts);
    }

    /** How a position reads: the five FIK names in the language's script, a number as it is. */
    public static String position(String position) {
        return Positions.FIK_FIVE.contains(position) ? words().say("position." + position) : position;
    }

    /** The other side, or the slot that will fill it named by its match's label ("Winner of match 3"). */
    private static String opponent(CompetitionState state, MatchResult m, String teamId) {
        taikai.model.match.Side other = m.sideA().participantId().equals(teamId) ? m.sideB() : m.sideA();
        String name = taikai.ui.match.MatchNames.side(state.bracket(), other);
        return name.isEmpty() ? words().say("opponent.unknown") : name;
    }

    private static Words words() {
        return DeskWords.of(TeamLines.class);
    }
}
