"""The documentation a newcomer and a delegate read (issue 23): every link goes somewhere inside
the repository, the delegate's manual has each page in Spanish and in English, the office's
English pages are translations of Spanish ones, and docs/cli.md names every command and exit
code the program has."""

from __future__ import annotations

import argparse
import re
import subprocess
from pathlib import Path

import pytest

from delegate_app import cli
from delegate_app.commands import common

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
MANUAL = DOCS / "manual"
OFFICE = DOCS / "federacion"

# The delegate's manual: each Spanish page (the original) and its English translation.
MANUAL_PAGES = {
    "index.md": "index.md",
    "pantallas.md": "screens.md",
    "jornada-ajedrez.md": "match-day-chess.md",
    "jornada-domino.md": "match-day-domino.md",
    "firma.md": "signing.md",
    "liga.md": "season.md",
    "datos.md": "data.md",
    "correo.md": "mail.md",
    "problemas.md": "troubleshooting.md",
    "temporada.md": "season-screens.md",
    "instalar.md": "installing.md",
    "demostracion.md": "demo.md",
}

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_SOURCE = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)=\"([^\"]+)\"")
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def markdown_files() -> list[Path]:
    """README.md and every Markdown file under docs/ and packaging/, as git tracks them (plus
    any new one not committed yet)."""
    found = {ROOT / "README.md"}
    for folder in ("docs", "packaging"):
        found.update((ROOT / folder).rglob("*.md"))
    return sorted(found)


def prose(text: str) -> str:
    """The text without its fenced code blocks: a `](x)` inside code is not a link."""
    return FENCE.sub("", text)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in HEADING.findall(prose(path.read_text(encoding="utf-8"))):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def targets(path: Path) -> list[str]:
    text = prose(path.read_text(encoding="utf-8"))
    return LINK.findall(text) + HTML_SOURCE.findall(text)


def broken_links(path: Path) -> list[str]:
    broken = []
    for target in targets(path):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
            continue
        file_part, _, anchor = target.partition("#")
        destination = (path.parent / file_part).resolve() if file_part else path
        where = f"{path.relative_to(ROOT)} -> {target}"
        if not destination.is_relative_to(ROOT):
            broken.append(f"{where}: outside the repository")
        elif not destination.exists():
            broken.append(f"{where}: no such file")
        elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
            broken.append(f"{where}: no heading with that anchor")
    return broken


def test_the_link_checker_sees_what_is_broken(tmp_path, monkeypatch):
    """The checker itself: a missing file, a path out of the repository, a missing anchor."""
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    (tmp_path / "a.md").write_text("# Qué cuenta\n\n## Otra `cosa` (b)\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text(
        "[bien](a.md#qué-cuenta) [bien](a.md#otra-cosa-b) ![no](falta.png) [fuera](../x.md) "
        '[ancla](a.md#no-existe) <img src="nada.png">\n```\n[en código](no.md)\n```\n',
        encoding="utf-8",
    )
    assert [line.split(": ")[-1] for line in broken_links(page)] == [
        "no such file",
        "outside the repository",
        "no heading with that anchor",
        "no such file",
    ]


