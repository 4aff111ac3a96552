package taikai.app.road.actions.entrant;

import java.util.List;
import java.util.Locale;
import taikai.app.road.actions.draw.Draws;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.rule.Rule;
import taikai.storage.roster.RosterRules;

/**
 * The roster's rules as the operator reads them, checked before the write (file-formats
 * "participants.csv": refused on write are a duplicate name and dojo, a team name used twice in a team
 * competition, and a name shaped like a placeholder). The participants file's writer checks them
 * again, so a hand-made state can never slip past.
 */
final class EntrantRules {
    /** The roster, the row as it would be saved, and whether it is new. */
    record Entering(CompetitionState state, Player player, boolean adding) {
        String name() {
            return player.name().strip();
        }

        boolean sameEntrant(Player other) {
            return !adding && other.id().equals(player.id());
        }
    }

    static final Rule<Entering> IN_ROSTER = Rule.of("entrant-in-roster",
            e -> "There is no entrant with id " + e.player().id() + " in this competition; reload the roster and try again.",
            e -> List.of(e.player().id()),
            e -> e.adding() || e.state().findPlayer(e.player().id()).isPresent());

    static final Rule<Entering> ID_UNUSED = Rule.of("entrant-id-unused",
            e -> "The id " + e.player().id() + " already belongs to " + e.state().findPlayer(e.player().id()).map(Player::name)
                    .orElse("") + "; leave the id empty and a new one is made.",
            e -> List.of(e.player().id(), e.state().findPlayer(e.player().id()).map(Player::name).orElse("")),
            e -> !e.adding() || e.player().id().isEmpty() || e.state().findPlayer(e.player().id()).isEmpty());

    /** An entrant added after the draw would be in no pool and no bracket. */
    static final Rule<Entering> BEFORE_DRAW = Rule.of("entrant-before-draw",
            "The competition is drawn, so a new entrant would not be in the draw; discard the draw first, then add the entrant.",
            e -> !e.adding() || !Draws.exists(e.state()));

    static final Rule<Entering> HAS_NAME = Rule.of("entrant-has-name",
            "An entrant needs a name; fill it in, then save again.",
            e -> !e.name().isEmpty());

    static final Rule<Entering> NOT_A_PLACEHOLDER = Rule.of("name-not-a-placeholder",
            e -> "The name \"" + e.name() + "\" reads like a bracket placeholder, so it could not be told apart from one on a"
                    + " sheet; choose another name.",
            e -> List.of(e.name()),
            e -> !RosterRules.isPlaceholder(e.name()));

    static final Rule<Entering> NAME_AND_DOJO_UNIQUE = Rule.of("name-and-dojo-unique",
            e -> "Another entrant is already called \"" + e.name() + "\" from \"" + e.player().dojo().strip()
                    + "\"; change the name or the dojo.",
            e -> List.of(e.name(), e.player().dojo().strip()),
            e -> e.state().players().stream().noneMatch(p -> !e.sameEntrant(p) && key(p.name()).equals(key(e.name()))
                    && key(p.dojo()).equals(key(e.player().dojo()))));

    static final Rule<Entering> TEAM_NAME_UNIQUE = Rule.of("team-name-unique",
            e -> "Another team is already called \"" + e.name() + "\", and a team name must be unique in a team competition;"
                    + " choose another name.",
            e -> List.of(e.name()),
            e -> !e.state().competition().isTeam() || e.state().players().stream()
                    .noneMatch(p -> !e.sameEntrant(p) && key(p.name()).equals(key(e.name()))));

    static final List<Rule<Entering>> ORDER = List.of(IN_ROSTER, ID_UNUSED, BEFORE_DRAW, HAS_NAME, NOT_A_PLACEHOLDER,
            NAME_AND_DOJO_UNIQUE, TEAM_NAME_UNIQUE);

    private EntrantRules() {
    }

    private static String key(String text) {
        return text.strip().toLowerCase(Locale.ROOT);
    }
}
