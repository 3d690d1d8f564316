"""Small read-only records for the modules loaded before the game picker's first frame.

Elsewhere such records are dataclasses. On the start-up path they are not: making a
dataclass compiles its methods from source, about a millisecond per class, and importing
the dataclasses module costs several more; for the four records the picker needs, that
was about 10 ms before its first frame. A :class:`Record` subclass names its fields, in
order, in ``FIELDS`` (and ``__slots__ = FIELDS``) and sets them in its own ``__init__``
with :meth:`Record._set`; equality, hashing and ``repr`` follow the fields, and the
fields cannot be reassigned.
"""

from __future__ import annotations

from typing import Any


class Fields:
    """Equality and ``repr`` by the fields named in ``FIELDS``, for plain classes that
    stand in for dataclasses (mutable ones such as ``Settings`` use this alone)."""

    FIELDS: tuple[str, ...] = ()
    __slots__ = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # mutable unless a subclass says otherwise

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.FIELDS)
        return f"{type(self).__name__}({fields})"


class Record(Fields):
    """Read-only fields, hashable by their values."""

    __slots__ = ()

    def _set(self, **fields: Any) -> None:
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only; cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only; cannot delete {name!r}")

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._values()))

    def __copy__(self) -> Record:
        return self  # read-only: a copy could never differ

    def __deepcopy__(self, memo: dict[int, Any]) -> Record:
        return self
