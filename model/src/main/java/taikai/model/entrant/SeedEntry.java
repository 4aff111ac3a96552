package taikai.model.entrant;

import taikai.model.Copies;

/**
 * One row of seeds.csv. Matched to its participant by id once the row carries one, else by
 * name and dojo together, else by a unique name (spec section 4).
 */
public record SeedEntry(
        /** 1 is the top seed */ int rank,
        String name,
        String dojo,
        /** participant id, or empty on an older row */ String id) {

    public SeedEntry {
        name = Copies.text(name);
        dojo = Copies.text(dojo);
        id = Copies.text(id);
    }

    public SeedEntry withRank(int value) {
        return new SeedEntry(value, name, dojo, id);
    }

    public SeedEntry withName(String value) {
        return new SeedEntry(rank, value, dojo, id);
    }

    public SeedEntry withDojo(String value) {
        return new SeedEntry(rank, name, value, id);
    }

    public SeedEntry withId(String value) {
        return new SeedEntry(rank, name, dojo, value);
    }
}
