package taikai.app.hall.server;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * The errors the web server itself answers before a request reaches a route (an address that does
 * not decode, a Content-Length that is not a number, headers too large, an HTTP version it does not
 * speak): each gets the body every other error gets, {@code {"error": sentence}} (docs/api.md), with
 * a sentence in plain words, never the server's page, its words or its name.
 */
final class JettyErrors extends ErrorHandler {
    private static final String JSON = "application/json; charset=utf-8";

    /** A request so malformed it never became one: the status and the server's reason only. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, JSON);
        return ByteBuffer.wrap(body(status, reason));
    }

    /** An error the server sends for a request it did read (a refused address, a body over the limit). */
    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request,
            HttpServletResponse response, int code, String message) throws IOException {
        byte[] body = body(code, message);
        baseRequest.setHandled(true);
        response.setContentType(JSON);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static byte[] body(int status, String reason) {
        return JsonBody.error(sentence(status, reason)).toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The sentence for a status, chosen by what the server's reason is about but never quoting it. */
    static String sentence(int status, String reason) {
        String about = reason == null ? "" : reason.toLowerCase(Locale.ROOT);
        return switch (status) {
            case 400 -> about.contains("content-length") || about.contains("transfer-encoding")
                    ? "The request's length cannot be read: its Content-Length is not a number, or it gives both a"
                            + " Content-Length and a Transfer-Encoding. Nothing was handled or recorded."
                    : about.contains("header")
                    ? "A header of the request cannot be read. Nothing was handled or recorded."
                    : "The request's address cannot be read: it holds a character that is not allowed, bytes that"
                            + " are not UTF-8 text, or steps above the top such as /../. Nothing was handled or"
                            + " recorded; docs/api.md lists every address.";
            case 413 -> JsonBody.tooLarge().getMessage();
            case 414 -> "The request's address is longer than any address of the hall server. Nothing was handled.";
            case 431 -> "The request's headers are larger than the hall server takes. Nothing was handled or recorded.";
            case 505 -> "The hall server speaks HTTP/1.1 (and HTTP/1.0); send the request again with one of them.";
            case 404 -> "There is no such address on the hall server; docs/api.md lists every address.";
            case 405 -> "This address does not take that method; docs/api.md says which it takes.";
            case 500 -> "The hall laptop met an error it did not expect. Nothing is known to be written; send the"
                    + " same request again, and tell the organiser if it happens again.";
            case 503 -> "The hall server is busy or stopping; send the request again in a moment.";
            default -> "The request could not be handled (HTTP " + status + "). Nothing was recorded.";
        };
    }
}
