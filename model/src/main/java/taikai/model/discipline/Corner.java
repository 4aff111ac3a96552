package taikai.model.discipline;

import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** One of the two sides of a match or bout: A is aka (red), B is shiro (white) (spec section 3). */
public enum Corner {
    A("aka"),
    B("shiro");

    private final String word;

    Corner(String word) {
        this.word = word;
    }

    /** The word the court table uses for this side: aka or shiro. */
    public String word() {
        return word;
    }

    public Corner other() {
        return this == A ? B : A;
    }

    /** This corner's side of a match. */
    public Side of(MatchResult match) {
        return match.side(this == A);
    }

    /** This corner's fighter name in a bout (the team name in the representative bout). */
    public String nameIn(SubBout bout) {
        return this == A ? bout.sideA() : bout.sideB();
    }

    /** This corner's TEAM MEMBER id in a bout (the representative's, in the representative bout). */
    public String memberIdIn(SubBout bout) {
        return this == A ? bout.sideAMemberId() : bout.sideBMemberId();
    }
}
