package taikai.app.road.actions.entrant;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.TeamMembers;

/**
 * An import: every row is checked by the same rules as one entrant added by hand (EntrantRules, the
 * roster's rules of file-formats "participants.csv"), against the roster and the rows before it; the
 * first row that breaks one refuses the whole import with a sentence naming its line, and nothing is
 * written. Otherwise every row gets its participant id (a lowercase UUID v4) and, in a team
 * competition, its member list (spec section 2: one member per position and two reserves), and the
 * roster is written once, with one line in the competition's history.
 */
public final class ImportEntrantsHandler implements Handler<ImportEntrants> {

    @Override
    public Decision decide(ImportEntrants imported, CompetitionState state, RoadContext context) {
        boolean team = state.competition().isTeam();
        List<Player> players = new ArrayList<>(state.players());
        Map<String, Integer> lines = new HashMap<>();
        List<Player> added = new ArrayList<>();
        for (ImportEntrants.Row row : imported.rows()) {
            Player player = entrant(row.player());
            String key = key(player, team);
            Integer earlier = lines.putIfAbsent(key, row.line());
            if (earlier != null) {
                return repeated(imported, row, earlier, player);
            }
            Optional<Decision> refused = Decisions.firstRefusal(
                    new EntrantRules.Entering(state.withPlayers(players), player, true), EntrantRules.ORDER);
            if (refused.isPresent()) {
                return onLine(imported, row, (Decision.Refuse) refused.get());
            }
            Player withId = player.id().isEmpty() ? player.withId(UUID.randomUUID().toString()) : player;
            players.add(withId);
            added.add(withId);
        }
        CompetitionState next = state.withPlayers(players);
        if (team) {
            Map<String, List<TeamMember>> members = new TreeMap<>(state.teamMembers());
            for (Player p : added) {
                members.putIfAbsent(p.id(), TeamMembers.seed(state.competition().teams().size(), () -> UUID.randomUUID().toString()));
            }
            next = next.withTeamMembers(members);
        }
        // Zekken names are kept only where the competition prints them (participants.csv's DisplayName
        // column follows with_zekken_name), so importing one turns the setting on, in the same write.
        boolean zekkenOn = !team && !state.competition().entrants().withZekkenName()
                && added.stream().anyMatch(p -> !p.displayName().isBlank());
        if (zekkenOn) {
            next = next.withCompetition(next.competition().withEntrants(e -> e.withWithZekkenName(true)));
        }
        int count = added.size();
        String counted = String.valueOf(count);
        String source = imported.source();
        Sentence said = team
                ? (source.isEmpty() ? Sentence.answer("imported-teams", count, counted)
                        : Sentence.answer("imported-teams-from", count, counted, source))
                : (source.isEmpty() ? Sentence.answer("imported-entrants", count, counted)
                        : Sentence.answer("imported-entrants-from", count, counted, source));
        return Decisions.applied(next, zekkenOn ? said.and(Sentence.answer("zekken-names-on")) : said);
    }

    /** The row as the roster keeps it: trimmed, no number, seed or pool place (the draw and seeding give those). */
    private static Player entrant(Player asked) {
        return asked.withName(asked.name().strip()).withDisplayName(asked.displayName().strip())
                .withDojo(asked.dojo().strip())
                .withMetadata(asked.metadata().stream().map(String::strip).filter(text -> !text.isEmpty()).toList())
                .withNumber("").withSeed(0).withPoolPosition(-1)
                .withSource(asked.source() == PlayerSource.NONE ? PlayerSource.MANUAL : asked.source());
    }

    /** What makes two rows one entrant: name and dojo, or the name alone for a team (file-formats "participants.csv"). */
    private static String key(Player p, boolean team) {
        String name = p.name().strip().toLowerCase(Locale.ROOT);
        return team ? name : name + "\u0000" + p.dojo().strip().toLowerCase(Locale.ROOT);
    }

    /**
     * A row that repeats an earlier one. Said by code with the line, the earlier line, the name and the
     * dojo or the source (four values at most): a row with both a dojo and a source stays in English.
     */
    private static Decision repeated(ImportEntrants imported, ImportEntrants.Row row, int earlier, Player player) {
        String sentence = where(imported, row) + "repeats line " + earlier + " (" + describe(player)
                + "). Nothing was imported; leave one of the two rows out and import again.";
        String line = String.valueOf(row.line());
        String name = player.name().strip();
        String dojo = player.dojo().strip();
        boolean inFile = !imported.source().isEmpty();
        if (inFile && !dojo.isEmpty()) {
            return new Decision.Refuse("import-row-once", sentence);
        }
        Decision.Refuse said = inFile
                ? Decision.Refuse.said("import-row-once-in-file", sentence, line, String.valueOf(earlier), name, imported.source())
                : dojo.isEmpty() ? Decision.Refuse.said("import-row-once", sentence, line, String.valueOf(earlier), name)
                : Decision.Refuse.said("import-row-once-from-dojo", sentence, line, String.valueOf(earlier), name, dojo);
        return new Decision.Refuse("import-row-once", sentence, said.code(), said.arguments());
    }

    /**
     * A row an entrant rule refuses, named by its line: said by the code {@code import-<rule>} (with
     * {@code -in-file} when the import names its source) with the line, the source and the rule's own
     * arguments, where the rule's refusal has a code.
     */
    private static Decision onLine(ImportEntrants imported, ImportEntrants.Row row, Decision.Refuse refusal) {
        String sentence = where(imported, row) + refusal.sentence() + " Nothing was imported.";
        boolean inFile = !imported.source().isEmpty();
        List<Object> arguments = new ArrayList<>();
        arguments.add(String.valueOf(row.line()));
        if (inFile) {
            arguments.add(imported.source());
        }
        arguments.addAll(refusal.arguments());
        String code = refusal.code().isEmpty() ? "" : "import-" + refusal.code() + (inFile ? "-in-file" : "");
        Decision.Refuse said = Decision.Refuse.said(code, sentence, arguments.toArray());
        return new Decision.Refuse(refusal.rule(), sentence, said.code(), said.arguments());
    }

    private static String where(ImportEntrants imported, ImportEntrants.Row row) {
        return "Line " + row.line() + (imported.source().isEmpty() ? "" : " of " + imported.source()) + ": ";
    }

    private static String describe(Player p) {
        return p.name().strip() + (p.dojo().isBlank() ? "" : " from " + p.dojo().strip());
    }
}
