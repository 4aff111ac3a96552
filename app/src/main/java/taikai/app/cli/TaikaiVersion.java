package taikai.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the build's own version, written into the jar when it was built. */
final class TaikaiVersion implements IVersionProvider {
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
        return new String[] {"Taikai " + (version.isBlank() || version.startsWith("$") ? "(version unknown)" : version)};
    }
}
