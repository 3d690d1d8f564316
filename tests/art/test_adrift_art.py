"""Every ADRIFT item face and the back render at table size and at their smallest; the
face keys are stable, map every item card onto its design, and name the item each face
is drawn from; an edited item list is drawn anew; and drawing needs no Qt."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from petridish.games.adrift import content
from petridish.games.adrift.art import BACK, TEMPLATE, AdriftArt
from tests.art.face_checks import check_face

FACES = TEMPLATE.faces()
SIZES = [(252, 352), (63, 88)]
ART = Path(__file__).resolve().parents[2] / "desktop/petridish/games/adrift/art"


def test_one_face_per_design_and_the_back() -> None:
    designs = content.load().items.designs
    assert [*(d.id for d in designs), BACK] == FACES
    assert len(set(FACES)) == len(FACES)
    assert {"item.oar", "item.fishing_net", "item.flare_gun", "back.item"} <= set(FACES)
    assert TEMPLATE.game_id == "adrift" and TEMPLATE.version == 1


def test_keys_are_stable() -> None:
    assert TEMPLATE.faces() == FACES
    assert AdriftArt().faces() == FACES


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


def test_every_use_has_its_own_pictogram() -> None:
    from petridish.games.adrift.art.items import PICTOGRAMS

    assert set(PICTOGRAMS) == set(content.USES)
    assert len(set(PICTOGRAMS.values())) == len(PICTOGRAMS)
    # The shipped items show every one of them.
    assert {d.use for d in content.load().items.designs} == set(content.USES)


@pytest.mark.parametrize(
    ("card", "up", "face"),
    [
        ("item.oar.2", True, "item.oar"),
        ("item.oar.1", False, BACK),
        ("item.fishing_net", True, "item.fishing_net"),  # a design of one copy
        ("item.fishing_net", False, BACK),
        ("item.bucket.4", True, "item.bucket"),
        ("item.oar", True, "item.oar"),  # a design id names its face too
        ("?", True, BACK),
        ("?", False, BACK),
    ],
)
def test_face_key_maps_copies_and_hidden_cards(card: str, up: bool, face: str) -> None:
    assert TEMPLATE.face_key(card, up) == face


def test_a_hidden_card_shows_the_back_whatever_its_hint() -> None:
    # One back for all: the items are shuffled together into both storage bins.
    # rulebook: adrift.txt:25
    for hint in ("", "bin.1", "bin.2", "hand.3", "item"):
        assert TEMPLATE.face_key("?", hint=hint) == BACK


def test_every_item_card_has_a_face() -> None:
    faces = set(FACES)
    items = content.load().items
    for copy in items.copies():
        assert TEMPLATE.face_key(copy) == items.item(copy).id
        assert TEMPLATE.face_key(copy) in faces
        assert TEMPLATE.face_key(copy, up=False) == BACK
    for bad in ("item.oar.9", "item.anchor", "back.item"):
        with pytest.raises(KeyError):
            TEMPLATE.face_key(bad)


def test_print_run_is_the_thirty_items() -> None:
    # rulebook: adrift.txt:18
    run = TEMPLATE.print_run()
    assert len(run) == content.ITEM_CARDS + 1 and run[-1] == BACK
    for design in content.load().items.designs:
        assert run.count(design.id) == design.count


def test_unknown_face_is_refused() -> None:
    with pytest.raises(KeyError):
        TEMPLATE.render("item.anchor", 63, 88)
    with pytest.raises(KeyError):
        TEMPLATE.data_for("nothing")


def test_data_for_names_the_item() -> None:
    data = TEMPLATE.data_for("item.oar")
    assert data["face"] == "item.oar"
    assert data["item"]["name"] == "Oar"
    assert data["item"]["use"] == "oar"
    assert data["item"]["floats"] is True
    assert "count" not in data["item"]
    assert TEMPLATE.data_for("item.canned_beans")["item"]["amount"] == 2
    assert TEMPLATE.data_for(BACK) == {"face": BACK}


def _edited(design_id: str, **changes: object) -> AdriftArt:
    items = content.load().items
    designs = tuple(replace(d, **changes) if d.id == design_id else d for d in items.designs)
    return AdriftArt(content.Items(designs, "edited items.toml"))


@pytest.mark.parametrize(
    ("key", "changes"),
    [
        ("item.oar", {"name": "Paddle"}),
        ("item.oar", {"use": "pole"}),
        ("item.oar", {"floats": False}),
        ("item.canned_beans", {"amount": 3}),
        ("item.knife", {"text": "Another rule."}),
    ],
    ids=lambda v: v if isinstance(v, str) else next(iter(v)),
)
def test_data_for_changes_with_the_item(key: str, changes: dict[str, object]) -> None:
    edited = _edited(key, **changes)
    assert edited.data_for(key) != TEMPLATE.data_for(key)
    assert edited.data_for("item.compass") == TEMPLATE.data_for("item.compass")
    assert edited.data_for(BACK) == TEMPLATE.data_for(BACK)


def test_a_renamed_item_shows_its_new_name() -> None:
    # The name is drawn across the top; the rest of the card stays as it was.
    key = "item.oar"
    w, h = 252, 352
    before = TEMPLATE.render(key, w, h)
    after = _edited(key, name="Paddle").render(key, w, h)
    band = (0, round(h * 90 / 1050), w, round(h * 185 / 1050))
    picture = (0, round(h * 380 / 1050), w, round(h * 700 / 1050))
    assert after.crop(band).tobytes() != before.crop(band).tobytes()
    assert after.crop(picture).tobytes() == before.crop(picture).tobytes()


@pytest.mark.parametrize(
    ("key", "changes"),
    [
        ("item.oar", {"floats": False}),
        ("item.canned_beans", {"amount": 5}),
        ("item.knife", {"text": "Another rule."}),
        ("item.knife", {"use": "rope"}),
    ],
    ids=lambda v: v if isinstance(v, str) else next(iter(v)),
)
def test_an_edited_item_is_drawn_anew(key: str, changes: dict[str, object]) -> None:
    # Whether an item floats is marked on it: one that floats can be fetched back.
    # rulebook: adrift.txt:75
    before = TEMPLATE.render(key, 63, 88).tobytes()
    assert _edited(key, **changes).render(key, 63, 88).tobytes() != before


def test_a_long_name_and_text_still_fit() -> None:
    name = "The Unreasonably Heavy Emergency Anchor"[: content.MAX_NAME]
    art = _edited("item.compass", name=name, text="x " * (content.MAX_TEXT // 2))
    for size in SIZES:
        check_face(art.render("item.compass", *size), "item.compass", size)


def test_count_does_not_change_the_face() -> None:
    key = "item.compass"
    art = _edited(key, count=3)
    assert art.data_for(key) == TEMPLATE.data_for(key)
    assert [art.face_key(f"{key}.{n}") for n in (1, 2, 3)] == [key] * 3
    assert art.print_run().count(key) == 3


def _run(code: str, tmp_path: Path) -> None:
    env = {**os.environ, "PETRIDISH_HOME": str(tmp_path / "home")}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    assert not (tmp_path / "home").exists()


def test_a_headless_import_loads_no_pillow(tmp_path: Path) -> None:
    # Face keys and item data are looked up without Pillow (or Qt): only drawing needs it.
    _run(
        "import sys\n"
        "from petridish.games.adrift.art import TEMPLATE\n"
        "TEMPLATE.faces(); TEMPLATE.face_key('item.oar.2'); TEMPLATE.print_run()\n"
        "TEMPLATE.data_for('item.oar')\n"
        "assert not [m for m in sys.modules if m.startswith(('PIL', 'PySide6', 'shiboken'))]\n",
        tmp_path,
    )


def test_drawing_needs_no_qt(tmp_path: Path) -> None:
    # ADRIFT's art is checked here as well as by test_art_headless: drawing every face
    # (each painter module loaded) imports no Qt.
    _run(
        "import sys\n"
        "from petridish.games.adrift.art import TEMPLATE\n"
        "for key in TEMPLATE.faces():\n"
        "    TEMPLATE.render(key, 63, 88)\n"
        "assert 'PIL' in sys.modules\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))]\n",
        tmp_path,
    )


def test_no_qt_in_the_sources() -> None:
    sources = sorted(ART.glob("*.py"))
    assert len(sources) >= 5
    for source in sources:
        text = source.read_text(encoding="utf-8")
        assert "PySide" not in text and "shiboken" not in text, source
