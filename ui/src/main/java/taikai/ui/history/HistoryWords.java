package taikai.ui.history;

import taikai.ui.words.DeskWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
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
            return name.isBlank() ? colour(sideA) : name;
        }

        /** "de Vries (shiro, 2nd)", or "shiro (2nd)" for a side with no name. */
        String foulOf(boolean sideA, String nth) {
            String name = sideA ? aka : shiro;
            return name.isBlank() ? DeskWords.of(HistoryWords.class).say("names.foul-colour", colour(sideA), nth) : DeskWords.of(HistoryWords.class).say("names.foul", name, colour(sideA), nth);
        }

        String withColour(boolean sideA) {
            String name = sideA ? aka : shiro;
            return name.isBlank() ? colour(sideA) : DeskWords.of(HistoryWords.class).say("names.with-colour", name, colour(sideA));
        }

        private static String colour(boolean sideA) {
            return (sideA ? taikai.ui.match.Corner.A : taikai.ui.match.Corner.B).said();
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
        for (GroupChange change : entry.answered().groups()) {
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
        if (entry.asked().action().equals("correct") && stored.containsKey("scoreline") && changed(entry, "scoreline")) {
            return correction(entry, before.get("scoreline"), stored.get("scoreline"), stored.get("verdict"), names);
        }
        for (GroupChange change : entry.answered().groups()) {
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
                    String what = words.isEmpty() ? lower(HistoryLine.groupName(key)) : lower(words);
                    String prefix = change.result().equals("held") ? "held" : "moved-out";
                    held.add(change.reason().isBlank() ? DeskWords.of(HistoryWords.class).say("words." + prefix, what)
                            : DeskWords.of(HistoryWords.class).say("words." + prefix + "-why", what, change.reason().strip().replaceAll("\\.$", "")));
                }
                case "moved_in" -> applied.add(DeskWords.of(HistoryWords.class).say("words.moved-in", lower(group(key, before.get(key),
                        change.heldValues(), stored, names))));
                default -> {
                }
            }
        }
        List<String> all = new ArrayList<>(applied);
        all.addAll(held);
        if (all.isEmpty()) {
            return entry.answered().groups().isEmpty() ? HistoryLine.action(entry.asked().action()) : DeskWords.of(HistoryWords.class).say("words.groups", HistoryLine.action(entry.asked().action()),
                    String.join(DeskWords.of(HistoryWords.class).say("words.comma"), entry.answered().groups().stream().map(g -> lower(HistoryLine.groupName(g.group()))).toList()));
        }
        String text = String.join(DeskWords.of(HistoryWords.class).say("words.semicolon"), all);
        // A person's reason is shown as typed, never translated (decision 0042).
        return entry.asked().reason().isBlank() ? text : DeskWords.of(HistoryWords.class).say("words.reason", text, entry.asked().reason());
    }

    private static boolean changed(HistoryEntry entry, String key) {
        return entry.answered().groups().stream().anyMatch(g -> g.group().equals(key) && g.result().equals("applied"));
    }

    /** "Corrected: Sato 2-0 de Vries, was 1-0 — reason: ...". */
    private static String correction(HistoryEntry entry, Map<String, String> before, Map<String, String> after,
            Map<String, String> verdict, Names names) {
        String text = DeskWords.of(HistoryWords.class).say("words.corrected", names.of(true), score(after), names.of(false));
        if (before != null && !score(before).equals(score(after))) {
            text = DeskWords.of(HistoryWords.class).say("words.was", text, score(before));
        }
        if (verdict != null && changed(entry, "verdict")) {
            text = text + winner(verdict, names);
        }
        return entry.asked().reason().isBlank() ? text : DeskWords.of(HistoryWords.class).say("words.reason", text, entry.asked().reason());
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
                yield periods > 0 ? DeskWords.of(HistoryWords.class).say("words.encho", MarkText.termTitle("encho"), periods) : DeskWords.of(HistoryWords.class).say("words.encho-back", MarkText.termTitle("encho"));
            }
            case "flags" -> DeskWords.of(HistoryWords.class).say("words.flags", names.of(true), number(after.get("flagsA")), names.of(false), number(after.get("flagsB")));
            case "reps" -> DeskWords.of(HistoryWords.class).say("words.reps", or(after.get("repPlayerA"), DeskWords.of(HistoryWords.class).say("words.none")), taikai.ui.match.Corner.A.said(),
                    or(after.get("repPlayerB"), DeskWords.of(HistoryWords.class).say("words.none")), taikai.ui.match.Corner.B.said());
            case "pickA", "pickB" -> {
                String id = after.getOrDefault("memberId", "");
                String side = key.equals("pickA") ? names.withColour(true) : names.withColour(false);
                yield id.isEmpty() ? DeskWords.of(HistoryWords.class).say("words.pick-cleared", side)
                        : DeskWords.of(HistoryWords.class).say("words.pick", side, or(names.member().apply(id), DeskWords.of(HistoryWords.class).say("words.a-member")));
            }
            default -> "";
        };
    }

    /** What a scoreline write did: a point, a hansoku, either taken back, or the score as it now stands. */
    private static String points(Map<String, String> before, Map<String, String> after, Names names) {
        if (before == null) {
            return DeskWords.of(HistoryWords.class).say("words.score", names.of(true), score(after), names.of(false)) + fouls(after, names);
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
                said.add(DeskWords.of(HistoryWords.class).say("words.for", MarkText.termTitle("hansoku"), names.foulOf(sideA, ordinal(foulsNow))));
            } else if (foulsNow == foulsWas - 1) {
                said.add(DeskWords.of(HistoryWords.class).say("words.for-back", MarkText.termTitle("hansoku"), names.withColour(sideA)));
            } else if (foulsNow != foulsWas) {
                understood = false;
            }
            if (now.size() > was.size() && now.subList(0, was.size()).equals(was)) {
                for (String mark : now.subList(was.size(), now.size())) {
                    scored.add(mark.equals(Mark.HANSOKU.symbol()) ? DeskWords.of(HistoryWords.class).say("words.a-point-for", names.withColour(sideA))
                            : DeskWords.of(HistoryWords.class).say("words.for", capital(word(mark)), names.withColour(sideA)));
                }
            } else if (now.size() < was.size() && was.subList(0, now.size()).equals(now)) {
                for (String mark : was.subList(now.size(), was.size())) {
                    scored.add(DeskWords.of(HistoryWords.class).say("words.for-back", mark.equals(Mark.HANSOKU.symbol()) ? DeskWords.of(HistoryWords.class).say("words.the-point") : capital(word(mark)),
                            names.withColour(sideA)));
                }
            } else if (!now.equals(was)) {
                understood = false;
            }
        }
        said.addAll(scored);
        if (!understood || said.isEmpty()) {
            return DeskWords.of(HistoryWords.class).say("words.was", DeskWords.of(HistoryWords.class).say("words.score-now", names.of(true), score(after), names.of(false)), score(before));
        }
        String text = capital(String.join(DeskWords.of(HistoryWords.class).say("words.comma"), said));
        return score(before).equals(score(after)) ? text : DeskWords.of(HistoryWords.class).say("words.then-score", text, score(after));
    }

    private static String verdict(Map<String, String> before, Map<String, String> after, Map<String, String> scoreline,
            Names names) {
        String status = after.getOrDefault("status", "");
        String was = before == null ? "" : before.getOrDefault("status", "");
        String score = scoreline == null || NO_POINTS.equals(scoreline) ? "" : DeskWords.of(HistoryWords.class).say("words.comma") + score(scoreline);
        return switch (status) {
            case "running" -> was.equals("running") ? "" : was.equals("completed") ? DeskWords.of(HistoryWords.class).say("words.reopened-running") : DeskWords.of(HistoryWords.class).say("words.started");
            case "completed" -> {
                boolean same = before != null && was.equals("completed")
                        && before.getOrDefault("winner", "").equals(after.getOrDefault("winner", ""))
                        && before.getOrDefault("decision", "").equals(after.getOrDefault("decision", ""));
                yield same ? "" : DeskWords.of(HistoryWords.class).say(was.equals("completed") ? "words.result-now" : "words.finished",
                        winner(after, names).substring(DeskWords.of(HistoryWords.class).say("words.comma").length())) + score;
            }
            case "scheduled" -> was.equals("completed") ? DeskWords.of(HistoryWords.class).say("words.reopened") : was.equals("running") ? DeskWords.of(HistoryWords.class).say("words.requeued") : "";
            default -> "";
        };
    }

    /** ", Sato wins by kiken", ", a draw". */
    private static String winner(Map<String, String> verdict, Names names) {
        String winner = verdict.getOrDefault("winner", "");
        String decision = verdict.getOrDefault("decision", "");
        if (winner.isEmpty()) {
            return DeskWords.of(HistoryWords.class).say("words.comma") + (decision.equals("hikiwake") ? MarkText.term("hikiwake") : DeskWords.of(HistoryWords.class).say("words.draw"));
        }
        String how = switch (decision) {
            case "kiken", "kiken-voluntary", "kiken-injury" -> DeskWords.of(HistoryWords.class).say("words.wins-by", winner, MarkText.term("kiken"));
            case "fusenpai" -> DeskWords.of(HistoryWords.class).say("words.wins-by", winner, MarkText.term("fusenpai"));
            case "fusensho" -> DeskWords.of(HistoryWords.class).say("words.wins-by", winner, MarkText.term("fusensho"));
            case "daihyosen" -> DeskWords.of(HistoryWords.class).say("words.wins-representative", winner);
            case "kachinuki-exhaustion" -> DeskWords.of(HistoryWords.class).say("words.wins-exhaustion", winner);
            default -> "NONE".equals(verdict.getOrDefault("hantei", "NONE")) ? DeskWords.of(HistoryWords.class).say("words.wins", winner)
                    : DeskWords.of(HistoryWords.class).say("words.wins-by", winner, MarkText.term("hantei"));
        };
        return DeskWords.of(HistoryWords.class).say("words.comma") + how;
    }

    /** "Bout 2 (Sato v de Vries): men for Sato (aka), 1-0". */
    private static String bout(String key, Map<String, String> before, Map<String, String> after) {
        int position = number(key.substring("bout:".length()));
        String title = position < 0 ? DeskWords.of(HistoryWords.class).say("words.representative-bout") : DeskWords.of(HistoryWords.class).say("words.bout", position + 1);
        Names names = Names.of(after.getOrDefault("sideA", ""), after.getOrDefault("sideB", ""));
        String who = names.aka().isBlank() && names.shiro().isBlank() ? "" : DeskWords.of(HistoryWords.class).say("words.bout-sides", names.of(true), names.of(false));
        Map<String, String> was = before == null ? NO_POINTS : before;
        String points = points(was, after, names);
        String decision = after.getOrDefault("decision", "");
        if (points.isEmpty()) {
            points = decision.isEmpty() || decision.equals(was.getOrDefault("decision", "")) ? DeskWords.of(HistoryWords.class).say("words.recorded") : decision;
        }
        return DeskWords.of(HistoryWords.class).say("words.bout-line", title + who, lower(points));
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
        return fouls.isEmpty() ? "" : DeskWords.of(HistoryWords.class).say("words.fouls", MarkText.term("hansoku"), String.join(DeskWords.of(HistoryWords.class).say("words.comma"), fouls));
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
        return DeskWords.of(HistoryWords.class).say("words.ordinal", n);
    }

    private static String or(String text, String otherwise) {
        return text == null || text.isBlank() ? otherwise : text;
    }

    private static String capital(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** A phrase inside a sentence: lower case where the language starts it so (German keeps its nouns' capitals). */
    private static String lower(String text) {
        return text.isEmpty() || DeskWords.language() == taikai.words.Language.GERMAN ? text
                : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
