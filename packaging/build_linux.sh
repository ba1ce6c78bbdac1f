#!/usr/bin/env bash
# Build the Linux one-folder bundle (dist/delegado/) and prove it works with its own self-test.
#
#   packaging/build_linux.sh            # from the repository root or anywhere else
#
# Uses the project's .venv (made by `make` from pyproject.toml); installs PyInstaller into it when
# missing. Exits non-zero when the build fails or when the frozen app fails its self-test, so a
# bundle that lost a font, a Qt plugin or a migration script stops CI here.
set -euo pipefail
cd "$(dirname "$0")/.."

PYINSTALLER_VERSION="6.22.3"
PY=".venv/bin/python"

if [ ! -x "$PY" ]; then
    echo "Falta el entorno .venv: ejecute antes 'make test' o 'make run'." >&2
    exit 1
fi
installed="$("$PY" -c 'import PyInstaller; print(PyInstaller.__version__)' 2>/dev/null || true)"
if [ "$installed" != "$PYINSTALLER_VERSION" ]; then
    echo "Instalando PyInstaller $PYINSTALLER_VERSION en .venv…"
    "$PY" -m pip install --quiet --disable-pip-version-check "pyinstaller==$PYINSTALLER_VERSION"
fi

started=$(date +%s)
rm -rf dist/delegado
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/delegado.spec
built=$(date +%s)

bundle="dist/delegado"
# The desktop entry and icon travel with the bundle; an installer or a user copies them to
# ~/.local/share/applications and ~/.local/share/icons/hicolor/scalable/apps.
install -m 644 packaging/linux/delegado.desktop "$bundle/delegado.desktop"
install -m 644 packaging/linux/delegado.svg "$bundle/delegado.svg"

echo "Paquete: $bundle ($(du -sh "$bundle" | cut -f1), construido en $((built - started)) s)"
"$bundle/delegado" --version
if ! "$bundle/delegado" --help | grep -q "self-test"; then
    echo "El paquete no tiene la orden self-test (delegate_app/cli.py); no se puede comprobar." >&2
    exit 1
fi

# No display and no inherited data folder: the self-test must stand on the bundle alone.
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM -u DELEGADO_HOME \
    "$bundle/delegado" self-test
