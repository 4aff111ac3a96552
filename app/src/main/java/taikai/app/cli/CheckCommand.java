package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.app.words.Said;
import taikai.storage.folder.FolderReader;
import taikai.wal.WriteAheadLog;

/**
 * {@code taikai check DIR}: reads the folder as the app does, without writing anything (its
 * write-ahead log is looked at, not replayed), and prints every problem as {@code file:line:column: message}, paths relative to DIR.
 */
@Command(name = "check")
final class CheckCommand extends Action {
    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Override
    public Integer call() {
        if (!FolderArgument.isFolder(dir, words(), err())) {
            return Cli.USAGE;
        }
        PrintWriter out = out();
        // Reads and never writes (spec section 5: a wrong file is left exactly as it was): the log is
        // looked at, not replayed, and the files are checked as they stand.
        WriteAheadLog.Inspection log;
        try {
            log = WriteAheadLog.inspect(dir);
        } catch (IOException e) {
            err().println(say("check.logUnreadable", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        }
        List<Problem> problems = new ArrayList<>();
        log.notices().forEach(sentence -> problems.add(Problem.notice(WriteAheadLog.DIRECTORY, sentence)));
        log.wrong().forEach(sentence -> problems.add(Problem.fatal(WriteAheadLog.DIRECTORY, 0, 0, sentence)));
        LoadedTournament loaded = FolderReader.read(dir);
        problems.addAll(loaded.problems());
        // Each problem in the command line's language where its code is said the same in English
        // (decision 0050); its place stays as the file, line and column storage found.
        for (Problem problem : problems) {
            out.println(problem.file() + ":" + problem.line() + ":" + problem.column() + ": "
                    + Said.problem(problem, words().language()));
        }
        long wrong = problems.stream().filter(p -> p.severity() != Problem.Severity.NOTICE).count();
        if (wrong == 0) {
            out.println(say("check.fine", loaded.competitions().size()));
            return Cli.OK;
        }
        out.println(say("check.problems", wrong));
        return Cli.PROBLEMS;
    }
}
