package taikai.model.entrant;

import java.util.List;
import taikai.model.Copies;

/**
 * One row of participants.csv: a competitor, or a team when the competition's kind is team
 * (spec section 2). Number, seed and pool position come from pools.csv and seeds.csv.
 */
public record Player(
        /** lowercase UUID v4; made on write when empty */ String id,
        String name,
        /** zekken name, only when the competition has with_zekken_name */ String displayName,
        /** a missing dojo reads as NA */ String dojo,
        /** grade for a person, member names for a team */ List<String> metadata,
        /** competitor number such as A1 or T10 */ String number,
        /** 0 = unseeded */ int seed,
        /** 0-based position in its pool, -1 when not in a pool */ int poolPosition,
        boolean checkedIn,
        PlayerSource source) {

    public Player {
        id = Copies.text(id);
        name = Copies.text(name);
        displayName = Copies.text(displayName);
        dojo = Copies.text(dojo);
        metadata = Copies.list(metadata);
        number = Copies.text(number);
        source = source == null ? PlayerSource.NONE : source;
    }

    public Player withId(String value) {
        return new Player(value, name, displayName, dojo, metadata, number, seed, poolPosition, checkedIn, source);
    }

    public Player withName(String value) {
        return new Player(id, value, displayName, dojo, metadata, number, seed, poolPosition, checkedIn, source);
    }

    public Player withDisplayName(String value) {
        return new Player(id, name, value, dojo, metadata, number, seed, poolPosition, checkedIn, source);
    }

    public Player withDojo(String value) {
        return new Player(id, name, displayName, value, metadata, number, seed, poolPosition, checkedIn, source);
    }

    public Player withMetadata(List<String> value) {
        return new Player(id, name, displayName, dojo, value, number, seed, poolPosition, checkedIn, source);
    }

    public Player withNumber(String value) {
        return new Player(id, name, displayName, dojo, metadata, value, seed, poolPosition, checkedIn, source);
    }

    public Player withSeed(int value) {
        return new Player(id, name, displayName, dojo, metadata, number, value, poolPosition, checkedIn, source);
    }

    public Player withPoolPosition(int value) {
        return new Player(id, name, displayName, dojo, metadata, number, seed, value, checkedIn, source);
    }

    public Player withCheckedIn(boolean value) {
        return new Player(id, name, displayName, dojo, metadata, number, seed, poolPosition, value, source);
    }

    public Player withSource(PlayerSource value) {
        return new Player(id, name, displayName, dojo, metadata, number, seed, poolPosition, checkedIn, value);
    }

    /** A roster entry with only the basics set. */
    public static Player of(String id, String name, String dojo) {
        return new Player(id, name, "", dojo, List.of(), "", 0, -1, false, PlayerSource.MANUAL);
    }
}
