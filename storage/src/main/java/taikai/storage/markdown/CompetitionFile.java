package taikai.storage.markdown;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import taikai.model.competition.BoutRules;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSchedule;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.EntrantRules;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.KnockoutRules;
import taikai.model.competition.LeagueTiebreak;
import taikai.model.competition.LineupMigration;
import taikai.model.competition.NaginataRules;
import taikai.model.competition.PoolRules;
import taikai.model.competition.SwissState;
import taikai.model.competition.TeamMatchType;
import taikai.model.competition.TeamRules;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;
import taikai.storage.text.LocatedTree;
import taikai.storage.text.TreeValues;
import taikai.storage.text.YamlText;

/**
 * {@code competitions/<id>/config.md} (file-formats "config.md keys", plus the keys data-model.md
 * section 2 adds and Taikai's own settings, appended in that order). Whole-minute durations of older
 * files are converted to the {@code _seconds} keys and dropped. Flags are written only when they
 * differ from what their absence reads as: {@code round_lineups_converted} is absent in every folder
 * written before the conversion existed, so absence reads as false and a new competition, which
 * starts converted, writes {@code round_lineups_converted: true}; {@code hikiwake_allowed} is
 * absent in the other implementation's folders, where pool bouts may be drawn, so absence reads as
 * true and only {@code false} is written.
 */
public final class CompetitionFile {
    public static final String NAME = "config.md";
    private static final int MIN_DURATION_SECONDS = 60;
    private static final int MAX_DURATION_SECONDS = 3600;
    private static final int SECONDS_PER_MINUTE = 60;
    private static final int MAX_NUMBER_PREFIX = 3;
    static final boolean HIKIWAKE_ALLOWED_WHEN_ABSENT = true;
    private static final Set<String> KNOWN = Set.of("id", "name", "kind", "format", "pool_format", "team_size",
            "pool_size", "pool_size_mode", "pool_winners", "extra_qualifiers", "round_robin", "courts", "start_time",
            "date", "status", "mirror", "with_zekken_name", "number_prefix", "has_participant_ids",
            "pool_match_duration_seconds", "playoff_match_duration_seconds", "pool_match_duration",
            "playoff_match_duration", "match_duration", "team_match_type", "swiss_rounds", "swiss_current_round",
            "naginata", "engi", "check_in_enabled", "fighting_spirit_awards", "league_tiebreak_top_n",
            "league_two_third_places", "league_tiebreak_finalized", "round_lineups_legacy", "round_lineups_given",
            "round_lineups_converted", "ippon_shobu", "third_place_match", "hikiwake_allowed", "encho_limit",
            "engi_judges", "draw_seed");

    private CompetitionFile() {
    }

