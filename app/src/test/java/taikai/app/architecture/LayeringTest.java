package taikai.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Dependencies point one way: model <- storage (which also uses wal) <- app <- ui (ARCHITECTURE.md,
 * "Modules"), with print and web beside app on model and storage only (decision 0022). Maven already
 * stops a module from seeing one above it; these rules also keep file
 * formats, threads and JavaFX out of the layers that must stay pure.
 */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importTaikai() {
        classes = TaikaiClasses.main();
    }

    @Test
    void modelKnowsNoFileFormatLibraryNoJavafxAndNoIo() {
        noClasses().that().resideInAPackage("taikai.model..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "com.fasterxml..", "com.vladsch..", "org.apache.commons.io..", "javafx..",
                        "java.nio.file..", "java.io..", "java.net..")
                .because("model holds the records and the rules; reading and writing files belongs to storage")
                .check(classes);
    }

    @Test
    void modelReadsNoClockAndStartsNoThread() {
        noClasses().that().resideInAPackage("taikai.model..")
                .should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(java.time.Instant.class, "now")
                .orShould().dependOnClassesThat().areAssignableTo(Thread.class)
                .because("rules are pure: the time of a change is passed in, so a test can replay any order")
                .check(classes);
    }

    @Test
    void modelAndWalDoNotSeeTheLayersAbove() {
        noClasses().that().resideInAnyPackage("taikai.model..", "taikai.wal..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.storage..", "taikai.app..", "taikai.ui..")
                .because("dependencies point one way: model <- storage <- app <- ui")
                .check(classes);
    }

    @Test
    void walKnowsNothingOfKendo() {
        noClasses().that().resideInAPackage("taikai.wal..")
                .should().dependOnClassesThat().resideInAPackage("taikai.model..")
                .because("the write-ahead log stages bytes for paths; what the bytes mean is storage's business")
                .check(classes);
    }

    @Test
    void storageDoesNotSeeAppOrUi() {
        noClasses().that().resideInAPackage("taikai.storage..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.app..", "taikai.ui..", "javafx..")
                .because("storage is the data folder; use cases and screens sit above it")
                .check(classes);
    }

    @Test
    void printSeesOnlyModelAndStorage() {
        noClasses().that().resideInAPackage("taikai.print..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.app..", "taikai.ui..", "javafx..")
                .because("printing sits beside app: the command line and the desktop call it, it calls neither")
                .check(classes);
    }

    @Test
    void webSeesOnlyModelAndStorage() {
        noClasses().that().resideInAPackage("taikai.web..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.app..", "taikai.ui..", "javafx..", "io.javalin..")
                .because("the public site beside app reads the model and the data folder only; the hall server mounts it")
                .check(classes);
    }

    @Test
    void modelAndStorageDoNotSeePrint() {
        noClasses().that().resideInAnyPackage("taikai.model..", "taikai.wal..", "taikai.storage..")
                .should().dependOnClassesThat().resideInAPackage("taikai.print..")
                .because("dependencies point one way: print reads the data folder through storage")
                .check(classes);
    }

    @Test
    void storageAndModelDoNotSeeWeb() {
        noClasses().that().resideInAnyPackage("taikai.model..", "taikai.storage..", "taikai.wal..")
                .should().dependOnClassesThat().resideInAPackage("taikai.web..")
                .because("dependencies point one way: model <- storage <- web <- app")
                .check(classes);
    }

    @Test
    void appHasNoJavafx() {
        noClasses().that().resideInAPackage("taikai.app..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.ui..", "javafx..")
                .because("the write road, the hall server and the command line run headless")
                .check(classes);
    }

    @Test
    void theGeneratorIsNotTheProduct() {
        // Issue 15, part 7: invented tournaments are for the sample, the tests and the bench; the
        // product reaches them through the command line's generate only.
        noClasses().that().resideInAnyPackage("taikai.app..", "taikai.ui..", "taikai.web..", "taikai.print..",
                        "taikai.storage..", "taikai.model..", "taikai.wal..")
                .and().doNotHaveFullyQualifiedName("taikai.app.cli.GenerateCommand")
                .should().dependOnClassesThat().resideInAPackage("taikai.generator..")
                .because("the generator invents tournaments; the app runs real ones")
                .check(classes);
    }

    @Test
    void theGeneratorSeesNoAppAndNoScreen() {
        noClasses().that().resideInAPackage("taikai.generator..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.app..", "taikai.ui..", "javafx..")
                .because("it writes through the store, as any reader of the data folder can")
                .check(classes);
    }
}
