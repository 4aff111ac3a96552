package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import taikai.web.publish.StaticSite;

/**
 * {@code taikai publish DIR DEST [--every SECONDS]}: the public results site of DIR as static files
 * in DEST, for any web server, bucket or CDN (decision 0023); with {@code --every}, written again
 * that often until stopped, touching only the files that changed, so a sync after each run sends a
 * change batch.
 */
final class PublishCommand implements Cli.Command {

    @Override
    public String usage() {
        return "publish DIR DEST";
    }

    @Override
    public String summary() {
        return "write the public results site as static files into DEST (--every S: again every S seconds)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.size() != 2 && !(args.size() == 4 && "--every".equals(args.get(2)))) {
            err.println("Usage: taikai publish DIR DEST [--every SECONDS]  (the data folder, then the folder the site"
                    + " is written into).");
            return Cli.USAGE;
        }
        Path dir = Path.of(args.get(0));
        if (!Files.isDirectory(dir)) {
            err.println(dir + " is not a folder; give the tournament's data folder.");
            return Cli.USAGE;
        }
        long every = 0;
        if (args.size() == 4) {
            try {
                every = Long.parseLong(args.get(3));
            } catch (NumberFormatException e) {
                every = 0;
            }
            if (every < 1) {
                err.println("--every takes a whole number of seconds, 1 or more; it was \"" + args.get(3) + "\".");
                return Cli.USAGE;
            }
        }
        Path dest = Path.of(args.get(1));
        try {
            do {
                StaticSite.Written w = StaticSite.publish(dir, dest);
                out.printf("Wrote the public site into %s: %d files (%,d bytes), %d changed, in %d ms.%n",
                        dest, w.files(), w.bytes(), w.changed(), w.millis());
                if (every > 0) {
                    Thread.sleep(every * 1000);
                }
            } while (every > 0);
            return Cli.OK;
        } catch (IOException e) {
            err.println("The site could not be written: " + e.getMessage());
            return Cli.PROBLEMS;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Cli.OK;
        }
    }
}
