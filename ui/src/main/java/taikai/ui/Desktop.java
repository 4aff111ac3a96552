package taikai.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Node;
import javafx.scene.Parent;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;
import taikai.ui.bracket.BracketView;
import taikai.ui.bracket.BracketViewModel;
import taikai.ui.match.Dojos;
import taikai.ui.match.MatchRules;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.scoreboard.ScoreboardViewModel;
import taikai.ui.scoreboard.ScoreboardWindow;
import taikai.ui.scoring.MatchCommands;
import taikai.ui.scoring.ScoringView;
import taikai.ui.scoring.ScoringViewModel;
import taikai.ui.shell.Section;
import taikai.ui.shell.ShellView;
import taikai.ui.shell.ShellViewModel;
import taikai.ui.write.Writes;

/**
 * The desktop's composition root: builds every view model and view once, with the executor, the
 * write road's commands and the tally rule it is given, and wires them together (opening a match
 * in the bracket shows it on the scoring sheet). The folder loader feeds it through
 * {@link #showTournament} and {@link #showCompetition}.
 */
public final class Desktop {
    private final TeamTallies tallies;
    private final ShellViewModel shell;
    private final ScoringViewModel scoring;
    private final BracketViewModel bracket;
    private final ScoringView scoringView;
    private final ShellView view;
    private final List<ScoreboardWindow> scoreboards = new ArrayList<>();
    private Competition competition;
    private Dojos dojos = Dojos.NONE;

    public Desktop(UiExecutor executor, MatchCommands commands, TeamTallies tallies) {
        this.tallies = tallies;
        Writes writes = new Writes(executor);
        shell = new ShellViewModel(writes, this::openScoreboard);
        scoring = new ScoringViewModel(commands, writes, tallies);
        bracket = new BracketViewModel(this::openMatch);
        scoringView = new ScoringView(scoring);
        BracketView bracketView = new BracketView(bracket);
        view = new ShellView(shell, section -> screen(section, bracketView));
    }

    public Parent root() {
        return view;
    }

    public ShellViewModel shell() {
        return shell;
    }

    public ScoringViewModel scoring() {
        return scoring;
    }

    public BracketViewModel bracket() {
        return bracket;
    }

    public void showTournament(Tournament tournament) {
        shell.showTournament(tournament);
    }

    /** Shows a competition's knockout tree; {@code entrants} give each side its dojo. */
    public void showCompetition(Competition shown, List<Player> entrants, Bracket tree) {
        competition = shown;
        dojos = Dojos.of(entrants);
        bracket.show(tree, dojos, shown.name());
    }

    /** Opens a scoreboard window that follows the match on the scoring sheet. */
    public void openScoreboard() {
        OpenMatch current = scoring.currentProperty().get();
        String court = current == null || current.match().court().isEmpty() ? "A" : current.match().court();
        ScoreboardViewModel board = new ScoreboardViewModel(court, scoring.currentProperty(), new SimpleObjectProperty<>(), tallies);
        ScoreboardWindow window = new ScoreboardWindow(board);
        scoreboards.add(window);
        window.showOn(ScoreboardWindow.preferredScreen(), false);
    }

    /** Closes the scoreboard windows this desktop opened. */
    public void closeScoreboards() {
        scoreboards.forEach(ScoreboardWindow::close);
        scoreboards.clear();
    }

    private Node screen(Section section, BracketView bracketView) {
        switch (section) {
            case SCORING:
                return scoringView;
            case BRACKET:
                return bracketView;
            default:
                return null;
        }
    }

    private void openMatch(String matchId) {
        bracket.bracketProperty().get().find(matchId).ifPresent(node -> {
            scoring.show(new OpenMatch(node.result(), heading(node),
                    competition == null ? MatchRules.KENDO : MatchRules.of(competition), dojos));
            shell.select(Section.SCORING);
            scoringView.requestFocus();
        });
    }

    private static String heading(BracketMatch node) {
        String number = node.matchNumber() > 0 ? "Match " + node.matchNumber() : node.id();
        return node.id().equals("m-bronze") ? number + ", third place" : number;
    }
}
