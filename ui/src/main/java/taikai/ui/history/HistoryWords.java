package taikai.ui.history;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import taikai.model.history.GroupChange;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.ui.match.MarkText;

/**
 * Each line of a match's history in words, as the scoring sheet confirms an entry: "Men for Sato (aka),
 * 1-0", "Hansoku for de Vries (2nd)", "Corrected: Sato 2-0 de Vries, was 1-0 — reason: sheet misread".
 * A line keeps the values each applied group left stored (decision 0032), so the change is worked out
 * from them and the values the line before left; a match starts with no points, no overtime and no
 * result. A line written before values were kept says only which groups it changed, and then the next
 * line with values names the score as it stands instead of the change. Scores read aka first.
 */
final class HistoryWords {
    /** The match's sides by name, and a team member's name by id (for a representative pick). */
    record Names(String aka, String shiro, Function<String, String> member) {
        static Names of(String aka, String shiro) {
            return new Names(aka, shiro, id -> "");
        }

        String of(boolean sideA) {
            String name = sideA ? aka : shiro;
            return name.isBlank() ? (sideA ? "aka" : "shiro") : name;
        }

        /** "de Vries (shiro, 2nd)", or "shiro (2nd)" for a side with no name. */
        String foulOf(boolean sideA, String nth) {
            String name = sideA ? aka : shiro;
            String colour = sideA ? "aka" : "shiro";
            return name.isBlank() ? colour + " (" + nth + ")" : name + " (" + colour + ", " + nth + ")";
        }

        String withColour(boolean sideA) {
            String name = sideA ? aka : shiro;
            return name.isBlank() ? (sideA ? "aka" : "shiro") : name + (sideA ? " (aka)" : " (shiro)");
        }
    }

    private static final Map<String, String> NO_POINTS = Map.of("ipponsA", "", "hansokuA", "0", "ipponsB", "", "hansokuB", "0");

    private HistoryWords() {
    }

    /** One sentence per entry, in the entries' order. */
    static List<String> of(List<HistoryEntry> entries, Names names) {
        Map<String, Map<String, String>> stored = new HashMap<>();
        stored.put("scoreline", NO_POINTS);
        stored.put("overtime", Map.of("encho", "0"));
        stored.put("verdict", Map.of("status", "scheduled", "winner", "", "decision", ""));
        List<String> out = new ArrayList<>();
        for (HistoryEntry entry : entries) {
            out.add(sentence(entry, stored, names));
        }
        return out;
    }

    private static String sentence(HistoryEntry entry, Map<String, Map<String, String>> stored, Names names) {
        Map<String, Map<String, String>> before = new HashMap<>(stored);
        List<String> applied = new ArrayList<>();
        List<String> held = new ArrayList<>();
        for (GroupChange change : entry.groups()) {
            String key = change.group();
            switch (change.result()) {
                case "applied" -> {
                    if (change.appliedValues().isEmpty()) {
                        stored.remove(key); // a line from before values were kept: what it left is not known
                    } else {
                        stored.put(key, change.appliedValues());
                    }
                }
                case "moved_in" -> stored.put(key, change.heldValues());
                default -> {
                }
            }
        }
        if (entry.action().equals("correct") && stored.containsKey("scoreline") && changed(entry, "scoreline")) {
            return correction(entry, before.get("scoreline"), stored.get("scoreline"), stored.get("verdict"), names);
        }
        for (GroupChange change : entry.groups()) {
            String key = change.group();
            switch (change.result()) {
                case "applied" -> {
                    if (!change.appliedValues().isEmpty()) {
                        String words = group(key, before.get(key), change.appliedValues(), stored, names);
                        if (!words.isEmpty()) {
                            applied.add(words);
                        }
                    }
                }
                case "held", "moved_out" -> {
                    String words = group(key, before.get(key), merged(before.get(key), change.heldValues()), before, names);
                    held.add((change.result().equals("held") ? "Not applied: " : "Taken out of the match: ")
                            + (words.isEmpty() ? HistoryLine.groupName(key).toLowerCase(Locale.ROOT) : lower(words))
                            + (change.reason().isBlank() ? "" : " (" + change.reason().strip().replaceAll("\\.$", "") + ")"));
                }
                case "moved_in" -> applied.add("Put back from the history: " + lower(group(key, before.get(key),
                        change.heldValues(), stored, names)));
                default -> {
                }
            }
        }
        List<String> all = new ArrayList<>(applied);
        all.addAll(held);
        if (all.isEmpty()) {
            return HistoryLine.action(entry.action()) + (entry.groups().isEmpty() ? "" : ": " + String.join(", ",
                    entry.groups().stream().map(g -> HistoryLine.groupName(g.group()).toLowerCase(Locale.ROOT)).toList()));
        }
        String text = String.join("; ", all);
        return entry.reason().isBlank() ? text : text + " \u2014 reason: " + entry.reason();
    }

