package taikai.app.road.actions.entrant;

import taikai.app.words.Sentence;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.SeedEntry;
import taikai.model.rule.Rule;

/**
 * A seed set or cleared (seeds.csv, with the participant's id beside the name and dojo, spec section 4).
 * "A rank with nobody to attach it to is refused, not stored. Clearing a seeding is exempt."
 */
public final class SetSeedHandler implements Handler<SetSeed> {

    /** The roster entry and the rank asked for. */
    record Seeding(RosterEntry entry, int rank) {
        Optional<SeedEntry> holder() {
            return entry.state().seeds().stream()
                    .filter(s -> s.rank() == rank && !s.id().equals(entry.participantId())).findFirst();
        }
    }

    static final Rule<Seeding> FOR_ROSTER_ENTRANT = Rule.of("seed-for-roster-entrant",
            s -> "A seed ranks an entrant, and there is no entrant with id " + s.entry().participantId()
                    + " in this competition; add them to the roster first.",
            s -> List.of(s.entry().participantId()),
            s -> s.rank() == 0 || s.entry().player().isPresent());

    static final Rule<Seeding> RANK_FREE = Rule.of("seed-rank-free",
            s -> "Seed " + s.rank() + " is already given to " + s.holder().map(SeedEntry::name).orElse("")
                    + "; clear that seed first.",
            s -> List.of(String.valueOf(s.rank()), s.holder().map(SeedEntry::name).orElse("")),
            s -> s.rank() == 0 || s.holder().isEmpty());

    static final List<Rule<Seeding>> ORDER = List.of(FOR_ROSTER_ENTRANT, RANK_FREE);

    @Override
    public Decision decide(SetSeed seed, CompetitionState state, RoadContext context) {
        Seeding seeding = new Seeding(new RosterEntry(state, seed.participantId()), seed.rank());
        Optional<Decision> refused = Decisions.firstRefusal(seeding, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        List<SeedEntry> seeds = new ArrayList<>(state.seeds());
        seeds.removeIf(s -> s.id().equals(seed.participantId()));
        Optional<Player> player = seeding.entry().player();
        if (seed.rank() > 0) {
            Player p = player.orElseThrow();
            seeds.add(new SeedEntry(seed.rank(), p.name(), p.dojo(), p.id()));
            seeds.sort(Comparator.comparingInt(SeedEntry::rank));
        }
        List<Player> players = state.players().stream()
                .map(p -> p.id().equals(seed.participantId()) ? p.withSeed(seed.rank()) : p).toList();
        String name = player.map(Player::name).orElse(seed.participantId());
        return Decisions.applied(state.withSeeds(seeds).withPlayers(players),
                seed.rank() == 0 ? Sentence.answer("unseeded", name) : Sentence.answer("seeded", name, String.valueOf(seed.rank())));
    }
}
