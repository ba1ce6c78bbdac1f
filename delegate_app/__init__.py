"""Delegado: club delegate's desk for Canarian chess and domino team competitions."""

# A literal, not importlib.metadata: asking the installed metadata costs about a quarter of a
# second (it imports the email package) before the first window can paint. pyproject.toml reads
# the version from here (setuptools' attr:), so there is one place to change it.
__version__ = "0.1.0"
