"""What every command shares: one refusal class, one table of exit codes, argparse in Spanish,
the database file checked as the window checks it, and files never overwritten by mistake.

- `raise CommandError("…")` for any refusal: main prints it and exits with its code (2 unless
  said), nothing changed;
- `open_db(args.db)` (reading) or `open_db(args.db, write=True)` for an existing database, and
  `open_new_db(args.db)` for a command that may create one: refused with a Spanish message, the
  file left as it was;
- `add_force_argument(parser)` and `refuse_overwrite([paths], args.force)` before writing files;
- OS errors may simply propagate: main gives them in Spanish (delegate_app/os_errors.py).
"""

from __future__ import annotations

import argparse
import contextlib
import contextvars
import os
import re
import sys
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar, overload

if TYPE_CHECKING:
    from delegate_app.store.database import Database
    from delegate_app.store.recovery import FileState

_N = TypeVar("_N")

# The exit codes of every command: 0 done, 1 an error (or a verdict that failed), 2 refused
# (bad input, nothing changed), 3 incomplete (verify: a required signature missing).
EXIT_OK = 0
EXIT_ERROR = 1
EXIT_REFUSED = 2
EXIT_INCOMPLETE = 3
EXIT_PIPE_CLOSED = 141  # what a shell reports for a writer stopped by SIGPIPE (128 + 13)


class CommandError(Exception):
    """A command cannot go on; the message is Spanish and nothing has been changed."""

    def __init__(self, message: str, code: int = EXIT_REFUSED) -> None:
        super().__init__(message)
        self.code = code


# --- argparse in Spanish ----------------------------------------------------------------------

_SPANISH = {
    "usage: ": "uso: ",
    "positional arguments": "argumentos",
    "options": "opciones",
    "show this help message and exit": "muestra esta ayuda y termina",
    "show program's version number and exit": "muestra la versión del programa y termina",
    "the following arguments are required: %s": "faltan estos argumentos obligatorios: %s",
    "argument %(argument_name)s: %(message)s": "argumento %(argument_name)s: %(message)s",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "valor no válido: %(value)r (elija entre %(choices)s)"
    ),
    "unrecognized arguments: %s": "argumentos no reconocidos: %s",
    "%(prog)s: error: %(message)s\n": "%(prog)s: error: %(message)s\n",
    "invalid %(type)s value: %(value)r": "valor no válido (%(type)s): %(value)r",
    "expected one argument": "falta su valor",
    "expected at most one argument": "admite como mucho un valor",
    "expected at least one argument": "necesita al menos un valor",
    "ambiguous option: %(option)s could match %(matches)s": (
        "opción ambigua: %(option)s puede ser %(matches)s"
    ),
    "not allowed with argument %s": "no se admite junto con %s",
    "ignored explicit argument %r": "no admite valor: %r",
    "one of the arguments %s is required": "hace falta uno de estos argumentos: %s",
    "unexpected option string: %s": "opción inesperada: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)": (
        "orden desconocida %(parser_name)r (elija entre %(choices)s)"
    ),
    "subcommands": "órdenes",
}


def _spanish_gettext(message: str) -> str:
    return _SPANISH.get(message, message)


def _spanish_ngettext(singular: str, plural: str, n: int) -> str:
    if singular == "expected %s argument":
        return "necesita %s valor" if n == 1 else "necesita %s valores"
    return _SPANISH.get(singular if n == 1 else plural, singular if n == 1 else plural)


@contextlib.contextmanager
def _argparse_in_spanish() -> Iterator[None]:
    """argparse looks its texts up through module globals at the moment it needs them; they
    are swapped only while our parsers build, parse, format and report (through the module's
    namespace: its stubs do not name the gettext functions it imports)."""
    names = vars(argparse)
    saved = names["_"], names["ngettext"]
    names["_"], names["ngettext"] = _spanish_gettext, _spanish_ngettext
    try:
        yield
    finally:
        names["_"], names["ngettext"] = saved


# Command-line words that may be a passphrase typed in the wrong place: hidden in every error.
SECRETS: contextvars.ContextVar[tuple[str, ...]] = contextvars.ContextVar(
    "delegado_cli_secrets", default=()
)
_SECRET_OPTIONS = ("--passphrase-env", "--passphrase")
HIDDEN = "«oculto»"


