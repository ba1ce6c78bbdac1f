# Two entry points for a fresh machine: `make run` (the app) and `make test` (lint + every test).
# Both build .venv on first use from pyproject.toml; nothing is installed system-wide.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: run test test-fast lint format forms translations screenshots bench bundle clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Delegado necesita Python 3.11 o posterior (encontrado: $$($(PYTHON) --version))"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(PY) -m delegate_app $(ARGS)

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# Every test, the slow ones too, on every core (pytest-xdist): `-n auto` is one worker per core,
# and --dist loadfile keeps a file's tests on one worker so its module fixtures are built once.
# PYTEST_WORKERS=0 runs them in this one process (docs/testing.md).
PYTEST_WORKERS ?= auto
XDIST = -n $(PYTEST_WORKERS) $(if $(filter 0,$(PYTEST_WORKERS)),,--dist loadfile)

# PYTHONDONTWRITEBYTECODE is emptied for the run: where a machine sets it, every command process
# and pool worker the tests start would compile the app's own modules again (0.25-0.4 s each).
test: lint
	QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE= $(PY) -m pytest $(XDIST) $(PYTEST_ARGS)

# The quick loop while working: no lint, no fuzzing, crash or heaviest property tests.
test-fast: $(STAMP)
	QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE= $(PY) -m pytest $(XDIST) -m "not slow" $(PYTEST_ARGS)

format: $(STAMP)
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# Recompile the Designer forms after editing forms/*.ui (a test fails when they are stale).
forms: $(STAMP)
	$(PY) scripts/compile_forms.py

# Update the Qt Linguist catalogues and compile them (a test fails when they are stale or unfinished).
translations: $(STAMP)
	$(PY) scripts/update_translations.py

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) scripts/screenshots.py
	QT_QPA_PLATFORM=offscreen $(PY) scripts/screenshots.py --lang en

bench: $(STAMP)
	$(PY) benchmarks/run.py

# The one-folder bundle (PyInstaller) in dist/delegado/, checked by its own self-test.
bundle: $(STAMP)
	packaging/build_linux.sh

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .mypy_cache
