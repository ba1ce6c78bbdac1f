"""`delegado self-test`: prove, end to end, that this installation works, without user data.

Everything happens offscreen in a temporary folder: the demo season is loaded through the real
migrations, a lineup is checked, the main window is built and painted, and a locked demo acta
is turned into a PDF, signed with a certificate made on the spot and verified. A frozen bundle
that lost a font, a Qt plugin or translation, a migration script or a library's data file
fails here, naming the step, instead of in a club hall on a Saturday afternoon.

The output is for a person (or a CI log): one line per step with its time, in Spanish.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from delegate_app import __version__
from delegate_app.paths import HOME_ENV

if TYPE_CHECKING:  # the steps import these themselves, so a missing one fails in its step
    from PySide6.QtWidgets import QApplication

    from delegate_app.documents.acta_common import ActaDocument
    from delegate_app.documents.certificates import Authority, LoadedSigner
    from delegate_app.store.database import Database
    from delegate_app.ui.main_window import MainWindow

T = TypeVar("T")

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
# The platform plugins a delegate's desktop needs, besides the offscreen one used here.
PLATFORM_PLUGINS = {
    "linux": ("qxcb", "qoffscreen"),
    "win32": ("qwindows", "qoffscreen"),
    "darwin": ("qcocoa", "qoffscreen"),
}
# Two holidays that only a complete `holidays` package knows: one national, one Canarian.
KNOWN_HOLIDAYS = (date(2026, 12, 8), date(2026, 5, 30))


class SelfTestFailure(Exception):
    """A check that did not hold; the message says what, in Spanish."""


def _earlier(value: T | None, what: str) -> T:
    """What an earlier step left for this one (the steps run in order, stopping at a failure)."""
    if value is None:
        raise SelfTestFailure(f"Falta {what}, que deja un paso anterior.")
    return value


def _platform_key() -> str:
    return "linux" if sys.platform.startswith("linux") else sys.platform


class _Run:
    """The steps, in order; each returns what it proved, and keeps what later steps need."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.db: Database | None = None
        self.app: QApplication | None = None
        # Not named `window`: that is the step below, which an attribute would hide.
        self.main_window: MainWindow | None = None
        self.match_id: int | None = None
        self.document: ActaDocument | None = None
        self.authority: Authority | None = None
        self.signer: LoadedSigner | None = None
        self.signed: bytes | None = None

    # ---------------------------------------------------------------- store and domain

    def demo(self) -> str:
        import sqlite3

        from delegate_app.store import schema
        from delegate_app.store.database import open_database
        from delegate_app.store.demo import load_demo_season

        path = self.folder / "delegado.sqlite3"
        self.db = db = open_database(path)
        summary = load_demo_season(db)
        con = sqlite3.connect(path)
        try:
            revision = con.execute("SELECT version_num FROM alembic_version").fetchone()[0]
        finally:
            con.close()
        if revision != schema.HEAD:
            raise SelfTestFailure(f"El esquema quedó en {revision}, no en {schema.HEAD}.")
        return (
            f"esquema {revision} creado por las migraciones; {summary.clubs} clubes, "
            f"{summary.players} jugadores, {summary.matches} encuentros"
        )

    def lineup(self) -> str:
        from delegate_app.domain.chess.lineup import LineupInput
        from delegate_app.domain.findings import has_block
        from delegate_app.store.calendar import list_matches
        from delegate_app.store.chess.lineups import own_side, side_data
        from delegate_app.store.clubs import own_clubs
        from delegate_app.store.rows import require_id

        db = _earlier(self.db, "la base de datos")
        chess = [c for c in own_clubs(db) if c.sport == "ajedrez"]
        if not chess:
            raise SelfTestFailure("La temporada de demostración no tiene club propio de ajedrez.")
        pending = [
            m
            for m in list_matches(db, club_id=chess[0].id)
            if m.sport == "ajedrez" and m.status == "programado"
        ]
        if not pending:
            raise SelfTestFailure("No hay encuentros de ajedrez pendientes en la demostración.")
        match = pending[0]
        side = own_side(db, match.id)
        if side is None:
            raise SelfTestFailure("El club propio no juega el encuentro de la demostración.")
        with db.session() as s:
            data = side_data(s, match.id, side)
        proposal = data.checker.propose(require_id(p) for p in data.players if p.active)
        findings = data.checker.check(proposal)
        if has_block(findings):
            raise SelfTestFailure(
                "La alineación propuesta tiene bloqueos: " + "; ".join(f.message for f in findings)
            )
        first, second = proposal.player_at(1), proposal.player_at(2)
        if first is None or second is None:
            raise SelfTestFailure("La alineación propuesta no cubre los dos primeros tableros.")
        swapped = LineupInput({**proposal.by_board, 1: second, 2: first})
        if not any(f.rule_id == "CH-18.2" and f.blocks for f in data.checker.check(swapped)):
            raise SelfTestFailure("Un orden de fuerza invertido no se ha rechazado (CH-18.2).")
        return (
            f"{match.home_team} – {match.away_team}: propuesta de {len(proposal.fielded())} "
            "tableros sin bloqueos; los tableros 1 y 2 invertidos se rechazan por CH-18.2"
        )

    def holidays(self) -> str:
        from delegate_app.domain.deadlines import HolidayCalendar

        calendar = HolidayCalendar.of()
        names = []
        for day in KNOWN_HOLIDAYS:
            name = calendar.holiday_name(day)
            if not name:
                raise SelfTestFailure(f"El {day:%d/%m/%Y} no figura como festivo.")
            names.append(f"{day:%d/%m/%Y} {name}")
        return "; ".join(names)

    # ---------------------------------------------------------------- files the bundle carries

    def fonts(self) -> str:
        from delegate_app.documents import pdf_theme

        for name in FONT_FILES:
            path = pdf_theme.FONTS_DIR / name
            if not path.is_file():
                raise SelfTestFailure(f"Falta la fuente {path}.")
        pdf_theme.register_fonts()
        return f"{', '.join(FONT_FILES)} en {pdf_theme.FONTS_DIR}"

    def manual(self) -> str:
        """The manual F1 opens, in both languages, with every section it points to."""
        from delegate_app.ui import help

        for topic in help.TOPICS:
            for language in help.FOLDERS:
                path, heading = help.section_for(topic, language)
                if not path.is_file():
                    raise SelfTestFailure(f"Falta el manual {path}.")
                if f"# {heading}" not in path.read_text(encoding="utf-8"):
                    raise SelfTestFailure(f"El manual {path.name} no tiene la sección «{heading}».")
        # Every page and picture the pages link to: a bundle that left the screenshots out
        # would show the manual with holes where its pictures go.
        pages = sorted(help.MANUAL_DIR.rglob("*.md"))
        linked = 0
        for page in pages:
            for target in re.findall(r"\]\(([^)#\s:]+)(?:#[^)]*)?\)", page.read_text("utf-8")):
                linked += 1
                if not (page.parent / target).is_file():
                    raise SelfTestFailure(f"El manual {page.name} enlaza {target}, que falta.")
        return f"{len(help.TOPICS)} secciones, {len(pages)} páginas y {linked} enlaces"

    def window(self) -> str:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        from delegate_app.ui.app import create_application, open_settings
        from delegate_app.ui.main_window import MainWindow

        self.app = app = create_application()
        translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if not QTranslator().load("qtbase_es", translations):
            raise SelfTestFailure(f"No se encuentra la traducción qtbase_es en {translations}.")
        plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"
        present = {p.name for p in plugins.glob("*")} if plugins.is_dir() else set()
        for plugin in PLATFORM_PLUGINS.get(_platform_key(), ()):
            if not any(plugin in name for name in present):
                raise SelfTestFailure(f"Falta el complemento de plataforma {plugin} en {plugins}.")
        self.main_window = window = MainWindow(
            _earlier(self.db, "la base de datos"), open_settings(), None
        )
        window.resize(1024, 700)
        window.show()
        app.processEvents()
        picture = window.grab()
        if picture.isNull() or picture.width() < 100:
            raise SelfTestFailure("La ventana principal no se ha podido pintar.")
        size = f"{picture.width()}×{picture.height()}"
        style = app.style().name()
        window.close()
        app.processEvents()
        return (
            f"plataforma {app.platformName()}, estilo {style}, ventana principal pintada "
            f"({size}); traducción qtbase_es cargada"
        )

    # ---------------------------------------------------------------- documents

    def acta(self) -> str:
        from sqlmodel import col, select

        from delegate_app.documents.chess.acta_pdf import acta_document
        from delegate_app.store.models import MatchDay

        db = _earlier(self.db, "la base de datos")
        with db.session() as s:
            locked = s.exec(
                select(MatchDay.match_id)
                .where(col(MatchDay.locked_at).is_not(None))
                .order_by(col(MatchDay.match_id))
            ).first()
        if locked is None:
            raise SelfTestFailure("La demostración no tiene ningún acta cerrada.")
        self.match_id = locked
        self.document = document = acta_document(db, locked)
        pdf = document.pdf
        if not pdf.startswith(b"%PDF-"):
            raise SelfTestFailure("El acta generada no es un PDF.")
        return (
            f"acta {document.document_id} del encuentro {locked}: "
            f"{document.page_count} páginas, {len(pdf) // 1024} KB"
        )

    def certificates(self) -> str:
        import secrets
        from datetime import UTC, datetime, timedelta

        from delegate_app.documents import certificates as certs

        view = _earlier(self.document, "el acta en PDF").view
        now = datetime.now(UTC)
        self.authority = authority = certs.create_club_authority(
            view.home_club, not_before=now - timedelta(days=1), not_after=now + timedelta(days=30)
        )
        issued = certs.issue_delegate_certificate(
            authority,
            full_name="Delegado de Autocomprobación",
            licence="TF-0000",
            club_name=view.home_club,
            not_before=now - timedelta(days=1),
            not_after=now + timedelta(days=30),
        )
        passphrase = secrets.token_urlsafe(16)
        p12 = certs.pkcs12_bytes(
            issued.certificate, issued.private_key, passphrase, chain=issued.chain
        )
        self.signer = signer = certs.load_signer(p12, passphrase)
        return (
            f"autoridad de «{view.home_club}» y certificado de {signer.name} "
            f"({signer.licence}) en un .p12 de {len(p12)} bytes, solo en memoria"
        )

    def sign(self) -> str:
        from delegate_app.documents.acta_package import sign_bytes

        document = _earlier(self.document, "el acta en PDF")
        unsigned = document.pdf
        self.signed = signed = sign_bytes(
            unsigned,
            _earlier(self.signer, "el certificado"),
            "delegado_local",
            location=document.view.venue,
        )
        if not signed.startswith(unsigned):
            raise SelfTestFailure("La firma ha reescrito el PDF en lugar de añadir una revisión.")
        return f"firma PAdES del delegado local añadida ({len(signed) - len(unsigned)} bytes)"

    def verify(self) -> str:
        from delegate_app.documents.verify import verify_acta

        roots = [_earlier(self.authority, "la autoridad").certificate]
        signed = _earlier(self.signed, "el acta firmada")
        report = verify_acta(signed, roots)
        if not report.ok:
            raise SelfTestFailure("; ".join(report.problems))
        signature = report.signatures[0]
        if not (signature.trusted and signature.intact and signature.covers_whole_file):
            raise SelfTestFailure(f"La firma no es válida: {signature.reason}")
        tampered = bytearray(signed)
        tampered[len(_earlier(self.document, "el acta en PDF").pdf) // 2] ^= 0x01
        if verify_acta(bytes(tampered), roots).ok:
            raise SelfTestFailure("Un PDF con un byte alterado se ha dado por bueno.")
        return (
            f"{len(report.signatures)} firma íntegra y de confianza, {len(report.checks)} "
            "comprobaciones de los datos correctas; un byte alterado se detecta"
        )

    def embedded_fonts(self) -> str:
        fonts = _fonts_in(_earlier(self.signed, "el acta firmada"))
        if not fonts:
            raise SelfTestFailure("El PDF no contiene ninguna fuente.")
        names = set()
        for font in fonts:
            name = str(font.get("/BaseFont"))
            # Indexing (not .get) resolves the indirect reference to the descriptor.
            descriptor = font["/FontDescriptor"] if "/FontDescriptor" in font else {}  # noqa: SIM401
            embedded = "/FontFile2" in descriptor
            if font.get("/Subtype") != "/TrueType" or not embedded or "DejaVuSans" not in name:
                raise SelfTestFailure(f"La fuente {name} del PDF no es DejaVu incrustada.")
            names.add(name.split("+")[-1].lstrip("/"))
        return f"{len(fonts)} fuentes, todas TrueType incrustadas ({', '.join(sorted(names))})"

    def close(self) -> None:
        if self.main_window is not None:
            self.main_window.deleteLater()
            if self.app is not None:
                self.app.processEvents()
            self.main_window = None
        if self.db is not None:
            self.db.close()
            self.db = None


def _fonts_in(pdf: bytes) -> list[Any]:
    """Every font dictionary reachable from the catalog, signature appearances included."""
    from io import BytesIO

    from pyhanko.pdf_utils import generic
    from pyhanko.pdf_utils.reader import PdfFileReader

    reader = PdfFileReader(BytesIO(pdf))
    found = []
    seen: set[tuple[int, int]] = set()
    pending = [reader.trailer.raw_get("/Root")]
    while pending:
        item = pending.pop()
        if isinstance(item, generic.IndirectObject):
            key = (item.idnum, item.generation)
            if key in seen:
                continue
            seen.add(key)
            # pyHanko leaves IndirectObject.get_object unannotated; it dereferences.
            item = item.get_object()
        if isinstance(item, generic.DictionaryObject):
            if item.get("/Type") == "/Font":
                found.append(item)
            # /Parent and /P point back up the tree: following them only revisits.
            pending += [item.raw_get(k) for k in item if k not in ("/Parent", "/P")]
        elif isinstance(item, generic.ArrayObject):
            pending += [item.raw_get(i) for i in range(len(item))]
    return found


STEPS: tuple[tuple[str, Callable[[_Run], str]], ...] = (
    ("Temporada de demostración", _Run.demo),
    ("Alineación", _Run.lineup),
    ("Festivos de Canarias", _Run.holidays),
    ("Fuentes del PDF", _Run.fonts),
    ("Manual (F1)", _Run.manual),
    ("Ventana principal (Qt)", _Run.window),
    ("Acta en PDF", _Run.acta),
    ("Certificados", _Run.certificates),
    ("Firma", _Run.sign),
    ("Verificación", _Run.verify),
    ("Fuentes incrustadas", _Run.embedded_fonts),
)


def _describe(exc: BaseException) -> str:
    text = str(exc) or "(sin mensaje)"
    if isinstance(exc, SelfTestFailure):
        return text
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" (en {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{type(exc).__name__}: {text}{where}"


def _installation() -> str:
    if getattr(sys, "frozen", False):
        return f"instalación empaquetada en {Path(sys.executable).parent}"
    return f"Python {sys.version.split()[0]} en {sys.prefix}"


def _quiet_libraries() -> None:
    """pyHanko logs what the verification report already says; keep the output to the steps."""
    import logging

    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(logging.NullHandler())


def run_self_test(out: Callable[[str], object] = print) -> int:
    """Run every step; 0 only if all of them held. Stops at the first one that fails."""
    if out is print and hasattr(sys.stdout, "reconfigure"):
        # A console that cannot show a character must not turn a passing test into a crash.
        sys.stdout.reconfigure(errors="replace")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _quiet_libraries()
    total = len(STEPS)
    out(f"Autocomprobación de Delegado {__version__} ({_installation()})")
    started = time.perf_counter()
    saved_home = os.environ.get(HOME_ENV)
    # ignore_cleanup_errors: on Windows a file Qt or SQLite still holds must not mask the result.
    with tempfile.TemporaryDirectory(
        prefix="delegado-autocomprobacion-", ignore_cleanup_errors=True
    ) as tmp:
        os.environ[HOME_ENV] = str(Path(tmp) / "datos")
        run = _Run(Path(tmp))
        try:
            for number, (title, step) in enumerate(STEPS, start=1):
                step_started = time.perf_counter()
                try:
                    detail = step(run)
                except Exception as exc:
                    elapsed = (time.perf_counter() - step_started) * 1000
                    reason = _describe(exc)
                    out(f"[{number:>2}/{total}] FALLO    {elapsed:6.0f} ms  {title}: {reason}")
                    out(f"Autocomprobación FALLIDA en el paso {number} de {total}.")
                    return 1
                elapsed = (time.perf_counter() - step_started) * 1000
                out(f"[{number:>2}/{total}] correcto {elapsed:6.0f} ms  {title}: {detail}")
        finally:
            run.close()
            if saved_home is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = saved_home
    seconds = time.perf_counter() - started
    out(f"Autocomprobación correcta: {total} pasos en {seconds:.1f} s.")
    return 0


if __name__ == "__main__":
    raise SystemExit(run_self_test())
