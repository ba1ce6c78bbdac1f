"""The layers of docs/architecture.md: ui -> documents -> store -> domain; forms up to date."""

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


# --------------------------------------------------------------------------- the import graph


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def app_modules() -> dict[str, Path]:
    return {
        module_name(path): path
        for path in sorted(PACKAGE.rglob("*.py"))
        if (PACKAGE / "ui" / "forms") not in path.parents
    }


def app_imports_of(path: Path, known: set[str], name: str | None = None) -> set[str]:
    """The app modules one file imports, at any depth of its code (imports inside functions
    count: they form circles just the same, only later). `from pkg import mod` names the
    submodule when `mod` is one; otherwise the package itself."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                if candidate in known:
                    found.add(candidate)
                elif base in known:
                    found.add(base)
    found.discard(name)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = app_modules()
    known = set(modules)
    return {name: app_imports_of(path, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_cycle_finder_finds_a_circle_and_only_circles():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_import_graph_sees_function_level_and_from_imports(tmp_path):
    known = {"delegate_app.store.x", "delegate_app.store", "delegate_app.store.y"}
    source = tmp_path / "z.py"
    source.write_text(
        "def f():\n    from delegate_app.store import x\n"
        "from delegate_app.store.y import something\n",
        encoding="utf-8",
    )
    imported = app_imports_of(source, known, "delegate_app.store.z")
    assert imported == {"delegate_app.store.x", "delegate_app.store.y"}


def test_the_entry_point_is_imported_by_nobody():
    """cli.py finds the command groups through importlib, which the circle check cannot see:
    a group importing cli.py back would close a circle. What they share is commands/common.py."""
    importers = [
        name
        for name, targets in import_graph().items()
        if "delegate_app.cli" in targets and name != "delegate_app.__main__"
    ]
    assert not importers, importers


def test_no_import_circle_in_the_app():
    found = cycles(import_graph())
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


# Each sport lives in a folder of its own on every floor (domain/chess/, store/domino/, ...);
# what both share stays at the floor's top (store/acta.py, documents/acta_common.py,
# ui/acta_close.py). A sport's module never imports the other sport's.
SPORTS = ("chess", "domino")
FLOORS = ("domain", "store", "documents", "ui")


def sport_of(name: str) -> str | None:
    parts = name.split(".")
    if len(parts) > 2 and parts[0] == "delegate_app" and parts[1] in FLOORS:
        return parts[2] if parts[2] in SPORTS else None
    return None


def test_every_floor_has_a_folder_for_each_sport():
    missing = [
        f"{floor}/{sport}"
        for floor in FLOORS
        for sport in SPORTS
        if not (PACKAGE / floor / sport / "__init__.py").is_file()
    ]
    assert not missing, f"missing sport folders: {missing}"


def test_no_module_named_after_a_sport_outside_its_folder():
    """A module whose name says chess or domino belongs in that sport's folder."""
    strays = [
        str(path.relative_to(ROOT))
        for path in PACKAGE.rglob("*.py")
        if "migrations" not in path.parts
        and any(word in path.stem for word in (*SPORTS, "ajedrez", "domino"))
        and not any(sport in path.relative_to(PACKAGE).parts[:-1] for sport in SPORTS)
    ]
    assert not strays, strays


def test_sport_of_reads_the_folder():
    assert sport_of("delegate_app.store.domino.editing") == "domino"
    assert sport_of("delegate_app.documents.chess.acta_pdf") == "chess"
    assert sport_of("delegate_app.store.acta") is None
    assert sport_of("delegate_app.store.federation.inbox") is None


def test_no_sport_module_imports_the_other():
    graph = import_graph()
    crossings = [
        f"{name} -> {target}"
        for name, targets in graph.items()
        for target in targets
        if sport_of(name) and sport_of(target) and sport_of(name) != sport_of(target)
    ]
    assert not crossings, "\n".join(crossings)


@pytest.mark.parametrize("layer", ["ui", "documents"])
def test_no_sql_above_the_store(layer):
    for path in modules_in(layer):
        if (PACKAGE / "ui" / "forms") in path.parents:
            continue
        for name in imports_of(path):
            assert not name.startswith(("sqlmodel", "sqlalchemy", "sqlite3")), (
                f"{path.relative_to(ROOT)} imports {name}: ask a store function instead"
            )


MAX_LINES = 800


