package taikai.app.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** Taikai's main classes on the app's test class path, imported once for every architecture rule. */
final class TaikaiClasses {
    private static JavaClasses imported;

    private TaikaiClasses() {
    }

    static synchronized JavaClasses main() {
        if (imported == null) {
            imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("taikai");
        }
        return imported;
    }
}
