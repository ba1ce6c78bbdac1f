"""The faster PDF token readers give exactly what pyHanko's own give, and a verifier never loads
pyHanko's signers (documents/pyhanko_readers.py, documents/library_patches.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from decimal import Decimal
from io import BytesIO
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyhanko.pdf_utils import generic

from delegate_app.documents import pyhanko_readers as pyhanko_speed

ROOT = Path(__file__).resolve().parents[2]
# The bytes a hostile hex string or name is made of: digits, whitespace, delimiters, a comment.
_ALPHABET = list(b"0123456789abcdefABCDEFxyz \n\r\t\f\x00<>()[]{}/%#")
_chunks = st.lists(st.sampled_from(_ALPHABET), max_size=300).map(bytes)
_hex_bodies = st.lists(st.sampled_from(list(b"0123456789abcdefABCDEF \n\r\t\f\x00")), max_size=300)


def _outcome(read, data: bytes, start: int = 0):
    stream = BytesIO(data)
    stream.seek(start)
    try:
        value = read(stream)
    except Exception as exc:  # compared with the original's own error
        return ("error", type(exc), str(exc))
    return (type(value), bytes(value) if isinstance(value, bytes) else value, stream.tell())


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(body=_chunks, tail=_chunks)
def test_hex_strings_read_as_pyhanko_reads_them(body, tail):
    data = b"<" + body + tail
    assert _outcome(pyhanko_speed.read_hex_string, data) == _outcome(
        pyhanko_speed.slow_read_hex_string, data
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(body=_hex_bodies.map(bytes), tail=_chunks)
def test_well_formed_hex_strings_read_as_pyhanko_reads_them(body, tail):
    data = b"<" + body + b">" + tail
    assert _outcome(pyhanko_speed.read_hex_string, data) == _outcome(
        pyhanko_speed.slow_read_hex_string, data
    )


@pytest.mark.parametrize(
    "data",
    [
        b"<>",
        b"<4>",  # odd: the last digit is read as 40
        b"<48 65\n6C\r6c\t6F\f\x00>rest",
        b"<FEFF00E9>",  # UTF-16 with its mark: a text string
        b"<48%a comment\n65>",  # a comment inside: pyHanko's reader
        b"<48 6X>",  # a bad digit: pyHanko's error
        b"<4865",  # no end: pyHanko's error
        b"<" + b"0A" * 9000 + b">",  # longer than one piece, as a signature's /Contents
        b"<" + b"0A" * 9000,  # long and unterminated
    ],
)
def test_hex_string_cases(data):
    fast = _outcome(pyhanko_speed.read_hex_string, data)
    assert fast == _outcome(pyhanko_speed.slow_read_hex_string, data)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(data=_chunks, start=st.integers(min_value=0, max_value=40))
def test_tokens_end_where_pyhanko_ends_them(data, start):
    start = min(start, len(data))
    assert _outcome(pyhanko_speed.read_until_delimiter, data, start) == _outcome(
        pyhanko_speed.slow_read_until_delimiter, data, start
    )


# Whitespace and what follows it: a comment, a token, the end.
_spaced = st.lists(st.sampled_from(list(b" \n\r\t\f\x00") * 4 + _ALPHABET), max_size=200).map(bytes)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(data=_spaced, start=st.integers(min_value=0, max_value=80), flags=st.sampled_from(
    [(False, False), (True, False), (False, True), (True, True)]))  # fmt: skip
def test_the_next_token_starts_where_pyhanko_starts_it(data, start, flags):
    start = min(start, len(data))
    seek_back, allow_eof = flags

    def fast(stream):
        return pyhanko_speed.read_non_whitespace(stream, seek_back, allow_eof)

    def slow(stream):
        return pyhanko_speed.slow_read_non_whitespace(stream, seek_back, allow_eof)

    assert _outcome(fast, data, start) == _outcome(slow, data, start)


@pytest.mark.parametrize(
    "data", [b"", b"   ", b" " * 100 + b"x", b"  %comment\n  x", b"\x00\x00(", b"x"]
)
def test_next_token_cases(data):
    for flags in ((False, False), (True, False), (False, True), (True, True)):

        def fast(stream, flags=flags):
            return pyhanko_speed.read_non_whitespace(stream, *flags)

        def slow(stream, flags=flags):
            return pyhanko_speed.slow_read_non_whitespace(stream, *flags)

        assert _outcome(fast, data) == _outcome(slow, data)


# Every byte a name may hold or be refused for: escapes, delimiters, whitespace, non-ASCII.
_name_bytes = st.lists(
    st.sampled_from(_ALPHABET + list(b"#2F#20\x7f\x80\xc3\xa9\xff~!")), max_size=60
).map(bytes)


@settings(max_examples=500, suppress_health_check=[HealthCheck.too_slow])
@given(name=_name_bytes)
def test_names_decode_as_pyhanko_decodes_them(name):
    def decoded(decode):
        try:
            value = decode(name)
        except Exception as exc:  # compared with the original's own refusal
            return ("error", type(exc), str(exc))
        return (type(value), str(value))

    assert decoded(pyhanko_speed.decode_name) == decoded(pyhanko_speed.slow_decode_name)


@pytest.mark.parametrize("name", [b"", b"Type", b"A#20B", b"F1+0", b"caf\xc3\xa9", b"a b", b"#"])
def test_name_cases(name):
    def decoded(decode):
        try:
            return str(decode(name))
        except Exception as exc:
            return type(exc).__name__

    assert decoded(pyhanko_speed.decode_name) == decoded(pyhanko_speed.slow_decode_name)


def test_a_long_name_is_read_whole():
    data = b"Name" + b"x" * 500 + b"/Next"
    assert _outcome(pyhanko_speed.read_until_delimiter, data)[1:] == (b"Name" + b"x" * 500, 504)


@settings(max_examples=300)
@given(text=st.text(max_size=40))
def test_name_preparation_is_asn1cryptos(text):
    try:
        expected = pyhanko_speed.slow_string_prep(None, text)
    except Exception as exc:  # RFC 4518 refuses some characters: the same refusal
        with pytest.raises(type(exc)):
            pyhanko_speed.string_prep(None, text)
        return
    assert pyhanko_speed.string_prep(None, text) == expected


class _Container:
    """What a read object names as its container (a reference in a file)."""

    def get_pdf_handler(self):
        return None


def _shown(value, container):
    """An object read, its kind and container part of it (1 and 1.0 are equal in Python)."""
    if isinstance(value, list):
        return ("array", [_shown(item, container) for item in value])
    shown = value.literal if isinstance(value, generic.OperatorLiteral) else repr(value)
    return (type(value), shown, value.container_ref is container)


def _array_outcome(read, data: bytes, in_content_stream):
    stream, container = BytesIO(data), _Container()
    try:
        if in_content_stream is None:
            value = read(stream, container)
        else:
            value = read(stream, container, in_content_stream=in_content_stream)
    except Exception as exc:  # compared with the original's own error
        return ("error", type(exc), str(exc))
    return (type(value), _shown(value, container), stream.tell())


# Numbers well and badly formed, whitespace, the end of an array, and what is not a number.
_ARRAY_ALPHABET = list(b"0123456789+-.,") * 3 + list(b" \n\r\t\f\x00") * 3 + list(b"[]R/%aE<(")
_array_bodies = st.lists(st.sampled_from(_ARRAY_ALPHABET), max_size=120).map(bytes)
_contexts = st.sampled_from([None, *generic.ContentOpReading])


@settings(max_examples=600, suppress_health_check=[HealthCheck.too_slow])
@given(body=_array_bodies, tail=_chunks, context=_contexts)
def test_arrays_read_as_pyhanko_reads_them(body, tail, context):
    data = b"[" + body + b"]" + tail
    assert _array_outcome(pyhanko_speed.read_array, data, context) == _array_outcome(
        pyhanko_speed.slow_read_array, data, context
    )


@pytest.mark.parametrize(
    "data",
    [
        b"[]",
        b"[ 0 0 595.2756 841.8898 ]",
        b"[600 -12 +3 .5 -.5 5. 0.0 007]rest",
        b"[1 0 R]",  # a reference: pyHanko's reader
        b"[1 2 3 %comment\n 4]",
        b"[1.2.3]",  # pyHanko's error
        b"[1,5]",  # one token for pyHanko: its error
        b"[- 1]",
        b"[1 2",  # no end
        b"[" + b"600 " * 2000 + b"]",  # longer than one piece
        b"[1[2]3]",
        b"(not an array)",
    ],
)
def test_array_cases(data):
    for context in (None, *generic.ContentOpReading):
        fast = _array_outcome(pyhanko_speed.read_array, data, context)
        assert fast == _array_outcome(pyhanko_speed.slow_read_array, data, context)


def test_a_plain_array_of_numbers_is_read_without_pyhankos_reader(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("pyHanko's reader")

    monkeypatch.setattr(pyhanko_speed, "slow_read_array", refuse)
    read = pyhanko_speed.read_array(BytesIO(b"[0 600.0977 -1]"), _Container())
    assert [(type(n).__name__, n) for n in read] == [
        ("NumberObject", 0),
        ("FloatObject", Decimal("600.0977")),
        ("NumberObject", -1),
    ]


def _run(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_verifier_never_loads_pyhankos_signers_or_aiohttp():
    out = _run(
        """
        import sys
        from delegate_app.documents import registry, verify, signing, verify_batch
        verify_batch.warm_up()
        print(sorted(m for m in ("aiohttp", "pyhanko.sign.signers", "pyhanko.sign.timestamps")
                     if m in sys.modules))
        """
    )
    assert out.strip() == "[]"


def test_pyhanko_sign_still_gives_every_name_it_exports():
    out = _run(
        """
        import delegate_app.documents
        import pyhanko.sign
        from pyhanko.sign import fields
        from pyhanko.sign import DEFAULT_MD, PdfSigner, SimpleSigner
        from pyhanko.sign.timestamps import HTTPTimeStamper
        print(DEFAULT_MD, PdfSigner.__name__, pyhanko.sign.sign_pdf.__name__, fields.__name__)
        """
    )
    assert out.split() == ["sha256", "PdfSigner", "sign_pdf", "pyhanko.sign.fields"]


# --------------------------------------------------------------------------- version guards


def test_a_patch_refuses_a_version_it_was_not_written_for(caplog):
    from delegate_app.documents import library_patches

    library_patches._refused.discard("pyHanko")
    with caplog.at_level("WARNING", logger=library_patches.__name__):
        assert not library_patches.version_fits("pyHanko", "0.39.0")
        assert not library_patches.version_fits("pyHanko", "0.39.1")
    assert [r.getMessage() for r in caplog.records].count(
        "pyHanko 0.39.0: not a version the speed patches were written for (0.38.); its own code "
        "runs"
    ) == 1, "one log line per library, not per call"
    assert library_patches.version_fits("pyHanko", "0.38.2")
    assert library_patches.version_fits("asn1crypto", "1.5.1")
    assert not library_patches.version_fits("asn1crypto", "2.0.0")


def test_the_installed_libraries_are_the_ones_the_patches_were_written_for():
    """The pins in pyproject.toml keep these true; a failure here means an upgrade arrived and
    the readers above must be compared again before WRITTEN_FOR admits it."""
    from delegate_app.documents import library_patches

    assert library_patches.version_fits("pyHanko")
    assert library_patches.version_fits("asn1crypto")


def test_on_another_version_the_libraries_own_readers_stay(monkeypatch):
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils import generic, misc

    from delegate_app.documents import library_patches

    for module, name, original in (
        (generic, "read_hex_string_from_stream", pyhanko_speed.slow_read_hex_string),
        (misc, "read_until_delimiter", pyhanko_speed.slow_read_until_delimiter),
        (generic, "read_until_delimiter", pyhanko_speed.slow_read_until_delimiter),
        (misc, "read_non_whitespace", pyhanko_speed.slow_read_non_whitespace),
        (generic, "read_non_whitespace", pyhanko_speed.slow_read_non_whitespace),
        (generic, "_decode_name", pyhanko_speed.slow_decode_name),
    ):
        monkeypatch.setattr(module, name, original)
    monkeypatch.setattr(
        asn1_x509.NameTypeAndValue, "_ldap_string_prep", pyhanko_speed.slow_string_prep
    )
    monkeypatch.setattr(library_patches, "version_fits", lambda _dist, _v=None: False)
    library_patches.install_readers()
    assert generic.read_hex_string_from_stream is pyhanko_speed.slow_read_hex_string
    assert misc.read_until_delimiter is pyhanko_speed.slow_read_until_delimiter
    assert generic.read_non_whitespace is pyhanko_speed.slow_read_non_whitespace
    assert generic._decode_name is pyhanko_speed.slow_decode_name
    assert asn1_x509.NameTypeAndValue._ldap_string_prep is pyhanko_speed.slow_string_prep
    monkeypatch.setattr(library_patches, "version_fits", lambda _dist, _v=None: True)
    library_patches.install_readers()
    assert generic.read_hex_string_from_stream is pyhanko_speed.read_hex_string
    assert misc.read_non_whitespace is pyhanko_speed.read_non_whitespace
    assert generic._decode_name is pyhanko_speed.decode_name
    assert asn1_x509.NameTypeAndValue._ldap_string_prep is pyhanko_speed.string_prep


def test_the_pool_internals_are_used_only_on_the_pythons_they_exist_on():
    from concurrent.futures import ProcessPoolExecutor

    from delegate_app.documents import library_patches

    assert library_patches.pool_internals_known((3, 11))
    assert not library_patches.pool_internals_known((3, 14))
    executor = ProcessPoolExecutor(max_workers=1)
    try:
        library_patches.stop_spawning_workers(executor)
        assert executor._safe_to_dynamically_spawn_children is False
        assert library_patches.worker_processes(executor) == []  # none started yet
    finally:
        executor.shutdown()
