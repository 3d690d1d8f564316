"""Every Genegrafter face renders at table size and at its smallest; the face keys are
stable, map every copy of the deck onto its design, and name the card data each face is
drawn from."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import BACK, TEMPLATE, GenegrafterArt
from tests.art.face_checks import check_face

FACES = TEMPLATE.faces()
SIZES = [(252, 352), (63, 88)]


def test_one_face_per_design_and_the_back() -> None:
    cs = carddata.load()
    designs = [*cs.characters, *cs.abilities, *cs.gear, *cs.events, *cs.strands]
    assert [*(d.id for d in designs), BACK] == FACES
    assert len(set(FACES)) == len(FACES)
    assert {"character.nebrus", "ability.gamma_blast", "gear.rocket_boots"} <= set(FACES)
    assert {"event.quake", "dna.strand", "back.card"} <= set(FACES)
    assert GenegrafterArt().faces() == FACES
    assert TEMPLATE.version == 3


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", FACES)
def test_face_renders(key: str, size: tuple[int, int]) -> None:
    check_face(TEMPLATE.render(key, *size), key, size)


def test_faces_differ_from_one_another() -> None:
    drawn = {}
    for key in FACES:
        digest = hashlib.sha256(TEMPLATE.render(key, 63, 88).tobytes()).hexdigest()
        assert digest not in drawn, f"{key} is drawn the same as {drawn.get(digest)}"
        drawn[digest] = key


@pytest.mark.parametrize(
    ("card", "up", "face"),
    [
        ("character.nebrus", True, "character.nebrus"),
        ("character.nebrus", False, BACK),
        ("ability.gamma_blast", True, "ability.gamma_blast"),
        ("dna.strand.3", True, "dna.strand"),
        ("dna.strand.1", False, BACK),
        ("dna.strand", True, "dna.strand"),  # a design id names its face too
        ("?", True, BACK),
        ("?", False, BACK),
    ],
)
def test_face_key_maps_copies_and_hidden_cards(card: str, up: bool, face: str) -> None:
    assert TEMPLATE.face_key(card, up) == face


def test_a_hidden_card_shows_the_back_whatever_its_hint() -> None:
    # One back for all: the deck is shuffled together, so no back may tell cards apart.
    # rulebook: genegrafter.txt:30
    for hint in ("", "deck", "hand.1", "dna"):
        assert TEMPLATE.face_key("?", hint=hint) == BACK


def test_copies_of_a_design_share_its_face() -> None:
    # The shipped Abilities are one copy each: a deck of its own may hold more.
    art = _edited("ability.gamma_blast", count=2)
    assert art.face_key("ability.gamma_blast.1") == "ability.gamma_blast"
    assert art.face_key("ability.gamma_blast.2") == "ability.gamma_blast"
    assert art.face_key("ability.gamma_blast.2", up=False) == BACK
    assert art.print_run().count("ability.gamma_blast") == 2


def test_every_card_of_the_deck_has_a_face() -> None:
    faces = set(FACES)
    for copy in carddata.load().copies():
        assert TEMPLATE.face_key(copy) in faces
        assert TEMPLATE.face_key(copy, up=False) == BACK
    with pytest.raises(KeyError):
        TEMPLATE.face_key("character.nobody")


def test_print_run_is_the_deck() -> None:
    # rulebook: genegrafter.txt:30
    run = TEMPLATE.print_run()
    assert len(run) == carddata.DECK_SIZE + 1 and run[-1] == BACK
    # rulebook: genegrafter.txt:182
    assert run.count("dna.strand") == carddata.STRANDS


def test_unknown_face_is_refused() -> None:
    with pytest.raises(KeyError):
        TEMPLATE.render("character.nobody", 63, 88)
    with pytest.raises(KeyError):
        TEMPLATE.data_for("nothing")


def test_data_for_names_the_card() -> None:
    # rulebook: genegrafter.txt:174
    data = TEMPLATE.data_for("character.nebrus")
    assert data["card"]["name"] == "Nebrus"
    assert data["card"]["power"] == "radiation"
    assert TEMPLATE.data_for(BACK) == {"face": BACK}
    assert "count" not in TEMPLATE.data_for("dna.strand")["card"]


def _edited(design_id: str, **changes: object) -> GenegrafterArt:
    cs = carddata.load()

    def edit(cards: tuple) -> tuple:
        return tuple(replace(c, **changes) if c.id == design_id else c for c in cards)

    return GenegrafterArt(
        carddata.CardSet(
            characters=edit(cs.characters),
            abilities=edit(cs.abilities),
            gear=edit(cs.gear),
            events=edit(cs.events),
            strands=edit(cs.strands),
        )
    )


@pytest.mark.parametrize(
    ("key", "changes"),
    [
        ("character.nebrus", {"name": "Nebula"}),
        ("character.nebrus", {"power": "light"}),
        ("character.nebrus", {"marker": "mental"}),
        ("character.nebrus", {"markers": 3}),
        ("character.nebrus", {"attack": 5}),
        ("character.nebrus", {"defense": 1}),
        ("ability.gamma_blast", {"type": "mental"}),
        ("ability.gamma_blast", {"base": 2}),
        ("ability.gamma_blast", {"bonus": 4}),
        ("ability.gamma_blast", {"power": "all"}),
        ("gear.rocket_boots", {"slot": "arms"}),
        ("gear.rocket_boots", {"defense": 3}),
        ("event.quake", {"text": "Another rule."}),
    ],
    ids=lambda v: v if isinstance(v, str) else next(iter(v)),
)
def test_data_for_changes_with_the_card(key: str, changes: dict[str, object]) -> None:
    edited = _edited(key, **changes)
    assert edited.data_for(key) != TEMPLATE.data_for(key)
    assert edited.data_for("dna.strand") == TEMPLATE.data_for("dna.strand")


def test_an_edited_card_is_drawn_anew() -> None:
    key = "character.nebrus"
    before = TEMPLATE.render(key, 63, 88).tobytes()
    assert _edited(key, attack=5).render(key, 63, 88).tobytes() != before


def test_count_does_not_change_the_face() -> None:
    key = "ability.gamma_blast"
    assert _edited(key, count=3).data_for(key) == TEMPLATE.data_for(key)


def test_a_headless_import_loads_no_pillow(tmp_path: Path) -> None:
    # Face keys and card data are looked up without Pillow (or Qt): only drawing needs it.
    code = (
        "import sys\n"
        "from petridish.games.genegrafter.art import TEMPLATE\n"
        "TEMPLATE.faces(); TEMPLATE.face_key('dna.strand.2')\n"
        "TEMPLATE.data_for('character.nebrus')\n"
        "assert not [m for m in sys.modules if m.startswith(('PIL', 'PySide6', 'shiboken'))]\n"
    )
    env = {**os.environ, "PETRIDISH_HOME": str(tmp_path / "home")}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert not (tmp_path / "home").exists()
