"""What text a save may hold, checked the same way by the writer, the reader and the picker.

Two kinds of text cannot round-trip or cannot be shown. A *lone surrogate* (JSON's
``"\\ud800"`` without its other half) is half of a character: Python reads it, but no
UTF-8 file can hold it, so a save holding one could be loaded and then never written
again. A *control character* (U+0000 to U+001F, U+007F to U+009F) in a title or a name
would be drawn as a box or move the text about, and so would one that turns the text's
direction (U+202A to U+202E, U+2066 to U+2069). The reader refuses both; the writer
cleans the title and names it is given (people type them, the game does not) and
refuses anything else it could not write.

Pure Python and light: the picker's quick look uses it before any rules are loaded.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")
# The C0 and C1 controls, and the controls that turn the direction of the text after
# them (the embeddings and overrides U+202A to U+202E, the isolates U+2066 to U+2069):
# a name holding U+202E mirrored every line it stood in, the log's and the bar's.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# Only escapes can put a surrogate into parsed JSON (UTF-8 bytes cannot encode one), and
# a pair of them is one whole character: a file without a high-half escape that is not
# followed by a low half, or a low half not preceded by a high half, needs no walk
# through its values. (An escaped backslash before "u" can match too: the walk decides.)
_HIGH = rb"\\u[dD][89abAB][0-9a-fA-F]{2}"
_LOW = rb"\\u[dD][c-fC-F][0-9a-fA-F]{2}"
LONE_SURROGATE_ESCAPE = re.compile(_HIGH + b"(?!" + _LOW + b")|(?<!" + _HIGH + b")" + _LOW)

Place = tuple[str | int, ...]


def text_problem(text: str) -> str | None:
    """Why ``text`` cannot be a save's title or name (None if it can)."""
    found = _SURROGATE.search(text)
    if found is not None:
        return _half_character(found.group())
    found = _CONTROL.search(text)
    if found is not None:
        return f"holds a control character (U+{ord(found.group()):04X}), which is not text"
    return None


def _half_character(char: str) -> str:
    return (
        f"holds half of a character (a lone surrogate, \\u{ord(char):04x}), which no file can store"
    )


def clean_text(text: str, limit: int) -> str:
    """``text`` as a save may hold it: halves of characters become U+FFFD (the usual
    stand-in for a character that cannot be shown), control characters become spaces,
    and it is cut to ``limit`` characters."""
    text = _SURROGATE.sub("\ufffd", text)
    return _CONTROL.sub(" ", text)[:limit]


def lone_surrogate(data: Any) -> tuple[Place, str] | None:
    """The first place in a JSON tree whose text (or key) holds a lone surrogate, and
    the problem in words; None if there is none."""
    if isinstance(data, str):
        found = _SURROGATE.search(data)
        return None if found is None else ((), _half_character(found.group()))
    # A loop, not recursion: the tree may be as deep as the JSON parser allows. Only
    # containers are stacked; a list of a million numbers is one quick pass.
    stack: list[tuple[Place, Any]] = [((), data)]
    while stack:
        place, value = stack.pop()
        if isinstance(value, dict):
            for key in value:
                found = _SURROGATE.search(key)
                if found is not None:
                    return place, f"has a key that {_half_character(found.group())}"
            items: Iterable[tuple[Any, Any]] = value.items()
        elif isinstance(value, list):
            items = enumerate(value)
        else:
            continue
        for key, item in items:
            kind = type(item)
            if kind is str:
                found = _SURROGATE.search(item)
                if found is not None:
                    return (*place, key), _half_character(found.group())
            elif kind is dict or kind is list:
                stack.append(((*place, key), item))
    return None


def place_name(place: Iterable[str | int]) -> str:
    """A place in a save as its messages name it: ``"title"``, ``seat 2: "name"``,
    ``move 5: "action.card"``, ``"snapshot.zones.deck[3]"`` (seats and moves counted
    from 1, as people count them)."""
    parts = list(place)
    lead = ""
    if len(parts) >= 2 and parts[0] in ("seats", "moves") and isinstance(parts[1], int):
        lead = f"{'seat' if parts[0] == 'seats' else 'move'} {parts[1] + 1}: "
        parts = parts[2:]
        if not parts:
            return lead.rstrip(": ")
    path = ""
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return f'{lead}"{path}"'
