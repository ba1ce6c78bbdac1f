"""The acta of a domino team encounter: five steps the captain moves between freely.

Equipos y mesas, Sorteo de asientos, Hojas de anotación, Incidencias and Cierre. Every entry is
saved at once (store/domino/editing.py), so closing the app mid-encounter loses nothing and
reopens at the same step. Signatures, lock, annexes and the PDF are ui/acta_close.py's, the same
as chess.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import datetime
from typing import Any

from PySide6.QtWidgets import QWidget

from delegate_app.domain.domino import Pair, Partida
from delegate_app.store.database import Database
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.domino.acta import STEPS
from delegate_app.store.domino.acta_view import EncounterView
from delegate_app.ui.acta_close import CloseStep
from delegate_app.ui.domino.dialogs import PlayerReasonDialog, seated_players
from delegate_app.ui.domino.draw_step import DrawStep
from delegate_app.ui.domino.hoja_step import HojaStep
from delegate_app.ui.domino.incidents_step import IncidentsStep
from delegate_app.ui.domino.teams_step import TeamsStep
from delegate_app.ui.formatting import fmt_datetime
from delegate_app.ui.labels import label
from delegate_app.ui.step_guide import Step, StepGuide


class DominoGuide(StepGuide):
    """The acta of one domino encounter, from the tables to a locked acta and its PDF."""

    help_topic = "acta-domino"  # the manual's section for F1 (ui/help.py)

    def __init__(
        self,
        db: Database,
        match_id: int,
        clock: Callable[[], datetime] = datetime.now,
        parent: QWidget | None = None,
    ):
        super().__init__(db, match_id, clock, parent)
        domino_editing.open_encounter(db, match_id, clock())
        self.view: EncounterView = domino_acta_view.encounter_view(db, match_id)
        self.setWindowTitle(
            self.tr("Acta de dominó — {home} – {away}").format(
                home=self.view.home_team, away=self.view.away_team
            )
        )
        self.teams = TeamsStep(self)
        self.draw = DrawStep(self)
        self.hoja = HojaStep(self)
        self.incidents = IncidentsStep(self)
        # R25-6: the committee's decisions about the encounter are recorded here too; the domino
        # regulation states no appeal deadline, so none is added
        self.close_step = CloseStep(
            self, self.close_summary, self.close_frozen, committee=True, appeals=False
        )
        steps: list[Step[Any]] = [self.teams, self.draw, self.hoja, self.incidents, self.close_step]
        self._build_frame(steps, STEPS, list_width=230)

    def go(self, index: int) -> None:
        super().go(index)
        if self.stack.currentWidget() is self.hoja:
            self.hoja.entry.start()  # the keyboard is where the next hand begins

    # --- refresh -----------------------------------------------------------------------------

    def refresh(self) -> None:
        self.view = view = domino_acta_view.encounter_view(self.db, self.match_id)
        state = self.tr("Acta CERRADA (solo lectura)") if view.locked else self.tr("Acta abierta")
        result = view.result
        self.headerLabel.setText(
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when} · {venue}<br><span "
                "style='font-size:14pt'><b>{home} {home_won} – {away_won} {away}</b></span> "
                "(partidas) · {tables} mesas × {partidas} partidas a {target} · {state}"
            ).format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_datetime(view.play_start),
                venue=view.venue or "—",  # a venue never typed: the line does not end in "·"
                home=view.home_team,
                home_won=result.partidas_won[Pair.HOME],
                away_won=result.partidas_won[Pair.AWAY],
                away=view.away_team,
                tables=view.settings.tables,
                partidas=view.settings.partidas_per_table,
                target=view.settings.target,
                state=state,
            )
        )
        self._show_steps(view)

    def close_frozen(self, view: EncounterView) -> list[str]:
        """What the lock freezes: the result, every partida, the incidents."""
        result = view.result
        lines = [
            self.tr("Resultado: {home} {home_won} – {away_won} {away} en partidas").format(
                home=view.home_team,
                home_won=result.partidas_won[Pair.HOME],
                away_won=result.partidas_won[Pair.AWAY],
                away=view.away_team,
            )
        ]
        for table in view.tables:
            for partida in table.partidas:
                score = partida.final_score
                lines.append(
                    self.tr("Mesa {table}, partida {number}: {home} – {away} ({status})").format(
                        table=table.number,
                        number=partida.number,
                        home=score[Pair.HOME],
                        away=score[Pair.AWAY],
                        status=label(partida.status.label),
                    )
                )
        lines.append(self.tr("Incidencias: {count}").format(count=len(view.incidents)))
        return lines

    def close_summary(self, view: EncounterView) -> tuple[str, str]:
        """The close step's first lines: partidas and tantos won, and the league points."""
        result = view.result
        home, away = view.home_team, view.away_team
        score = self.tr(
            "<b>{home} {home_won} – {away_won} {away}</b> en partidas · tantos "
            "{home_points} – {away_points}"
        ).format(
            home=home,
            home_won=result.partidas_won[Pair.HOME],
            away_won=result.partidas_won[Pair.AWAY],
            away=away,
            home_points=result.points[Pair.HOME],
            away_points=result.points[Pair.AWAY],
        )
        decided = self._decisions_line()
        if not result.complete:
            return score, decided + self.tr("Puntos de liga pendientes: {findings}").format(
                findings=" ".join(f.message for f in result.findings)
            )
        winner = (
            self.tr("empate")
            if result.winner is None
            else self.tr("gana {team}").format(team=view.team_name(result.winner))
        )
        league = self.tr(
            "Puntos de liga: {home} {home_points}, {away} {away_points} ({winner})."
        ).format(
            home=home,
            home_points=result.league_points[Pair.HOME],
            away=away,
            away_points=result.league_points[Pair.AWAY],
            winner=winner,
        )
        return score, decided + league

    def _decisions_line(self) -> str:
        """R25-6: what the committee's decisions received decide, and the result the table
        counts after them; "" without decisions."""
        from delegate_app.store.committee import decisions
        from delegate_app.store.results import match_results

        lines = [line for line in decisions(self.db, self.match_id)]
        if not lines:
            return ""
        told = "; ".join(
            html.escape(line.ruling.summary() or line.reference or line.summary[:60])
            for line in lines
        )
        counted = match_results(self.db, self.match_id)
        return self.tr(
            "Fallos del Comité recibidos: {decisions}. La clasificación cuenta {score} en "
            "partidas.<br>"
        ).format(decisions=told, score=counted.score_text or "—")

    def hoja_place(self) -> tuple[int, int]:
        """The table and partida of the Hoja step, where incidents happen by default."""
        table = self.hoja.tableCombo.currentData() or 1
        partida = self.hoja.partidaCombo.currentData() or 1
        return table, partida

    # --- actions ---------------------------------------------------------------------------

    def call(self, action: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run one store action and refresh; StoreError is the caller's to show."""
        result = action(self.db, self.match_id, *args, now=self.clock(), **kwargs)
        self.refresh()
        return result

    def abandon(self, table: int, partida: Partida) -> None:
        dialog = PlayerReasonDialog(
            self.tr("Abandono (art. 20)"),
            self.tr(
                "Sin sustitución: pierde la pareja del jugador que abandona, que conserva sus "
                "tantos; a la rival se le suman los que le faltan hasta el total de la partida."
            ),
            seated_players(self.view, partida),
            None,
            self,
        )
        if dialog.exec():
            self.act(
                table_events.abandon,
                table,
                partida.number,
                dialog.playerCombo.currentData(),
                dialog.reasonEdit.text(),
            )
