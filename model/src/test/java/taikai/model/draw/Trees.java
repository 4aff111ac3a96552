package taikai.model.draw;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;

/** Reading first-round positions out of a bracket in tests. */
final class Trees {
    private Trees() {
    }

    /** Side name (placeholder or entrant name) to its leaf; byes are left out. */
    static Map<String, Integer> leafOfName(Bracket bracket) {
        Map<String, Integer> leaves = new HashMap<>();
        List<BracketMatch> first = bracket.rounds().get(0);
        for (int i = 0; i < first.size(); i++) {
            MatchResult r = first.get(i).result();
            if (!r.sideA().isEmpty()) {
                leaves.put(r.sideA().name(), 2 * i);
            }
            if (!r.sideB().isEmpty()) {
                leaves.put(r.sideB().name(), 2 * i + 1);
            }
        }
        return leaves;
    }

    /** Participant id to leaf. */
    static Map<String, Integer> leafOfId(Bracket bracket) {
        Map<String, Integer> leaves = new HashMap<>();
        List<BracketMatch> first = bracket.rounds().get(0);
        for (int i = 0; i < first.size(); i++) {
            MatchResult r = first.get(i).result();
            if (!r.sideA().participantId().isEmpty()) {
                leaves.put(r.sideA().participantId(), 2 * i);
            }
            if (!r.sideB().participantId().isEmpty()) {
                leaves.put(r.sideB().participantId(), 2 * i + 1);
            }
        }
        return leaves;
    }

    /** The round (1 = first) in which the competitors at two leaves can first meet. */
    static int meetingRound(int leafX, int leafY) {
        return 32 - Integer.numberOfLeadingZeros(leafX ^ leafY);
    }

    static BracketMatch match(Bracket bracket, String id) {
        return bracket.find(id).orElseThrow();
    }
}
