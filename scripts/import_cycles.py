"""Print the import circles inside a package of delegate_app (every import counts, also those
inside functions: they run later, but a circle through them still ties the modules together).

    python scripts/import_cycles.py [delegate_app/ui]    # exit 1 when there is a circle
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(tree: ast.AST, here: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules of `known` that the tree imports (a package import counts as its __init__)."""
    found: set[str] = set()

    def add(name: str) -> None:
        # Importing a.b.c runs a/__init__ and a/b/__init__ first.
        parts = name.split(".")
        for end in range(1, len(parts) + 1):
            candidate = ".".join(parts[:end])
            if candidate in known:
                found.add(candidate)

    package = here if is_package else here.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            add(base)
            for alias in node.names:
                if f"{base}.{alias.name}" in known:  # from package import module
                    found.add(f"{base}.{alias.name}")
    found.discard(here)
    return found


def graph(folder: Path) -> dict[str, set[str]]:
    paths = sorted(folder.rglob("*.py"))
    names = {module_name(p): p for p in paths}
    known = set(names)
    return {
        name: imported(
            ast.parse(path.read_text(encoding="utf-8")), name, path.name == "__init__.py", known
        )
        for name, path in names.items()
    }


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
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
        for target in sorted(edges.get(node, ())):
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

    sys.setrecursionlimit(10_000)
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def main(argv: list[str]) -> int:
    folder = (ROOT / (argv[0] if argv else "delegate_app/ui")).resolve()
    edges = graph(folder)
    found = cycles(edges)
    for component in found:
        print("circle:", " ↔ ".join(component))
        members = set(component)
        for name in component:
            inside = sorted(edges[name] & members)
            print(f"    {name} -> {', '.join(inside)}")
    print(f"{len(edges)} modules, {len(found)} circles")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
