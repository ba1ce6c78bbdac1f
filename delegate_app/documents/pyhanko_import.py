"""`pyhanko.sign` without its signers, for a process that only verifies (no Qt, no network).

pyHanko's `pyhanko.sign` package imports its signers as it loads, and they import the HTTP
timestamp client and aiohttp, which builds TLS contexts as it loads: about 0.15 s of CPU, a
fifth of a `delegado verify` process and of each verifier a federation's intake starts, for
code that verifying never runs. `defer_sign_package` sets the package up without running its
`__init__` until a name only that `__init__` gives is asked for (`from pyhanko.sign import
PdfSigner`); its submodules (`pyhanko.sign.validation`, `.fields`, `.signers`...) load as usual.
Signing imports `pyhanko.sign.signers` and so still gets everything it needs.

This module is imported by `delegate_app.documents` itself, before any of its modules imports
pyHanko; it imports nothing heavy.
"""

from __future__ import annotations

import sys
from typing import Any

SIGN_PACKAGE = "pyhanko.sign"


class _DeferredInitLoader:
    """Creates the package module as its own loader would and runs its `__init__` only when a
    missing attribute is asked for (PEP 562's module `__getattr__`)."""

    def __init__(self, loader: Any) -> None:
        self._loader = loader

    def create_module(self, spec: Any) -> Any:
        return self._loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        loader = self._loader
        module.__loader__ = loader  # as if loaded normally (importlib.reload, tracebacks)

        def __getattr__(name: str) -> Any:
            if name.startswith("__"):
                raise AttributeError(name)
            import importlib
            from importlib.util import find_spec

            # `from pyhanko.sign import fields` asks for a submodule: load only that.
            if find_spec(f"{module.__name__}.{name}") is not None:
                return importlib.import_module(f"{module.__name__}.{name}")
            # Anything else is a name the package's __init__ re-exports: run it now, once.
            del module.__getattr__
            loader.exec_module(module)
            return getattr(module, name)

        module.__getattr__ = __getattr__


class _DeferSignPackage:
    """A one-shot meta path finder: it only wraps the loader of `pyhanko.sign`."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name != SIGN_PACKAGE:
            return None
        from importlib.util import find_spec

        if self in sys.meta_path:
            sys.meta_path.remove(self)
        spec = find_spec(name)
        if spec is None or spec.loader is None or spec.submodule_search_locations is None:
            return spec
        spec.loader = _DeferredInitLoader(spec.loader)
        return spec


def defer_sign_package() -> None:
    """Install the deferral (once; nothing if pyhanko.sign is already imported)."""
    if SIGN_PACKAGE in sys.modules:
        return
    if any(isinstance(finder, _DeferSignPackage) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, _DeferSignPackage())
