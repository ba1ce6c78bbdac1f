"""Compile forms/*.ui into delegate_app/ui/forms/ui_*.py with pyside6-uic.

`--check` compiles into memory and exits 1 listing the stale or missing modules.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORMS = ROOT / "forms"
TARGET = ROOT / "delegate_app" / "ui" / "forms"


def uic() -> str:
    local = Path(sys.executable).with_name("pyside6-uic")
    return str(local) if local.exists() else (shutil.which("pyside6-uic") or "pyside6-uic")


def compile_form(ui_file: Path) -> str:
    return subprocess.run(
        [uic(), "--from-imports", str(ui_file)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def target_for(ui_file: Path) -> Path:
    return TARGET / f"ui_{ui_file.stem}.py"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for ui_file in sorted(FORMS.glob("*.ui")):
        code = compile_form(ui_file)
        target = target_for(ui_file)
        if check:
            if not target.exists() or target.read_text(encoding="utf-8") != code:
                stale.append(target.relative_to(ROOT))
        else:
            target.write_text(code, encoding="utf-8")
            print(f"{ui_file.relative_to(ROOT)} -> {target.relative_to(ROOT)}")
    if stale:
        print("Formularios desactualizados (ejecute `make forms`):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
