package taikai.storage.lineup;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The order positions are written in: the five FIK names from senpo to taisho, then numbered
 * positions by number, then anything else by name (spec section 2), so a lineup's bytes never
 * depend on the order its positions were entered in.
 */
final class PositionOrder {
    private static final List<String> FIK = List.of("senpo", "jiho", "chuken", "fukusho", "taisho");
    static final Comparator<String> ORDER = Comparator.comparingInt(PositionOrder::rank)
            .thenComparingLong(PositionOrder::number).thenComparing(Comparator.naturalOrder());

    private PositionOrder() {
    }

    private static int rank(String position) {
        int fik = FIK.indexOf(position);
        if (fik >= 0) {
            return fik;
        }
        return number(position) >= 0 ? FIK.size() : FIK.size() + 1;
    }

    private static long number(String position) {
        if (position.isEmpty() || position.length() > 9 || !position.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Long.parseLong(position);
    }

    static Map<String, String> sorted(Map<String, String> positions) {
        Map<String, String> out = new LinkedHashMap<>();
        positions.keySet().stream().sorted(ORDER).forEach(k -> out.put(k, positions.get(k)));
        return out;
    }
}
