#!/usr/bin/env bash
# The folder's launcher as a person first runs it: ./taikai builds itself with Maven, then its class
# path must hold the app's runtime libraries only (no JUnit, TestFX, Monocle, AssertJ, Hamcrest or
# test jar), and the command line must answer without a display. CI runs it after the tests (.ci/run).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "try-launcher: FAILED: $*" >&2; exit 1; }
rm -f "$root/target/launcher/built"
env -u DISPLAY -u WAYLAND_DISPLAY "$root/taikai" --help >/dev/null || fail "./taikai --help exited $?"
classpath="$root/target/launcher/run.classpath"
tr ':' '\n' < "$classpath" > "$root/target/launcher/run.classpath.txt"
if grep -Ei 'junit|testfx|monocle|assertj|hamcrest|opentest4j|apiguardian|jqwik|archunit|-tests\.jar' "$root/target/launcher/run.classpath.txt"; then
  fail "the launcher's class path holds the test libraries above"
fi
grep -q 'javafx-controls' "$root/target/launcher/run.classpath.txt" || fail "the launcher's class path has no JavaFX: $(cat "$classpath")"
echo "try-launcher: ./taikai runs on $(grep -c "" "$root/target/launcher/run.classpath.txt") runtime jars, no test library"
