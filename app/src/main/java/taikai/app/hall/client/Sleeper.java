package taikai.app.hall.client;

/** Waiting between tries, behind a seam so a test can record the waits instead of sitting through them. */
@FunctionalInterface
public interface Sleeper {
    void sleep(long millis) throws InterruptedException;

    Sleeper REAL = Thread::sleep;
}
