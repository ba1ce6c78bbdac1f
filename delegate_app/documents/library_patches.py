"""Every patch of a third-party library's internals, in one place, each guarded by the versions
it was written for (no Qt, no network).

Five libraries are reached below their public surface, for speed or for a race:

- **pyHanko** (`pyhanko.pdf_utils`): a hex string, any token up to the next delimiter and the
  whitespace before a token read a piece at a time instead of a byte at a time, and plain names
  decoded in one step (together about a tenth of the CPU of verifying an acta); the map of
  the paths to each object that its difference analysis makes, walked without a step into each
  number and name (documents/pyhanko_paths.py, ~2 ms an acta);
  and `pyhanko.sign` loaded without its signers, which import aiohttp and build TLS contexts
  (0.15 s of CPU in every verifying process, for code verifying never runs).
- **asn1crypto** (`NameTypeAndValue._ldap_string_prep`): RFC 4518's string preparation of a
  certificate name, a pure function redone about ten times an acta, remembered per string.
- **CPython's email.feedparser** (`NLCRE_eol`): the line end closing each MIME part looked for
  in the part's last two characters, not searched over its whole text (about 4 ms an acta read
  by mail; documents/federation/mail_parse.py), guarded by the regex itself rather than a
  version: the patch is exact for that regex and no other;
- **reportlab** (`pdfdoc.pdfdocEnc`): the text of a PDF being written (its content streams,
  ~80 KB an acta) encoded to bytes as ASCII when it is ASCII without the eight control
  characters PDFDocEncoding has no byte for, instead of through its Python charmap codec (about
  2 ms of the ~35 ms of CPU verify's rebuild of an acta's pages costs, measured with and without
  in one process): the same bytes, checked
  against the codec when installed; and (`TTFont.splitString`, on Delegado's own faces) a text
  whose characters all have their code in the document's first subset already is split in one
  step instead of character by character in Python (the result and the font's state are the
  ones reportlab's loop gives; any other text goes to it);
- **CPython's ProcessPoolExecutor** (`_processes`, `_safe_to_dynamically_spawn_children`): the
  worker pool starts every worker at once and stops each one it started (documents/worker_pool.py).

Each patch checks the installed version first. On a version it was not written for it does not
install: the library's own code runs (slower, never different), and the log says so once. The
fast readers (documents/pyhanko_readers.py) give exactly what pyHanko's give:
tests/documents/test_pyhanko_speed.py compares
them on arbitrary bytes, so an upgrade of a patched library starts there.
"""

from __future__ import annotations

import importlib.abc
import logging
import re
import sys
from importlib import metadata
from typing import Any

log = logging.getLogger(__name__)

# distribution -> the version prefixes each patch was written and tested for
WRITTEN_FOR: dict[str, tuple[str, ...]] = {
    "pyHanko": ("0.38.",),
    "asn1crypto": ("1.5.",),
    "reportlab": ("5.1.",),
}
# ProcessPoolExecutor's private attributes exist, with these meanings, from 3.11 to 3.13.
POOL_PYTHONS = ((3, 11), (3, 12), (3, 13))

_refused: set[str] = set()


def version_fits(distribution: str, version: str | None = None) -> bool:
    """Whether `distribution` (installed, or at `version`) is one the patches were written for;
    logs once per distribution when it is not."""
    if version is None:
        try:
            version = metadata.version(distribution)
        except metadata.PackageNotFoundError:
            version = "(no instalado)"
    fits = version.startswith(WRITTEN_FOR[distribution])
    if not fits and distribution not in _refused:
        _refused.add(distribution)
        log.warning(
            "%s %s: not a version the speed patches were written for (%s); its own code runs",
            distribution,
            version,
            ", ".join(WRITTEN_FOR[distribution]),
        )
    return fits


def pool_internals_known(python: tuple[int, int] | None = None) -> bool:
    return (python or sys.version_info[:2]) in POOL_PYTHONS


