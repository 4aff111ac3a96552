package taikai.app.hall.access;

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
public record CodeHash(String salt, String hash, int iterations, String tag) {
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
        tag = tag == null ? "" : tag;
    }

    /** A hash kept before tags were (its lookup checks it slowly, as every code was then). */
    public CodeHash(String salt, String hash, int iterations) {
        this(salt, hash, iterations, "");
    }

    public static CodeHash of(String code, SecureRandom random) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        return new CodeHash(Base64.getEncoder().encodeToString(salt),
                Base64.getEncoder().encodeToString(derive(code, salt, ITERATIONS)), ITERATIONS, tagOf(code));
    }

    /**
     * The code's lookup tag: 8 bits of a fast hash, kept beside the slow one. A presented code is slowly
     * checked only against the holders whose tag it has, so a wrong code costs one fast hash instead of
     * a slow one per holder (a random guess meets some holder's tag about once in 256 / holders). Eight
     * bits only, so a copy of the file takes 256 times fewer slow checks to search, not a fast one.
     */
    public static String tagOf(String code) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(("taikai access code " + code).getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(digest, 0, 1);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime.", e);
        }
    }

    /** Whether a code with {@code tag} may be this one: always for a hash kept without a tag. */
    boolean mayBe(String presentedTag) {
        return tag.isEmpty() || tag.equals(presentedTag);
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
