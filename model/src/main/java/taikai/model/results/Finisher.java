package taikai.model.results;

import taikai.model.Copies;

/**
 * One place on a competition's podium: the entrant (a person, or a team in a team competition) and
 * the dojo the medal table counts it for.
 *
 * @param place 1, 2 or 3; two finishers share 3rd when no bronze match is fought
 */
public record Finisher(int place, String name, String participantId, String dojo) {

    public Finisher {
        name = Copies.text(name);
        participantId = Copies.text(participantId);
        dojo = Copies.text(dojo);
    }

    public Medal medal() {
        return Medal.of(place);
    }
}
