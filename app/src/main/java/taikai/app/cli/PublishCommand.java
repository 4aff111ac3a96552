package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.web.publish.StaticSite;

/**
 * {@code taikai publish DIR DEST [--every SECONDS]}: the public results site of DIR as static files
 * in DEST, for any web server, bucket or CDN (decision 0023); with {@code --every}, written again
 * that often until stopped, touching only the files that changed, so a sync after each run sends a
 * change batch.
 */
@Command(name = "publish")
final class PublishCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", descriptionKey = "DEST")
    Path dest;

    @Option(names = "--every", paramLabel = "SECONDS", converter = Seconds.class)
    Long every;

    /** A whole number of seconds, 1 or more. */
    static final class Seconds implements picocli.CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                long seconds = Long.parseLong(text.trim());
                if (seconds >= 1) {
                    return seconds;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new HelpPage.Refused("publish.everyRefused", text);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!Files.isDirectory(dir)) {
            err.println(say("publish.notFolder", dir));
            return Cli.USAGE;
        }
        try {
            do {
                StaticSite.Written w = StaticSite.publish(dir, dest);
                out.println(say("publish.wrote", dest, String.valueOf(w.files()), words().number(w.bytes()),
                        String.valueOf(w.changed()), String.valueOf(w.millis())));
                if (every != null) {
                    Thread.sleep(every * 1000);
                }
            } while (every != null);
            return Cli.OK;
        } catch (IOException e) {
            err.println(say("publish.notWritten", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Cli.OK;
        }
    }
}
