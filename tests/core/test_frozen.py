"""``@frozen`` records behave as ``@dataclass(frozen=True, slots=True)`` ones do."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest

from petridish.core.frozen import frozen


@frozen
class Spawn:
    card: str
    up: bool = False
    tags: tuple[str, ...] = ()


@frozen
class Marked(Spawn):
    mark: int = 0


@frozen
class Lone:
    only: str


@frozen
class Empty:
    pass


@frozen
class WithDict:
    data: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlainSpawn:
    card: str
    up: bool = False
    tags: tuple[str, ...] = ()


def test_repr_reads_as_the_dataclass_one():
    mine, plain = Spawn("S1", True, ("x",)), PlainSpawn("S1", True, ("x",))
    assert repr(mine) == repr(plain).replace("PlainSpawn", "Spawn")
    assert repr(Marked("S2", mark=3)) == "Marked(card='S2', up=False, tags=(), mark=3)"
    assert repr(Lone("a")) == "Lone(only='a')" and repr(Empty()) == "Empty()"


def test_equal_by_class_and_fields_and_hashed_alike():
    assert Spawn("S1") == Spawn("S1") and hash(Spawn("S1")) == hash(Spawn("S1"))
    assert Spawn("S1") != Spawn("S1", up=True)
    assert Spawn("S1") != Marked("S1")  # a subclass is another kind of record
    assert Spawn("S1") != PlainSpawn("S1")
    assert Lone("a") == Lone("a") and hash(Lone("a")) == hash(Lone("a")) != hash(Lone("b"))
    assert Empty() == Empty() and hash(Empty()) == hash(Empty())
    assert len({Spawn("S1"), Spawn("S1"), Spawn("S2"), Marked("S1")}) == 3
    assert Spawn("S1").__eq__(object()) is NotImplemented


def test_unhashable_fields_make_an_unhashable_record_as_before():
    assert WithDict() == WithDict({})
    with pytest.raises(TypeError):
        hash(WithDict())


def test_still_a_frozen_slotted_dataclass():
    s = Spawn("S1")
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.card = "S2"  # type: ignore[misc]
    assert not hasattr(s, "__dict__")
    assert dataclasses.is_dataclass(s)
    assert [f.name for f in dataclasses.fields(Marked)] == ["card", "up", "tags", "mark"]
    assert dataclasses.replace(s, up=True) == Spawn("S1", True)
    assert dataclasses.asdict(Marked("S1", mark=2)) == {
        "card": "S1",
        "up": False,
        "tags": (),
        "mark": 2,
    }
    match Marked("S3", mark=1):
        case Marked(card, up, tags, mark):  # positional, as __match_args__ says
            assert (card, up, tags, mark) == ("S3", False, (), 1)
        case _:
            pytest.fail("a frozen record did not match its own class pattern")
