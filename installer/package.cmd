@echo off
rem Builds a Windows installer (.msi) of Taikai with jpackage: the same steps as package.sh, which
rem cannot be tried on the Linux machines that build and test Taikai. Needs a JDK 17 or newer, Maven,
rem and the WiX toolset 3 on PATH. Nothing is installed in the local Maven repository.
rem   installer\package.cmd
rem The installed Taikai.exe is the desktop app; taikai-cli.exe beside it is the same program in a
rem console window for the command line (taikai-cli check DIR, taikai-cli serve DIR, ...).
setlocal EnableExtensions
set "HERE=%~dp0"
for %%r in ("%HERE%..") do set "ROOT=%%~fr"
set "OUT=%ROOT%\target\installer"
for %%t in (jpackage jlink mvn) do (
  where %%t >nul 2>nul || (echo %%t was not found: installer\package.cmd needs a JDK 17 or newer ^(its bin folder on PATH^) and Maven. & exit /b 2)
)

rem The project's own version, read from the root pom (the first line "  <version>...</version>",
rem whose third token between < and > is the version),
rem -SNAPSHOT dropped: installers want plain numbers.
set "VERSION="
for /f "tokens=3 delims=<>" %%v in ('findstr /b /l /c:"  <version>" "%ROOT%\pom.xml"') do if not defined VERSION set "VERSION=%%v"
set "VERSION=%VERSION:-SNAPSHOT=%"
if "%VERSION%"=="" (echo The version could not be read from pom.xml. & exit /b 2)

if exist "%OUT%" rmdir /s /q "%OUT%"
mkdir "%OUT%\input"
echo Building Taikai %VERSION%...
rem One reactor build; the class path is the desktop module's runtime scope only ("includeScope" is
rem the dependency plugin's property; "mdep.includeScope" is ignored and would bring the test libraries).
pushd "%ROOT%"
call mvn -B -q -Dstyle.color=never -DskipTests -pl ui -am package dependency:build-classpath -DincludeScope=runtime "-Dmdep.outputFile=%OUT%\ui.classpath" > "%OUT%\build.log" 2>&1 || (type "%OUT%\build.log" & popd & echo The build failed; the log is above. & exit /b 2)
popd
for %%f in ("%ROOT%\ui\target\taikai-ui-*.jar") do set "MAINJAR=%%~nxf"
copy /y "%ROOT%\ui\target\%MAINJAR%" "%OUT%\input\" >nul
rem "for /f" reads the whole line ("set /p" stops at 1,023 characters); the list is split at each ";".
for /f "usebackq delims=" %%c in ("%OUT%\ui.classpath") do set "DEPS=%%c"
for %%j in ("%DEPS:;=" "%") do copy /y %%j "%OUT%\input\" >nul
rem Only what the app runs on: a test library in the package is a packaging fault.
dir /b "%OUT%\input" | findstr /i "junit testfx monocle assertj hamcrest opentest4j apiguardian jqwik archunit -tests.jar" && (echo The libraries above are for tests and must not be in the installer. & exit /b 2)
rem The sample tournament beside the app's jar, where the desktop finds it and offers a copy of it.
xcopy /e /i /q "%ROOT%\sample-tournament" "%OUT%\input\sample-tournament" >nul
if exist "%OUT%\input\sample-tournament\.wal" rmdir /s /q "%OUT%\input\sample-tournament\.wal"

echo Making the Java runtime...
rem The modules listed in runtime-modules.txt, as on Linux and macOS (package.sh checks the list with jdeps).
set "MODULES="
for /f "usebackq eol=# delims=" %%m in ("%HERE%runtime-modules.txt") do call set "MODULES=%%MODULES%%,%%m"
set "MODULES=%MODULES:~1%"
jlink --add-modules %MODULES% --strip-debug --no-header-files --no-man-pages --compress=2 --output "%OUT%\runtime" || exit /b 2

echo Packaging the msi...
rem Only the quick compiler (decision 0017); the help names the program as a person types it.
jpackage --type msi --name Taikai --app-version %VERSION% --vendor Taikai ^
  --description "Runs a kendo or naginata tournament from one laptop, keeping every result in plain files." ^
  --input "%OUT%\input" --main-jar "%MAINJAR%" --main-class taikai.ui.Launcher ^
  --runtime-image "%OUT%\runtime" --dest "%OUT%" --icon "%HERE%icons\taikai.ico" ^
  --java-options "-Xmx1g -XX:TieredStopAtLevel=1 -Dtaikai.command=taikai-cli" ^
  --add-launcher "taikai-cli=%HERE%windows\taikai-cli.properties" ^
  --win-menu --win-menu-group Taikai --win-shortcut --win-dir-chooser || exit /b 2
for %%p in ("%OUT%\*.msi") do echo The installer is %%~fp (%%~zp bytes).
