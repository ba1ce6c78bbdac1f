"""Item model of a club's player list, in strength order, reorderable by drag and drop."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from delegate_app.store.models import Player
from delegate_app.store.rows import require_id
from delegate_app.ui.formatting import fmt_date, fmt_int
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate

MIME_TYPE = "application/x-delegado-player-ids"

COLUMNS = (
    QT_TRANSLATE_NOOP("PlayerListModel", "N.º"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Licencia"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Apellidos"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Nombre"),
    QT_TRANSLATE_NOOP("PlayerListModel", "DNI/NIE"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Nacimiento"),
    QT_TRANSLATE_NOOP("PlayerListModel", "ELO Canario"),
    QT_TRANSLATE_NOOP("PlayerListModel", "ELO FIDE"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Equipo"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Alta"),
    QT_TRANSLATE_NOOP("PlayerListModel", "Estado"),
)


class PlayerListModel(QAbstractTableModel):
    """Rows are players by list number; a drop asks `on_reorder` to persist the new order.

    The model never reorders itself: the store decides, then the screen reloads, so what is
    shown is always what was saved.
    """

    def __init__(
        self, on_reorder: Callable[[list[int]], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._players: list[Player] = []
        self._team_ranks: dict[int, str] = {}
        self._on_reorder = on_reorder

    def set_players(self, players: Sequence[Player], team_ranks: dict[int, str]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self._team_ranks = team_ranks
        self.endResetModel()

    def player_at(self, row: int) -> Player | None:
        return self._players[row] if 0 <= row < len(self._players) else None

    def row_of(self, player_id: int) -> int:
        for row, player in enumerate(self._players):
            if player.id == player_id:
                return row
        return -1

    def ids(self) -> list[int]:
        return [require_id(p) for p in self._players]

    # --- read-only table -------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's)
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("PlayerListModel", COLUMNS[section])
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        player = self._players[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(player, index.column())
        if role == Qt.ItemDataRole.ForegroundRole and not player.active:
            return QBrush(QColor("#888888"))
        if role == Qt.ItemDataRole.FontRole and not player.active:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (0, 6, 7):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _text(self, p: Player, column: int) -> str:
        values = (
            str(p.list_number),
            p.licence or "",
            p.last_name,
            p.first_name,
            p.dni or "",
            fmt_date(p.birth_date),
            fmt_int(p.elo_canario),
            fmt_int(p.fide_rating),
            self._team_ranks.get(p.team_id, "") if p.team_id else "",
            fmt_date(p.incorporated_on),
            self.tr("Activo") if p.active else self.tr("Baja"),
        )
        return values[column]

    # --- drag and drop: rows move, the store renumbers -------------------------------------

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid():
            return base | Qt.ItemFlag.ItemIsDragEnabled
        return base | Qt.ItemFlag.ItemIsDropEnabled

    def supportedDropActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:
        return [MIME_TYPE]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({i.row() for i in indexes if i.isValid()})
        mime = QMimeData()
        ids = ",".join(str(self._players[r].id) for r in rows)
        mime.setData(MIME_TYPE, QByteArray(ids.encode("ascii")))
        return mime

    def canDropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        return bool(data.hasFormat(MIME_TYPE) and action == Qt.DropAction.MoveAction)

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,
        column: int,
        parent: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        raw = bytes(data.data(MIME_TYPE).data()).decode("ascii")
        moving = [int(x) for x in raw.split(",") if x]
        if not moving:
            return False
        # Dropped onto a row: insert before it; dropped below the last row: append.
        target = row if row != -1 else (parent.row() if parent.isValid() else len(self._players))
        self.move_ids(moving, target)
        # False: Qt must not remove the source rows itself; the reload shows the saved order.
        return False

    def move_ids(self, moving: list[int], target_row: int) -> None:
        current = self.ids()
        anchor = current[target_row] if target_row < len(current) else None
        while anchor in moving:
            target_row += 1
            anchor = current[target_row] if target_row < len(current) else None
        remaining = [i for i in current if i not in moving]
        position = remaining.index(anchor) if anchor is not None else len(remaining)
        new_order = remaining[:position] + moving + remaining[position:]
        if new_order != current:
            self._on_reorder(new_order)
