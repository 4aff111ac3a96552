package taikai.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamMember;

/** The fighting spirit award (kantosho) the referees give once a competition is over. */
final class Awards {
    private final Board board;
    private final SplittableRandom random;

    Awards(Board board, SplittableRandom random) {
        this.board = board;
        this.random = random;
    }

    void fightingSpirit() {
        List<Player> players = board.state().players();
        Player from = players.get(random.nextInt(players.size()));
        String name = from.name();
        if (board.state().competition().isTeam()) {
            List<String> named = new ArrayList<>();
            for (TeamMember m : board.state().teamMembers().getOrDefault(from.id(), List.of())) {
                if (!m.name().isEmpty()) {
                    named.add(m.name());
                }
            }
            name = named.get(random.nextInt(named.size()));
        }
        FightingSpiritAward award = new FightingSpiritAward("Fighting spirit", name, from.dojo());
        board.update(s -> s.withCompetition(s.competition().withFightingSpiritAwards(List.of(award))));
    }
}
