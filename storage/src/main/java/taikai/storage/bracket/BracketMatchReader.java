package taikai.storage.bracket;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Provenance;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.match.Verdict;
import taikai.storage.results.GroupStampsJson;
import taikai.storage.results.LegacyHantei;
import taikai.storage.results.Points;
import taikai.storage.results.SubResultsJson;

/**
 * Reads one bracket match object. Two legacy channels convert on the way in (spec section 3):
 * the rendered score strings become the point arrays when the file has no arrays (when it has
 * both, the arrays win and the strings are cleared), and a {@code decidedByHantei} flag becomes
 * the Ht mark in the winner's points.
 */
final class BracketMatchReader {
    private static final List<String> CURRENT_SCORE_KEYS = List.of("ipponsA", "ipponsB", "hansokuA", "hansokuB");

    private BracketMatchReader() {
    }

    static BracketMatch read(Fields f) {
        Side a = new Side(f.text("sideA"), f.text("sideAId"), marks(f, "ipponsA"), f.count("hansokuA"),
                f.count("flagsA"), f.text("repPlayerA"), f.text("repMemberIdA"));
        Side b = new Side(f.text("sideB"), f.text("sideBId"), marks(f, "ipponsB"), f.count("hansokuB"),
                f.count("flagsB"), f.text("repPlayerB"), f.text("repMemberIdB"));
        if (CURRENT_SCORE_KEYS.stream().anyMatch(f::has)) {
            reportDisagreement(f, "scoreA", a);
            reportDisagreement(f, "scoreB", b);
        } else {
            a = fromLegacyScore(f, "scoreA", a);
            b = fromLegacyScore(f, "scoreB", b);
        }
        // Read in the node's field order, so its problems are listed in that order too.
        String id = f.text("id");
        MatchStatus status = status(f);
        String court = f.text("court");
        int round = f.integer("round", -1);
        String scheduledAt = f.text("scheduledAt");
        Verdict verdict = new Verdict(f.text("winner"), f.text("winnerId"), decision(f), f.text("decisionBy"),
                f.text("decisionReason"), null);
        int encho = encho(f);
        Provenance provenance = new Provenance(resultSource(f), f.text("correctionReason"), f.flag("reopenPending"),
                f.stamp("modifiedAt"), groupStamps(f));
        MatchResult result = new MatchResult(id, "", "", round, status, court, scheduledAt, a, b, verdict, List.of(), "",
                encho, provenance);
        result = subResults(f, result);
        if (f.flag("decidedByHantei")) {
            result = LegacyHantei.fold(result, Boolean.TRUE, f.about("decidedByHantei"));
        }
        return new BracketMatch(result, f.count("matchNumber"), f.count("displayRound"), f.texts("feeders"),
                f.text("placeholderA"), f.text("placeholderB"), f.text("placeholderWinner"), f.flag("isOverridden"),
                f.flag("hidden"), "", "");
    }

    private static List<Mark> marks(Fields f, String key) {
        JsonNode value = f.node(key);
        if (value == null) {
            return List.of();
        }
        List<Mark> marks = new ArrayList<>();
        if (!value.isArray()) {
            f.report(f.problemAt(key, "The field " + key + " holds " + value + ", which is not a list of points, so it"
                    + " reads as no points until it is corrected.").coded("bracket-field-not-a-list-of-points", key,
                            value.toString()));
            return marks;
        }
        for (JsonNode entry : value) {
            Points.symbol(entry.isTextual() ? entry.textValue() : entry.toString(), f.about(key)).ifPresent(marks::add);
        }
        return marks;
    }

    private static Side fromLegacyScore(Fields f, String key, Side side) {
        String legacy = f.text(key);
        if (legacy.isEmpty()) {
            return side;
        }
        Points.LegacyScore score = Points.parseLegacyScore(legacy, f.about(key));
        return side.withIppons(score.marks()).withHansoku(score.hansoku());
    }

