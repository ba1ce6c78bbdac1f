"""Thousands of *distinct* signed actas for the intake benchmarks (issue 26): each one a match of
its own, so a federation database filled with them grows as a real one does.

How they are made (not timed, cached):
- the demo season is loaded once and its 21 locked actas (14 chess, 7 domino) are exported as
  clubs export them: these are the templates;
- acta number k is template k % 21 moved to a season of its own (label number k // 21): the
  season in acta.json's content and the document ID change, the content hash, the lock hash and
  the drawn signatures' bindings are computed again for the new content, and the PDF is laid out
  from that acta.json by the export's own code (the same functions `verify` rebuilds pages
  with; for an unchanged template the result is byte for byte the club's export, which
  `check_templates` asserts). So every file is what Delegado would export for that content;
- each acta is signed by both clubs' delegates, with certificates issued by each club's own
  authority, and the registry lists those clubs plus FILLER_CLUBS more with their own authority
  (every club authority is a trust root that each verification weighs), as bench_intake.py does.

Two processes make them, resumably (the delegates' certificates and the registry are made
first and kept); the folder is cached under the system's temporary folder (or
$DELEGADO_BENCH_CACHE), keyed by the code that makes them and by the count.

Run alone: .venv/bin/python benchmarks/distinct_actas.py --actas 3200
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_intake import (  # noqa: E402  (the path above first)
    FILLER_CLUBS,
    PASSPHRASE,
    _authority,
    _cache_root,
    _code_key,
    _demo_clubs,
    _dni,
    signed_registry,
)

FORMAT = 1  # bump when what is generated changes
FIRST_YEAR = 2026


def season_label(number: int) -> str:
    return f"{FIRST_YEAR + number}-{FIRST_YEAR + number + 1}"


def _templates() -> list[tuple[str, dict, dict[str, bytes]]]:
    """The demo season's locked actas: (sport, acta.json, drawn signatures by SHA-256)."""
    from sqlmodel import select

    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.store import demo
    from delegate_app.store.database import open_database
    from delegate_app.store.models import Competition, Match, MatchDay, Round

    with tempfile.TemporaryDirectory(prefix="delegado-plantillas-") as folder:
        db = open_database(Path(folder) / "demo.sqlite3")
        demo.load_demo_season(db)
        with db.session() as s:
            locked = s.exec(
                select(MatchDay.match_id, Competition.sport)
                .join(Match, Match.id == MatchDay.match_id)
                .join(Round, Round.id == Match.round_id)
                .join(Competition, Competition.id == Round.competition_id)
                .where(MatchDay.locked_at != None)  # noqa: E711
                .order_by(MatchDay.match_id)
            ).all()
        found = []
        for match_id, sport in locked:
            module = domino_pdf if sport == "domino" else acta_pdf
            source = module.load_source(db, match_id)
            document = module.LAYOUT.render(source, module.LAYOUT.envelope(source))
            images = {
                hashlib.sha256(s.image_png).hexdigest(): s.image_png
                for s in source.signatures
                if s.image_png
            }
            found.append((sport, document.data, images))
        db.close()
    return found


def _render(sport: str, data: dict, images: dict[str, bytes]) -> bytes:
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.chess.rebuild import chess_source
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.documents.domino.rebuild import domino_source

    if sport == "domino":
        return domino_pdf.LAYOUT.render(domino_source(data, images), data).pdf
    return acta_pdf.LAYOUT.render(chess_source(data, images), data).pdf


def moved_to_season(data: dict, number: int) -> dict:
    """The template's acta.json as the same match in season `number`, its hashes made again."""
    from delegate_app.domain.acta_hash import content_hash

    old, new = data["contenido"]["encuentro"]["temporada"], season_label(number)
    moved = copy.deepcopy(data)
    moved["contenido"]["encuentro"]["temporada"] = new
    moved["documento"] = moved["documento"].replace(old, new)
    digest = content_hash(moved["contenido"])
    moved["hash_contenido"] = digest
    moved["hash_cierre"] = digest
    for signature in moved["firmas"]:
        signature["hash_contenido"] = digest
    head = hashlib.sha256(f"{new}:{digest}".encode()).hexdigest()
    moved["registro_de_cierres"]["huella"] = head
    return moved


