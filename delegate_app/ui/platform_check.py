"""Say which system libraries a Qt window is missing on Linux, before Qt aborts obscurely.

Qt's xcb platform plugin dies with "could not load the Qt platform plugin" when one of its
libraries is absent; naming the Debian/Ubuntu package is far more useful to a delegate.
"""

from __future__ import annotations

import ctypes
import os
import sys

# soname -> Debian/Ubuntu package that provides it
XCB_LIBRARIES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
}


def missing_libraries(sonames: dict[str, str] = XCB_LIBRARIES) -> list[str]:
    """Debian package names for the sonames that cannot be loaded."""
    missing = []
    for soname, package in sonames.items():
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append(package)
    return missing


def display_problem() -> str | None:
    """A Spanish explanation of why no window can open here, or None when it can."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform in {"offscreen", "minimal", "vnc"} or platform.startswith("wayland"):
        return None
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return (
            "No hay pantalla disponible (ni DISPLAY ni WAYLAND_DISPLAY). Abra Delegado desde "
            "el escritorio, o use QT_QPA_PLATFORM=offscreen para pruebas."
        )
    if platform.startswith("wayland") or (not platform and os.environ.get("WAYLAND_DISPLAY")):
        return None
    missing = missing_libraries()
    if missing:
        return (
            "Faltan bibliotecas del sistema que Qt necesita para abrir la ventana. "
            "Instálelas con:\n\n    sudo apt-get install " + " ".join(missing)
        )
    return None
