"""verify_many: a batch verified on worker processes gives the verdicts of one process, in the
order of the files, with the worst exit code; the CLI uses it and prints in that order."""

from __future__ import annotations

import os

import pytest

from delegate_app.documents import verify, verify_batch
from tests.helpers.security import cli, run_cli


@pytest.fixture(scope="module")
def batch(tmp_path_factory, actas, clubs):
    from tests.helpers.security import delegate, sign, signed_by_both

    folder = tmp_path_factory.mktemp("lote")
    chess = signed_by_both(actas["ajedrez"], clubs)
    domino = signed_by_both(actas["domino"], clubs)
    half = sign(actas["ajedrez"].pdf, "delegado_local", delegate(clubs, actas["ajedrez"].home_club))
    flipped = bytearray(chess)
    flipped[len(chess) // 3] ^= 0x01
    files = {
        "1-ajedrez.pdf": chess,
        "2-no-es-pdf.pdf": b"hola",
        "3-domino.pdf": domino,
        "4-media-firma.pdf": half,
        "5-dañada.pdf": bytes(flipped),
    }
    paths = []
    for name, data in files.items():
        (folder / name).write_bytes(data)
        paths.append(folder / name)
    paths.append(folder / "6-no-existe.pdf")
    roots = [club.authority.certificate for club in clubs.values()]
    return paths, roots


def summary(verdicts):
    return [
        (os.path.basename(v.path), v.exit_code, v.report.verdict if v.report else v.error)
        for v in verdicts
    ]


def test_two_workers_give_the_verdicts_of_one_process_in_order(batch):
    paths, roots = batch
    seen = []
    pooled = verify_batch.verify_many(paths, trust_roots=roots, workers=2, on_result=seen.append)
    alone = verify_batch.verify_many(paths, trust_roots=roots, workers=1)
    assert summary(pooled) == summary(alone)
    assert [v.path for v in seen] == [str(p) for p in paths]
    codes = [v.exit_code for v in pooled]
    assert codes == [0, 2, 0, 3, 1, 2]
    assert verify.worst_exit_code(pooled) == 1
    assert verify.worst_exit_code(pooled[:4]) == 2
    assert verify.worst_exit_code([pooled[0], pooled[3]]) == 3
    # The reports came back whole: every check and every signature, certificates left behind.
    assert [c.name for c in pooled[0].report.checks] == [c.name for c in alone[0].report.checks]
    assert all(s.certificate is None for s in pooled[0].report.signatures)
    assert pooled[5].error.startswith("No se puede leer") and pooled[5].report is None


def test_the_workers_judge_with_the_registry_they_were_given(batch, the_registry):
    paths, _ = batch
    both = verify_batch.verify_many([paths[0], paths[2]], the_registry, workers=2)
    assert [v.exit_code for v in both] == [0, 0]
    assert [v.report.registry_label for v in both] == [the_registry.describe()] * 2
    assert all(v.report.registry_used for v in both)


def test_the_command_prints_every_file_in_order_with_the_worst_code(batch, tmp_path, clubs):
    from cryptography.hazmat.primitives.serialization import Encoding

    paths, roots = batch
    ca = tmp_path / "ca.pem"
    ca.write_bytes(b"".join(c.public_bytes(Encoding.PEM) for c in roots))
    result = run_cli("verify", *paths, "--trust", ca, "--procesos", "2")
    assert result.returncode == 1
    shown = [line[3:] for line in result.stdout.splitlines() if line.startswith("== ")]
    assert shown == [str(p) for p in paths if p.exists()]
    assert "6-no-existe.pdf" in result.stderr
    refused = cli("verify", *paths[:1], "--trust", ca, "--procesos", "0")
    assert refused.returncode == 2 and "no es un número de procesos" in refused.stderr


def test_without_fork_the_workers_are_spawned_and_read_the_registry_themselves(
    batch, the_registry, monkeypatch
):
    """Windows and macOS start workers with spawn: nothing is inherited, the registry travels
    as its signed file and is checked again in each worker."""
    import multiprocessing

    paths, _ = batch
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    both = verify_batch.verify_many([paths[0], paths[2]], the_registry, workers=2)
    assert [v.exit_code for v in both] == [0, 0]
    assert all(v.report.registry_used for v in both)


def _dies_on_killer(real):
    def verify_file(path, *args, **kwargs):
        if str(path).endswith("mata.pdf"):
            os._exit(9)  # what a crash in a library looks like from the pool
        return real(path, *args, **kwargs)

    return verify_file


@pytest.mark.skipif(not verify_batch.fork_ok(), reason="the forked workers inherit the stand-in")
def test_a_file_that_kills_its_worker_is_reported_and_the_batch_goes_on(tmp_path, monkeypatch):
    names = ["1.pdf", "2-mata.pdf", "3.pdf", "4.pdf"]
    for name in names:
        (tmp_path / name).write_bytes(b"no es un PDF")
    monkeypatch.setattr(verify_batch, "verify_file", _dies_on_killer(verify.verify_file))
    verdicts = verify_batch.verify_many([tmp_path / n for n in names], workers=2)
    assert [os.path.basename(v.path) for v in verdicts] == names
    assert [v.error == verify_batch.CRASHED for v in verdicts] == [False, True, False, False]
    assert all(v.exit_code == verify.EXIT_BAD_INPUT for v in verdicts)
    assert all(v.not_a_pdf for v in verdicts if v.error != verify_batch.CRASHED)
