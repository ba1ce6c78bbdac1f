"""The layers of design.md: ui -> documents -> store -> domain, and generated forms up to date."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "delegate_app"


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def modules_in(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


@pytest.mark.parametrize("layer", ["domain", "store", "documents"])
def test_no_qt_and_no_ui_below_the_ui_layer(layer):
    for path in modules_in(layer):
        for name in imports_of(path):
            assert not name.startswith(("PySide6", "shiboken6", "delegate_app.ui")), (
                f"{path.relative_to(ROOT)} imports {name}"
            )


def test_domain_is_pure():
    forbidden = (
        "delegate_app.store",
        "delegate_app.documents",
        "sqlmodel",
        "sqlalchemy",
        "alembic",
        "sqlite3",
        "openpyxl",
        "reportlab",
        "pyhanko",
    )
    for path in modules_in("domain"):
        for name in imports_of(path):
            assert not name.startswith(forbidden), f"{path.relative_to(ROOT)} imports {name}"


def test_store_does_not_import_documents():
    for path in modules_in("store"):
        for name in imports_of(path):
            assert not name.startswith("delegate_app.documents"), path


def test_compiled_forms_are_up_to_date():
    result = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "compile_forms.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_form_is_compiled():
    forms = {p.stem for p in (ROOT / "forms").glob("*.ui")}
    compiled = {p.stem.removeprefix("ui_") for p in (PACKAGE / "ui" / "forms").glob("ui_*.py")}
    assert forms == compiled
