package taikai.storage.results;

import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * The columns of pool-matches.csv in file order: the one ordered list the header, the writer and
 * the reader all derive from (spec section 7). The 29 columns of file-formats come first, in its
 * order; Taikai's columns are appended after them. Never reorder, never rename: a new column is
 * appended, and older files that stop short read each missing trailing column as its default.
 */
public enum PoolMatchColumn {
    POOL_NAME("PoolName", "", (m, c) -> m.withPool(c.text()), MatchResult::pool),
    MATCH_IDX("MatchIdx", "", (m, c) -> m.withIndex(c.text()), MatchResult::index),
    SIDE_A("SideA", "", (m, c) -> m.withSideA(m.sideA().withName(c.text())), m -> m.sideA().name()),
    SIDE_B("SideB", "", (m, c) -> m.withSideB(m.sideB().withName(c.text())), m -> m.sideB().name()),
    WINNER("Winner", "", (m, c) -> m.withVerdict(v -> v.withWinner(c.text())), m -> m.verdict().winner()),
    /** Points joined with |; the hantei mark Ht rides in the winner's cell (spec section 6). */
    IPPONS_A("IpponsA", "", (m, c) -> m.withSideA(m.sideA().withIppons(marks(c))), m -> Points.join(m.sideA().ippons())),
    IPPONS_B("IpponsB", "", (m, c) -> m.withSideB(m.sideB().withIppons(marks(c))), m -> Points.join(m.sideB().ippons())),
    HANSOKU_A("HansokuA", "0", (m, c) -> m.withSideA(m.sideA().withHansoku(c.count())), m -> num(m.sideA().hansoku())),
    HANSOKU_B("HansokuB", "0", (m, c) -> m.withSideB(m.sideB().withHansoku(c.count())), m -> num(m.sideB().hansoku())),
    DECISION("Decision", "", (m, c) -> m.withVerdict(v -> v.withDecision(c.decision())), m -> m.verdict().decision().code()),
    STATUS("Status", "scheduled", (m, c) -> m.withStatus(c.status()), m -> m.status().code()),
    COURT("Court", "", (m, c) -> m.withCourt(c.text()), MatchResult::court),
    /** A team encounter's bouts as compact JSON in one cell (spec section 6). */
    SUB_RESULTS("SubResults", "", SubResultsJson::fromCell, SubResultsJson::toCell),
    SCHEDULED_AT("ScheduledAt", "", (m, c) -> m.withScheduledAt(c.text()), MatchResult::scheduledAt),
    RESULT_SOURCE("ResultSource", "", (m, c) -> m.withProvenance(p -> p.withResultSource(c.resultSource())), m -> m.provenance().resultSource().code()),
    /** -1 means unknown, for formats without rounds and for files older than the column. */
    ROUND("Round", "-1", (m, c) -> m.withRound(c.integer(-1)), m -> num(m.round())),
    SIDE_A_ID("SideAID", "", (m, c) -> m.withSideA(m.sideA().withParticipantId(c.text())), m -> m.sideA().participantId()),
    SIDE_B_ID("SideBID", "", (m, c) -> m.withSideB(m.sideB().withParticipantId(c.text())), m -> m.sideB().participantId()),
    WINNER_ID("WinnerID", "", (m, c) -> m.withVerdict(v -> v.withWinnerId(c.text())), m -> m.verdict().winnerId()),
    CORRECTION_REASON("CorrectionReason", "", (m, c) -> m.withProvenance(p -> p.withCorrectionReason(c.text())), m -> m.provenance().correctionReason()),
    REP_PLAYER_A("RepPlayerA", "", (m, c) -> m.withSideA(m.sideA().withRepPlayer(c.text())), m -> m.sideA().repPlayer()),
    REP_PLAYER_B("RepPlayerB", "", (m, c) -> m.withSideB(m.sideB().withRepPlayer(c.text())), m -> m.sideB().repPlayer()),
    FLAGS_A("FlagsA", "0", (m, c) -> m.withSideA(m.sideA().withFlags(c.count())), m -> num(m.sideA().flags())),
    FLAGS_B("FlagsB", "0", (m, c) -> m.withSideB(m.sideB().withFlags(c.count())), m -> num(m.sideB().flags())),
    REOPEN_PENDING("ReopenPending", "false", (m, c) -> m.withProvenance(p -> p.withReopenPending(c.flag())), m -> Boolean.toString(m.provenance().reopenPending())),
    DECISION_BY("DecisionBy", "", (m, c) -> m.withVerdict(v -> v.withDecisionBy(c.text())), m -> m.verdict().decisionBy()),
    DECISION_REASON("DecisionReason", "", (m, c) -> m.withVerdict(v -> v.withDecisionReason(c.text())), m -> m.verdict().decisionReason()),
    /** Overtime periods. */
    ENCHO("Encho", "0", (m, c) -> m.withEnchoPeriods(c.count()), m -> num(m.enchoPeriods())),
    /** Server Unix milliseconds; 0 = unstamped. The last of file-formats' 29 columns. */
    MODIFIED_AT("ModifiedAt", "0", (m, c) -> m.withProvenance(p -> p.withModifiedAt(c.stamp())), m -> Long.toString(m.provenance().modifiedAt())),
    /** Taikai: per-group change times as a JSON object sorted by key, as the other implementation writes them. */
    GROUP_STAMPS("GroupStamps", "", GroupStampsJson::fromCell, GroupStampsJson::toCell),
    /** Taikai: the TEAM MEMBER id of side A's representative pick. */
    REP_MEMBER_ID_A("RepMemberIDA", "", (m, c) -> m.withSideA(m.sideA().withRepMemberId(c.text())), m -> m.sideA().repMemberId()),
    /** Taikai: the TEAM MEMBER id of side B's representative pick. */
    REP_MEMBER_ID_B("RepMemberIDB", "", (m, c) -> m.withSideB(m.sideB().withRepMemberId(c.text())), m -> m.sideB().repMemberId());

