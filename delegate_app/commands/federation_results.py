"""`delegado federacion plazos | clasificacion | publicar | decision`: what the federation does
with the actas it received.

- `plazos`: CH-14 and CH-15.3 decided from the evidence (the mail server's time, else the
  reception time) on the business-day calendar; printed, or written as PDF or CSV for the
  Comité de Competición (`--out`);
- `clasificacion`: the official table of one competition (accepted actas and the committee's
  decisions), with the CH-5.1 figures;
- `publicar`: the static web pages (HTML, CSV, PDF, and each match's acta) in a folder;
- `decision`: records a committee decision (a result set, points taken, the points of one
  match lost under art. 15.3, an elimination under art. 20.1), with its reference and date;
- `comunicado`: records a club's report of the result by e-mail or fax (art. 14), which
  `plazos` counts beside the actas its delegate signed;
- `fallos-clubes`: the committee decisions clubs recorded in their actas, set against the
  register, with the `decision` that would record each one missing (R25-7: never applied by
  themselves).

Bad input gets a Spanish message and exit code 2, and changes nothing.
"""

from __future__ import annotations

import argparse
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from delegate_app.commands.common import CommandError, add_force_argument, refuse_overwrite
from delegate_app.commands.federation import (
    add_office_db_option,
    federation_actions,
    open_office_db,
)

if TYPE_CHECKING:
    pass

from delegate_app.commands.common import EXIT_OK

DECISION_KINDS = {
    "resultado": "resultado",
    "descuento": "descuento",
    "perdida-puntos": "perdida_puntos",
    "eliminacion": "eliminacion",
}


def _positive(text: str) -> int:
    if not text.isdecimal() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"«{text}» no es un número positivo")
    return int(text)


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    try:
        return datetime.strptime(text, "%d/%m/%Y").date()
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"«{text}» no es una fecha (AAAA-MM-DD o DD/MM/AAAA)"
        ) from None


