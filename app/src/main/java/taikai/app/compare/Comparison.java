package taikai.app.compare;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;

/**
 * What changed from one copy of a data folder to another, in tournament words, grouped by
 * competition: entrants added, renamed, withdrawn; draws made or discarded; each match whose result
 * changed with both results; line-ups, overrides and settings. Both copies are read through the
 * storage layer, so two copies written by different format versions compare on what they mean, not
 * on their bytes (spec section 1: "Two copies can then be compared").
 */
public final class Comparison {
    /** One heading (the tournament, or one competition) and its changes, one sentence each. */
    public record Group(String title, List<String> changes) {
        public Group {
            changes = List.copyOf(changes);
        }
    }

    private final List<Group> groups;

    private Comparison(List<Group> groups) {
        this.groups = List.copyOf(groups);
    }

    public List<Group> groups() {
        return groups;
    }

    public boolean equal() {
        return groups.isEmpty();
    }

    /** The changes from {@code before} to {@code after}; "was" names what {@code before} held. */
    public static Comparison of(LoadedTournament before, LoadedTournament after) {
        List<Group> groups = new ArrayList<>();
        List<String> tournament = new ArrayList<>();
        if (before.tournament().isPresent() && after.tournament().isPresent()) {
            tournament(before.tournament().get(), after.tournament().get(), tournament);
        } else if (before.tournament().isPresent() != after.tournament().isPresent()) {
            tournament.add(after.tournament().isPresent() ? "tournament.md reads now; it did not before."
                    : "tournament.md does not read now; it did before.");
        }
        problems(before.tournamentProblems(), after.tournamentProblems(), tournament);
        if (!tournament.isEmpty()) {
            groups.add(new Group("Tournament", tournament));
        }
        Set<String> ids = new TreeSet<>(before.competitions().keySet());
        ids.addAll(after.competitions().keySet());
        for (String id : ids) {
            LoadedCompetition a = before.competitions().get(id);
            LoadedCompetition b = after.competitions().get(id);
            List<String> changes = new ArrayList<>();
            String title;
            if (a == null || b == null) {
                LoadedCompetition there = a == null ? b : a;
                title = nameOf(there);
                changes.add(a == null ? "Competition added" + entrantCount(there) + "."
                        : "Competition removed" + entrantCount(there) + ".");
            } else {
                title = b.state().isPresent() ? nameOf(b) : nameOf(a);
                if (a.state().isPresent() && b.state().isPresent()) {
                    competition(a.state().get(), b.state().get(), changes);
                } else if (a.state().isPresent() != b.state().isPresent()) {
                    changes.add(b.state().isPresent() ? "It reads now; before, a file of it was wrong."
                            : "A file of it is wrong now, so it does not read; it did before.");
                }
                problems(a.problems(), b.problems(), changes);
            }
            if (!changes.isEmpty()) {
                groups.add(new Group(title, changes));
            }
        }
        return new Comparison(groups);
    }

    private static String nameOf(LoadedCompetition loaded) {
        return loaded.state().map(s -> s.competition().name()).filter(n -> !n.isBlank()).orElse(loaded.id());
    }

    private static String entrantCount(LoadedCompetition loaded) {
        return loaded.state().map(s -> " (" + s.players().size() + (s.players().size() == 1 ? " entrant)" : " entrants)"))
                .orElse("");
    }

    private static void problems(List<Problem> before, List<Problem> after, List<String> into) {
        Set<String> was = before.stream().map(Problem::toString).collect(Collectors.toSet());
        Set<String> now = after.stream().map(Problem::toString).collect(Collectors.toSet());
        after.stream().map(Problem::toString).filter(p -> !was.contains(p)).forEach(p -> into.add("New problem: " + p));
        before.stream().map(Problem::toString).filter(p -> !now.contains(p)).forEach(p -> into.add("Problem gone: " + p));
    }

    // ---- the tournament's settings ----

    private static final Set<String> TOURNAMENT_SKIPPED = Set.of("password", "extraKeys", "notes");

    private static void tournament(Tournament a, Tournament b, List<String> into) {
        settings(a, b, TOURNAMENT_SKIPPED, into);
        if (!a.password().equals(b.password())) {
            // The password itself is never printed: a comparison is shared more freely than the folder.
            into.add("Admin password changed.");
        }
        if (!Objects.equals(a.notes(), b.notes())) {
            into.add("Notes changed.");
        }
        if (!Objects.equals(a.extraKeys().keySet(), b.extraKeys().keySet())) {
            into.add("Settings this version does not know: " + words(a.extraKeys().keySet()) + ", now "
                    + words(b.extraKeys().keySet()) + ".");
        }
    }

