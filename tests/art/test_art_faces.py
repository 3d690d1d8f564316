"""Every ADAPTOID 24 face renders at the reference size and at thumbnail size."""

from __future__ import annotations

import pytest
from PIL import Image, ImageStat

from petridish.games.adaptoid24.art import TEMPLATE

FACES = TEMPLATE.faces()
SIZES = [(750, 1050), (126, 176)]


def test_face_list_is_complete_and_unique() -> None:
    cs = TEMPLATE.cards
    assert len(FACES) == len(set(FACES))
    expected = (
        2 * len(cs.rooms)
        + len(cs.evolutions)
        + len(set(cs.spawn_values))
        + 4
        + 2 * len(cs.characters)
        + 2  # room backs
        + 3  # one back per Evolution deck
        + 2  # the Spawn egg and the generic back
    )
    assert len(FACES) == expected


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("key", FACES)
def test_face_renders(key: str, size: tuple[int, int]) -> None:
    im = TEMPLATE.render(key, *size)
    assert im.mode == "RGBA"
    assert im.size == size
    w, h = size
    # Rounded corners: transparent outside, opaque card inside.
    for x, y in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert im.getpixel((x, y))[3] == 0, f"corner {(x, y)} of {key} is not transparent"
    assert im.getpixel((w // 2, h // 2))[3] == 255
    assert im.getchannel("A").getextrema()[1] == 255
    # A real picture, not a blank box: plenty of tones and a wide spread.
    rgb = im.convert("RGB")
    spread = ImageStat.Stat(rgb).stddev
    assert max(spread) > 25, f"{key} is nearly uniform"
    colours = rgb.resize((min(w, 126), min(h, 176)), Image.Resampling.NEAREST).getcolors(1 << 16)
    assert colours is not None and len(colours) > 40


def test_unknown_face_is_refused() -> None:
    with pytest.raises(KeyError):
        TEMPLATE.render("room.g.attic", 126, 176)
    with pytest.raises(KeyError):
        TEMPLATE.data_for("nothing")


def test_data_for_names_the_card() -> None:
    assert TEMPLATE.data_for("room.g.lab")["room"]["name"] == "Lab"
    assert TEMPLATE.data_for("evo.scales")["evolution"]["permanent"] is True
    assert TEMPLATE.data_for("spawn.v2") == {"face": "spawn.v2", "value": 2}
    assert "R&D" in TEMPLATE.data_for("char.reyes.spent")["reload"]