def _moment(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"«{text}» no es una fecha y hora (AAAA-MM-DDTHH:MM, hora de Canarias)"
        ) from None


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    actions = federation_actions(sub)

    deadlines = actions.add_parser(
        "plazos",
        help="plazos de los arts. 14 y 15.3 decididos con la hora de recepción; informe para "
        "el Comité de Competición",
        allow_abbrev=False,
    )
    add_office_db_option(deadlines)
    deadlines.add_argument("--competicion", type=_positive, metavar="ID")
    deadlines.add_argument(
        "--out", type=Path, metavar="ARCHIVO.pdf|.csv", help="escribe el informe en PDF o CSV"
    )
    deadlines.add_argument(
        "--fecha",
        type=_moment,
        metavar="AAAA-MM-DDTHH:MM",
        help="situación en ese momento (hora de Canarias; por defecto, ahora)",
    )
    deadlines.add_argument(
        "--festivo",
        type=_day,
        action="append",
        default=[],
        metavar="AAAA-MM-DD",
        help="día no hábil además de los nacionales, de Canarias y de Tenerife; se puede repetir",
    )
    deadlines.add_argument(
        "--detalle",
        action="store_true",
        help="explica cada plazo debajo de su fila (el texto que llevan el PDF y el CSV)",
    )
    add_force_argument(deadlines)
    deadlines.set_defaults(run=cmd_deadlines)

    standings = actions.add_parser(
        "clasificacion",
        help="clasificación oficial de una competición (actas aceptadas y decisiones del Comité)",
        allow_abbrev=False,
    )
    add_office_db_option(standings)
    standings.add_argument("--competicion", type=_positive, metavar="ID", required=True)
    standings.set_defaults(run=cmd_standings)

    publish = actions.add_parser(
        "publicar",
        help="escribe las páginas web de resultados y clasificaciones (HTML, CSV, PDF y actas)",
        allow_abbrev=False,
    )
    add_office_db_option(publish)
    publish.add_argument("--out", type=Path, required=True, metavar="CARPETA")
    publish.add_argument("--federacion", metavar="NOMBRE", help="nombre en la cabecera")
    publish.set_defaults(run=cmd_publish)

    decision = actions.add_parser(
        "decision",
        help="registra una decisión del Comité de Competición (resultado, descuento de "
        "puntos, pérdida de los puntos de un encuentro, eliminación)",
        allow_abbrev=False,
    )
    add_office_db_option(decision)
    decision.add_argument("--competicion", type=_positive, metavar="ID", required=True)
    decision.add_argument("--referencia", required=True, metavar="REF", help="p. ej. «CC 12/2026»")
    # parsed by the command (not argparse), so a bad date is refused like any other input
    decision.add_argument(
        "--fecha", required=True, metavar="AAAA-MM-DD", help="fecha de la decisión"
    )
    decision.add_argument("--tipo", choices=sorted(DECISION_KINDS), required=True)
    decision.add_argument("--equipo", metavar="NOMBRE")
    decision.add_argument("--ronda", type=_positive, metavar="N")
    decision.add_argument("--local", metavar="EQUIPO")
    decision.add_argument("--visitante", metavar="EQUIPO")
    decision.add_argument("--puntos", type=_positive, metavar="N", help="puntos descontados")
    decision.add_argument(
        "--resultado",
        metavar="TEXTO",
        help="ajedrez: cada tablero, «1-0 ½-½ 0-1 +/-»; dominó: partidas y tantos, «5-3 2100-1800»",
    )
    decision.add_argument("--nota", default="", metavar="TEXTO")
    decision.set_defaults(run=cmd_decision)

    fallos = actions.add_parser(
        "fallos-clubes",
        help="fallos del Comité que los clubes anotaron en sus actas, frente a las decisiones "
        "registradas (la clasificación solo aplica las registradas)",
        allow_abbrev=False,
    )
    add_office_db_option(fallos)
    fallos.add_argument("--competicion", type=_positive, metavar="ID", required=True)
    fallos.set_defaults(run=cmd_club_fallos)

    report = actions.add_parser(
        "comunicado",
        help="registra la comunicación del resultado de un club por correo electrónico o fax "
        "(art. 14), aparte del acta",
        allow_abbrev=False,
    )
    add_office_db_option(report)
    report.add_argument("--competicion", type=_positive, metavar="ID", required=True)
    report.add_argument("--ronda", type=_positive, metavar="N", required=True)
    report.add_argument("--local", metavar="EQUIPO", required=True)
    report.add_argument("--visitante", metavar="EQUIPO", required=True)
    # parsed by the command, so a bad value is refused like any other input
    report.add_argument("--lado", required=True, metavar="local|visitante", help="quién comunica")
    report.add_argument(
        "--recibido",
        required=True,
        metavar="AAAA-MM-DDTHH:MM",
        help="cuándo llegó (hora de Canarias)",
    )
    report.add_argument("--medio", default="correo", metavar="correo|fax")
    report.add_argument("--nota", default="", metavar="TEXTO", help="p. ej. el asunto del correo")
    report.set_defaults(run=cmd_report)


# --- helpers -----------------------------------------------------------------------------------


def _refusing_store_errors(action: Any, *args: Any) -> Any:
    from delegate_app.store.errors import StoreError

    try:
        return action(*args)
    except StoreError as exc:
        raise CommandError(str(exc)) from exc


def _number(value: float | None) -> str:
    from delegate_app.documents.federation.site_pages import score_number

    return score_number(value)


# --- plazos ------------------------------------------------------------------------------------


def cmd_deadlines(args: argparse.Namespace) -> int:
    from delegate_app.documents.federation.deadline_report import summary, write_deadline_report
    from delegate_app.documents.federation.deadline_text import deadline_lines
    from delegate_app.documents.federation.office import deadline_report
    from delegate_app.store.federation.queries import federation_name

    if args.out is not None:
        if args.out.suffix.lower() not in (".pdf", ".csv"):
            raise CommandError(
                f"«{args.out.name}»: el informe se escribe en PDF o CSV (termine en .pdf o .csv). "
                "No se ha escrito nada."
            )
        if not args.out.parent.is_dir():
            raise CommandError(f"No existe la carpeta «{args.out.parent}». No se ha escrito nada.")
        refuse_overwrite([args.out], args.force)
    db = open_office_db(args.db, create=False)
    try:
        report = _refusing_store_errors(
            lambda: deadline_report(
                db, args.competicion, as_of=args.fecha, holidays=args.festivo or ()
            )
        )
        federation = federation_name(db) if args.out is not None else ""
    finally:
        db.close()
    if args.out is not None:
        write_deadline_report(report, args.out, federation)
        print(f"Informe de plazos: {args.out}")
        print(summary(report))
        return EXIT_OK
    for line in deadline_lines(report, detail=args.detalle):
        print(line)
    return EXIT_OK


