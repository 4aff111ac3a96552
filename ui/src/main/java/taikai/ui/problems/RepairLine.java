package taikai.ui.problems;

/**
 * A competition whose bracket file does not load, with what its format allows and what it costs.
 *
 * @param allowed false when the format allows no repair from the app (direct elimination), or other files come first
 */
public record RepairLine(String competitionId, String competition, boolean allowed, String trade, String button) {
}
