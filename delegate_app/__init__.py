"""Delegado: club delegate's desk for Canarian chess and domino team competitions."""

from importlib import metadata as _metadata

try:
    __version__ = _metadata.version("delegado")
except _metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
