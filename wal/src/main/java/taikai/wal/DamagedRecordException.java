package taikai.wal;

/** A record file that is not one whole record as written: torn, cut short, padded or altered. */
final class DamagedRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    DamagedRecordException(String reason) {
        super(reason);
    }
}