    /** A row narrower than the original layout (PoolName to Court) cannot be a match. */
    public static final int MINIMUM_FIELDS = 12;

    /** The columns file-formats documents; the rest are Taikai's, appended. */
    public static final int DOCUMENTED_COLUMNS = 29;

    private final String header;
    private final String defaultText;
    private final BiFunction<MatchResult, Cell, MatchResult> reader;
    private final Function<MatchResult, String> writer;

    PoolMatchColumn(String header, String defaultText, BiFunction<MatchResult, Cell, MatchResult> reader,
            Function<MatchResult, String> writer) {
        this.header = header;
        this.defaultText = defaultText;
        this.reader = reader;
        this.writer = writer;
    }

    /** The name in the header row. */
    public String header() {
        return header;
    }

    /** What a file too old to hold this column reads as. */
    public String defaultText() {
        return defaultText;
    }

    /** The header row's names, in file order (one unmodifiable list, made once). */
    public static List<String> headers() {
        return Headers.NAMES;
    }

    /** Made on first use, after the constants exist. */
    private static final class Headers {
        static final List<String> NAMES = Arrays.stream(values()).map(PoolMatchColumn::header).toList();
    }

    MatchResult read(MatchResult match, Cell cell) {
        return reader.apply(match, cell);
    }

    String write(MatchResult match) {
        return writer.apply(match);
    }

    private static String num(long value) {
        return Long.toString(value);
    }

    private static List<Mark> marks(Cell cell) {
        return Points.split(cell.text(), message -> cell.degrade("In the " + cell.header() + " cell, " + message));
    }

    /** A row's starting point: every field at its default, sides empty. */
    static MatchResult blank() {
        return MatchResult.scheduled("", "", "", Side.EMPTY, Side.EMPTY, -1);
    }
}
