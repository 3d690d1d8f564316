"""Each player's fish: drawn from its Body and Parts, deterministic, every location and
every body handled, and the guppy plainly different from a fully adapted fish."""

from __future__ import annotations

import time

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


def test_deterministic() -> None:
    parts = {"horn": CS.design("part.ram_horn"), "tail": CS.design("part.thresher_tail")}
    a = draw_fish(CS.design("body.barracuda"), parts, "#009E73", W, H, "seat-2")
    b = draw_fish(CS.design("body.barracuda"), dict(parts), "#009E73", W, H, "seat-2")
    assert a.tobytes() == b.tobytes()


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


def test_timing_is_printed_not_asserted(capsys: pytest.CaptureFixture[str]) -> None:
    full = _top_parts()
    start = time.perf_counter()
    draw_fish(CS.design("body.kraken"), full, "#D55E00", W, H, "time")  # type: ignore[arg-type]
    ms = (time.perf_counter() - start) * 1000
    with capsys.disabled():
        print(f"\ndraw_fish, fully adapted, {W}x{H}: {ms:.1f} ms")
