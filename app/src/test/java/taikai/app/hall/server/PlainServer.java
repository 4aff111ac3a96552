package taikai.app.hall.server;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import taikai.web.site.SiteAssets;

/**
 * A plain static file server on loopback, as any web host serving a published copy of the site
 * would be: the files of one folder, {@code index.html} for "/", 404 for anything else.
 */
final class PlainServer implements AutoCloseable {
    private final HttpServer server;

    private PlainServer(HttpServer server) {
        this.server = server;
    }

    static PlainServer serving(Path folder) throws IOException {
        HttpServer plain = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        plain.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            Path file = folder.resolve(path.equals("/") ? "index.html" : path.substring(1)).normalize();
            if (!file.startsWith(folder) || !Files.isRegularFile(file)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            byte[] bytes = Files.readAllBytes(file);
            exchange.getResponseHeaders().set("Content-Type", SiteAssets.type(file.getFileName().toString()));
            exchange.sendResponseHeaders(200, bytes.length);
            exchange.getResponseBody().write(bytes);
            exchange.close();
        });
        plain.start();
        return new PlainServer(plain);
    }

    String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
