package taikai.app.road.repair;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Action;
import taikai.app.road.SetAside;
import taikai.model.Copies;
import taikai.model.rule.Refusal;
import taikai.storage.folder.FolderLayout;

/**
 * The repair of a competition's bracket file that does not load (spec section 5, "When a file is
 * wrong"): the file is renamed aside with {@code .corrupt-} and the time, and what the competition's
 * format allows is done in the same transaction: the knockout rebuilt from the pools, nothing more
 * for a league or Swiss competition, and a refusal for direct elimination.
 *
 * @param madeAt when the organiser asked for it, server milliseconds; it names the file set aside
 */
public record RepairBracket(String competitionId, Long madeAt) implements Action {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH-mm-ss'Z'")
            .withZone(ZoneOffset.UTC);

    public RepairBracket {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "repair-bracket";
    }

    @Override
    public List<Refusal> shapeProblems() {
        List<Refusal> problems = new ArrayList<>();
        if (competitionId.isEmpty()) {
            problems.add(new Refusal("shape-repair-competition", "The repair names no competition."));
        }
        if (madeAt == null) {
            problems.add(new Refusal("shape-repair-time",
                    "The repair carries no time, so the file set aside could not be named."));
        }
        return problems;
    }

    @Override
    public Optional<SetAside> setsAside() {
        return madeAt == null ? Optional.empty() : Optional.of(new SetAside(FolderLayout.BRACKET, asideName(madeAt)));
    }

    /** {@code bracket.json.corrupt-2027-03-14T10-15-02Z}: the name keeps the original and says when it was set aside. */
    public static String asideName(long millis) {
        return FolderLayout.BRACKET + ".corrupt-" + STAMP.format(Instant.ofEpochMilli(millis));
    }
}
