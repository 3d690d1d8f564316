"""Card text drawn safely: any string can be handed to the text helpers, and what they
draw stays inside its box."""

from __future__ import annotations

import time

import pytest

from petridish.art import text as tx
from petridish.art.draw import Canvas
from petridish.games.adaptoid24.art.style import TEXT_BOX, TITLE_BOX

INK = (0, 0, 0, 255)


@pytest.fixture
def canvas() -> Canvas:
    return Canvas(375, 525)


def box_width(box) -> float:
    return box[2] - box[0]


def test_a_string_pillow_refuses_is_cut_short_not_a_crash(canvas):
    huge = "G" * 1_100_000  # Pillow raises "too many characters in string"
    start = time.perf_counter()
    tx.text(canvas, (375, 500), huge, "bold", 30, INK)
    tx.title(canvas, TITLE_BOX, huge, "cond-bold", 82, INK, 56)
    tx.block(canvas, TEXT_BOX, "word " * 400_000, "cond", 42, INK, 24)
    assert tx.width(canvas, huge, "bold", 30) > 0
    assert time.perf_counter() - start < 10
    assert len(tx.drawable(huge)) == tx.MAX_DRAWN and tx.drawable(huge).endswith("…")


@pytest.mark.parametrize("name", ["War\nhouse", "Lab\r", "Tab\there", "Nul\x00", "\x85Next"])
def test_control_characters_in_a_one_line_text_are_drawn_as_spaces(canvas, name):
    # Pillow refuses a centred anchor for text with a new line in it.
    tx.title(canvas, TITLE_BOX, name, "cond-bold", 82, INK, 56)
    tx.text(canvas, (375, 500), name, "bold", 30, INK)
    assert tx.width(canvas, name, "bold", 30) > 0
    assert "\n" not in tx.drawable(name) and "\n" in tx.drawable("a\nb", lines=True)


@pytest.mark.parametrize("name", ["W" * 40 + " ", " " + "W" * 40, "W" * 40])
def test_a_long_single_word_title_stays_inside_its_box(canvas, name):
    size = tx.title(canvas, TITLE_BOX, name, "cond-bold", 82, INK, 56)
    assert tx.width(canvas, name, "cond-bold", size) <= box_width(TITLE_BOX)


def test_a_long_title_of_many_words_stays_inside_its_box(canvas):
    name = "Wm " * 13 + "W"  # forty characters
    size = tx.title(canvas, TITLE_BOX, name, "cond-bold", 82, INK, 56)
    words = name.split()
    halves = [" ".join(words[: len(words) // 2]), " ".join(words[len(words) // 2 :])]
    assert (
        max(tx.width(canvas, half, "cond-bold", size) for half in halves)
        <= box_width(TITLE_BOX) * 1.01
    )


def test_a_text_at_its_limit_stays_inside_its_box(canvas):
    text = ("Wide words " * 40)[:400]
    size = tx.block(canvas, TEXT_BOX, text, "cond", 42, INK, 24)
    lines = tx.wrap(canvas, text, "cond", size, box_width(TEXT_BOX))
    assert size * 1.22 * len(lines) <= TEXT_BOX[3] - TEXT_BOX[1]
    assert size >= 12  # small print, still print


def test_a_pill_keeps_within_its_width(canvas):
    from petridish.art import frames

    box = frames.pill(canvas, (375, 700), "W" * 40, INK, (255, 255, 255, 255), 28, max_width=618)
    assert box[2] - box[0] <= 618 + 1
    short = frames.pill(canvas, (375, 700), "LEAD", INK, (255, 255, 255, 255), 28, max_width=618)
    assert short == frames.pill(canvas, (375, 700), "LEAD", INK, (255, 255, 255, 255), 28)
