package taikai.app.generate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/**
 * How a court-table entry reads in the match's history: the action, what the request carried, the
 * field groups it changed (the merge's names: scoreline, verdict, overtime, flags, bout:N) and the
 * sentence the operator read back.
 */
final class EntryWords {
    record Words(String action, Map<String, Object> details, List<String> groups, String answer) {
    }

    private EntryWords() {
    }

    static Words of(Competition c, Stage stage, MatchResult after, Target target, Entry e) {
        String bout = target.isBout() ? "bout:" + target.boutPosition() : "";
        String prefix = target.isBout() ? boutName(c, target.boutPosition()) + ": " : "";
        Map<String, Object> details = new LinkedHashMap<>();
        if (target.isBout()) {
            details.put("bout", target.boutPosition());
        }
        if (e instanceof Entry.Point p) {
            details.put("corner", p.corner().word());
            details.put("mark", p.mark().symbol());
            return new Words("point", details, groups(bout, "scoreline"),
                    prefix + markWord(p.mark()) + " for " + who(after, target, p.corner()) + " is saved.");
        }
        if (e instanceof Entry.Hansoku h) {
            details.put("corner", h.corner().word());
            int count = fouls(after, target, h.corner());
            String pair = count % 2 == 0 ? "; it is the second, so " + h.corner().other().word() + " gets a point." : ".";
            return new Words("hansoku", details, groups(bout, "scoreline"),
                    prefix + "Hansoku for " + who(after, target, h.corner()) + " is saved" + pair);
        }
        if (e instanceof Entry.Encho) {
            int periods = target.isBout() ? boutOf(after, target).enchoPeriods() : after.enchoPeriods();
            return new Words("encho", details, groups(bout, "overtime"),
                    prefix + "Encho: overtime period " + periods + " begins.");
        }
        if (e instanceof Entry.Hantei h) {
            details.put("corner", h.winner().word());
            return new Words("hantei", details, groups(bout, "verdict"),
                    prefix + "Hantei for " + who(after, target, h.winner()) + " is saved.");
        }
        if (e instanceof Entry.Hikiwake) {
            return new Words("hikiwake", details, groups(bout, "verdict"), prefix + "Hikiwake is saved.");
        }
        if (e instanceof Entry.Forfeit f) {
            details.put("corner", f.winner().word());
            details.put("decision", f.how().code());
            return new Words(f.how().code(), details, groups(bout, "scoreline", "verdict"),
                    prefix + forfeitWord(f.how()) + " is saved: " + who(after, target, f.winner()) + " wins.");
        }
        if (e instanceof Entry.Flags f) {
            details.put("flagsA", f.flagsA());
            details.put("flagsB", f.flagsB());
            Corner winner = f.flagsA() > f.flagsB() ? Corner.A : Corner.B;
            return new Words("flags", details, groups(bout, "flags", "verdict"), "Flags " + f.flagsA() + " to "
                    + f.flagsB() + " are saved: " + who(after, target, winner) + " wins.");
        }
        if (e instanceof Entry.Finish) {
            return new Words("finish", details, groups(bout, "verdict"), result(c, stage, after, target));
        }
        throw new IllegalArgumentException("The generator makes no " + e.getClass().getSimpleName() + " entry.");
    }

    /** The sentence a finished match or bout reads: who won and how, or that it was drawn. */
    static String result(Competition c, Stage stage, MatchResult m, Target target) {
        if (target.isBout()) {
            SubBout b = boutOf(m, target);
            String name = boutName(c, b.position());
            return b.winner().isEmpty() ? name + " is over, drawn." : name + " is over: " + b.winner() + " won.";
        }
        return "Result saved: " + outcome(c, stage, m);
    }

    /** Who won a match and how ({@code Rin Sato won on points.}), or that it was drawn. */
    static String outcome(Competition c, Stage stage, MatchResult m) {
        var outcome = Outcomes.outcome(c, m, stage);
        if (outcome.isDraw()) {
            return "drawn (hikiwake).";
        }
        return outcome.winner().map(w -> w.of(m).name() + " " + outcome.basis().text()).orElse("not decided.");
    }

    /** As the court table names a bout: fixed-order positions count from 0 on disk, kachinuki ones from 1. */
    static String boutName(Competition c, int position) {
        if (position == SubBout.REPRESENTATIVE) {
            return "The representative bout";
        }
        return "Bout " + (c.teamMatchType() == TeamMatchType.KACHINUKI ? position : position + 1);
    }

    private static List<String> groups(String bout, String... groups) {
        return bout.isEmpty() ? List.of(groups) : List.of(bout);
    }

    private static String who(MatchResult m, Target target, Corner corner) {
        String name = target.isBout() ? corner.nameIn(boutOf(m, target)) : corner.of(m).name();
        return corner.word() + " (" + name + ")";
    }

    private static int fouls(MatchResult m, Target target, Corner corner) {
        if (target.isBout()) {
            SubBout b = boutOf(m, target);
            return corner == Corner.A ? b.hansokuA() : b.hansokuB();
        }
        return corner.of(m).hansoku();
    }

    private static SubBout boutOf(MatchResult m, Target target) {
        return m.subBouts().stream().filter(b -> b.position() == target.boutPosition()).findFirst().orElseThrow();
    }

    static String markWord(Mark mark) {
        String name = mark.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static String forfeitWord(Decision how) {
        switch (how) {
            case KIKEN_INJURY:
                return "Kiken through injury";
            case KIKEN_VOLUNTARY:
                return "Kiken by choice";
            case KIKEN:
                return "Kiken";
            case FUSENPAI:
                return "Fusenpai";
            default:
                return "Fusensho";
        }
    }
}
