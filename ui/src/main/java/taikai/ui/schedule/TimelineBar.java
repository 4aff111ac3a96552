package taikai.ui.schedule;

/**
 * One stretch of a court's timeline: a match (fought, being fought or waiting) or a break, from its
 * start to its end in minutes of the day, and how far its estimate is off the time on disk
 * ({@code drift}: + late, - early, 0 on time or not estimated).
 */
public record TimelineBar(Kind kind, String id, int start, int end, String label, String detail, int drift) {
    public enum Kind { DONE, RUNNING, WAITING, BREAK }

    public boolean late() {
        return kind == Kind.WAITING && drift >= taikai.model.schedule.Pacing.MARGIN;
    }

    public boolean early() {
        return kind == Kind.WAITING && drift <= -taikai.model.schedule.Pacing.MARGIN;
    }
}
