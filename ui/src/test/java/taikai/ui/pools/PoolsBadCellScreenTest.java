package taikai.ui.pools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/**
 * Spec "When a file is wrong" on the real window: a bout whose row has a cell that fell back to its
 * default shows the ⚠ mark, with the cell in its tooltip, and so do the table lines of both its sides.
 */
@ExtendWith(ApplicationExtension.class)
class PoolsBadCellScreenTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void theMarkOfAWrongCellIsOnTheBoutAndOnBothSidesLines(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        TestFolders.Cell cell = TestFolders.editCell(day, TestFolders.MEN, "Pool A-0", "IpponsA", "X");
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.MEN));
        robot.clickOn("Pools");

        Button bout = robot.lookup("#bout-Pool_A-0").queryAs(Button.class);
        Label state = robot.from(bout).lookup(".state").queryAs(Label.class);
        assertTrue(state.getText().startsWith("\u26A0"), state.getText());
        assertTrue(bout.getTooltip().getText().contains("Line " + cell.line() + ", column " + cell.column()
                + " of competitions/men/pool-matches.csv: "), bout.getTooltip().getText());
        Label next = robot.from(robot.lookup("#bout-Pool_A-1").queryAs(Button.class)).lookup(".state").queryAs(Label.class);
        assertFalse(next.getText().startsWith("\u26A0"), next.getText());

        BoutLine line = desk.desktop.pools().pools().stream().filter(p -> p.name().equals("Pool A")).findFirst().orElseThrow().bouts().stream()
                .filter(b -> b.matchId().equals("Pool A-0")).findFirst().orElseThrow();
        List<Label> marked = robot.lookup("#pool-Pool_A .standings .name").queryAllAs(Label.class).stream()
                .filter(l -> l.getText().endsWith("\u26A0")).toList();
        assertEquals(List.of(line.aka(), line.shiro()).stream().sorted().toList(),
                marked.stream().map(l -> l.getText().replace("\u26A0", "").strip()).sorted().toList());
        marked.forEach(l -> assertTrue(l.getTooltip().getText().contains("Bout 1: Line " + cell.line()),
                l.getTooltip().getText()));
    }
}