    public static Competition read(String file, String text, Problems problems) throws FileFormatException {
        FrontMatterReader in = FrontMatterReader.parse(file, text, problems);
        TreeValues v = in.values();
        // Read in the file's documented key order, so its problems are listed in that order too.
        String id = in.text("id");
        String name = in.text("name");
        Kind kind = Kind.fromCode(in.code("kind", Kind::isKnown, "individual or team",
                (found, value) -> found.coded("config-kind-not-known", value)));
        Format format = Format.fromCode(in.code("format", Format::isKnown,
                "playoffs, mixed, league or swiss, so the competition is drawn as direct elimination",
                (found, value) -> found.coded("config-format-not-known", value)));
        String poolFormat = in.text("pool_format");
        int teamSize = in.count("team_size");
        PoolRules pools = new PoolRules(poolFormat, in.count("pool_size"), in.text("pool_size_mode"),
                orZero(v.integer("/pool_winners")), in.text("extra_qualifiers"), in.flag("round_robin", false));
        List<String> courts = in.courts("courts");
        String startTime = in.text("start_time");
        String date = in.text("date");
        CompetitionStatus status = CompetitionStatus.fromCode(in.code("status", CompetitionStatus::isKnown, "a competition status",
                (found, value) -> found.coded("config-status-not-known", value)));
        boolean mirror = in.flag("mirror", false);
        boolean withZekkenName = in.flag("with_zekken_name", false);
        String numberPrefix = numberPrefix(in);
        boolean hasParticipantIds = in.flag("has_participant_ids", false);
        CompetitionSchedule schedule = new CompetitionSchedule(courts, date, startTime,
                duration(in, "pool_match_duration"), duration(in, "playoff_match_duration"));
        TeamRules teams = new TeamRules(teamSize,
                TeamMatchType.fromCode(in.code("team_match_type", TeamMatchType::isKnown, "fixed or kachinuki",
                        (found, value) -> found.coded("config-team-match-type-not-known", value))));
        SwissState swiss = new SwissState(in.count("swiss_rounds"), in.count("swiss_current_round"));
        boolean naginata = in.flag("naginata", false);
        boolean engi = in.flag("engi", false);
        EntrantRules entrants = new EntrantRules(withZekkenName, numberPrefix, hasParticipantIds,
                in.flag("check_in_enabled", false));
        List<FightingSpiritAward> awards = awards(in);
        LeagueTiebreak league = new LeagueTiebreak(topN(in), in.flag("league_two_third_places", false),
                in.flag("league_tiebreak_finalized", false));
        LineupMigration lineups = new LineupMigration(in.texts("/round_lineups_legacy"), given(in),
                in.flag("round_lineups_converted", false));
        boolean ipponShobu = in.flag("ippon_shobu", false);
        KnockoutRules knockout = new KnockoutRules(in.flag("third_place_match", false), mirror);
        BoutRules bouts = new BoutRules(ipponShobu, in.flag("hikiwake_allowed", HIKIWAKE_ALLOWED_WHEN_ABSENT),
                in.count("encho_limit"));
        NaginataRules naginataRules = new NaginataRules(naginata, engi, engiJudges(in));
        int drawSeed = orZero(v.integer("/draw_seed"));
        return new Competition(id, name, kind, format, status, pools, teams, bouts, naginataRules, knockout, schedule,
                entrants, swiss, league, lineups, awards, drawSeed, in.extraKeys(KNOWN), in.body());
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }

    private static String numberPrefix(FrontMatterReader in) {
        String prefix = in.text("number_prefix");
        if (prefix.codePointCount(0, prefix.length()) > MAX_NUMBER_PREFIX) {
            in.values().report(in.values().problemAt("/number_prefix", "is longer than " + MAX_NUMBER_PREFIX
                    + " characters; no prefix applies").coded("number-prefix-too-long", String.valueOf(MAX_NUMBER_PREFIX)));
            return "";
        }
        return prefix;
    }

    /**
     * {@code <phase>_seconds} when set; otherwise the older whole-minute key of the phase, else the
     * older single {@code match_duration}, converted to seconds (file-formats). 0 reads as 180.
     */
    private static int duration(FrontMatterReader in, String phase) {
        TreeValues v = in.values();
        String seconds = "/" + phase + "_seconds";
        Integer value = v.integer(seconds);
        String from = seconds;
        if (value == null || value == 0) {
            Integer minutes = v.has("/" + phase) ? v.integer("/" + phase) : v.integer("/match_duration");
            from = v.has("/" + phase) ? "/" + phase : "/match_duration";
            value = minutes == null ? null : minutes * SECONDS_PER_MINUTE;
        }
        if (value == null || value == 0) {
            return 0;
        }
        if (value < MIN_DURATION_SECONDS || value > MAX_DURATION_SECONDS) {
            v.report(v.problemAt(from, "gives a match of " + value + " seconds, outside " + MIN_DURATION_SECONDS + " to "
                    + MAX_DURATION_SECONDS + "; the default of 180 seconds applies").coded("match-duration-out-of-range",
                            TreeValues.key(from), String.valueOf(value), String.valueOf(MIN_DURATION_SECONDS),
                            String.valueOf(MAX_DURATION_SECONDS)));
            return 0;
        }
        return value;
    }

    private static int topN(FrontMatterReader in) {
        Integer n = in.values().integer("/league_tiebreak_top_n");
        if (n == null || n == 0 || n == 3 || n == 4) {
            return orZero(n);
        }
        in.values().report(in.values().problemAt("/league_tiebreak_top_n", "is " + n + ", neither 3 nor 4; it reads as"
                + " unset").coded("league-tiebreak-top-n-not-3-or-4", String.valueOf(n)));
        return 0;
    }

