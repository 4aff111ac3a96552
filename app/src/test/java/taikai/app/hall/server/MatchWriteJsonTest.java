package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.SubBout;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.MatchWriteJson;

class MatchWriteJsonTest {

    private static MatchWrite roundTrip(MatchWrite write) throws Exception {
        String json = MatchWriteJson.write(write).toString();
        return MatchWriteJson.read(Entries.JSON.readTree(json), write.madeAt(), write.session(), write.revision(),
                write.origin());
    }

    @Test
    void everyFieldGroupReadsBackAsItWasWritten() throws Exception {
        TreeMap<FieldGroup, GroupValue> values = new TreeMap<>();
        values.put(FieldGroup.SCORELINE, new GroupValue.Scoreline(List.of(Mark.MEN, Mark.HANSOKU), 1, List.of(Mark.KOTE), 2));
        values.put(FieldGroup.VERDICT, new GroupValue.Verdict(MatchStatus.COMPLETED, "Aka", "id-a", Decision.KIKEN_INJURY,
                "referee", "ankle", ResultSource.ADMIN, "typo", true, GroupValue.Hantei.B));
        values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(2));
        values.put(FieldGroup.FLAGS, new GroupValue.Flags(2, 1));
        values.put(FieldGroup.REPRESENTATIVES, new GroupValue.Representatives("Rep A", "Rep B"));
        values.put(FieldGroup.PICK_A, new GroupValue.Pick("m-1"));
        values.put(FieldGroup.PICK_B, new GroupValue.Pick("m-9"));
        values.put(FieldGroup.bout(0), new GroupValue.Bout(new SubBout(0, "Ann", "Bea", "m-a", "m-b", List.of(Mark.DO),
                List.of(), 0, 1, "Ann", "m-a", Decision.FOUGHT, 1, null)));
        values.put(FieldGroup.bout(-1), new GroupValue.Bout(SubBout.between(-1, "Team A", "", "Team B", "")));
        TreeSet<FieldGroup> named = new TreeSet<>(List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT, FieldGroup.bout(0)));
        MatchWrite write = new MatchWrite(MatchWrite.Kind.CORRECTION, values, named, 1_800_000_000_000L, "board-3", 7,
                "court C");

        assertEquals(write, roundTrip(write));
    }

    @Test
    void aWriteThatNamesNoGroupChangesEveryGroupItCarries() throws Exception {
        String entry = "{\"kind\": \"score\", \"groups\": {\"scoreline\": {\"ipponsA\": [\"M\"]}, \"overtime\": {\"encho\": 1}}}";

        MatchWrite write = MatchWriteJson.read(Entries.JSON.readTree(entry), null, "", 0, "court A");

        assertEquals(2, write.changes().size());
        assertEquals(null, write.madeAt(), "unstamped when the court sent no time");
        assertEquals(new GroupValue.Scoreline(List.of(Mark.MEN), 0, List.of(), 0), write.changes().get(FieldGroup.SCORELINE));
    }

    @Test
    void aServerKindIsNotTakenFromTheNetwork() {
        String entry = "{\"kind\": \"server\", \"groups\": {\"overtime\": {\"encho\": 1}}}";
        ApiError e = assertThrows(ApiError.class, () -> MatchWriteJson.read(Entries.JSON.readTree(entry), null, "", 0, "x"));
        assertEquals(400, e.status());
        assertTrue(e.getMessage().contains("entry.kind"), e.getMessage());
    }

    @Test
    void aFieldOfABoutNamesItsGroupInTheSentence() {
        String entry = "{\"kind\": \"bout\", \"groups\": {\"bout:2\": {\"ipponsA\": [\"X\"]}}}";
        ApiError e = assertThrows(ApiError.class, () -> MatchWriteJson.read(Entries.JSON.readTree(entry), null, "", 0, "x"));
        assertTrue(e.getMessage().startsWith("entry.groups.bout:2.ipponsA holds \"X\""), e.getMessage());
    }
}
