"""Each player's fish: drawn from its Body and Parts, the same for the same cards and key
and another for another player's key, every location and every body handled, a guppy the
smallest fish and a last-level Body among the biggest, and the guppy plainly different
from a fully adapted fish."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

from petridish.games.adapt.art.fish import LOCATIONS, draw_fish, shape_for
from petridish.games.adapt.cards import load_cards

CS = load_cards()
W, H = 300, 200


def _top_parts() -> dict[str, object]:
    """The highest-level Part of every location: a fully adapted fish."""
    best: dict[str, object] = {}
    for c in CS.parts():
        if c.location not in best or c.level > best[c.location].level:  # type: ignore[attr-defined]
            best[c.location] = c
    return best


def _coverage(im: Image.Image) -> int:
    """How many pixels the fish covers (mostly opaque)."""
    return sum(im.getchannel("A").histogram()[129:])


def _differs(a: Image.Image, b: Image.Image) -> bool:
    # getbbox() alone looks at alpha only: a change of colour must count too.
    return ImageChops.difference(a, b).getbbox(alpha_only=False) is not None


def test_a_guppy_and_a_fully_adapted_fish_differ() -> None:
    guppy = draw_fish(CS.design("guppy.striped"), {}, "#E69F00", W, H, "p1")
    full = draw_fish(CS.design("body.leviathan"), _top_parts(), "#E69F00", W, H, "p1")  # type: ignore[arg-type]
    for im in (guppy, full):
        assert im.mode == "RGBA" and im.size == (W, H)
        assert im.getpixel((0, 0))[3] == 0  # a transparent ground
    assert _differs(guppy, full)
    # A guppy is small; an adapted fish fills much more of the picture.
    assert _coverage(full) > 2 * _coverage(guppy)


def test_the_players_colour_is_the_main_hue() -> None:
    body = CS.design("body.grouper")
    blue = draw_fish(body, {}, "#0072B2", W, H)
    orange = draw_fish(body, {}, "#E69F00", W, H)
    r, _, b, _ = ImageStat.Stat(blue).sum
    assert b > r
    r, _, b, _ = ImageStat.Stat(orange).sum
    assert r > b


def test_the_same_cards_and_key_draw_the_same_fish() -> None:
    parts = {"horn": CS.design("part.ram_horn"), "tail": CS.design("part.thresher_tail")}
    a = draw_fish(CS.design("body.barracuda"), parts, "#009E73", W, H, "seat-2")
    b = draw_fish(CS.design("body.barracuda"), dict(parts), "#009E73", W, H, "seat-2")
    assert a.tobytes() == b.tobytes()
    # Every wobble (a skin's spots, a tail's rays, tentacles' curls) is seeded from the
    # cards and the key (the seat): two players who adapted the same cards in the same
    # colour still have a fish each, and each keeps theirs.
    full = _top_parts()
    mine = draw_fish(CS.design("body.barracuda"), full, "#009E73", W, H, "seat-2")  # type: ignore[arg-type]
    theirs = draw_fish(CS.design("body.barracuda"), full, "#009E73", W, H, "seat-3")  # type: ignore[arg-type]
    assert _differs(mine, theirs)
    again = draw_fish(CS.design("body.barracuda"), full, "#009E73", W, H, "seat-2")  # type: ignore[arg-type]
    assert again.tobytes() == mine.tobytes()


def test_a_guppy_is_the_smallest_fish_and_a_last_level_body_outgrows_a_first() -> None:
    """Each Body level makes the fish bigger: no Body is as small as a guppy, and every
    level-5 Body covers more of its picture than any level-1 Body (shapes differ, an eel
    is thin, so levels in between may overlap)."""
    size = {
        c.id: _coverage(draw_fish(c, {}, "#0072B2", W, H, "p1"))
        for c in CS.cards
        if c.kind != "part"
    }
    guppies = [size[c.id] for c in CS.cards if c.kind == "guppy"]
    bodies = list(CS.bodies())
    assert guppies and max(guppies) < min(size[c.id] for c in bodies)
    first = [size[c.id] for c in bodies if c.level == 1]
    last = [size[c.id] for c in bodies if c.level == 5]
    assert first and last and max(first) < min(last)


def test_no_body_is_a_guppy() -> None:
    im = draw_fish(None, {}, "#CC79A7", W, H)
    assert im.size == (W, H) and im.getchannel("A").getbbox() is not None


@pytest.mark.parametrize("location", LOCATIONS[1:])
def test_every_location_shows(location: str) -> None:
    body = CS.design("body.grouper")
    plain = draw_fish(body, {}, "#56B4E9", W, H)
    for part in (c for c in CS.parts() if c.location == location):
        grown = draw_fish(body, {location: part}, "#56B4E9", W, H)
        assert _differs(plain, grown), part.id


@pytest.mark.parametrize("body", [c.id for c in CS.cards if c.kind != "part"])
def test_every_body_draws(body: str) -> None:
    card = CS.design(body)
    alone = draw_fish(card, {}, "#D55E00", W, H, body)
    full = draw_fish(card, _top_parts(), "#D55E00", W, H, body)  # type: ignore[arg-type]
    for im in (alone, full):
        assert im.size == (W, H)
        assert im.getchannel("A").getbbox() is not None
    assert shape_for(card).kind


def test_bodies_of_a_level_look_different() -> None:
    bodies = [c for c in CS.bodies() if c.level == 4]
    pictures = {draw_fish(c, {}, "#0072B2", W, H).tobytes() for c in bodies}
    assert len(pictures) == len(bodies)


def test_odd_sizes_and_colours() -> None:
    for w, h in ((1, 1), (40, 300), (600, 60)):
        assert draw_fish(None, {}, "not a colour", w, h).size == (w, h)
    # An unreadable colour is drawn in coral rather than stopping the table.
    coral = draw_fish(None, {}, "#FF6F61", W, H)
    assert draw_fish(None, {}, "not a colour", W, H).tobytes() == coral.tobytes()
