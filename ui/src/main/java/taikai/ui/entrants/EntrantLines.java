package taikai.ui.entrants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.CompetitorNumbers;
import taikai.model.eligibility.Eligibility;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.entrant.Player;
import taikai.model.match.Decision;
import taikai.ui.match.MarkText;
import taikai.ui.session.OpenMatches;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The roster of a competition as the entrants table shows it. */
final class EntrantLines {
    private static final String REINSTATED = "reinstated (was: ";

    private EntrantLines() {
    }

    static List<EntrantLine> of(CompetitionState state) {
        Map<String, String> knockoutNumbers = CompetitorNumbers.forDrawOrder(state.competition().entrants().numberPrefix(),
                state.bracket().drawOrder());
        List<EntrantLine> lines = new ArrayList<>(state.players().size());
        for (Player p : state.players()) {
            Optional<CompetitorStatus> record = Eligibility.statusOf(p.id(), state.statuses());
            EntrantLine.Standing standing = record.map(s -> !s.eligible() ? EntrantLine.Standing.WITHDRAWN
                    : s.reason().startsWith("reinstated") ? EntrantLine.Standing.REINSTATED : EntrantLine.Standing.ENTERED)
                    .orElse(EntrantLine.Standing.ENTERED);
            // Spec section 3: pools number their entrants at the pool draw (pools.csv); a knockout drawn
            // without pools numbers them in its bracket's draw order, which is all it stores.
            String number = !p.number().isEmpty() ? p.number() : knockoutNumbers.getOrDefault(p.id(), "");
            lines.add(new EntrantLine(p.id(), number, p.name(), p.displayName(), p.dojo(),
                    state.competition().isTeam() || p.metadata().isEmpty() ? "" : p.metadata().get(0), p.seed(),
                    p.checkedIn(), standing, status(state, standing, record), "",
                    record.map(CompetitorStatus::reinstateable).orElse(false) && standing == EntrantLine.Standing.WITHDRAWN,
                    record.filter(s -> !s.eligible()).map(CompetitorStatus::matchId).orElse("")));
        }
        return lines;
    }

    private static String status(CompetitionState state, EntrantLine.Standing standing, Optional<CompetitorStatus> record) {
        Words words = DeskWords.of(EntrantLines.class);
        if (record.isEmpty() || standing == EntrantLine.Standing.ENTERED) {
            return words.say("status.entered");
        }
        CompetitorStatus s = record.get();
        String reason = s.reason();
        String match = s.matchId().isEmpty() ? "" : state.findMatch(s.matchId()).map(m -> OpenMatches.heading(state, m))
                .orElse(s.matchId());
        boolean withdrawn = standing == EntrantLine.Standing.WITHDRAWN;
        // The record reads "<decision> at <matchId>" or "reinstated (was: <decision> at <matchId>)" (file-formats
        // "competitor-status.yaml"): the decision is said as a term, the match named as on the sheets.
        String at = " at " + s.matchId();
        String was = withdrawn ? reason : reason.startsWith(REINSTATED) && reason.endsWith(")")
                ? reason.substring(REINSTATED.length(), reason.length() - 1) : "";
        if (!s.matchId().isEmpty() && was.endsWith(at) && Decision.isKnown(was.substring(0, was.length() - at.length()))) {
            String decision = decision(Decision.fromCode(was.substring(0, was.length() - at.length())));
            return words.say(withdrawn ? "status.withdrawn" : "status.reinstated", decision, match);
        }
        // A record written some other way is shown as it reads.
        String told = match.isEmpty() ? reason : reason.replace(at, " at " + match);
        return withdrawn ? words.say("status.withdrawn.as-written", told)
                : told.isEmpty() ? told : Character.toUpperCase(told.charAt(0)) + told.substring(1);
    }

    /** A withdrawal's decision as the desktop's language writes it: "kiken-injury", 棄権（負傷） in Japanese. */
    static String decision(Decision decision) {
        Words words = DeskWords.of(EntrantLines.class);
        return switch (decision) {
            case KIKEN -> MarkText.term("kiken");
            case KIKEN_INJURY -> words.say("decision.kiken-injury", MarkText.term("kiken"));
            case KIKEN_VOLUNTARY -> words.say("decision.kiken-voluntary", MarkText.term("kiken"));
            case FUSENPAI -> MarkText.term("fusenpai");
            case FUSENSHO -> MarkText.term("fusensho");
            default -> decision.code();
        };
    }
}
