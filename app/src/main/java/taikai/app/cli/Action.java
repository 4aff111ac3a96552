package taikai.app.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import taikai.words.Words;

/**
 * What every command has: the streams its command line writes to, the sentences it says them in, and
 * an exit code as its answer.
 */
abstract class Action implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** The command line's sentences, in the language {@link Cli} was started in. */
    Words words() {
        return ((Cli.Taikai) spec.root().userObject()).words();
    }

    /** The sentence for {@code key} in the command line's language. */
    String say(String key, Object... arguments) {
        return words().say(key, arguments);
    }
}
