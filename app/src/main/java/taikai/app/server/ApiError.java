package taikai.app.server;

/**
 * A request the hall server answers with a 4xx (or a 503) and one sentence in {@code {"error": ...}}:
 * what was wrong and what to do next. Nothing was written when one is thrown.
 */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    ApiError(int status, String sentence) {
        super(sentence, null, false, false);
        this.status = status;
    }

    int status() {
        return status;
    }

    static ApiError badRequest(String sentence) {
        return new ApiError(400, sentence);
    }

    static ApiError unauthorized(String sentence) {
        return new ApiError(401, sentence);
    }

    static ApiError forbidden(String sentence) {
        return new ApiError(403, sentence);
    }

    static ApiError notFound(String sentence) {
        return new ApiError(404, sentence);
    }

    static ApiError conflict(String sentence) {
        return new ApiError(409, sentence);
    }

    static ApiError unavailable(String sentence) {
        return new ApiError(503, sentence);
    }
}
