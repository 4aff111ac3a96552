package taikai.model.competition;

import taikai.model.Copies;

/**
 * What the entrant list holds and how it is used on the day (spec section 2, Player; file-formats
 * "config.md keys": with_zekken_name, number_prefix, has_participant_ids, check_in_enabled).
 */
public record EntrantRules(
        /** a DisplayName column in participants.csv */ boolean withZekkenName,
        /** at most 3 characters */ String numberPrefix,
        boolean hasParticipantIds,
        boolean checkInEnabled) {

    /** A new competition's entrants have participant ids from the start. */
    public static final EntrantRules DEFAULT = new EntrantRules(false, "", true, false);

    public EntrantRules {
        numberPrefix = Copies.text(numberPrefix);
    }

    public EntrantRules withWithZekkenName(boolean value) {
        return new EntrantRules(value, numberPrefix, hasParticipantIds, checkInEnabled);
    }

    public EntrantRules withNumberPrefix(String value) {
        return new EntrantRules(withZekkenName, value, hasParticipantIds, checkInEnabled);
    }

    public EntrantRules withHasParticipantIds(boolean value) {
        return new EntrantRules(withZekkenName, numberPrefix, value, checkInEnabled);
    }

    public EntrantRules withCheckInEnabled(boolean value) {
        return new EntrantRules(withZekkenName, numberPrefix, hasParticipantIds, value);
    }
}
