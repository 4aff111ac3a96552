package taikai.ui.results;

import taikai.ui.words.DeskWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.actions.award.GiveAward;
import taikai.app.road.actions.award.WithdrawAward;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.results.MedalTable;
import taikai.model.results.Podium;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Snapshot;

/**
 * The results screen's state: the chosen competition's podium and fighting-spirit awards, with the
 * form that gives an award; and for the whole tournament every competition's podium and the medal
 * table by dojo. Everything is worked out from the folder as last read, by the model's podium rule.
 */
public final class ResultsViewModel {

    private final RoadActions road;

    // ---- properties ----
    private final BooleanProperty wholeTournament = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<CompetitionResults> chosen = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(DeskWords.of(ResultsViewModel.class).say("note.none"));
    private final ObservableList<CompetitionResults> all = FXCollections.observableArrayList();
    private final ObservableList<CompetitionResults> allReadOnly = FXCollections.unmodifiableObservableList(all);
    private final ObservableList<MedalTable.Line> medals = FXCollections.observableArrayList();
    private final ObservableList<MedalTable.Line> medalsReadOnly = FXCollections.unmodifiableObservableList(medals);
    private final ObservableList<Recipient> recipients = FXCollections.observableArrayList();
    private final ObservableList<Recipient> recipientsReadOnly = FXCollections.unmodifiableObservableList(recipients);

    public ResultsViewModel(RoadActions road) {
        this.road = road;
    }

    /** True: every competition and the medal table; false: the competition chosen in the header. */
    public BooleanProperty wholeTournamentProperty() {
        return wholeTournament;
    }

    /** The competition chosen in the header; null when none is open or it could not be read. */
    public ReadOnlyObjectProperty<CompetitionResults> chosenProperty() {
        return chosen.getReadOnlyProperty();
    }

    /** Why there is nothing to show for the chosen competition; empty when there is. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** Every competition that could be read, in id order. */
    public ObservableList<CompetitionResults> all() {
        return allReadOnly;
    }

    /** The whole tournament's medals by dojo. */
    public ObservableList<MedalTable.Line> medals() {
        return medalsReadOnly;
    }

    /** Who the chosen competition's award can go to. */
    public ObservableList<Recipient> recipients() {
        return recipientsReadOnly;
    }

    // ---- inputs ----

    /** Shows the folder as read, with {@code competitionId} as the chosen competition (null for none). */
    public void show(Snapshot snapshot, String competitionId) {
        List<CompetitionResults> results = new ArrayList<>();
        List<Podium> podiums = new ArrayList<>();
        if (snapshot != null) {
            for (CompetitionState s : snapshot.states()) {
                CompetitionResults r = CompetitionResults.of(s);
                results.add(r);
                podiums.add(r.podium());
            }
        }
        all.setAll(results);
        medals.setAll(MedalTable.of(podiums));
        Optional<CompetitionState> state = snapshot == null || competitionId == null ? Optional.empty()
                : snapshot.state(competitionId);
        chosen.set(state.map(CompetitionResults::of).orElse(null));
        recipients.setAll(state.map(Recipient::of).orElse(List.of()));
        if (snapshot == null || competitionId == null) {
            note.set(DeskWords.of(ResultsViewModel.class).say("note.none"));
        } else if (state.isEmpty()) {
            note.set(DeskWords.of(ResultsViewModel.class).say("note.unreadable"));
        } else {
            note.set("");
        }
    }

    // ---- commands ----

    /**
     * Gives the chosen competition's award {@code title} to {@code name} of {@code dojo}. A name typed
     * as the form offers it ("Amélie Petit (Shidokan Châtelbrune)") is taken apart into name and dojo.
     */
    public void give(String title, String name, String dojo) {
        CompetitionResults c = chosen.get();
        if (c == null) {
            return;
        }
        Recipient known = recipients.stream().filter(r -> r.toString().equals(name.strip())).findFirst().orElse(null);
        String who = known == null ? name.strip() : known.name();
        String from = dojo.isBlank() && known != null ? known.dojo() : dojo.strip();
        FightingSpiritAward award = new FightingSpiritAward(title.strip(), who, from);
        road.send(DeskWords.of(ResultsViewModel.class).say("sent.award", who), new GiveAward(c.id(), award));
    }

    /** Takes back {@code award} of the chosen competition. */
    public void withdraw(FightingSpiritAward award) {
        CompetitionResults c = chosen.get();
        if (c != null && award != null) {
            road.send(DeskWords.of(ResultsViewModel.class).say("sent.award", award.recipientName()), new WithdrawAward(c.id(), award));
        }
    }

    /** The dojo of a recipient the form offers, for filling the dojo field; empty when unknown. */
    public String dojoOf(String typed) {
        return recipients.stream().filter(r -> r.toString().equals(typed.strip()) || r.name().equals(typed.strip()))
                .map(Recipient::dojo).findFirst().orElse("");
    }
}
