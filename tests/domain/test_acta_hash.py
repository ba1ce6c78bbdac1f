"""Canonical acta content, signatures bound to its hash, and the hash-chained incident log."""

import hashlib
import json
import unicodedata
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from enum import IntEnum
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from delegate_app.domain.acta_hash import (
    GENESIS,
    ChainLink,
    SignatureBinding,
    append_link,
    bind_signature,
    canonical_json,
    chain_hash,
    content_hash,
    is_hash,
    signatures_still_valid,
    verify_chain,
)
from delegate_app.domain.chess.standings import BoardResult
from delegate_app.domain.sides import Side

ACTA = {
    "encuentro": {"local": "C.A. Laguna", "visitante": "Club Orotava", "ronda": 3},
    "fecha": date(2025, 10, 4),
    "comienzo": datetime(2025, 10, 4, 16, 0),
    "tableros": [BoardResult.HOME_WIN, BoardResult.DRAW, "0-1", BoardResult.HOME_BY_FORFEIT],
    "resultado": (Fraction(5, 2), Fraction(3, 2)),
    "incidencias": [],
}


# --- canonical JSON ------------------------------------------------------------------------------


def test_canonical_json_sorts_keys_without_whitespace_in_utf8():
    assert (
        canonical_json({"b": 1, "a": [True, None, "ñ"]}) == '{"a":[true,null,"ñ"],"b":1}'.encode()
    )


def test_canonical_json_of_the_acta_is_stable_and_readable():
    text = canonical_json(ACTA).decode("utf-8")
    assert json.loads(text)["resultado"] == ["5/2", "3/2"]
    assert json.loads(text)["tableros"] == ["1-0", "½-½", "0-1", "+/-"]
    assert '"fecha":"2025-10-04"' in text
    assert '"comienzo":"2025-10-04T16:00:00"' in text
    assert canonical_json(dict(reversed(list(ACTA.items())))) == canonical_json(ACTA)


def test_dates_times_and_durations():
    data = {
        "d": date(2025, 1, 2),
        "t": time(18, 42),
        "aware": datetime(2025, 1, 2, 16, tzinfo=UTC),
        "exact": timedelta(minutes=41, seconds=10),
        "fine": timedelta(microseconds=1500),
        "negative": timedelta(microseconds=-1500),
    }
    assert json.loads(canonical_json(data)) == {
        "d": "2025-01-02",
        "t": "18:42:00",
        "aware": "2025-01-02T16:00:00+00:00",
        "exact": 2470,
        "fine": "0.0015",
        "negative": "-0.0015",
    }


@pytest.mark.parametrize(
    "value, text",
    [
        (Decimal("1.50"), "1.5"),
        (Decimal("1.5"), "1.5"),
        (Decimal("100"), "100"),
        (Decimal("1E+2"), "100"),
        (Decimal("-0.00"), "0"),
        (Decimal("0.000"), "0"),
        (Decimal("12.340"), "12.34"),
        (Fraction(1, 2), "1/2"),
        (Fraction(4, 2), "2"),
        (Fraction(-3, 6), "-1/2"),
    ],
)
def test_decimals_and_fractions_are_stable_strings(value, text):
    assert json.loads(canonical_json({"x": value})) == {"x": text}


def test_equal_decimals_hash_the_same():
    assert content_hash({"x": Decimal("2.50")}) == content_hash({"x": Decimal("2.5")})


def test_text_is_normalised_to_nfc():
    composed = unicodedata.normalize("NFC", "José")
    decomposed = unicodedata.normalize("NFD", "José")
    assert composed != decomposed
    assert content_hash({"nombre": composed}) == content_hash({"nombre": decomposed})
    assert content_hash({composed: 1}) == content_hash({decomposed: 1})


def test_enums_dataclasses_sets_and_int_keys():
    class Level(IntEnum):
        LOW = 1

    @dataclass
    class Player:
        name: str
        board: int

    data = {
        "lado": Side.HOME,
        "nivel": Level.LOW,
        "jugador": Player("Ana", 2),
        "conjunto": {3, 1, 2},
        "por_tablero": {1: "a", 2: "b"},
        Side.AWAY: "x",
    }
    assert json.loads(canonical_json(data)) == {
        "lado": "local",
        "nivel": 1,
        "jugador": {"name": "Ana", "board": 2},
        "conjunto": [1, 2, 3],
        "por_tablero": {"1": "a", "2": "b"},
        "visitante": "x",
    }
    assert canonical_json(Player("Ana", 2)) == b'{"board":2,"name":"Ana"}'


