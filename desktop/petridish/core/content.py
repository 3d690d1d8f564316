"""Loading card and content data from TOML in ``resources/``, validated on load.

Errors name the file, the entry and the problem, because the people most likely to meet
them are players typing in the cards of their own printed copy. Every limit is checked
before the work it bounds: a file within them loads in well under a second, whatever it
holds.
"""

from __future__ import annotations

import re
import reprlib
import stat
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

# tomllib reads about a megabyte a second at worst (a long array of numbers); the
# shipped card list is under 5 kB, and one with every entry at every limit about 25 kB.
MAX_CONTENT_BYTES = 1_000_000
# tomllib spends time quadratic in the parts of one dotted key (a.b.c = 1, [a.b.c] or
# {a.b.c = 1}): 20,000 parts on one line take seconds, a million take minutes. Card
# files need two ([rooms.lab]).
MAX_KEY_PARTS = 8
# A [table] header costs tomllib twenty times a plain line: a megabyte of them takes
# seconds. The shipped card list has 21; one with every entry at the limits 52.
MAX_TABLES = 1_000
MAX_ID = 32

# Messages quote what they refuse; a hostile value may be megabytes long or nested
# hundreds deep, so it is quoted short.
_quote = reprlib.Repr()
_quote.maxstring = _quote.maxother = _quote.maxlong = 60
_quote.maxlist = _quote.maxtuple = _quote.maxdict = 6
_quote.maxlevel = 3


@cache
def _pattern(name: str) -> re.Pattern[str]:
    # Compiled on first use: the app imports this module (through resources) on its way to
    # the first frame, and loads a card file only later.
    return re.compile(*_PATTERNS[name])


_PATTERNS: dict[str, tuple[str] | tuple[str, re.RegexFlag]] = {
    # A line of more than MAX_KEY_PARTS - 1 dots: only such a line can hold a key too
    # deep, and most files have none, so the token scan runs on few lines or none.
    "many dots": (rf"^(?:[^.\n]*+\.){{{MAX_KEY_PARTS}}}", re.MULTILINE),
    # One line's tokens as far as keys go: a key part (bare, or a quoted string running
    # to its quote or the line's end), a dot, spaces, a comment, anything else.
    "key token": (
        r"""(?P<part>[A-Za-z0-9_-]++|"(?:[^"\\\n]|\\.)*+"?|'[^'\n]*+'?)"""
        r"|(?P<dot>\.)|(?P<space>[ \t]++)|(?P<comment>\#.*)|(?P<other>.)",
    ),
    # A line that starts a [table] or [[array of tables]].
    "header": (r"^[ \t]*\[", re.MULTILINE),
    "position": (r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)$",),
    "long number": (r"[0-9A-Fa-f_]{4000}",),
    "deep": (r"[\[{](?:\s*[\[{]){63}",),
    "twice": (r"not valid TOML: Cannot declare \('(\w+)', '([\w-]+)'\) twice",),
    "id": (rf"[a-z0-9_-]{{1,{MAX_ID}}}",),
    "control": (r"[\x00-\x1f\x7f-\x9f]",),
}


def quote(value: Any) -> str:
    """``repr(value)`` cut short enough for a one-line message."""
    return _quote.repr(value)


class ContentError(ValueError):
    """A content file is missing, unreadable or wrong; the message says where and why."""

    def __init__(self, file: Path | str, entry: str, problem: str) -> None:
        self.file, self.entry, self.problem = str(file), entry, problem
        where = f"{self.file}, {entry}" if entry else self.file
        super().__init__(f"{where}: {problem}")


def load_toml(path: Path) -> dict[str, Any]:
    """Read a TOML file or raise ContentError naming the line (and column) at fault."""
    import tomllib  # here: see _pattern

    text = read_text(path)
    _check_key_depth(path, text)
    _check_tables(path, text)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        found = _pattern("position").search(message)
        where = ""
        if found:
            message = message[: found.start()]
            where = f"line {found[1]}, column {found[2]}" if found[1] else "end of file"
        raise ContentError(path, where, f"not valid TOML: {message}") from None
    except RecursionError:
        raise ContentError(
            path, _line_of(text, "deep"), "nested too deeply (arrays or tables inside each other)"
        ) from None
    except ValueError:  # int() refuses numbers of thousands of digits
        raise ContentError(path, _line_of(text, "long number"), "a number is too long") from None


