package taikai.print.sheets;

/**
 * What a printed QR code carries. A match: {@code taikai:match:<competition id>:<match id>}; an
 * entrant: the entrant's page on the public results site ({@code <site>/#p/<competition id>/<participant
 * id>}) when the site's address is known, else {@code taikai:entrant:<competition id>:<participant id>}.
 * Both hold the participant's id, which is what check-in looks for in a scanned tag. A scanner types
 * a match's text into the scoring screen's search, which opens the match it names.
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

    /** The entrant's page on the public results site at {@code site} (the address the hall server shows). */
    public static String entrantPage(String site, String competitionId, String participantId) {
        String base = site.endsWith("/") ? site.substring(0, site.length() - 1) : site;
        return base + "/#p/" + part(competitionId) + "/" + part(participantId);
    }

    private static String part(String id) {
        return java.net.URLEncoder.encode(id, java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20");
    }
}
