"""One mail parsed by the email package, without the cost that grows with the size of its parts.

The feedparser trims the line end that closes each part (RFC 2046: it belongs to the boundary)
with `NLCRE_eol.search(payload)`, the regex `(\\r\\n|\\r|\\n)\\Z` *searched* over the whole
text: it is tried at every position of the part, about 4 ms for an acta of 190 kB in base64,
more than parsing the rest of the message (bench_mail.py). Only the last two characters can
match `\\Z`, and the feedparser reads nothing of the match but its text (group(0) and its length),
so the same regex searched over those two characters gives it exactly what it got before, for
every input. documents/library_patches.py (where every patch of a library's internals lives)
puts that in the feedparser's module, once, when its regex is the one described there (a
Python whose feedparser differs is left as it is, and the log says so).

policy.default builds a header object (parsing the header's text) every time a header is read,
and the parser and the intake read a part's Content-Type a dozen times. The object depends on
the header's name and text alone and cannot be changed, so `_POLICY` keeps the last few made and
hands the same one out again: what every reader sees is what it saw before.
"""

from __future__ import annotations

import email
import email.policy
from email.message import Message
from functools import lru_cache
from typing import Any

from delegate_app.documents import library_patches


class _RememberingPolicy(email.policy.EmailPolicy):
    """policy.default, with the header objects it makes remembered by (name, text)."""

    def header_fetch_parse(self, name: str, value: Any) -> Any:
        if hasattr(value, "name"):
            return value
        return _header(name, value)


_POLICY = _RememberingPolicy()


@lru_cache(maxsize=64)  # a mail's headers a few times over; bounded by their size limits
def _header(name: str, value: str) -> Any:
    return email.policy.EmailPolicy.header_fetch_parse(_POLICY, name, value)


def parse(raw: bytes) -> Message:
    """`raw` as the intake reads every mail (policy.default)."""
    library_patches.install_feedparser_eol()
    return email.message_from_bytes(raw, policy=_POLICY)
