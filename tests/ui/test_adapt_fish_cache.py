"""A fish's picture is drawn once and kept: the next table reads it back without
drawing, and a different fish (or another colour) is drawn afresh."""

from __future__ import annotations

import pytest

from petridish.games.adapt.cards import load_cards
from petridish.games.adapt.fish_item import FishItem


def test_a_kept_fish_is_read_back_not_drawn_again(qtbot, tmp_path, monkeypatch):
    import petridish.games.adapt.art.fish as fish

    cards = load_cards()
    guppy = cards.guppies()[0]
    first = FishItem(300, 200, tmp_path)
    first.show_fish(guppy, {}, "#D55E00", "Health 3/3", False, "coral")
    assert len(list((tmp_path / "fish").glob("fish-*.rgba"))) == 1

    def no_drawing(*args, **kwargs):
        raise AssertionError("drawn again")

    monkeypatch.setattr(fish, "draw_fish", no_drawing)
    again = FishItem(300, 200, tmp_path)
    again.show_fish(guppy, {}, "#D55E00", "Health 3/3", False, "coral")
    assert again._picture == first._picture
    with pytest.raises(AssertionError, match="drawn again"):
        FishItem(300, 200, tmp_path).show_fish(guppy, {}, "#0072B2", "", False, "coral")


def test_the_fish_cache_works_where_the_drawing_code_has_no_source_file(
    qtbot, tmp_path, monkeypatch
):
    """As in an installed bundle: the drawing module's file names nothing on disk."""
    import petridish.games.adapt.art.fish as fish

    gone = str(tmp_path / "nowhere" / "fish.py")
    monkeypatch.setattr(fish.__spec__, "origin", gone)
    monkeypatch.setattr(fish, "__file__", gone)
    guppy = load_cards().guppies()[0]
    first = FishItem(300, 200, tmp_path)
    first.show_fish(guppy, {}, "#009E73", "Health 3/3", False, "sea")
    assert len(list((tmp_path / "fish").glob("fish-*.rgba"))) == 1

    monkeypatch.setattr(fish.__spec__, "origin", None)
    monkeypatch.delattr(fish, "__file__")
    monkeypatch.setattr(fish, "draw_fish", lambda *a, **k: pytest.fail("drawn again"))
    again = FishItem(300, 200, tmp_path)
    again.show_fish(guppy, {}, "#009E73", "Health 3/3", False, "sea")
    assert again._picture == first._picture and not again._picture.isNull()
