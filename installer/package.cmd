@echo off
rem Builds a Windows installer (.msi) of the desktop app with jpackage. Needs JDK 17+ and the WiX toolset 3 on PATH.
setlocal
set "HERE=%~dp0"
set "ROOT=%HERE%.."
set "OUT=%ROOT%\target\installer"
pushd "%ROOT%"
call mvn -B -q -DskipTests install || (popd & exit /b 2)
if exist "%OUT%" rmdir /s /q "%OUT%"
mkdir "%OUT%\input"
call mvn -B -q -pl ui dependency:copy-dependencies -DincludeScope=runtime "-DoutputDirectory=%OUT%\input" || (popd & exit /b 2)
copy ui\target\taikai-ui-*.jar "%OUT%\input\" >nul
xcopy /e /i /q sample-tournament "%OUT%\input\sample-tournament" >nul
for %%f in (ui\target\taikai-ui-*.jar) do set "MAINJAR=%%~nxf"
jpackage --name Taikai --app-version 0.1.0 --vendor Taikai --input "%OUT%\input" --main-jar "%MAINJAR%" --main-class taikai.ui.Main --dest "%OUT%" --type msi --win-menu --win-shortcut --win-dir-chooser --java-options -Xmx1g
popd
