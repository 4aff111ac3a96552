package taikai.storage.problem;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a parser found, in plain words a person can act on: never the parser's own message, which
 * names its classes, options and token types ("Unexpected character ('{' (code 123))", "bound as
 * com.fasterxml..."). The words say what stands at the place and what was expected there; the line
 * and column are said beside them by the caller.
 */
public final class ParserWords {
    private static final Pattern CHARACTER = Pattern.compile("\\(\\s*'(.{1,2})' \\(code (\\d+)");
    private static final Pattern CODE = Pattern.compile("code (\\d+)");
    private static final Pattern QUOTED = Pattern.compile("'([^']{1,40})'");

    private ParserWords() {
    }

    /** The plain words for a parser's {@code message} (its original message, without the location). */
    public static String of(String message) {
        return phrase(message).english();
    }

    /**
     * {@link #of}'s words as a phrase a problem carries as an argument (decision 0050): its English,
     * and a code and arguments another language says it by.
     */
    public static Phrase phrase(String message) {
        String m = message == null ? "" : message.strip();
        String lower = m.toLowerCase(Locale.ROOT);
        if (lower.contains("end-of-input") || lower.contains("unexpected end") || lower.contains("eof")) {
            return Phrase.of("ends-early", "the text ends before it is complete: a closing bracket, brace or quote is missing");
        }
        if (lower.startsWith("duplicate field") || lower.contains("duplicate key")) {
            String name = quoted(m);
            return Phrase.of("name-twice", "the name " + name + " a second time in the same object; each name may appear once", name);
        }
        if (lower.startsWith("trailing token") || lower.contains("trailing")) {
            return Phrase.of("trailing", "more text after the end of the first complete value; only one value may stand there");
        }
        if (lower.contains("nesting depth")) {
            return Phrase.of("nested-too-deep", "brackets and braces nested deeper than 1000 levels");
        }
        if (lower.contains("utf-8") || lower.contains("utf8") || lower.contains("malformed input")) {
            return Phrase.of("not-utf-8", "bytes that are not UTF-8 text; save the file as UTF-8");
        }
        if (lower.contains("missing closing quote")) {
            return Phrase.of("quote-not-closed", "a quoted field whose closing quote is missing");
        }
        if (lower.contains("expected column separator") || lower.contains("expected separator")) {
            return Phrase.of("text-after-quote", "text right after a closing quote; a quoted field must end with its quote, then a comma or"
                    + " the line end (a quote inside it is written twice)");
        }
        if (lower.startsWith("illegal unquoted character") || lower.contains("ctrl-char")) {
            return Phrase.of("control-character", "a control character (such as a line break or a tab) inside a text; write it as \\n or \\t");
        }
        if (lower.startsWith("unexpected close marker")) {
            Phrase what = character(m);
            return Phrase.of("close-not-matching", what.english() + ", a closing bracket or brace that does not match the one opened before it", what);
        }
        if (lower.startsWith("unrecognized token")) {
            String word = quoted(m);
            return Phrase.of("bare-word", "the word " + word + ", which is no value: text needs double quotes, and the only bare"
                    + " words are true, false and null", word);
        }
        if (lower.contains("leading zero") || lower.contains("invalid numeric value")
                || lower.contains("numeric value") || lower.contains("number length")) {
            return Phrase.of("number-not-allowed", "a number written in a way that is not allowed, or too long");
        }
        if (lower.contains("string value length") || lower.contains("string length")) {
            return Phrase.of("text-too-long", "a text longer than any field takes");
        }
        if (lower.startsWith("unexpected character")) {
            Phrase what = character(m);
            if (lower.contains("double-quote to start field name") || lower.contains("to start field name")) {
                return Phrase.of("name-expected", what.english() + " where a name in double quotes was expected", what);
            }
            if (lower.contains("comma to separate object") || lower.contains("comma to separate array")) {
                return Phrase.of("comma-expected", what.english() + " where a comma between two entries, or the closing bracket, was expected", what);
            }
            if (lower.contains("expected a value") || lower.contains("expected a valid value")) {
                return Phrase.of("value-expected", what.english() + " where a value was expected (a comma before a closing bracket leaves none)", what);
            }
            if (lower.contains("colon to separate")) {
                return Phrase.of("colon-expected", what.english() + " where the colon after a name was expected", what);
            }
            return Phrase.of("cannot-stand", what.english() + " where it cannot stand", what);
        }
        if (lower.contains("flow sequence")) {
            return Phrase.of("list-not-closed", "a list in square brackets that is not closed before the next key");
        }
        if (lower.contains("flow mapping")) {
            return Phrase.of("mapping-not-closed", "a mapping in braces that is not closed before the next key");
        }
        if (lower.contains("mapping values are not allowed")) {
            return Phrase.of("second-colon", "a second colon on one line; a value holding a colon needs quotes");
        }
        if (lower.contains("could not find expected ':'")) {
            return Phrase.of("not-a-key", "a line that is neither a key with a colon nor part of the value above it");
        }
        if (lower.contains("found character '\\t'")) {
            return Phrase.of("tab-indent", "a tab used to indent; indent with spaces");
        }
        if (lower.contains("did not find expected key") || lower.contains("expected <block end>")) {
            return Phrase.of("indented-otherwise", "a line indented differently from the keys around it");
        }
        if (lower.contains("undefined alias")) {
            return Phrase.of("alias-to-nothing", "a * that starts a reference to nothing; put the text in quotes");
        }
        if (lower.contains("scanning a quoted scalar") || lower.contains("found unexpected end of stream")) {
            return Phrase.of("quoted-not-closed", "a quoted text whose closing quote is missing");
        }
        return Phrase.of("not-the-format", "text that does not read as the file's format");
    }

    /** The character the message names, said so a person can find it: a quote, or its name when invisible. */
    private static Phrase character(String message) {
        Matcher m = CHARACTER.matcher(message);
        if (m.find()) {
            return named(Integer.parseInt(m.group(2)), m.group(1));
        }
        Matcher code = CODE.matcher(message);
        if (code.find()) {
            int c = Integer.parseInt(code.group(1));
            return named(c, String.valueOf((char) c));
        }
        Matcher q = QUOTED.matcher(message);
        return q.find() ? Phrase.of("character", "the character \"" + q.group(1) + "\"", q.group(1)) : Phrase.of("a-character", "a character");
    }

    private static Phrase named(int code, String text) {
        return switch (code) {
            case 9 -> Phrase.of("a-tab", "a tab");
            case 10, 13 -> Phrase.of("a-line-end", "a line end");
            case 32 -> Phrase.of("a-space", "a space");
            default -> code < 32 ? Phrase.of("an-invisible-character", "an invisible control character")
                    : Phrase.of("character", "the character \"" + text + "\"", text);
        };
    }

    private static String quoted(String message) {
        Matcher q = QUOTED.matcher(message);
        return q.find() ? "\"" + q.group(1) + "\"" : "given";
    }
}
