package taikai.model.tournament;

import taikai.model.Copies;

/**
 * A sponsor named in tournament.md; {@code file} is the logo under {@code sponsors/}.
 */
public record Sponsor(
        String name,
        /** file name under sponsors/, for example 0123456789abcdef.png */ String file,
        String link) {

    public Sponsor {
        name = Copies.text(name);
        file = Copies.text(file);
        link = Copies.text(link);
    }

    public Sponsor withName(String value) {
        return new Sponsor(value, file, link);
    }

    public Sponsor withFile(String value) {
        return new Sponsor(name, value, link);
    }

    public Sponsor withLink(String value) {
        return new Sponsor(name, file, value);
    }
}
