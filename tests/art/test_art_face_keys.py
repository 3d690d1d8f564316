"""State card ids map onto the face list: fronts, backs, two-sided cards, hidden cards."""

from __future__ import annotations

import pytest

from petridish.games.adaptoid24.art import TEMPLATE
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import HIDDEN

FACES = set(TEMPLATE.faces())


def all_card_ids() -> list[str]:
    state = GAME.new_state(seed=7)
    return sorted({card for cards in state.zones.values() for card in cards})


def test_every_state_card_has_both_faces() -> None:
    ids = all_card_ids()
    assert "taser.3" in ids and "dron" in ids and "char.reyes" in ids
    for card in ids:
        assert TEMPLATE.face_key(card, True) in FACES, card
        assert TEMPLATE.face_key(card, False) in FACES, card


@pytest.mark.parametrize(
    ("card", "up", "face"),
    [
        ("a.lab", True, "room.a.lab"),
        ("g.lab", True, "room.g.lab"),
        ("a.office", False, "back.room.a"),
        ("g.office", False, "back.room.g"),
        ("evo.clone.2", True, "evo.clone"),
        ("evo.emp.1", False, "back.evo.offensive"),
        ("taser.1", True, "taser.loaded"),
        ("taser.3", False, "taser.unloaded"),
        ("dron", True, "dron.loaded"),
        ("dron", False, "dron.unloaded"),
        ("char.okafor", True, "char.okafor.shield"),
        ("char.okafor", False, "char.okafor.spent"),
        ("spawn.3", False, "back.spawn"),
    ],
)
def test_face_key(card: str, up: bool, face: str) -> None:
    assert TEMPLATE.face_key(card, up) == face


def test_spawn_front_shows_its_value() -> None:
    values = TEMPLATE.cards.spawn_values
    for i, value in enumerate(values, start=1):
        assert TEMPLATE.face_key(f"spawn.{i}", True) == f"spawn.v{value}"


@pytest.mark.parametrize(
    ("hint", "face"),
    [
        ("a", "back.room.a"),
        ("adaptoid.hand", "back.room.a"),
        ("g", "back.room.g"),
        ("geneticist.hand", "back.room.g"),
        ("geneticist.aside", "back.room.g"),
        ("spawn", "back.spawn"),
        ("spawn.deck", "back.spawn"),
        ("spawns.lab", "back.spawn"),
        ("evo.defensive", "back.evo.defensive"),
        ("evo.reproductive", "back.evo.reproductive"),
        ("", "back.hidden"),
        ("somewhere", "back.hidden"),
    ],
)
def test_hidden_card_shows_the_back_its_hint_names(hint: str, face: str) -> None:
    assert TEMPLATE.face_key(HIDDEN, False, hint) == face
    assert TEMPLATE.face_key(HIDDEN, True, hint) == face


@pytest.mark.parametrize("card", ["a.attic", "evo.fly.1", "spawn.99", "char.nobody", "meeple"])
def test_unknown_card_is_refused(card: str) -> None:
    with pytest.raises(KeyError):
        TEMPLATE.face_key(card, True)