    // Spec "When a file is wrong": with both forms present the arrays are kept and the string is
    // cleared; say so only when the string told a different story than the arrays.
    private static void reportDisagreement(Fields f, String key, Side side) {
        String legacy = f.text(key);
        String fromArrays = Points.legacyScore(side.ippons(), side.hansoku());
        // A file written before the hantei mark was left out of the string carries it: that agrees too.
        if (!legacy.isEmpty() && !legacy.equals(fromArrays)
                && !legacy.equals(Points.legacyScoreWithEveryMark(side.ippons(), side.hansoku()))) {
            f.report(f.problemAt(key, "The legacy score \"" + legacy + "\" disagrees with the point arrays (\""
                    + fromArrays + "\"); the arrays are kept and the legacy score is cleared.")
                    .coded("bracket-legacy-score-disagrees", legacy, fromArrays));
        }
    }

    private static MatchStatus status(Fields f) {
        String code = f.text("status");
        if (!code.isEmpty() && !MatchStatus.isKnown(code)) {
            f.report(f.problemAt("status", "The status \"" + code + "\" is not scheduled, running or completed, so it"
                    + " reads as scheduled until it is corrected.").coded("bracket-status-not-known", code));
        }
        return MatchStatus.fromCode(code);
    }

    private static Decision decision(Fields f) {
        String code = f.text("decision");
        if (!Decision.isKnown(code)) {
            f.report(f.problemAt("decision", "The decision \"" + code + "\" is not a known decision, so it reads as"
                    + " none until it is corrected.").coded("bracket-decision-not-known", code));
        }
        return Decision.fromCode(code);
    }

    private static ResultSource resultSource(Fields f) {
        String code = f.text("resultSource");
        if (!ResultSource.isKnown(code)) {
            f.report(f.problemAt("resultSource", "The result source \"" + code + "\" is not admin or self-reported,"
                    + " so it reads as empty until it is corrected.").coded("bracket-result-source-not-known", code));
        }
        return ResultSource.fromCode(code);
    }

    private static int encho(Fields f) {
        JsonNode encho = f.node("encho");
        if (encho == null) {
            return 0;
        }
        if (!encho.isObject()) {
            f.report(f.problemAt("encho", "The field encho holds " + encho + ", which is not an object with"
                    + " periodCount, so the match reads as having no overtime until it is corrected.")
                    .coded("bracket-encho-not-an-object", encho.toString()));
            return 0;
        }
        JsonNode periods = encho.get("periodCount");
        if (periods == null || periods.isNull()) {
            return 0;
        }
        if (!periods.isIntegralNumber() || !periods.canConvertToInt() || periods.intValue() < 0) {
            f.report(f.problemAt("encho", "The overtime period count " + periods + " is not a count of zero or more,"
                    + " so it reads as 0 until it is corrected.").coded("bracket-encho-period-count-not-a-count",
                            periods.toString()));
            return 0;
        }
        return periods.intValue();
    }

    private static SortedMap<String, Long> groupStamps(Fields f) {
        return GroupStampsJson.fromNode(f.node("groupStamps"), f.about("groupStamps"));
    }

    // Spec "When a file is wrong": bouts that cannot be read load as an empty encounter and are
    // written back as found while it stays empty.
    private static MatchResult subResults(Fields f, MatchResult result) {
        JsonNode node = f.node("subResults");
        try {
            List<SubBout> bouts = SubResultsJson.fromNode(node, f.about("subResults"));
            return result.withSubBouts(bouts);
        } catch (SubResultsJson.Unreadable e) {
            f.report(f.problemAt("subResults", "The subResults cannot be read as bouts: " + e.getMessage() + ". The"
                    + " encounter counts as empty, and the value is kept as found until it is repaired or the bouts"
                    + " are entered again.").coded("bracket-sub-results-not-bouts", String.valueOf(e.getMessage())));
            return result.withRawSubResults(node.isTextual() ? node.textValue() : node.toString());
        }
    }
}