# --- clasificacion -----------------------------------------------------------------------------


def cmd_standings(args: argparse.Namespace) -> int:
    from delegate_app.store.federation.official import official_tables

    db = open_office_db(args.db, create=False)
    try:
        (result,) = _refusing_store_errors(official_tables, db, args.competicion)
    finally:
        db.close()
    table = result.table
    chess = table.sport == "ajedrez"
    print(f"{table.competition} · temporada {table.season} (competición {result.competition.id})")
    second = "PP" if chess else "Partidas"
    extra = "Hol." if chess else "Tantos"
    print(
        f"{'Pos':>3}  {'Equipo':<32} {'J':>2} {'G':>2} {'E':>2} {'P':>2} {'Pts':>4} "
        f"{second:>9} {'Partic.':>7} {extra:>9} {'Desc.':>5}"
    )
    for row in table.rows:
        position = "—" if row.position is None else str(row.position)
        figure = (
            _number(row.holandes) if chess else f"{row.tantos_for or 0}-{row.tantos_against or 0}"
        )
        print(
            f"{position:>3}  {row.team[:32]:<32} {row.played:>2} {row.won:>2} {row.drawn:>2} "
            f"{row.lost:>2} {row.points:>4} "
            f"{_number(row.score_for) + '-' + _number(row.score_against):>9} "
            f"{_number(row.particular):>7} {figure:>9} {row.points_taken or '':>5}"
        )
    for row in table.rows:
        if row.tiebreak:
            print(f"  {row.team}: {row.tiebreak}")
    for decision in table.decisions:
        print(f"Decisión {decision.summary()}")
    for line in table.matches:
        if not line.counted:
            print(
                f"Sin contar: ronda {line.match.round}, {line.match.home} – {line.match.away}: "
                f"{line.status.value}"
            )
    for note in table.notes:
        print(note)
    if missing := _unregistered_fallos(args.db, args.competicion):
        print(
            f"{missing} fallo(s) anotado(s) por los clubes en sus actas sin registrar aquí: no "
            f"cuentan. Véalos con «delegado federacion fallos-clubes --competicion "
            f"{args.competicion}»."
        )
    return EXIT_OK


def _unregistered_fallos(target: str, competition_id: int) -> int:
    from delegate_app.store.federation.club_fallos import club_fallos

    db = open_office_db(target, create=False)
    try:
        return sum(1 for f in club_fallos(db, competition_id) if not f.registered)
    finally:
        db.close()


def cmd_club_fallos(args: argparse.Namespace) -> int:
    """R25-7: each club-recorded fallo, registered or not, and how to register it."""
    from delegate_app.store.federation.club_fallos import club_fallos

    db = open_office_db(args.db, create=False)
    try:
        found = _refusing_store_errors(club_fallos, db, args.competicion)
    finally:
        db.close()
    if not found:
        print("Ninguna acta recibida trae fallos del Comité anotados por el club.")
        return EXIT_OK
    for fallo in found:
        match = fallo.match
        where = f"Ronda {match.round}, {match.home} – {match.away} (archivo n.º {fallo.file_id})"
        if fallo.problem:
            print(f"{where}: fallo «{fallo.reference}» ilegible: {fallo.problem}")
            continue
        state = "registrado" if fallo.registered else "SIN REGISTRAR: no cuenta"
        print(
            f"{where}: fallo «{fallo.reference}», recibido por el club el {fallo.received_on}: "
            f"{fallo.decides or '(solo texto)'} · {state}"
        )
        if not fallo.registered:
            for proposal in fallo.proposals:
                print(
                    f"  para registrarlo: delegado federacion decision --db … --competicion "
                    f"{args.competicion} {proposal}"
                )
            if not fallo.proposals and fallo.decides:
                print("  (el resultado del encuentro aún no es definitivo: regístrelo a mano)")
    return EXIT_OK


