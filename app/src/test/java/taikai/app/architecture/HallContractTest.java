package taikai.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 15, part 3: one hall contract. What goes over the hall network (paths, the JSON of
 * entries, actions, answers and records) is {@code hall.api}; the hall laptop's server and the
 * court tables' client each speak it and never each other's code, so either side can change inside
 * without the other noticing, and a third program can be written from the api alone.
 */
class HallContractTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importTaikai() {
        classes = TaikaiClasses.main();
    }

    @Test
    void theClientDoesNotSeeTheServer() {
        noClasses().that().resideInAPackage("taikai.app.hall.client..")
                .should().dependOnClassesThat().resideInAPackage("taikai.app.hall.server..")
                .because("a court table knows the hall only by the api it speaks")
                .check(classes);
    }

    @Test
    void theServerDoesNotSeeTheClient() {
        noClasses().that().resideInAPackage("taikai.app.hall.server..")
                .should().dependOnClassesThat().resideInAPackage("taikai.app.hall.client..")
                .because("the hall answers any client that speaks the api, not only this one")
                .check(classes);
    }

    @Test
    void theApiAndTheAccessCodesSeeNeitherSide() {
        noClasses().that().resideInAnyPackage("taikai.app.hall.api..", "taikai.app.hall.access..")
                .should().dependOnClassesThat().resideInAnyPackage("taikai.app.hall.server..", "taikai.app.hall.client..")
                .because("the contract is below both of its sides")
                .check(classes);
    }
}
