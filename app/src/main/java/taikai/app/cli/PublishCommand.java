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
@Command(name = "publish", description = "write the public results site as static files into DEST (--every S: again every S seconds)")
final class PublishCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", description = "the folder the site is written into")
    Path dest;

    @Option(names = "--every", paramLabel = "SECONDS", converter = Seconds.class,
            description = "write the site again this often until stopped")
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
            throw new HelpPage.Refused("--every takes a whole number of seconds, 1 or more; it was \"" + text + "\".");
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!Files.isDirectory(dir)) {
            err.println(dir + " is not a folder; give the tournament's data folder.");
            return Cli.USAGE;
        }
        try {
            do {
                StaticSite.Written w = StaticSite.publish(dir, dest);
                out.printf("Wrote the public site into %s: %d files (%,d bytes), %d changed, in %d ms.%n",
                        dest, w.files(), w.bytes(), w.changed(), w.millis());
                if (every != null) {
                    Thread.sleep(every * 1000);
                }
            } while (every != null);
            return Cli.OK;
        } catch (IOException e) {
            err.println("The site could not be written: " + FileTrouble.sentence(e));
            return Cli.FILES;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Cli.OK;
        }
    }
}
