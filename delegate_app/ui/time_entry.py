"""A time of day typed as digits, and the explicit button that writes the clock's time into it.

Every time field used during play (start, lineup delivery, arrivals, incidents, in both sports)
is a ``TimeEntry``: "1555" is 15:55, "955" is 09:55, "16" is 16:00, "15:55" and "15.55" work
too. The whole text is selected when the field gets the focus and on every click, so typing
always replaces what was there. Enter (or leaving the field) writes it; Enter never reaches the
dialog's default button, which would otherwise stamp the clock over what was just typed.

Stamping the computer's clock is a separate button (``NowButton``: "Ahora", or "Ha llegado" in
the arrivals). When the acta is filled in after the match day ("acta fuera de fecha") the clock
is not the time of anything on the acta: the guide turns stamping off and the times are typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime, time
from datetime import time as time_of_day  # for annotations: TimeEntry.time hides `time`

from PySide6.QtCore import QRegularExpression, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QWidget

from delegate_app.ui.i18n import translate

# What a time field lets through while typing: four digits, or hours, a separator and minutes.
_TYPING = r"[0-9]{0,4}|[0-9]{1,2}[:.hH][0-9]{0,2}"
_SEPARATED = re.compile(r"([0-9]{1,2})[:.hH]([0-9]{0,2})")
# The field is wide enough for "00:00" typed in any font the app uses; fixed, so nothing moves.
ENTRY_WIDTH = 84


def parse_typed_time(text: str) -> time | None:
    """The time typed into a field; None when it is empty. ValueError with a message that
    says how to type it when it is not a time of day."""
    typed = text.strip()
    if not typed:
        return None
    separated = _SEPARATED.fullmatch(typed)
    if separated:
        hours, minutes = separated.group(1), separated.group(2) or "0"
    elif typed.isdigit() and len(typed) <= 4:
        # One or two digits are the hour; three or four end with the minutes: 955, 1555.
        hours, minutes = (typed, "0") if len(typed) <= 2 else (typed[:-2], typed[-2:])
    else:
        hours, minutes = "99", "99"
    if not (0 <= int(hours) <= 23 and 0 <= int(minutes) <= 59):
        raise ValueError(
            translate(
                "TimeEntry",
                "«{text}» no es una hora. Escriba la hora y los minutos seguidos: 1555 son las "
                "15:55 y 955 las 09:55.",
            ).format(text=typed)
        )
    return time(int(hours), int(minutes))


def time_text(value: time | datetime | None) -> str:
    return "" if value is None else f"{value.hour:02d}:{value.minute:02d}"


class TimeEntry(QLineEdit):
    """A time of day typed as digits; emits ``timeCommitted`` when a new valid time is written
    (Enter or leaving the field) and ``invalid`` with the message when the text is not a time.
    An emptied field goes back to the time it showed: a written time is changed, not erased."""

    timeCommitted = Signal(object)  # datetime.time
    invalid = Signal(str)

    def __init__(self, accessible_name: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self._value: time | None = None
        self.error = ""
        self.setAccessibleName(accessible_name)
        self.setValidator(QRegularExpressionValidator(QRegularExpression(_TYPING), self))
        self.setPlaceholderText(translate("TimeEntry", "hh:mm"))
        self.setToolTip(
            translate("TimeEntry", "Teclee la hora con cifras: 1555 son las 15:55, 955 las 09:55.")
        )
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedWidth(ENTRY_WIDTH)
        self.editingFinished.connect(self.commit)

    # --- value -----------------------------------------------------------------------------

    def time(self) -> time | None:
        """The last time written (what the field shows when it is not being typed in)."""
        return self._value

    def set_time(self, value: time_of_day | datetime | None) -> None:
        """Show a stored time; emits nothing."""
        self._value = None if value is None else time(value.hour, value.minute)
        self._set_error("")
        self.setText(time_text(self._value))

    def on_day(self, day: datetime) -> datetime | None:
        """The written time on the day of `day` (the match's), or None."""
        if self._value is None:
            return None
        return day.replace(
            hour=self._value.hour, minute=self._value.minute, second=0, microsecond=0
        )

    def commit(self) -> bool:
        """Read what was typed; True when it is a time (new or the same)."""
        try:
            typed = parse_typed_time(self.text())
        except ValueError as exc:
            self._set_error(str(exc))
            self.invalid.emit(str(exc))
            return False
        self._set_error("")
        if typed is None:
            self.setText(time_text(self._value))
            return self._value is not None
        self.setText(time_text(typed))
        if typed != self._value:
            self._value = typed
            self.timeCommitted.emit(typed)
        return True

    def stamp(self, moment: time_of_day | datetime) -> None:
        """Write `moment` (the clock's "now") as if it had been typed."""
        self.setText(time_text(moment))
        self._value = None  # a stamp of the same minute is still an explicit "now"
        self.commit()

    def _set_error(self, message: str) -> None:
        self.error = message
        if self.property("invalid") != bool(message):
            self.setProperty("invalid", bool(message))
            self.style().unpolish(self)
            self.style().polish(self)

    # --- typing ----------------------------------------------------------------------------

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # After the click that gave the focus has placed the cursor: select everything, so the
        # digits typed next replace the time instead of being added to it.
        QTimer.singleShot(0, self.selectAll)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        # A click (not a drag over some digits) into a field that had the focus already selects
        # everything too: a time is replaced whole, never edited digit by digit by mistake.
        if not self.hasSelectedText():
            self.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit()
            self.selectAll()
            event.accept()  # not the dialog's default button
            return
        super().keyPressEvent(event)


class NowButton(QPushButton):
    """Writes the clock's time into its TimeEntry: the explicit "now". Off (disabled, saying
    why) when the acta is filled in after the match day."""

    def __init__(
        self,
        entry: TimeEntry,
        clock: Callable[[], datetime],
        text: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(text or translate("TimeEntry", "Ahora"), parent)
        self.entry, self.clock = entry, clock
        self.setAutoDefault(False)
        self._explained = translate("TimeEntry", "Anota la hora del reloj del ordenador")
        self.setToolTip(self._explained)
        self.clicked.connect(lambda: self.entry.stamp(self.clock()))
        self._allowed, self._editable = True, True

    def set_stamping(self, allowed: bool) -> None:
        self._allowed = allowed
        self.setToolTip(
            self._explained
            if allowed
            else translate(
                "TimeEntry",
                "Acta fuera de fecha: el reloj del ordenador no es la hora del encuentro. "
                "Teclee la hora en la casilla.",
            )
        )
        self._update()

    def set_editable(self, editable: bool) -> None:
        self._editable = editable
        self._update()

    def _update(self) -> None:
        self.setEnabled(self._allowed and self._editable)


class TimeField(QWidget):
    """A TimeEntry and its NowButton side by side, for a form row."""

    def __init__(
        self,
        accessible_name: str,
        clock: Callable[[], datetime],
        now_text: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.entry = TimeEntry(accessible_name)
        self.nowButton = NowButton(self.entry, clock, now_text)
        self.nowButton.setAccessibleName(
            translate("TimeEntry", "Ahora: {field}").format(field=accessible_name)
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.entry)
        layout.addWidget(self.nowButton)
        layout.addStretch(1)
        self.setFocusProxy(self.entry)

    def set_editable(self, editable: bool) -> None:
        self.entry.setEnabled(editable)
        self.nowButton.set_editable(editable)

    def set_stamping(self, allowed: bool) -> None:
        self.nowButton.set_stamping(allowed)


__all__ = ["NowButton", "TimeEntry", "TimeField", "parse_typed_time", "time_text"]