def read_text(path: Path) -> str:
    """A content file's text (a card list, a rules reference), or ContentError saying why
    it cannot be had: missing, not a file, too large, not UTF-8."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            raise ContentError(path, "", "a folder, not a file")
        if not stat.S_ISREG(mode):  # a pipe would never end, /dev/zero neither
            raise ContentError(path, "", "not a regular file")
        with path.open("rb") as fh:
            # One byte past the limit: the size may change between a stat and a read.
            raw = fh.read(MAX_CONTENT_BYTES + 1)
    except FileNotFoundError:
        raise ContentError(path, "", "file not found") from None
    except OSError as exc:
        raise ContentError(path, "", f"cannot be read: {exc.strerror or exc}") from None
    if len(raw) > MAX_CONTENT_BYTES:
        raise ContentError(
            path,
            "",
            f"file is larger than {MAX_CONTENT_BYTES:,} bytes, too large for a content file",
        )
    try:
        # utf-8-sig: some editors put a byte-order mark in front of UTF-8 text.
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ContentError(path, f"line {line}", "not UTF-8 text (save it as UTF-8)") from None


def _check_key_depth(path: Path, text: str) -> None:
    for many in _pattern("many dots").finditer(text):
        end = text.find("\n", many.start())
        line = text[many.start() : end if end >= 0 else len(text)]
        if _deepest_key(line) > MAX_KEY_PARTS:
            raise ContentError(
                path,
                f"line {text.count(chr(10), 0, many.start()) + 1}",
                f"a key of more than {MAX_KEY_PARTS} parts (a.b.c...); card files need two",
            )


def _check_tables(path: Path, text: str) -> None:
    for n, header in enumerate(_pattern("header").finditer(text), 1):
        if n > MAX_TABLES:
            raise ContentError(
                path,
                f"line {text.count(chr(10), 0, header.start()) + 1}",
                f"more than {MAX_TABLES:,} [tables]; a card list needs a few dozen",
            )


def _deepest_key(line: str) -> int:
    """The most parts of one dotted key on ``line``: exact for a line of keys and values,
    an over-estimate for a line inside a multi-line string, which never holds dozens of
    dot-joined words."""
    best = run = 0
    after_dot = True
    for token in _pattern("key token").finditer(line):
        kind = token.lastgroup
        if kind == "space":
            continue
        if kind == "part":
            run = run + 1 if after_dot else 1
            best = max(best, run)
            after_dot = False
        elif kind == "dot":
            if after_dot:  # ".." joins no key
                run = 0
            after_dot = True
        else:
            run, after_dot = 0, True
    return best


def _line_of(text: str, pattern: str) -> str:
    found = _pattern(pattern).search(text)
    return f"line {text.count(chr(10), 0, found.start()) + 1}" if found else ""


def check_id(file: Path, section: str, key: str) -> None:
    """Refuse an entry id that cannot name a card: ids go into card ids, zone names and
    file names, where dots, spaces or capitals would be ambiguous."""
    if not _pattern("id").fullmatch(key):
        raise ContentError(
            file,
            f"[{section}.{quote(key)}]",
            f"the id must be 1 to {MAX_ID} lowercase letters, digits, '_' or '-'",
        )


def check_sections(file: Path, data: dict[str, Any], known: Iterable[str]) -> None:
    """Refuse a top-level key that is none of ``known``: a misspelt section would
    otherwise be ignored without a word."""
    names = tuple(known)
    for key in data:
        if key not in names:
            listed = ", ".join(f"[{n}]" for n in names)
            raise ContentError(
                file, f"[{quote(key)[1:-1]}]", f"unknown section; the sections are {listed}"
            )


def section(file: Path, data: dict[str, Any], key: str, least: int, most: int) -> dict[str, Any]:
    """The tables of section ``[key]``, which must hold ``least`` to ``most`` entries
    (counted before any is read, so a file of a million entries is refused at once)."""
    value = data.get(key)
    if value is None:
        raise ContentError(file, f"[{key}]", "missing section")
    if not isinstance(value, dict):
        raise ContentError(
            file, f"[{key}]", f"must be a section of [{key}.<id>] tables, got {quote(value)}"
        )
    found = len(value)
    if not least <= found <= most:
        wanted = f"{least}" if least == most else f"{least} to {most}"
        raise ContentError(file, f"[{key}]", f"needs {wanted} entries, found {found:,}")
    return value


def load_card_toml(file: Path) -> dict[str, Any]:
    """A card list's TOML, as :func:`load_toml`; a card table given twice is named as a
    card (``[body.minnow]``: "a second card with this id"), not as a TOML fault."""
    try:
        return load_toml(file)
    except ContentError as exc:
        twice = _pattern("twice").match(exc.problem)
        if twice is None:
            raise
        where = f"[{twice[1]}.{twice[2]}]" + (f" ({exc.entry})" if exc.entry else "")
        raise ContentError(
            file, where, "a second card with this id; give each card its own id"
        ) from None


def card_tables(
    file: Path, data: dict[str, Any], most: int, typical: str
) -> list[tuple[str, str, dict[str, Any]]]:
    """(kind, id, table) for every card table of a card list whose sections are kinds of
    card (``[body.<id>]``, ``[ability.<id>]``), in the order the file first names them;
    ``[meta]`` is left out. Ids are checked, and more than ``most`` cards in all are
    refused before any is read (``typical``: how many the list needs, for the message)."""
    tables: list[tuple[str, str, Any]] = []
    for kind, value in data.items():
        if kind == "meta":
            continue
        if not isinstance(value, dict):
            raise ContentError(
                file, f"[{kind}]", f"must be a section of [{kind}.<id>] tables, got {quote(value)}"
            )
        if len(tables) + len(value) > most:
            raise ContentError(file, f"[{kind}]", f"more than {most} cards; {typical}")
        for key, raw in value.items():
            check_id(file, kind, key)
            tables.append((kind, key, raw))
    return tables


class Entry:
    """Typed access to one table of a content file, raising ContentError on bad fields."""

    def __init__(self, file: Path, name: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise ContentError(file, name, f"must be a table of fields, got {quote(data)}")
        self.file, self.name, self.data = file, name, data

    def fail(self, problem: str) -> ContentError:
        return ContentError(self.file, self.name, problem)

    def get(self, key: str, kind: type, default: Any = ..., choices: Iterable[Any] = ()) -> Any:
        if key not in self.data:
            if default is ...:
                raise self.fail(f"missing field {key!r}")
            return default
        value = self.data[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            raise self.fail(f"field {key!r} must be {kind.__name__}, got {quote(value)}")
        allowed = tuple(choices)
        if allowed and value not in allowed:
            raise self.fail(
                f"field {key!r} must be one of {', '.join(map(str, allowed))}; got {quote(value)}"
            )
        return value

    def integer(self, key: str, low: int, high: int, default: Any = ...) -> int:
        value = self.get(key, int, default)
        if not low <= value <= high:
            raise self.fail(f"field {key!r} must be between {low} and {high}, got {quote(value)}")
        return int(value)

    def text(
        self,
        key: str,
        most: int,
        default: Any = ...,
        lines: bool = False,
        blank: bool = True,
    ) -> str:
        """A string field of at most ``most`` characters, without control characters
        (``lines``: new lines allowed); ``blank=False`` refuses an empty one."""
        value: str = self.get(key, str, default)
        if len(value) > most:
            raise self.fail(f"field {key!r} is {len(value):,} characters long; the most is {most}")
        if not blank and not value.strip():
            raise self.fail(f"field {key!r} must not be empty")
        for bad in _pattern("control").finditer(value):
            if not (lines and bad.group() == "\n"):
                what = "" if lines else "; it must be one line"
                raise self.fail(
                    f"field {key!r} holds a control character (U+{ord(bad.group()):04X}) "
                    f"at character {bad.start() + 1}{what}"
                )
        return value

    def reject_unknown(self, known: Iterable[str]) -> None:
        unknown = sorted(set(self.data) - set(known))
        if unknown:
            listed = ", ".join(quote(k)[1:-1] for k in unknown[:6])
            more = f" and {len(unknown) - 6:,} more" if len(unknown) > 6 else ""
            raise self.fail(f"unknown field(s) {listed}{more}")
