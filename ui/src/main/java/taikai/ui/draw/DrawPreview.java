package taikai.ui.draw;

import java.util.List;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;

/**
 * A draw worked out but not written: the competition as it was read ({@code before}) and as the
 * draw would leave it ({@code after}), from the same handler the write road runs, with the same
 * inputs and seed. Confirming sends exactly {@code competitionId} and {@code seed}, so the files
 * written are the files of {@code after}.
 *
 * @param refusal the sentence saying why the competition cannot be drawn now; empty when it can
 */
public record DrawPreview(String competitionId, int seed, CompetitionState before, CompetitionState after,
        String summary, String refusal) {

    public static DrawPreview refused(String competitionId, int seed, CompetitionState before, String sentence) {
        return new DrawPreview(competitionId, seed, before, null, "", sentence);
    }

    public boolean isRefused() {
        return !refusal.isEmpty();
    }

    /** The pools drawn; none for a knockout or a Swiss round. */
    public List<Pool> pools() {
        return after == null ? List.of() : after.pools();
    }

    /** The bouts this draw adds: every pool or league bout, or the rows of the next Swiss round. */
    public List<MatchResult> newBouts() {
        if (after == null) {
            return List.of();
        }
        List<String> known = before.poolMatches().stream().map(MatchResult::id).toList();
        return after.poolMatches().stream().filter(m -> !known.contains(m.id())).toList();
    }

    /** The knockout tree's first round as drawn (byes and placeholders included). */
    public List<BracketMatch> firstRound() {
        return after == null || after.bracket().rounds().isEmpty() ? List.of() : after.bracket().rounds().get(0);
    }

    /** The same draw, judged by what it would write. */
    public boolean drawsTheSameAs(DrawPreview other) {
        return other != null && !isRefused() && !other.isRefused() && after.pools().equals(other.after.pools())
                && after.poolMatches().equals(other.after.poolMatches()) && after.bracket().equals(other.after.bracket())
                && after.players().equals(other.after.players());
    }
}