def _make(job: tuple[list[int], dict[tuple[str, str], tuple[bytes, bytes]], str]) -> int:
    """Sign and write the actas numbered in `job` (worker process)."""
    import logging

    from delegate_app.documents import certificates, signing

    logging.getLogger().addHandler(logging.NullHandler())
    numbers, p12s, folder = job
    templates = _templates()
    signers = {
        person: certificates.load_signer(p12, PASSPHRASE) for person, (p12, _) in p12s.items()
    }
    for number in numbers:
        sport, data, images = templates[number % len(templates)]
        moved = moved_to_season(data, number // len(templates))
        pdf = _render(sport, moved, images)
        named = {f["papel"]: f["nombre"] for f in moved["firmas"]}
        for role, side in (
            ("delegado_local", "club_local"),
            ("delegado_visitante", "club_visitante"),
        ):
            club = moved[side]
            name = named.get(role) or f"Delegado de {club}"
            pdf = signing.sign_pdf(
                pdf, role, signers[(club, name)], reason="Conforme", location="Canarias"
            )
        target = Path(folder) / f"{number:05d}-{sport}.pdf"
        partial = target.with_suffix(".part")
        partial.write_bytes(pdf)
        partial.replace(target)  # a stopped generation leaves whole files only
    return len(numbers)


def check_templates() -> None:
    """Laying out an unchanged template from its acta.json gives the club's export exactly."""
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from delegate_app.store import demo
    from delegate_app.store.database import open_database

    templates = _templates()
    with tempfile.TemporaryDirectory() as folder:
        db = open_database(Path(folder) / "demo.sqlite3")
        demo.load_demo_season(db)
        for sport, data, images in templates:
            module = domino_pdf if sport == "domino" else acta_pdf
            match_id = data["contenido"]["encuentro"]["id"]
            source = module.load_source(db, match_id)
            exported = module.LAYOUT.render(source, module.LAYOUT.envelope(source)).pdf
            if _render(sport, data, images) != exported:
                raise SystemExit(f"la plantilla {data['documento']} no se rehace idéntica")
        db.close()


def _signers(folder: Path) -> dict[tuple[str, str], tuple[bytes, bytes]]:
    """Every delegate's certificate (PKCS#12) and the registry naming them, made once and kept
    in the folder: a generation stopped half-way resumes with the same people."""
    import pickle

    from delegate_app.documents import certificates as certs
    from delegate_app.documents import registry, signing

    kept = folder / "firmantes.pickle"
    if kept.exists() and (folder / "registro.json").exists():
        return pickle.loads(kept.read_bytes())
    authorities = {name: _authority(name) for name in _demo_clubs()}
    people: dict[tuple[str, str], tuple[bytes, bytes]] = {}
    now = datetime.now(UTC)
    delegates: dict[str, list[registry.Person]] = {name: [] for name in authorities}
    for _, data, _ in _templates():
        named = {f["papel"]: f["nombre"] for f in data["firmas"]}
        for role, side in (
            ("delegado_local", "club_local"),
            ("delegado_visitante", "club_visitante"),
        ):
            club = data[side]
            name = named.get(role) or f"Delegado de {club}"
            if (club, name) in people:
                continue
            dni = _dni(20_000_000 + len(people))
            issued = certs.issue_delegate_certificate(
                authorities[club],
                full_name=name,
                licence=dni,
                club_name=club,
                not_before=now - timedelta(days=1),
                not_after=now + timedelta(days=120),
            )
            p12 = certs.pkcs12_bytes(
                issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
            )
            people[(club, name)] = (p12, b"")
            print_ = signing.fingerprint(issued.certificate)
            delegates[club].append(registry.Person(name, "", dni, (print_,)))
    parts = [
        registry.club_part(name, [authorities[name].certificate], delegates[name])
        for name in authorities
    ]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "registro.json").write_bytes(signed_registry(parts))
    kept.write_bytes(pickle.dumps(people))
    (folder / "clubes.json").write_text(json.dumps({"clubes": len(parts) + FILLER_CLUBS}))
    return people


def generate(folder: Path, count: int) -> None:
    people = _signers(folder)
    out = folder / "distintas"
    out.mkdir(parents=True, exist_ok=True)
    missing = [n for n in range(count) if not any(out.glob(f"{n:05d}-*.pdf"))]
    jobs = [(missing[start::2], people, str(out)) for start in (0, 1)]
    with ProcessPoolExecutor(2) as pool:
        list(pool.map(_make, jobs))
    made = len(list(out.glob("*.pdf")))
    clubs = json.loads((folder / "clubes.json").read_text())["clubes"]
    (folder / "hecho.json").write_text(
        json.dumps({"actas": made, "plantillas": len(_templates()), "clubes": clubs})
    )


def available(folder: Path) -> int:
    """How many actas a generation (finished or not) has written so far, numbered from 0
    without a gap: a partial folder serves a smaller measurement."""
    out = folder / "distintas"
    numbers = {int(p.name[:5]) for p in out.glob("*.pdf")} if out.exists() else set()
    count = 0
    while count in numbers:
        count += 1
    return count


def folder_for(count: int) -> Path:
    key = hashlib.sha256(f"{FORMAT}:{_code_key()}".encode()).hexdigest()[:12]
    return _cache_root() / f"delegado-distintas-{key}-{count}"


def ensure(count: int) -> Path:
    """The cached folder of `count` distinct signed actas and their registry."""
    folder = folder_for(count)
    if not (folder / "hecho.json").exists():
        started = time.perf_counter()
        print(f"Generando {count} actas distintas en {folder} (una vez)…", file=sys.stderr)
        generate(folder, count)
        print(f"  hecho en {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return folder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actas", type=int, default=3200)
    parser.add_argument("--comprobar-plantillas", action="store_true")
    args = parser.parse_args()
    if args.comprobar_plantillas:
        check_templates()
        print("las plantillas se rehacen idénticas a la exportación del club")
        return 0
    print(ensure(args.actas))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
