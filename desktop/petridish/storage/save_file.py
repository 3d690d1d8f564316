"""A save file's bytes and JSON, read without trusting the file, with plain-word problems.

Both the picker's quick look (:mod:`petridish.storage.peek`) and the full reader
(:mod:`petridish.storage.save_reader`) start here, so both survive whatever is on disk
(a folder, a pipe, a link to ``/dev/zero``, a link that loops, ten thousand nested
brackets, a number thousands of digits long) and both say the same thing about it.
Light on purpose: no rules are imported.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

# Python's own default limit on the digits of a number read from text: far above any
# number in a save, and the writer (json.dumps) stops at the same length.
MAX_DIGITS = 4300
_READ_CHUNK = 1024 * 1024
_LITERALS = ("true", "false", "null", "NaN", "Infinity", "-Infinity")
_NUMBER_SO_FAR = re.compile(r"[-+0-9.eE]+")
_LONG_DIGITS = re.compile(f"[0-9]{{{MAX_DIGITS + 1}}}")


class Unreadable(ValueError):
    """The file cannot be read as JSON text; ``problem`` says why, for a person."""

    def __init__(self, problem: str) -> None:
        self.problem = problem
        super().__init__(problem)


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Never blocks and never follows a device: the file is opened without waiting (a pipe
    would otherwise wait for a writer forever) and checked to be a regular file *after*
    opening, so it cannot be swapped for something else in between.
    """
    where = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(where, flags)
    except OSError as exc:
        raise Unreadable(_open_problem(where, exc)) from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Unreadable(_not_a_file(info.st_mode))
        if info.st_size > limit:
            raise Unreadable(too_big(limit))
        chunks: list[bytes] = []
        size = 0
        # One byte past the limit: the file may grow between fstat and the reads.
        while size <= limit:
            chunk = os.read(fd, min(_READ_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise Unreadable(f"the file could not be read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)
    if size > limit:
        raise Unreadable(too_big(limit))
    return b"".join(chunks)


def too_big(limit: int) -> str:
    return f"the file is larger than {limit // (1024 * 1024)} MiB, too large to be a save"


def _open_problem(path: Path, exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "it is a link that loops back on itself, so it leads to no file"
    if isinstance(exc, FileNotFoundError):
        if os.path.islink(path):
            return "it is a link to a file that does not exist"
        return "the file does not exist"
    if os.path.isdir(path):  # Windows cannot open a folder as a file at all
        return "it is a folder, not a file"
    return f"the file could not be read ({exc.strerror or exc})"


def _not_a_file(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a pipe, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    return "it is not a file"


def parse(raw: bytes) -> Any:
    """The JSON value in ``raw``; Unreadable, in words, for anything that is not JSON."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise Unreadable("it is UTF-16 text; a save is UTF-8 text")
    zero = raw.find(b"\x00")
    if zero >= 0:  # JSON text never holds a zero byte; UTF-16 without its mark does
        raise Unreadable(f"it is not UTF-8 text (a zero byte at position {zero})")
    try:
        # utf-8-sig: some editors put a byte-order mark in front of UTF-8 text.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.end >= len(raw) and "end of data" in str(exc.reason):
            raise Unreadable(  # cut in the middle of a character of several bytes
                "the file ends too early (inside a character): "
                "it was probably cut off while being written or copied"
            ) from exc
        raise Unreadable(f"it is not UTF-8 text (bad byte at position {exc.start})") from exc
    if not text.strip():
        raise Unreadable("the file is empty")
    # Numbers are checked for length only when a long run of digits is there at all:
    # json's own parser is three times faster than one calling back for every number.
    whole = _whole if _LONG_DIGITS.search(text) else None
    try:
        return json.loads(
            text, parse_constant=_reject_constant, parse_int=whole, parse_float=_fraction
        )
    except json.JSONDecodeError as exc:
        raise Unreadable(_json_problem(text, exc)) from exc
    except RecursionError as exc:
        raise Unreadable("it is not a save: its JSON is nested far too deeply") from exc
    except _NotJson as exc:
        raise Unreadable(str(exc)) from exc
    except ValueError as exc:  # nothing known leads here; still a message, not a crash
        raise Unreadable(f"it is not valid JSON: {exc}") from exc


class _NotJson(ValueError):
    pass


def _reject_constant(name: str) -> Any:
    # Python's json accepts NaN and Infinity, which are not JSON and no save contains.
    raise _NotJson(f"it is not valid JSON: {name} is not a number JSON allows")


def _whole(digits: str) -> int:
    # Checked before converting: turning a very long run of digits into a number takes
    # time that grows with the square of its length.
    length = len(digits.lstrip("-"))
    if length > MAX_DIGITS:
        raise _NotJson(
            f"it holds a number {length:,} digits long, far too long to be part of a save"
        )
    return int(digits)


def _fraction(digits: str) -> float:
    value = float(digits)
    if not math.isfinite(value):  # 1e400 is read as infinity
        shown = digits if len(digits) <= 20 else digits[:19] + "…"
        raise _NotJson(f"it holds a number too large to use ({shown})")
    return value


def _json_problem(text: str, exc: json.JSONDecodeError) -> str:
    end = text.rstrip()
    if _ends_early(end, exc):
        line = end.count("\n") + 1
        column = len(end) - end.rfind("\n")
        return (
            f"the file ends too early (line {line}, column {column}): "
            "it was probably cut off while being written or copied"
        )
    # json's messages end in " at" for some errors ("Invalid control character at"),
    # meant to be followed by its own position: ours follows instead.
    message = exc.msg.removesuffix(" at").removesuffix(":")
    return f"it is not valid JSON: {message} at line {exc.lineno}, column {exc.colno}"


def _ends_early(end: str, exc: json.JSONDecodeError) -> bool:
    """True if the text stops in the middle of a value rather than going wrong."""
    if exc.pos >= len(end) or exc.msg.startswith("Unterminated string"):
        return True
    rest = end[exc.pos :]
    # Cut inside a word (``tr``), a number (``-``, ``1.``, ``2e``) or an escape (``\\u12``).
    if any(word.startswith(rest) for word in _LITERALS):
        return True
    if _NUMBER_SO_FAR.fullmatch(rest) and (rest[0] == "-" or end[exc.pos - 1].isdigit()):
        return True
    return exc.msg.startswith("Invalid \\uXXXX escape") and len(rest) < 6
