package taikai.ui.schedule;

import java.util.List;

/** One court's day: its stretches in order, when its day ends, and how it keeps to its times, in words. */
public record CourtTimeline(String court, List<TimelineBar> bars, String end, String pace, boolean late, boolean early) {
    public CourtTimeline {
        bars = List.copyOf(bars);
    }
}
