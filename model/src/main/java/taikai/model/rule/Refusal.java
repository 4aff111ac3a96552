package taikai.model.rule;

import java.util.Objects;

/** A rule's "no": its name, and the whole sentence the operator reads, saying what to do next. */
public record Refusal(String rule, String sentence) {

    public Refusal {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(sentence, "sentence");
    }
}
