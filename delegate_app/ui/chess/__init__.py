"""The chess match-day guide and its steps."""
