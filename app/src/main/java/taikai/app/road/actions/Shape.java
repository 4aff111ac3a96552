package taikai.app.road.actions;

import java.util.ArrayList;
import java.util.List;

/** What is missing from an action before any lock is taken: each a sentence saying what to send. */
public final class Shape {
    private final List<String> problems = new ArrayList<>();

    private Shape() {
    }

    /** Every action names its competition. */
    public static Shape of(String competitionId) {
        return new Shape().need(competitionId, "The action names no competition; choose one and send it again.");
    }

    /** {@code problem} when {@code value} is missing or blank. */
    public Shape need(String value, String problem) {
        return when(value == null || value.isBlank(), problem);
    }

    /** {@code problem} when {@code wrong} holds. */
    public Shape when(boolean wrong, String problem) {
        if (wrong) {
            problems.add(problem);
        }
        return this;
    }

    public List<String> problems() {
        return List.copyOf(problems);
    }
}
