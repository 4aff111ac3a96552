package taikai.wal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.wal.Snapshot.utf8;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TransactionTest {

    @TempDir
    Path root;

    @Test
    void aTransactionListsEachFileOnceInFirstTouchedOrder() {
        Transaction transaction = Transaction.empty()
                .replace("c/a.csv", utf8("1"))
                .append("c/history/m1.jsonl", utf8("x\n"))
                .renameAside("c/b.csv", "c/b.csv.broken")
                .replace("c/b.csv", utf8("fresh"));
        assertEquals(List.of("c/a.csv", "c/history/m1.jsonl", "c/b.csv", "c/b.csv.broken"), transaction.files());
    }

    @Test
    void aFileMayBeChangedOnlyOncePerTransaction() {
        Transaction once = Transaction.empty().replace("c/a.csv", utf8("1"));
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> once.append("c/a.csv", utf8("2")));
        assertTrue(thrown.getMessage().contains("split it into two transactions"), thrown.getMessage());
        assertThrows(IllegalArgumentException.class, () -> once.delete("C/A.csv"), "case differences name one file on Windows");
        assertThrows(IllegalArgumentException.class, () -> once.renameAside("c/b.csv", "c/a.csv"));
        assertThrows(IllegalArgumentException.class, () -> Transaction.empty().renameAside("c/a.csv", "c/a.csv"));
        Transaction setAside = Transaction.empty().renameAside("c/a.csv", "c/a.csv.broken");
        assertThrows(IllegalArgumentException.class, () -> setAside.append("c/a.csv", utf8("1")));
        assertThrows(IllegalArgumentException.class, () -> setAside.replace("c/a.csv.broken", utf8("1")));
        assertThrows(IllegalArgumentException.class, () -> setAside.replace("c/a.csv", utf8("1")).replace("c/a.csv", utf8("2")));
    }

    @Test
    void pathsMustStayInsideTheDataFolderAndOutOfTheLog() {
        for (String bad : List.of("", "/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a\\b", "C:/x", ".wal",
                ".wal/taikai-00000000000000000001.wal")) {
            assertThrows(IllegalArgumentException.class, () -> new RelativePath(bad), bad);
        }
        assertEquals(root.toAbsolutePath().normalize().resolve("competitions/open/config.md"),
                new RelativePath("competitions/open/config.md").resolveIn(root));
        assertEquals(".walnut/x", new RelativePath(".walnut/x").value());
    }

    @Test
    void aCallerCannotChangeTheBytesAfterHandingThemOver() throws Exception {
        byte[] bytes = utf8("before");
        Transaction transaction = Transaction.empty().replace("a", bytes);
        bytes[0] = 'X';
        assertEquals("before", new String(transaction.steps().get(0).bytes(), java.nio.charset.StandardCharsets.UTF_8));
    }
}
