"""``@frozen``: the immutable records of the rules model, quicker to define.

``@dataclass(frozen=True, slots=True)`` compiles six methods from source for every
class: about 0.8 ms a class, with some thirty of them loaded before a table's first
frame. ``@frozen`` makes the same dataclass, then gives it equality, hashing and
``repr`` made from closures over one ``attrgetter`` of its fields, so only ``__init__``
and the two frozen guards are compiled. Instances behave as the plain dataclass's would:
``fields()``, ``replace()``, ``asdict()``, pattern matching, equal when of the same
class with equal fields, hashed by their fields; comparing and hashing them costs the
same (the random playouts of bench/bench_rules.py check that).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def _values_of(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving an object's values of ``names`` as a tuple."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:  # attrgetter of one name gives the value itself, not a 1-tuple
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def frozen(cls: T) -> T:
    """``@dataclass(frozen=True, slots=True)``, with equality, hash and repr shared."""
    made = dataclass(frozen=True, slots=True, eq=False, repr=False)(cls)
    names = tuple(f.name for f in fields(made))
    values = _values_of(names)

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(values(self))

    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(names, values(self), strict=True))
        return f"{self.__class__.__qualname__}({shown})"

    for method in (__eq__, __hash__, __repr__):
        method.__qualname__ = f"{made.__qualname__}.{method.__name__}"
        setattr(made, method.__name__, method)
    return made
