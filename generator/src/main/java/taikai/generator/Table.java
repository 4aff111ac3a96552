package taikai.generator;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.model.competition.Competition;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * One court table working through one match: every entry goes through the model's scoresheet, so
 * the result follows from the entries by the same rules the app applies, and every write leaves its
 * history line and stamps the field groups it changed. Entries dated after the moment the folder
 * shows are not made: the match is then still running.
 */
final class Table {
    private final Competition competition;
    private final Stage stage;
    private final String label;
    private final String via;
    private final Journal journal;
    private final int now;
    private MatchResult match;

    /** {@code label} is the match's name as the write road's answers give it ("Pool A, match 1", "Match 5"). */
    Table(Competition competition, Stage stage, MatchResult match, String label, String via, Journal journal, int now) {
        this.competition = competition;
        this.stage = stage;
        this.match = match;
        this.label = label;
        this.via = via;
        this.journal = journal;
        this.now = now;
    }

    MatchResult match() {
        return match;
    }

    Competition competition() {
        return competition;
    }

    Stage stage() {
        return stage;
    }

    String label() {
        return label;
    }

    /** True when {@code second} of the day has already happened in the folder's day. */
    boolean reached(int second) {
        return second <= now;
    }

    /** The match is called onto the court: it is running from now on. */
    boolean start(int second) {
        if (!reached(second)) {
            return false;
        }
        String court = via.startsWith("court ") ? via.substring("court ".length()) : match.court();
        record(match.withStatus(MatchStatus.RUNNING), second, "start", Map.of("court", court), List.of("verdict"),
                "", label + " is running on court " + court + ".");
        return true;
    }

    /** Makes {@code entry} at {@code second}; false, and nothing made, when that moment has not come yet. */
    boolean enter(Target target, Entry entry, int second) {
        if (!reached(second)) {
            return false;
        }
        Checked<MatchResult> checked = Scoresheet.enter(competition, stage, match, target, entry);
        if (!checked.isAccepted()) {
            // A script that breaks a rule is a bug in the generator, not something to write down.
            throw new IllegalStateException("The generated entry " + entry + " on " + match.id() + " was refused by "
                    + checked.refusal().rule() + ": " + checked.refusal().sentence());
        }
        EntryWords.Words words = EntryWords.of(target, entry);
        record(checked.value(), second, words.action(), words.details(), words.groups(), "", null);
        return true;
    }

    /**
     * A change made outside the scoresheet (a bout called, a representative picked), with its line.
     * {@code serverAnswer} is the sentence of an action the server carries out, which has no time of
     * its own; null for a board's own write, answered as recorded.
     */
    void record(MatchResult changed, int second, String action, Map<String, Object> details, List<String> groups,
            String reason, String serverAnswer) {
        String answer = serverAnswer == null ? EntryWords.recorded(label) : serverAnswer;
        Journal.Written w = journal.write(changed.id(), second, via, action, details, answer, groups, reason,
                serverAnswer == null);
        TreeMap<String, Long> stamps = new TreeMap<>(changed.provenance().groupStamps());
        groups.forEach(g -> stamps.put(g, w.madeAt()));
        match = changed.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(Math.max(changed.provenance().modifiedAt(), w.receivedAt())));
    }
}
