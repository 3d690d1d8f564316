"""A.D.A.P.T.'s fish shapes come from ``resources/games/adapt/fish_shapes.toml``: the
shipped file loads and is marked reconstructed, every card's ``look`` is one the painter
knows, a malformed file is refused with the file, the entry and the problem named, a
broken file never stops the painter, and an edited shape is drawn afresh. Every Part a
fish adapts changes how the fish looks, plainly."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from petridish import resources
from petridish.core.content import ContentError
from petridish.games.adapt.art import fish_shapes
from petridish.games.adapt.art.fish import draw_fish
from petridish.games.adapt.art.fish_looks import PART_LOOKS
from petridish.games.adapt.cards import load_cards
from petridish.games.adapt.fish_item import _name

SHIPPED = fish_shapes.shipped_file()
CS = load_cards()


@pytest.fixture
def shapes_file(tmp_path, monkeypatch):
    """Point the painter at a shapes file of the test's own (read afresh, and forgotten
    after the test)."""

    def use(text: str) -> Path:
        path = tmp_path / "fish_shapes.toml"
        path.write_text(text, encoding="utf-8")
        monkeypatch.setattr(fish_shapes, "shipped_file", lambda: path)
        fish_shapes.load.cache_clear()
        return path

    yield use
    fish_shapes.load.cache_clear()


def edited(old: str, new: str) -> str:
    text = SHIPPED.read_text(encoding="utf-8")
    assert old in text, old
    return text.replace(old, new, 1)


def test_the_shipped_shapes_load_and_are_marked_reconstructed():
    shapes = fish_shapes.load()
    assert "RECONSTRUCTED" in SHIPPED.read_text(encoding="utf-8").splitlines()[2]
    # The three Petri Dish itself asks for, and one per kind of Body at least.
    assert {"guppy", "fish", "octo"} <= set(shapes.names())
    assert len(shapes.names()) >= 20
    # A shape based on another keeps what it does not change.
    assert shapes.shapes["hammerhead"].extra == "hammer"
    assert shapes.shapes["hammerhead"].tail == shapes.shapes["shark"].tail


def test_every_card_names_a_look_the_painter_knows():
    names = set(fish_shapes.load().names())
    for card in CS.cards:
        if card.kind == "part":
            assert card.look in PART_LOOKS[card.location], card.id
        else:
            assert card.look in names, card.id


@pytest.mark.parametrize(
    ("old", "new", "entry", "problem"),
    [
        ('tail = "fork"', 'tail = "sickle"', "[shape.fish]", "field 'tail' must be one of"),
        ("length = 2.0", "length = 40", "[shape.fish]", "'length' must be a number from"),
        ("length = 2.0", 'length = "long"', "[shape.fish]", "'length' must be a number"),
        ("eye = [0.16, -0.32]", "eye = [2, 0]", "[shape.fish]", "field 'eye' must be [u, v]"),
        ('natural = "#3caab4"', 'natural = "teal"', "[shape.fish]", "a colour like"),
        (
            '[shape.guppy]\nbased_on = "fish"',
            '[shape.guppy]\nbased_on = "whale"',
            "[shape.guppy]",
            "based_on 'whale': no such shape",
        ),
        (
            "\n[shape.fish]\n",
            '\n[shape.fish]\nbased_on = "guppy"\n',
            "[shape.",
            "round in a circle",
        ),
        ("\n[shape.fish]\n", "\n[shape.fish]\nfeathers = 3\n", "[shape.fish]", "unknown field"),
        ("version = 1", "version = 9", "[meta]", "field 'version' must be 1"),
        ("[shape.minnow]", "[shape.Minnow]", "[shape.'Minnow']", "the id must be"),
        ("\n[shape.fish]\n", "\n[shape.fish\n", "", "not valid TOML"),
    ],
)
def test_a_malformed_shapes_file_names_file_entry_and_problem(tmp_path, old, new, entry, problem):
    path = tmp_path / "fish_shapes.toml"
    path.write_text(edited(old, new), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        fish_shapes.parse(path)
    exc = info.value
    assert exc.file == str(path)
    assert exc.entry.startswith(entry), exc
    assert problem in exc.problem, exc


def test_a_broken_shapes_file_is_named_when_the_cards_load_and_drawn_as_a_plain_fish(
    shapes_file,
):
    path = shapes_file(edited('tail = "fork"', 'tail = "sickle"'))
    with pytest.raises(ContentError) as info:
        load_cards(resources.root() / "games" / "adapt" / "cards.toml")
    assert info.value.file == str(path) and "tail" in info.value.problem
    # The painter never stops a table over it: each look is a plain fish.
    assert fish_shapes.shape("shark") == dataclasses.replace(fish_shapes.DEFAULT, kind="shark")
    picture = draw_fish(CS.design("body.great_white"), {}, "#0072B2", 120, 80, "p1")
    assert picture.getchannel("A").getbbox() is not None


def test_an_edited_shape_is_drawn_afresh(shapes_file):
    body = CS.design("body.great_white")
    before, name_before = fish_shapes.digest(), _name(body, {}, "#0072B2", "p1", 120, 80)
    picture_before = draw_fish(body, {}, "#0072B2", 120, 80, "p1")
    shapes_file(edited('[shape.shark]\nbased_on = "fish"', '[shape.shark]\nbased_on = "eel"'))
    assert fish_shapes.digest() != before
    # The picture kept on disk is named after the shapes too, so the old one is not used.
    assert _name(body, {}, "#0072B2", "p1", 120, 80) != name_before
    assert _differs(picture_before, draw_fish(body, {}, "#0072B2", 120, 80, "p1"))


def _differs(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox(alpha_only=False) is not None


def _changed_pixels(a: Image.Image, b: Image.Image) -> int:
    """Pixels that differ plainly (not by a shade of anti-aliasing)."""
    gray = ImageChops.difference(a, b).convert("L")
    return sum(gray.histogram()[25:])


def _every_part_look() -> list[tuple[str, str]]:
    return [(location, look) for location, looks in PART_LOOKS.items() for look in looks]


@pytest.mark.parametrize(("location", "look"), _every_part_look())
def test_every_part_plainly_changes_the_fish(location, look):
    """A Part a fish adapts shows, whatever the fish: at least 250 of a 360 x 190
    picture's pixels change (about two per cent) on a small, a tall-finned and an
    eight-armed body."""
    # rulebook: adapt.txt:49
    card = next(c for c in CS.parts() if c.location == location)
    part = dataclasses.replace(card, look=look)
    for body in ("body.minnow", "body.great_white", "body.kraken"):
        design = CS.design(body)
        plain = draw_fish(design, {}, "#56B4E9", 360, 190, "p1")
        grown = draw_fish(design, {location: part}, "#56B4E9", 360, 190, "p1")
        assert _changed_pixels(plain, grown) >= 250, (body, location, look)


def test_the_card_list_tells_an_owner_every_look_a_part_may_have():
    """The comment at the top of cards.toml is where a player typing in a card reads
    the looks: it must name every one the painter knows."""
    header = (resources.root() / "games/adapt/cards.toml").read_text(encoding="utf-8")
    header = " ".join(line.lstrip("# ") for line in header.split("[meta]")[0].splitlines())
    for location, looks in PART_LOOKS.items():
        for look in looks:
            assert f" {look}" in header, (location, look)
