package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * The GroupStamps cell read token by token gives exactly what the JSON tree gives: the same stamps
 * and, for a cell that is wrong in any way, the same problems.
 */
class GroupStampsCellTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    private record Read(MatchResult match, List<Problem> problems) {
    }

    private static Read quick(String text) {
        Problems problems = new Problems();
        return new Read(GroupStampsJson.fromCell(PoolMatchColumn.blank(), cell(text, problems)), problems.list());
    }

    private static Read byTree(String text) {
        Problems problems = new Problems();
        return new Read(GroupStampsJson.fromTree(PoolMatchColumn.blank(), cell(text, problems)), problems.list());
    }

    private static Cell cell(String text, Problems problems) {
        return new Cell(FILE, 3, 31, "GroupStamps", text, problems);
    }

    @Test
    void aWellFormedCellReadsItsStampsSortedAndReportsNothing() {
        Read read = quick("{\"score\":1700000000000,\"meta\":0, \"rep:A\" : 9223372036854775807}");
        assertEquals(new TreeMap<>(Map.of("score", 1_700_000_000_000L, "meta", 0L, "rep:A", Long.MAX_VALUE)),
                read.match().provenance().groupStamps());
        assertEquals(List.of(), read.problems());
        assertEquals(byTree("{\"score\":1700000000000,\"meta\":0, \"rep:A\" : 9223372036854775807}"), read);
    }

    @Test
    void everyKindOfWrongCellReadsAndReportsAsTheTreeDoes() {
        List<String> cells = List.of("{}", " {\"a\":1}\n", "{\"a\":1,\"a\":2}", "{\"a\":2,\"b\":1,\"a\":-1}",
                "{\"a\":-1}", "{\"a\":1.5}", "{\"a\":1e3}", "{\"a\":\"1\"}", "{\"a\":null}", "{\"a\":true}",
                "{\"a\":{\"b\":1}}", "{\"a\":[1]}", "{\"a\":9223372036854775808}", "{\"a\":-0}", "{\"a\":01}",
                "{\"a\":1", "{\"a\":1}}", "{\"a\":1} {\"b\":2}", "{\"a\":1} x", "{\"a\":1},", "[1,2]", "5", "\"x\"",
                "null", "true", "{a:1}", "{'a':1}", "{\"a\":1,}", "{\"\u00e9\u25cb\":3}", "{\"\":4}", "nope",
                "{\"a\":1} // comment", "\ufeff{\"a\":1}");
        for (String text : cells) {
            assertEquals(byTree(text), quick(text), text);
        }
        assertTrue(quick("{\"a\":1.5}").problems().size() == 1);
    }

    @Property(tries = 500)
    void anyCellReadsAsTheTreeReadsIt(@ForAll("cells") String text) {
        assertEquals(byTree(text), quick(text));
    }

    @Property(tries = 300)
    void anyObjectOfNamesToNumbersReadsAsTheTreeReadsIt(@ForAll("objects") String text) {
        assertEquals(byTree(text), quick(text));
    }

    @Provide
    Arbitrary<String> objects() {
        Arbitrary<String> entry = net.jqwik.api.Combinators.combine(ResultArbitraries.text(),
                Arbitraries.longs().between(-5, Long.MAX_VALUE))
                .as((name, value) -> quoted(name) + ":" + value);
        return entry.list().ofMaxSize(5).map(entries -> "{" + String.join(",", entries) + "}");
    }

    private static String quoted(String name) {
        try {
            return SubResultsJson.MAPPER.writeValueAsString(name);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Provide
    Arbitrary<String> cells() {
        Arbitrary<String> piece = Arbitraries.of("{", "}", "[", "]", ",", ":", "\"a\"", "\"b\"", "0", "1",
                "-2", "1700000000000", "99999999999999999999", "1.0", "null", " ", "x");
        return piece.list().ofMaxSize(9).map(pieces -> String.join("", pieces))
                .map(text -> text.isBlank() ? "{}" : text);
    }
}
