package taikai.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import taikai.app.server.HallServer;
import taikai.app.standby.Standby;

/**
 * {@code taikai standby --follow http://HALL:PORT DIR [--code CODE] [--port N] [--lan]}: a second laptop
 * in the hall that keeps a copy of the hall laptop's folder in DIR, change by change (decision 0030),
 * until a person types {@value #PROMOTE}: the copy is then served as the hall, as {@code serve} would
 * serve it, with the same access codes. Promotion is never automatic: a hall laptop that is only out
 * of reach would otherwise make two halls.
 */
final class StandbyCommand implements Cli.Command {
    static final String PROMOTE = "PROMOTE";
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private final Supplier<Path> settingsFolder;
    private final Supplier<InputStream> input;

    StandbyCommand(Supplier<Path> settingsFolder, Supplier<InputStream> input) {
        this.settingsFolder = settingsFolder;
        this.input = input;
    }

    @Override
    public String usage() {
        return "standby --follow http://HALL:PORT DIR [--code CODE] [--port N] [--lan]";
    }

    @Override
    public String summary() {
        return "keep a copy of the hall laptop's folder, change by change; type PROMOTE to make this laptop the hall";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>(args);
        boolean lan = rest.remove("--lan");
        Optional<String> follow = option(rest, "--follow");
        Optional<String> code = option(rest, "--code");
        Optional<Integer> port = ServeCommand.port(rest, err);
        if (port.isEmpty()) {
            return Cli.USAGE;
        }
        Optional<URI> hall = follow.flatMap(StandbyCommand::address);
        if (hall.isEmpty() || rest.size() != 1) {
            err.println("Usage: taikai " + usage() + "  (the hall laptop's address as the court tables type it, and an"
                    + " empty folder for the copy" + (follow.isPresent() && hall.isEmpty() ? "; \"" + follow.get()
                    + "\" is not an address like http://192.168.1.20:7070" : "") + ").");
            return Cli.USAGE;
        }
        Path dir = Path.of(rest.get(0));
        BufferedReader lines = new BufferedReader(new InputStreamReader(input.get(), StandardCharsets.UTF_8));
        String organiserCode;
        if (code.isPresent()) {
            organiserCode = code.get();
        } else {
            out.println("Type the organiser's code (the standby copies with it, and the same codes work on it):");
            out.flush();
            organiserCode = readLine(lines).orElse("").trim();
        }
        Standby standby;
        try {
            standby = Standby.follow(hall.get(), organiserCode, dir, settingsFolder.get(), lan ? port.get() : 0, s -> {
                out.println(s);
                out.flush();
            });
        } catch (Standby.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
        out.println("Following the hall laptop at " + hall.get() + " into " + standby.folder() + ": complete up to"
                + " change " + standby.progress().sequence() + ".");
        out.println("If the hall laptop dies: switch it off (so there are never two halls), then type " + PROMOTE
                + " and Enter here to make this laptop the hall. Stop with Ctrl-C.");
        out.flush();
        AtomicReference<HallServer> promoted = new AtomicReference<>();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            HallServer server = promoted.get();
            if (server != null) {
                server.stop();
                out.println("Hall server stopped.");
            } else {
                try {
                    standby.close();
                } catch (IOException e) {
                    out.println("The copy's log could not be closed (" + e.getMessage() + "); the next start finishes it.");
                }
                out.println("Standby stopped, complete up to change " + standby.progress().sequence() + ".");
            }
            out.flush();
            stopped.countDown();
        }, "standby-shutdown"));
        for (Optional<String> line = readLine(lines); line.isPresent(); line = readLine(lines)) {
            if (!line.get().trim().equalsIgnoreCase(PROMOTE)) {
                out.println("Type " + PROMOTE + " and Enter to make this laptop the hall (the copy is complete up to change "
                        + standby.progress().sequence() + ", copied at " + clock(standby.progress()) + ").");
                out.flush();
                continue;
            }
            try {
                promoted.set(standby.promote(lan ? HallServer.ALL_INTERFACES : HallServer.LOOPBACK, port.get()));
            } catch (IOException | RuntimeException e) {
                err.println("This laptop could not become the hall (" + ServeCommand.rootMessage(e) + "). If the port is"
                        + " taken, start again with another --port; the copy in " + standby.folder() + " is kept.");
                return Cli.PROBLEMS;
            }
            Standby.Progress p = standby.progress();
            out.println("This laptop is now the hall. Its copy holds every change of the old hall laptop up to change "
                    + p.sequence() + ", copied at " + clock(p) + "; the court tables send again what was answered after"
                    + " that. Anything entered on the old hall laptop's own screen after " + clock(p)
                    + " is not here: enter it again.");
            ServeCommand.announce(promoted.get(), standby.folder(), out);
            break;
        }
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Cli.OK;
    }

    private static String clock(Standby.Progress p) {
        return CLOCK.format(p.at().atZone(ZoneId.systemDefault()));
    }

    private static Optional<String> readLine(BufferedReader lines) {
        try {
            return Optional.ofNullable(lines.readLine());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<String> option(List<String> rest, String name) {
        int flag = rest.indexOf(name);
        if (flag < 0 || flag + 1 >= rest.size()) {
            return Optional.empty();
        }
        String value = rest.get(flag + 1);
        rest.subList(flag, flag + 2).clear();
        return Optional.of(value);
    }

    private static Optional<URI> address(String text) {
        try {
            URI uri = URI.create(text.trim());
            return ("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null
                    ? Optional.of(uri) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
