package taikai.print.workbook;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.apache.poi.ss.usermodel.BorderStyle;
import org.apache.poi.ss.usermodel.CellStyle;
import org.apache.poi.ss.usermodel.FillPatternType;
import org.apache.poi.ss.usermodel.Font;
import org.apache.poi.ss.usermodel.IndexedColors;
import org.apache.poi.ss.usermodel.PrintSetup;
import org.apache.poi.xssf.usermodel.XSSFCellStyle;
import org.apache.poi.xssf.usermodel.XSSFColor;
import org.apache.poi.xssf.usermodel.XSSFRow;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import taikai.model.standings.ResultRows;
import taikai.model.standings.SwissTable;
import taikai.model.competition.CompetitionState;
import taikai.print.Source;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The results workbook (.xlsx): entrants, then for each competition its pool matches, standings
 * with the tie-break that separated each place, knockout by round, and team bouts with the
 * kachinuki detail. Header rows frozen, columns sized to their text, aka and shiro columns
 * coloured, print areas set. The same state gives the same bytes: the document dates are the
 * tournament's and every part of the file carries one fixed time.
 */
public final class ResultsWorkbook {
    private static final int MAX_COLUMN_CHARS = 48;

    private final XSSFWorkbook book = new XSSFWorkbook();
    private final Set<String> names = new HashSet<>();
    private final XSSFCellStyle header;
    private final XSSFCellStyle akaHeader;
    private final XSSFCellStyle shiroHeader;
    private final XSSFCellStyle aka;
    private final XSSFCellStyle shiro;

    private final Words words;

    private ResultsWorkbook(Language language) {
        words = Words.of(taikai.print.words.Labels.BUNDLE, language);
        header = style(new byte[] {(byte) 0xdd, (byte) 0xdd, (byte) 0xdd}, true);
        akaHeader = style(new byte[] {(byte) 0xe5, (byte) 0x73, (byte) 0x73}, true);
        shiroHeader = style(new byte[] {(byte) 0xf2, (byte) 0xf2, (byte) 0xf2}, true);
        aka = style(new byte[] {(byte) 0xfb, (byte) 0xe3, (byte) 0xe3}, false);
        shiro = style(new byte[] {(byte) 0xf7, (byte) 0xf7, (byte) 0xf7}, false);
    }

    /** The workbook of every competition of {@code source}, or of the one given. */
    public static byte[] of(Source source, Optional<String> competition) {
        return of(source, competition, Language.ENGLISH);
    }

    /**
     * The workbook with its sheet names and column headings in {@code language} (decision 0042); the
     * cells hold the same names, numbers and codes in every language.
     */
    public static byte[] of(Source source, Optional<String> competition, Language language) {
        List<CompetitionState> states = competition.isPresent()
                ? source.competition(competition.get()).map(List::of).orElse(List.of())
                : source.competitions();
        ResultsWorkbook workbook = new ResultsWorkbook(language);
        return workbook.write(source, states);
    }

    private byte[] write(Source source, List<CompetitionState> states) {
        List<List<String>> entrants = new ArrayList<>();
        states.forEach(s -> entrants.addAll(Rows.entrants(s)));
        sheet(words.say("workbook.sheet.entrants"), Rows.ENTRANTS, entrants);
        for (CompetitionState state : states) {
            String id = state.competition().id();
            // The same rows as the CSV export's tables (one builder in model for both).
            sheet(words.say("workbook.sheet.matches", id), ResultRows.MATCHES_HEADER, ResultRows.matches(state));
            sheet(words.say("workbook.sheet.standings", id), ResultRows.STANDINGS_HEADER, ResultRows.standings(state));
            sheet(words.say("workbook.sheet.swiss", id), SwissTable.HEADER, SwissTable.rows(state));
            sheet(words.say("workbook.sheet.knockout", id), ResultRows.KNOCKOUT_HEADER, ResultRows.knockout(state));
            if (state.competition().isTeam()) {
                sheet(words.say("workbook.sheet.bouts", id), Rows.BOUTS, Rows.bouts(state));
            }
        }
        var core = book.getProperties().getCoreProperties();
        Date when = taikai.print.pdf.Dates.of(source.tournament().date());
        core.setCreated(Optional.of(when));
        core.setModified(Optional.of(when));
        core.setTitle(words.say("workbook.title",
                source.tournament().name().isBlank() ? words.say("tournament") : source.tournament().name()));
        core.setCreator("Taikai");
        try (ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            book.write(out);
            book.close();
            return fixedTimes(out.toByteArray(), LocalDateTime.ofInstant(when.toInstant(), ZoneOffset.UTC));
        } catch (IOException e) {
            throw new UncheckedIOException("The workbook could not be written", e);
        }
    }

