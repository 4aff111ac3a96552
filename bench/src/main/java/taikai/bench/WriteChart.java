package taikai.bench;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/** The chart in docs/performance.md: how a score write's cost grows with the competition, beside its floor and SQLite. */
final class WriteChart {
    private static final int WIDTH_PX = 900;
    private static final int HEIGHT_PX = 520;

    private WriteChart() {
    }

    static void write(List<WriteCost.Row> rows, String machine, Path png) throws IOException {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(series("Taikai write road (lock, read, merge, WAL, history)", rows, WriteCost.Row::road));
        data.addSeries(series("Disk floor: the same forced writes, no logic", rows, WriteCost.Row::floor));
        data.addSeries(series("SQLite transaction (WAL, synchronous=FULL)", rows, WriteCost.Row::sqlite));
        data.addSeries(series("One forced append to a reused log file", rows, WriteCost.Row::logAppend));

        LogAxis x = new LogAxis("Matches in the competition (log scale)");
        x.setBase(2);
        x.setTickUnit(new NumberTickUnit(2));
        x.setNumberFormatOverride(new java.text.DecimalFormat("#,##0"));
        x.setSmallestValue(8);
        NumberAxis y = new NumberAxis("Milliseconds per score write");
        y.setAutoRangeIncludesZero(true);

        DeviationRenderer renderer = new DeviationRenderer(true, true);
        Color[] colours = {new Color(0xC0392B), new Color(0x2C3E50), new Color(0x2471A3), new Color(0x27AE60)};
        for (int i = 0; i < colours.length; i++) {
            renderer.setSeriesPaint(i, colours[i]);
            renderer.setSeriesFillPaint(i, colours[i]);
            renderer.setSeriesStroke(i, new BasicStroke(2.5f));
        }
        renderer.setAlpha(0.15f);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);

        JFreeChart chart = new JFreeChart("What one score write costs as the competition grows", JFreeChart.DEFAULT_TITLE_FONT,
                plot, true);
        chart.addSubtitle(new TextTitle("Line: median; band: median to p95. " + machine));
        chart.setBackgroundPaint(Color.WHITE);
        Files.createDirectories(png.toAbsolutePath().getParent());
        ChartUtils.saveChartAsPNG(png.toFile(), chart, WIDTH_PX, HEIGHT_PX);
    }

    private static YIntervalSeries series(String name, List<WriteCost.Row> rows, Function<WriteCost.Row, Samples> of) {
        YIntervalSeries series = new YIntervalSeries(name);
        for (WriteCost.Row row : rows) {
            Samples samples = of.apply(row);
            series.add(row.matches(), samples.medianMillis(), samples.medianMillis(), samples.p95Millis());
        }
        return series;
    }
}
