#!/usr/bin/env bash
# Builds a native installer of the desktop app with jpackage (part of every JDK 17+).
# Run on the platform you package for: jpackage makes a .deb/.rpm on Linux, a .dmg/.pkg on macOS
# and an .msi/.exe on Windows (the Windows build needs the WiX toolset; see README.md here).
#   installer/package.sh [TYPE]     TYPE defaults to the platform's usual one (deb, dmg or msi)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$root/target/installer"
type="${1:-}"

command -v jpackage >/dev/null 2>&1 || { echo "jpackage was not found: it comes with JDK 17 or newer; put that JDK's bin folder on PATH." >&2; exit 2; }

(cd "$root" && mvn -B -q -DskipTests install)
rm -rf "$out" && mkdir -p "$out/input"
(cd "$root" && mvn -B -q -pl ui dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$out/input")
cp "$root"/ui/target/taikai-ui-*.jar "$out/input/"
cp -r "$root/sample-tournament" "$out/input/sample-tournament"

version="$(cd "$root" && mvn -B -q help:evaluate -Dexpression=project.version -DforceStdout | sed 's/-SNAPSHOT//')"
args=(--name Taikai --app-version "$version" --vendor "Taikai"
      --description "Runs a kendo and naginata tournament from one laptop"
      --input "$out/input" --main-jar "$(basename "$root"/ui/target/taikai-ui-*.jar)"
      --main-class taikai.ui.Main --dest "$out"
      --java-options "-Xmx1g")
[ -n "$type" ] && args+=(--type "$type")
case "$(uname -s)" in
  Linux*) args+=(--linux-shortcut --linux-menu-group Sports) ;;
  Darwin*) args+=(--mac-package-name Taikai) ;;
esac
jpackage "${args[@]}"
echo "The installer is in $out"