# --- publicar ----------------------------------------------------------------------------------


def cmd_publish(args: argparse.Namespace) -> int:
    from delegate_app.documents.federation.office import publish_site
    from delegate_app.documents.federation.publication import PublicationError, check_target

    try:
        check_target(args.out)
    except PublicationError as exc:
        raise CommandError(str(exc)) from exc
    db = open_office_db(args.db, create=False)
    try:
        summary = _refusing_store_errors(
            lambda: publish_site(db, args.out, federation=args.federacion)
        )
    except PublicationError as exc:
        raise CommandError(str(exc)) from exc
    finally:
        db.close()
    counts = summary.counts
    print(
        f"Publicado en {args.out}: {counts['competiciones']} competiciones, "
        f"{counts['encuentros']} encuentros, {counts['actas']} actas."
    )
    if summary.unplaced:
        # published with their state, but not in the standings: the clerk should know which
        print(f"Sin resultado en la clasificación ({len(summary.unplaced)}):")
        for line in summary.unplaced:
            print(f"  {line}")
    return EXIT_OK


# --- decision ----------------------------------------------------------------------------------


def cmd_decision(args: argparse.Namespace) -> int:
    from delegate_app.domain.federation.official_standings import CommitteeDecision, DecisionKind
    from delegate_app.domain.federation.records import MatchKey
    from delegate_app.store.federation.committee import competition_of, record_decision

    try:
        decided_on = _day(args.fecha)
    except argparse.ArgumentTypeError as exc:
        raise CommandError(f"--fecha: {exc}. No se ha registrado nada.") from None
    match_fields = (args.ronda, args.local, args.visitante)
    if any(v is not None for v in match_fields) and not all(v is not None for v in match_fields):
        raise CommandError(
            "Para nombrar el encuentro hacen falta --ronda, --local y --visitante. "
            "No se ha registrado nada."
        )
    db = open_office_db(args.db, create=False)
    try:
        _sport, season, name = _refusing_store_errors(competition_of, db, args.competicion)
        match = (
            MatchKey(season, name, args.ronda, args.local.strip(), args.visitante.strip())
            if args.ronda is not None
            else None
        )
        decision = CommitteeDecision(
            reference=args.referencia.strip(),
            decided_on=decided_on,
            kind=DecisionKind(DECISION_KINDS[args.tipo]),
            season=season,
            competition=name,
            team=args.equipo.strip() if args.equipo else None,
            match=match,
            points=args.puntos or 0,
            result=args.resultado or "",
            note=args.nota,
        )
        outcome = _refusing_store_errors(record_decision, db, args.competicion, decision)
    finally:
        db.close()
    if outcome.new:
        print(f"Decisión registrada: {decision.summary()}")
    else:
        print(f"Ya estaba registrada; no ha cambiado nada: {decision.summary()}")
    return EXIT_OK


# --- comunicado --------------------------------------------------------------------------------


def cmd_report(args: argparse.Namespace) -> int:
    from delegate_app.store.federation.result_reports import record_report

    try:
        received_at = _moment(args.recibido)
    except argparse.ArgumentTypeError as exc:
        raise CommandError(f"--recibido: {exc}. No se ha registrado nada.") from None
    db = open_office_db(args.db, create=False)
    try:
        outcome = _refusing_store_errors(
            lambda: record_report(
                db,
                args.competicion,
                args.ronda,
                args.local,
                args.visitante,
                args.lado,
                received_at,
                args.medio,
                args.nota,
            )
        )
    finally:
        db.close()
    match = outcome.match
    said = (
        f"ronda {match.round}, {match.home} – {match.away}: el delegado {args.lado.strip()} "
        f"comunicó el resultado por {outcome.report.means} el {received_at:%d/%m/%Y %H:%M}"
    )
    if outcome.new:
        print(f"Comunicación registrada: {said}.")
    else:
        print(f"Ya estaba registrada; no ha cambiado nada: {said}.")
    return EXIT_OK
