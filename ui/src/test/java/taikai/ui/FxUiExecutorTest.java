package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import taikai.app.road.ProblemLog;

class FxUiExecutorTest {
    private static final long ANSWER_WAIT_SECONDS = 10;

    @TempDir
    Path settings;

    @BeforeAll
    static void startJavaFx() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    /** Which thread the failure step ran on, and what it was given. */
    private record Failure(boolean onFxThread, Exception given) {
    }

    @Test
    void anErrorInBackgroundWorkStillAnswersTheScreenOnTheFxThreadAndIsLogged() throws Exception {
        try (FxUiExecutor executor = new FxUiExecutor(); ProblemLog log = ProblemLog.open(settings)) {
            CompletableFuture<Failure> failed = new CompletableFuture<>();

            executor.submit(() -> {
                throw new AssertionError("a rule's own check failed");
            }, result -> failed.completeExceptionally(new AssertionError("the work cannot succeed")),
                    failure -> failed.complete(new Failure(Platform.isFxApplicationThread(), failure)));

            Failure failure = failed.get(ANSWER_WAIT_SECONDS, TimeUnit.SECONDS);
            assertTrue(failure.onFxThread(), "the failure step runs on the FX thread");
            assertInstanceOf(FxUiExecutor.ProgramFault.class, failure.given());
            assertFalse(failure.given().getMessage().contains("AssertionError"), "no class name for a person");
            String logged = Files.readString(ProblemLog.newest(settings));
            assertTrue(logged.contains("java.lang.AssertionError: a rule's own check failed"), logged);
            assertTrue(logged.contains("\tat taikai.ui.FxUiExecutorTest"), "with the stack trace: " + logged);

            CompletableFuture<String> next = new CompletableFuture<>();
            executor.submit(() -> "saved", next::complete, next::completeExceptionally);
            assertEquals("saved", next.get(ANSWER_WAIT_SECONDS, TimeUnit.SECONDS), "work after it still runs");
        }
    }

    @Test
    void anExceptionInBackgroundWorkIsHandedToTheFailureStepAsItWas() throws Exception {
        try (FxUiExecutor executor = new FxUiExecutor()) {
            CompletableFuture<Exception> failed = new CompletableFuture<>();
            java.io.IOException thrown = new java.io.IOException("The disk is full.");

            executor.submit(() -> {
                throw thrown;
            }, result -> failed.completeExceptionally(new AssertionError("the work cannot succeed")), failed::complete);

            assertEquals(thrown, failed.get(ANSWER_WAIT_SECONDS, TimeUnit.SECONDS));
        }
    }
}
