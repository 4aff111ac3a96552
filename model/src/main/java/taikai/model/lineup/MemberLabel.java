package taikai.model.lineup;

/**
 * The label an organiser reads for a team member: the team's competitor number, a dot, the member's
 * index ({@code T10.1}). Composed when shown and never stored, because the number can change and the
 * member underneath cannot (spec section 2).
 */
public final class MemberLabel {
    private MemberLabel() {
    }

    /** {@code T10.1}; before the team has a number (no draw yet) just the index, a rule chosen here. */
    public static String of(String teamNumber, int index) {
        return teamNumber == null || teamNumber.isEmpty() ? Integer.toString(index) : teamNumber + "." + index;
    }
}
