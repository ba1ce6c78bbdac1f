import multiprocessing

from delegate_app.cli import main

if __name__ == "__main__":
    # The federation's intake verifies in spawned processes; in a frozen bundle each of them
    # starts this same executable, which must hand over to multiprocessing instead of the CLI.
    multiprocessing.freeze_support()
    raise SystemExit(main())
