package taikai.storage.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The round-trip guard of spec section 7: sweeps every component of a persisted record and fails
 * when one neither survives a save and reload nor stands on the allow-list with the reason it is
 * legitimately transient. The sample must set every swept component away from its default, or a
 * component the file drops would pass by staying at its default on both sides.
 */
public final class RoundTripGuard {
    private RoundTripGuard() {
    }

    public static <R extends Record> void check(String file, R original, R reloaded, Map<String, String> transientWhy) {
        RecordComponent[] components = original.getClass().getRecordComponents();
        Set<String> names = Arrays.stream(components).map(RecordComponent::getName).collect(Collectors.toSet());
        for (String allowed : transientWhy.keySet()) {
            assertTrue(names.contains(allowed), "The allow-list of " + file + " names " + allowed + ", which "
                    + original.getClass().getSimpleName() + " no longer has");
        }
        for (RecordComponent component : components) {
            if (transientWhy.containsKey(component.getName())) {
                continue;
            }
            Object before = value(component, original);
            if (isDefault(before)) {
                fail("The sample " + original.getClass().getSimpleName() + " leaves " + component.getName()
                        + " at its default, so the guard for " + file + " cannot see whether it survives");
            }
            assertEquals(before, value(component, reloaded), component.getName() + " of "
                    + original.getClass().getSimpleName() + " did not survive a save and reload of " + file
                    + "; persist it or allow-list it with the reason it is transient");
        }
    }

    private static Object value(RecordComponent component, Record record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean isDefault(Object value) {
        return value == null
                || value.equals("")
                || value.equals(0) || value.equals(0L) || value.equals(-1)
                || value.equals(Boolean.FALSE)
                || (value instanceof Collection<?> c && c.isEmpty())
                || (value instanceof Map<?, ?> m && m.isEmpty())
                || (value instanceof Enum<?> e && e.ordinal() == 0);
    }
}
