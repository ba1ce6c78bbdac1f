"""store/atomic_file.py, the one way the app replaces a file: whole or not at all, with the
permissions asked for, and never a temporary file left behind."""

from __future__ import annotations

import os
import stat
import sys

import pytest

from delegate_app.store import atomic_file


def mode_of(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_file_is_written_whole_and_alone(tmp_path):
    target = tmp_path / "acta.pdf"
    atomic_file.write_atomically(target, b"%PDF-1.7 completo")
    assert target.read_bytes() == b"%PDF-1.7 completo"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["acta.pdf"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_shared_documents_and_private_keys_get_their_own_permissions(tmp_path):
    document, key = tmp_path / "acta.pdf", tmp_path / "clave.p12"
    atomic_file.write_atomically(document, b"pdf")
    atomic_file.write_atomically(key, b"p12", atomic_file.PRIVATE)
    assert mode_of(document) == 0o644
    assert mode_of(key) == 0o600
    # replacing a shared file with a private one does not keep the old permissions
    atomic_file.write_atomically(document, b"secreto", atomic_file.PRIVATE)
    assert mode_of(document) == 0o600


def test_a_failed_rename_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "registro.json"
    target.write_bytes(b"el bueno")

    def refused(source, destination):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, "replace", refused)
    with pytest.raises(OSError):
        atomic_file.write_atomically(target, b"el nuevo")
    assert target.read_bytes() == b"el bueno"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["registro.json"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "liga.json"
    target.write_bytes(b"la de antes")

    def no_disk(descriptor):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(atomic_file.os, "fsync", no_disk)
    with pytest.raises(OSError):
        atomic_file.write_atomically(target, b"la de ahora")
    assert target.read_bytes() == b"la de antes"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["liga.json"]


def test_files_that_go_together_are_all_written_or_none(tmp_path, monkeypatch):
    pdf, data = tmp_path / "acta.pdf", tmp_path / "acta.json"
    atomic_file.write_all_or_none([(data, b"{}"), (pdf, b"%PDF")])
    assert (pdf.read_bytes(), data.read_bytes()) == (b"%PDF", b"{}")

    real_replace, calls = os.replace, []

    def second_fails(source, destination):
        calls.append(destination)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        real_replace(source, destination)

    monkeypatch.setattr(atomic_file.os, "replace", second_fails)
    json_only, pdf_only = tmp_path / "otra.json", tmp_path / "otra.pdf"
    with pytest.raises(OSError):
        atomic_file.write_all_or_none([(json_only, b"{}"), (pdf_only, b"%PDF")])
    # the JSON already renamed is taken back: no PDF stands without its JSON, or the other way
    assert not json_only.exists() and not pdf_only.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["acta.json", "acta.pdf"]
