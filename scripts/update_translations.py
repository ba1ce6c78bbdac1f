"""Update the Qt Linguist catalogues and compile them.

    python scripts/update_translations.py           # lupdate + lrelease
    python scripts/update_translations.py --check   # exit 1 when anything is stale or missing

The sources are delegate_app/ui/**/*.py (without the compiled forms, whose texts come from
forms/*.ui) and forms/*.ui. The catalogues are resources/translations/delegado_<lang>.ts:

- Spanish is the language of the source strings: delegado_es.ts carries each source as its
  own translation, filled in here, so it is never unfinished;
- English is translated by hand (Qt Linguist, or any editor) in delegado_en.ts;
- a count ("%n jugador(es)", numerus="yes") has one form per plural of the language, written
  by hand in both catalogues: "%n jugador" and "%n jugadores", "%n player" and "%n players";
- Qt's own texts that its Spanish catalogue lacks (ui/i18n.py, QT_CATALOGUE_GAPS) have English
  sources: their Spanish is written by hand too, never filled in as the source.

lupdate runs with -locations none, so moving code around does not make the catalogues stale;
only a new, changed or removed text does. The .qm files beside them are what the app loads.

--check runs the same update on copies in a temporary folder and fails when the committed .ts
or .qm differ from what it produces, when any message is unfinished or empty in a catalogue,
or when a translation uses a {placeholder} that its source does not provide (a translation may
also use the names its source's comment lists after "también").
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "delegate_app" / "ui"
FORMS = ROOT / "forms"
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_LANGUAGE = "es"
LANGUAGES = ("es", "en")
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def tool(name: str) -> str:
    local = Path(sys.executable).with_name(name)
    return str(local) if local.exists() else (shutil.which(name) or name)


def sources() -> list[Path]:
    compiled = UI / "forms"
    python = [p for p in sorted(UI.rglob("*.py")) if compiled not in p.parents]
    return python + sorted(FORMS.glob("*.ui"))


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"delegado_{language}.ts"


def qm_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"delegado_{language}.qm"


def _run(command: list[str]) -> None:
    result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(command)} falló:\n{result.stdout}{result.stderr}")


def lupdate(language: str, folder: Path) -> None:
    _run(
        [
            tool("pyside6-lupdate"),
            *(str(p.relative_to(ROOT)) for p in sources()),
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            SOURCE_LANGUAGE,
            "-target-language",
            language,
            "-silent",
            "-ts",
            str(ts_path(language, folder)),
        ]
    )


# Escaped XML text has no "<": a message's parts cannot run into the next message.
_UNFINISHED = re.compile(
    r"(<source>(?P<source>[^<]*)</source>\s*(?:<comment>[^<]*</comment>\s*)?)"
    r'<translation type="unfinished">[^<]*</translation>'
)


def fill_source_language(path: Path) -> None:
    """The source language translates every message as itself (lupdate's own formatting kept)."""
    text = path.read_text(encoding="utf-8")
    filled = _UNFINISHED.sub(
        lambda m: f"{m.group(1)}<translation>{m.group('source')}</translation>", text
    )
    path.write_text(filled, encoding="utf-8")


def lrelease(language: str, folder: Path) -> None:
    _run(
        [
            tool("pyside6-lrelease"),
            "-silent",
            str(ts_path(language, folder)),
            "-qm",
            str(qm_path(language, folder)),
        ]
    )


def update(folder: Path) -> None:
    for language in LANGUAGES:
        lupdate(language, folder)
        if language == SOURCE_LANGUAGE:
            fill_source_language(ts_path(language, folder))
        lrelease(language, folder)


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    translation: str | None  # None: unfinished, vanished or obsolete
    forms: tuple[str, ...] = ()  # a count's plural forms (the translation joins them)


def read_catalogue(path: Path) -> list[Message]:
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            element = message.find("translation")
            finished = element is not None and element.get("type") is None
            text = (element.text or "") if element is not None else ""
            forms: list[str] = []
            if message.get("numerus") == "yes" and element is not None:
                forms = [form.text or "" for form in element.iter("numerusform")]
                # Every plural form written, or the message is not finished.
                text = " | ".join(forms) if forms and all(f.strip() for f in forms) else ""
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    message.findtext("comment") or "",
                    text if finished and text.strip() else None,
                    tuple(forms),
                )
            )
    return messages


def problems_in(path: Path) -> list[str]:
    """Unfinished or empty messages, and placeholders the source does not provide."""
    problems = []
    for m in read_catalogue(path):
        where = f"{path.name} [{m.context}] «{m.source}»"
        if m.translation is None:
            problems.append(f"{where}: sin traducción terminada")
            continue
        allowed = set(PLACEHOLDER.findall(m.source))
        if "también" in m.comment:
            allowed |= set(PLACEHOLDER.findall(m.comment.split("también", 1)[1]))
        extra = set(PLACEHOLDER.findall(m.translation)) - allowed
        if extra:
            names = ", ".join(f"{{{n}}}" for n in sorted(extra))
            problems.append(f"{where}: la traducción usa {names}, que el original no da")
    return problems


def check() -> list[str]:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for language in LANGUAGES:
            if not ts_path(language).exists():
                problems.append(f"Falta {ts_path(language).relative_to(ROOT)}")
                continue
            shutil.copy2(ts_path(language), ts_path(language, folder))
        if problems:
            return problems
        update(folder)
        for language in LANGUAGES:
            for made, committed in (
                (ts_path(language, folder), ts_path(language)),
                (qm_path(language, folder), qm_path(language)),
            ):
                name = committed.relative_to(ROOT)
                if not committed.exists():
                    problems.append(f"Falta {name}")
                elif made.read_bytes() != committed.read_bytes():
                    problems.append(f"{name} no está al día con el código")
            problems += problems_in(ts_path(language, folder))
    return problems


def main(argv: list[str]) -> int:
    if "--check" in argv:
        problems = check()
        if problems:
            print(
                "Traducciones desactualizadas o incompletas "
                "(ejecute `make translations` y traduzca lo que falte):",
                *problems,
                sep="\n  ",
            )
            return 1
        return 0
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    update(TRANSLATIONS)
    for language in LANGUAGES:
        missing = sum(1 for m in read_catalogue(ts_path(language)) if m.translation is None)
        total = len(read_catalogue(ts_path(language)))
        print(f"{ts_path(language).relative_to(ROOT)}: {total - missing} de {total} traducidos")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
