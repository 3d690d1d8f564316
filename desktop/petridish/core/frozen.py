"""``@frozen``: the immutable records of the rules model, quicker to define.

``@dataclass(frozen=True, slots=True)`` compiles six methods from source for every
class, about 0.8 ms a class, and some thirty of them load before a table's first frame.
``@frozen`` compiles nothing per class. It asks ``dataclass`` only for the fields and
the slots, and adds:

- equality, hashing and ``repr`` as closures over one ``attrgetter`` of the fields;
- the frozen guards as closures;
- an ``__init__`` made from one compiled template per *shape* (how many fields, and
  which take a ``default_factory``), its parameters and the names it assigns renamed
  to the class's fields, so classes with the same shape share the compiling. It runs
  exactly the statements the dataclass ``__init__`` would, at the same speed (the
  random playouts of bench/bench_rules.py check that).

Instances behave as the plain dataclass's would: ``fields()``, ``replace()``,
``asdict()``, pattern matching, keyword and default arguments, default factories,
``FrozenInstanceError`` on assignment, equal when of the same class with equal fields,
hashed by their fields. A class whose shape the template cannot express (a field that is
not an ``__init__`` parameter, keyword-only fields, ``__post_init__``, a field named
``self``) is made by ``dataclass(frozen=True)`` itself, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, fields, is_dataclass
from functools import cache
from inspect import get_annotations
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T", bound=type)

_SET = object.__setattr__


class _Factory:
    def __repr__(self) -> str:
        return "<factory>"  # as dataclasses shows it in a signature


_FACTORY = _Factory()  # the default of a field with a default_factory, as in dataclasses


def _values_of(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving an object's values of ``names`` as a tuple."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:  # attrgetter of one name gives the value itself, not a 1-tuple
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _placeholder(i: int) -> str:
    # A parameter and attribute name no real field has (fields are identifiers).
    return f"\0field{i}"


@cache
def _init_template(factories: tuple[bool, ...]) -> Any:
    """The compiled maker of ``__init__`` for records whose fields take a default
    factory where ``factories`` says True. Parameters ``p0``, ``p1``… and the
    attribute names (placeholders) are renamed per class by :func:`_init_for`."""
    params = ", ".join(["self", *(f"p{i}" for i in range(len(factories)))])
    body = [
        f"    _set(self, {_placeholder(i)!r}, "
        + (f"_factories[{i}]() if p{i} is _FACTORY else p{i})" if factory else f"p{i})")
        for i, factory in enumerate(factories)
    ]
    source = f"def make(_set, _factories, _FACTORY):\n  def __init__({params}):\n" + "\n".join(
        ["  " + line for line in body] or ["    pass"]
    )
    source += "\n  return __init__\n"
    namespace: dict[str, Any] = {}
    # The source is ours alone: no field name, default or other user data is in it.
    exec(compile(source, "<frozen __init__>", "exec"), namespace)
    return namespace["make"]


def _init_for(cls: type, own: tuple[Field, ...]) -> Any:
    """``cls.__init__`` for its fields ``own``: the template of its shape, renamed."""
    names = [f.name for f in own]
    factories = tuple(None if f.default_factory is MISSING else f.default_factory for f in own)
    defaults = [f.default if f.default_factory is MISSING else _FACTORY for f in own]
    make = _init_template(tuple(f is not None for f in factories))
    init = make(_SET, factories, _FACTORY)
    code = init.__code__
    renamed = {_placeholder(i): name for i, name in enumerate(names)}
    renamed.update({f"p{i}": name for i, name in enumerate(names)})
    init.__code__ = code.replace(
        co_varnames=tuple(renamed.get(v, v) for v in code.co_varnames),
        co_consts=tuple(renamed.get(c, c) if isinstance(c, str) else c for c in code.co_consts),
        co_qualname=f"{cls.__qualname__}.__init__",
    )
    first = next((i for i, d in enumerate(defaults) if d is not MISSING), len(defaults))
    init.__defaults__ = tuple(defaults[first:]) or None
    init.__annotations__ = {f.name: f.type for f in own} | {"return": None}  # for signatures
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    return init


def _template_fits(cls: type) -> bool:
    """Whether every field of ``cls`` will be a plain ``__init__`` parameter, in order
    (read before ``dataclass`` runs: annotations are still strings here)."""
    if hasattr(cls, "__post_init__"):
        return False
    inherited = [f for base in cls.__mro__[1:] if is_dataclass(base) for f in fields(base)]
    if any(not f.init or f.kw_only is True for f in inherited):
        return False
    for name, annotation in get_annotations(cls).items():  # its own, not inherited ones
        text = annotation if isinstance(annotation, str) else repr(annotation)
        if name == "self" or name.startswith("__") or "KW_ONLY" in text or "InitVar" in text:
            return False
        value = cls.__dict__.get(name)
        if isinstance(value, Field) and (not value.init or value.kw_only is True):
            return False
    return True


def frozen(cls: T) -> T:
    """``@dataclass(frozen=True, slots=True)``, with nothing compiled per class."""
    if not _template_fits(cls):
        return _shared_methods(dataclass(frozen=True, slots=True, eq=False, repr=False)(cls))
    if not cls.__dict__.get("__doc__"):
        # dataclass would write this docstring through inspect.signature, slowly.
        cls.__doc__ = f"{cls.__name__}(…)"
    # Not frozen=True: that compiles the guards. ``__dataclass_params__`` so says
    # frozen=False; a subclass of a record must be @frozen too (the guards are ours).
    made = dataclass(slots=True, init=False, eq=False, repr=False)(cls)
    own = fields(made)
    made.__init__ = _init_for(made, own)
    _guard(made, tuple(f.name for f in own))
    return _shared_methods(made)


def _guard(cls: type, ordered: tuple[str, ...]) -> None:
    """The frozen dataclass's ``__setattr__``, ``__delattr__`` and state for copying, as
    closures over the field names ``ordered``."""
    names = frozenset(ordered)

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    values = _values_of(ordered)

    def __getstate__(self: Any) -> list[Any]:
        return list(values(self))

    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, value in zip(ordered, state, strict=True):
            _SET(self, name, value)

    for method in (__setattr__, __delattr__, __getstate__, __setstate__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        setattr(cls, method.__name__, method)


def _shared_methods(made: T) -> T:
    """Equality, hash and repr from one getter of the fields."""
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
