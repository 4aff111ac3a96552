package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.ServerSocket;
import java.net.URI;
import org.junit.jupiter.api.Test;
import taikai.app.hall.client.EntryDraft;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.PendingEntry;
import taikai.words.Language;

/**
 * What a court table's hall client says when the hall laptop cannot be reached is a phrase of the
 * app's bundle: the English the sender logs and shows is the bundle's, and a court table in another
 * language says the same phrase, the reason inside it too, in its own.
 */
class ClientPhrasesTest {
    @Test
    void aHallThatIsNotThereIsSaidInEnglishJapaneseAndGerman() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort(); // closed again: nothing answers there
        }
        HallClient client = new HallClient(URI.create("http://127.0.0.1:" + port), "code");
        PendingEntry entry = new PendingEntry("k-1", new EntryDraft("open", "Pool A-0", "board-1", 1, "men for aka", "{}"),
                0, 0, "run", 0, false);

        HallClient.Reply reply = client.send(entry);

        assertEquals("client.unreachable.entry", reply.said().key());
        assertEquals("The hall laptop at http://127.0.0.1:" + port + " cannot be reached (nothing answers at that address)."
                + " Entries wait on this laptop and are sent as soon as it answers.", reply.sentence());
        assertEquals(reply.sentence(), reply.said().english());
        assertEquals("http://127.0.0.1:" + port + "のホール用パソコンにつながりません（そのアドレスでは何も応答しません）。"
                + "記録はこのパソコンで待ち、応答がありしだい送られます。", reply.said().in(Language.JAPANESE));
        assertEquals("Der Hallenrechner unter http://127.0.0.1:" + port + " ist nicht erreichbar (unter dieser Adresse"
                + " antwortet nichts). Die Einträge warten auf diesem Rechner und werden gesendet, sobald er antwortet.",
                reply.said().in(Language.GERMAN));
    }

    @Test
    void aPhraseTheBundleDoesNotHaveIsRefusedAtOnce() {
        assertThrows(IllegalArgumentException.class, () -> Phrase.of("client.no-such-sentence"));
        assertEquals("", Phrase.NONE.in(Language.JAPANESE));
    }

    @Test
    void aStoppedFeedIsSaidWithItsReasonInTheTablesLanguage() {
        Phrase stopped = Phrase.of("client.feed.stopped", Phrase.of("client.feed.closed"));
        assertEquals("The live feed from the hall laptop stopped (the hall laptop closed it); it reconnects by itself and"
                + " catches up on every change it missed.", stopped.english());
        taikai.app.hall.client.CourtSession.FeedChanged changed =
                new taikai.app.hall.client.CourtSession.FeedChanged(false, stopped.english(), stopped);
        assertEquals("ホール用パソコンからのライブ配信が止まりました（ホール用パソコンが切断しました）。自動的につなぎ直し、"
                + "見逃した変更をすべて取り込みます。", changed.sentenceIn(Language.JAPANESE));
    }

    @Test
    void aBackupAndAnExportSayWhatTheyMadeWithTheirCountsAsCounted() {
        taikai.app.backup.Backup.Copy copy = new taikai.app.backup.Backup.Copy(java.nio.file.Path.of("/usb/lindewaard"), 1367,
                false, java.time.Duration.ZERO);
        assertEquals("Backed up to /usb/lindewaard (1367 files).", copy.sentence(), "no grouping in a count of files");
        assertEquals("/usb/lindewaardにバックアップしました（1367ファイル）。", copy.said().in(Language.JAPANESE));
        taikai.app.export.Export.Written one = new taikai.app.export.Export.Written(java.nio.file.Path.of("/usb/out"),
                java.util.List.of("a.csv"), java.util.List.of());
        assertEquals("Exported 1 CSV file to /usb/out.", one.sentence());
        assertEquals("1 CSV-Datei nach /usb/out exportiert.", one.said().in(Language.GERMAN));
    }
}
