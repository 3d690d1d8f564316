"""A faster ``dataclasses.replace`` for the frozen, slotted states on the hot path.

``dataclasses.replace`` re-runs ``__init__`` with per-field checks and took a third of
a random playout's time. States have no ``__post_init__``, so reading every slot at once
(``attrgetter``) and writing them through the slot descriptors into a bare instance
makes an exact copy in about a fifth of the time.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


class _Layout:
    __slots__ = ("by_name", "getter", "index", "names", "setters")

    def __init__(self, cls: type) -> None:
        # Every slot of the class and of its bases (an Edit keeps its Action's seat).
        owners = {n: k for k in reversed(cls.__mro__) for n in k.__dict__.get("__slots__", ())}
        slots = tuple(owners)
        self.getter = attrgetter(*slots)
        self.index = {name: i for i, name in enumerate(slots)}
        self.setters: list[Callable[[Any, Any], None]] = [
            owners[n].__dict__[n].__set__ for n in slots
        ]
        self.names = slots
        self.by_name = dict(zip(slots, self.setters, strict=True))


_LAYOUTS: dict[type, _Layout] = {}


def _layout(cls: type) -> _Layout:
    return _LAYOUTS.get(cls) or _LAYOUTS.setdefault(cls, _Layout(cls))


def slot_setters(cls: type) -> dict[str, Callable[[Any, Any], None]]:
    """What writes each field of an instance of ``cls`` in place, frozen or not, by the
    field's name: only for an instance nobody else holds (a working copy's own position)."""
    return _layout(cls).by_name


def with_own_tables(obj: T) -> T:
    """A copy of ``obj`` whose dict fields are copies too (one level down): a position a
    search may change in place, tables and all, without touching ``obj``'s."""
    layout = _layout(type(obj))
    new = object.__new__(type(obj))
    for setter, value in zip(layout.setters, layout.getter(obj), strict=True):
        setter(new, value.copy() if type(value) is dict else value)
    return new


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen slotted dataclass ``obj`` with ``changes`` applied."""
    cls = type(obj)
    layout = _layout(cls)
    values = list(layout.getter(obj))
    for name, value in changes.items():
        try:
            values[layout.index[name]] = value
        except KeyError:
            raise TypeError(f"{cls.__name__} has no field {name!r}") from None
    new = object.__new__(cls)
    for setter, value in zip(layout.setters, values, strict=True):
        setter(new, value)
    return new
