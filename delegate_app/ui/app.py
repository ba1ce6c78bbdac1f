"""Starting the GUI: platform check, translations, crash dialog, database, main window."""

from __future__ import annotations

import logging
import os
import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, cast

from delegate_app.ui.preferences import open_settings

if TYPE_CHECKING:  # imported where used: the first paint does not wait for what it lacks
    from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

__all__ = ["create_application", "install_translators", "open_settings", "run_gui"]

# benchmarks/startup.py sets this: print the wall-clock time of the first paint, then quit.
STARTUP_PROBE_ENV = "DELEGADO_STARTUP_PROBE"


def after_first_paint(window, callback) -> None:
    """Call callback once, when the window has painted for the first time."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                obj.removeEventFilter(self)
                # Queued: let this paint reach the screen before the callback runs.
                QTimer.singleShot(0, callback)
            return False

    window._first_paint_filter = FirstPaint(window)
    window.installEventFilter(window._first_paint_filter)


def _report_first_paint(app) -> None:
    print(f"first-paint {time.time():.6f}", flush=True)
    app.quit()


def _warm_up(db) -> None:
    import delegate_app.store.calendar
    import delegate_app.store.clubs  # noqa: F401

    db.engine  # noqa: B018  (creates the engine and its connection pool now)


def _after_start(window, db, settings) -> None:
    """After the first paint: warm-up, the day's first backup, and the tamper checks."""
    _warm_up(db)
    if not db.read_only:  # the window that writes makes the day's copy
        _daily_backup(window, db, settings)
    _integrity_check(window, db)


def _daily_backup(window, db, settings) -> None:
    from delegate_app.ui import messages
    from delegate_app.ui.i18n import translate

    try:
        from delegate_app.store.backup import daily_backup
        from delegate_app.ui.preferences import kept_backups

        made = daily_backup(db.path, kept_backups(settings))
        if made is not None:
            log.info("Copia diaria: %s", made)
    except Exception:
        log.exception("No se pudo hacer la copia diaria de %s", db.path)
        messages.warn(
            window,
            translate("App", "Copia de seguridad"),
            translate(
                "App",
                "No se ha podido hacer la copia de seguridad diaria. Los datos siguen a salvo en "
                "la base de datos; los detalles están en el registro.",
            ),
        )


def _integrity_check(window, db) -> None:
    from delegate_app.ui import messages
    from delegate_app.ui.i18n import translate

    try:
        from delegate_app.store.integrity import verify_database

        problems = verify_database(db)
    except Exception:
        log.exception("No se pudo comprobar la integridad de %s", db.path)
        return
    if problems:
        for problem in problems:
            log.error("Integridad: %s", problem.message)
        listed = "\n".join(f"• {p.message}" for p in problems[:10])
        if len(problems) > 10:
            listed += "\n" + translate("App", "… y {count} más (en el registro).").format(
                count=len(problems) - 10
            )
        messages.error(
            window,
            translate("App", "Datos alterados fuera de la aplicación"),
            translate(
                "App",
                "Al abrir la base de datos se han encontrado cambios que Delegado no hizo:\n\n"
                "{problems}\n\nNo dé por buenas las actas afectadas sin revisarlas. Puede "
                "restaurar una copia anterior en Ajustes → Copias de seguridad.",
            ).format(problems=listed),
        )


def install_translators(app, language: str | None = None) -> str:
    """The chosen language (the "idioma" setting unless given): the app's texts, Qt's own
    dialogs (buttons, file choosers) and the locale of dates and numbers. Spanish by default."""
    from delegate_app.ui.i18n import install_language, language_setting

    if language is None:
        language = language_setting(open_settings())
    return install_language(app, language)


def install_excepthook(log_path: Path | None) -> None:
    """Unexpected errors: details to the log, a Spanish message to the delegate, no traceback."""

    def hook(exc_type, exc, tb) -> None:
        log.error("Error inesperado:\n%s", "".join(traceback.format_exception(exc_type, exc, tb)))
        from delegate_app.store.errors import ReadOnlyDatabase
        from delegate_app.ui import messages
        from delegate_app.ui.i18n import translate

        if isinstance(exc, ReadOnlyDatabase):
            # A read-only window (another one writes): any screen's change ends here, with
            # the reason rather than "unexpected error".
            messages.warn(None, translate("App", "Solo lectura"), str(exc))
            return

        where = (
            "\n\n"
            + translate("App", "Los detalles están en el registro:\n{file}").format(file=log_path)
            if log_path
            else ""
        )
        messages.error(
            None,
            translate("App", "Error inesperado"),
            translate(
                "App",
                "Se ha producido un error inesperado y la última acción no se ha completado. "
                "Los datos guardados hasta ahora están a salvo.",
            )
            + where,
        )

    sys.excepthook = hook


def create_application(argv: list[str] | None = None) -> QApplication:
    from PySide6.QtWidgets import QApplication

    # Only the app makes the Qt application object, and it makes a QApplication.
    app = cast(QApplication, QApplication.instance()) or QApplication(argv or sys.argv[:1])
    app.setApplicationName("Delegado")
    app.setOrganizationName("Delegado")
    from delegate_app.ui.style import apply_style

    apply_style(app)
    install_translators(app)
    return app


def run_gui(db_path: Path) -> int:
    from delegate_app.logsetup import setup_logging
    from delegate_app.ui.platform_check import display_problem

    problem = display_problem()
    if problem:
        print(f"delegado: {problem}", file=sys.stderr)
        return 3
    log_path = setup_logging()
    app = create_application()
    install_excepthook(log_path)
    from delegate_app.ui.backups_dialog import open_or_recover

    db = open_or_recover(Path(db_path).expanduser().resolve())
    if db is None:
        return 2
    from delegate_app.ui.main_window import MainWindow

    settings = open_settings()
    window = MainWindow(db, settings, log_path)
    if os.environ.get(STARTUP_PROBE_ENV):
        after_first_paint(window, lambda: _report_first_paint(app))
    else:
        # Right after the first paint, while the delegate reads the start screen, load what
        # the other screens need (SQLAlchemy/SQLModel) so the first click does not wait.
        after_first_paint(window, lambda: _after_start(window, db, settings))
    window.show_at_start()
    try:
        return app.exec()
    finally:
        db.close()