def possible_secrets(argv: list[str]) -> tuple[str, ...]:
    """The words after --passphrase-env/--passphrase up to the next option (a passphrase with
    spaces typed without quotes spans several), and the value of --passphrase-env=…"""
    found: list[str] = []
    following = False
    for word in argv:
        option, equals, value = word.partition("=")
        if option in _SECRET_OPTIONS or any(
            len(option) > 2 and name.startswith(option) for name in _SECRET_OPTIONS
        ):
            following = not equals
            if equals and value:
                found.append(value)
            continue
        if following and not word.startswith("-"):
            found.append(word)
        else:
            following = False
    return tuple(sorted({w for w in found if w}, key=len, reverse=True))


def hide_secrets(text: str) -> str:
    for secret in SECRETS.get():
        text = text.replace(secret, HIDDEN)
    return text


class SpanishArgumentParser(argparse.ArgumentParser):
    """argparse with its own messages in Spanish; errors never repeat a possible secret."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        with _argparse_in_spanish():
            super().__init__(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> argparse._SubParsersAction[Any]:
        with _argparse_in_spanish():
            return super().add_subparsers(**kwargs)

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        with _argparse_in_spanish():
            return super().add_argument(*args, **kwargs)

    @overload
    def parse_args(
        self, args: Iterable[str] | None = None, namespace: None = None
    ) -> argparse.Namespace: ...
    @overload
    def parse_args(self, args: Iterable[str] | None, namespace: _N) -> _N: ...
    @overload
    def parse_args(self, *, namespace: _N) -> _N: ...
    def parse_args(self, args: Iterable[str] | None = None, namespace: object = None) -> object:
        with _argparse_in_spanish():
            return super().parse_args(args, namespace)

    @overload
    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: None = None
    ) -> tuple[argparse.Namespace, list[str]]: ...
    @overload
    def parse_known_args(
        self, args: Iterable[str] | None, namespace: _N
    ) -> tuple[_N, list[str]]: ...
    @overload
    def parse_known_args(self, *, namespace: _N) -> tuple[_N, list[str]]: ...
    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: object = None
    ) -> tuple[object, list[str]]:
        with _argparse_in_spanish():
            return super().parse_known_args(args, namespace)

    def format_usage(self) -> str:
        with _argparse_in_spanish():
            return super().format_usage()

    def format_help(self) -> str:
        with _argparse_in_spanish():
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        with _argparse_in_spanish():
            self.print_usage(sys.stderr)
            text = vars(argparse)["_"]("%(prog)s: error: %(message)s\n") % {
                "prog": self.prog,
                "message": message,
            }
        self.exit(EXIT_REFUSED, hide_secrets(text))


def add_force_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--force",
        action="store_true",
        help="sustituye los archivos que ya existan (nunca un acta firmada por una sin firmar)",
    )


ROLES = ("delegado_local", "delegado_visitante", "arbitro")
VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class _CheckedValue(argparse.Action, ABC):
    """An option whose value is checked as it is parsed: `refusal` says why it is refused
    (argparse's exit 2), without ever repeating the value, which may be a password."""

    @abstractmethod
    def refusal(self, value: object) -> str | None: ...

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[Any] | None,
        option_string: str | None = None,
    ) -> None:
        refused = self.refusal(values)
        if refused:
            parser.error(refused)
        setattr(namespace, self.dest, values)


class _RefusePassphrase(_CheckedValue):
    """--passphrase exists only to be refused without echoing its value (shell history, ps)."""

    def refusal(self, value: object) -> str:
        return (
            "la contraseña no se admite en la línea de órdenes (quedaría en el historial y a "
            "la vista de otros procesos): use --passphrase-env VARIABLE"
        )


class _PassphraseVariable(_CheckedValue):
    """Only a variable's name is accepted: anything else may be the passphrase itself, typed in
    the wrong place, and is refused without repeating it."""

    def refusal(self, value: object) -> str | None:
        if isinstance(value, str) and VARIABLE.fullmatch(value):
            return None
        return (
            "--passphrase-env espera el nombre de una variable de entorno (letras, cifras "
            "y _), no la contraseña."
        )


def certificate_arguments(
    parser: argparse.ArgumentParser, *, required: bool, default_role: str = "delegado_local"
) -> None:
    parser.add_argument(
        "--p12", type=Path, required=required, help="certificado .p12/.pfx con su clave"
    )
    parser.add_argument(
        "--passphrase-env",
        action=_PassphraseVariable,
        metavar="VARIABLE",
        help="variable de entorno que contiene la contraseña del certificado "
        "(nunca se escribe en la línea de órdenes)",
    )
    parser.add_argument("--role", choices=ROLES, default=default_role, help="campo que se firma")
    parser.add_argument("--passphrase", action=_RefusePassphrase, help=argparse.SUPPRESS)


