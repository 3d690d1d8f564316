"""Hostile A.D.A.P.T. card files: seeded truncations, byte flips and hostile values in
the real ``cards.toml``. Whatever the file holds, loading it gives a card set or raises
ContentError naming the file and the problem, quickly: never another exception."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest

from petridish.core.content import ContentError
from petridish.games.adapt import cards as cd

from . import scale

SOURCE = Path(__file__).resolve().parents[2] / "resources" / "games" / "adapt" / "cards.toml"
SHIPPED = SOURCE.read_bytes()
SLOW = 5.0  # seconds: generous for a 2-core CI machine
HOSTILE_VALUES = ("-1", "0", "10000000000", "1e400", "nan", '"7"', "true", "[]", "{}", '""')


def outcome(tmp_path: Path, data: bytes, name: str) -> str:
    """'loaded' or 'refused', never anything else, within SLOW seconds."""
    path = tmp_path / f"{name}.toml"
    path.write_bytes(data)
    began = time.perf_counter()
    try:
        cd.parse(path)
        result = "loaded"
    except ContentError as exc:
        assert str(path) in str(exc), f"the message names the file: {exc}"
        result = "refused"
    assert time.perf_counter() - began < SLOW, name
    return result


def test_every_sampled_truncation_loads_or_is_refused(tmp_path):
    cuts = list(scale.every(len(SHIPPED), 97))
    results = {outcome(tmp_path, SHIPPED[:n], f"cut{n}") for n in cuts}
    assert "refused" in results


def test_byte_flips_load_or_are_refused(tmp_path):
    rng = random.Random(14)
    for i in range(scale.size(150, 2000)):
        data = bytearray(SHIPPED)
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        outcome(tmp_path, bytes(data), f"flip{i}")


@pytest.mark.parametrize("value", HOSTILE_VALUES)
def test_a_hostile_value_in_any_number_is_refused_or_loads(tmp_path, value):
    text = SHIPPED.decode("utf-8")
    numbers = [m.span(1) for m in re.finditer(r"^\w+ = (-?\d+)$", text, flags=re.M)]
    rng = random.Random(value)
    for start, end in rng.sample(numbers, min(len(numbers), scale.size(12, 200))):
        edited = text[:start] + value + text[end:]
        outcome(tmp_path, edited.encode("utf-8"), "value")
