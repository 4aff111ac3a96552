package taikai.generator;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import taikai.model.competition.Format;

/**
 * Which courts each competition plays on: as many as its share of the day's work earns (at least
 * one), taken from the courts with the least work so far, so the hall finishes at about the same
 * time everywhere.
 */
final class CourtShares {
    private CourtShares() {
    }

    static List<List<String>> assign(List<Template> templates, int[] people, int courts) {
        List<Double> loads = new ArrayList<>();
        double total = 0;
        for (int i = 0; i < templates.size(); i++) {
            CompetitionPlan sketch = templates.get(i).plan("sketch", "Sketch", people[i], List.of("A"));
            double load = seconds(sketch);
            loads.add(load);
            total += load;
        }
        double[] courtLoad = new double[courts];
        List<List<String>> result = new ArrayList<>();
        for (int i = 0; i < templates.size(); i++) {
            int k = (int) Math.max(1, Math.min(courts, Math.round(courts * loads.get(i) / total)));
            List<Integer> order = new ArrayList<>();
            for (int c = 0; c < courts; c++) {
                order.add(c);
            }
            order.sort(Comparator.comparingDouble((Integer c) -> courtLoad[c]).thenComparingInt(c -> c));
            List<Integer> chosen = new ArrayList<>(order.subList(0, k));
            chosen.sort(null);
            List<String> labels = new ArrayList<>();
            for (int c : chosen) {
                courtLoad[c] += loads.get(i) / k;
                labels.add(String.valueOf((char) ('A' + c)));
            }
            result.add(labels);
        }
        return result;
    }

    /** The most work any one court has, in seconds, when each competition spreads evenly over its courts. */
    static int busiestCourtSeconds(List<CompetitionPlan> plans) {
        java.util.Map<String, Double> perCourt = new java.util.HashMap<>();
        for (CompetitionPlan p : plans) {
            for (String court : p.courts()) {
                perCourt.merge(court, seconds(p) / p.courts().size(), Double::sum);
            }
        }
        return (int) perCourt.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }

    /** Court seconds a competition needs: its matches (estimated from the format) times a match's slot. */
    static double seconds(CompetitionPlan p) {
        int n = p.entrants();
        double matches;
        if (p.format() == Format.LEAGUE) {
            matches = n * (n - 1) / 2.0;
        } else if (p.format() == Format.SWISS) {
            matches = p.swissRounds() * n / 2.0;
        } else if (p.format() == Format.POOLS_THEN_KNOCKOUT) {
            matches = n + 2.0 * n / 3;
        } else {
            matches = n;
        }
        return matches * SlotLength.of(p);
    }
}
