"""`delegado competicion …` and `delegado calendario …`: setting up a real season from the
command line, for delegates who script it and for the federation office.

Every command prints what it did in Spanish; on any error it prints why on stderr, changes
nothing and exits 2. `competicion crear` prints the new competition's ID as its last line.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands.common import EXIT_OK, EXIT_REFUSED, CommandError

if TYPE_CHECKING:
    from delegate_app.store.competitions import CompetitionSpec
    from delegate_app.store.database import Database
    from delegate_app.store.models import Competition

LISTED_PROBLEMS = 12


def _fail(message: str) -> int:
    print(f"delegado: {message}", file=sys.stderr)
    return EXIT_REFUSED


def _date(text: str) -> date:
    from delegate_app.domain.players import InvalidValue, parse_date

    try:
        value = parse_date(text, "Fecha")
    except InvalidValue as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if value is None:
        raise argparse.ArgumentTypeError("falta la fecha (dd/mm/aaaa)")
    return value


def _points(text: str) -> tuple[int, int, int]:
    parts = text.replace("-", "/").split("/")
    if len(parts) != 3 or not all(p.strip().isdecimal() for p in parts):
        raise argparse.ArgumentTypeError(
            f"«{text}» no son puntos de victoria/empate/derrota (por ejemplo 2/1/0)"
        )
    win, draw, loss = (int(p) for p in parts)
    return win, draw, loss


def _setting(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip() or not value.strip():
        raise argparse.ArgumentTypeError(f"«{text}» no es un ajuste CLAVE=VALOR")
    return key.strip(), value.strip()


def _positive_id(text: str) -> int:
    if not text.isdecimal() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"«{text}» no es un identificador (un número)")
    return int(text)


# --- databases ---------------------------------------------------------------------------------


def _log_to_file() -> str:
    from delegate_app.logsetup import setup_logging

    try:
        return str(setup_logging())
    except OSError:
        return "el log"


def _run(
    body: Callable[[Database, argparse.Namespace], int],
    args: argparse.Namespace,
    create: bool = False,
    write: bool = True,
) -> int:
    from delegate_app.commands import common as cli
    from delegate_app.store.errors import StoreError

    # The store logs the details of what it reports; on the command line the report is enough
    # (without a handler Python would print those records, tracebacks included, on stderr).
    logging.getLogger().addHandler(logging.NullHandler())

    new_file = create and not args.db.exists()
    was_empty = create and args.db.is_file() and args.db.stat().st_size == 0
    try:
        # The file is checked as the window checks it: a damaged, foreign or empty file is
        # refused and left as it was (only a command that creates a database may fill it).
        db = cli.open_new_db(args.db) if create else cli.open_db(args.db, write=write)
    except cli.CommandError as exc:
        return _fail(str(exc))
    code = EXIT_REFUSED
    try:
        code = body(db, args)
        return code
    except (CommandError, StoreError) as exc:
        return _fail(str(exc))
    except Exception:
        # Every action is one transaction: whatever failed was rolled back.
        where = _log_to_file()
        logging.getLogger(__name__).exception("Orden %s fallida", args)
        return _fail(f"Error inesperado; no se ha cambiado nada. Los detalles están en {where}.")
    finally:
        db.close()
        if (new_file or was_empty) and code != EXIT_OK:
            _remove_new_database(args.db, keep_empty_file=was_empty)


def _remove_new_database(path: Path, keep_empty_file: bool = False) -> None:
    """A refused command leaves no trace: not even the empty database it had just created (a
    file that was there with zero bytes stays there with zero bytes)."""
    for leftover in (path, *(path.with_name(path.name + s) for s in ("-wal", "-shm", "-journal"))):
        with contextlib.suppress(OSError):
            leftover.unlink(missing_ok=True)
    if keep_empty_file:
        with contextlib.suppress(OSError):
            path.touch()


def _id(competition: Competition) -> int:
    from delegate_app.store.rows import require_id

    return require_id(competition)


# --- competicion -------------------------------------------------------------------------------


def _spec(args: argparse.Namespace) -> CompetitionSpec:
    from delegate_app.store.competitions import CompetitionSpec

    win = draw = loss = None
    if args.puntos:
        win, draw, loss = args.puntos
    return CompetitionSpec(
        name=args.nombre,
        sport=args.modalidad,
        season=args.temporada,
        category=args.categoria or "",
        group_name=args.grupo or "",
        double_round_robin=None if args.vueltas is None else args.vueltas == 2,
        first_round_date=args.primera_ronda,
        boards=args.tableros,
        base_minutes=args.minutos,
        increment_seconds=args.incremento,
        increment_kind=args.tipo_incremento,
        points_win=win,
        points_draw=draw,
        points_loss=loss,
        target_score=args.tanteo,
        tables_per_team=args.mesas,
        partidas_per_table=args.partidas,
        saturday_time=args.hora_sabado,
        sunday_time=args.hora_domingo,
        saturday_only_last_rounds=args.ultimas_en_sabado,
        free_weekends=list(args.sin_juego),
        extension_deadline=args.plazo_ampliacion,
        decisions=dict(args.ajuste),
    )


def _print_settings(db: Database, competition_id: int) -> None:
    from delegate_app.store.competitions import competition_settings

    for row in competition_settings(db, competition_id):
        article = f" ({row.article})" if row.article else ""
        kind = " [ajuste de la competición]" if row.is_decision else ""
        print(f"  {row.label}{article}: {row.value}{kind}")


def cmd_competition_create(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.competitions import create_competition

    competition = create_competition(db, _spec(args))
    print(f"Competición creada en {args.db}: «{competition.name}», temporada {competition.season}.")
    _print_settings(db, _id(competition))
    print(_id(competition))
    return EXIT_OK


def cmd_competition_list(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.competitions import list_competition_rows

    rows = list_competition_rows(db)
    if not rows:
        print("No hay ninguna competición (cree una con «delegado competicion crear»).")
        return EXIT_OK
    print(f"{'ID':>4}  {'temporada':<9}  {'modalidad':<8}  {'categoría':<12}  equipos  rondas  "
          "encuentros  nombre")  # fmt: skip
    for row in rows:
        state = "  (archivada: solo consulta)" if row.archived else ""
        print(
            f"{row.id:>4}  {row.season:<9}  {row.sport:<8}  {row.category:<12}  {row.teams:>7}  "
            f"{row.rounds:>6}  {row.matches:>10}  {row.name}{state}"
        )
    return EXIT_OK


def _list_any(args: argparse.Namespace) -> int:
    """`competicion listar` on a club's file as always; on the federation's database (its
    SQLite file, or any postgresql:// URL) the competitions its actas named, with their IDs."""
    from delegate_app.store.federation.database import is_federation_target, looks_like_url

    if is_federation_target(args.db) or looks_like_url(args.db):
        return _list_federation(args.db)
    args.db = Path(args.db)
    return _run(cmd_competition_list, args, write=False)


def _list_federation(target: str) -> int:
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.calendar import calendar_sizes
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.queries import list_competitions

    logging.getLogger().addHandler(logging.NullHandler())
    try:
        db = open_federation_db(target, create=False)
    except StoreError as exc:
        return _fail(str(exc))
    try:
        rows = list_competitions(db)
        scheduled = calendar_sizes(db)
    except Exception:
        where = _log_to_file()
        logging.getLogger(__name__).exception("Listado de competiciones de %s fallido", db)
        return _fail(f"Error inesperado al leer {db.label}. Los detalles están en {where}.")
    finally:
        db.close()
    if not rows:
        print(
            "No hay ninguna competición en la base de datos de la federación (aparecen al "
            "importar sus actas con «delegado federacion importar» o su calendario con "
            "«delegado competicion importar LIGA.json --db …»)."
        )
        return EXIT_OK
    # "encuentros": matches with an acta received; "calendario": matches of the imported
    # calendar (blank when none was imported)
    print(f"{'ID':>6}  {'temporada':<9}  {'modalidad':<9}  encuentros  aceptadas  conflictos  "
          "calendario  nombre")  # fmt: skip
    for row in rows:
        planned = str(scheduled[row.id]) if row.id in scheduled else "—"
        print(
            f"{row.id:>6}  {row.season:<9}  {row.sport:<9}  {row.matches:>10}  "
            f"{row.accepted:>9}  {row.conflicts:>10}  {planned:>10}  {row.name}"
        )
    return EXIT_OK


def _import_any(args: argparse.Namespace) -> int:
    """`competicion importar` into a club's file as always; into the federation's database
    (its SQLite file, or any postgresql:// URL) the competition's calendar."""
    from delegate_app.store.federation.database import is_federation_target, looks_like_url

    if is_federation_target(args.db) or looks_like_url(args.db):
        return _import_federation(args.db, args.file, args.vista_previa)
    args.db = Path(args.db)
    return _run(cmd_competition_import, args, create=True)


def _import_federation(target: str, file: Path, preview: bool) -> int:
    from delegate_app.store.errors import StoreError
    from delegate_app.store.federation.calendar import import_calendar
    from delegate_app.store.federation.database import is_url, open_federation_db

    logging.getLogger().addHandler(logging.NullHandler())
    try:
        # An empty server database becomes the federation's: the office may load the season's
        # calendars before the first acta arrives (not for a preview, which changes nothing).
        # An SQLite file is the federation's only when it already holds its tables: a new file
        # here is a club's.
        db = open_federation_db(target, create=is_url(target) and not preview)
    except StoreError as exc:
        return _fail(str(exc))
    try:
        outcome = import_calendar(db, file, preview=preview)
    except StoreError as exc:
        return _fail(str(exc))
    except Exception:
        where = _log_to_file()
        logging.getLogger(__name__).exception("Importación del calendario en %s fallida", db)
        return _fail(f"Error inesperado; no se ha cambiado nada. Los detalles están en {where}.")
    finally:
        db.close()
    print(f"Archivo de liga «{file.name}»: {outcome.competition}")
    for change in outcome.changes:
        print(f"  {change}")
    for note in outcome.notes:
        print(f"  Aviso: {note}")
    if preview:
        verdict = (
            "importarlo no cambiaría nada" if not outcome.changed else "no se ha cambiado nada"
        )
        print(f"Vista previa: {verdict}.")
        return EXIT_OK
    if not outcome.changed:
        print(
            f"El calendario ya estaba importado en {db.label} tal como viene en el archivo; "
            f"no ha cambiado nada. Competición con ID {outcome.competition_id}."
        )
        return EXIT_OK
    print(
        f"Calendario importado en {db.label}: {outcome.summary}. "
        f"Competición con ID {outcome.competition_id}."
    )
    return EXIT_OK


def cmd_competition_export(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.league_file import export_league_file

    summary = export_league_file(db, args.competition_id, args.out, include_lists=args.con_listas)
    print(f"Archivo de liga escrito: {args.out}")
    print(f"  {summary}")
    return EXIT_OK


def cmd_competition_import(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.league_import import import_league_file, preview_league_file

    preview = preview_league_file(db, args.file)
    if not preview.ok:
        raise CommandError(
            "No se ha importado nada:\n" + "\n".join(f"  {p}" for p in preview.problems)
        )
    print(f"Archivo de liga «{args.file.name}»: {preview.competition_name}")
    for change in preview.changes:
        print(f"  {change}")
    if args.vista_previa:
        print("Vista previa: no se ha cambiado nada.")
        return EXIT_OK
    applied = import_league_file(db, args.file)
    print(
        f"Importado en {args.db}: {applied.summary}. Competición con ID {applied.competition_id}."
    )
    return EXIT_OK


def cmd_competition_archive(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.competitions import archive_competition

    competition = archive_competition(db, args.competition_id, not args.desarchivar)
    state = "archivada (solo consulta)" if competition.archived else "activa de nuevo"
    print(f"«{competition.name}» ({competition.season}): {state}.")
    return EXIT_OK


def cmd_new_season(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.seasons import new_season

    summary = new_season(db, args.desde, args.hasta)
    print(f"Nueva temporada {summary.season}:")
    for line in summary.lines:
        print(f"  {line}")
    return EXIT_OK


# --- calendario --------------------------------------------------------------------------------


def cmd_calendar_import(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.calendar_io import import_calendar, read_calendar
    from delegate_app.store.competitions import get_competition

    competition = get_competition(db, args.competicion)
    preview = read_calendar(db, _id(competition), args.file, create_teams=args.crear_equipos)
    if not preview.ok:
        problems = len(preview.problems)
        lines = [f"No se ha importado nada: {problems} problema(s) en «{args.file.name}»."]
        lines += [f"  {message}" for message in preview.messages[:LISTED_PROBLEMS]]
        if problems > LISTED_PROBLEMS:
            lines.append(f"  … y {problems - LISTED_PROBLEMS} más (--detalle los lista todos).")
        if args.detalle:
            lines = [lines[0], *(f"  {line}" for line in preview.report_lines())]
        raise CommandError("\n".join(lines))
    imported = import_calendar(db, _id(competition), args.file, create_teams=args.crear_equipos)
    if args.detalle:
        for line in preview.report_lines():
            print(line)
    print(
        f"Calendario importado en «{competition.name}»: {imported.rounds} rondas, "
        f"{imported.matches} encuentros."
    )
    if imported.teams_created:
        names = ", ".join(f"«{name}»" for name in imported.teams_created)
        print(f"Equipos dados de alta en la competición: {names}.")
    return EXIT_OK


def cmd_calendar_export(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.calendar_io import export_calendar_csv
    from delegate_app.store.competitions import get_competition

    competition = get_competition(db, args.competicion)
    count = export_calendar_csv(db, _id(competition), args.out)
    print(f"Calendario de «{competition.name}» exportado: {count} encuentros en {args.out}.")
    return EXIT_OK


def cmd_calendar_generate(db: Database, args: argparse.Namespace) -> int:
    from delegate_app.store.competition_draw import draw_by_lot, generate_calendar
    from delegate_app.store.competition_teams import competition_teams
    from delegate_app.store.competitions import get_competition

    competition = get_competition(db, args.competicion)
    if args.sortear:
        draw_by_lot(db, _id(competition), seed=args.semilla)
    rounds = generate_calendar(db, _id(competition), args.primera_ronda)
    for team in competition_teams(db, _id(competition)):
        print(f"  {team.draw_number:>2}. {team.name}")
    matches = sum(r.matches for r in rounds)
    print(
        f"Calendario de «{competition.name}»: {len(rounds)} rondas y {matches} encuentros, del "
        f"{rounds[0].official_date:%d/%m/%Y} al {rounds[-1].official_date:%d/%m/%Y}."
    )
    return EXIT_OK


# --- parsers -----------------------------------------------------------------------------------


def _db_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=Path, required=True, help="archivo de base de datos")


def _creation_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--nombre", required=True, help="nombre de la competición")
    p.add_argument("--modalidad", required=True, choices=("ajedrez", "domino"))
    p.add_argument("--temporada", required=True, help="por ejemplo 2026-2027")
    p.add_argument("--categoria", help="Preferente, Primera, Segunda o la liga de dominó")
    p.add_argument("--grupo", help="grupo (Segunda)")
    p.add_argument("--vueltas", type=int, choices=(1, 2), help="una o dos vueltas (art. 4)")
    p.add_argument("--primera-ronda", type=_date, metavar="DD/MM/AAAA", help="sábado de la ronda 1")
    p.add_argument("--tableros", type=int, help="tableros por equipo (ajedrez; 4)")
    p.add_argument("--minutos", type=int, help="minutos del ritmo (art. 17.2, 17.3)")
    p.add_argument("--incremento", type=int, help="segundos de incremento por jugada")
    p.add_argument("--tipo-incremento", choices=("ninguno", "bronstein", "fischer"))
    p.add_argument("--puntos", type=_points, metavar="G/E/P", help="2/1/0 ajedrez, 3/1/0 dominó")
    p.add_argument("--mesas", type=int, help="mesas por equipo (dominó; 4)")
    p.add_argument("--partidas", type=int, help="partidas por mesa (dominó; 2)")
    p.add_argument("--tanteo", type=int, help="tanteo de la partida (dominó; 300)")
    p.add_argument("--hora-sabado", default="16:00", help="hora oficial del sábado (art. 6.1)")
    p.add_argument("--hora-domingo", default="10:00", help="hora del domingo (art. 6.1)")
    p.add_argument(
        "--ultimas-en-sabado", type=int, default=2, metavar="N", help="últimas rondas en sábado"
    )
    p.add_argument(
        "--sin-juego",
        type=_date,
        action="append",
        default=[],
        metavar="DD/MM/AAAA",
        help="fin de semana sin juego; se puede repetir",
    )
    p.add_argument("--plazo-ampliacion", type=_date, metavar="DD/MM/AAAA", help="art. 10.1")
    p.add_argument(
        "--ajuste",
        type=_setting,
        action="append",
        default=[],
        metavar="CLAVE=VALOR",
        help="una decisión del reglamento (se puede repetir)",
    )


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    competition = sub.add_parser(
        "competicion", help="competiciones de la temporada: crear, listar, exportar, importar"
    )
    actions = competition.add_subparsers(
        dest="competition_command", metavar="ACCIÓN", required=True
    )

    create = actions.add_parser(
        "crear", help="crea una competición (y la base de datos si no existe)"
    )
    _db_argument(create)
    _creation_arguments(create)
    create.set_defaults(run=lambda a: _run(cmd_competition_create, a, create=True))

    listing = actions.add_parser("listar", help="las competiciones con su identificador")
    # A string, not a Path: a postgresql:// URL (the federation's server) would lose a slash.
    listing.add_argument(
        "--db",
        required=True,
        metavar="ARCHIVO|URL",
        help="archivo de base de datos (o la de la federación: archivo o postgresql://…)",
    )
    listing.set_defaults(run=_list_any)

    export = actions.add_parser("exportar", help="escribe el archivo de liga de una competición")
    export.add_argument("competition_id", type=_positive_id, metavar="ID")
    _db_argument(export)
    export.add_argument("--out", type=Path, required=True, help="archivo .json de salida")
    export.add_argument("--con-listas", action="store_true", help="incluye las listas de jugadores")
    export.set_defaults(run=lambda a: _run(cmd_competition_export, a, write=False))

    imp = actions.add_parser(
        "importar",
        help="importa un archivo de liga (todo o nada); en la base de datos de la federación, "
        "el calendario de la competición",
    )
    imp.add_argument("file", type=Path, metavar="ARCHIVO")
    imp.add_argument(
        "--db",
        required=True,
        metavar="ARCHIVO|URL",
        help="archivo de base de datos (o la de la federación: archivo o postgresql://…)",
    )
    imp.add_argument("--vista-previa", action="store_true", help="solo muestra lo que cambiaría")
    imp.set_defaults(run=_import_any)

    archive = actions.add_parser("archivar", help="archiva una competición (solo consulta)")
    archive.add_argument("competition_id", type=_positive_id, metavar="ID")
    _db_argument(archive)
    archive.add_argument("--desarchivar", action="store_true", help="la vuelve a activar")
    archive.set_defaults(run=lambda a: _run(cmd_competition_archive, a))

    season = actions.add_parser(
        "nueva-temporada", help="pasa el club, sus equipos y listas a la temporada siguiente"
    )
    _db_argument(season)
    season.add_argument("--desde", required=True, help="temporada que termina, p. ej. 2026-2027")
    season.add_argument("--hasta", help="temporada nueva (por defecto, la siguiente)")
    season.set_defaults(run=lambda a: _run(cmd_new_season, a))

    calendar = sub.add_parser("calendario", help="calendario de una competición: importar, generar")
    cal_actions = calendar.add_subparsers(dest="calendar_command", metavar="ACCIÓN", required=True)

    cal_import = cal_actions.add_parser(
        "importar", help="importa el calendario de la federación (CSV o XLSX; todo o nada)"
    )
    cal_import.add_argument("file", type=Path, metavar="ARCHIVO")
    cal_import.add_argument("--competicion", type=_positive_id, required=True, metavar="ID")
    _db_argument(cal_import)
    cal_import.add_argument(
        "--crear-equipos",
        action="store_true",
        help="da de alta como equipos rivales los que la competición no tiene",
    )
    cal_import.add_argument("--detalle", action="store_true", help="informe línea por línea")
    cal_import.set_defaults(run=lambda a: _run(cmd_calendar_import, a))

    cal_export = cal_actions.add_parser(
        "exportar", help="escribe el calendario en CSV (se puede volver a importar sin cambios)"
    )
    cal_export.add_argument("--competicion", type=_positive_id, required=True, metavar="ID")
    _db_argument(cal_export)
    cal_export.add_argument("--out", type=Path, required=True, help="archivo .csv de salida")
    cal_export.set_defaults(run=lambda a: _run(cmd_calendar_export, a, write=False))

    generate = cal_actions.add_parser(
        "generar", help="genera el calendario desde los números de sorteo (tablas Berger)"
    )
    generate.add_argument("--competicion", type=_positive_id, required=True, metavar="ID")
    _db_argument(generate)
    generate.add_argument(
        "--primera-ronda", type=_date, metavar="DD/MM/AAAA", help="sábado de la ronda 1"
    )
    generate.add_argument(
        "--sortear",
        action="store_true",
        help="sortea antes los números (art. 9.3: los equipos de un club se enfrentan primero)",
    )
    generate.add_argument("--semilla", type=int, help=argparse.SUPPRESS)
    generate.set_defaults(run=lambda a: _run(cmd_calendar_generate, a))
