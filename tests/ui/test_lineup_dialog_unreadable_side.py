"""A side whose lineup cannot be read is warned about, and the lineup dialog still opens: its
tab is named "—" instead of the dialog failing on the view that was never read (found by mypy,
issue 23: SideEditor.view stays None after a refused read)."""

from __future__ import annotations

from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store.chess import lineups
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, Round, Team
from delegate_app.ui.chess.lineup_editor import LineupDialog


def own_match(db, round_number):
    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        return s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()


def test_an_unreadable_side_is_warned_and_the_dialog_opens(
    qtbot, demo_db, message_log, monkeypatch
):
    match = own_match(demo_db, 8)
    our = lineups.own_side(demo_db, match.id) or Side.HOME
    rival = Side.AWAY if our == Side.HOME else Side.HOME
    read = lineups.side_view

    def side_view(db, match_id, side):
        if side == rival:
            raise StoreError("La lista del equipo rival no se puede leer.")
        return read(db, match_id, side)

    monkeypatch.setattr(lineups, "side_view", side_view)
    dialog = LineupDialog(demo_db, match.id)
    qtbot.addWidget(dialog)

    assert dialog.rival.view is None
    assert dialog.tabs.tabText(1).endswith("— —")
    assert dialog.ours.view is not None
    assert dialog.tabs.tabText(0).endswith(dialog.ours.view.team_name)
    assert ("warn", "Alineación", "La lista del equipo rival no se puede leer.") in (
        message_log.shown
    )