    /**
     * Each record component that differs, named in words: "Venue: Sporthal Noord, was Sporthal Zuid."
     * A component that is itself a group of settings (a competition's pools, schedule, ...) is
     * compared setting by setting and named with its group: "Schedule start time: 09:30, was 09:00."
     * {@code skipped} names a component, or a group's component as {@code group.component}.
     */
    private static void settings(Record a, Record b, Set<String> skipped, List<String> into) {
        settings("", a, b, skipped, into);
    }

    private static void settings(String group, Record a, Record b, Set<String> skipped, List<String> into) {
        for (RecordComponent component : a.getClass().getRecordComponents()) {
            String path = group.isEmpty() ? component.getName() : group + "." + component.getName();
            if (skipped.contains(path)) {
                continue;
            }
            Object was = value(component, a);
            Object now = value(component, b);
            if (Objects.equals(was, now)) {
                continue;
            }
            if (group.isEmpty() && was instanceof Record wasGroup && now instanceof Record nowGroup
                    && component.getType().getPackageName().equals(a.getClass().getPackageName())) {
                settings(component.getName(), wasGroup, nowGroup, skipped, into);
                continue;
            }
            String name = group.isEmpty() ? words(component.getName()) : words(group) + " " + words(component.getName());
            into.add(capitalised(name) + ": " + shown(now) + ", was " + shown(was) + ".");
        }
    }

