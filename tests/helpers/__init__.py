"""Builders and readers shared by several test modules: databases, encounters, PDFs, screens.

Test modules and conftest.py files import from here and never from one another, so a test file
can be renamed, split or deleted without breaking another one (tests/test_architecture.py
checks it). Fixtures stay in conftest.py files; what lives here are plain functions and values.
"""
