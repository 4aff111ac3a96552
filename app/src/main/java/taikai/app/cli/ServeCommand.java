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

/**
 * {@code taikai serve DIR [--port N] [--lan]}: the hall server without the desktop, until Ctrl-C or
 * SIGTERM (a shutdown hook stops it cleanly). It listens on loopback unless {@code --lan} is given, so
 * a tournament is opened to the hall network only on purpose; it then prints the address to type at
 * the court tables.
 */
@Command(name = "serve", description = "serve the tournament to the court tables (--lan opens it to the hall network)")
final class ServeCommand extends Action {
    private final Supplier<Path> settingsFolder;

    @Parameters(paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Option(names = "--port", paramLabel = "N", converter = Port.class,
            description = "the port to listen on, 0 for any free one (default " + HallServer.DEFAULT_PORT + ")")
    int port = HallServer.DEFAULT_PORT;

    @Option(names = "--lan", description = "listen on the hall network, not on this laptop only")
    boolean lan;

    ServeCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!FolderArgument.isFolder(dir, err)) {
            return Cli.USAGE;
        }
        TournamentStore store;
        CodeBook codes = CodeBook.open(settingsFolder.get(), dir);
        try {
            // A court's write answers once its log frame is forced (decision 0031).
            store = TournamentStore.open(dir, TournamentStore.Answers.ONCE_LOGGED);
            if (codes.holders().isEmpty()) {
                out.println("No access codes yet, so nobody can write over the network: run \"taikai codes "
                        + dir + "\" (it may run while the server does).");
            }
        } catch (IOException e) {
            err.println("The folder could not be opened: " + e.getMessage());
            return Cli.PROBLEMS;
        }
        store.openNotices().forEach(out::println);
        HallServer server;
        try {
            server = HallServer.start(WriteRoad.standard(store, new ChangeFeed()), codes,
                    lan ? HallServer.ALL_INTERFACES : HallServer.LOOPBACK, port);
        } catch (RuntimeException e) {
            err.println("The hall server could not start on port " + port + " (" + rootMessage(e) + "). Another"
                    + " program may be using it; choose another with --port.");
            return Cli.PROBLEMS;
        }
        announce(server, dir, out);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            out.println("Hall server stopped.");
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

    static void announce(HallServer server, Path dir, PrintWriter out) {
        out.println("Serving " + dir.toAbsolutePath().normalize() + " on port " + server.port() + ".");
        if (server.onHallNetwork()) {
            List<URI> addresses = server.addresses();
            out.println("Type this address at the court tables: " + addresses.get(0));
            addresses.stream().skip(1).forEach(a -> out.println("  (or " + a + ")"));
        } else {
            out.println("Only this laptop can connect, at " + server.address() + ". Start with --lan so the court"
                    + " tables on the hall network can.");
        }
        out.println("Stop with Ctrl-C.");
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
            throw new HelpPage.Refused("--port needs a port number from 1 to 65535 (or 0 for any free port); it was \""
                    + text + "\".");
        }
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null || root.getMessage().isBlank() ? "it gave no reason" : root.getMessage();
    }
}
