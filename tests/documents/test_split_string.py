"""A DejaVu face with documents/library_patches.py's one-step split gives, text after text, what
reportlab's own `TTFont.splitString` gives and leaves the document's subsets in the same state:
texts of known characters, new ones, no-break spaces, characters the face lacks, more than one
subset's worth of characters, two documents at once."""

from __future__ import annotations

import random

from reportlab.pdfbase.ttfonts import TTFont

from delegate_app.documents import library_patches, pdf_theme


class _Doc:
    """What reportlab keys a font's per-document state by (any object a weak reference holds)."""


def _faces() -> tuple[TTFont, TTFont]:
    path = str(pdf_theme.FONTS_DIR / "DejaVuSans.ttf")
    own, patched = TTFont("propia", path), TTFont("parcheada", path)
    assert library_patches.install_split_string(patched)
    assert library_patches.install_split_string(patched)  # idempotent
    return own, patched


def _texts() -> list[str]:
    chooser = random.Random(26)
    common = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ 0123456789 .,;:«»–·ºñáéíóúÁÉÑ"
    found = ["", "Acta del encuentro", "Acta del encuentro", "n.º 3 · «Núñez»", "\xa0", "a\xa0b"]
    found += ["\U0001f600 sin glifo", "sin glifo \U0001f600", "\x00\x01"]
    for length in (1, 5, 40, 200):
        found += ["".join(chooser.choice(common) for _ in range(length)) for _ in range(20)]
    # Past the first subset's 256 codes: Greek, Cyrillic and more, then the known ones again.
    wide = [chr(c) for c in range(0x391, 0x3C9)] + [chr(c) for c in range(0x410, 0x44F)]
    wide += [chr(c) for c in range(0x100, 0x17F)] + [chr(c) for c in range(0x1E00, 0x1E9B)]
    for start in range(0, len(wide), 37):
        found.append("".join(wide[start : start + 37]))
        found.append("".join(chooser.choice(common) for _ in range(30)))
    found += ["".join(chooser.choice(wide + list(common)) for _ in range(60)) for _ in range(30)]
    return found


def _state(face: TTFont, doc: _Doc) -> tuple:
    state = face.state[doc]
    return state.nextCode, dict(state.assignments), [list(s) for s in state.subsets]


def test_the_split_and_the_subsets_are_reportlabs():
    own, patched = _faces()
    docs = [(_Doc(), _Doc()), (_Doc(), _Doc())]  # two documents laid out side by side
    texts = _texts()
    for index, text in enumerate(texts):
        doc_own, doc_patched = docs[index % 2]
        expected = own.splitString(text, doc_own)
        assert patched.splitString(text, doc_patched) == expected, (index, text)
        assert _state(patched, doc_patched) == _state(own, doc_own), (index, text)
    for doc_own, doc_patched in docs:
        assert len(own.state[doc_own].subsets) > 1  # the later subsets were reached
        assert _state(patched, doc_patched) == _state(own, doc_own)


def test_a_frozen_subset_still_refuses_a_new_character():
    own, patched = _faces()
    outcomes = []
    for face in (own, patched):
        doc = _Doc()
        face.splitString("Acta", doc)
        face.state[doc].frozen = True
        known = face.splitString("Acta", doc)
        try:
            face.splitString("Acta ñ", doc)  # ñ: new (ASCII has its codes)
        except Exception as exc:  # reportlab's PDFError
            outcomes.append((known, type(exc), str(exc).replace(face.fontName, "")))
    assert len(outcomes) == 2 and outcomes[0] == outcomes[1]