def test_no_module_over_eight_hundred_lines():
    generated = PACKAGE / "ui" / "forms"
    long = {
        str(path.relative_to(ROOT)): lines
        for path in PACKAGE.rglob("*.py")
        if generated not in path.parents
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines: {long}"


# --------------------------------------------------------------------------- private names
# A name with a leading underscore is its module's own business: another module of the app that
# needs it gets a public name for it (or the code moves to where it belongs). Tests may still
# reach into a module.


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_names_reached(path: Path, known: set[str], name: str | None = None) -> list[str]:
    """Each private name of another app module this file reaches: `from mod import _x`, and
    `m._x` where m is bound to an app module (`import a.b as m`, `from a import b`, or the
    dotted path itself), at any depth of its code."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    bound: dict[str, str] = {}
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            bound.update(
                {alias.asname: alias.name for alias in node.names if alias.asname}
                | {alias.name: alias.name for alias in node.names if alias.name in known}
            )
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            if base not in known:
                continue
            for alias in node.names:
                if f"{base}.{alias.name}" in known:
                    bound[alias.asname or alias.name] = f"{base}.{alias.name}"
                if _private(alias.name) and base != name:
                    found.append(f"line {node.lineno}: from {base} import {alias.name}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            target = ast.unparse(node.value)
            module = bound.get(target, target)
            if module in known and module != name:
                found.append(f"line {node.lineno}: {module}.{node.attr}")
    return found


def test_the_private_name_check_sees_every_way_of_reaching_one(tmp_path):
    known = {"delegate_app.store", "delegate_app.store.x", "delegate_app.store.y"}
    source = tmp_path / "z.py"
    source.write_text(
        "import delegate_app.store.x\n"
        "import delegate_app.store.x as ex\n"
        "from delegate_app.store import y\n"
        "from delegate_app.store.x import _hidden, visible, __version__\n"
        "from .y import _relative\n"
        "def f(self):\n"
        "    from delegate_app.store import x as x2\n"
        "    return (delegate_app.store.x._a, ex._b, y._c, x2._d, y.fine, self._own,\n"
        "            ex.__doc__)\n",
        encoding="utf-8",
    )
    found = private_names_reached(source, known, "delegate_app.store.z")
    assert [line.partition(": ")[2] for line in found] == [
        "from delegate_app.store.x import _hidden",
        "from delegate_app.store.y import _relative",
        "delegate_app.store.x._a",
        "delegate_app.store.x._b",
        "delegate_app.store.y._c",
        "delegate_app.store.x._d",
    ]
    assert private_names_reached(source, known, "delegate_app.store.x") == [
        "line 5: from delegate_app.store.y import _relative",
        "line 8: delegate_app.store.y._c",
    ]


def test_no_private_name_is_reached_across_files():
    modules = app_modules()
    known = set(modules)
    offenders = [
        f"{path.relative_to(ROOT)} {reach}"
        for name, path in modules.items()
        for reach in private_names_reached(path, known, name)
    ]
    assert not offenders, "private names of another module:\n" + "\n".join(offenders)


TESTS = ROOT / "tests"


def imports_of_test_modules(path: Path) -> list[str]:
    """Every tests.*.test_* or tests.*.conftest module `path` imports, at any depth in the file.

    `from tests.store import test_tamper` names the module in the imported names, and a relative
    import is resolved against the file's package, so neither slips past.
    """
    package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else ()
            module = ".".join([*base, *([node.module] if node.module else [])])
            names = [module] + [f"{module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in names:
            parts = name.split(".")
            if parts[0] != "tests":
                continue
            for depth, part in enumerate(parts[1:], start=2):
                if part.startswith("test_") or part == "conftest":
                    found.add(".".join(parts[:depth]))
                    break
    return sorted(found)


def test_the_test_import_check_sees_every_way_of_naming_a_test_module(tmp_path, monkeypatch):
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    sample = tmp_path / "tests" / "ui" / "test_x.py"
    sample.parent.mkdir(parents=True)
    sample.write_text(
        "import tests.store.test_tamper\n"
        "from tests.documents.conftest import pdf_text\n"
        "from tests.store import test_recovery\n"
        "from .test_screen_size import clipped\n"
        "from tests.helpers import sample\n"
        "def f():\n"
        "    from tests.store.test_one_writer import hold_database\n",
        encoding="utf-8",
    )
    assert imports_of_test_modules(sample) == [
        "tests.documents.conftest",
        "tests.store.test_one_writer",
        "tests.store.test_recovery",
        "tests.store.test_tamper",
        "tests.ui.test_screen_size",
    ]


def test_no_test_module_imports_another():
    """Shared builders live in tests/helpers/; a test file never reaches into another one."""
    offenders = [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in sorted(TESTS.rglob("*.py"))
        for name in imports_of_test_modules(path)
    ]
    assert not offenders, "\n".join(offenders)
