@echo off
rem Taikai launcher for Windows: builds what is missing with Maven on first use, then runs.
rem   taikai            the desktop app on sample-tournament\
rem   taikai DIR        the desktop app on DIR
rem   taikai check DIR  print every problem of a data folder
setlocal
set "HERE=%~dp0"
set "BUILD=%HERE%target\launcher"
if not exist "%BUILD%\built" (
  echo Building Taikai on first run...
  if not exist "%BUILD%" mkdir "%BUILD%"
  pushd "%HERE%"
  call mvn -B -q -DskipTests install || (popd & echo The build failed. & exit /b 2)
  call mvn -B -q -pl ui dependency:build-classpath "-Dmdep.outputFile=%BUILD%\ui.classpath" || (popd & exit /b 2)
  popd
  echo built> "%BUILD%\built"
)
set /p DEPS=<"%BUILD%\ui.classpath"
set "CP=%HERE%ui\target\classes;%DEPS%"
set "CMD=%~1"
if "%CMD%"=="" (
  java -cp "%CP%" taikai.ui.Main "%HERE%sample-tournament"
  exit /b %ERRORLEVEL%
)
for %%c in (check upgrade serve codes generate --help -h help) do if /i "%CMD%"=="%%c" (
  java -cp "%CP%" taikai.app.cli.Cli %*
  exit /b %ERRORLEVEL%
)
java -cp "%CP%" taikai.ui.Main %*
exit /b %ERRORLEVEL%
