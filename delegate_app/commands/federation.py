"""`delegado federacion …`: the federation office's commands.

Placeholder of the group until fed-intake's module (with `importar`) is merged: on that merge
take fed-intake's version of this file; it keeps `federation_actions(sub)`, through which
commands/federation_results.py adds `plazos`, `clasificacion`, `publicar` and `decision`.
"""

from __future__ import annotations

import argparse

GROUP = "federacion"


def federation_actions(sub: argparse._SubParsersAction) -> argparse._SubParsersAction:
    """The sub-parsers of `delegado federacion`, created on first use by any module."""
    parser = sub.choices.get(GROUP)
    if parser is None:
        parser = sub.add_parser(
            GROUP,
            help="(federación) recibir y verificar las actas de los clubes, plazos, "
            "clasificaciones y publicación",
        )
        parser.add_subparsers(dest="federacion_command", metavar="ACCIÓN", required=True)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    raise RuntimeError("el grupo federacion no tiene acciones")


def register(sub: argparse._SubParsersAction) -> None:
    federation_actions(sub)