    private static int engiJudges(FrontMatterReader in) {
        int judges = in.count("engi_judges");
        if (judges != 0 && judges % 2 == 0) {
            in.values().report(in.values().problemAt("/engi_judges", "is " + judges + ", an even number of flag judges;"
                    + " three apply").coded("engi-judges-even", String.valueOf(judges)));
            return 0;
        }
        return judges;
    }

    private static List<FightingSpiritAward> awards(FrontMatterReader in) {
        List<FightingSpiritAward> awards = new ArrayList<>();
        JsonNode list = in.values().list("/fighting_spirit_awards");
        for (int i = 0; i < list.size(); i++) {
            String at = LocatedTree.child("/fighting_spirit_awards", i);
            TreeValues v = in.values();
            awards.add(new FightingSpiritAward(v.text(at + "/title"), v.text(at + "/recipient_name"),
                    v.text(at + "/recipient_dojo")));
        }
        return awards;
    }

    private static Map<String, List<String>> given(FrontMatterReader in) {
        Map<String, List<String>> given = new TreeMap<>();
        JsonNode map = in.values().map("/round_lineups_given");
        for (Iterator<String> teams = map.fieldNames(); teams.hasNext();) {
            String team = teams.next();
            given.put(team, in.texts(LocatedTree.child("/round_lineups_given", team)));
        }
        return given;
    }

    /** The file's bytes as text: documented keys, data-model keys, Taikai's keys, unknown keys, body. */
    public static String write(Competition c) {
        PoolRules pools = c.pools();
        CompetitionSchedule schedule = c.schedule();
        EntrantRules entrants = c.entrants();
        TeamRules teams = c.teams();
        LeagueTiebreak league = c.league();
        LineupMigration lineups = c.lineups();
        BoutRules bouts = c.bouts();
        Map<String, Object> keys = new KeyWriter().text("id", c.id()).text("name", c.name())
                .always("kind", c.kind().code()).always("format", c.format().code())
                .text("pool_format", pools.format()).number("team_size", teams.size())
                .number("pool_size", pools.size()).text("pool_size_mode", pools.sizeMode())
                .number("pool_winners", pools.winners()).text("extra_qualifiers", pools.extraQualifiers())
                .flag("round_robin", pools.roundRobin(), false).list("courts", schedule.courts())
                .text("start_time", schedule.startTime()).text("date", schedule.date())
                .always("status", c.status().code())
                .flag("mirror", c.knockout().mirror(), false).flag("with_zekken_name", entrants.withZekkenName(), false)
                .text("number_prefix", entrants.numberPrefix())
                .flag("has_participant_ids", entrants.hasParticipantIds(), false)
                .number("pool_match_duration_seconds", schedule.poolMatchSeconds())
                .number("playoff_match_duration_seconds", schedule.playoffMatchSeconds())
                .text("team_match_type", teams.matchType() == TeamMatchType.FIXED ? "" : teams.matchType().code())
                .number("swiss_rounds", c.swiss().rounds()).number("swiss_current_round", c.swiss().currentRound())
                .flag("naginata", c.naginata().shiai(), false).flag("engi", c.naginata().engi(), false)
                .flag("check_in_enabled", entrants.checkInEnabled(), false)
                .list("fighting_spirit_awards", c.fightingSpiritAwards().stream().map(CompetitionFile::award).toList())
                .number("league_tiebreak_top_n", league.topN())
                .flag("league_two_third_places", league.twoThirdPlaces(), false)
                .flag("league_tiebreak_finalized", league.finalized(), false)
                .list("round_lineups_legacy", lineups.legacy()).map("round_lineups_given", lineups.given())
                .flag("round_lineups_converted", lineups.converted(), false)
                .flag("ippon_shobu", bouts.ipponShobu(), false)
                .flag("third_place_match", c.knockout().thirdPlaceMatch(), false)
                .flag("hikiwake_allowed", bouts.hikiwakeAllowed(), HIKIWAKE_ALLOWED_WHEN_ABSENT)
                .number("encho_limit", bouts.enchoLimit()).number("engi_judges", c.naginata().engiJudges())
                .number("draw_seed", c.drawSeed()).extras(c.extraKeys()).build();
        return FrontMatter.join(YamlText.write(keys), c.notes());
    }

    private static Map<String, Object> award(FightingSpiritAward a) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("title", a.title());
        out.put("recipient_name", a.recipientName());
        out.put("recipient_dojo", a.recipientDojo());
        return out;
    }
}
