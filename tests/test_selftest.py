"""`delegado self-test`: every step passes on a sound installation, and a missing font fails it."""

from __future__ import annotations

import os
import re
import subprocess
import sys

from delegate_app import selftest

STEP_LINE = re.compile(r"^\[\s*(\d+)/(\d+)\] (correcto|FALLO)\s+\d+ ms  (.+?): (.+)$")


def test_self_test_as_a_process_passes_every_step(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DELEGADO_HOME")}
    env["TMPDIR"] = str(tmp_path)  # where the temporary folder goes, and is removed from
    result = subprocess.run(
        [sys.executable, "-m", "delegate_app.selftest"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Autocomprobación de Delegado")
    steps = [STEP_LINE.match(line) for line in lines[1:-1]]
    assert all(steps), lines
    assert [m.group(4) for m in steps] == [title for title, _ in selftest.STEPS]
    assert {m.group(3) for m in steps} == {"correcto"}
    assert [int(m.group(1)) for m in steps] == list(range(1, len(selftest.STEPS) + 1))
    assert re.fullmatch(
        rf"Autocomprobación correcta: {len(selftest.STEPS)} pasos en [\d.]+ s\.", lines[-1]
    )
    details = "\n".join(lines)
    assert "CH-18.2" in details
    assert "Día de Canarias" in details
    assert "qtbase_es" in details
    assert "firma íntegra y de confianza" in details
    assert "TrueType incrustadas" in details
    assert re.search(r"\d+ secciones, \d+ páginas y \d+ enlaces", details)  # the manual F1 opens
    assert list(tmp_path.glob("delegado-autocomprobacion-*")) == []  # nothing left behind


def test_a_missing_font_fails_the_self_test(tmp_path, monkeypatch):
    from delegate_app.documents import pdf_theme

    monkeypatch.setattr(pdf_theme, "FONTS_DIR", tmp_path / "sin-fuentes")
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "mis-datos"))
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 1
    assert lines[-1] == f"Autocomprobación FALLIDA en el paso 4 de {len(selftest.STEPS)}."
    failed = STEP_LINE.match(lines[-2])
    assert failed and failed.group(3) == "FALLO" and failed.group(4) == "Fuentes del PDF"
    assert "Falta la fuente" in failed.group(5) and "DejaVuSans.ttf" in failed.group(5)
    # The user's own data folder setting is given back untouched.
    assert os.environ["DELEGADO_HOME"] == str(tmp_path / "mis-datos")
    assert not (tmp_path / "mis-datos").exists()


def test_a_missing_manual_fails_the_self_test(tmp_path, monkeypatch):
    from delegate_app.ui import help, i18n

    monkeypatch.setitem(help.FOLDERS, i18n.ENGLISH, tmp_path / "sin-manual")
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "mis-datos"))
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 1
    failed = STEP_LINE.match(lines[-2])
    assert failed and failed.group(3) == "FALLO" and failed.group(4) == "Manual (F1)"
    assert "Falta el manual" in failed.group(5)


def test_a_manual_without_its_pictures_fails_the_self_test(tmp_path, monkeypatch):
    """A bundle that carried the pages but not a screenshot they show (packaging/delegado.spec
    once took only the .md files of docs/manual) is caught by the bundle's own self-test."""
    import shutil

    from delegate_app.ui import help, i18n

    manual = tmp_path / "docs" / "manual"
    shutil.copytree(help.MANUAL_DIR, manual)
    shutil.copytree(help.MANUAL_DIR.parent / "en", manual.parent / "en")
    for picture in help.MANUAL_DIR.parent.glob("*.png"):
        shutil.copy(picture, manual.parent)
    (manual / "ajustes-correo-es.png").unlink()
    monkeypatch.setattr(help, "MANUAL_DIR", manual)
    monkeypatch.setitem(help.FOLDERS, i18n.SPANISH, manual)
    monkeypatch.setitem(help.FOLDERS, i18n.ENGLISH, manual / "en")
    monkeypatch.setenv("DELEGADO_HOME", str(tmp_path / "mis-datos"))
    lines: list[str] = []
    assert selftest.run_self_test(lines.append) == 1
    failed = STEP_LINE.match(lines[-2])
    assert failed and failed.group(4) == "Manual (F1)"
    assert "correo.md enlaza ajustes-correo-es.png, que falta" in failed.group(5)