    private static boolean changed(HistoryEntry entry, String key) {
        return entry.groups().stream().anyMatch(g -> g.group().equals(key) && g.result().equals("applied"));
    }

    /** "Corrected: Sato 2-0 de Vries, was 1-0 — reason: ...". */
    private static String correction(HistoryEntry entry, Map<String, String> before, Map<String, String> after,
            Map<String, String> verdict, Names names) {
        StringBuilder text = new StringBuilder("Corrected: ").append(names.of(true)).append(' ').append(score(after))
                .append(' ').append(names.of(false));
        if (before != null && !score(before).equals(score(after))) {
            text.append(", was ").append(score(before));
        }
        if (verdict != null && changed(entry, "verdict")) {
            text.append(winner(verdict, names));
        }
        if (!entry.reason().isBlank()) {
            text.append(" \u2014 reason: ").append(entry.reason());
        }
        return text.toString();
    }

    private static String group(String key, Map<String, String> before, Map<String, String> after,
            Map<String, Map<String, String>> stored, Names names) {
        if (key.startsWith("bout:")) {
            return bout(key, before, after);
        }
        return switch (key) {
            case "scoreline" -> points(before, after, names);
            case "verdict" -> verdict(before, after, stored.get("scoreline"), names);
            case "overtime" -> {
                int periods = number(after.get("encho"));
                yield periods > 0 ? "Encho period " + periods : "Encho taken back";
            }
            case "flags" -> "Flags: " + names.of(true) + " " + number(after.get("flagsA")) + ", " + names.of(false) + " "
                    + number(after.get("flagsB"));
            case "reps" -> "Representatives: " + or(after.get("repPlayerA"), "none") + " for aka, "
                    + or(after.get("repPlayerB"), "none") + " for shiro";
            case "pickA", "pickB" -> {
                String id = after.getOrDefault("memberId", "");
                String side = key.equals("pickA") ? names.withColour(true) : names.withColour(false);
                yield id.isEmpty() ? "Representative pick of " + side + " cleared"
                        : "Representative for " + side + ": " + or(names.member().apply(id), "a team member");
            }
            default -> "";
        };
    }

    /** What a scoreline write did: a point, a hansoku, either taken back, or the score as it now stands. */
    private static String points(Map<String, String> before, Map<String, String> after, Names names) {
        if (before == null) {
            return "Score " + names.of(true) + " " + score(after) + " " + names.of(false) + fouls(after, names);
        }
        if (before.equals(after)) {
            return "";
        }
        List<String> said = new ArrayList<>(); // hansoku first: a second one gives the other side its point
        List<String> scored = new ArrayList<>();
        boolean understood = true;
        for (boolean sideA : new boolean[] {true, false}) {
            String side = sideA ? "A" : "B";
            List<String> was = marks(before.get("ippons" + side));
            List<String> now = marks(after.get("ippons" + side));
            int foulsWas = number(before.get("hansoku" + side));
            int foulsNow = number(after.get("hansoku" + side));
            if (foulsNow == foulsWas + 1) {
                said.add("Hansoku for " + names.foulOf(sideA, ordinal(foulsNow)));
            } else if (foulsNow == foulsWas - 1) {
                said.add("Hansoku for " + names.withColour(sideA) + " taken back");
            } else if (foulsNow != foulsWas) {
                understood = false;
            }
            if (now.size() > was.size() && now.subList(0, was.size()).equals(was)) {
                for (String mark : now.subList(was.size(), now.size())) {
                    scored.add(mark.equals(Mark.HANSOKU.symbol()) ? "a point for " + names.withColour(sideA)
                            : capital(word(mark)) + " for " + names.withColour(sideA));
                }
            } else if (now.size() < was.size() && was.subList(0, now.size()).equals(now)) {
                for (String mark : was.subList(now.size(), was.size())) {
                    scored.add((mark.equals(Mark.HANSOKU.symbol()) ? "the point" : capital(word(mark))) + " for "
                            + names.withColour(sideA) + " taken back");
                }
            } else if (!now.equals(was)) {
                understood = false;
            }
        }
        said.addAll(scored);
        if (!understood || said.isEmpty()) {
            return "Score now " + names.of(true) + " " + score(after) + " " + names.of(false) + ", was " + score(before);
        }
        String text = String.join(", ", said);
        return capital(text) + (score(before).equals(score(after)) ? "" : ", " + score(after));
    }

