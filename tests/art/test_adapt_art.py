"""Every A.D.A.P.T. face renders at the reference size and at table size; the face keys
are stable and name the card data each face is drawn from."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from petridish.games.adapt.art.template import BACK, TEMPLATE, AdaptArt
from petridish.games.adapt.cards import CardSet, load_cards
from tests.art.face_checks import check_face

FACES = TEMPLATE.faces()
SIZES = [(750, 1050), (89, 125)]


def test_one_face_per_design_and_the_back() -> None:
    cs = load_cards()
    assert len(FACES) == len(set(FACES)) == len(cs.cards) + 1
    assert FACES[-1] == BACK == "back.card"
    assert FACES[:-1] == [f"card.{c.id}" for c in cs.cards]
    assert "card.body.clownfish" in FACES
    assert "card.part.spiked_horn" in FACES
    assert "card.guppy.striped" in FACES


def test_keys_are_stable() -> None:
    # The same list every time it is asked, and from a fresh template.
    assert TEMPLATE.faces() == FACES
    assert AdaptArt().faces() == FACES


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", FACES)
def test_face_renders(key: str, size: tuple[int, int]) -> None:
    im = TEMPLATE.render(key, *size)
    check_face(im, key, size)
    w, h = size
    rgb = im.convert("RGB")
    colours = rgb.resize((min(w, 126), min(h, 176)), Image.Resampling.NEAREST).getcolors(1 << 16)
    assert colours is not None and len(colours) > 40


def test_face_key_maps_copies_to_designs() -> None:
    assert TEMPLATE.face_key("body.clownfish#2") == "card.body.clownfish"
    assert TEMPLATE.face_key("part.spiked_horn") == "card.part.spiked_horn"
    assert TEMPLATE.face_key("part.spiked_horn#1", up=False) == BACK
    assert TEMPLATE.face_key("?", hint="deck") == BACK
    with pytest.raises(KeyError):
        TEMPLATE.face_key("body.goldfish#1")


def test_every_copy_in_the_deck_has_a_face() -> None:
    faces = set(FACES)
    for copy in load_cards().deck(("core", "red")):
        assert TEMPLATE.face_key(copy) in faces


def test_print_run_counts_copies() -> None:
    cs = load_cards()
    run = TEMPLATE.print_run()
    assert run.count("card.body.clownfish") == cs.design("body.clownfish").count
    assert run.count("card.guppy.striped") == 1
    assert run[-1] == BACK


def test_unknown_face_is_refused() -> None:
    with pytest.raises(KeyError):
        TEMPLATE.render("card.body.goldfish", 89, 125)
    with pytest.raises(KeyError):
        TEMPLATE.data_for("nothing")


def test_the_known_faces_follow_the_cards_in_use() -> None:
    # The template keeps its set of faces for the checks; other cards make it anew.
    art = AdaptArt()
    art.check("card.body.clownfish")
    without = CardSet(tuple(c for c in load_cards().cards if c.id != "body.clownfish"))
    art.use_cards(without)
    with pytest.raises(KeyError):
        art.check("card.body.clownfish")
    with pytest.raises(KeyError):
        art.data_for("card.body.clownfish")
    art.use_cards(load_cards())
    assert art.data_for("card.body.clownfish")["card"]["name"] == "Clownfish"


def test_data_for_names_the_card() -> None:
    data = TEMPLATE.data_for("card.body.clownfish")
    assert data["card"]["name"] == "Clownfish"
    assert data["card"]["die"] == 4
    assert ["health", load_cards().design("body.clownfish").stat("health")] in data["card"]["stats"]
    assert "count" not in data["card"]
    assert TEMPLATE.data_for(BACK) == {"face": BACK}


def _edited(**changes: object) -> AdaptArt:
    cs = load_cards()
    cards = tuple(
        replace(c, **changes) if c.id == "body.clownfish" else c  # type: ignore[arg-type]
        for c in cs.cards
    )
    return AdaptArt(CardSet(cards))


@pytest.mark.parametrize(
    "changes",
    [
        {"name": "Clown Loach"},
        {"cost": 5},
        {"die": 6},
        {"level": 2},
        {"stats": (("ferocity", 2), ("survival", 3), ("health", 6))},
        {"text": "Another line."},
        {"pack": "red"},
    ],
    ids=lambda ch: next(iter(ch)),
)
def test_data_for_changes_with_the_card(changes: dict[str, object]) -> None:
    key = "card.body.clownfish"
    before = TEMPLATE.data_for(key)
    after = _edited(**changes).data_for(key)
    assert after != before
    # Other faces are untouched.
    assert _edited(**changes).data_for("card.part.spiked_horn") == TEMPLATE.data_for(
        "card.part.spiked_horn"
    )


def test_count_does_not_change_the_face() -> None:
    key = "card.body.clownfish"
    assert _edited(count=7).data_for(key) == TEMPLATE.data_for(key)


def test_an_edited_card_draws_differently() -> None:
    key = "card.body.clownfish"
    plain = TEMPLATE.render(key, 178, 250)
    renamed = _edited(name="Clown Loach", cost=9).render(key, 178, 250)
    assert plain.tobytes() != renamed.tobytes()


def test_long_names_and_texts_fit() -> None:
    art = _edited(name="W" * 40, text="A very long text that goes on. " * 5)
    for size in SIZES:
        im = art.render("card.body.clownfish", *size)
        assert im.size == size
