package taikai.ui.session;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Optional;
import taikai.storage.folder.FolderLayout;

/**
 * Which data folder the desktop opens when it starts: the one named on the command line, else the
 * one used last (when it still holds a tournament), else none, and the organiser is offered to
 * create a tournament or open the sample one.
 */
public final class FolderChoice {
    /** The sample data folder's name, beside the working directory or the installed app. */
    public static final String SAMPLE = "sample-tournament";

    private FolderChoice() {
    }

    /** The folder to open at start, if any. Touches the disk: call off the FX thread. */
    public static Optional<Path> initial(List<String> args, Optional<Path> remembered) {
        for (String arg : args) {
            if (!arg.startsWith("-") && !arg.isBlank()) {
                return Optional.of(Path.of(arg).toAbsolutePath().normalize());
            }
        }
        return remembered.filter(FolderChoice::holdsTournament);
    }

    public static boolean holdsTournament(Path folder) {
        return Files.isRegularFile(folder.resolve(FolderLayout.TOURNAMENT));
    }

    /** The sample folder in the working directory, or beside the app (its folder or the one above). */
    public static Optional<Path> sample(Path workingDirectory, Optional<Path> appFolder) {
        List<Path> places = new java.util.ArrayList<>();
        places.add(workingDirectory.resolve(SAMPLE));
        appFolder.ifPresent(app -> {
            places.add(app.resolve(SAMPLE));
            if (app.getParent() != null) {
                places.add(app.getParent().resolve(SAMPLE));
            }
        });
        return places.stream().map(p -> p.toAbsolutePath().normalize()).filter(FolderChoice::holdsTournament).findFirst();
    }

    /**
     * The organiser's own copy of the sample, made in {@code copies} the first time, so the
     * original stays as shipped; an existing copy is opened as it is.
     */
    public static Path copyOfSample(Path sample, Path copies) throws IOException {
        Path copy = copies.resolve(SAMPLE);
        if (holdsTournament(copy)) {
            return copy;
        }
        Files.walkFileTree(sample, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (dir.getFileName() != null && dir.getFileName().toString().equals(".wal") && !dir.equals(sample)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                Files.createDirectories(copy.resolve(sample.relativize(dir).toString()));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.copy(file, copy.resolve(sample.relativize(file).toString()), StandardCopyOption.REPLACE_EXISTING);
                return FileVisitResult.CONTINUE;
            }
        });
        return copy;
    }
}
