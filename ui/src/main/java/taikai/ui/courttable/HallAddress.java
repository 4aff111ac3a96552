package taikai.ui.courttable;

import java.net.URI;
import java.net.URISyntaxException;
import taikai.app.hall.server.HallServer;
import taikai.ui.words.DeskWords;

/**
 * The hall laptop's address as an operator types it or a QR code carries it: {@code
 * http://192.168.1.20:7070}, {@code 192.168.1.20:7070} or {@code 192.168.1.20} (the default port).
 */
public final class HallAddress {
    private HallAddress() {
    }

    /** The address as a URI; an {@link IllegalArgumentException} with a sentence when it is not one. */
    public static URI parse(String typed) {
        String text = typed == null ? "" : typed.strip();
        if (text.isEmpty()) {
            throw new IllegalArgumentException(DeskWords.of(HallAddress.class).say("address.missing"));
        }
        if (!text.contains("://")) {
            text = "http://" + text;
        }
        try {
            URI uri = new URI(text);
            if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || uri.getHost().isBlank()
                    || (uri.getPath() != null && !uri.getPath().isEmpty() && !uri.getPath().equals("/"))
                    || uri.getQuery() != null) {
                throw new URISyntaxException(text, "not a hall address");
            }
            int port = uri.getPort() < 0 ? HallServer.DEFAULT_PORT : uri.getPort();
            return new URI("http", null, uri.getHost(), port, null, null, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(DeskWords.of(HallAddress.class).say("address.malformed", typed.strip()), e);
        }
    }
}
