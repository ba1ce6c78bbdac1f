"""docs/acta.schema.json is the schema verify enforces, and real actas of both sports follow it."""

from __future__ import annotations

import json
from pathlib import Path

from delegate_app.documents import acta_schema

DOC = Path(__file__).resolve().parents[2] / "docs" / "acta.schema.json"


def test_the_documented_schema_is_the_one_verify_enforces():
    assert json.loads(DOC.read_text("utf-8")) == acta_schema.json_schema()


def _keys_follow(value, schema, path="acta") -> list[str]:
    """A small walk of the JSON Schema subset the document uses (object, array, type)."""
    problems = []
    if schema.get("type") == "object" and "properties" in schema:
        # optional keys (a sealed-move envelope, say) appear only when the acta has them
        unknown = set(value) - set(schema["properties"])
        missing = set(schema.get("required", ())) - set(value)
        if unknown or missing:
            problems.append(f"{path}: {sorted(unknown | missing)}")
        for key, sub in schema["properties"].items():
            if key in value:
                problems += _keys_follow(value[key], sub, f"{path}.{key}")
    elif schema.get("type") == "array":
        for index, item in enumerate(value):
            problems += _keys_follow(item, schema["items"], f"{path}[{index}]")
    return problems


def test_real_actas_of_both_sports_follow_the_documented_schema(actas):
    schema = json.loads(DOC.read_text("utf-8"))
    for sport, definition in (("ajedrez", "ajedrez"), ("domino", "domino")):
        data = actas[sport].data
        assert acta_schema.problems(data) == []
        assert _keys_follow(data, schema["$defs"][definition]) == []
