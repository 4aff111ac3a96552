package taikai.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.ConfigFolder;
import taikai.app.hall.access.Grant;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;
import taikai.words.Language;

/** {@code taikai codes} in process, {@code taikai serve} in a child JVM stopped with SIGTERM. */
class ServeAndCodesCommandTest {
    private static final Pattern CODE = Pattern.compile("^(organiser|court \\w+)\\s+([0-9A-Z]{4}-[0-9A-Z]{4})$");

    @TempDir
    Path temp;

    private Path folder() throws Exception {
        Path data = Files.createDirectories(temp.resolve("data"));
        TournamentStore.open(data).writeTournament(Tournament.create("Spring Taikai", "14-03-2027", "Hall", List.of("A", "B")));
        return data;
    }

    private record Run(int exit, List<String> out, String err) {
    }

    private Run codes(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli(ConfigFolder::resolve, Language.ENGLISH).with("codes", new CodesCommand(() -> temp.resolve("settings")))
                .run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8).lines().toList(), err.toString(StandardCharsets.UTF_8));
    }

    private static List<String> printedCodes(Run run) {
        List<String> codes = new ArrayList<>();
        for (String line : run.out()) {
            Matcher m = CODE.matcher(line);
            if (m.matches()) {
                codes.add(m.group(1) + "=" + m.group(2));
            }
        }
        return codes;
    }

    @Test
    void codesMakesTheOrganiserCodeAndOnePerCourtOnceAndPrintsThemOnce() throws Exception {
        Path data = folder();

        Run first = codes("codes", data.toString());
        Run second = codes("codes", data.toString());

        assertEquals(0, first.exit(), first.err());
        List<String> made = printedCodes(first);
        assertEquals(3, made.size(), first.out().toString());
        assertTrue(made.get(0).startsWith("organiser=") && made.get(1).startsWith("court A=") && made.get(2).startsWith("court B="));
        assertEquals(List.of(), printedCodes(second), "shown once");
        assertTrue(second.out().get(0).contains("already has a code"), second.out().toString());
        CodeBook book = CodeBook.open(temp.resolve("settings"), data);
        assertEquals(Optional.of(Grant.court("B")), book.check(made.get(2).substring("court B=".length())));
    }

    @Test
    void codesRevokeReplacesOneCodeAndRefusesACourtThatDoesNotExist() throws Exception {
        Path data = folder();
        String old = printedCodes(codes("codes", data.toString())).get(1).substring("court A=".length());

        Run revoked = codes("codes", data.toString(), "--revoke", "A");
        Run unknown = codes("codes", data.toString(), "--revoke", "Q");

        assertEquals(0, revoked.exit());
        String fresh = printedCodes(revoked).get(0).substring("court A=".length());
        CodeBook book = CodeBook.open(temp.resolve("settings"), data);
        assertEquals(Optional.empty(), book.check(old));
        assertEquals(Optional.of(Grant.court("A")), book.check(fresh));
        assertEquals(Cli.USAGE, unknown.exit());
        assertTrue(unknown.err().contains("\"Q\" is not a court"), unknown.err());
    }

    @Test
    void servePrintsTheAddressAnswersOnItAndStopsCleanlyOnSigterm() throws Exception {
        Path data = folder();
        Path log = temp.resolve("serve.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // The sentences read below are English, whatever the machine's language (the command line speaks the system's).
                "-Duser.language=en", "-Duser.country=US",
                "-cp", System.getProperty("java.class.path"), Cli.class.getName(), "serve", data.toString(), "--port", "0")
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put(ConfigFolder.VARIABLE, temp.resolve("settings").toString());
        Process serve = builder.start();
        try {
            URI address = address(log);
            HttpResponse<String> time = HttpClient.newHttpClient().send(HttpRequest.newBuilder(address.resolve("/api/time"))
                    .GET().build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, time.statusCode());
            assertTrue(time.body().contains("serverTime"));

            long stopping = System.nanoTime();
            serve.destroy(); // SIGTERM: the shutdown hook stops the server
            assertTrue(serve.waitFor(20, TimeUnit.SECONDS), "serve ended");
            System.out.printf("serve: stopped %d ms after SIGTERM%n", (System.nanoTime() - stopping) / 1_000_000);
            List<String> output = Files.readAllLines(log);
            assertTrue(output.contains("Hall server stopped."), output.toString());
            assertTrue(output.stream().anyMatch(l -> l.startsWith("No access codes yet")), output.toString());
            assertTrue(output.stream().noneMatch(l -> l.contains("Exception")), output.toString());
        } finally {
            serve.destroyForcibly();
        }
    }

    @Test
    void serveRefusesAPortThatIsNotANumberWithASentence() throws Exception {
        Path data = folder();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli(ConfigFolder::resolve, Language.ENGLISH).run(List.of("serve", data.toString(), "--port", "http"), System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Cli.USAGE, exit);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--port needs a port number"));
    }

    private static URI address(Path log) throws Exception {
        Pattern at = Pattern.compile(".*(http://127\\.0\\.0\\.1:\\d+).*");
        return eventually().alias("serve prints its address in " + log).until(() -> (Files.exists(log)
                ? Files.readAllLines(log) : List.<String>of()).stream().map(at::matcher).filter(Matcher::matches)
                .map(m -> URI.create(m.group(1))).findFirst(), Optional::isPresent).orElseThrow();
    }
}
