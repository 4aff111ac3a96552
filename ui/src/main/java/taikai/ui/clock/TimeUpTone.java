package taikai.ui.clock;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * The time-up signal's sound: three short beeps, made as samples so no sound file ships, played on a
 * thread of its own. A laptop without sound shows the signal only (the clock turns red).
 */
final class TimeUpTone {
    private static final float RATE = 22_050f;

    private TimeUpTone() {
    }

    static void play() {
        Thread player = new Thread(TimeUpTone::beeps, "clock-time-up");
        player.setDaemon(true);
        player.start();
    }

    private static void beeps() {
        AudioFormat format = new AudioFormat(RATE, 8, 1, true, false);
        try (SourceDataLine line = AudioSystem.getSourceDataLine(format)) {
            line.open(format);
            line.start();
            byte[] tone = tone(880, 0.25);
            byte[] gap = new byte[(int) (RATE * 0.12)];
            for (int i = 0; i < 3; i++) {
                line.write(tone, 0, tone.length);
                line.write(gap, 0, gap.length);
            }
            line.drain();
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            // No sound device: the red clock face is the signal.
        }
    }

    private static byte[] tone(double hertz, double seconds) {
        byte[] samples = new byte[(int) (RATE * seconds)];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (byte) (Math.sin(2 * Math.PI * hertz * i / RATE) * 90);
        }
        return samples;
    }
}