    /** A sheet with no rows is left out, as the CSV export leaves out an empty table. */
    private void sheet(String title, List<String> columns, List<List<String>> rows) {
        if (rows.isEmpty()) {
            return;
        }
        XSSFSheet sheet = book.createSheet(name(title));
        int[] widths = new int[columns.size()];
        XSSFRow head = sheet.createRow(0);
        for (int c = 0; c < columns.size(); c++) {
            String column = columns.get(c);
            String heading = heading(column);
            var cell = head.createCell(c);
            cell.setCellValue(heading);
            cell.setCellStyle(column.startsWith("Aka") ? akaHeader : column.startsWith("Shiro") ? shiroHeader : header);
            widths[c] = heading.length();
        }
        for (int r = 0; r < rows.size(); r++) {
            XSSFRow row = sheet.createRow(r + 1);
            List<String> cells = rows.get(r);
            for (int c = 0; c < columns.size(); c++) {
                String value = c < cells.size() && cells.get(c) != null ? cells.get(c) : "";
                var cell = row.createCell(c);
                if (value.matches("-?\\d{1,9}") && !columns.get(c).equals("Number") && !columns.get(c).equals("Match")) {
                    cell.setCellValue(Integer.parseInt(value));
                } else {
                    cell.setCellValue(value);
                }
                String column = columns.get(c);
                if (column.startsWith("Aka")) {
                    cell.setCellStyle(aka);
                } else if (column.startsWith("Shiro")) {
                    cell.setCellStyle(shiro);
                }
                widths[c] = Math.max(widths[c], value.length());
            }
        }
        for (int c = 0; c < widths.length; c++) {
            sheet.setColumnWidth(c, (Math.min(MAX_COLUMN_CHARS, widths[c]) + 2) * 256);
        }
        sheet.createFreezePane(0, 1);
        book.setPrintArea(book.getSheetIndex(sheet), 0, columns.size() - 1, 0, rows.size());
        sheet.setRepeatingRows(org.apache.poi.ss.util.CellRangeAddress.valueOf("1:1"));
        PrintSetup print = sheet.getPrintSetup();
        print.setLandscape(true);
        print.setFitWidth((short) 1);
        print.setFitHeight((short) 0);
        sheet.setFitToPage(true);
    }

    /** A column's heading (written in English by the rows' builders) in the workbook's language. */
    private String heading(String column) {
        String key = "workbook.column." + column.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", ".").replaceAll("^\\.|\\.$", "");
        return words.has(key) ? words.say(key) : column;
    }

    /** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], unique. */
    private String name(String title) {
        String clean = title.replaceAll("[:\\\\/?*\\[\\]]", " ");
        String name = clean.length() > 31 ? clean.substring(0, 31) : clean;
        int n = 2;
        while (!names.add(name.toLowerCase(java.util.Locale.ROOT))) {
            String suffix = " " + n++;
            name = (clean.length() > 31 - suffix.length() ? clean.substring(0, 31 - suffix.length()) : clean) + suffix;
        }
        return name;
    }

    private XSSFCellStyle style(byte[] rgb, boolean bold) {
        XSSFCellStyle style = book.createCellStyle();
        style.setFillForegroundColor(new XSSFColor(rgb, null));
        style.setFillPattern(FillPatternType.SOLID_FOREGROUND);
        if (bold) {
            Font font = book.createFont();
            font.setBold(true);
            style.setFont(font);
            style.setBorderBottom(BorderStyle.THIN);
            style.setBottomBorderColor(IndexedColors.GREY_50_PERCENT.getIndex());
        }
        return style;
    }

    /** The zip again with every entry at one time, so nothing in the file depends on when it was made. */
    static byte[] fixedTimes(byte[] zip, LocalDateTime when) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(zip.length);
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip)); ZipOutputStream rezip = new ZipOutputStream(out)) {
            ZipEntry entry;
            while ((entry = in.getNextEntry()) != null) {
                ZipEntry copy = new ZipEntry(entry.getName());
                copy.setTimeLocal(when);
                rezip.putNextEntry(copy);
                in.transferTo(rezip);
                rezip.closeEntry();
            }
        }
        return out.toByteArray();
    }
}
