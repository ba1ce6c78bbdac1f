"""acta_schema.depth_of, the nesting check run on a registry (640 KB, read by the importer and
again by each verifying process) and on receipts before json.loads: held to the loop over every
character it replaced, on arbitrary text made of what matters to it (quotes, escapes,
brackets), strings left open and escapes at the very end included."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from delegate_app.documents import acta_schema


def by_each_character(raw: str) -> int:
    depth = deepest = 0
    in_string = escaped = False
    for char in raw:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > acta_schema.MAX_DEPTH:
                return deepest
        elif char in "]}":
            depth -= 1
    return deepest


@given(st.text(alphabet='"\\[]{}a\n:,', max_size=200))
def test_the_depth_is_the_one_found_character_by_character(raw):
    assert acta_schema.depth_of(raw) == by_each_character(raw)


@given(
    st.lists(
        st.sampled_from(['"', "\\", "[", "]", "{", "}", '\\"', '"[', "\\\n", "a"]), max_size=80
    )
)
def test_the_same_for_quotes_and_escapes_next_to_brackets(parts):
    raw = "".join(parts)
    assert acta_schema.depth_of(raw) == by_each_character(raw)


def test_brackets_inside_strings_do_not_count_and_a_deep_nesting_is_seen_early():
    assert acta_schema.depth_of('{"a": "[[[[[[[[[[[[", "b": ["\\"[["]}') == 2
    assert acta_schema.depth_of("[" * 5_000_000) == acta_schema.MAX_DEPTH + 1
    assert acta_schema.depth_of('"' + "[" * 50) == 0  # a string never closed
    assert acta_schema.depth_of('"\\\n"[') == 1  # any character is escaped, a line end too