def resolve_db(args: argparse.Namespace) -> Path:
    if args.db is not None:
        return Path(args.db)
    from delegate_app.paths import default_db_path

    return default_db_path()


# --- the database file, checked as the window checks it --------------------------------------


def _checked_state(path: Path) -> FileState:
    from delegate_app.store.recovery import check_file

    if path.is_dir():
        raise CommandError(f"«{path}» es una carpeta, no una base de datos.")
    try:
        return check_file(path)
    except OSError as exc:
        raise CommandError(os_message("No se puede leer", path, exc)) from exc


def _open(path: Path, access: str) -> Database:
    from delegate_app.store.database import open_database
    from delegate_app.store.errors import StoreError

    try:
        return open_database(path, access)
    except StoreError as exc:
        raise CommandError(str(exc)) from exc
    except OSError as exc:
        raise CommandError(os_message("No se puede abrir", path, exc)) from exc


def open_db(path: Path | str, *, write: bool = False) -> Database:
    """An existing Delegado database, for a command: checked like the window does (missing,
    empty, not a database, damaged, of another program, newer or older than supported) and
    refused with CommandError, the file left as it was. An older schema is upgraded, after a
    backup, as the window does. write=False opens it read-only (another window may be writing);
    write=True takes the writer lock, refused while another process writes.
    """
    from delegate_app.store.database import READ, WRITE
    from delegate_app.store.recovery import FileStatus

    path = Path(path).expanduser()
    state = _checked_state(path)
    if state.status is FileStatus.MISSING:
        raise CommandError(f"No existe la base de datos «{path}».")
    if state.status is FileStatus.EMPTY:
        raise CommandError(
            f"{state.message} No contiene ninguna base de datos de Delegado; no se ha tocado."
        )
    if state.status is not FileStatus.OK:
        raise CommandError(state.message)
    return _open(path, WRITE if write else READ)


def open_new_db(path: Path | str) -> Database:
    """For commands that may create the database (demo, creating a competition): a missing or
    empty file becomes a new database, unless copies beside it say it held data (then the
    window's offer to restore one must stay possible); anything else as open_db(write=True)."""
    from delegate_app.store.backup import backups_dir, list_backups
    from delegate_app.store.database import WRITE
    from delegate_app.store.recovery import FileStatus

    path = Path(path).expanduser()
    state = _checked_state(path)
    if state.status in (FileStatus.MISSING, FileStatus.EMPTY):
        if list_backups(path.resolve(), with_contents=False):
            raise CommandError(
                f"«{path.name}» está vacía o no existe, pero hay copias de seguridad suyas en "
                f"«{backups_dir(path.resolve())}»: puede que se hayan perdido sus datos. Ábrala "
                "con la ventana de Delegado para restaurar una copia, o use otro archivo. No se "
                "ha tocado."
            )
        return _open(path, WRITE)
    return open_db(path, write=True)


# --- files the commands write ----------------------------------------------------------------


def _is_signed_pdf(path: Path) -> bool:
    """A signature dictionary always carries /ByteRange (what the signature covers)."""
    try:
        data = path.read_bytes()
    except OSError:
        return False
    return b"/ByteRange" in data and b"/Sig" in data


def refuse_overwrite(
    paths: Iterable[str | os.PathLike[str]], force: bool, *, new_pdf_signed: bool = False
) -> None:
    """Refuse (CommandError) to replace an existing file without --force, a folder ever, and a
    signed PDF by an unsigned one even with --force: a signature lost cannot be made again."""
    for path in map(Path, paths):
        if path.is_dir():
            raise CommandError(f"«{path}» es una carpeta: no se sustituye por un archivo.")
        if not path.exists():
            continue
        if path.suffix.lower() == ".pdf" and not new_pdf_signed and _is_signed_pdf(path):
            raise CommandError(
                f"«{path}» es un acta firmada: no se sustituye por una sin firmar (tampoco con "
                "--force). Exporte a otro archivo o carpeta."
            )
        if not force:
            raise CommandError(
                f"«{path}» ya existe: no se sustituye sin --force. No se ha escrito nada."
            )


def os_message(action: str, path: object, exc: OSError) -> str:
    from delegate_app.os_errors import os_reason

    return f"{action} «{path}»: {os_reason(exc)}."


def fail(message: str, code: int = EXIT_REFUSED) -> int:
    print(f"delegado: {message}", file=sys.stderr)
    return code


def quiet_libraries() -> None:
    """pyHanko logs validation details as warnings with tracebacks; the report already says it."""
    import logging

    logging.getLogger().addHandler(logging.NullHandler())
