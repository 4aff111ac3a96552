package taikai.wal;

import java.util.Arrays;
import java.util.Objects;

/**
 * One operation of a transaction as the log records it. {@code target} is used by
 * {@link Kind#RENAME_ASIDE} only; {@code offset} by {@link Kind#APPEND} only (the file length
 * the append was planned at, or {@link #UNPLANNED} until the commit plans it); {@code bytes} by
 * {@link Kind#REPLACE} and {@link Kind#APPEND}. {@code before} is what the file at {@code path}
 * held when the step was logged, for every kind but an append (null until the commit plans it, and
 * in records of the first format, which never carried it).
 */
record Step(Kind kind, RelativePath path, RelativePath target, long offset, byte[] bytes, Fingerprint before) {

    static final long UNPLANNED = -1;
    private static final byte[] NONE = new byte[0];

    enum Kind {
        REPLACE(1), APPEND(2), DELETE(3), RENAME_ASIDE(4);

        final int code;

        Kind(int code) {
            this.code = code;
        }

        static Kind ofCode(int code) {
            for (Kind kind : values()) {
                if (kind.code == code) {
                    return kind;
                }
            }
            return null;
        }
    }

    Step {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(path);
        bytes = bytes == null ? NONE : bytes;
    }

    static Step replace(RelativePath path, byte[] bytes) {
        return new Step(Kind.REPLACE, path, null, 0, bytes.clone(), null);
    }

    /** A replace that takes {@code bytes} as handed over, uncopied: the caller never changes them again. */
    static Step replaceHandedOver(RelativePath path, byte[] bytes) {
        return new Step(Kind.REPLACE, path, null, 0, bytes, null);
    }

    static Step append(RelativePath path, long offset, byte[] bytes) {
        return new Step(Kind.APPEND, path, null, offset, bytes.clone(), null);
    }

    static Step delete(RelativePath path) {
        return new Step(Kind.DELETE, path, null, 0, NONE, null);
    }

    static Step renameAside(RelativePath from, RelativePath to) {
        return new Step(Kind.RENAME_ASIDE, from, Objects.requireNonNull(to), 0, NONE, null);
    }

    Step plannedAt(long appendOffset) {
        return new Step(kind, path, target, appendOffset, bytes, before);
    }

    Step foundBefore(Fingerprint found) {
        return new Step(kind, path, target, offset, bytes, found);
    }

    /** What the file at {@code path} holds once the step is applied; null for an append. */
    Fingerprint after() {
        return switch (kind) {
            case REPLACE -> Fingerprint.of(bytes);
            case DELETE, RENAME_ASIDE -> Fingerprint.ABSENT;
            case APPEND -> null;
        };
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step that && kind == that.kind && path.equals(that.path)
                && Objects.equals(target, that.target) && offset == that.offset && Arrays.equals(bytes, that.bytes)
                && Objects.equals(before, that.before);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, path, target, offset, Arrays.hashCode(bytes), before);
    }

    @Override
    public String toString() {
        return kind + " " + path + (target == null ? "" : " -> " + target)
                + (kind == Kind.APPEND ? " @" + offset : "") + " (" + bytes.length + " bytes)";
    }
}
