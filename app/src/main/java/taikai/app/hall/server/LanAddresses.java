package taikai.app.hall.server;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The addresses a court table can type to reach this laptop: its IPv4 addresses on networks that are
 * up, private (hall) networks first, loopback left out. Empty when the laptop is on no network.
 */
final class LanAddresses {
    private LanAddresses() {
    }

    static List<String> find() {
        List<String> privateOnes = new ArrayList<>();
        List<String> others = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!nic.isUp() || nic.isLoopback()) {
                    continue;
                }
                for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                    if (address instanceof Inet4Address && !address.isLoopbackAddress() && !address.isLinkLocalAddress()) {
                        (address.isSiteLocalAddress() ? privateOnes : others).add(address.getHostAddress());
                    }
                }
            }
        } catch (SocketException e) {
            return List.of();
        }
        privateOnes.addAll(others);
        return privateOnes;
    }
}
