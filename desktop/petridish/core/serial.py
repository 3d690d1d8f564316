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
    if hasattr(type(value), "__dataclass_fields__") and not isinstance(value, type):
        cls: type = type(value)
        return {name: to_json(getattr(value, name)) for name in _field_names(cls)}
    if isinstance(value, tuple | list):
        return [to_json(v) for v in value]
    if isinstance(value, frozenset | set):
        return sorted(to_json(v) for v in value)
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_json(tp: Any, data: Any, where: str = "$") -> Any:
    """Decode ``data`` as type ``tp``; raise DecodeError naming the path on mismatch."""
    return _decoder(tp)(data, where)


# Each type's decoder is worked out once from its hints and kept: a long save decodes
# tens of thousands of actions of a handful of types.
@cache
def _decoder(tp: Any) -> Any:
    """A function ``(data, where) -> value`` that decodes and checks ``tp``."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if tp is Any:
        return lambda data, where: data
    if origin in (typing.Union, types.UnionType):
        return _union(tp, [_decoder(option) for option in args])
    if tp in _SCALARS:
        return _SCALARS[tp]
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _sequence(tuple, _decoder(args[0]))
        return _fixed_tuple([_decoder(a) for a in args])
    if origin is frozenset:
        return _sequence(frozenset, _decoder(args[0]))
    if origin is dict:
        return _mapping(_decoder(args[0]), _decoder(args[1]))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp)

    def unknown(data: Any, where: str) -> Any:
        raise DecodeError(f"{where}: cannot decode type {tp}")

    return unknown


def _union(tp: Any, options: list[Any]) -> Any:
    optional = _none in options  # ``X | None``: null needs no other option tried first

    def decode(data: Any, where: str) -> Any:
        if data is None and optional:
            return None
        errors = []
        for option in options:
            try:
                return option(data, where)
            except DecodeError as exc:
                errors.append(str(exc))
        raise DecodeError(f"{where}: {_shown(data)} matches none of {tp} ({'; '.join(errors)})")

    return decode


def _none(data: Any, where: str) -> None:
    if data is not None:
        raise DecodeError(f"{where}: expected null, got {_shown(data)}")


def _bool(data: Any, where: str) -> bool:
    if not isinstance(data, bool):
        raise DecodeError(f"{where}: expected true/false, got {_shown(data)}")
    return data


def _int(data: Any, where: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int):
        raise DecodeError(f"{where}: expected a whole number, got {_shown(data)}")
    return data


def _float(data: Any, where: str) -> float:
    if isinstance(data, bool) or not isinstance(data, int | float):
        raise DecodeError(f"{where}: expected a number, got {_shown(data)}")
    return float(data)


def _str(data: Any, where: str) -> str:
    if not isinstance(data, str):
        raise DecodeError(f"{where}: expected text, got {_shown(data)}")
    return data


_SCALARS: dict[Any, Any] = {type(None): _none, bool: _bool, int: _int, float: _float, str: _str}


def _sequence(kind: type, item: Any) -> Any:
    def decode(data: Any, where: str) -> Any:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        return kind(item(v, f"{where}[{i}]") for i, v in enumerate(data))

    return decode


def _fixed_tuple(items: list[Any]) -> Any:
    def decode(data: Any, where: str) -> Any:
        if not isinstance(data, list):
            raise DecodeError(f"{where}: expected a list, got {type(data).__name__}")
        if len(items) != len(data):
            raise DecodeError(f"{where}: expected {len(items)} items, got {len(data)}")
        return tuple(
            item(v, f"{where}[{i}]") for i, (item, v) in enumerate(zip(items, data, strict=True))
        )

    return decode


def _mapping(key: Any, value: Any) -> Any:
    def decode(data: Any, where: str) -> Any:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        return {key(k, f"{where}.<key>"): value(v, f"{where}.{k}") for k, v in data.items()}

    return decode


def _dataclass(tp: type) -> Any:
    hints = _hints(tp)
    fields = [f for f in dataclasses.fields(tp) if f.init]
    names = {f.name for f in fields}
    # (name, decoder, required) for each field the constructor takes.
    plan = [
        (
            f.name,
            _decoder(hints[f.name]),
            f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
        )
        for f in fields
    ]

    def decode(data: Any, where: str) -> Any:
        if not isinstance(data, dict):
            raise DecodeError(f"{where}: expected an object, got {type(data).__name__}")
        unknown = set(data) - names
        if unknown:
            raise DecodeError(f"{where}: unknown field(s) {sorted(unknown)}")
        kwargs = {}
        for name, field_decoder, required in plan:
            if name not in data:
                if required:
                    raise DecodeError(f"{where}: missing field {name!r}")
                continue
            kwargs[name] = field_decoder(data[name], f"{where}.{name}")
        return tp(**kwargs)

    return decode
