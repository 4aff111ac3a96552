package taikai.ui.shell;

/** The places the left navigation leads to, each with what it is for in one sentence. */
public enum Section {
    TOURNAMENT("Tournament", "set the tournament's name, date, venue, courts and contacts"),
    COMPETITIONS("Competitions", "add competitions and set their format, team size and rules"),
    ENTRANTS("Entrants", "import entrants, correct them and check them in"),
    TEAMS("Teams", "name team members and enter line-ups"),
    DRAW("Draw", "draw pools and brackets and confirm the draw"),
    POOLS("Pools", "show pool tables, standings and pool matches"),
    BRACKET("Bracket", "show the knockout tree and open its matches"),
    RESULTS("Results", "show each competition's podium, give fighting-spirit awards and count medals by dojo"),
    COURTS("Courts", "assign matches to courts and order each court's queue"),
    SCHEDULE("Schedule", "plan the day's times and see each court run ahead or behind"),
    SCORING("Scoring", "enter points, fouls and decisions for a match"),
    HISTORY("History", "show every write that reached a match, applied or held"),
    PROBLEMS("Problems", "list what was wrong in the data folder, by file, line and column"),
    HALL("Hall server", "let the court tables connect over the hall network, each with its own code"),
    COPIES("Copies", "back the folder up to a USB stick on its own, restore a copy, and compare a copy with the folder");

    private final String title;
    private final String purpose;

    Section(String title, String purpose) {
        this.title = title;
        this.purpose = purpose;
    }

    public String title() {
        return title;
    }

    /** What the screen lets an organiser do, as the end of a sentence: "enter points, fouls and ...". */
    public String purpose() {
        return purpose;
    }

    @Override
    public String toString() {
        return title;
    }
}
