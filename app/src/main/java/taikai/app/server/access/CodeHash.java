package taikai.app.server.access;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The only form in which a code is kept: PBKDF2 with HMAC-SHA256 (in every JDK) over a random salt.
 * A copy of the settings folder therefore does not give the codes away cheaply, and a code is shown
 * once, when it is made.
 */
public record CodeHash(String salt, String hash, int iterations) {
    /**
     * Codes are random, not chosen by people, so fewer rounds than a password needs: about 10 ms a
     * check, paid once per code and server run (a match is remembered in memory) and on every miss.
     */
    public static final int ITERATIONS = 20_000;
    private static final int SALT_BYTES = 16;
    private static final int HASH_BITS = 256;

    public CodeHash {
        if (iterations < 1) {
            throw new IllegalArgumentException("A code hash needs at least one round.");
        }
    }

    public static CodeHash of(String code, SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return new CodeHash(Base64.getEncoder().encodeToString(salt),
                Base64.getEncoder().encodeToString(derive(code, salt, ITERATIONS)), ITERATIONS);
    }

    /** Whether {@code code} (normalised) is the one this hash was made from; compared in constant time. */
    public boolean matches(String code) {
        byte[] expected;
        byte[] salted;
        try {
            expected = Base64.getDecoder().decode(hash);
            salted = Base64.getDecoder().decode(salt);
        } catch (IllegalArgumentException damaged) {
            return false;
        }
        return MessageDigest.isEqual(expected, derive(code, salted, iterations));
    }

    private static byte[] derive(String code, byte[] salt, int iterations) {
        PBEKeySpec spec = new PBEKeySpec(code.toCharArray(), salt, iterations, HASH_BITS);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("PBKDF2WithHmacSHA256 is part of every Java runtime.", e);
        } finally {
            spec.clearPassword();
        }
    }

    /** A fast fingerprint for the in-memory cache of codes already checked: never written anywhere. */
    static String fingerprint(byte[] pepper, String code) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(pepper);
            return Base64.getEncoder().encodeToString(digest.digest(code.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime.", e);
        }
    }
}
