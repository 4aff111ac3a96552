package taikai.model.competition;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;

/**
 * One competition's settings, the front matter of {@code competitions/<id>/config.md}
 * (spec section 2, file-formats "config.md keys", plus the keys data-model.md adds).
 *
 * Boxed fields are null when their key is absent; {@code effective...} gives the documented default,
 * which is never written back.
 */
public record Competition(
        /** matches ^[a-zA-Z0-9][a-zA-Z0-9_-]*$, at most 64 characters */ String id,
        String name,
        Kind kind,
        /** empty or unknown reads as knockout */ Format format,
        /** full or partial */ String poolFormat,
        /** 0 for individual */ int teamSize,
        int poolSize,
        /** max means a maximum, anything else a minimum */ String poolSizeMode,
        /** 0 or less reads as 2 */ int poolWinners,
        /** empty, larger-pools or fill-bracket */ String extraQualifiers,
        boolean roundRobin,
        /** the courts this competition plays on */ List<String> courts,
        /** HH:MM */ String startTime,
        /** DD-MM-YYYY */ String date,
        CompetitionStatus status,
        boolean mirror,
        /** a DisplayName column in participants.csv */ boolean withZekkenName,
        /** at most 3 characters */ String numberPrefix,
        boolean hasParticipantIds,
        /** 60-3600; 0 reads as 180 */ int poolMatchDurationSeconds,
        /** 60-3600; 0 reads as 180 */ int playoffMatchDurationSeconds,
        TeamMatchType teamMatchType,
        int swissRounds,
        int swissCurrentRound,
        /** naginata shiai: sune counts */ boolean naginata,
        /** naginata engi: decided by flags */ boolean engi,
        boolean checkInEnabled,
        List<FightingSpiritAward> fightingSpiritAwards,
        /** 3 or 4; 0 when unset */ int leagueTiebreakTopN,
        boolean leagueTwoThirdPlaces,
        boolean leagueTiebreakFinalized,
        /** spec section 2: legacy teams recorded at first settlement */ List<String> roundLineupsLegacy,
        /** spec section 2: team id to matches already given a lineup */ Map<String, List<String>> roundLineupsGiven,
        /** spec section 2: set once no legacy team waits; a new competition starts with it set */ boolean roundLineupsConverted,
        /** a match is won at one point instead of two */ boolean ipponShobu,
        /** the knockout has a bronze match */ boolean thirdPlaceMatch,
        /** pool and league bouts may end drawn */ boolean hikiwakeAllowed,
        /** most overtime periods before hantei; 0 = no limit */ int enchoLimit,
        /** odd number of flag judges; 0 reads as 3 */ int engiJudges,
        /** the random seed the current draw was made with */ int drawSeed,
        /** front-matter keys this version does not know, kept and written back */ Map<String, Object> extraKeys,
        /** the Markdown body, kept exactly as written */ String notes) {

    public Competition {
        id = Copies.text(id);
        name = Copies.text(name);
        kind = kind == null ? Kind.INDIVIDUAL : kind;
        format = format == null ? Format.KNOCKOUT : format;
        poolFormat = Copies.text(poolFormat);
        poolSizeMode = Copies.text(poolSizeMode);
        extraQualifiers = Copies.text(extraQualifiers);
        courts = Copies.list(courts);
        startTime = Copies.text(startTime);
        date = Copies.text(date);
        status = status == null ? CompetitionStatus.SETUP : status;
        numberPrefix = Copies.text(numberPrefix);
        teamMatchType = teamMatchType == null ? TeamMatchType.FIXED : teamMatchType;
        fightingSpiritAwards = Copies.list(fightingSpiritAwards);
        roundLineupsLegacy = Copies.list(roundLineupsLegacy);
        roundLineupsGiven = Copies.sorted(roundLineupsGiven);
        extraKeys = Copies.ordered(extraKeys);
        notes = Copies.text(notes);
    }

    public Competition withId(String value) {
        return new Competition(value, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withName(String value) {
        return new Competition(id, value, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withKind(Kind value) {
        return new Competition(id, name, value, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withFormat(Format value) {
        return new Competition(id, name, kind, value, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPoolFormat(String value) {
        return new Competition(id, name, kind, format, value, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withTeamSize(int value) {
        return new Competition(id, name, kind, format, poolFormat, value, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPoolSize(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, value, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPoolSizeMode(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, value, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPoolWinners(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, value, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withExtraQualifiers(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, value, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withRoundRobin(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, value, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withCourts(List<String> value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, value, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withStartTime(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, value, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withDate(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, value, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withStatus(CompetitionStatus value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, value, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withMirror(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, value, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withWithZekkenName(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, value, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withNumberPrefix(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, value, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withHasParticipantIds(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, value, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPoolMatchDurationSeconds(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, value, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withPlayoffMatchDurationSeconds(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, value, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withTeamMatchType(TeamMatchType value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, value, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withSwissRounds(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, value, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withSwissCurrentRound(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, value, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withNaginata(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, value, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withEngi(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, value, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withCheckInEnabled(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, value, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withFightingSpiritAwards(List<FightingSpiritAward> value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, value, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withLeagueTiebreakTopN(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, value, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withLeagueTwoThirdPlaces(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, value, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withLeagueTiebreakFinalized(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, value, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withRoundLineupsLegacy(List<String> value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, value, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withRoundLineupsGiven(Map<String, List<String>> value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, value, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withRoundLineupsConverted(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, value, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withIpponShobu(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, value, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withThirdPlaceMatch(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, value, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withHikiwakeAllowed(boolean value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, value, enchoLimit, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withEnchoLimit(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, value, engiJudges, drawSeed, extraKeys, notes);
    }

    public Competition withEngiJudges(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, value, drawSeed, extraKeys, notes);
    }

    public Competition withDrawSeed(int value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, value, extraKeys, notes);
    }

    public Competition withExtraKeys(Map<String, Object> value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, value, notes);
    }

    public Competition withNotes(String value) {
        return new Competition(id, name, kind, format, poolFormat, teamSize, poolSize, poolSizeMode, poolWinners, extraQualifiers, roundRobin, courts, startTime, date, status, mirror, withZekkenName, numberPrefix, hasParticipantIds, poolMatchDurationSeconds, playoffMatchDurationSeconds, teamMatchType, swissRounds, swissCurrentRound, naginata, engi, checkInEnabled, fightingSpiritAwards, leagueTiebreakTopN, leagueTwoThirdPlaces, leagueTiebreakFinalized, roundLineupsLegacy, roundLineupsGiven, roundLineupsConverted, ipponShobu, thirdPlaceMatch, hikiwakeAllowed, enchoLimit, engiJudges, drawSeed, extraKeys, value);
    }

    /** A new competition with every setting at its default; a new competition starts converted (spec section 2). */
    public static Competition create(String id, String name, Kind kind, Format format) {
        return new Competition(id, name, kind, format, "", kind == Kind.TEAM ? 5 : 0, 0, "", 0, "", false, List.of(),
                "", "", CompetitionStatus.SETUP, false, false, "", true, 0, 0, TeamMatchType.FIXED, 0, 0, false, false,
                false, List.of(), 0, false, false, List.of(), Map.of(), true, false, false, true, 0, 0, 0, Map.of(), "");
    }

    public boolean isTeam() {
        return kind == Kind.TEAM;
    }

    /** Pool winners who qualify per pool: 0 or less reads as 2 (file-formats). */
    public int effectivePoolWinners() {
        return poolWinners <= 0 ? 2 : poolWinners;
    }

    public int effectivePoolMatchDurationSeconds() {
        return poolMatchDurationSeconds == 0 ? 180 : poolMatchDurationSeconds;
    }

    public int effectivePlayoffMatchDurationSeconds() {
        return playoffMatchDurationSeconds == 0 ? 180 : playoffMatchDurationSeconds;
    }

    /** Flag judges for engi; 0 reads as three (FIK naginata engi is judged by three). */
    public int effectiveEngiJudges() {
        return engiJudges <= 0 ? 3 : engiJudges;
    }

    /** Counted points that win a match: one in ippon shobu, else two (sanbon shobu). */
    public int pointsToWin() {
        return ipponShobu ? 1 : 2;
    }
}
