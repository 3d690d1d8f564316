"""Loading card and content data from TOML in ``resources/``, validated on load.

Errors name the file, the entry and the problem, because the people most likely to meet
them are players typing in the cards of their own printed copy.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MAX_CONTENT_BYTES = 2_000_000


class ContentError(ValueError):
    """A content file is missing, unreadable or wrong; the message says where and why."""

    def __init__(self, file: Path | str, entry: str, problem: str) -> None:
        self.file, self.entry, self.problem = str(file), entry, problem
        where = f"{self.file}, {entry}" if entry else self.file
        super().__init__(f"{where}: {problem}")


def load_toml(path: Path) -> dict[str, Any]:
    """Read a TOML file or raise ContentError with the parser's line and column."""
    try:
        if path.stat().st_size > MAX_CONTENT_BYTES:
            raise ContentError(path, "", "file is too large to be a card list")
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ContentError(path, "", "file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(path, "", f"not valid TOML: {exc}") from None
    except OSError as exc:
        raise ContentError(path, "", f"cannot be read: {exc.strerror}") from None


class Entry:
    """Typed access to one table of a content file, raising ContentError on bad fields."""

    def __init__(self, file: Path, name: str, data: Any) -> None:
        if not isinstance(data, dict):
            raise ContentError(file, name, "must be a table of fields")
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
            raise self.fail(f"field {key!r} must be {kind.__name__}, got {value!r}")
        allowed = tuple(choices)
        if allowed and value not in allowed:
            raise self.fail(f"field {key!r} must be one of {', '.join(map(str, allowed))}")
        return value

    def integer(self, key: str, low: int, high: int, default: Any = ...) -> int:
        value = self.get(key, int, default)
        if not low <= value <= high:
            raise self.fail(f"field {key!r} must be between {low} and {high}, got {value}")
        return value

    def reject_unknown(self, known: Iterable[str]) -> None:
        unknown = sorted(set(self.data) - set(known))
        if unknown:
            raise self.fail(f"unknown field(s) {', '.join(unknown)}")
