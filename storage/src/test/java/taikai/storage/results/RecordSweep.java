package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * The round-trip guard of spec section 7: every component of a persisted record is set to a
 * non-default value, saved and reloaded, and must come back, unless an allow-list names it with
 * the reason it is legitimately transient. A component added later fails until it is handled here
 * and in the codec.
 */
public final class RecordSweep {
    private RecordSweep() {
    }

    /** A non-default value for each component type the persisted records use. */
    private static final Map<String, Supplier<Object>> SAMPLES = Map.ofEntries(
            Map.entry("java.lang.String", () -> "v, \"quoted\""),
            Map.entry("int", () -> 3),
            Map.entry("long", () -> 1_700_000_000_123L),
            Map.entry("boolean", () -> true),
            Map.entry("java.lang.Boolean", () -> Boolean.TRUE),
            Map.entry(MatchStatus.class.getName(), () -> MatchStatus.COMPLETED),
            Map.entry(Decision.class.getName(), () -> Decision.KIKEN_VOLUNTARY),
            Map.entry(ResultSource.class.getName(), () -> ResultSource.SELF_REPORTED),
            Map.entry("java.util.List<" + Mark.class.getName() + ">", () -> List.of(Mark.MEN, Mark.HANTEI)),
            Map.entry("java.util.List<java.lang.String>", () -> List.of("m-r1-0", "m-r1-1")),
            Map.entry("java.util.SortedMap<java.lang.String, java.lang.Long>",
                    () -> ResultFixtures.stamps("scoreline", 1_700_000_000_001L, "bout:-1", 1_700_000_000_002L)),
            Map.entry(Side.class.getName(), () -> new Side("Aka, \"A\"", "p-a", List.of(Mark.KOTE), 1, 2, "Rep A", "m-a")),
            Map.entry("java.util.List<" + SubBout.class.getName() + ">", () -> ResultFixtures.teamEncounter().subBouts()),
            Map.entry(MatchResult.class.getName(), () -> ResultFixtures.kiken().withId("m-r1-0").withPool("").withIndex("")),
            Map.entry(BracketMatch.class.getName(), () -> BracketMatch.of(ResultFixtures.hantei().withId("m-bronze")
                    .withPool("").withIndex(""))),
            Map.entry("java.util.List<java.util.List<" + BracketMatch.class.getName() + ">>",
                    () -> List.of(List.of(BracketMatch.of(ResultFixtures.fusensho().withId("m-r1-0").withPool("")
                            .withIndex(""))))));

    /**
     * Sweeps every component of {@code baseline}: set, round-trip, compare. A component that is a
     * group of fields (a record of the same package with no sample of its own, such as a match's
     * verdict) is swept field by field and named {@code group.field}. {@code allowed} maps a
     * component's name to the reason it does not survive; each name must be a real component.
     */
    public static <R extends Record> void sweep(R baseline, UnaryOperator<R> roundTrip, Map<String, String> allowed) {
        List<String> names = new java.util.ArrayList<>();
        for (RecordComponent component : baseline.getClass().getRecordComponents()) {
            names.add(component.getName());
            if (isGroup(baseline, component)) {
                for (RecordComponent field : component.getType().getRecordComponents()) {
                    names.add(component.getName() + "." + field.getName());
                }
            }
        }
        allowed.keySet().forEach(name -> assertTrue(names.contains(name), "allow-list names no component " + name));
        for (RecordComponent component : baseline.getClass().getRecordComponents()) {
            if (allowed.containsKey(component.getName())) {
                continue;
            }
            if (isGroup(baseline, component)) {
                Record group = (Record) get(baseline, component);
                for (RecordComponent field : component.getType().getRecordComponents()) {
                    String name = component.getName() + "." + field.getName();
                    if (allowed.containsKey(name)) {
                        continue;
                    }
                    Object value = sample(field);
                    assertNotEquals(get(group, field), value, name + ": the sample must differ from the baseline");
                    R back = roundTrip.apply(with(baseline, component, with(group, field, value)));
                    assertEquals(value, get((Record) get(back, component), field), name + " of "
                            + baseline.getClass().getSimpleName()
                            + " did not survive a save and reload; persist it or allow-list it with the reason it is transient");
                }
                continue;
            }
            Object value = sample(component);
            assertNotEquals(get(baseline, component), value, component.getName() + ": the sample must differ from the baseline");
            R changed = with(baseline, component, value);
            R back = roundTrip.apply(changed);
            assertEquals(value, get(back, component), component.getName() + " of " + baseline.getClass().getSimpleName()
                    + " did not survive a save and reload; persist it or allow-list it with the reason it is transient");
        }
    }

    private static boolean isGroup(Record record, RecordComponent component) {
        Class<?> type = component.getType();
        return type.isRecord() && !SAMPLES.containsKey(component.getGenericType().getTypeName())
                && type.getPackageName().equals(record.getClass().getPackageName());
    }

    static Object sample(RecordComponent component) {
        Supplier<Object> sample = SAMPLES.get(component.getGenericType().getTypeName());
        if (sample == null) {
            throw new AssertionError("No sample value for " + component.getName() + " of type "
                    + component.getGenericType().getTypeName() + "; add one, then persist the field");
        }
        return sample.get();
    }

    static Object get(Record record, RecordComponent component) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    static <R extends Record> R with(R record, RecordComponent changed, Object value) {
        RecordComponent[] components = record.getClass().getRecordComponents();
        Object[] args = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args[i] = components[i].getName().equals(changed.getName()) ? value : get(record, components[i]);
        }
        try {
            Constructor<?> canonical = record.getClass().getDeclaredConstructor(types);
            return (R) canonical.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