# --------------------------------------------------------------------------- pyHanko's import


SIGN_PACKAGE = "pyhanko.sign"


class _DeferredInitLoader(importlib.abc.Loader):
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
    """Load `pyhanko.sign` without its signers (once; nothing if it is already imported or the
    installed pyHanko is not one this was written for)."""
    if SIGN_PACKAGE in sys.modules or not version_fits("pyHanko"):
        return
    if any(isinstance(finder, _DeferSignPackage) for finder in sys.meta_path):
        return
    sys.meta_path.insert(0, _DeferSignPackage())


# --------------------------------------------------------------------------- pyHanko's readers


def install_readers() -> None:
    """documents/pyhanko_readers.py's readers in place of pyHanko's, and its remembered string
    preparation in place of asn1crypto's, each only on a version it was written for (idempotent)."""
    # Imported here, not above: this module is loaded by the documents package itself, and the
    # window must not pay for pyHanko before it needs it.
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils import generic, misc

    from delegate_app.documents import pyhanko_readers as fast

    if version_fits("pyHanko"):
        generic.read_hex_string_from_stream = fast.read_hex_string
        # generic imported the function by name; misc's own callers use the module's.
        misc.read_until_delimiter = fast.read_until_delimiter
        # generic imports it from misc without re-exporting it
        generic.read_until_delimiter = fast.read_until_delimiter  # type: ignore[attr-defined]
        # The same for the reader of the next token's first byte and the decoder of names.
        misc.read_non_whitespace = fast.read_non_whitespace
        generic.read_non_whitespace = fast.read_non_whitespace  # type: ignore[attr-defined]
        generic._decode_name = fast.decode_name
        generic.ArrayObject.read_from_stream = staticmethod(fast.read_array)  # type: ignore[method-assign]
        from pyhanko.pdf_utils.reader import HistoricalResolver

        from delegate_app.documents import pyhanko_paths

        HistoricalResolver._load_reverse_xref_cache = pyhanko_paths.load_reverse_xref_cache  # type: ignore[method-assign]
    if version_fits("asn1crypto"):
        asn1_x509.NameTypeAndValue._ldap_string_prep = fast.string_prep


# --------------------------------------------------------------------------- the worker pool


def stop_spawning_workers(executor: Any) -> None:
    """Every worker starts with the first submit, none from a later one (as with fork). On
    CPython 3.11 a submit that finds no idle worker starts one, racing the manager thread of a
    pool whose worker just died, which walks the same dict: a worker nobody stops, or the
    manager killed by "dictionary changed size during iteration" (both seen in CI)."""
    if pool_internals_known():
        executor._safe_to_dynamically_spawn_children = False


def worker_processes(executor: Any) -> list[Any]:
    """The pool's processes (shutdown() forgets them); none known on another Python."""
    if not pool_internals_known():
        return []
    return list((getattr(executor, "_processes", None) or {}).values())


# --------------------------------------------------------------------------- email's parser

FEEDPARSER_EOL = r"(\r\n|\r|\n)\Z"


class _EolAtEnd:
    """The feedparser's NLCRE_eol, looking only where `\\Z` lets it match: the same match for
    every text, since the feedparser reads nothing of it but its text."""

    pattern = FEEDPARSER_EOL

    def __init__(self, original: re.Pattern[str]) -> None:
        self.original = original

    def search(self, text: str) -> re.Match[str] | None:
        return self.original.search(text[-2:])


def install_feedparser_eol() -> bool:
    """Whether email.feedparser now trims a part's line end at the cost of two characters; on
    a Python whose regex is another, its own stays (logged once)."""
    import email.feedparser

    current = getattr(email.feedparser, "NLCRE_eol", None)
    if isinstance(current, _EolAtEnd):
        return True
    if not isinstance(current, re.Pattern) or current.pattern != FEEDPARSER_EOL:
        if "email.feedparser" not in _refused:
            _refused.add("email.feedparser")
            log.warning(
                "email.feedparser: NLCRE_eol is not the regex the patch was written for; its "
                "own search runs"
            )
        return False
    email.feedparser.NLCRE_eol = _EolAtEnd(current)  # type: ignore[attr-defined]
    return True


