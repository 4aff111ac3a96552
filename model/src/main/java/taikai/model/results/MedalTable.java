package taikai.model.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The medals of a whole tournament by dojo: golds first, then silvers, then bronzes, then the dojo's
 * name, as medal tables are read. A team's medal counts once for its dojo.
 */
public final class MedalTable {
    private MedalTable() {
    }

    /** One dojo's medals. */
    public record Line(String dojo, int gold, int silver, int bronze) {
        public int total() {
            return gold + silver + bronze;
        }
    }

    public static List<Line> of(List<Podium> podiums) {
        Map<String, int[]> counts = new TreeMap<>();
        for (Podium podium : podiums) {
            for (Finisher f : podium.finishers()) {
                String dojo = f.dojo().isBlank() ? "No dojo given" : f.dojo();
                counts.computeIfAbsent(dojo, d -> new int[3])[f.medal().ordinal()]++;
            }
        }
        List<Line> lines = new ArrayList<>();
        counts.forEach((dojo, n) -> lines.add(new Line(dojo, n[0], n[1], n[2])));
        lines.sort(Comparator.comparingInt(Line::gold).reversed()
                .thenComparing(Comparator.comparingInt(Line::silver).reversed())
                .thenComparing(Comparator.comparingInt(Line::bronze).reversed())
                .thenComparing(Line::dojo));
        return lines;
    }
}
