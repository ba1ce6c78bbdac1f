"""Command-line groups, one module per group (cli.py, the entry point, registers them).

Each module defines `register(sub)`: it adds its sub-commands to the top-level subparsers and
sets `run=` (a function of the parsed arguments returning the exit code) as a parser default.
Modules import their heavy dependencies inside `run`, so `delegado --version` stays fast.

The common machinery lives in commands/common.py; use it rather than opening files directly:
- `open_db(args.db)` (reading) or `open_db(args.db, write=True)` for an existing database, and
  `open_new_db(args.db)` for a command that may create one: the file is checked as the window
  checks it and refused with a Spanish message, exit code 2, left untouched;
- `raise CommandError("…")` for any refusal (main prints it and exits with code 2);
- `add_force_argument(parser)` and `refuse_overwrite([paths], args.force)` before writing files;
- OS errors may simply propagate: main gives them in Spanish (delegate_app/os_errors.py).
"""

# Listed, not discovered: finding them with pkgutil imports inspect and walks the folder on every
# start of every command and of both windows, which costs more than the list's upkeep;
# tests/test_cli.py fails when a module of this folder is missing here.
GROUPS = (
    "federation",
    "federation_authority",
    "federation_elo",
    "federation_mailbox",
    # after federation (which adds importar) and federation_mailbox (which wraps its run)
    "federation_receipt_mail",
    "federation_receipts",
    "federation_resend",
    "federation_results",
    "federation_reverify",
    "federation_window",
    "mail",
    "registry",
    "season",
)
