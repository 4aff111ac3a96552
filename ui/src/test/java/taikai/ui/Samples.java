package taikai.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.match.TeamTally;

/** Sample tournament data built in code, for tests and screenshots. */
public final class Samples {
    private static final String[] DOJOS = {"Tokyo Kendo Club", "Kendo Amsterdam", "Shidokan Brussels", "Mumeishi London",
        "Hizen Dojo Paris", "Kiryoku Berlin", "Seishinkan Milano", "Kenshikai Madrid"};
    private static final String[] FAMILY = {"Sato", "de Vries", "Dubois", "Smith", "Martin", "Schmidt", "Rossi", "Garcia",
        "Tanaka", "Jansen", "Peeters", "Jones", "Bernard", "Weber", "Bianchi", "Lopez"};
    private static final String[] GIVEN = {"Hiroshi", "Anna", "Luc", "Emily", "Claire", "Jonas", "Marco", "Lucia"};

    private Samples() {
    }

    public static Player aka() {
        return Player.of("p-sato", "Sato Hiroshi", "Tokyo Kendo Club");
    }

    public static Player shiro() {
        return Player.of("p-devries", "Anna de Vries", "Kendo Amsterdam");
    }

    /** Pool A's first bout, running on court A: aka has men, shiro kote and one hansoku. */
    public static MatchResult individualMatch() {
        MatchResult match = MatchResult.poolMatch("Pool A", "0", Side.of(aka().name(), aka().id()),
                Side.of(shiro().name(), shiro().id()), -1);
        return match.withStatus(MatchStatus.RUNNING).withCourt("A")
                .withSideA(match.sideA().withIppons(List.of(Mark.MEN)))
                .withSideB(match.sideB().withIppons(List.of(Mark.KOTE)).withHansoku(1));
    }

    public static OpenMatch openIndividual() {
        return OpenMatch.of(individualMatch(), MatchRules.KENDO, Dojos.of(List.of(aka(), shiro())));
    }

