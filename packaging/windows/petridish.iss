; Inno Setup 6 script: the Windows installer for Petri Dish.
;
; packaging\build-windows.ps1 builds the bundle and then runs, from the repository root:
;   iscc /DAppVersion=0.1.0 packaging\windows\petridish.iss
; BundleDir (the PyInstaller folder, default dist\petridish) and OutputDir (default dist)
; can be passed the same way. The installer is dist\petridish-VERSION-windows-x64-setup.exe.
;
; It installs for the current user without administrator rights (or, if chosen in the
; first dialog, for all users), adds a Start-menu entry and optionally a desktop icon,
; opens .petridish saves with Petri Dish, and has an uninstaller (Settings > Apps).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=1.2.3 packaging\windows\petridish.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\petridish"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define AppName "Petri Dish"
; The windowed program; petridish.exe beside it is the console one, for the command line.
#define AppExe "Petri Dish.exe"
#define SaveExt ".petridish"
#define SaveProgId "PetriDish.Save"

[Setup]
; Never change AppId: Windows knows an installed Petri Dish by it, for upgrades and uninstall.
AppId={{414689C7-ABC4-4D55-924D-DCB56EBE513D}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
SetupIconFile=..\..\resources\icons\petridish.ico
OutputDir={#OutputDir}
OutputBaseFilename=petridish-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Close a running Petri Dish before replacing its files.
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole bundle: files an older version had must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .petridish saves open in Petri Dish: "Petri Dish.exe" "C:\...\game.petridish".
; HKA is HKCU for a per-user install and HKLM for an all-users one.
Root: HKA; Subkey: "Software\Classes\{#SaveExt}"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveExt}\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{#AppName} saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: "{#SaveExt}"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
