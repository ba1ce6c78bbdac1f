"""`delegado federacion exportar-elo`: a chess competition's games in FIDE's TRF-16, for rating.

Exit codes: 0 written; 2 refused (unknown or domino competition, a list that cannot be read, a
file that exists without --force, a folder that does not exist), nothing written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from delegate_app.commands.common import EXIT_OK, CommandError, add_force_argument, refuse_overwrite
from delegate_app.commands.federation import (
    add_office_db_option,
    federation_actions,
    open_office_db,
)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = federation_actions(sub).add_parser(
        "exportar-elo",
        help="escribe las partidas de una competición de ajedrez en formato FIDE TRF-16",
        description="Las partidas jugadas de las actas aceptadas de la competición, en el "
        "formato TRF-16 de la FIDE con las líneas de equipo, para su evaluación Elo. Las "
        "partidas perdidas por incomparecencia no se incluyen. Código de salida: 0 escrito; "
        "2 rechazado (no se escribe nada).",
        allow_abbrev=False,
    )
    export.add_argument("--competicion", type=int, required=True, metavar="ID")
    export.add_argument("--out", type=Path, required=True, metavar="ARCHIVO.trf")
    add_office_db_option(export)
    export.add_argument(
        "--jugadores",
        type=Path,
        action="append",
        default=[],
        metavar="LISTA.csv",
        help="lista de jugadores de un club con «licencia», «id_fide» y «elo_fide» (repetible)",
    )
    export.add_argument("--federacion", default="ESP", help="federación FIDE de los jugadores")
    add_force_argument(export)
    export.set_defaults(run=run_export)


def run_export(args: argparse.Namespace) -> int:
    from delegate_app.domain.federation.trf import build_trf
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.rating_export import competition_games, read_player_lists

    if not args.out.parent.is_dir():
        raise CommandError(f"La carpeta «{args.out.parent}» no existe: créela antes o elija otra.")
    refuse_overwrite([args.out], args.force)
    if len(args.federacion) != 3 or not args.federacion.isalpha():
        raise CommandError("--federacion espera el código FIDE de tres letras (p. ej. ESP).")
    try:
        known = read_player_lists(args.jugadores)
    except StoreError as exc:
        raise CommandError(str(exc)) from None
    db = open_office_db(args.db, create=False)
    try:
        info, matches = competition_games(db, args.competicion)
    except StoreError as exc:
        raise CommandError(str(exc)) from None
    finally:
        db.close()
    report = build_trf(
        f"{info.name} {info.season}", matches, known, federation=args.federacion.upper()
    )
    args.out.write_text(report.text, encoding="utf-8")
    print(
        f"{args.out}: {report.games} partidas de {len(matches)} encuentros, {report.players} "
        f"jugadores ({report.rated} con Elo FIDE), {report.teams} equipos."
    )
    if report.forfeits:
        print(f"No se incluyen {report.forfeits} partidas decididas por incomparecencia.")
    if report.unplayed:
        print(f"No se incluyen {report.unplayed} tableros sin resultado.")
    if report.unrated:
        print(f"Sin Elo FIDE ({len(report.unrated)}), al final de la lista:")
        for name in report.unrated:
            print(f"  {name}")
    sys.stdout.flush()
    return EXIT_OK