    public static Competition teamCompetition() {
        return Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(5));
    }

    /** A five-a-side encounter half fought: aka leads two bouts to one after chuken drew. */
    public static MatchResult teamEncounter() {
        String[] akaMembers = {"Tanaka", "Jansen", "Peeters", "Jones", "Bernard"};
        String[] shiroMembers = {"Weber", "Bianchi", "Lopez", "Rossi", "Garcia"};
        List<SubBout> bouts = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            bouts.add(SubBout.between(i, akaMembers[i], "a" + i, shiroMembers[i], "s" + i));
        }
        bouts.set(0, bouts.get(0).withIpponsA(List.of(Mark.MEN, Mark.KOTE)).withWinner(akaMembers[0]).withWinnerMemberId("a0"));
        bouts.set(1, bouts.get(1).withIpponsB(List.of(Mark.DO)).withHansokuA(1).withWinner(shiroMembers[1]).withWinnerMemberId("s1"));
        bouts.set(2, bouts.get(2).withIpponsA(List.of(Mark.KOTE)).withIpponsB(List.of(Mark.MEN)).withDecision(Decision.HIKIWAKE));
        bouts.set(3, bouts.get(3).withIpponsA(List.of(Mark.TSUKI)).withWinner(akaMembers[3]).withWinnerMemberId("a3"));
        MatchResult match = MatchResult.scheduled("m-r1-0", "", "", Side.of("Amsterdam A", "t-ams"), Side.of("Brussels Kendo", "t-bru"), 1);
        return match.withStatus(MatchStatus.RUNNING).withCourt("B").withSubBouts(bouts);
    }

    public static OpenMatch openTeam() {
        return new OpenMatch(teamEncounter(), "Match 1", MatchRules.of(teamCompetition()), Dojos.NONE);
    }

    /** A stand-in for the rules' tally, good enough for sample screens: wins and counted points per side. */
    public static TeamTallies sampleTallies() {
        return encounter -> {
            int va = 0;
            int vb = 0;
            int pa = 0;
            int pb = 0;
            for (SubBout bout : encounter.subBouts()) {
                pa += (int) bout.ipponsA().stream().filter(Mark::counts).count();
                pb += (int) bout.ipponsB().stream().filter(Mark::counts).count();
                va += !bout.winnerMemberId().isEmpty() && bout.winnerMemberId().equals(bout.sideAMemberId()) ? 1 : 0;
                vb += !bout.winnerMemberId().isEmpty() && bout.winnerMemberId().equals(bout.sideBMemberId()) ? 1 : 0;
            }
            return Optional.of(new TeamTally(va, vb, pa, pb));
        };
    }

    /** {@code count} entrants (a power of two), each from one of eight dojos. */
    public static List<Player> entrants(int count) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = GIVEN[i % GIVEN.length] + " " + FAMILY[(i / GIVEN.length + i) % FAMILY.length];
            players.add(Player.of("p" + i, name + (i >= 64 ? " " + (i / 64 + 1) : ""), DOJOS[(i * 3) % DOJOS.length]));
        }
        return players;
    }

    /**
     * A knockout for {@code entrants} with a bronze match. The first {@code decidedRounds} rounds are
     * finished (aka wins by men-kote, or shiro by kote), later slots keep their placeholders.
     */
    public static Bracket bracket(List<Player> entrants, int decidedRounds) {
        int rounds = Integer.numberOfTrailingZeros(entrants.size());
        List<List<BracketMatch>> tree = new ArrayList<>();
        int number = 1;
        List<Side> seated = entrants.stream().map(p -> Side.of(p.name(), p.id())).toList();
        for (int k = 1; k <= rounds; k++) {
            List<BracketMatch> round = new ArrayList<>();
            List<Side> winners = new ArrayList<>();
            int size = entrants.size() >> k;
            for (int i = 0; i < size; i++) {
                Side a = seated.isEmpty() ? Side.EMPTY : seated.get(2 * i);
                Side b = seated.isEmpty() ? Side.EMPTY : seated.get(2 * i + 1);
                MatchResult result = MatchResult.scheduled("m-r" + k + "-" + i, "", "", a, b, k);
                if (k <= decidedRounds) {
                    result = decide(result, (i + k) % 3 != 0);
                    winners.add((i + k) % 3 != 0 ? a : b);
                }
                BracketMatch node = BracketMatch.of(result).withMatchNumber(number++).withDisplayRound(rounds - k + 1);
                if (k > 1) {
                    int feederRound = rounds - k + 2;
                    node = node.withFeeders(List.of("m-r" + (k - 1) + "-" + (2 * i), "m-r" + (k - 1) + "-" + (2 * i + 1)))
                            .withPlaceholderA("Winner of r" + feederRound + "-m" + (2 * i))
                            .withPlaceholderB("Winner of r" + feederRound + "-m" + (2 * i + 1));
                }
                round.add(node);
            }
            tree.add(round);
            seated = k <= decidedRounds ? winners : List.of();
        }
        BracketMatch bronze = BracketMatch.of(MatchResult.scheduled("m-bronze", "", "", Side.EMPTY, Side.EMPTY, rounds))
                .withMatchNumber(number).withPlaceholderA("Loser of r2-m0").withPlaceholderB("Loser of r2-m1");
        return new Bracket(false, tree, bronze, List.of(), false);
    }

    private static MatchResult decide(MatchResult match, boolean akaWins) {
        Side winner = akaWins ? match.sideA() : match.sideB();
        MatchResult done = match.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(winner.name()).withWinnerId(winner.participantId())
                        .withDecision(Decision.FOUGHT)).withProvenance(p -> p.withResultSource(ResultSource.NONE).withGroupStamps(new TreeMap<>()));
        return akaWins
                ? done.withSideA(match.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE)))
                : done.withSideB(match.sideB().withIppons(List.of(Mark.KOTE))).withSideA(match.sideA().withHansoku(1));
    }
}
