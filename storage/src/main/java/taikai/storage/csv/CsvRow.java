package taikai.storage.csv;

import java.util.List;

/**
 * One row of a CSV file as read: its fields, and for each the 1-based line and column where it
 * starts, so a bad cell is reported where a person will find it in the editor.
 */
public record CsvRow(int line, List<String> fields, List<Integer> lines, List<Integer> columns) {

    public CsvRow {
        fields = List.copyOf(fields);
        lines = List.copyOf(lines);
        columns = List.copyOf(columns);
    }

    public int size() {
        return fields.size();
    }

    /** Field {@code index}, or empty when the row is shorter (an older file's missing trailing column). */
    public String field(int index) {
        return index < fields.size() ? fields.get(index) : "";
    }

    /** The line field {@code index} starts on; the row's line when the row is shorter. */
    public int lineOf(int index) {
        return index < lines.size() ? lines.get(index) : line;
    }

    /** The column field {@code index} starts at; 0 when the row is shorter. */
    public int columnOf(int index) {
        return index < columns.size() ? columns.get(index) : 0;
    }

    /** True when every field is empty (a row of commas). */
    public boolean isBlank() {
        return fields.stream().allMatch(String::isEmpty);
    }
}
