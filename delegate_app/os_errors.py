"""Operating-system errors in Spanish: the text the system gives ("Is a directory") is English.

Used by every layer that reports a file it could not read or write; no imports of the app.
"""

from __future__ import annotations

import errno

_REASONS: dict[int, str] = {
    errno.ENOENT: "el archivo no existe",
    errno.EACCES: "no hay permiso para acceder a él",
    errno.EPERM: "el sistema no permite la operación",
    errno.EISDIR: "es una carpeta, no un archivo",
    errno.ENOTDIR: "una parte de la ruta no es una carpeta",
    errno.ENOSPC: "el disco está lleno",
    errno.EROFS: "el disco o la carpeta son de solo lectura",
    errno.EEXIST: "ya existe",
    errno.ENAMETOOLONG: "el nombre es demasiado largo",
    errno.EIO: "error de lectura o escritura en el disco",
    errno.EMFILE: "hay demasiados archivos abiertos",
    errno.ENFILE: "hay demasiados archivos abiertos en el sistema",
    errno.EBUSY: "está en uso por otro programa",
    errno.EXDEV: "no se puede mover a otro disco",
    errno.ENOTEMPTY: "la carpeta no está vacía",
    errno.EINVAL: "el nombre o la operación no son válidos",
    errno.EFBIG: "el archivo es demasiado grande",
    errno.ELOOP: "la ruta tiene demasiados enlaces simbólicos",
    errno.EPIPE: "la salida se ha cerrado",
}
for _name, _text in (
    ("EDQUOT", "se ha superado la cuota de disco"),
    ("ETXTBSY", "está en uso por otro programa"),
    ("ENXIO", "el dispositivo no está disponible"),
    ("ENODEV", "el dispositivo no está disponible"),
):
    if hasattr(errno, _name):
        _REASONS[getattr(errno, _name)] = _text

# Windows' own error numbers for the same cases (OSError.winerror).
_WINDOWS: dict[int, str] = {
    5: "no hay permiso para acceder a él",
    32: "está en uso por otro programa",
    33: "una parte del archivo está bloqueada por otro programa",
    112: "el disco está lleno",
    123: "el nombre no es válido",
}


def os_reason(exc: OSError) -> str:
    """Why the operation failed, in Spanish, without the file name."""
    winerror = getattr(exc, "winerror", None)
    if winerror in _WINDOWS:
        return _WINDOWS[winerror]
    if exc.errno in _REASONS:
        return _REASONS[exc.errno]
    if exc.errno is not None:
        return f"error del sistema n.º {exc.errno}"
    return "error del sistema"


def describe(exc: OSError, path: object | None = None) -> str:
    """«file»: reason — the file named by the error unless path is given."""
    where = path if path is not None else exc.filename
    return f"«{where}»: {os_reason(exc)}" if where is not None else os_reason(exc)
