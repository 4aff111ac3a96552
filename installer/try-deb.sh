#!/usr/bin/env bash
# Builds the .deb with package.sh, installs it as a person would on a Debian machine
# (apt-get install ./taikai_*.deb, as root), runs the installed program without a display (taikai
# --help, check on the installed sample, serve on loopback asked for /api/time), opens the desktop
# once under Xvfb when there is one, then removes the package. Fails on any step, on a test library
# in the package, and over the size budget below. CI runs it after the tests (.ci/run).
#   installer/try-deb.sh [DEB]     DEB: a .deb built before, tried instead of building one
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$root/target/installer"
# The size budget: what a hall laptop downloads and what it keeps on its disk (0.1.0 with printing:
# about 73 MB and 101 MB; the bundled Japanese font, PDFBox and POI are most of the growth).
DEB_BUDGET_KB=80000
INSTALLED_BUDGET_KB=112000
started=$(date +%s)
step() { echo "try-deb: $*"; }
fail() { echo "try-deb: FAILED: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "installing a package needs root; run it as root (CI does)."
command -v curl >/dev/null || fail "curl is needed to ask the installed server."

if [ $# -gt 0 ]; then
  deb="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"   # a .deb built before: tried as it is
else
  "$here/package.sh" deb
  deb="$(ls "$out"/taikai_*.deb | head -n 1)"
fi

step "the package holds no test library"
if dpkg-deb -c "$deb" | grep -Ei 'junit|testfx|monocle|assertj|hamcrest|opentest4j|apiguardian|jqwik|archunit|-tests\.jar'; then
  fail "the files above are test libraries"
fi
deb_kb=$(du -k "$deb" | cut -f1)
installed_kb=$(dpkg-deb -f "$deb" Installed-Size)
step "size: the .deb $deb_kb KB (budget $DEB_BUDGET_KB), installed $installed_kb KB (budget $INSTALLED_BUDGET_KB)"
[ "$deb_kb" -le "$DEB_BUDGET_KB" ] || fail "the .deb is over its size budget"
[ "$installed_kb" -le "$INSTALLED_BUDGET_KB" ] || fail "the installed tree is over its size budget"

work="$(mktemp -d)"
server=""
display=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  [ -n "$display" ] && kill "$display" 2>/dev/null || true
  if dpkg -s taikai >/dev/null 2>&1; then
    apt-get purge -y -q taikai >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

step "apt-get install $deb"
DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "the package did not install"; }
[ "$(readlink /usr/bin/taikai)" = /opt/taikai/bin/Taikai ] || fail "taikai is not on the PATH as /usr/bin/taikai"
[ -f /usr/share/applications/taikai-Taikai.desktop ] || fail "no menu entry was made"
export TAIKAI_CONFIG_DIR="$work/settings"

step "taikai --help, with no display"
env -u DISPLAY -u WAYLAND_DISPLAY taikai --help >"$work/help.txt" || fail "taikai --help exited $?"
grep -q '^  taikai check DIR' "$work/help.txt" || { cat "$work/help.txt"; fail "the help does not list check"; }
grep -q '^  taikai export DIR DEST' "$work/help.txt" || { cat "$work/help.txt"; fail "the help does not list export"; }

step "taikai check on the installed sample, as a person who cannot write there"
(cd / && runuser -u nobody -- env -u DISPLAY taikai check /opt/taikai/lib/app/sample-tournament) \
  || fail "check found problems in the installed sample (exit $?)"
[ ! -e /opt/taikai/lib/app/sample-tournament/.wal ] || fail "check wrote into the installed sample"

step "taikai export and backup of a copy of it"
cp -r /opt/taikai/lib/app/sample-tournament "$work/sample"
env -u DISPLAY taikai export "$work/sample" "$work/csv" || fail "export exited $?"
ls "$work"/csv/*.csv >/dev/null 2>&1 || fail "export wrote no CSV file"
mkdir "$work/stick"
env -u DISPLAY taikai backup "$work/sample" "$work/stick" || fail "backup exited $?"

step "taikai serve on loopback, asked for /api/time"
env -u DISPLAY taikai serve "$work/sample" --port 0 >"$work/serve.log" 2>&1 &
server=$!
port=""
for _ in $(seq 1 120); do
  port="$(sed -n 's/^Serving .* on port \([0-9]*\)\.$/\1/p' "$work/serve.log")"
  [ -n "$port" ] && break
  kill -0 "$server" 2>/dev/null || { cat "$work/serve.log" >&2; fail "serve ended before it served"; }
  sleep 0.5
done
[ -n "$port" ] || { cat "$work/serve.log" >&2; fail "serve did not say its port within a minute"; }
answer="$(curl -fsS "http://127.0.0.1:$port/api/time")" || fail "GET /api/time failed"
[[ "$answer" =~ \"serverTime\":[0-9]+ ]] || fail "GET /api/time answered $answer"
step "  /api/time answered $answer"
kill "$server" && wait "$server" 2>/dev/null || true
server=""
grep -q "Hall server stopped." "$work/serve.log" || { cat "$work/serve.log" >&2; fail "serve did not stop cleanly"; }

if command -v Xvfb >/dev/null && command -v xdotool >/dev/null; then
  step "the desktop under Xvfb"
  Xvfb :87 -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &
  display=$!
  sleep 1
  DISPLAY=:87 /opt/taikai/bin/Taikai >"$work/desktop.log" 2>&1 &
  desk=$!
  DISPLAY=:87 timeout 90 xdotool search --sync --onlyvisible --name '^Taikai' >/dev/null \
    || { cat "$work/desktop.log" >&2; kill "$desk" 2>/dev/null; fail "the desktop showed no window"; }
  sleep 3
  command -v import >/dev/null && DISPLAY=:87 import -window root "$out/installed-desktop.png" || true
  kill "$desk" 2>/dev/null; wait "$desk" 2>/dev/null || true
  kill "$display" 2>/dev/null; wait "$display" 2>/dev/null || true
  display=""
else
  step "no Xvfb and xdotool here: the desktop was not opened"
fi

step "apt-get purge taikai"
apt-get purge -y -q taikai >"$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "the package did not remove"; }
[ ! -e /usr/bin/taikai ] && [ ! -e /opt/taikai ] || fail "the removal left /usr/bin/taikai or /opt/taikai behind"
step "done in $(( $(date +%s) - started )) s"
