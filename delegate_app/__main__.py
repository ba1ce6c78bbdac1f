import sys

from delegate_app.cli import main

if __name__ == "__main__":
    # The federation's intake verifies in spawned processes; in a frozen bundle each of them
    # starts this same executable, which must hand over to multiprocessing instead of the CLI.
    # Only there: importing multiprocessing costs a tenth of a second before the first paint.
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(main())
