package taikai.model.competition;

/** A naginata competition (spec section 3: sune counts in shiai; engi is decided by flags). */
public record NaginataRules(
        /** naginata shiai: sune counts */ boolean shiai,
        /** naginata engi: decided by flags */ boolean engi,
        /** odd number of flag judges; 0 reads as 3 */ int engiJudges) {

    public static final NaginataRules KENDO = new NaginataRules(false, false, 0);

    /** Flag judges for engi; 0 reads as three (FIK naginata engi is judged by three). */
    public int effectiveEngiJudges() {
        return engiJudges <= 0 ? 3 : engiJudges;
    }

    public NaginataRules withShiai(boolean value) {
        return new NaginataRules(value, engi, engiJudges);
    }

    public NaginataRules withEngi(boolean value) {
        return new NaginataRules(shiai, value, engiJudges);
    }

    public NaginataRules withEngiJudges(int value) {
        return new NaginataRules(shiai, engi, value);
    }
}
