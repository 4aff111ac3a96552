package taikai.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code --version}: the build's own version, written into the jar when it was built. */
final class TaikaiVersion implements IVersionProvider {
    @Spec
    CommandSpec spec;

    @Override
    public String[] getVersion() {
        Properties properties = new Properties();
        try (InputStream in = TaikaiVersion.class.getResourceAsStream("version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // said below as an unknown version
        }
        String version = properties.getProperty("version", "");
        if (!version.isBlank() && !version.startsWith("$")) {
            return new String[] {"Taikai " + version};
        }
        boolean spoken = spec != null && spec.root().userObject() instanceof Cli.Taikai;
        return new String[] {spoken ? ((Cli.Taikai) spec.root().userObject()).words().say("version.unknown")
                : "Taikai (version unknown)"};
    }
}