    private static String verdict(Map<String, String> before, Map<String, String> after, Map<String, String> scoreline,
            Names names) {
        String status = after.getOrDefault("status", "");
        String was = before == null ? "" : before.getOrDefault("status", "");
        String score = scoreline == null || NO_POINTS.equals(scoreline) ? "" : ", " + score(scoreline);
        return switch (status) {
            case "running" -> was.equals("running") ? "" : was.equals("completed") ? "Reopened and running" : "Started";
            case "completed" -> {
                boolean same = before != null && was.equals("completed")
                        && before.getOrDefault("winner", "").equals(after.getOrDefault("winner", ""))
                        && before.getOrDefault("decision", "").equals(after.getOrDefault("decision", ""));
                yield same ? "" : (was.equals("completed") ? "Result now" : "Finished") + ":" + winner(after, names).substring(1)
                        + score;
            }
            case "scheduled" -> was.equals("completed") ? "Reopened" : was.equals("running") ? "Back in the queue" : "";
            default -> "";
        };
    }

    /** ", Sato wins by kiken", ", a draw". */
    private static String winner(Map<String, String> verdict, Names names) {
        String winner = verdict.getOrDefault("winner", "");
        String decision = verdict.getOrDefault("decision", "");
        if (winner.isEmpty()) {
            return decision.equals("hikiwake") ? ", hikiwake" : ", a draw";
        }
        String how = switch (decision) {
            case "kiken", "kiken-voluntary", "kiken-injury" -> " by kiken";
            case "fusenpai" -> " by fusenpai";
            case "fusensho" -> " by fusensho";
            case "daihyosen" -> " in the representative bout";
            case "kachinuki-exhaustion" -> ", the other team having no fighter left";
            default -> "NONE".equals(verdict.getOrDefault("hantei", "NONE")) ? "" : " by hantei";
        };
        return ", " + winner + " wins" + how;
    }

    /** "Bout 2 (Sato v de Vries): men for Sato (aka), 1-0". */
    private static String bout(String key, Map<String, String> before, Map<String, String> after) {
        int position = number(key.substring("bout:".length()));
        String title = position < 0 ? "Representative bout" : "Bout " + (position + 1);
        Names names = Names.of(after.getOrDefault("sideA", ""), after.getOrDefault("sideB", ""));
        String who = names.aka().isBlank() && names.shiro().isBlank() ? "" : " (" + names.of(true) + " v " + names.of(false) + ")";
        Map<String, String> was = before == null ? NO_POINTS : before;
        String points = points(was, after, names);
        String decision = after.getOrDefault("decision", "");
        if (points.isEmpty()) {
            points = decision.isEmpty() || decision.equals(was.getOrDefault("decision", "")) ? "recorded" : decision;
        }
        return title + who + ": " + lower(points);
    }

    private static Map<String, String> merged(Map<String, String> before, Map<String, String> held) {
        Map<String, String> out = new HashMap<>(before == null ? Map.of() : before);
        out.putAll(held);
        return out;
    }

    /** ", hansoku: de Vries 1" when either side has any; empty when neither has. */
    private static String fouls(Map<String, String> scoreline, Names names) {
        List<String> fouls = new ArrayList<>();
        for (boolean sideA : new boolean[] {true, false}) {
            int n = number(scoreline.get(sideA ? "hansokuA" : "hansokuB"));
            if (n > 0) {
                fouls.add(names.of(sideA) + " " + n);
            }
        }
        return fouls.isEmpty() ? "" : ", hansoku: " + String.join(", ", fouls);
    }

    /** "2-0": the points that count, aka first. */
    static String score(Map<String, String> scoreline) {
        return count(scoreline.get("ipponsA")) + "-" + count(scoreline.get("ipponsB"));
    }

    private static long count(String marks) {
        return marks(marks).stream().filter(m -> Mark.fromSymbol(m).map(Mark::counts).orElse(false)).count();
    }

    private static List<String> marks(String text) {
        return text == null || text.isEmpty() ? List.of() : List.of(text.split("\\|"));
    }

    private static String word(String symbol) {
        return Mark.fromSymbol(symbol).map(MarkText::word).orElse(symbol);
    }

    private static int number(String text) {
        try {
            return text == null ? 0 : Integer.parseInt(text.strip());
        } catch (NumberFormatException notNumber) {
            return 0;
        }
    }

    private static String ordinal(int n) {
        return n + (n % 100 >= 11 && n % 100 <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        });
    }

    private static String or(String text, String otherwise) {
        return text == null || text.isBlank() ? otherwise : text;
    }

    private static String capital(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String lower(String text) {
        return text.isEmpty() ? text : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
