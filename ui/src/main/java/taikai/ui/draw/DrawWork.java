package taikai.ui.draw;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.draw.Draws;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.draw.GenerateDrawHandler;
import taikai.app.road.match.OtherMatches;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.merge.SessionRevisions;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.store.CompetitionStore;
import taikai.ui.session.Session;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The draw screen's work on the folder, always off the FX thread: the preview, worked out by the
 * handler the write road runs ({@link GenerateDrawHandler}) on the competition as it is on disk now,
 * and the count of what a discard takes with it.
 */
final class DrawWork {
    private DrawWork() {
    }

    /** The draw {@code seed} gives the competition as it is on disk now; nothing is written. */
    static DrawPreview preview(Session session, String competitionId, int seed) {
        CompetitionState state = read(session, competitionId);
        Decision decided = new GenerateDrawHandler().decide(new GenerateDraw(competitionId, seed), state, new Looking(session));
        if (decided instanceof Decision.Refuse refuse) {
            // Decision 0046: the rule's code in the desktop's language where the app's bundle says it.
            String sentence = taikai.app.words.Said.refusal(refuse.code(), refuse.arguments(), DeskWords.language())
                    .orElse(refuse.sentence());
            return DrawPreview.refused(competitionId, seed, state, sentence);
        }
        Decision.Land land = (Decision.Land) decided;
        return new DrawPreview(competitionId, seed, state, land.state(), summary(state, land.state()), "");
    }

    /** "3 pools, 18 bouts and a knockout of 7 matches": what the draw adds, in words. */
    static String summary(CompetitionState before, CompetitionState after) {
        Words words = words();
        List<String> parts = new java.util.ArrayList<>();
        if (!after.pools().isEmpty()) {
            parts.add(words.say("summary.pools", after.pools().size()));
        }
        int bouts = after.poolMatches().size() - before.poolMatches().size();
        if (bouts > 0) {
            parts.add(words.say("summary.bouts", bouts));
        }
        int knockout = after.bracket().allMatches().size() - before.bracket().allMatches().size();
        if (knockout > 0) {
            parts.add(words.say("summary.knockout", knockout));
        }
        return switch (parts.size()) {
            case 0 -> words.say("summary.none");
            case 1 -> parts.get(0);
            case 2 -> words.say("list.two", parts.get(0), parts.get(1));
            default -> words.say("list.three", parts.get(0), parts.get(1), parts.get(2));
        };
    }

    /** What goes with the draw, counted from the folder: results, per-match line-ups, history files. */
    static DiscardCount discardCount(Session session, String competitionId) {
        CompetitionState state = read(session, competitionId);
        CompetitionStore store = session.store().competition(competitionId);
        List<MatchResult> matches = OtherMatches.all(state);
        int results = (int) matches.stream().filter(DrawWork::hasResult).count();
        int histories = 0;
        for (MatchResult m : matches) {
            Path file = session.root().resolve(store.historyPath(m.id()));
            if (Files.isRegularFile(file)) {
                histories++;
            }
        }
        int perMatch = (int) state.lineups().stream().filter(l -> !l.matchId().isEmpty()).count();
        int starting = (int) state.lineups().stream().filter(l -> l.isStarting()).count();
        boolean drawn = Draws.exists(state);
        return new DiscardCount(state.competition().name().isBlank() ? competitionId : state.competition().name(), drawn,
                matches.size(), results, perMatch, histories, starting, state.competition().isTeam());
    }

    private static CompetitionState read(Session session, String competitionId) {
        LoadedCompetition loaded = session.store().competition(competitionId).read();
        if (loaded.failed() || loaded.state().isEmpty()) {
            throw new IllegalStateException(words().say("read.broken", competitionId));
        }
        return loaded.state().get();
    }

    /**
     * A match with something entered: under way, finished, or holding a point, a foul or a bout.
     * A bye (a side left empty) finishes by itself and records nothing.
     */
    static boolean hasResult(MatchResult m) {
        if (m.sideA().isEmpty() || m.sideB().isEmpty()) {
            return false;
        }
        if (m.status() != MatchStatus.SCHEDULED || m.verdict().decision() != taikai.model.match.Decision.NONE) {
            return true;
        }
        if (!m.sideA().ippons().isEmpty() || !m.sideB().ippons().isEmpty() || m.sideA().hansoku() > 0 || m.sideB().hansoku() > 0) {
            return true;
        }
        for (SubBout b : m.subBouts()) {
            if (!b.ipponsA().isEmpty() || !b.ipponsB().isEmpty() || b.hansokuA() > 0 || b.hansokuB() > 0
                    || b.decision() != taikai.model.match.Decision.NONE) {
                return true;
            }
        }
        return false;
    }

    /** The screen's words in the desktop's language, asked for when said: this work runs on any thread. */
    private static Words words() {
        return DeskWords.of(DrawWork.class);
    }

    /** A preview is not a write: it runs the handler's rules and draw only, so nothing here is consulted. */
    private record Looking(Session session) implements RoadContext {
        @Override
        public long now() {
            return session.now();
        }

        @Override
        public String via() {
            return Session.VIA;
        }

        @Override
        public List<CompetitionState> otherCompetitions() {
            return List.of();
        }

        @Override
        public SessionRevisions sessions(String competitionId, String matchId) {
            return SessionRevisions.NONE;
        }

        @Override
        public void keepSessions(String competitionId, String matchId, SessionRevisions revisions) {
            // Nothing is kept: nothing is written.
        }
    }
}
