package taikai.web.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * One match as the public sees it: who, where, when, the marks, fouls, overtime and the decision;
 * never who decided, why it was corrected, or when each part was written (spec section 3 keeps
 * those for the organiser). {@code a} is aka, {@code b} is shiro.
 */
final class Matches {
    private static final Pattern POOL_PLACE = Pattern.compile("(Pool [A-Z]+)-(\\d+)(st|nd|rd|th)");
    private static final Pattern WINNER_OF = Pattern.compile("Winner of r(\\d+)-m(\\d+)");

    private Matches() {
    }

    /** A pool, league or Swiss row; {@code withLineups} adds the line-ups in force (the Now page's team matches). */
    static ObjectNode of(String competitionId, MatchResult m, CompetitionState state, boolean withLineups) {
        ObjectNode o = PublicView.JSON.createObjectNode();
        o.put("competitionId", competitionId);
        o.put("competition", state == null ? "" : state.competition().name());
        o.put("id", m.id());
        o.put("pool", m.pool());
        o.put("index", m.index());
        o.put("round", m.round());
        o.put("court", m.court());
        o.put("time", m.scheduledAt());
        o.put("status", m.status().code());
        Map<String, Player> people = state == null ? Map.of() : PublicView.byId(state.players());
        o.set("a", side(m.sideA(), people));
        o.set("b", side(m.sideB(), people));
        o.put("winner", winner(m));
        o.put("decision", m.verdict().decision().code());
        o.put("encho", m.enchoPeriods());
        Optional<BracketMatch> node = state == null || !m.pool().isEmpty() ? Optional.empty() : state.bracket().find(m.id());
        node.ifPresent(n -> knockout(o, n, state));
        if (state != null && state.competition().isTeam()) {
            ArrayNode bouts = o.putArray("bouts");
            m.subBouts().forEach(b -> bouts.add(bout(b)));
            if (withLineups) {
                ObjectNode lineups = o.putObject("lineups");
                lineups.set("a", lineup(PublicView.lineup(state, m, m.sideA().participantId())));
                lineups.set("b", lineup(PublicView.lineup(state, m, m.sideB().participantId())));
            }
        }
        return o;
    }

    /** A knockout node: the match, its number, its round counted from the final, and the slots' placeholders. */
    static ObjectNode of(String competitionId, BracketMatch node, CompetitionState state) {
        ObjectNode o = of(competitionId, node.result(), state, state.competition().isTeam());
        return o;
    }

    /**
     * What belongs to the tree. An empty slot is named after the match that fills it ("Winner of
     * match 3"), found through the node's feeders, since the files' own placeholder words count the
     * rounds their own way.
     */
    private static void knockout(ObjectNode o, BracketMatch node, CompetitionState state) {
        o.put("number", node.matchNumber());
        o.put("fromFinal", node.displayRound());
        o.set("placeholderA", placeholder(node.placeholderA(), node.feeders(), 0, state));
        o.set("placeholderB", placeholder(node.placeholderB(), node.feeders(), 1, state));
        o.put("hidden", node.hidden());
        // A slot nobody has reached yet may carry the placeholder's words as its name; the page
        // shows the placeholder above instead.
        for (String side : new String[] {"a", "b"}) {
            ObjectNode s = (ObjectNode) o.get(side);
            if (s.path("id").asText().isEmpty() && taikai.model.draw.Placeholders.isPlaceholder(s.path("name").asText())) {
                s.put("name", "");
            }
        }
    }

