"""A federation database worth publishing: a chess league of six teams over four rounds (six
teams level on points after round 1 would be the issue's case; here three rounds played, a draw
that leaves teams level, and round 4 whose acta arrived incomplete) and a domino league with two
accepted encounters and one incomplete acta. Actas are the real fixtures with another match,
day and result (tests/helpers/federation_results.py)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.federation.inbox import file_verdict
from tests.helpers.federation_results import chess_acta, domino_acta, verdict

SEASON = "2026-2027"
CHESS = "Liga Insular por Equipos — Preferente"
DOMINO = "Liga Insular de Dominó por Parejas"
A, B, C = "Caballo Lagunero A", "Alfil Chicharrero A", "Torre del Puerto"
D, E, F = "Peón de La Orotava", "Dama de Icod, «la vieja»", "Rey de Güímar; filial"
CHESS_ROUNDS = {
    1: ((A, B, "1-0 ½-½ 0-1 1-0"), (C, D, "½-½ ½-½ ½-½ ½-½"), (E, F, "1-0 1-0 1-0 0-1")),
    2: ((B, C, "1-0 1-0 0-1 ½-½"), (D, E, "0-1 ½-½ 1-0 0-1"), (F, A, "0-1 0-1 ½-½ 0-1")),
    3: ((A, C, "½-½ ½-½ 1-0 0-1"), (B, E, "1-0 0-1 1-0 0-1"), (D, F, "1-0 1-0 0-1 0-1")),
}
INCOMPLETE_CHESS = MatchKey(SEASON, CHESS, 4, A, D)
DOMINO_ACCEPTED = (
    (MatchKey(SEASON, DOMINO, 1, "Doble Seis", "El Cierre"),
     (("local", 300, 200), ("visitante", 150, 300), ("local", 301, 120), ("local", 300, 277),
      ("local", 317, 231), ("visitante", 96, 300), ("local", 341, 162), ("local", 303, 158))),
    (MatchKey(SEASON, DOMINO, 1, "La Capicúa", "Tranque Norte"),
     (("visitante", 210, 300), ("visitante", 198, 302), ("local", 300, 90), ("local", 305, 299),
      ("visitante", 120, 300), ("local", 300, 285), ("visitante", 244, 301), ("local", 300, 0))),
)  # fmt: skip
INCOMPLETE_DOMINO = MatchKey(SEASON, DOMINO, 2, "El Cierre", "La Capicúa")


def played(round_: int) -> datetime:
    return datetime(2026, 10, 3, 16, 0) + timedelta(days=7 * (round_ - 1))


# Round 3's A-C acta reached the federation twice: signed by the home delegate alone the day
# after the match, then the same file signed again by the visitor (the earlier one superseded).
COMPLETED_LATER = MatchKey(SEASON, CHESS, 3, A, C)


def fill(db) -> None:
    """Files the actas; received two days after each round (UTC)."""
    for round_, matches in CHESS_ROUNDS.items():
        for home, away, boards in matches:
            key = MatchKey(SEASON, CHESS, round_, home, away)
            acta = chess_acta(key, boards, played(round_))
            if key == COMPLETED_LATER:
                home_only = replace(
                    verdict(
                        acta,
                        status=IntakeStatus.INCOMPLETE,
                        roles=("delegado_local",),
                        name="r3-local.pdf",
                    ),
                    pdf=b"%PDF-1.7 acta firmada por el delegado local",
                )
                file_verdict(db, home_only, _received(round_) - timedelta(days=1))
                both = replace(
                    verdict(acta, name=f"r{round_}-{home}.pdf"),
                    pdf=home_only.pdf + b" y por el visitante",
                )
                file_verdict(db, both, _received(round_))
                continue
            file_verdict(db, verdict(acta, name=f"r{round_}-{home}.pdf"), _received(round_))
    file_verdict(
        db,
        verdict(
            chess_acta(INCOMPLETE_CHESS, "1-0 1-0 ½-½ 0-1", played(4)),
            status=IntakeStatus.INCOMPLETE,
            roles=("delegado_local",),
            name="r4.pdf",
        ),
        _received(4),
    )
    for key, partidas in DOMINO_ACCEPTED:
        file_verdict(
            db,
            verdict(domino_acta(key, partidas, played(1), 2), name=f"{key.home}.pdf"),
            _received(1),
        )
    file_verdict(
        db,
        verdict(
            domino_acta(INCOMPLETE_DOMINO, played=played(2)),
            status=IntakeStatus.INCOMPLETE,
            roles=("delegado_visitante",),
            name="domino-r2.pdf",
        ),
        _received(2),
    )


def _received(round_: int) -> datetime:
    return (played(round_) + timedelta(days=2)).replace(tzinfo=UTC)
