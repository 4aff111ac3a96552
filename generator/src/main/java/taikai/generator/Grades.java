package taikai.generator;

import java.util.SplittableRandom;

/**
 * Kendo and naginata grades as an entry form gives them ({@code 2 kyu}, {@code 3 dan}), spread as at an
 * open European event, and the rough strength a grade stands for when the generator picks a winner.
 */
final class Grades {
    private static final String[] GRADES = {"3 kyu", "2 kyu", "1 kyu", "1 dan", "2 dan", "3 dan", "4 dan", "5 dan",
        "6 dan", "7 dan"};
    /** Per mille of entrants at each grade. */
    private static final int[] SHARE = {20, 30, 80, 200, 220, 200, 130, 80, 30, 10};

    private Grades() {
    }

    static String draw(SplittableRandom random) {
        int at = random.nextInt(1000);
        for (int i = 0; i < GRADES.length; i++) {
            at -= SHARE[i];
            if (at < 0) {
                return GRADES[i];
            }
        }
        return GRADES[GRADES.length - 1];
    }

    /** 0 for 3 kyu up to 9 for 7 dan, plus a personal form of the day. */
    static double strength(String grade, SplittableRandom random) {
        int level = 0;
        for (int i = 0; i < GRADES.length; i++) {
            if (GRADES[i].equals(grade)) {
                level = i;
            }
        }
        return level + 2.5 * (random.nextDouble() - 0.5);
    }
}
