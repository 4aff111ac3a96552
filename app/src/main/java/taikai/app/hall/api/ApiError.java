package taikai.app.hall.api;

/**
 * A request the hall server answers with a 4xx (or a 503) and one sentence in {@code {"error": ...}}:
 * what was wrong and what to do next. Nothing was written when one is thrown.
 */
public final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int status;

    public ApiError(int status, String sentence) {
        super(sentence, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }

    public static ApiError badRequest(String sentence) {
        return new ApiError(400, sentence);
    }

    public static ApiError unauthorized(String sentence) {
        return new ApiError(401, sentence);
    }

    public static ApiError forbidden(String sentence) {
        return new ApiError(403, sentence);
    }

    public static ApiError notFound(String sentence) {
        return new ApiError(404, sentence);
    }

    public static ApiError conflict(String sentence) {
        return new ApiError(409, sentence);
    }

    public static ApiError unavailable(String sentence) {
        return new ApiError(503, sentence);
    }
}
