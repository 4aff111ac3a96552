package taikai.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import taikai.storage.folder.FolderCache;

/**
 * The storage codecs are functions of their bytes (decision 0035): no class of the module's main
 * code keeps state in a static field. A static field must be final, and a final one must not hold
 * a collection, a map, an array or an atomic that could fill up between calls; an immutable
 * collection ({@code List.of}, {@code Set.copyOf}, an unmodifiable view of a fresh copy) is a
 * constant. What a store keeps between reads lives in its {@link FolderCache}.
 */
class NoStaticStateTest {

    /** Constants whose type is mutable but that nothing writes into, each with the reason. */
    private static final Set<String> ALLOWED = Set.of();

    @Test
    void noMainClassOfStorageHoldsStaticMutableState() throws Exception {
        List<String> found = new ArrayList<>();
        List<Class<?>> classes = mainClasses();
        for (Class<?> type : classes) {
            for (Field field : type.getDeclaredFields()) {
                String name = type.getName() + "." + field.getName();
                if (!Modifier.isStatic(field.getModifiers()) || field.isSynthetic() || ALLOWED.contains(name)) {
                    continue;
                }
                if (!Modifier.isFinal(field.getModifiers())) {
                    found.add(name + " is a static field that is not final");
                } else if (mayHoldState(field.getType())) {
                    field.setAccessible(true);
                    Object value = field.get(null);
                    if (value != null && !isImmutable(value)) {
                        found.add(name + " holds a " + value.getClass().getName());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
        assertTrue(classes.size() > 50, "the storage classes were found: " + classes.size());
    }

    private static boolean mayHoldState(Class<?> type) {
        return type.isArray() || Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type)
                || type.getName().startsWith("java.util.concurrent.atomic.") || type == Object.class;
    }

    private static boolean isImmutable(Object value) {
        String type = value.getClass().getName();
        return type.startsWith("java.util.ImmutableCollections$") || type.startsWith("java.util.Collections$Unmodifiable")
                || type.startsWith("java.util.Collections$Empty") || type.startsWith("java.util.Collections$Singleton")
                || value.getClass().isArray() && java.lang.reflect.Array.getLength(value) == 0;
    }

    /** Every class of the module's main code, from the folder or jar {@link FolderCache} was loaded from. */
    private static List<Class<?>> mainClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(FolderCache.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String relative = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".");
                String name = relative.substring(0, relative.length() - ".class".length());
                if (name.startsWith("taikai.storage.") && !name.endsWith("package-info")) {
                    classes.add(Class.forName(name, false, NoStaticStateTest.class.getClassLoader()));
                }
            }
        }
        return classes;
    }
}
