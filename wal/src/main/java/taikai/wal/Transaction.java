package taikai.wal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The files one change touches, in the order they are applied: lands whole or not at all once
 * committed through {@link WriteAheadLog#commit}. Immutable; each method returns a longer copy.
 * Paths are relative to the data folder with forward slashes ({@link RelativePath}).
 *
 * <p>Each file appears in one step only, with one exception: a file set aside by
 * {@link #renameAside} may then be written afresh by {@link #replace}. That rule is what makes a
 * replay of the record idempotent step by step: no step depends on what another step of the same
 * transaction did to its file.
 */
public final class Transaction {

    private final List<Step> steps;

    private Transaction(List<Step> steps) {
        this.steps = Collections.unmodifiableList(steps);
    }

    public static Transaction empty() {
        return new Transaction(List.of());
    }

    /** Replace the whole file with {@code bytes}, creating it (and its folders) when missing. */
    public Transaction replace(String path, byte[] bytes) {
        return with(Step.replace(new RelativePath(path), bytes));
    }

    /**
     * Replace the whole file with {@code bytes}, as {@link #replace(String, byte[])}, where the caller
     * read the file under its own lock in the same change and found {@code found} in it (null: the
     * caller found no file). The log then notes what the step found from those bytes instead of reading
     * the file again (decision 0018); a file changed by hand between that read and the commit is then
     * seen by a replay as changed after the change, and kept, as a hand edit a moment later would be.
     * {@code bytes} are taken as handed over, not copied (a whole results file, on every score
     * write): the caller must not change the array afterwards.
     */
    public Transaction replace(String path, byte[] bytes, byte[] found) {
        Step step = Step.replaceHandedOver(new RelativePath(path), bytes);
        return with(step.foundBefore(found == null ? Fingerprint.ABSENT : Fingerprint.of(found)));
    }

    /** Append {@code bytes} at the end of the file, creating it when missing. */
    public Transaction append(String path, byte[] bytes) {
        return with(Step.append(new RelativePath(path), Step.UNPLANNED, bytes));
    }

    /** Remove the file; nothing happens when it is already gone. */
    public Transaction delete(String path) {
        return with(Step.delete(new RelativePath(path)));
    }

    /**
     * Move the file to a new name that must not exist yet (to set a damaged file aside, for
     * example); nothing happens when the file is already gone.
     */
    public Transaction renameAside(String from, String to) {
        return with(Step.renameAside(new RelativePath(from), new RelativePath(to)));
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /** Every file the transaction touches, each once, in first-touched order. */
    public List<String> files() {
        Set<String> files = new LinkedHashSet<>();
        for (Step step : steps) {
            files.add(step.path().value());
            if (step.target() != null) {
                files.add(step.target().value());
            }
        }
        return List.copyOf(files);
    }

    List<Step> steps() {
        return steps;
    }

    List<RelativePath> paths() {
        List<RelativePath> paths = new ArrayList<>();
        for (Step step : steps) {
            paths.add(step.path());
            if (step.target() != null) {
                paths.add(step.target());
            }
        }
        return paths;
    }

    private Transaction with(Step step) {
        if (step.target() != null && step.target().lockKey().equals(step.path().lockKey())) {
            throw new IllegalArgumentException("Cannot set " + step.path() + " aside under its own name.");
        }
        for (Step earlier : steps) {
            if (touchesSameFile(earlier, step) && !isFreshWriteAfterSetAside(earlier, step)) {
                throw new IllegalArgumentException("A transaction may change each file once, but " + step
                        + " touches a file already changed by " + earlier + "; split it into two transactions.");
            }
        }
        List<Step> longer = new ArrayList<>(steps);
        longer.add(step);
        return new Transaction(longer);
    }

    private static boolean touchesSameFile(Step a, Step b) {
        return sameFile(a.path(), b.path()) || sameFile(a.path(), b.target())
                || sameFile(a.target(), b.path()) || sameFile(a.target(), b.target());
    }

    private static boolean sameFile(RelativePath a, RelativePath b) {
        return a != null && b != null && a.lockKey().equals(b.lockKey());
    }

    private static boolean isFreshWriteAfterSetAside(Step earlier, Step later) {
        return earlier.kind() == Step.Kind.RENAME_ASIDE && later.kind() == Step.Kind.REPLACE
                && sameFile(earlier.path(), later.path()) && !sameFile(earlier.target(), later.path());
    }

    @Override
    public String toString() {
        return "Transaction" + steps;
    }
}
