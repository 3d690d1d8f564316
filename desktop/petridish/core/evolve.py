"""A faster ``dataclasses.replace`` for the frozen, slotted states on the hot path.

``dataclasses.replace`` re-runs ``__init__`` with per-field checks and took a third of
a random playout's time. States have no ``__post_init__``, so reading every slot at once
(``attrgetter``) and writing them into a bare instance makes an exact copy.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")
_set = object.__setattr__
_LAYOUT: dict[type, tuple[tuple[str, ...], attrgetter, frozenset[str]]] = {}


def _layout(cls: type) -> tuple[tuple[str, ...], attrgetter, frozenset[str]]:
    layout = _LAYOUT.get(cls)
    if layout is None:
        slots: tuple[str, ...] = cls.__slots__  # type: ignore[attr-defined]
        layout = _LAYOUT[cls] = (slots, attrgetter(*slots), frozenset(slots))
    return layout


def evolve(obj: T, **changes: Any) -> T:
    """A copy of the frozen slotted dataclass ``obj`` with ``changes`` applied."""
    cls = type(obj)
    slots, getter, names = _layout(cls)
    if not changes.keys() <= names:
        raise TypeError(f"{cls.__name__} has no field(s) {sorted(changes.keys() - names)}")
    new = object.__new__(cls)
    for name, value in zip(slots, getter(obj)):
        _set(new, name, changes.get(name, value))
    return new
