package taikai.app.road;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import taikai.model.history.HistoryEntry;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;

/**
 * The key check that counts, made under the competition's lock against the history on disk: a write
 * that landed wrote its key and body hash into its match's history line in the same transaction,
 * so a retry is recognised after a restart, and after a commit whose answer never reached the
 * sender (the change was finished by the next write's replay).
 */
final class HistoryKeys {
    private HistoryKeys() {
    }

    static Optional<HistoryEntry> find(Path historyFile, String key) throws IOException {
        if (key.isEmpty()) {
            return Optional.empty();
        }
        String text;
        try {
            text = new String(Files.readAllBytes(historyFile), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty(); // no write has landed on this match yet
        }
        if (!text.contains(key)) {
            return Optional.empty();
        }
        return HistoryFile.read(historyFile.toString(), text, new Problems()).stream()
                .filter(entry -> entry.key().equals(key)).findFirst();
    }

    /** The answer a landed write got, rebuilt from its history line. */
    static Answer answerOf(HistoryEntry entry, long now) {
        return new Answer(Outcome.fromCode(entry.outcome()), entry.answer(), "", entry.groups(), now, 0);
    }
}