@pytest.mark.parametrize(
    "data, error, message",
    [
        ({"x": 1.5}, TypeError, "float"),
        ({"x": b"raw"}, TypeError, "binarios"),
        ({"x": object()}, TypeError, "Tipo no admitido"),
        ({"x": Decimal("NaN")}, ValueError, "no finita"),
        ({"x": Decimal("Infinity")}, ValueError, "no finita"),
        ({1: "a", "1": "b"}, ValueError, "Clave repetida"),
        ({(1, 2): "a"}, TypeError, "Clave no admitida"),
        ({True: "a"}, TypeError, "Clave no admitida"),
    ],
)
def test_unstable_or_ambiguous_content_is_refused_in_spanish(data, error, message):
    with pytest.raises(error, match=message):
        canonical_json(data)


def test_the_top_level_must_be_an_object():
    with pytest.raises(TypeError, match="objeto de campos"):
        canonical_json([1, 2])


def test_self_containing_content_is_refused():
    data: dict = {"a": []}
    data["a"].append(data)
    with pytest.raises(ValueError, match="se contiene a sí mismo"):
        canonical_json(data)


def test_shared_but_not_cyclic_content_is_fine():
    shared = {"x": 1}
    assert canonical_json({"a": shared, "b": shared}) == b'{"a":{"x":1},"b":{"x":1}}'


def test_content_hash_is_sha256_of_the_canonical_bytes():
    digest = content_hash(ACTA)
    assert digest == hashlib.sha256(canonical_json(ACTA)).hexdigest()
    assert is_hash(digest)
    assert not is_hash(digest.upper())
    assert not is_hash(None)


def test_any_change_changes_the_hash():
    changed = {**ACTA, "tableros": [*ACTA["tableros"][:3], BoardResult.DOUBLE_FORFEIT]}
    assert content_hash(changed) != content_hash(ACTA)
    assert content_hash({"x": 1}) != content_hash({"x": "1"})


# Keys that differ only in Unicode normalisation are one key once normalised (refused above).
nfc_keys = st.text(max_size=8).map(lambda key: unicodedata.normalize("NFC", key))

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.text(),
        st.dates(),
        st.decimals(allow_nan=False, allow_infinity=False),
        st.fractions(),
    ),
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(nfc_keys, children, max_size=4)
    ),
    max_leaves=20,
)


@pytest.mark.slow
@settings(max_examples=200)
@given(st.dictionaries(nfc_keys, json_values, max_size=6), st.randoms())
def test_key_order_never_changes_the_bytes(data, rng):
    items = list(data.items())
    rng.shuffle(items)
    assert canonical_json(dict(items)) == canonical_json(data)
    text = canonical_json(data).decode("utf-8")
    assert json.loads(text) is not None
    assert content_hash(data) == content_hash(json.loads(text))


# --- signatures ----------------------------------------------------------------------------------


def sign(role, data, minute):
    return bind_signature(data, role, f"Firmante {role}", datetime(2025, 10, 4, 21, minute))


def test_signatures_on_unchanged_content_stay_valid():
    home = sign("Delegado local", ACTA, 0)
    away = sign("Delegado visitante", ACTA, 1)
    valid, voided = signatures_still_valid(content_hash(ACTA), [home, away])
    assert (valid, voided) == ([home, away], [])


def test_changing_anything_after_a_signature_voids_the_signatures_so_far():
    home = sign("Delegado local", ACTA, 0)
    changed = {**ACTA, "incidencias": ["Tablero 2: llega a las 16:25."]}
    valid, voided = signatures_still_valid(content_hash(changed), [home])
    assert (valid, voided) == ([], [home])
    # signing again binds the new content
    again = sign("Delegado local", changed, 5)
    away = sign("Delegado visitante", changed, 6)
    valid, voided = signatures_still_valid(content_hash(changed), [home, again, away])
    assert (valid, voided) == ([again, away], [home])


