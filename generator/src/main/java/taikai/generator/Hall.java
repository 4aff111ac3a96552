package taikai.generator;

import java.util.List;
import java.util.Map;

/**
 * What the competitions of one generated tournament share: the day's clock, the moment the folder
 * shows, the courts' bookings, the dojos entrants come from, and the courts whose network link went
 * down for a while.
 */
record Hall(DayClock clock, int now, Booking booking, List<Club> clubs, Map<String, int[]> outages) {
}
