"""Typed JSON decoding refuses anything that does not match the declared shape."""

from dataclasses import dataclass, field

import pytest

from petridish.core.serial import DecodeError, from_json, to_json


@dataclass(frozen=True)
class Inner:
    n: int


@dataclass(frozen=True)
class Outer:
    name: str
    items: tuple[str, ...]
    marks: frozenset[str]
    table: dict[str, tuple[int, ...]]
    inner: Inner | None = None
    flag: bool = False
    extra: dict[str, int] = field(default_factory=dict)


def test_round_trip():
    value = Outer("x", ("a", "b"), frozenset({"q", "p"}), {"k": (1, 2)}, Inner(3), True)
    data = to_json(value)
    assert data["marks"] == ["p", "q"]
    assert from_json(Outer, data) == value


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"name": 1, "items": [], "marks": [], "table": {}}, r"\$.name: expected text"),
        ({"name": "x", "items": "ab", "marks": [], "table": {}}, r"\$.items: expected a list"),
        (
            {"name": "x", "items": [], "marks": [], "table": {"k": [True]}},
            r"\$.table.k\[0\]: expected a whole number",
        ),
        ({"name": "x", "items": [], "marks": []}, "missing field 'table'"),
        (
            {"name": "x", "items": [], "marks": [], "table": {}, "evil": 1},
            r"unknown field\(s\) \['evil'\]",
        ),
        ({"name": "x", "items": [], "marks": [], "table": {}, "inner": {"n": "1"}}, "matches none"),
        ([], "expected an object"),
    ],
)
def test_bad_shapes_are_named(data, message):
    with pytest.raises(DecodeError, match=message):
        from_json(Outer, data)
