; Inno Setup 6 script: installs the PyInstaller one-folder bundle (dist\delegado\) on Windows.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\delegado.iss
;
; Build the bundle first (packaging\README.md). AppVersion comes from pyproject.toml; the
; README shows the one-line command that reads it. The installer lands in dist\.
;
; The delegate's data (database, backups, log) lives in %LOCALAPPDATA%\Delegado, outside the
; installation folder: updating or uninstalling never touches it.

#ifndef AppVersion
  #error Indique la versión: iscc /DAppVersion=X.Y.Z packaging\windows\delegado.iss
#endif

#define AppName "Delegado"
#define Bundle AddBackslash(SourcePath) + "..\..\dist\delegado"
; Made by packaging\delegado.spec from packaging\linux\delegado.svg.
#define Icon AddBackslash(SourcePath) + "..\..\build\pyinstaller\delegado\delegado.ico"

#if !FileExists(Bundle + "\delegado.exe")
  #error No existe dist\delegado\delegado.exe: construya antes el paquete con PyInstaller.
#endif

[Setup]
; Never change AppId: Windows recognises updates of the same application by it.
AppId={{15A903D4-779D-4990-A8EF-E098046AB27A}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
AppComments=Actas, alineaciones y temporada para delegados de club de ajedrez y dominó
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; A club laptop often has no administrator at hand: install for the current user by default,
; and let someone who can choose an installation for every user.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=delegado-{#AppVersion}-instalador
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\delegado.exe
UninstallDisplayName={#AppName} {#AppVersion}
#if FileExists(Icon)
SetupIconFile={#Icon}
#endif
; The app must be closed while its files are replaced.
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
es.SelfTest=Comprobar la instalación de Delegado
en.SelfTest=Check the Delegado installation

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An update replaces the bundle's libraries whole: a file left from an older version could be
; loaded instead of its replacement.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\delegado.exe"; WorkingDir: "{app}"
; The console twin runs the self-test and keeps the window open so the result can be read.
Name: "{group}\{cm:SelfTest}"; Filename: "{cmd}"; Parameters: "/k ""{app}\delegado-consola.exe"" self-test"; WorkingDir: "{app}"; IconFilename: "{app}\delegado.exe"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\delegado.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\delegado.exe"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
