"""The one comparison of printed pages with pages rebuilt from acta.json, for both sports
(acta_rebuild for chess, domino_rebuild for domino): every page word for word, in order, and the
first difference quoted so that a person can find it on the paper."""

from __future__ import annotations

import difflib

from delegate_app.documents.check import Check

NAME = "Lo impreso en el acta"


def first_difference(page: int, printed: str, rebuilt: str) -> str:
    said, expected = printed.split(), rebuilt.split()
    matcher = difflib.SequenceMatcher(None, said, expected, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        before = " ".join(said[max(0, i1 - 4) : i1])
        shown = " ".join(said[i1 : i2 + 2][:12]) or "(nada)"
        wanted = " ".join(expected[j1 : j2 + 2][:12]) or "(nada)"
        return (
            f"la página {page} no dice lo que dice acta.json: tras «{before}» imprime "
            f"«{shown}» y acta.json da «{wanted}»"
        )
    return f"la página {page} no dice lo que dice acta.json"


def compare_pages(expected: list[str], texts: list[str]) -> Check:
    """The signed pages' texts against the rebuilt ones: same count, same words, same order."""
    if len(expected) != len(texts):
        return Check(
            NAME,
            False,
            f"el acta tiene {len(texts)} páginas y acta.json da {len(expected)}: no dicen lo mismo",
        )
    for number, (printed, rebuilt) in enumerate(zip(texts, expected, strict=True), start=1):
        if printed != rebuilt:
            return Check(NAME, False, first_difference(number, printed, rebuilt))
    return Check(
        NAME,
        True,
        f"las {len(texts)} páginas, rehechas desde acta.json, dicen lo mismo palabra por palabra",
    )


def unreadable(reason: object) -> Check:
    return Check(NAME, False, f"las páginas no se pueden rehacer desde acta.json ({reason})")
