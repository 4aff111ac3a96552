package taikai.ui.shell;

import taikai.print.What;

/**
 * What the header's Print... offers first: the paper of the screen in front of the organiser (the
 * pools screen prints pool sheets, the bracket its trees, the courts their score sheets, entrants
 * their name tags, teams their team sheets, the schedule the courts' running order, results the podiums
 * and certificates), for the competition chosen; the booklet elsewhere.
 */
final class PrintChoice {
    private PrintChoice() {
    }

    static What forSection(Section section) {
        if (section == null) {
            return What.BOOKLET;
        }
        return switch (section) {
            case POOLS -> What.POOLS;
            case BRACKET -> What.BRACKETS;
            case COURTS -> What.SHEETS;
            case ENTRANTS -> What.TAGS;
            case TEAMS -> What.TEAMS;
            case SCHEDULE -> What.SCHEDULE;
            case RESULTS -> What.RESULTS;
            default -> What.BOOKLET;
        };
    }

    /** Kinds printed for the chosen competition; score sheets, the court schedule and the booklet are for the whole tournament. */
    static boolean perCompetition(What what) {
        return what != What.BOOKLET && what != What.SHEETS && what != What.SCHEDULE;
    }
}