@pytest.mark.parametrize("page", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_resolves_inside_the_repository(page):
    """A fresh clone has only the repository: a link (or an image, or a heading's anchor) that
    goes elsewhere or nowhere is a dead end for the reader."""
    assert not broken_links(page), "\n".join(broken_links(page))


def test_nothing_refers_to_the_shared_folder_outside_the_repository():
    """The design document and the rules catalog once lived in a shared folder beside the
    repository; a fresh clone has no such folder, so no tracked file may name it (docs/reglas.md
    is the project's own catalog)."""
    outside = "../" + "shared"  # written in two halves so that this file does not match itself
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.split(b"\0")
    found = []
    for name in filter(None, listed):
        path = ROOT / name.decode()
        if path.suffix in {".png", ".pdf", ".qm", ".p12", ".sqlite3", ".xlsx", ".zip"}:
            continue
        if path.is_file() and outside in path.read_text(encoding="utf-8", errors="replace"):
            found.append(name.decode())
    assert not found, found


def test_every_manual_page_has_its_spanish_original_and_its_english_translation():
    spanish = {p.name for p in MANUAL.glob("*.md")}
    english = {p.name for p in (MANUAL / "en").glob("*.md")}
    assert spanish == set(MANUAL_PAGES), "a Spanish page without its English pair (or gone)"
    assert english == set(MANUAL_PAGES.values()), "an English page without its Spanish original"


@pytest.mark.parametrize(("original", "translation"), MANUAL_PAGES.items())
def test_each_index_links_every_page_of_its_language(original, translation):
    """A page no index names is found only by chance."""
    if original == "index.md":
        return
    assert f"]({original})" in (MANUAL / "index.md").read_text(encoding="utf-8")
    assert f"]({translation})" in (MANUAL / "en" / "index.md").read_text(encoding="utf-8")


def outline(path: Path) -> tuple[list[int], int]:
    """A page's heading levels in order and how many pictures it shows."""
    text = prose(path.read_text(encoding="utf-8"))
    levels = [len(m.group(1)) for m in re.finditer(r"^(#{1,6})\s", text, re.MULTILINE)]
    return levels, len(re.findall(r"!\[", text))


@pytest.mark.parametrize(("original", "translation"), MANUAL_PAGES.items())
def test_each_translation_has_its_originals_sections_and_pictures(original, translation):
    """F1 opens the same section in either language, so a translation keeps the original's
    sections in the same order (and its screenshots, in the English interface)."""
    assert outline(MANUAL / "en" / translation) == outline(MANUAL / original)


def test_the_offices_english_pages_translate_a_spanish_page_the_index_names():
    """docs/federacion/ is written in Spanish; an English page there is a translation, linked
    beside its original in the index («(en inglés)»)."""
    index = (OFFICE / "index.md").read_text(encoding="utf-8")
    for page in sorted((OFFICE / "en").glob("*.md")):
        row = re.search(
            rf"^\|.*\]\(([^)]+\.md)\) \(\[en inglés\]\(en/{page.name}\)\).*$", index, re.M
        )
        assert row, f"the index does not name en/{page.name} beside a Spanish page"
        assert (OFFICE / row.group(1)).is_file()


def command_paths(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()) -> list:
    """Every command the program takes, as the words typed after «delegado»."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                inner = command_paths(sub, (*prefix, name))
                found.extend(inner or [(*prefix, name)])
    return found


def test_cli_md_names_every_command():
    """docs/cli.md is where a command is looked up: one the program takes and the page never
    names is a command nobody can find."""
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    paths = command_paths(cli.build_parser())
    assert ("federacion", "importar") in paths and ("verify",) in paths
    missing = []
    for words in paths:
        # «delegado [--db F] acta sign», or an action among alternatives: «correo ajustes \| enviar»
        *groups, action = (re.escape(w) for w in words)
        lead = "".join(f"{g} (?:[\\w-]+ \\\\?\\| )*" for g in groups)
        if not re.search(rf"delegado (?:\[[^\]]*\] )?{lead}{action}\b", text):
            missing.append(" ".join(words))
    assert not missing, f"docs/cli.md does not name: {missing}"


def test_cli_md_gives_every_exit_code():
    codes = {v for k, v in vars(common).items() if k.startswith("EXIT_") and isinstance(v, int)}
    assert {0, 1, 2, 3, 141} <= codes
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    table = re.search(r"Exit codes, for every command:(.+?)(?:\n\n|\Z)", text, re.DOTALL)
    assert table, "docs/cli.md lost its paragraph of exit codes"
    missing = sorted(code for code in codes if not re.search(rf"\b{code}\b", table.group(1)))
    assert not missing, f"exit codes the paragraph does not explain: {missing}"


def subcommands(parser: argparse.ArgumentParser) -> dict:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def option_names(parser: argparse.ArgumentParser) -> set[str]:
    return {name for action in parser._actions for name in action.option_strings}


def written_commands(text: str) -> list[str]:
    """Each «delegado …» the page shows: in a code block (continued lines joined, the comment
    after two spaces and a # dropped) or in `backticks`."""
    blocks = [m.group(2) for m in re.finditer(r"^(```|~~~)[^\n]*\n(.*?)^\1", text, re.M | re.S)]
    lines = [line.split("  #")[0] for b in blocks for line in b.replace("\\\n", " ").splitlines()]
    lines += re.findall(r"`(delegado [^`]+)`", text)
    return [m.group(0) for line in lines if (m := re.search(r"\bdelegado\b.*", line))]


def unknown_options(command: str, parser: argparse.ArgumentParser) -> tuple[str, list[str]]:
    """The command's words and the --options written after them that it does not take."""
    command = re.sub(r"^delegado\s+(?:\[[^\]]*\]\s*)*", "", command)  # «[--db F] acta …»
    words, path, at = command.split(), [], parser
    while words and words[0] in subcommands(at):
        at, path = subcommands(at)[words[0]], [*path, words.pop(0)]
    written = re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", " ".join(words))
    return " ".join(path), [o for o in written if o not in option_names(at)]


def test_the_option_checker_sees_an_option_the_command_does_not_take():
    parser = cli.build_parser()
    assert unknown_options("delegado federacion plazos --db F --detalle", parser) == (
        "federacion plazos",
        [],
    )
    assert unknown_options("delegado [--db F] acta sign X.pdf --p12 C --rol v", parser)[1] == []
    assert unknown_options("delegado federacion publicar --db F --sitio S", parser) == (
        "federacion publicar",
        ["--sitio"],
    )


@pytest.mark.parametrize("page", markdown_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_command_the_docs_show_takes_the_options_they_give_it(page):
    """A command copied from the manual must run: an option renamed or dropped in the program
    and left in the docs is refused with exit code 2 at the office's desk."""
    parser = cli.build_parser()
    wrong = []
    for command in written_commands(page.read_text(encoding="utf-8")):
        path, unknown = unknown_options(command, parser)
        if path and unknown:
            wrong.append(f"delegado {path}: {', '.join(unknown)}")
    assert not wrong, "\n".join(wrong)
