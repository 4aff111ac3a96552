package taikai.model.lineup;

/** The value after a change, or the sentence saying why the change was refused (the value then absent). */
public record Change<T>(T value, String refusal) {
    public Change {
        refusal = refusal == null ? "" : refusal;
    }

    static <T> Change<T> done(T value) {
        return new Change<>(value, "");
    }

    static <T> Change<T> refused(String sentence) {
        return new Change<>(null, sentence);
    }

    public boolean isRefused() {
        return !refusal.isEmpty();
    }
}
