package taikai.print.sheets;

/**
 * What a printed QR code carries. A match: {@code taikai:match:<competition id>:<match id>}; an
 * entrant: {@code taikai:entrant:<competition id>:<participant id>}, until the public results give
 * each entrant a page of their own. A scanner types the text into the scoring screen's search,
 * which opens the match it names.
 */
public final class QrText {
    public static final String MATCH = "taikai:match:";
    public static final String ENTRANT = "taikai:entrant:";

    private QrText() {
    }

    public static String match(String competitionId, String matchId) {
        return MATCH + competitionId + ":" + matchId;
    }

    public static String entrant(String competitionId, String participantId) {
        return ENTRANT + competitionId + ":" + participantId;
    }
}
