@echo off
rem Taikai launcher for Windows: builds what is missing with Maven on first use, then runs.
rem   taikai            the desktop app on sample-tournament\
rem   taikai DIR        the desktop app on DIR
rem   taikai check DIR  print every problem of a data folder
setlocal
set "HERE=%~dp0"
set "BUILD=%HERE%target\launcher"
set "ARCHIVE=%BUILD%\taikai.jsa"
rem A build by an earlier launcher left no lib folder: build again.
if not exist "%BUILD%\lib" if exist "%BUILD%\built" del /f /q "%BUILD%\built"
if not exist "%BUILD%\built" (
  echo Building Taikai on first run...
  if not exist "%BUILD%" mkdir "%BUILD%"
  pushd "%HERE%"
  rem One reactor build, nothing installed in the local repository; the modules' jars are copied
  rem beside the class path so a later build does not change them under the class data archive.
  call mvn -B -q -DskipTests -pl ui -am package dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.excludeGroupIds=taikai "-Dmdep.outputFile=%BUILD%\ui.classpath" || (popd & echo The build failed. & exit /b 2)
  popd
  if exist "%BUILD%\lib" rmdir /s /q "%BUILD%\lib"
  if exist "%ARCHIVE%" del /f /q "%ARCHIVE%"
  mkdir "%BUILD%\lib"
  copy /y "%HERE%model\target\taikai-model-*.jar" "%BUILD%\lib\" >nul
  copy /y "%HERE%wal\target\taikai-wal-*.jar" "%BUILD%\lib\" >nul
  copy /y "%HERE%storage\target\taikai-storage-*.jar" "%BUILD%\lib\" >nul
  copy /y "%HERE%app\target\taikai-app-*.jar" "%BUILD%\lib\" >nul
  copy /y "%HERE%ui\target\taikai-ui-*.jar" "%BUILD%\lib\" >nul
  del /f /q "%BUILD%\lib\*-tests.jar" 2>nul
  echo built> "%BUILD%\built"
)
rem The module jars come from lib; the class path file names only the libraries, where Maven keeps them.
set /p DEPS=<"%BUILD%\ui.classpath"
set "CP=%BUILD%\lib\*;%DEPS%"
rem Class data sharing (Java 17): the first run writes an archive of the classes it loaded, later
rem runs map it. A missing, stale or unreadable archive is ignored silently.
set "SHARE=-Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off "-XX:ArchiveClassesAtExit=%ARCHIVE%""
if exist "%ARCHIVE%" set "SHARE=-Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off "-XX:SharedArchiveFile=%ARCHIVE%""
rem Only the quick compiler (C1): opening a folder is a burst of code run once, and on a 2-core laptop
rem the optimising compiler (C2) spent about as much CPU compiling as the open itself spent reading
rem (a cold open of 3,000 entrants: about 1.8 s of CPU with C2, 1.0 s without). C1's code is slower
rem in long CPU-bound loops; the app's work per action is small and mostly waits on the disk.
rem Remove this flag to get C2 back for a long-running server.
set "SHARE=%SHARE% -XX:TieredStopAtLevel=1"
set "CMD=%~1"
if "%CMD%"=="" (
  java %SHARE% -cp "%CP%" taikai.ui.Main "%HERE%sample-tournament"
  exit /b %ERRORLEVEL%
)
for %%c in (check upgrade serve codes generate print --help -h help) do if /i "%CMD%"=="%%c" (
  java %SHARE% -cp "%CP%" taikai.app.cli.Cli %*
  exit /b %ERRORLEVEL%
)
java %SHARE% -cp "%CP%" taikai.ui.Main %*
exit /b %ERRORLEVEL%
