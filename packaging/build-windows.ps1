<#
.SYNOPSIS
Build Petri Dish for Windows (x64) in one command, from a clean checkout.

.DESCRIPTION
Bundles the app with PyInstaller (packaging\petridish.spec), runs the bundle's --self-test
offscreen, and writes to dist\:
  dist\petridish\                               the one-folder bundle
  dist\petridish-VERSION-windows-x64.zip        the bundle, to run without installing
  dist\petridish-VERSION-windows-x64-setup.exe  the installer (Inno Setup 6)

Needs Python 3.11+ (python.org or the Microsoft Store) and, for the installer, Inno Setup 6
(winget install JRSoftware.InnoSetup).

.EXAMPLE
powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1

.EXAMPLE
powershell -ExecutionPolicy Bypass -File packaging\build-windows.ps1 -Python py -NoVenv
#>
param(
    # The Python that makes the build environment (or builds, with -NoVenv).
    [string]$Python = "python",
    # Use that Python as it is: Petri Dish's dependencies must be installed in it.
    [switch]$NoVenv,
    # The bundle and the .zip only, without Inno Setup.
    [switch]$SkipInstaller
)

$ErrorActionPreference = "Stop"
Set-StrictMode -Version 3

function Fail([string]$Message) {
    [Console]::Error.WriteLine("build-windows: error: $Message")
    exit 1
}

function Step([string]$Message) {
    Write-Host ""
    Write-Host "==> $Message"
}

# Native programs report failure by exit code, which PowerShell does not turn into an error.
function Invoke-Native([string]$Program, [string[]]$Arguments) {
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) {
        Fail "$Program $($Arguments -join ' ') failed (exit code $LASTEXITCODE)"
    }
}

# Whether Python code runs without error in $Py. Its traceback is not shown: Windows
# PowerShell would turn each line of it into an error record and stop the script.
function Test-Python([string]$Code) {
    $ErrorActionPreference = "Continue"
    & $Py -c $Code 2>$null | Out-Null
    return ($LASTEXITCODE -eq 0)
}

$Root = (Resolve-Path (Join-Path $PSScriptRoot "..")).Path
Set-Location $Root

if (-not (Get-Command $Python -ErrorAction SilentlyContinue)) {
    Fail "$Python not found: install Python 3.11 or newer from python.org, or name one with -Python"
}

# -- the Python that builds --------------------------------------------------------------

if ($NoVenv) {
    $Py = (Get-Command $Python).Source
    Step "Build environment: $Py as it is"
    # Never reinstall the project here: this may be a developer's editable install.
    if (-not (Test-Python "import PyInstaller")) {
        Invoke-Native $Py @("-m", "pip", "install", "--quiet", "pyinstaller>=6.5")
    }
} else {
    $Venv = Join-Path $Root "build\venv-windows"
    Step "Build environment: $Venv"
    # Kept between builds, so that a second build downloads nothing; pip brings it up to
    # date with pyproject.toml. Delete the folder for a build from scratch.
    $Py = Join-Path $Venv "Scripts\python.exe"
    if (-not (Test-Path $Py)) { Invoke-Native $Python @("-m", "venv", $Venv) }
    Invoke-Native $Py @("-m", "pip", "install", "--quiet", "--upgrade", "pip")
    # The project itself, for its pinned dependencies; the spec bundles the source in desktop\.
    Invoke-Native $Py @("-m", "pip", "install", "--quiet", ".[bundle]")
}

if (-not (Test-Python "import sys; sys.exit(sys.version_info < (3, 11))")) {
    Fail "Petri Dish needs Python 3.11 or newer; $Py is older"
}
if (-not (Test-Python "import PySide6, PIL, platformdirs")) {
    Fail "$Py lacks Petri Dish's dependencies; install them (pip install -e .) or drop -NoVenv"
}

$Version = (& $Py -c "import sys; sys.path.insert(0, 'desktop'); import petridish; print(petridish.__version__)").Trim()
$Name = "petridish-$Version-windows-x64"
$Bundle = Join-Path $Root "dist\petridish"

# -- the bundle ---------------------------------------------------------------------------

Step "Bundling Petri Dish $Version with PyInstaller"
Invoke-Native $Py @("-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\petridish.spec")
foreach ($exe in @("petridish.exe", "Petri Dish.exe")) {
    if (-not (Test-Path (Join-Path $Bundle $exe))) { Fail "PyInstaller made no $Bundle\$exe" }
}

Step "Self-test of the bundle (offscreen)"
# Outside the checkout and without PETRIDISH_RESOURCES, so that the bundle can only use its
# own resources\, as on a player's machine. The console program, to see its output.
Remove-Item Env:PETRIDISH_RESOURCES -ErrorAction SilentlyContinue
$env:QT_QPA_PLATFORM = "offscreen"
Push-Location $env:TEMP
# Qt writes warnings to stderr; they must not count as PowerShell errors.
$ErrorActionPreference = "Continue"
$Output = & (Join-Path $Bundle "petridish.exe") --self-test 2>&1 | Out-String
$Code = $LASTEXITCODE
$ErrorActionPreference = "Stop"
Pop-Location
Remove-Item Env:QT_QPA_PLATFORM
Write-Host $Output
if ($Code -ne 0 -or $Output -notmatch "self-test passed") { Fail "the bundle's self-test failed" }
$Expected = [regex]::Escape((Join-Path $Bundle "_internal\petridish\resources"))
if ($Output -notmatch "resources: $Expected") { Fail "the bundle read resources\ from outside itself" }

# -- the .zip and the installer -------------------------------------------------------------

Step "Archive: dist\$Name.zip"
$Zip = Join-Path $Root "dist\$Name.zip"
if (Test-Path $Zip) { Remove-Item $Zip }
# The folder inside the archive is named like the archive, as the Linux one is.
$Stage = Join-Path $Root "build\windows-package\$Name"
if (Test-Path (Split-Path $Stage)) { Remove-Item -Recurse -Force (Split-Path $Stage) }
New-Item -ItemType Directory -Force $Stage | Out-Null
Copy-Item -Recurse (Join-Path $Bundle "*") $Stage
Compress-Archive -Path $Stage -DestinationPath $Zip
Remove-Item -Recurse -Force (Split-Path $Stage)

if (-not $SkipInstaller) {
    Step "Installer: dist\$Name-setup.exe"
    $Iscc = Get-Command iscc -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source
    if (-not $Iscc) {
        $Iscc = @(
            "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
            "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
            "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
        ) | Where-Object { Test-Path $_ } | Select-Object -First 1
    }
    if (-not $Iscc) {
        Fail "Inno Setup 6 not found: winget install JRSoftware.InnoSetup (or choco install innosetup), or pass -SkipInstaller"
    }
    Invoke-Native $Iscc @("/Q", "/DAppVersion=$Version", "/DBundleDir=$Bundle",
        "/DOutputDir=$(Join-Path $Root 'dist')", "packaging\windows\petridish.iss")
}

# -- what was made --------------------------------------------------------------------------

Step "Done"
$Size = (Get-ChildItem -Recurse -File $Bundle | Measure-Object -Property Length -Sum).Sum
Write-Host ("  {0,-46} {1:N0} MB unpacked" -f "dist\petridish\", ($Size / 1MB))
Get-ChildItem (Join-Path $Root "dist") -File -Filter "$Name*" | ForEach-Object {
    Write-Host ("  {0,-46} {1:N0} MB" -f "dist\$($_.Name)", ($_.Length / 1MB))
}
