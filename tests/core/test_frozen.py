"""``@frozen`` records behave as ``@dataclass(frozen=True, slots=True)`` ones do."""

from __future__ import annotations

import copy
import dataclasses
import inspect
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


@frozen
class Internals:
    # Field names that the shared __init__ template uses for itself.
    _set: int
    _factories: int = 1
    _FACTORY: int = 2
    p0: int = 3
    self_: int = 4


@frozen
class Checked:
    value: int

    def __post_init__(self):
        if self.value < 0:
            raise ValueError("negative")


@frozen
class KeywordsOnly:
    card: str
    _: dataclasses.KW_ONLY
    up: bool = False


@frozen
class Hidden:
    card: str
    count: int = field(default=0, init=False)


def test_arguments_bind_as_the_dataclass_init_binds_them():
    assert Spawn("S1", tags=("t",), up=True) == Spawn("S1", True, ("t",))
    assert Marked(card="S1", mark=4).mark == 4
    with pytest.raises(TypeError, match="card"):
        Spawn()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Spawn("S1", True, (), "extra")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="nope"):
        Spawn("S1", nope=1)  # type: ignore[call-arg]
    assert str(inspect.signature(Spawn)) == str(inspect.signature(PlainSpawn))
    assert Spawn.__init__.__qualname__ == "Spawn.__init__"


def test_each_record_gets_a_fresh_default_from_its_factory():
    a, b = WithDict(), WithDict()
    assert a.data == {} and a.data is not b.data
    given = {"x": 1}
    assert WithDict(given).data is given
    assert "<factory>" in str(inspect.signature(WithDict))


def test_fields_named_like_the_init_template_s_own_names_work():
    r = Internals(0, p0=9)
    assert (r._set, r._factories, r._FACTORY, r.p0, r.self_) == (0, 1, 2, 9, 4)


def test_shapes_the_template_cannot_express_are_made_by_dataclass():
    assert Checked(1).value == 1
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    assert KeywordsOnly("S1", up=True).up
    with pytest.raises(TypeError):
        KeywordsOnly("S1", True)  # type: ignore[misc]
    assert Hidden("S1").count == 0
    for record in (Checked(1), KeywordsOnly("S1"), Hidden("S1")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, dataclasses.fields(record)[0].name, "x")
        assert record == copy.copy(record)


def test_deleting_copying_and_restoring_state_keep_it_frozen():
    s = Marked("S1", mark=2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        del s.card  # type: ignore[misc]
    assert copy.copy(s) == s and copy.deepcopy(s) == s
    assert s.__getstate__() == ["S1", False, (), 2]
