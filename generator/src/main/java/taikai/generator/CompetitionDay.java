package taikai.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.draw.SwissDraw;
import taikai.model.eligibility.Eligibility;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/**
 * A competition's day, wave by wave: its pool (or league, or Swiss round) bouts, then each knockout
 * round, every match booked on its court and played as far as the folder's moment allows. Qualifiers
 * are seated as their pool completes, winners move on, the next Swiss round is drawn when the last
 * one is over, and the competition's status follows.
 */
final class CompetitionDay {
    private final CompetitionPlan plan;
    private final Board board;
    private final Booking booking;
    private final MatchPlayer player;
    private final SplittableRandom random;

    CompetitionDay(CompetitionPlan plan, Board board, Booking booking, MatchPlayer player, SplittableRandom random) {
        this.plan = plan;
        this.board = board;
        this.booking = booking;
        this.player = player;
        this.random = random;
    }

    void run() {
        int start = DayClock.seconds(plan.startTime());
        int slot = SlotLength.of(plan);
        Format format = plan.format();
        if (format == Format.SWISS) {
            swiss(start, slot);
        } else {
            int end = start;
            if (format != Format.KNOCKOUT) {
                end = wave(Booking.interleaved(board.rows()), start, slot);
            }
            if (format == Format.POOLS_THEN_KNOCKOUT) {
                new Qualifiers(board).seatCompletePools();
            }
            if (format != Format.LEAGUE) {
                knockout(end, slot);
            }
        }
        status();
    }

    /** Calls a wave's matches onto their courts and plays them; returns when its last match ends. */
    private int wave(List<MatchResult> queue, int earliest, int slot) {
        return booking.wave(board, queue, earliest, slot, player::play);
    }

    /** Round by round; the bronze match is fought on the final's court just before it. */
    private void knockout(int earliest, int slot) {
        List<List<BracketMatch>> rounds = board.bracket().rounds();
        int at = earliest;
        for (int k = 0; k < rounds.size(); k++) {
            List<MatchResult> queue = new ArrayList<>();
            boolean last = k == rounds.size() - 1;
            if (last && board.bracket().thirdPlaceMatch() != null) {
                queue.add(board.bracket().thirdPlaceMatch().result());
            }
            for (BracketMatch m : board.bracket().rounds().get(k)) {
                if (m.result().status() == MatchStatus.SCHEDULED) {
                    queue.add(m.result());
                }
            }
            at = wave(queue, at, slot);
        }
    }

    /** Rounds while the last one is over and more are to be fought; each new round is drawn from the standings. */
    private void swiss(int earliest, int slot) {
        int at = earliest;
        for (int round = 1; ; round++) {
            int r = round;
            List<MatchResult> rows = board.rows().stream()
                    .filter(m -> SwissDraw.roundOf(m) == r && m.status() == MatchStatus.SCHEDULED).toList();
            at = wave(rows, at, slot);
            boolean over = board.rows().stream().allMatch(m -> m.status() == MatchStatus.COMPLETED);
            if (!over || round >= plan.swissRounds()) {
                return;
            }
            List<Player> field = board.state().players().stream().filter(Player::checkedIn)
                    .filter(p -> Eligibility.isEligible(p.id(), board.state().statuses())).toList();
            Competition c = board.state().competition();
            SwissDraw.Round next = SwissDraw.nextRound(c, field, board.rows(), random.nextLong());
            if (next.isRefused()) {
                return;
            }
            board.addRows(next.matches());
            board.update(s -> s.withCompetition(s.competition().withSwiss(swiss -> swiss.withCurrentRound(next.number()))));
        }
    }

    /** Pools while pool or league bouts remain, playoffs once the knockout has begun, completed when all is decided. */
    private void status() {
        List<MatchResult> all = new ArrayList<>(board.rows());
        board.bracket().allMatches().forEach(m -> all.add(m.result()));
        boolean done = all.stream().allMatch(MatchResult::isCompleted)
                && (plan.format() != Format.SWISS || board.state().competition().swiss().currentRound() >= plan.swissRounds());
        boolean knockoutBegun = board.bracket().allMatches().stream()
                .anyMatch(m -> m.result().status() != MatchStatus.SCHEDULED && !m.result().sideA().isEmpty()
                        && !m.result().sideB().isEmpty());
        CompetitionStatus status = done ? CompetitionStatus.COMPLETED
                : plan.format() == Format.KNOCKOUT || knockoutBegun ? CompetitionStatus.PLAYOFFS : CompetitionStatus.POOLS;
        board.update(s -> s.withCompetition(s.competition().withStatus(status)));
        if (done) {
            new Awards(board, random).fightingSpirit();
        }
    }
}
