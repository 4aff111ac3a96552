package taikai.ui.teams;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.Action;
import taikai.app.road.actions.team.AddMember;
import taikai.app.road.actions.team.ClearMember;
import taikai.app.road.actions.team.RenameMember;
import taikai.app.road.actions.team.SaveLineup;
import taikai.model.competition.CompetitionState;
import taikai.model.lineup.TeamMembers;
import taikai.model.team.Positions;
import taikai.ui.session.RoadActions;
import taikai.ui.words.DeskWords;
import taikai.ui.write.Writes;
import taikai.words.Words;

/**
 * The teams screen of a team competition: each team's members (add at any time, rename at any time,
 * clear a name only before the competition starts, names unique within a team: spec section 2) and its
 * line-ups, starting and per match, with the line-up in force at each of its matches. Every change goes
 * through the write road; the road's answer, a refusal's sentence included, is shown here as well as on
 * the status line.
 */
public final class TeamsViewModel {
    private final Words words = DeskWords.of(TeamsViewModel.class);
    private final RoadActions road;
    private CompetitionState state;
    private String pending;

    // ---- properties ----
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("heading"));
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("note.none"));
    private final ReadOnlyBooleanWrapper team = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<TeamLines.Team> teams = FXCollections.observableArrayList();
    private final ObservableList<TeamLines.Team> teamsView = FXCollections.unmodifiableObservableList(teams);
    private final ReadOnlyObjectWrapper<TeamLines.Team> selected = new ReadOnlyObjectWrapper<>();
    private final ObservableList<TeamLines.Member> members = FXCollections.observableArrayList();
    private final ObservableList<TeamLines.Member> membersView = FXCollections.unmodifiableObservableList(members);
    private final ReadOnlyBooleanWrapper canClear = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<TeamLines.LineupChoice> choices = FXCollections.observableArrayList();
    private final ObservableList<TeamLines.LineupChoice> choicesView = FXCollections.unmodifiableObservableList(choices);
    private final ReadOnlyObjectWrapper<TeamLines.LineupChoice> lineup = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<List<String>> positions = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<Map<String, String>> shownLineup = new ReadOnlyObjectWrapper<>(Map.of());
    private final ObservableList<TeamLines.InForce> inForce = FXCollections.observableArrayList();
    private final ObservableList<TeamLines.InForce> inForceView = FXCollections.unmodifiableObservableList(inForce);
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper("");

    public TeamsViewModel(RoadActions road, Writes writes) {
        this.road = road;
        // The answer to this screen's write is shown on the screen too: the status line reads "<what>. <answer>"
        // (in the desktop's language), and the answer is the last one the road gave.
        writes.statusTextProperty().addListener((obs, old, text) -> {
            taikai.ui.write.WriteAnswer answer = writes.lastAnswerProperty().get();
            if (pending != null && answer != null && text.startsWith(capital(pending)) && text.endsWith(capital(answer.sentence()))) {
                feedback.set(capital(answer.sentence()));
                pending = null;
            }
        });
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** What the screen holds, or why it holds nothing (an individual competition has no teams). */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** True for a team competition. */
    public ReadOnlyBooleanProperty teamProperty() {
        return team.getReadOnlyProperty();
    }

    public ObservableList<TeamLines.Team> teams() {
        return teamsView;
    }

    public ReadOnlyObjectProperty<TeamLines.Team> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ObservableList<TeamLines.Member> members() {
        return membersView;
    }

    /** A name can be cleared only before the competition starts (spec section 2). */
    public ReadOnlyBooleanProperty canClearProperty() {
        return canClear.getReadOnlyProperty();
    }

    public ObservableList<TeamLines.LineupChoice> lineupChoices() {
        return choicesView;
    }

    /** The line-up being entered: the starting one or one match's. */
    public ReadOnlyObjectProperty<TeamLines.LineupChoice> lineupProperty() {
        return lineup.getReadOnlyProperty();
    }

    /** The positions a round has: senpo..taisho at size five, 1..N otherwise. */
    public ReadOnlyObjectProperty<List<String>> positionsProperty() {
        return positions.getReadOnlyProperty();
    }

    /** Position to member id as the chosen line-up reads now (for a match without its own, the one in force there). */
    public ReadOnlyObjectProperty<Map<String, String>> shownLineupProperty() {
        return shownLineup.getReadOnlyProperty();
    }

    public ObservableList<TeamLines.InForce> inForce() {
        return inForceView;
    }

    /** The write road's answer to the last change made here. */
    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    // ---- inputs ----

    /** The chosen competition as last read, or null. */
    public void show(CompetitionState shown) {
        boolean other = state == null || shown == null || !state.competition().id().equals(shown.competition().id());
        state = shown;
        if (other) {
            feedback.set("");
        }
        if (shown == null) {
            heading.set(words.say("heading"));
            note.set(words.say("note.none"));
            team.set(false);
            teams.clear();
            selectTeam(null);
            return;
        }
        String name = shown.competition().name().isBlank() ? shown.competition().id() : shown.competition().name();
        heading.set(words.say("heading.of", name));
        team.set(shown.competition().isTeam());
        if (!shown.competition().isTeam()) {
            note.set(words.say("note.individual", name));
            teams.clear();
            selectTeam(null);
            return;
        }
        boolean started = TeamMembers.hasStarted(shown.competition().status());
        canClear.set(!started);
        note.set(started ? words.say("note.started") : words.say("note.open"));
        teams.setAll(TeamLines.teams(shown));
        int size = shown.competition().teams().size();
        positions.set(Positions.of(size > 0 ? size : Positions.FIK_FIVE.size()));
        TeamLines.Team was = selected.get();
        String keep = was != null && teams.stream().anyMatch(t -> t.id().equals(was.id())) ? was.id()
                : teams.isEmpty() ? null : teams.get(0).id();
        selectTeam(keep);
    }

    // ---- commands ----

    public void selectTeam(String teamId) {
        TeamLines.Team chosen = teamId == null ? null : teams.stream().filter(t -> t.id().equals(teamId)).findFirst().orElse(null);
        boolean same = chosen != null && selected.get() != null && chosen.id().equals(selected.get().id());
        selected.set(chosen);
        if (chosen == null || state == null) {
            members.clear();
            choices.clear();
            inForce.clear();
            lineup.set(null);
            shownLineup.set(Map.of());
            return;
        }
        members.setAll(TeamLines.members(state, chosen.id()));
        choices.setAll(TeamLines.choices(state, chosen.id()));
        inForce.setAll(TeamLines.inForce(state, chosen.id(), positions.get()));
        String match = same && lineup.get() != null ? lineup.get().matchId() : "";
        chooseLineup(choices.stream().anyMatch(c -> c.matchId().equals(match)) ? match : "");
    }

    /** Chooses the line-up to enter: {@code ""} for the starting one, else a match id of the team. */
    public void chooseLineup(String matchId) {
        TeamLines.Team chosen = selected.get();
        if (chosen == null || state == null) {
            return;
        }
        lineup.set(choices.stream().filter(c -> c.matchId().equals(matchId)).findFirst().orElse(null));
        shownLineup.set(lineup.get() == null ? Map.of() : TeamLines.shown(state, chosen.id(), lineup.get().matchId()));
    }

    public void addMember(String name) {
        TeamLines.Team t = selected.get();
        if (t != null) {
            send(words.say("sent.add", clean(name), t.name()), new AddMember(state.competition().id(), t.id(), name));
        }
    }

    public void rename(String memberId, String name) {
        TeamLines.Team t = selected.get();
        if (t != null) {
            send(said(memberId, "sent.rename.named", "sent.rename.unnamed", "sent.rename.unknown", clean(name)),
                    new RenameMember(state.competition().id(), t.id(), memberId, name));
        }
    }

    public void clear(String memberId) {
        TeamLines.Team t = selected.get();
        if (t != null) {
            send(said(memberId, "sent.clear.named", "sent.clear.unnamed", "sent.clear.unknown"),
                    new ClearMember(state.competition().id(), t.id(), memberId));
        }
    }

    /**
     * Saves the chosen line-up: only the positions whose member differs from what is shown are sent,
     * since a save writes only the positions it names (spec section 2).
     *
     * @param chosen position to member id as entered; an empty id empties the position
     */
    public void saveLineup(Map<String, String> chosen) {
        TeamLines.Team t = selected.get();
        TeamLines.LineupChoice which = lineup.get();
        if (t == null || which == null) {
            return;
        }
        Map<String, String> changed = new LinkedHashMap<>();
        for (String position : positions.get()) {
            String now = chosen.getOrDefault(position, "");
            if (!Objects.equals(now, shownLineup.get().getOrDefault(position, ""))) {
                changed.put(position, now);
            }
        }
        if (changed.isEmpty()) {
            feedback.set(words.say("unchanged"));
            return;
        }
        send(which.matchId().isEmpty() ? words.say("sent.starting", t.name()) : words.say("sent.lineup", t.name(), which.text()),
                new SaveLineup(state.competition().id(), t.id(), which.matchId(), changed));
    }

    /**
     * Gives the chosen team the members named in pasted rows ({@link MemberRows}): the unnamed places of
     * its list are named first, in index order, then the rest are added; a name the team already has is
     * left out, since names are unique within a team (spec section 2).
     */
    public void importMembers(String rows) {
        TeamLines.Team t = selected.get();
        if (t == null) {
            return;
        }
        java.util.Set<String> taken = new java.util.HashSet<>();
        members.forEach(m -> taken.add(m.name().toLowerCase(java.util.Locale.ROOT)));
        java.util.List<String> names = MemberRows.names(rows).stream()
                .filter(n -> !taken.contains(n.toLowerCase(java.util.Locale.ROOT))).toList();
        if (names.isEmpty()) {
            feedback.set(words.say("rows.none"));
            return;
        }
        java.util.Iterator<TeamLines.Member> unnamed = members.stream().filter(m -> m.name().isEmpty()).toList().iterator();
        for (String name : names) {
            if (unnamed.hasNext()) {
                TeamLines.Member m = unnamed.next();
                send(words.say("sent.name", m.label(), t.name(), name),
                        new RenameMember(state.competition().id(), t.id(), m.id(), name));
            } else {
                send(words.say("sent.add", name, t.name()), new AddMember(state.competition().id(), t.id(), name));
            }
        }
    }

    /** The line-up choice before the chosen one (the starting line-up before the first match); null for none. */
    public TeamLines.LineupChoice previousChoice() {
        TeamLines.LineupChoice which = lineup.get();
        int at = which == null ? -1 : choices.indexOf(which);
        return at > 0 ? choices.get(at - 1) : null;
    }

    /**
     * Copies the line-up the team fielded at its previous match onto the chosen match in one save: every
     * position is sent, so the match holds the copy as its own even where it equals what it carried.
     */
    public void copyPreviousLineup() {
        TeamLines.Team t = selected.get();
        TeamLines.LineupChoice which = lineup.get();
        TeamLines.LineupChoice previous = previousChoice();
        if (t == null || which == null || which.matchId().isEmpty() || previous == null) {
            return;
        }
        Map<String, String> from = TeamLines.shown(state, t.id(), previous.matchId());
        if (from.isEmpty()) {
            feedback.set(words.say("copy.none", previous.text()));
            return;
        }
        Map<String, String> all = new LinkedHashMap<>();
        positions.get().forEach(p -> all.put(p, from.getOrDefault(p, "")));
        send(previous.matchId().isEmpty() ? words.say("sent.copy.starting", t.name(), which.text())
                : words.say("sent.copy", t.name(), which.text(), previous.text()),
                new SaveLineup(state.competition().id(), t.id(), which.matchId(), all));
    }

    private void send(String what, Action action) {
        pending = what;
        feedback.set(words.say("sending", what));
        road.send(what, action);
    }

    /**
     * What a change to one member is called: {@code named} with the member's name and label, {@code unnamed}
     * with the label alone, {@code unknown} for an id the team does not have; {@code more} follow those.
     */
    private String said(String memberId, String named, String unnamed, String unknown, Object... more) {
        TeamLines.Member m = members.stream().filter(x -> x.id().equals(memberId)).findFirst().orElse(null);
        List<Object> args = new java.util.ArrayList<>();
        String key = unknown;
        if (m != null && m.name().isEmpty()) {
            key = unnamed;
            args.add(m.label());
        } else if (m != null) {
            key = named;
            args.add(m.name());
            args.add(m.label());
        }
        args.addAll(List.of(more));
        return words.say(key, args.toArray());
    }

    /** The status line starts each sentence with a capital; so does the match against it. */
    private static String capital(String sentence) {
        return sentence == null || sentence.isEmpty() || !Character.isLowerCase(sentence.charAt(0)) ? String.valueOf(sentence)
                : Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }

    private static String clean(String name) {
        return name == null ? "" : name.strip();
    }
}
