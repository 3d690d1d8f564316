"""Typed JSON encoding for the dataclasses that make up states and actions.

Saves are edited by hand and may be hostile, so decoding checks every value against the
dataclass's type hints instead of trusting the file. Supported types: ``int``, ``str``,
``bool``, ``float``, ``None``, ``X | None``, ``tuple[X, ...]``, ``frozenset[X]``,
``dict[str, X]`` and nested dataclasses.
"""

from __future__ import annotations

import dataclasses
import reprlib
import types
import typing
from functools import cache
from typing import Any


class DecodeError(ValueError):
    """A JSON value does not match the shape it must have; the message says where."""


# A hostile value can be a list of a million items or a string of megabytes: messages
# quote its beginning, and never spend the time to write all of it out first.
_QUOTE = reprlib.Repr()
_QUOTE.maxstring = _QUOTE.maxother = 60
_QUOTE.maxlist = _QUOTE.maxdict = 6
_QUOTE.maxlevel = 3


def _shown(data: Any) -> str:
    return _QUOTE.repr(data)


def to_json(value: Any) -> Any:
    """Turn a dataclass tree into JSON-ready lists, dicts and scalars."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(to_json(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_json(tp: Any, data: Any, where: str = "$") -> Any:
    """Decode ``data`` as type ``tp``; raise DecodeError naming the path on mismatch."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in args:
            try:
                return from_json(option, data, where)
            except DecodeError as exc:
                errors.append(str(exc))
        raise DecodeError(f"{where}: {_shown(data)} matches none of {tp} ({'; '.join(errors)})")
    if tp is type(None):
        if data is not None:
            raise DecodeError(f"{where}: expected null, got {_shown(data)}")
        return None
    if tp is bool:
        if not isinstance(data, bool):
            raise DecodeError(f"{where}: expected true/false, got {_shown(data)}")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise DecodeError(f"{where}: expected a whole number, got {_shown(data)}")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, int | float):
            raise DecodeError(f"{where}: expected a number, got {_shown(data)}")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise DecodeError(f"{where}: expected text, got {_shown(data)}")
        return data
    if origin is tuple:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_json(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise DecodeError(f"{where}: expected {len(args)} items, got {len(data)}")
        return tuple(
            from_json(a, v, f"{where}[{i}]")
            for i, (a, v) in enumerate(zip(args, data, strict=True))
        )
    if origin is frozenset:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        return frozenset(from_json(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
    if origin is dict:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        return {
            from_json(args[0], k, f"{where}.<key>"): from_json(args[1], v, f"{where}.{k}")
            for k, v in data.items()
        }
    if dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        hints = _hints(tp)
        names = {f.name for f in dataclasses.fields(tp) if f.init}
        unknown = set(data) - names
        if unknown:
            raise DecodeError(f"{where}: unknown field(s) {sorted(unknown)}")
        kwargs = {}
        for f in dataclasses.fields(tp):
            if not f.init:
                continue
            if f.name not in data:
                if (
                    f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING  # type: ignore[misc]
                ):
                    raise DecodeError(f"{where}: missing field {f.name!r}")
                continue
            kwargs[f.name] = from_json(hints[f.name], data[f.name], f"{where}.{f.name}")
        return tp(**kwargs)
    raise DecodeError(f"{where}: cannot decode type {tp}")
