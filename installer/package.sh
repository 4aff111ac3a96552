#!/usr/bin/env bash
# Builds a native installer of Taikai with jpackage (part of every JDK 17+), on the platform it is for:
# a .deb or .rpm on Linux, a .dmg or .pkg on macOS (Windows: package.cmd beside this file).
#   installer/package.sh [TYPE]     TYPE: deb (the default on Linux), rpm, dmg (the default on macOS), pkg
# Needs only a JDK 17 or newer and Maven; nothing is installed in the local Maven repository. The
# installed program is the desktop app and the whole command line (Taikai check DIR, Taikai serve DIR,
# ...), which runs without a display; on Linux the package puts it on the PATH as "taikai".
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$root/target/installer"
type="${1:-}"

for tool in jpackage jlink jdeps mvn; do
  command -v "$tool" >/dev/null 2>&1 || { echo "$tool was not found: installer/package.sh needs a JDK 17 or newer (its bin folder on PATH) and Maven." >&2; exit 2; }
done
case "$(uname -s)" in
  Linux*) platform=linux; type="${type:-deb}" ;;
  Darwin*) platform=mac; type="${type:-dmg}" ;;
  *) echo "On Windows run installer\\package.cmd." >&2; exit 2 ;;
esac

# The project's own version, read from the root pom (not from Maven's output, which carries the
# terminal's colour codes on some systems); installers want plain numbers, so -SNAPSHOT is dropped.
version="$(sed -n 's:^  <version>\([^<]*\)</version>.*:\1:p' "$root/pom.xml" | head -n 1)"
version="${version%-SNAPSHOT}"
[[ "$version" =~ ^[0-9]+(\.[0-9]+){0,2}$ ]] || { echo "The version in pom.xml (\"$version\") is not numbers like 1.2.3, which installers need." >&2; exit 2; }

# Everything made here is made again; an installer of another type built before stays.
rm -rf "$out/input" "$out/runtime" "$out"/*."$type" && mkdir -p "$out/input"
echo "Building Taikai $version..." >&2
# One reactor build; the class path is the desktop module's runtime scope only ("includeScope" is the
# dependency plugin's property; "mdep.includeScope" is ignored and would bring the test libraries).
(cd "$root" && mvn -B -q -Dstyle.color=never -DskipTests -pl ui -am package dependency:build-classpath \
    -DincludeScope=runtime -Dmdep.outputFile="$out/ui.classpath" >"$out/build.log" 2>&1) \
  || { cat "$out/build.log" >&2; echo "The build failed; the log is above." >&2; exit 2; }
main_jar="$(cd "$root/ui/target" && ls taikai-ui-*.jar | grep -v -- '-tests\.jar$' | head -n 1)"
cp "$root/ui/target/$main_jar" "$out/input/"
IFS=":" read -r -a deps < "$out/ui.classpath" || true  # the file has no final newline
for jar in "${deps[@]}"; do cp "$jar" "$out/input/"; done
# Only what the app runs on: a test library in the package is a packaging fault, not a warning.
if ls "$out/input" | grep -Ei 'junit|testfx|monocle|assertj|hamcrest|opentest4j|apiguardian|jqwik|archunit|-tests\.jar$'; then
  echo "The libraries above are for tests and must not be in the installer." >&2; exit 2
fi
# The sample tournament beside the app's jar, where the desktop finds it and offers a copy of it.
cp -r "$root/sample-tournament" "$out/input/sample-tournament"
rm -rf "$out/input/sample-tournament/.wal"

# A runtime with only the modules listed in runtime-modules.txt (the same list on every platform);
# jdeps checks that it holds every module the app's jars use.
echo "Making the Java runtime..." >&2
jars=("$out"/input/*.jar)
# jdeps resolves the jars that carry a module descriptor as modules, and stops when one of them needs
# a module it cannot find (POI's needs com.zaxxer.sparsebitset, a plain jar): then the list below is
# used as it stands, and the installed app's own run in CI is the check.
needed="$( (IFS=':'; jdeps --multi-release 17 --ignore-missing-deps --print-module-deps --class-path "${jars[*]}" "${jars[@]}" 2>/dev/null) | tail -n 1 || true)"
if ! [[ "$needed" =~ ^java\.base ]]; then
  echo "jdeps could not list the modules the app needs, so installer/runtime-modules.txt is used as it is." >&2
  needed=""
fi
modules="$(grep -v '^#' "$here/runtime-modules.txt" | paste -sd, -)"
for module in ${needed//,/ }; do
  grep -qx "$module" "$here/runtime-modules.txt" || { echo "The app now uses the Java module $module: add it to installer/runtime-modules.txt." >&2; exit 2; }
done
jlink --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 --output "$out/runtime"

# Only the quick compiler (decision 0017); the help names the program as a person types it.
args=(--type "$type" --name Taikai --app-version "$version" --vendor "Taikai"
      --description "Runs a kendo or naginata tournament from one laptop, keeping every result in plain files."
      --input "$out/input" --main-jar "$main_jar" --main-class taikai.ui.Launcher
      --runtime-image "$out/runtime" --dest "$out"
      --java-options "-Xmx1g -XX:TieredStopAtLevel=1 -Dtaikai.command=taikai")
case "$platform" in
  linux)
    # GTK is loaded by JavaFX from its own jar, so jpackage cannot see it; the postinst, prerm and
    # spec in linux/ are jpackage's own with a "taikai" link on the PATH added.
    case "$type" in
      deb) gtk="libgtk-3-0 | libgtk-3-0t64" ;;
      rpm) gtk="gtk3" ;;
      *) echo "On Linux the installer is a deb or an rpm, not \"$type\"." >&2; exit 2 ;;
    esac
    args+=(--icon "$here/icons/taikai.png" --resource-dir "$here/linux"
           --linux-package-name taikai --linux-shortcut --linux-menu-group "Office;Education;"
           --linux-app-category misc --linux-package-deps "$gtk" --linux-deb-maintainer "taikai@localhost")
    ;;
  mac)
    # macOS wants an .icns; its own tools make one from the PNG.
    iconset="$out/Taikai.iconset" && mkdir -p "$iconset"
    for size in 16 32 128 256; do
      sips -z "$size" "$size" "$here/icons/taikai.png" --out "$iconset/icon_${size}x${size}.png" >/dev/null
      sips -z "$((size * 2))" "$((size * 2))" "$here/icons/taikai.png" --out "$iconset/icon_${size}x${size}@2x.png" >/dev/null
    done
    iconutil -c icns "$iconset" -o "$out/Taikai.icns"
    args+=(--icon "$out/Taikai.icns" --mac-package-name Taikai --mac-package-identifier taikai.app)
    ;;
esac
echo "Packaging the $type..." >&2
jpackage "${args[@]}"

package="$(ls "$out"/*."$type" | head -n 1)"
echo "The installer is $package ($(du -k "$package" | cut -f1) KB)."
case "$type" in
  deb) echo "Installed, it takes $(dpkg-deb -f "$package" Installed-Size) KB." ;;
  rpm) command -v rpm >/dev/null 2>&1 && echo "Installed, it takes $(( $(rpm -qp --queryformat '%{SIZE}' "$package" 2>/dev/null) / 1024 )) KB." ;;
esac
