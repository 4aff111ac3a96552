package taikai.storage.problem;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Collects the problems found while reading one competition or one file, in the order found. */
public final class Problems {
    private final List<Problem> found = new ArrayList<>();

    public void add(Problem problem) {
        found.add(problem);
    }

    public void degraded(String file, int line, int column, String message) {
        add(Problem.degraded(file, line, column, message));
    }

    public void fatal(String file, int line, int column, String message) {
        add(Problem.fatal(file, line, column, message));
    }

    public void addAll(List<Problem> problems) {
        found.addAll(problems);
    }

    public boolean hasFatal() {
        return found.stream().anyMatch(Problem::isFatal);
    }

    public boolean isEmpty() {
        return found.isEmpty();
    }

    public List<Problem> list() {
        return Collections.unmodifiableList(new ArrayList<>(found));
    }
}
