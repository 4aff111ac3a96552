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
        String m = message == null ? "" : message.strip();
        String lower = m.toLowerCase(Locale.ROOT);
        if (lower.contains("end-of-input") || lower.contains("unexpected end") || lower.contains("eof")) {
            return "the text ends before it is complete: a closing bracket, brace or quote is missing";
        }
        if (lower.startsWith("duplicate field") || lower.contains("duplicate key")) {
            return "the name " + quoted(m) + " a second time in the same object; each name may appear once";
        }
        if (lower.startsWith("trailing token") || lower.contains("trailing")) {
            return "more text after the end of the first complete value; only one value may stand there";
        }
        if (lower.contains("nesting depth")) {
            return "brackets and braces nested deeper than 1000 levels";
        }
        if (lower.contains("utf-8") || lower.contains("utf8") || lower.contains("malformed input")) {
            return "bytes that are not UTF-8 text; save the file as UTF-8";
        }
        if (lower.contains("missing closing quote")) {
            return "a quoted field whose closing quote is missing";
        }
        if (lower.contains("expected column separator") || lower.contains("expected separator")) {
            return "text right after a closing quote; a quoted field must end with its quote, then a comma or"
                    + " the line end (a quote inside it is written twice)";
        }
        if (lower.startsWith("illegal unquoted character") || lower.contains("ctrl-char")) {
            return "a control character (such as a line break or a tab) inside a text; write it as \\n or \\t";
        }
        if (lower.startsWith("unexpected close marker")) {
            return "a closing " + character(m) + " that does not match the bracket or brace opened before it";
        }
        if (lower.startsWith("unrecognized token")) {
            return "the word " + quoted(m) + ", which is no value: text needs double quotes, and the only bare"
                    + " words are true, false and null";
        }
        if (lower.contains("leading zero") || lower.contains("invalid numeric value")
                || lower.contains("numeric value") || lower.contains("number length")) {
            return "a number written in a way that is not allowed, or too long";
        }
        if (lower.contains("string value length") || lower.contains("string length")) {
            return "a text longer than any field takes";
        }
        if (lower.startsWith("unexpected character")) {
            String what = character(m);
            if (lower.contains("double-quote to start field name") || lower.contains("to start field name")) {
                return what + " where a name in double quotes was expected";
            }
            if (lower.contains("comma to separate object") || lower.contains("comma to separate array")) {
                return what + " where a comma between two entries, or the closing bracket, was expected";
            }
            if (lower.contains("expected a value") || lower.contains("expected a valid value")) {
                return what + " where a value was expected (a comma before a closing bracket leaves none)";
            }
            if (lower.contains("colon to separate")) {
                return what + " where the colon after a name was expected";
            }
            return what + " where it cannot stand";
        }
        if (lower.contains("flow sequence")) {
            return "a list in square brackets that is not closed before the next key";
        }
        if (lower.contains("flow mapping")) {
            return "a mapping in braces that is not closed before the next key";
        }
        if (lower.contains("mapping values are not allowed")) {
            return "a second colon on one line; a value holding a colon needs quotes";
        }
        if (lower.contains("could not find expected ':'")) {
            return "a line that is neither a key with a colon nor part of the value above it";
        }
        if (lower.contains("found character '\\t'")) {
            return "a tab used to indent; indent with spaces";
        }
        if (lower.contains("did not find expected key") || lower.contains("expected <block end>")) {
            return "a line indented differently from the keys around it";
        }
        if (lower.contains("undefined alias")) {
            return "a * that starts a reference to nothing; put the text in quotes";
        }
        if (lower.contains("scanning a quoted scalar") || lower.contains("found unexpected end of stream")) {
            return "a quoted text whose closing quote is missing";
        }
        return "text that does not read as the file's format";
    }

    /** The character the message names, said so a person can find it: a quote, or its name when invisible. */
    private static String character(String message) {
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
        return q.find() ? "the character \"" + q.group(1) + "\"" : "a character";
    }

    private static String named(int code, String text) {
        return switch (code) {
            case 9 -> "a tab";
            case 10, 13 -> "a line end";
            case 32 -> "a space";
            default -> code < 32 ? "an invisible control character" : "the character \"" + text + "\"";
        };
    }

    private static String quoted(String message) {
        Matcher q = QUOTED.matcher(message);
        return q.find() ? "\"" + q.group(1) + "\"" : "given";
    }
}