def test_reverting_the_content_does_not_revive_a_signature_once_someone_signed_in_between():
    first = sign("Delegado local", ACTA, 0)
    changed = {**ACTA, "incidencias": ["x"]}
    second = sign("Delegado visitante", changed, 2)
    valid, voided = signatures_still_valid(content_hash(ACTA), [first, second])
    assert (valid, voided) == ([], [first, second])


def test_signatures_are_judged_in_signing_order_not_list_order():
    home = sign("Delegado local", ACTA, 0)
    changed = {**ACTA, "incidencias": ["x"]}
    away = sign("Delegado visitante", changed, 3)
    valid, voided = signatures_still_valid(content_hash(changed), [away, home])
    assert (valid, voided) == ([away], [home])


def test_a_signature_needs_a_real_hash():
    with pytest.raises(ValueError, match="SHA-256"):
        SignatureBinding("Árbitro", "X", datetime(2025, 10, 4, 21), "abc")


# --- hash chain ----------------------------------------------------------------------------------

ENTRIES = [
    {"id": 1, "tipo": "llegada_tarde", "campos": {"tablero": 2, "hora_llegada": "16:25"}},
    {"id": 2, "tipo": "sub_conditione", "campos": {"tablero": 3, "hora": "18:42"}},
    {"id": 3, "tipo": "otros", "campos": {"texto": "Se fue la luz"}, "corrige": None},
]


def build_chain(entries):
    chain: list[ChainLink] = []
    for entry in entries:
        chain.append(append_link(chain, entry))
    return chain


def test_chain_links_each_entry_to_the_previous_one():
    chain = build_chain(ENTRIES)
    assert verify_chain(chain) is None
    assert chain[0].hash == chain_hash(None, ENTRIES[0]) == chain_hash(GENESIS, ENTRIES[0])
    assert chain[1].hash == chain_hash(chain[0].hash, ENTRIES[1])
    assert len({link.hash for link in chain}) == 3
    # the same entry after another history hashes differently
    assert chain_hash(chain[1].hash, ENTRIES[0]) != chain[0].hash


def test_an_edited_entry_is_the_first_broken_link():
    chain = build_chain(ENTRIES)
    edited = {**ENTRIES[1], "campos": {"tablero": 3, "hora": "18:43"}}
    tampered = [chain[0], ChainLink(edited, chain[1].hash), chain[2]]
    assert verify_chain(tampered) == 1


def test_a_removed_or_reordered_entry_breaks_the_chain():
    chain = build_chain(ENTRIES)
    assert verify_chain([chain[0], chain[2]]) == 1
    assert verify_chain([chain[1], chain[0], chain[2]]) == 0
    assert verify_chain([]) is None


def test_tuples_and_bad_links_are_accepted_and_reported_without_raising():
    chain = build_chain(ENTRIES)
    as_tuples = [(link.data, link.hash) for link in chain]
    assert verify_chain(as_tuples) is None
    assert verify_chain([*as_tuples[:2], ({"x": 1.5}, "0" * 64)]) == 2
    assert verify_chain([as_tuples[0], "nonsense"]) == 1
    assert verify_chain([as_tuples[0], (ENTRIES[1], None)]) == 1
    assert verify_chain([(ENTRIES[0], chain[0].hash.upper())]) == 0


def test_chain_hash_refuses_a_bad_previous_hash():
    with pytest.raises(ValueError, match="SHA-256"):
        chain_hash("xyz", ENTRIES[0])


@settings(max_examples=100)
@given(
    st.lists(st.dictionaries(nfc_keys, st.integers(), max_size=3), min_size=1, max_size=8),
    st.data(),
)
def test_tampering_with_any_entry_is_found_at_that_entry(entries, data):
    chain = build_chain(entries)
    assert verify_chain(chain) is None
    index = data.draw(st.integers(0, len(chain) - 1))
    changed = {**chain[index].data, "\u0000tampered": True}
    tampered = [*chain[:index], ChainLink(changed, chain[index].hash), *chain[index + 1 :]]
    assert verify_chain(tampered) == index
