"""Damaged saves, made at random: read_save either loads them or raises SaveError.

Any other exception would reach the player as a crash, so this is the property that
matters for hostile files. Damage comes in two kinds: bytes (a cut-off or corrupted
file) and values (a hand edit that keeps the JSON valid but changes its meaning).
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petridish.core.actions import Edit
from petridish.games.adaptoid24.rules import GAME
from petridish.storage.saves import (
    SaveError,
    SeatInfo,
    dump_save,
    read_save,
    save_text,
    session_from_setup,
)

# The autouse home fixture only sets an environment variable, so sharing it between
# examples is harmless.
FUZZ = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _play(session, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if GAME.is_terminal(session.state):
            return
        seat = rng.choice(GAME.to_move(session.state))
        session.submit(rng.choice(GAME.legal_actions(session.state, seat)))


@cache
def valid_text(with_start: bool) -> str:
    """A good save with sandbox and rules moves, with or without a starting position."""
    start = None
    if with_start:
        setup = session_from_setup(GAME, 77, {}, ())
        _play(setup, random.Random(77), 5)
        start = setup.state
    session = session_from_setup(GAME, 77, {}, (), start=start, sandbox=True)
    session.submit(Edit(seat="adaptoid", op="flip", card="taser.3"))
    session.submit(Edit(seat="adaptoid", op="move", card="spawn.1", zone="spawn.discard"))
    session.sandbox = False
    _play(session, random.Random(78), 15)
    seats = [SeatInfo("adaptoid", "Ann"), SeatInfo("geneticist", "Bob", "bot", "#112233")]
    data = dump_save(
        session,
        game_id="adaptoid24",
        seed=77,
        options={},
        forced=(),
        seats=seats,
        title="fuzz",
        start=start,
    )
    return save_text(data)


def check_read(folder: Path, content: bytes) -> None:
    path = folder / "fuzzed.petridish"
    path.write_bytes(content)
    before = sorted((p.name, p.stat().st_size) for p in folder.iterdir())
    try:
        read_save(path)
    except SaveError as exc:
        assert str(exc).startswith("Cannot load fuzzed.petridish: ")
    assert sorted((p.name, p.stat().st_size) for p in folder.iterdir()) == before
    assert path.read_bytes() == content


def test_the_fuzz_bases_are_valid(tmp_path):
    for with_start in (False, True):
        path = tmp_path / f"base-{with_start}.petridish"
        path.write_text(valid_text(with_start), "utf-8")
        assert read_save(path).title == "fuzz"


@FUZZ
@given(
    with_start=st.booleans(),
    cut=st.floats(0, 1),
    flips=st.lists(st.tuples(st.floats(0, 1), st.integers(1, 255)), max_size=8),
)
def test_damaged_bytes(tmp_path, with_start, cut, flips):
    data = bytearray(valid_text(with_start).encode("utf-8"))
    for where, xor in flips:
        data[int(where * (len(data) - 1))] ^= xor
    check_read(tmp_path, bytes(data[: max(1, round(cut * len(data)))] if cut < 1 else data))


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON tree, as a tuple of keys and indexes from the root."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


@cache
def tree_places(with_start: bool) -> tuple[tuple[Any, ...], ...]:
    return tuple(p for p in _paths(json.loads(valid_text(with_start))) if p)


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
    | st.sampled_from(["adaptoid", "geneticist", "lab", "taser.3", "spawn.1", "Edit", "choose"]),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=10,
)


@FUZZ
@given(data=st.data(), with_start=st.booleans())
def test_damaged_values(tmp_path, data, with_start):
    tree = json.loads(valid_text(with_start))
    for _ in range(data.draw(st.integers(1, 3), label="edits")):
        place = data.draw(st.sampled_from(tree_places(with_start)), label="place")
        *parents, last = place
        holder = tree
        try:
            for key in parents:
                holder = holder[key]
            holder[last]  # an earlier edit may have removed or replaced this place
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(holder, dict | list):
            continue
        if data.draw(st.booleans(), label="delete"):
            del holder[last]
        else:
            holder[last] = data.draw(json_values, label="value")
    check_read(tmp_path, json.dumps(tree).encode("utf-8"))
