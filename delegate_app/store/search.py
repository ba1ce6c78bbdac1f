"""Find players by name across every club, ignoring case and accents ("nunez" finds "Núñez").

A federation-sized database holds some 30,000 players, and a delegate looks a name up while a
rival waits: opening the file and answering must take well under 100 ms (benchmarks/run.py).

There is no folded-name column to index (that would need a migration), and fetching 30,000
rows, or asking SQLite to call Python once per row, costs more than the budget. So SQLite
hands over every name in one string (group_concat), which is folded in a few C-level passes
(casefold, NFKD, drop the marks) and searched with the str and re machinery; only the
matches are ranked in Python, and only the shown ones are read in full.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass
from heapq import nsmallest
from itertools import accumulate

from delegate_app.store.database import Database

# Latin letters that Unicode does not decompose into a base letter and a mark, but that a
# Spanish keyboard types without their stroke or as two letters.
_UNDECOMPOSED = (("ł", "l"), ("ø", "o"), ("đ", "d"), ("ħ", "h"), ("æ", "ae"), ("œ", "oe"))

# One row, whatever the number of players: the ids and the "surname<TAB>first names" records
# come from the same aggregation step, so the n-th id belongs to the n-th record. Records are
# split by ASCII's record separator, which no typed name contains.
_SEPARATOR = "\x1e"
_ALL_NAMES = """
SELECT group_concat(p.id, ','), group_concat(p.last_name || char(9) || p.first_name, char(30))
FROM player p{where}
"""
_EACH_NAME = "SELECT p.id, p.last_name, p.first_name FROM player p{where}"
_SPORT = " JOIN club c ON c.id = p.club_id WHERE c.sport = ?"
_DETAILS = """
SELECT p.id, p.first_name, p.last_name, p.licence, p.club_id, c.name, c.sport, p.list_number,
       p.active
FROM player p JOIN club c ON c.id = p.club_id
WHERE p.id IN ({marks})
"""


def fold(value: str) -> str:
    """Lower case, without diacritics: "Núñez Ávila" -> "nunez avila".

    Letters outside the Latin script are dropped, which is fine for names as a Canarian
    federation lists them and keeps the whole fold in C.
    """
    text = value.casefold()
    if text.isascii():
        return text
    for letter, plain in _UNDECOMPOSED:
        text = text.replace(letter, plain)
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")


@dataclass(frozen=True)
class PlayerHit:
    player_id: int
    first_name: str
    last_name: str
    licence: str | None
    club_id: int
    club_name: str
    sport: str
    list_number: int
    active: bool

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()


def _clean(name: str) -> str:
    return name.replace(_SEPARATOR, " ").replace("\t", " ")


def _word_starts(line: str, words: list[str]) -> int:
    parts = line.replace("\t", " ").split()
    return sum(1 for word in words if any(part.startswith(word) for part in parts))


def search_players(
    db: Database, text: str, limit: int = 50, sport: str | None = None
) -> list[PlayerHit]:
    """Players whose name contains every word of `text`, in any order, whatever the accents.

    Names in which the typed words begin a word come first, then the rest; each group in
    alphabetical order of surname and first name. At most `limit` players; `sport` ("ajedrez"
    or "domino") keeps only the clubs of that sport.
    """
    words = fold(text).replace("\t", " ").split()
    if not words or limit <= 0:
        return []
    where = _SPORT if sport is not None else ""
    params = (sport,) if sport is not None else ()
    with db.engine.connect() as connection:
        ids_text, names = connection.exec_driver_sql(_ALL_NAMES.format(where=where), params).one()
        if not names:
            return []
        ids = [int(i) for i in ids_text.split(",")]
        folded = fold(names)
        lines = folded.split(_SEPARATOR)
        if len(lines) != len(ids) or folded.count("\t") != len(ids):
            # A name holding a separator: slower, row by row, but never a name paired wrongly.
            rows = connection.exec_driver_sql(_EACH_NAME.format(where=where), params).all()
            ids = [row[0] for row in rows]
            lines = [_clean(fold(row[1])) + "\t" + _clean(fold(row[2])) for row in rows]
            folded = _SEPARATOR.join(lines)

        # The longest word is the rarest, as a rule: find it in the whole text at C speed,
        # then check the other words only on the lines it occurs in.
        anchor = max(words, key=len)
        starts = list(accumulate((len(line) + 1 for line in lines), initial=0))
        candidates = {
            bisect_right(starts, found.start()) - 1
            for found in re.finditer(re.escape(anchor), folded)
        }
        others = [word for word in words if word != anchor]
        matched = [i for i in candidates if all(word in lines[i] for word in others)]
        best = nsmallest(
            limit, matched, key=lambda i: (-_word_starts(lines[i], words), lines[i], ids[i])
        )
        if not best:
            return []
        chosen = [ids[i] for i in best]
        rows = connection.exec_driver_sql(
            _DETAILS.format(marks=", ".join("?" * len(chosen))), tuple(chosen)
        ).all()
    by_id = {row[0]: row for row in rows}
    return [
        PlayerHit(
            player_id=row[0],
            first_name=row[1],
            last_name=row[2],
            licence=row[3],
            club_id=row[4],
            club_name=row[5],
            sport=row[6],
            list_number=row[7],
            active=bool(row[8]),
        )
        for row in (by_id[player_id] for player_id in chosen)
    ]
