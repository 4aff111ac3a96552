package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.server.HallServer;
import taikai.app.hall.access.CodeBook;
import taikai.storage.store.TournamentStore;
import taikai.words.Words;

/**
 * {@code taikai serve DIR [--port N] [--lan]}: the hall server without the desktop, until Ctrl-C or
 * SIGTERM (a shutdown hook stops it cleanly). It listens on loopback unless {@code --lan} is given, so
 * a tournament is opened to the hall network only on purpose; it then prints the address to type at
 * the court tables.
 */
@Command(name = "serve")
final class ServeCommand extends Action {
    private final Supplier<Path> settingsFolder;

    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Option(names = "--port", paramLabel = "N", converter = Port.class)
    int port = HallServer.DEFAULT_PORT;

    @Option(names = "--lan")
    boolean lan;

    ServeCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!FolderArgument.isFolder(dir, words(), err)) {
            return Cli.USAGE;
        }
        TournamentStore store;
        CodeBook codes = CodeBook.open(settingsFolder.get(), dir);
        try {
            // A court's write answers once its log frame is forced (decision 0031).
            store = TournamentStore.open(dir, TournamentStore.Answers.ONCE_LOGGED);
            if (codes.holders().isEmpty()) {
                out.println(say("serve.noCodes", dir));
            }
        } catch (IOException e) {
            err.println(say("serve.notOpened", e.getMessage()));
            return Cli.PROBLEMS;
        }
        store.openNotices().forEach(out::println);
        HallServer server;
        try {
            server = HallServer.start(WriteRoad.standard(store, new ChangeFeed()), codes,
                    lan ? HallServer.ALL_INTERFACES : HallServer.LOOPBACK, port);
        } catch (RuntimeException e) {
            String reason = rootMessage(e);
            err.println(reason.isEmpty() ? say("serve.notStartedNoReason", String.valueOf(port))
                    : say("serve.notStarted", String.valueOf(port), reason));
            return Cli.PROBLEMS;
        }
        announce(server, dir, words(), out);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            out.println(say("serve.stopped"));
            out.flush();
            stopped.countDown();
        }, "hall-server-shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Cli.OK;
    }

    static void announce(HallServer server, Path dir, Words words, PrintWriter out) {
        out.println(words.say("serve.serving", dir.toAbsolutePath().normalize(), String.valueOf(server.port())));
        if (server.onHallNetwork()) {
            List<URI> addresses = server.addresses();
            out.println(words.say("serve.typeAddress", addresses.get(0)));
            addresses.stream().skip(1).forEach(a -> out.println("  " + words.say("serve.orAddress", a)));
        } else {
            out.println(words.say("serve.loopback", server.address()));
        }
        out.println(words.say("serve.stop"));
        out.flush();
    }

    /** A port number, 0 for any free one; the sentence says what was typed. */
    static final class Port implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            try {
                int port = Integer.parseInt(text);
                if (port >= 0 && port <= 65_535) {
                    return port;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new HelpPage.Refused("serve.portRefused", text);
        }
    }

    /** The deepest cause's own words, empty when it gave none. */
    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null || root.getMessage().isBlank() ? "" : root.getMessage();
    }
}