def uninstall_feedparser_eol() -> None:
    """The feedparser's own regex back (the tests compare both parses)."""
    import email.feedparser

    current = getattr(email.feedparser, "NLCRE_eol", None)
    if isinstance(current, _EolAtEnd):
        email.feedparser.NLCRE_eol = current.original  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- reportlab's writer

# The ASCII characters PDFDocEncoding has no byte for (0x18-0x1F are its breve, caron...):
# reportlab's codec refuses them, so text holding one goes to the codec and is refused there.
_PDFDOC_UNMAPPED = bytes(range(0x18, 0x20))


def _ascii_is_pdfdoc(encode: Any) -> bool:
    """Whether reportlab's encoder gives every ASCII character's own byte and refuses the
    unmapped ones: what the fast path below assumes."""
    for code in range(128):
        try:
            encoded = encode(chr(code))
        except UnicodeEncodeError:
            if code not in _PDFDOC_UNMAPPED:
                return False
            continue
        if code in _PDFDOC_UNMAPPED or encoded != bytes([code]):
            return False
    return True


class _PdfdocEncoder:
    """reportlab's pdfdocEnc, with ASCII text encoded as ASCII (C speed), which for such text
    is the codec's own result."""

    def __init__(self, original: Any) -> None:
        self.original = original

    def __call__(self, text: Any) -> Any:
        if isinstance(text, str) and text.isascii():
            data = text.encode("ascii")
            if len(data.translate(None, _PDFDOC_UNMAPPED)) == len(data):
                return data
        return self.original(text)


def install_pdfdoc_encoder() -> bool:
    """Whether reportlab's PDF writer now encodes ASCII text at C speed (idempotent); on another
    reportlab, or one whose codec is not the one checked for, its own runs (logged once)."""
    from reportlab.pdfbase import pdfdoc

    current = pdfdoc.pdfdocEnc
    if isinstance(current, _PdfdocEncoder):
        return True
    if not version_fits("reportlab"):
        return False
    if not _ascii_is_pdfdoc(current):
        if "reportlab.pdfdoc" not in _refused:
            _refused.add("reportlab.pdfdoc")
            log.warning("reportlab: pdfdocEnc does not encode ASCII as itself; its own runs")
        return False
    # pdfdoc's own functions look the name up in the module when they run.
    pdfdoc.pdfdocEnc = _PdfdocEncoder(current)  # type: ignore[assignment]  # a callable of it
    return True


def uninstall_pdfdoc_encoder() -> None:
    """reportlab's own encoder back (the tests compare what both write)."""
    from reportlab.pdfbase import pdfdoc

    current = pdfdoc.pdfdocEnc
    if isinstance(current, _PdfdocEncoder):
        pdfdoc.pdfdocEnc = current.original


def install_split_string(font: Any) -> bool:
    """Whether `font` (a TTFont) now splits a text whose characters are all in its document's
    first subset in one step (idempotent); on another reportlab its own loop stays."""
    if getattr(font, "_split_in_one_step", False):
        return True
    if not version_fits("reportlab"):
        return False
    split = font.splitString
    states = font.state  # per document, as reportlab keys it

    def split_string(text: Any, doc: Any, encoding: str = "utf-8") -> Any:
        state = states.get(doc)
        if state is not None and isinstance(text, str):
            assignments = state.assignments
            try:
                # A character without a code yet (a no-break space is never given one: it is
                # drawn as a space), or one in a later subset, is reportlab's to split.
                codes = bytes([assignments[code] for code in map(ord, text)])
            except (KeyError, ValueError):
                return split(text, doc, encoding)
            return [(0, codes)] if codes else []
        return split(text, doc, encoding)

    font.splitString = split_string
    font._split_in_one_step = True
    return True
