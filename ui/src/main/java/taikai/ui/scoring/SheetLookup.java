package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Language;
import taikai.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.print.sheets.QrText;
import taikai.print.words.Labels;
import taikai.ui.session.OpenMatches;
import taikai.ui.session.Snapshot;

/**
 * Which match a score sheet names: the text of its QR code as a scanner types it
 * ({@code taikai:match:<competition>:<match>}, {@link QrText}), or its label as a person types it
 * ("Pool B, match 3", "Match 12", or the same heading in any of the six languages; case, commas and
 * spaces do not matter). A label is looked for in
 * the chosen competition first, then in every other. What cannot be found is said in a sentence,
 * never by an id.
 */
public final class SheetLookup {
    private static Words words() {
        return DeskWords.of(SheetLookup.class);
    }

    /** The match found, or why none was. */
    public record Answer(String competitionId, String matchId, String sentence) {
        public boolean found() {
            return sentence.isEmpty();
        }

        static Answer of(CompetitionState state, MatchResult match) {
            return new Answer(state.competition().id(), match.id(), "");
        }

        static Answer refused(String sentence) {
            return new Answer("", "", sentence);
        }
    }

    private SheetLookup() {
    }

    public static Answer find(Snapshot snapshot, String chosenCompetition, String typed) {
        String text = typed == null ? "" : typed.strip();
        if (snapshot == null) {
            return Answer.refused(words().say("lookup.no-folder"));
        }
        if (text.isEmpty()) {
            return Answer.refused(words().say("lookup.empty"));
        }
        if (text.regionMatches(true, 0, QrText.MATCH, 0, QrText.MATCH.length())) {
            return scanned(snapshot, text.substring(QrText.MATCH.length()));
        }
        return labelled(snapshot, chosenCompetition, text);
    }

    private static Answer scanned(Snapshot snapshot, String rest) {
        int colon = rest.indexOf(':');
        Optional<CompetitionState> state = colon < 0 ? Optional.empty() : snapshot.state(rest.substring(0, colon));
        if (state.isEmpty()) {
            return Answer.refused(words().say("lookup.other-tournament"));
        }
        Optional<MatchResult> match = state.get().findMatch(rest.substring(colon + 1));
        if (match.isEmpty()) {
            return Answer.refused(words().say("lookup.match-gone", Labels.competition(state.get())));
        }
        return Answer.of(state.get(), match.get());
    }

    private static Answer labelled(Snapshot snapshot, String chosenCompetition, String text) {
        String wanted = plain(text);
        Optional<CompetitionState> chosen = chosenCompetition == null ? Optional.empty() : snapshot.state(chosenCompetition);
        if (chosen.isPresent()) {
            Optional<MatchResult> here = labelledIn(chosen.get(), wanted);
            if (here.isPresent()) {
                return Answer.of(chosen.get(), here.get());
            }
        }
        List<CompetitionState> holders = new ArrayList<>();
        List<MatchResult> found = new ArrayList<>();
        for (CompetitionState state : snapshot.states()) {
            labelledIn(state, wanted).ifPresent(match -> {
                holders.add(state);
                found.add(match);
            });
        }
        if (found.size() == 1) {
            return Answer.of(holders.get(0), found.get(0));
        }
        if (found.size() > 1) {
            return Answer.refused(words().say("lookup.several", text, names(holders)));
        }
        return Answer.refused(chosen.map(s -> words().say("lookup.none-in", text, Labels.competition(s)))
                .orElse(words().say("lookup.none", text)));
    }

    /**
     * The match whose label, as the screens or the printed sheet give it, is the typed one. A sheet
     * may have been printed in another language than the desktop's (a printout follows the
     * organiser's choice), so its heading is looked for in each of the six.
     */
    private static Optional<MatchResult> labelledIn(CompetitionState state, String wanted) {
        List<Words> sheets = java.util.Arrays.stream(Language.values()).map(l -> Words.of(Labels.BUNDLE, l)).toList();
        for (MatchResult match : OpenMatches.all(state)) {
            if (plain(MatchLabels.of(state, match)).equals(wanted)) {
                return Optional.of(match);
            }
            for (Words sheet : sheets) {
                if (plain(Labels.heading(sheet, state, match)).equals(wanted)) {
                    return Optional.of(match);
                }
            }
        }
        return Optional.empty();
    }

    /** Lower case, with every run of spaces and punctuation one space: "Pool B, match 3" is "pool b match 3". */
    static String plain(String label) {
        return label.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    private static String names(List<CompetitionState> states) {
        List<String> names = states.stream().map(Labels::competition).toList();
        return words().say("lookup.and", String.join(words().say("lookup.comma"), names.subList(0, names.size() - 1)),
                names.get(names.size() - 1));
    }
}
