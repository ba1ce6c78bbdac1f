"""The signed pages are, object for object, the pages acta.json renders to.

verify lays the acta out again from acta.json (and the drawn signatures it names by hash) with
the export's own story and page template (chess/rebuild.py, domino/rebuild.py), then walks each
signed page and its rebuilt twin side by side: every entry of the page dictionary (those
inherited from the page tree included), its content streams joined and decoded, and everything
its resources reach (fonts and their embedded files, the QR code's form, the images, graphics
states), streams compared by their decoded bytes and dictionaries key by key. Only /Parent and
/Annots are left out: the page tree's own links, and the signature widgets, which
signature_policy holds to the recorded layout and signature_stamps to our stamps.

A difference in any byte of what a viewer draws is a difference here, whatever trick made it:
there is no list of tricks to keep up to date. Encodings are free (a stream may be compressed
or not, with the filters pyHanko decodes), so that a zlib of another version, on the machine
that exported, cannot make a genuine acta fail.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pyhanko.pdf_utils import generic

# Entries a page may take from its ancestors in the page tree (ISO 32000-1, 7.7.3.4).
_INHERITED = ("/Resources", "/MediaBox", "/CropBox", "/Rotate")
_NOT_DRAWN = ("/Parent", "/Annots")
# How a stream is encoded, not what it holds.
_ENCODING = ("/Length", "/Filter", "/DecodeParms", "/DL")
_MAX_DEPTH = 48
# Objects visited for one acta: a genuine 8-page domino acta reaches ~400.
_MAX_OBJECTS = 20_000


class Different(Exception):
    """Where the signed page and the rebuilt one part: a Spanish phrase."""


class PageWalk:
    def __init__(self) -> None:
        self.seen: set[tuple[int, int]] = set()
        self.count = 0

    def same(self, signed: Any, rebuilt: Any, where: str, depth: int = 0) -> None:
        if depth > _MAX_DEPTH:
            raise Different(f"{where} anida demasiados objetos")
        if isinstance(signed, generic.IndirectObject) or isinstance(
            rebuilt, generic.IndirectObject
        ):
            key = (id(_target(signed)), id(_target(rebuilt)))
            if key in self.seen:
                return  # compared already (or being compared, higher up a loop)
            self.seen.add(key)
        self.count += 1
        if self.count > _MAX_OBJECTS:
            raise Different("tiene demasiados objetos")
        signed, rebuilt = _resolve(signed, where), _resolve(rebuilt, where)
        if isinstance(rebuilt, generic.StreamObject):
            if not isinstance(signed, generic.StreamObject):
                raise Different(f"{where} no es un flujo")
            if decoded(signed, len(rebuilt.data), where) != rebuilt.data:
                raise Different(f"{where} no dibuja lo mismo")
            self._dictionaries(signed, rebuilt, where, depth, skip=_ENCODING)
        elif isinstance(rebuilt, generic.DictionaryObject):
            if not isinstance(signed, generic.DictionaryObject) or isinstance(
                signed, generic.StreamObject
            ):
                raise Different(f"{where} no es un diccionario")
            self._dictionaries(signed, rebuilt, where, depth)
        elif isinstance(rebuilt, generic.ArrayObject):
            if not isinstance(signed, generic.ArrayObject) or len(signed) != len(rebuilt):
                raise Different(f"{where} no es la lista que acta.json da")
            for index, (one, other) in enumerate(zip(signed, rebuilt, strict=True)):
                self.same(one, other, f"{where}[{index}]", depth + 1)
        elif not _same_value(signed, rebuilt):
            raise Different(f"{where} vale {_short(signed)} y acta.json da {_short(rebuilt)}")

    def _dictionaries(
        self,
        signed: generic.DictionaryObject,
        rebuilt: generic.DictionaryObject,
        where: str,
        depth: int,
        skip: Iterable[str] = (),
    ) -> None:
        mine = {str(key) for key in signed} - set(skip)
        theirs = {str(key) for key in rebuilt} - set(skip)
        if mine != theirs:
            extra = sorted(mine - theirs) or sorted(theirs - mine)
            said = "lleva" if mine - theirs else "no lleva"
            raise Different(f"{where} {said} {extra[0]}")
        for key in sorted(theirs):
            self.same(signed.raw_get(key), rebuilt.raw_get(key), f"{where} {key}", depth + 1)


def _same_value(signed: Any, rebuilt: Any) -> bool:
    """Equal leaves: an integer and a real of the same value draw the same (a stamp made in
    memory holds 0.0 where the file says 0); anything else must be of the same kind."""
    numbers = (generic.NumberObject, generic.FloatObject)
    if isinstance(signed, numbers) and isinstance(rebuilt, numbers):
        return bool(signed == rebuilt)
    return type(signed) is type(rebuilt) and bool(signed == rebuilt)


def _target(value: Any) -> Any:
    return value.get_object() if isinstance(value, generic.IndirectObject) else value


def _resolve(value: Any, where: str) -> Any:
    try:
        return _target(value)
    except Exception as exc:  # a dangling or broken reference in a hostile file
        raise Different(f"{where} no se puede leer") from exc


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def decoded(stream: generic.StreamObject, expected: int, where: str) -> bytes:
    """The stream's bytes through its filters, never more than a little past `expected` (a
    zip bomb of a stream stops there): the encoding is free, the content is not."""
    from pyhanko.pdf_utils import filters
    from pyhanko.pdf_utils.misc import PdfDecodeLimitError

    data = stream.encoded_data
    names = stream.get("/Filter")
    if names is None:
        return data
    params = stream.get("/DecodeParms")
    names = names if isinstance(names, generic.ArrayObject) else [names]
    params = params if isinstance(params, generic.ArrayObject) else [params] * len(names)
    limit = max(expected, len(data)) + 1
    try:
        for name, param in zip(names, params, strict=False):
            if str(name) in _A85 and not param:
                data = _a85(data)
                continue
            decoder = filters.get_generic_decoder(str(name))
            data = decoder.decode_bounded(data, param or {}, limit)
    except PdfDecodeLimitError as exc:  # longer than the rebuilt one: not the same
        raise Different(f"{where} no dibuja lo mismo") from exc
    except Exception as exc:  # unknown filter, broken data
        raise Different(f"{where} no se puede leer ({type(exc).__name__})") from exc
    return data


_A85 = ("/ASCII85Decode", "/A85")
_WHITESPACE = b" \t\r\n\f\x00"


def _a85(data: bytes) -> bytes:
    """ASCII85 through reportlab's C decoder: pyHanko's reads a character at a time in Python,
    a third of the comparison's time for a domino acta (the export encodes every page so).
    Its output is never longer than its input: no bound needed."""
    from reportlab.lib.rl_accel import asciiBase85Decode

    plain = data.translate(None, _WHITESPACE)
    if plain.startswith(b"<~"):
        plain = plain[2:]
    if not plain.endswith(b"~>"):
        plain += b"~>"
    decoded = asciiBase85Decode(plain)
    return decoded if isinstance(decoded, bytes) else decoded.encode("latin-1")


def _pages(root: Any) -> list[dict[str, Any]]:
    """Every page of the tree in order, each as the entries that draw it (inherited ones
    included, /Parent and /Annots left out)."""
    found: list[dict[str, Any]] = []

    def walk(node: Any, inherited: dict[str, Any], depth: int) -> None:
        if depth > 16 or len(found) > 500:
            raise Different("el árbol de páginas no es el de un acta")
        node = node.get_object()
        here = {**inherited, **{k: node.raw_get(k) for k in _INHERITED if k in node}}
        if str(node.get("/Type", "")) == "/Pages" or "/Kids" in node:
            for kid in node["/Kids"]:
                walk(kid, here, depth + 1)
            return
        entries = {str(k): node.raw_get(k) for k in node if str(k) not in _NOT_DRAWN}
        found.append({**here, **entries})

    walk(root["/Pages"], {}, 0)
    return found


def _contents(value: Any, expected: int, where: str) -> bytes:
    """A page's content streams joined as a viewer reads them (ISO 32000-1, 7.8.2)."""
    value = _resolve(value, where)
    parts = value if isinstance(value, generic.ArrayObject) else [value]
    joined = []
    for part in parts:
        stream = _resolve(part, where)
        if not isinstance(stream, generic.StreamObject):
            raise Different(f"{where} no es un flujo")
        joined.append(decoded(stream, expected, where))
    return b"\n".join(joined)