    /**
     * An empty slot as a sentence's key and its arguments, which the page says in the visitor's
     * language (decision 0042): {@code {"say": "slot.winnerOf", "args": [3]}}, or
     * {@code slot.poolPlace} with the pool's own name and the place. Any other text is sent as it is.
     */
    private static JsonNode placeholder(String written, java.util.List<String> feeders, int slot, CompetitionState state) {
        if (slot < feeders.size()) {
            Optional<BracketMatch> feeder = state.bracket().find(feeders.get(slot));
            if (feeder.isPresent() && feeder.get().matchNumber() > 0) {
                return say("slot.winnerOf", feeder.get().matchNumber());
            }
        }
        String text = written == null ? "" : written;
        // The placeholders' own shapes (file-formats "bracket.json"): "Pool A-1st", "Winner of r2-m0".
        Matcher place = POOL_PLACE.matcher(text);
        if (place.matches()) {
            return say("slot.poolPlace", place.group(1), Integer.parseInt(place.group(2)));
        }
        Matcher winner = WINNER_OF.matcher(text);
        if (!winner.matches()) {
            return PublicView.JSON.getNodeFactory().textNode(text);
        }
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        int round = rounds.size() - Integer.parseInt(winner.group(1));
        int position = Integer.parseInt(winner.group(2));
        if (round < 0 || round >= rounds.size() || position >= rounds.get(round).size()) {
            return say("slot.winnerOfEarlier");
        }
        BracketMatch feeder = rounds.get(round).get(position);
        return feeder.matchNumber() > 0 ? say("slot.winnerOf", feeder.matchNumber()) : say("slot.winnerOfBye");
    }

    /** A sentence's key with its arguments: names as text, numbers as numbers. */
    private static ObjectNode say(String key, Object... arguments) {
        ObjectNode o = PublicView.JSON.createObjectNode().put("say", key);
        ArrayNode args = o.putArray("args");
        for (Object a : arguments) {
            if (a instanceof Integer n) {
                args.add(n);
            } else {
                args.add(String.valueOf(a));
            }
        }
        return o;
    }

    /** "a", "b" or "" (not decided, or drawn). */
    static String winner(MatchResult m) {
        if (m.verdict().winnerId().isEmpty() && m.verdict().winner().isEmpty()) {
            return "";
        }
        if (!m.verdict().winnerId().isEmpty()) {
            return m.verdict().winnerId().equals(m.sideA().participantId()) ? "a"
                    : m.verdict().winnerId().equals(m.sideB().participantId()) ? "b" : "";
        }
        return m.verdict().winner().equals(m.sideA().name()) ? "a" : m.verdict().winner().equals(m.sideB().name()) ? "b" : "";
    }

    private static ObjectNode side(Side s, Map<String, Player> people) {
        ObjectNode o = PublicView.JSON.createObjectNode();
        Player p = people.get(s.participantId());
        o.put("name", s.name());
        o.put("id", s.participantId());
        o.put("dojo", p == null ? "" : p.dojo());
        o.put("number", p == null ? "" : p.number());
        marks(o.putArray("ippons"), s.ippons());
        o.put("hansoku", s.hansoku());
        o.put("flags", s.flags());
        o.put("rep", s.repPlayer());
        return o;
    }

    private static ObjectNode bout(SubBout b) {
        ObjectNode o = PublicView.JSON.createObjectNode();
        o.put("position", b.position());
        o.put("a", b.sideA());
        o.put("b", b.sideB());
        marks(o.putArray("ipponsA"), b.ipponsA());
        marks(o.putArray("ipponsB"), b.ipponsB());
        o.put("hansokuA", b.hansokuA());
        o.put("hansokuB", b.hansokuB());
        o.put("winner", b.winner().isEmpty() ? "" : b.winner().equals(b.sideA()) ? "a" : b.winner().equals(b.sideB()) ? "b" : "");
        o.put("decision", b.decision().code());
        o.put("encho", b.enchoPeriods());
        return o;
    }

    private static ObjectNode lineup(Optional<TeamLineup> lineup) {
        ObjectNode o = PublicView.JSON.createObjectNode();
        lineup.ifPresent(l -> l.positions().forEach(o::put));
        return o;
    }

    private static void marks(ArrayNode array, java.util.List<Mark> marks) {
        marks.forEach(mark -> array.add(mark.symbol()));
    }
}
