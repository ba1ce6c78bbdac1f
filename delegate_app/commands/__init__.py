"""Command-line groups beyond the original ones in cli.py, one module per group.

Each module defines `register(sub)`: it adds its sub-commands to the top-level subparsers and
sets `run=` (a function of the parsed arguments returning the exit code) as a parser default.
Modules import their heavy dependencies inside `run`, so `delegado --version` stays fast.
"""
