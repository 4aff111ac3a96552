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
import taikai.ui.session.OpenMatches;

/** The roster of a competition as the entrants table shows it. */
final class EntrantLines {
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
        if (record.isEmpty() || standing == EntrantLine.Standing.ENTERED) {
            return "Entered";
        }
        CompetitorStatus s = record.get();
        String reason = s.reason();
        String match = s.matchId().isEmpty() ? "" : state.findMatch(s.matchId()).map(m -> OpenMatches.heading(state, m))
                .orElse(s.matchId());
        // The record reads "<decision> at <matchId>" (file-formats "competitor-status.yaml"); the match is named as on the sheets.
        String words = match.isEmpty() ? reason : reason.replace(" at " + s.matchId(), " at " + match);
        return standing == EntrantLine.Standing.WITHDRAWN ? "Withdrawn: " + words
                : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
