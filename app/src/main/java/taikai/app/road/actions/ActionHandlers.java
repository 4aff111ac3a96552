package taikai.app.road.actions;

import taikai.app.road.Handlers;
import taikai.app.road.actions.award.AwardHandlers;
import taikai.app.road.actions.award.GiveAward;
import taikai.app.road.actions.award.WithdrawAward;
import taikai.app.road.actions.competition.CreateCompetition;
import taikai.app.road.actions.competition.CreateCompetitionHandler;
import taikai.app.road.actions.competition.EditCompetition;
import taikai.app.road.actions.competition.EditCompetitionHandler;
import taikai.app.road.actions.court.AssignCourt;
import taikai.app.road.actions.court.AssignCourtHandler;
import taikai.app.road.actions.court.MoveInQueue;
import taikai.app.road.actions.court.MoveInQueueHandler;
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.ReopenHandler;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.RequeueHandler;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.court.StartMatchHandler;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.DiscardDrawHandler;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.draw.GenerateDrawHandler;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.app.road.actions.entrant.AddEntrantHandler;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.CheckInHandler;
import taikai.app.road.actions.entrant.EditEntrant;
import taikai.app.road.actions.entrant.EditEntrantHandler;
import taikai.app.road.actions.entrant.ImportEntrants;
import taikai.app.road.actions.entrant.ImportEntrantsHandler;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.entrant.SetSeedHandler;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.result.CorrectResultHandler;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.app.road.actions.result.OverridePoolRankHandler;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.OverrideWinnerHandler;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.actions.result.RecordWithdrawalHandler;
import taikai.app.road.actions.result.Reinstate;
import taikai.app.road.actions.result.ReinstateHandler;
import taikai.app.road.actions.result.RemoveWinnerOverride;
import taikai.app.road.actions.result.RemoveWinnerOverrideHandler;
import taikai.app.road.actions.schedule.PlanSchedule;
import taikai.app.road.actions.schedule.PlanScheduleHandler;
import taikai.app.road.actions.team.AddMember;
import taikai.app.road.actions.team.AddMemberHandler;
import taikai.app.road.actions.team.ClearMember;
import taikai.app.road.actions.team.ClearMemberHandler;
import taikai.app.road.actions.team.RenameMember;
import taikai.app.road.actions.team.RenameMemberHandler;
import taikai.app.road.actions.team.SaveLineup;
import taikai.app.road.actions.team.SaveLineupHandler;
import taikai.app.road.actions.tournament.EditTournament;
import taikai.app.road.actions.tournament.EditTournamentHandler;

/** The handlers of the server's actions, by feature: courts, results, teams, draws, entrants. */
public final class ActionHandlers {
    private ActionHandlers() {
    }

    public static Handlers register(Handlers handlers) {
        return handlers
                .with(StartMatch.class, new StartMatchHandler())
                .with(Requeue.class, new RequeueHandler())
                .with(Reopen.class, new ReopenHandler())
                .with(AssignCourt.class, new AssignCourtHandler())
                .with(MoveInQueue.class, new MoveInQueueHandler())
                .with(PlanSchedule.class, new PlanScheduleHandler())
                .with(RecordWithdrawal.class, new RecordWithdrawalHandler())
                .with(CorrectResult.class, new CorrectResultHandler())
                .with(Reinstate.class, new ReinstateHandler())
                .with(OverrideWinner.class, new OverrideWinnerHandler())
                .with(OverridePoolRank.class, new OverridePoolRankHandler())
                .with(RemoveWinnerOverride.class, new RemoveWinnerOverrideHandler())
                .with(SaveLineup.class, new SaveLineupHandler())
                .with(AddMember.class, new AddMemberHandler())
                .with(RenameMember.class, new RenameMemberHandler())
                .with(ClearMember.class, new ClearMemberHandler())
                .with(GenerateDraw.class, new GenerateDrawHandler())
                .with(DiscardDraw.class, new DiscardDrawHandler())
                .with(AddEntrant.class, new AddEntrantHandler())
                .with(EditEntrant.class, new EditEntrantHandler())
                .with(CheckIn.class, new CheckInHandler())
                .with(SetSeed.class, new SetSeedHandler())
                .with(ImportEntrants.class, new ImportEntrantsHandler())
                // Set-up: the tournament's settings and its competitions.
                .with(EditCompetition.class, new EditCompetitionHandler())
                .with(GiveAward.class, AwardHandlers.give())
                .with(WithdrawAward.class, AwardHandlers.withdraw())
                .withTournament(CreateCompetition.class, new CreateCompetitionHandler())
                .withTournament(EditTournament.class, new EditTournamentHandler());
    }
}
