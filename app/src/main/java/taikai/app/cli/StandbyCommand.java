package taikai.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.app.hall.server.HallServer;
import taikai.app.standby.Standby;

/**
 * {@code taikai standby --follow http://HALL:PORT DIR [--code CODE] [--port N] [--lan]}: a second laptop
 * in the hall that keeps a copy of the hall laptop's folder in DIR, change by change (decision 0030),
 * until a person types {@value #PROMOTE}: the copy is then served as the hall, as {@code serve} would
 * serve it, with the same access codes. Promotion is never automatic: a hall laptop that is only out
 * of reach would otherwise make two halls.
 */
@Command(name = "standby")
final class StandbyCommand extends Action {
    static final String PROMOTE = "PROMOTE";
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private final Supplier<Path> settingsFolder;
    private final Supplier<InputStream> input;

    @Option(names = "--follow", required = true, paramLabel = "http://HALL:PORT", converter = HallAddress.class)
    URI hall;

    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Option(names = "--code", paramLabel = "CODE")
    Optional<String> code = Optional.empty();

    @Option(names = "--port", paramLabel = "N", converter = ServeCommand.Port.class)
    int port = HallServer.DEFAULT_PORT;

    @Option(names = "--lan")
    boolean lan;

    StandbyCommand(Supplier<Path> settingsFolder, Supplier<InputStream> input) {
        this.settingsFolder = settingsFolder;
        this.input = input;
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        BufferedReader lines = new BufferedReader(new InputStreamReader(input.get(), StandardCharsets.UTF_8));
        String organiserCode;
        if (code.isPresent()) {
            organiserCode = code.get();
        } else {
            out.println(say("standby.askCode"));
            out.flush();
            organiserCode = readLine(lines).orElse("").trim();
        }
        Standby standby;
        try {
            standby = Standby.follow(hall, organiserCode, dir, settingsFolder.get(), lan ? port : 0, s -> {
                out.println(s);
                out.flush();
            });
        } catch (Standby.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
        out.println(say("standby.following", hall, standby.folder(), String.valueOf(standby.progress().sequence())));
        out.println(say("standby.howToPromote", PROMOTE));
        out.flush();
        AtomicReference<HallServer> promoted = new AtomicReference<>();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            HallServer server = promoted.get();
            if (server != null) {
                server.stop();
                out.println(say("serve.stopped"));
            } else {
                try {
                    standby.close();
                } catch (IOException e) {
                    out.println(say("standby.logNotClosed", e.getMessage()));
                }
                out.println(say("standby.stopped", String.valueOf(standby.progress().sequence())));
            }
            out.flush();
            stopped.countDown();
        }, "standby-shutdown"));
        for (Optional<String> line = readLine(lines); line.isPresent(); line = readLine(lines)) {
            if (!line.get().trim().equalsIgnoreCase(PROMOTE)) {
                out.println(say("standby.typePromote", PROMOTE, String.valueOf(standby.progress().sequence()),
                        clock(standby.progress())));
                out.flush();
                continue;
            }
            try {
                promoted.set(standby.promote(lan ? HallServer.ALL_INTERFACES : HallServer.LOOPBACK, port));
            } catch (IOException | RuntimeException e) {
                String reason = ServeCommand.rootMessage(e);
                err.println(reason.isEmpty() ? say("standby.notPromotedNoReason", standby.folder())
                        : say("standby.notPromoted", standby.folder(), reason));
                return Cli.PROBLEMS;
            }
            Standby.Progress p = standby.progress();
            out.println(say("standby.promoted", String.valueOf(p.sequence()), clock(p)));
            ServeCommand.announce(promoted.get(), standby.folder(), words(), out);
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

    /** The hall laptop's address, such as http://192.168.1.20:7070. */
    static final class HallAddress implements ITypeConverter<URI> {
        @Override
        public URI convert(String text) {
            try {
                URI uri = URI.create(text.trim());
                if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                    return uri;
                }
            } catch (IllegalArgumentException e) {
                // said below
            }
            throw new HelpPage.Refused("standby.addressRefused", text);
        }
    }
}