def page_difference(signed_root: Any, rebuilt_root: Any) -> tuple[int | None, str] | None:
    """None when every signed page is its rebuilt twin; else (page number from 1, or None when
    the count differs, and where they part, in Spanish)."""
    try:
        signed_pages = _pages(signed_root)
    except Different as exc:
        return None, str(exc)
    except Exception:
        return None, "el árbol de páginas no se puede leer"
    rebuilt_pages = _pages(rebuilt_root)
    if len(signed_pages) != len(rebuilt_pages):
        return (
            None,
            f"el acta tiene {len(signed_pages)} páginas y acta.json da {len(rebuilt_pages)}",
        )
    walk = PageWalk()
    for number, (signed, rebuilt) in enumerate(zip(signed_pages, rebuilt_pages, strict=True), 1):
        try:
            if set(signed) != set(rebuilt):
                extra = sorted(set(signed) - set(rebuilt)) or sorted(set(rebuilt) - set(signed))
                said = "lleva" if set(signed) - set(rebuilt) else "no lleva"
                raise Different(f"la página {said} {extra[0]}")
            expected = _contents(rebuilt["/Contents"], 1 << 30, "el contenido")
            if _contents(signed["/Contents"], len(expected), "el contenido") != expected:
                raise Different("su contenido no es el que acta.json da")
            for key in sorted(rebuilt):
                if key != "/Contents":
                    walk.same(signed[key], rebuilt[key], key)
        except Different as exc:
            return number, str(exc)
        except Exception:  # a hostile object pyHanko cannot even read
            return number, "sus objetos no se pueden leer"
    return None
