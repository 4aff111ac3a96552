package taikai.storage.store.crash;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.Change;

/**
 * One storm transaction, shaped like a withdrawal (spec section 5: "recording a withdrawal writes
 * the match result, the competitor eligibility record and ..."): the match row in
 * {@code pool-matches.csv} or its node in {@code bracket.json} ends by kiken, the writer's record
 * in {@code competitor-status.yaml} moves to that match, and the match's history gains a line.
 * All three carry the transaction's {@link StormTag}. Writer {@value #ROSTER_WRITER} also notes
 * the tag on one roster row, because {@code participants.csv} is the one file written outside the
 * log (spec section 5) and a kill must be able to land in that write too.
 */
final class StormWithdrawal {
    /** Storm stamps start here (2027-03-14T09:00Z) and go up by one millisecond a transaction. */
    static final long BASE_MILLIS = 1_805_014_800_000L;
    static final String ROSTER_WRITER = "w0";

    private StormWithdrawal() {
    }

    static Change<Void> change(CompetitionState state, StormPlan.Writer writer, long n) {
        StormTag tag = new StormTag(writer.name(), n);
        String matchId = writer.matchOf(n);
        MatchResult match = state.findMatch(matchId).orElseThrow(
                () -> new IllegalStateException("The storm's match " + matchId + " is gone from " + writer.competition()));
        MatchResult withdrawn = match.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withDecision(Decision.KIKEN_INJURY)
                        .withDecisionReason("injury " + tag.text()).withWinner(match.sideB().name())
                        .withWinnerId(match.sideB().participantId())).withProvenance(p -> p.withModifiedAt(BASE_MILLIS + n));
        String barred = match.sideA().participantId().isEmpty() ? "storm-" + writer.name() : match.sideA().participantId();
        List<CompetitorStatus> statuses = new ArrayList<>(state.statuses());
        statuses.removeIf(s -> StormTag.inText(s.reason()).filter(t -> t.writer().equals(writer.name())).isPresent());
        statuses.add(new CompetitorStatus(barred, false, true, "kiken-injury at " + matchId + " " + tag.text(), matchId,
                Instant.ofEpochMilli(BASE_MILLIS + n)));
        HistoryEntry line = new HistoryEntry(matchId,
                new Arrival(BASE_MILLIS + n, BASE_MILLIS + n, "desktop"),
                new Asked("kiken", tag.key(), "storm", ""),
                new Answered("applied", "Recorded the withdrawal.", List.of()));
        CompetitionState changed = withMatch(state, withdrawn).withStatuses(statuses);
        if (writer.name().equals(ROSTER_WRITER)) {
            changed = withRosterNote(changed, tag);
        }
        return Change.of(changed, List.of(line), null);
    }

    /** The roster row the writer notes its tag on: the one already noted, else the first. */
    static int rosterRow(List<Player> players, String writer) {
        for (int i = 0; i < players.size(); i++) {
            if (rosterTag(players.get(i), writer).isPresent()) {
                return i;
            }
        }
        return players.isEmpty() ? -1 : 0;
    }

    static Optional<StormTag> rosterTag(Player player, String writer) {
        return StormTag.inText(String.join(",", player.metadata())).filter(t -> t.writer().equals(writer));
    }

    private static CompetitionState withRosterNote(CompetitionState state, StormTag tag) {
        List<Player> players = new ArrayList<>(state.players());
        int row = rosterRow(players, tag.writer());
        if (row < 0) {
            return state;
        }
        players.set(row, players.get(row).withMetadata(List.of(tag.text())));
        return state.withPlayers(players);
    }

    /** The last transaction of {@code writer} the state holds (its status record's tag); 0 before the first. */
    static long lastWritten(CompetitionState state, String writer) {
        return state.statuses().stream().flatMap(s -> StormTag.inText(s.reason()).stream())
                .filter(t -> t.writer().equals(writer)).mapToLong(StormTag::number).max().orElse(0);
    }

    private static CompetitionState withMatch(CompetitionState state, MatchResult match) {
        List<MatchResult> pool = new ArrayList<>(state.poolMatches());
        for (int i = 0; i < pool.size(); i++) {
            if (pool.get(i).id().equals(match.id())) {
                pool.set(i, match);
                return state.withPoolMatches(pool);
            }
        }
        Bracket bracket = state.bracket();
        List<List<BracketMatch>> rounds = bracket.rounds().stream()
                .map(round -> round.stream().map(node -> replaced(node, match)).toList()).toList();
        BracketMatch bronze = bracket.thirdPlaceMatch() == null ? null : replaced(bracket.thirdPlaceMatch(), match);
        return state.withBracket(bracket.withRounds(rounds).withThirdPlaceMatch(bronze));
    }

    private static BracketMatch replaced(BracketMatch node, MatchResult match) {
        return node.id().equals(match.id()) ? node.withResult(match) : node;
    }
}
