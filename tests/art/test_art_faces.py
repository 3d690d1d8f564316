"""Every ADAPTOID 24 face renders at the reference size and at thumbnail size."""

from __future__ import annotations

import pytest
from PIL import Image

from petridish.games.adaptoid24.art import TEMPLATE
from tests.art.face_checks import check_face

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
    check_face(im, key, size)
    w, h = size
    rgb = im.convert("RGB")
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
