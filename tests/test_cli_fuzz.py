"""Fuzzed database files through every command that takes --db: no traceback, a Spanish
refusal (exit code 2) or normal work, and the database file never written.

The commands are found in the parser itself, so command groups added later in
delegate_app/commands/ are fuzzed too. In-process calls of cli.main with captured output, on one
parser built once: FUZZ_EXAMPLES files in all, each through every command but those below.

A mangled file whose every changed byte lies in a page's unallocated space (between the cell
pointers and the cells, which SQLite never reads) is the sound file to every command: up to a
third of the 150 mangled files were such, and most of the test's time, a second of commands
each. They are checked to read fine and go no further; the file with every such byte
garbage goes through every command once, below, and its SQL content is the sound file's.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import shutil
import sqlite3
import tempfile
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from delegate_app import cli
from delegate_app.store.recovery import MAGIC, FileStatus, check_file
from tests.helpers.acta_db import build_acta_db

FUZZ_EXAMPLES = 300  # in all: half random bytes, half mangled real databases
SIDECARS = ("-wal", "-shm", "-journal")


def _leaves(parser: argparse.ArgumentParser, words: tuple[str, ...] = ()):
    """(command words, parser) of every sub-command that takes no further sub-command."""
    subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not subs:
        yield words, parser
        return
    for name, child in subs[0].choices.items():
        yield from _leaves(child, (*words, name))


def _argv(words, parser, db: Path, work: Path) -> list[str] | None:
    """The shortest argv running this command on db; None if it takes no --db."""
    options = {o for a in parser._actions for o in a.option_strings}
    if "--db" not in options:
        return None
    argv = [*words, "--db", str(db)]
    for action in parser._actions:
        if action.option_strings and not action.required:
            continue
        if isinstance(action, argparse._HelpAction) or action.dest == "db":
            continue
        if action.choices:
            value = str(next(iter(action.choices)))
        elif action.type is int or action.type not in (None, str, Path):
            value = "1"  # an identifier, whatever function parses it
        else:
            value = str(work / f"{action.dest}.out")
        argv += [action.option_strings[0], value] if action.option_strings else [value]
    return argv


# One parser for every call: building it (45 sub-commands, some 250 options) is about 37 ms,
# nineteen twentieths of what a refused file costs in a command, and it does not depend on the
# file. cli.main still parses and runs each command as `delegado` would.
PARSER = cli.build_parser()
COMMANDS = [
    (words, parser)
    for words, parser in _leaves(PARSER)
    if _argv(words, parser, Path("x"), Path("y")) is not None
]


def test_the_fuzzed_commands_include_the_ones_known_today():
    names = {" ".join(words) for words, _parser in COMMANDS}
    assert {"demo", "acta list", "acta export"} <= names


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    path = tmp_path_factory.mktemp("plantilla") / "delegado.sqlite3"
    build_acta_db(path)
    return path.read_bytes()


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


BTREE_HEADER = {0x02: 12, 0x05: 12, 0x0A: 8, 0x0D: 8}  # page type: header size (interior, leaf)


def unallocated(data: bytes) -> list[range]:
    """The unallocated space of each b-tree page of a database file: after the cell pointer
    array, before the cell content area (SQLite's file format, section 1.6)."""
    page_size = int.from_bytes(data[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    gaps = []
    for start in range(0, len(data), page_size):
        header = start + (100 if start == 0 else 0)
        size = BTREE_HEADER.get(data[header])
        if size is None:
            continue  # overflow, freelist or pointer-map page: counted as read
        cells = int.from_bytes(data[header + 3 : header + 5], "big")
        content = int.from_bytes(data[header + 5 : header + 7], "big") or 65536
        gap = range(header + size + 2 * cells, start + content)
        if len(gap):
            gaps.append(gap)
    return gaps


@pytest.fixture(scope="module")
def gaps(template):
    return unallocated(template)


def _sql_content(data: bytes, folder: Path) -> list[str]:
    path = folder / "contenido.sqlite3"
    path.write_bytes(data)
    con = sqlite3.connect(path)
    try:
        assert con.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        return list(con.iterdump())
    finally:
        con.close()


def test_every_unallocated_byte_garbage_is_the_sound_file_to_every_command(
    template, gaps, tmp_path
):
    assert sum(len(g) for g in gaps) > len(template) // 2  # mostly empty pages: what is skipped
    garbage = bytearray(template)
    for gap in gaps:
        garbage[gap.start : gap.stop] = bytes((i * 37 + 11) % 256 for i in range(len(gap)))
    assert _sql_content(bytes(garbage), tmp_path) == _sql_content(template, tmp_path)
    _through_every_command(bytes(garbage))


def _through_every_command(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        db = work / "delegado.sqlite3"
        db.write_bytes(data)
        status = check_file(db).status
        for words, parser in COMMANDS:
            out, err = io.StringIO(), io.StringIO()
            with (
                redirect_stdout(out),
                redirect_stderr(err),
                mock.patch.object(cli, "build_parser", lambda: PARSER),
            ):
                try:
                    code = cli.main(_argv(words, parser, db, work))
                except SystemExit as exc:  # argparse: a usage error
                    code = exc.code
            text = out.getvalue() + err.getvalue()
            label = " ".join(words)
            assert "Traceback" not in text, (label, text)
            assert code in (0, 2), (label, code, text)
            if code == 2:
                assert err.getvalue().startswith("delegado: "), (label, text)
            # A command that did its work (exit 0) on a file that reads fine may rightly have
            # written to it (archiving a competition, filling an empty file with the demo): the
            # file is put back for the next command. A refusal never writes.
            if code == 0:
                assert status in (FileStatus.OK, FileStatus.EMPTY), (label, status, text)
                for name in ("delegado.sqlite3", *(f"delegado.sqlite3{x}" for x in SIDECARS)):
                    (work / name).unlink(missing_ok=True)
                db.write_bytes(data)
            assert db.read_bytes() == data, f"{label} wrote to the database"
            left = [p.name for p in work.iterdir() if p.name.startswith("delegado.sqlite3")]
            assert left == ["delegado.sqlite3"], (label, left)
            # What a command wrote elsewhere (an export of a file that still reads fine) goes.
            for extra in work.iterdir():
                if extra != db:
                    shutil.rmtree(extra) if extra.is_dir() else extra.unlink()


@pytest.mark.slow
@settings(
    max_examples=FUZZ_EXAMPLES // 2,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    data=st.one_of(
        st.binary(max_size=3000),
        st.binary(min_size=84, max_size=5000).map(lambda b: MAGIC + b),
    )
)
def test_fuzz_random_files_through_every_command(data):
    _through_every_command(data)


@pytest.mark.slow
@settings(
    max_examples=FUZZ_EXAMPLES // 2,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    flips=st.lists(
        st.tuples(st.integers(min_value=0), st.integers(min_value=1, max_value=255)),
        min_size=1,
        max_size=12,
    ),
    cut=st.one_of(st.none(), st.integers(min_value=0)),
)
def test_fuzz_mangled_databases_through_every_command(template, gaps, flips, cut):
    data = bytearray(template)
    for position, mask in flips:
        data[position % len(data)] ^= mask
    if cut is not None:
        data = data[: cut % len(data)]
    unread = cut is None and all(
        any(position % len(data) in gap for gap in gaps) for position, _ in flips
    )
    if unread:  # the sound file to SQLite: see the module's docstring
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "delegado.sqlite3"
            path.write_bytes(data)
            assert check_file(path).status == FileStatus.OK
        return
    _through_every_command(bytes(data))


def test_a_sound_file_passes_through_every_command_unwritten(template):
    _through_every_command(template)
    assert _digest(template)