    private static Object value(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String shown(Object value) {
        if (value == null) {
            return "none";
        }
        if (value instanceof Optional<?> o) {
            return o.map(Comparison::shown).orElse("none");
        }
        if (value instanceof java.util.Collection<?> c) {
            return c.isEmpty() ? "none" : c.stream().map(Comparison::shown).collect(Collectors.joining(", "));
        }
        if (value instanceof Map<?, ?> m) {
            return m.isEmpty() ? "none" : m.entrySet().stream().map(e -> e.getKey() + " " + shown(e.getValue()))
                    .collect(Collectors.joining(", "));
        }
        if (value instanceof Record r) {
            List<String> parts = new ArrayList<>();
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                Object v = value(c, r);
                String s = shown(v);
                if (!s.equals("none") && !s.isEmpty()) {
                    parts.add(words(c.getName()) + " " + s);
                }
            }
            return parts.isEmpty() ? "none" : String.join(" ", parts);
        }
        if (value instanceof Enum<?> e) {
            return e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
        String text = value.toString();
        return text.isEmpty() ? "none" : text;
    }

    /** "poolMatchDurationSeconds" as "pool match duration seconds". */
    private static String words(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    }

    private static String words(Set<String> keys) {
        return keys.isEmpty() ? "none" : String.join(", ", keys);
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    // ---- one competition ----

    /**
     * Bookkeeping the app keeps in config.md that a person does not set: the legacy line-ups (spec
     * section 2) and whether the roster's format has an id column (file-formats, participants.csv).
     */
    private static final Set<String> COMPETITION_SKIPPED = Set.of("id", "lineups", "entrants.hasParticipantIds");

    private static void competition(CompetitionState a, CompetitionState b, List<String> into) {
        settings(a.competition(), b.competition(), COMPETITION_SKIPPED, into);
        entrants(a, b, into);
        draws(a, b, into);
        matches(a, b, into);
        members(a, b, into);
        lineups(a, b, into);
        overrides(a, b, into);
        if (!a.schedule().equals(b.schedule())) {
            into.add("Schedule changed: " + b.schedule().size() + " planned matches, was " + a.schedule().size() + ".");
        }
    }

    private static void entrants(CompetitionState a, CompetitionState b, List<String> into) {
        Map<String, Player> was = byId(a.players());
        Map<String, Player> now = byId(b.players());
        Map<Player, Player> earlier = paired(a.players(), b.players());
        Set<Player> kept = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        kept.addAll(earlier.values());
        for (Player p : b.players()) {
            Player old = earlier.get(p);
            if (old == null) {
                into.add("Entrant added: " + who(p) + ".");
                continue;
            }
            if (!old.name().equals(p.name())) {
                into.add("Entrant renamed: " + p.name() + ", was " + old.name() + ".");
            }
            List<String> details = new ArrayList<>();
            difference("dojo", old.dojo(), p.dojo(), details);
            difference("number", old.number(), p.number(), details);
            difference("zekken name", old.displayName(), p.displayName(), details);
            difference("seed", seed(old.seed()), seed(p.seed()), details);
            difference("checked in", old.checkedIn() ? "yes" : "no", p.checkedIn() ? "yes" : "no", details);
            difference("grade or members", String.join(", ", old.metadata()), String.join(", ", p.metadata()), details);
            if (!details.isEmpty()) {
                into.add(p.name() + ": " + String.join("; ", details) + ".");
            }
        }
        for (Player p : a.players()) {
            if (!kept.contains(p)) {
                into.add("Entrant removed: " + who(p) + ".");
            }
        }
        Map<String, CompetitorStatus> statusWas = statuses(a);
        Map<String, CompetitorStatus> statusNow = statuses(b);
        Set<String> ids = new LinkedHashSet<>(statusWas.keySet());
        ids.addAll(statusNow.keySet());
        for (String id : ids) {
            boolean eligibleWas = Optional.ofNullable(statusWas.get(id)).map(CompetitorStatus::eligible).orElse(true);
            Optional<CompetitorStatus> status = Optional.ofNullable(statusNow.get(id));
            boolean eligibleNow = status.map(CompetitorStatus::eligible).orElse(true);
            String name = Optional.ofNullable(now.get(id)).or(() -> Optional.ofNullable(was.get(id)))
                    .map(Player::name).orElse("An entrant no longer listed");
            if (eligibleWas && !eligibleNow) {
                String reason = status.map(CompetitorStatus::reason).filter(r -> !r.isBlank()).map(r -> " (" + r + ")").orElse("");
                into.add("Withdrawn: " + name + reason + ".");
            } else if (!eligibleWas && eligibleNow) {
                into.add("Reinstated: " + name + ".");
            }
        }
    }

    private static Map<String, CompetitorStatus> statuses(CompetitionState state) {
        Map<String, CompetitorStatus> map = new LinkedHashMap<>();
        state.statuses().forEach(s -> map.put(s.playerId(), s));
        return map;
    }

    private static String seed(int seed) {
        return seed == 0 ? "" : String.valueOf(seed);
    }

    private static void difference(String what, String was, String now, List<String> into) {
        if (!Objects.equals(was, now)) {
            into.add(what + " " + (now.isEmpty() ? "none" : now) + ", was " + (was.isEmpty() ? "none" : was));
        }
    }

    /** "Sato Kenji (A12, Kendo Amsterdam)": the name with the number and dojo when known. */
    private static String who(Player p) {
        List<String> known = new ArrayList<>();
        if (!p.number().isBlank()) {
            known.add(p.number());
        }
        if (!p.dojo().isBlank()) {
            known.add(p.dojo());
        }
        return known.isEmpty() ? p.name() : p.name() + " (" + String.join(", ", known) + ")";
    }

    /**
     * Each later entrant with its earlier self: by participant id, and by name where one side has no
     * id (a roster of an older format, spec section 2: the participant id was added later).
     */
    private static Map<Player, Player> paired(List<Player> before, List<Player> after) {
        Map<Player, Player> pairs = new java.util.IdentityHashMap<>();
        Map<String, Player> byId = new LinkedHashMap<>();
        before.stream().filter(p -> !p.id().isEmpty()).forEach(p -> byId.put(p.id(), p));
        Set<Player> used = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Player p : after) {
            Player old = p.id().isEmpty() ? null : byId.get(p.id());
            if (old != null) {
                pairs.put(p, old);
                used.add(old);
            }
        }
        for (Player p : after) {
            if (pairs.containsKey(p)) {
                continue;
            }
            for (Player old : before) {
                if (!used.contains(old) && (old.id().isEmpty() || p.id().isEmpty()) && old.name().equals(p.name())) {
                    pairs.put(p, old);
                    used.add(old);
                    break;
                }
            }
        }
        return pairs;
    }

    private static Map<String, Player> byId(List<Player> players) {
        Map<String, Player> map = new LinkedHashMap<>();
        players.forEach(p -> map.put(p.id(), p));
        return map;
    }

    private static void draws(CompetitionState a, CompetitionState b, List<String> into) {
        boolean poolsWas = !a.pools().isEmpty();
        boolean poolsNow = !b.pools().isEmpty();
        if (!poolsWas && poolsNow) {
            into.add("Pools drawn: " + b.pools().size() + (b.pools().size() == 1 ? " pool." : " pools."));
        } else if (poolsWas && !poolsNow) {
            into.add("Pools discarded.");
        } else if (!poolNames(a).equals(poolNames(b))) {
            into.add("Pools drawn again: " + b.pools().size() + (b.pools().size() == 1 ? " pool." : " pools."));
        }
        boolean bracketWas = !a.bracket().rounds().isEmpty();
        boolean bracketNow = !b.bracket().rounds().isEmpty();
        if (!bracketWas && bracketNow) {
            into.add("Knockout drawn: " + numbered(b) + " matches.");
        } else if (bracketWas && !bracketNow) {
            into.add("Knockout discarded.");
        } else if (bracketWas && !a.bracket().drawOrder().equals(b.bracket().drawOrder())) {
            into.add("Knockout drawn again: " + numbered(b) + " matches.");
        }
    }

    private static long numbered(CompetitionState state) {
        return state.bracket().allMatches().stream().filter(m -> m.matchNumber() > 0).count();
    }

    private static Map<String, List<String>> poolNames(CompetitionState state) {
        Map<String, List<String>> map = new LinkedHashMap<>();
        state.pools().forEach(p -> map.put(p.name(), p.players().stream().map(Player::id).toList()));
        return map;
    }

    private static void matches(CompetitionState a, CompetitionState b, List<String> into) {
        Map<String, MatchResult> was = allMatches(a);
        for (Map.Entry<String, MatchResult> entry : allMatches(b).entrySet()) {
            MatchResult old = was.get(entry.getKey());
            MatchResult now = entry.getValue();
            String resultNow = result(b, now);
            String resultWas = old == null ? "" : result(a, old);
            if (old == null) {
                if (now.status() != MatchStatus.SCHEDULED) {
                    into.add(MatchLabels.of(b, now) + ": " + resultNow + ", a match the earlier copy did not have.");
                }
            } else if (!resultNow.equals(resultWas)) {
                into.add(MatchLabels.of(b, now) + ": " + resultNow + ", was " + wasPart(old, now, resultWas) + ".");
            }
        }
    }

    /** Only the score of the earlier result when the same two fought ("was 1-0"), else all of it. */
    private static String wasPart(MatchResult old, MatchResult now, String resultWas) {
        if (old.status() == MatchStatus.COMPLETED && now.status() == MatchStatus.COMPLETED
                && old.sideA().name().equals(now.sideA().name()) && old.sideB().name().equals(now.sideB().name())) {
            return score(old);
        }
        return resultWas;
    }

    private static Map<String, MatchResult> allMatches(CompetitionState state) {
        Map<String, MatchResult> map = new LinkedHashMap<>();
        state.poolMatches().forEach(m -> map.put(m.id(), m));
        for (BracketMatch node : state.bracket().allMatches()) {
            if (node.matchNumber() > 0) {
                map.put(node.id(), node.result());
            }
        }
        return map;
    }

    /** "Sato 2-0 de Vries", "Sato 1-1 de Vries (hikiwake)", "not fought yet (Sato against de Vries)". */
    private static String result(CompetitionState state, MatchResult m) {
        String a = MatchLabels.side(state.bracket(), m.sideA());
        String b = MatchLabels.side(state.bracket(), m.sideB());
        if (m.status() == MatchStatus.SCHEDULED) {
            return "not fought yet (" + a + " against " + b + ")";
        }
        if (m.status() == MatchStatus.RUNNING) {
            return "being fought, " + a + " " + points(m) + " " + b;
        }
        return a + " " + score(m) + " " + b;
    }

    /** "2-0", "1-1 (hikiwake)", "0-0 (kiken, Sato won)": the points, and how it was decided when not by them. */
    private static String score(MatchResult m) {
        if (m.verdict().decision() == Decision.NONE || m.verdict().decision() == Decision.FOUGHT) {
            return points(m);
        }
        String word = m.verdict().decision().code().replace('-', ' ');
        String won = m.verdict().winner().isEmpty() || m.verdict().decision() == Decision.HIKIWAKE ? "" : ", " + m.verdict().winner() + " won";
        return points(m) + " (" + word + won + ")";
    }

    /** Points each side struck; for a team, bouts won. */
    private static String points(MatchResult m) {
        if (m.subBouts().isEmpty()) {
            return m.sideA().ippons().size() + "-" + m.sideB().ippons().size();
        }
        int a = 0;
        int b = 0;
        for (SubBout bout : m.subBouts()) {
            if (bout.winner().isEmpty()) {
                continue;
            }
            if (bout.winner().equals(bout.sideA())) {
                a++;
            } else if (bout.winner().equals(bout.sideB())) {
                b++;
            }
        }
        return a + "-" + b;
    }

    private static void members(CompetitionState a, CompetitionState b, List<String> into) {
        Map<String, Player> teams = byId(b.players());
        Set<String> ids = new TreeSet<>(a.teamMembers().keySet());
        ids.addAll(b.teamMembers().keySet());
        for (String team : ids) {
            String teamName = Optional.ofNullable(teams.get(team)).map(Player::name).orElse("A team no longer listed");
            Map<String, TeamMember> was = new LinkedHashMap<>();
            a.teamMembers().getOrDefault(team, List.of()).forEach(m -> was.put(m.id(), m));
            for (TeamMember m : b.teamMembers().getOrDefault(team, List.of())) {
                TeamMember old = was.get(m.id());
                if (old == null) {
                    if (!m.name().isEmpty()) {
                        into.add(teamName + ": member " + m.name() + " added.");
                    }
                } else if (!old.name().equals(m.name())) {
                    into.add(teamName + ": member " + (m.name().isEmpty() ? "cleared" : m.name())
                            + ", was " + (old.name().isEmpty() ? "unnamed" : old.name()) + ".");
                }
            }
        }
    }

    private static void lineups(CompetitionState a, CompetitionState b, List<String> into) {
        Map<String, TeamLineup> was = lineupMap(a);
        Map<String, TeamLineup> now = lineupMap(b);
        Set<String> keys = new LinkedHashSet<>(now.keySet());
        keys.addAll(was.keySet());
        Map<String, Player> teams = byId(b.players());
        for (String key : keys) {
            TeamLineup old = was.get(key);
            TeamLineup l = now.getOrDefault(key, old);
            Map<String, String> before = old == null ? Map.of() : old.positions();
            Map<String, String> after = now.containsKey(key) ? now.get(key).positions() : Map.of();
            if (before.equals(after)) {
                continue;
            }
            List<String> changed = new ArrayList<>();
            Set<String> positions = new LinkedHashSet<>(after.keySet());
            positions.addAll(before.keySet());
            for (String position : positions) {
                String w = before.getOrDefault(position, "");
                String n = after.getOrDefault(position, "");
                if (!w.equals(n)) {
                    changed.add(position + " " + (n.isEmpty() ? "nobody" : n) + ", was " + (w.isEmpty() ? "nobody" : w));
                }
            }
            String team = Optional.ofNullable(teams.get(l.teamId())).map(Player::name).orElse(l.teamId());
            String when = l.isStarting() ? "the start" : l.matchId().isEmpty() ? "round " + l.round()
                    : MatchLabels.inSentence(MatchLabels.of(b, l.matchId()));
            into.add("Line-up of " + team + " for " + when + ": " + String.join("; ", changed) + ".");
        }
    }

    private static Map<String, TeamLineup> lineupMap(CompetitionState state) {
        Map<String, TeamLineup> map = new LinkedHashMap<>();
        state.lineups().forEach(l -> map.put(l.teamId() + "\u0000" + l.round() + "\u0000" + l.matchId(), l));
        return map;
    }

    private static void overrides(CompetitionState a, CompetitionState b, List<String> into) {
        Set<String> pools = new TreeSet<>(a.overrides().poolRanks().keySet());
        pools.addAll(b.overrides().poolRanks().keySet());
        for (String pool : pools) {
            Map<String, Integer> was = a.overrides().poolRanks().getOrDefault(pool, Map.of());
            Map<String, Integer> now = b.overrides().poolRanks().getOrDefault(pool, Map.of());
            Set<String> names = new TreeSet<>(was.keySet());
            names.addAll(now.keySet());
            for (String name : names) {
                if (!Objects.equals(was.get(name), now.get(name))) {
                    into.add("Override, " + pool + ": " + name + " placed " + place(now.get(name)) + ", was "
                            + place(was.get(name)) + ".");
                }
            }
        }
        Set<String> matches = new TreeSet<>(a.overrides().winners().keySet());
        matches.addAll(b.overrides().winners().keySet());
        for (String match : matches) {
            String was = a.overrides().winners().get(match);
            String now = b.overrides().winners().get(match);
            if (!Objects.equals(was, now)) {
                into.add("Override, " + MatchLabels.inSentence(MatchLabels.of(b, match)) + ": winner "
                        + (now == null ? "as fought" : now) + ", was " + (was == null ? "as fought" : was) + ".");
            }
        }
    }

    private static String place(Integer rank) {
        return rank == null ? "as fought" : String.valueOf(rank);
    }
}
