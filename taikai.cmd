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
set "CMD=%~1"
if "%CMD%"=="" (
  java %SHARE% -cp "%CP%" taikai.ui.Main "%HERE%sample-tournament"
  exit /b %ERRORLEVEL%
)
for %%c in (check upgrade serve codes generate --help -h help) do if /i "%CMD%"=="%%c" (
  java %SHARE% -cp "%CP%" taikai.app.cli.Cli %*
  exit /b %ERRORLEVEL%
)
java %SHARE% -cp "%CP%" taikai.ui.Main %*
exit /b %ERRORLEVEL%
