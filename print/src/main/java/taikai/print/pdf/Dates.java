package taikai.print.pdf;

import java.util.Date;

/** The tournament's date (DD-MM-YYYY) as the one fixed time a printed file carries. */
public final class Dates {
    private Dates() {
    }

    /** Midnight UTC of the date as written; 1 January 2000 when it is empty or not a date. */
    public static Date of(String date) {
        return Document.calendar(date).getTime();
    }
}
