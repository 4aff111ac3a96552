package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.server.HallServer;
import taikai.app.server.access.CodeBook;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai serve DIR [--port N] [--lan]}: the hall server without the desktop, until Ctrl-C or
 * SIGTERM (a shutdown hook stops it cleanly). It listens on loopback unless {@code --lan} is given, so
 * a tournament is opened to the hall network only on purpose; it then prints the address to type at
 * the court tables.
 */
final class ServeCommand implements Cli.Command {
    private final Supplier<Path> settingsFolder;

    ServeCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public String usage() {
        return "serve DIR [--port N] [--lan]";
    }

    @Override
    public String summary() {
        return "serve the tournament to the court tables (--lan opens it to the hall network)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>(args);
        boolean lan = rest.remove("--lan");
        Optional<Integer> port = port(rest, err);
        if (port.isEmpty()) {
            return Cli.USAGE;
        }
        Optional<Path> dir = FolderArgument.single("serve", rest, err);
        if (dir.isEmpty()) {
            return Cli.USAGE;
        }
        TournamentStore store;
        CodeBook codes = CodeBook.open(settingsFolder.get(), dir.get());
        try {
            // A court's write answers once its log frame is forced (decision 0031).
            store = TournamentStore.open(dir.get(), TournamentStore.Answers.ONCE_LOGGED);
            if (codes.holders().isEmpty()) {
                out.println("No access codes yet, so nobody can write over the network: run \"taikai codes "
                        + dir.get() + "\" (it may run while the server does).");
            }
        } catch (IOException e) {
            err.println("The folder could not be opened: " + e.getMessage());
            return Cli.PROBLEMS;
        }
        store.openNotices().forEach(out::println);
        HallServer server;
        try {
            server = HallServer.start(WriteRoad.standard(store, new ChangeFeed()), codes,
                    lan ? HallServer.ALL_INTERFACES : HallServer.LOOPBACK, port.get());
        } catch (RuntimeException e) {
            err.println("The hall server could not start on port " + port.get() + " (" + rootMessage(e) + "). Another"
                    + " program may be using it; choose another with --port.");
            return Cli.PROBLEMS;
        }
        announce(server, dir.get(), out);
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

    static void announce(HallServer server, Path dir, PrintStream out) {
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

    static Optional<Integer> port(List<String> rest, PrintStream err) {
        int flag = rest.indexOf("--port");
        if (flag < 0) {
            return Optional.of(HallServer.DEFAULT_PORT);
        }
        String text = flag + 1 < rest.size() ? rest.get(flag + 1) : "";
        rest.subList(flag, Math.min(flag + 2, rest.size())).clear();
        try {
            int port = Integer.parseInt(text);
            if (port >= 0 && port <= 65_535) {
                return Optional.of(port);
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        err.println("--port needs a port number from 1 to 65535 (or 0 for any free port); it was \"" + text + "\".");
        return Optional.empty();
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
