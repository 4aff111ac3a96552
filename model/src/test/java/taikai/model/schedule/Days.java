package taikai.model.schedule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import taikai.model.bracket.Bracket;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;

/**
 * Tournaments made from a seed for the planner's properties: a few competitions drawn by the real
 * draws, on shared courts, with people entered in more than one of them (same name and dojo).
 */
final class Days {
    static final String DATE = "16-05-2026";
    static final List<String> COURTS = List.of("A", "B", "C");

    private Days() {
    }

    record Day(Tournament tournament, List<CompetitionState> competitions) {
    }

    static Day of(long seed) {
        Random r = new Random(seed);
        List<Player> people = new ArrayList<>();
        int crowd = 6 + r.nextInt(20);
        for (int i = 0; i < crowd; i++) {
            people.add(Player.of("", "Person " + i, "Dojo " + (i % 4)));
        }
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("rest_between_bouts", r.nextInt(16) + "m");
        extra.put("changeover", r.nextInt(3) + "m");
        extra.put("lunch_time", "1" + (1 + r.nextInt(2)) + ":" + (r.nextBoolean() ? "00" : "30"));
        Tournament t = Tournament.create("Day " + seed, DATE, "Hall", COURTS).withDay(d -> d.withLunchBlock(r.nextBoolean() ? "45m" : "").withOpeningTime("08:30").withOpeningBlock(r.nextBoolean() ? "30m" : "")).withExtraKeys(extra);
        List<CompetitionState> states = new ArrayList<>();
        int count = 1 + r.nextInt(3);
        for (int c = 0; c < count; c++) {
            List<Player> field = new ArrayList<>();
            for (Player p : people) {
                if (r.nextInt(3) > 0) {
                    field.add(Player.of(seed + "-" + c + "-" + field.size(), p.name(), p.dojo()));
                }
            }
            if (field.size() < 2) {
                continue;
            }
            List<String> courts = new ArrayList<>();
            for (String court : COURTS) {
                if (r.nextBoolean()) {
                    courts.add(court);
                }
            }
            if (courts.isEmpty()) {
                courts.add(COURTS.get(r.nextInt(COURTS.size())));
            }
            Format format = r.nextBoolean() ? Format.POOLS_THEN_KNOCKOUT : Format.KNOCKOUT;
            int[] durations = {0, 120, 180, 240};
            Competition comp = Competition.create("comp-" + c, "Competition " + c, Kind.INDIVIDUAL, format).withSchedule(s -> s.withCourts(courts).withStartTime(String.format("%02d:%02d", 9 + r.nextInt(3), 15 * r.nextInt(4))).withDate(DATE))
                    .withPools(p -> p.withSize(3)).withSchedule(s -> s.withPoolMatchSeconds(durations[r.nextInt(4)]).withPlayoffMatchSeconds(durations[r.nextInt(4)])).withStatus(CompetitionStatus.POOLS);
            CompetitionState state = CompetitionState.empty(comp).withPlayers(field);
            if (format == Format.POOLS_THEN_KNOCKOUT) {
                PoolDraw.Result pools = PoolDraw.draw(comp, field, seed);
                Bracket bracket = pools.pools().size() * 2 >= 2 ? PoolsToKnockout.draw(comp, pools.pools()) : Bracket.EMPTY;
                state = state.withPools(pools.pools()).withPoolMatches(pools.bouts()).withBracket(bracket);
            } else {
                state = state.withBracket(KnockoutDraw.draw(comp, field, seed));
            }
            states.add(state);
        }
        return new Day(t, states);
    }
}
