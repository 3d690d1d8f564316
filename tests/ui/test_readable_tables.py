"""Every table read on a laptop without hovering: in the real main window, the side
panel open, at 1366 x 768 and at 1920 x 1080, every game at every player count, every
word the table draws (a zone's label, a track's, a counter's, a token's, a die's, a
badge, a panel's lines) and every card's name is at least 9 pixels tall on screen;
View › Text size makes them larger still, and putting the side panel away (F9) never
makes them smaller. A damaged Genegrafter Character lies inside its column with its Gear
showing; a dead castaway keeps their colour and name.

The cards' names are drawn by the cards' art at the card's size, too small to read on a
card a few dozen pixels wide: such a card shows its name in a banner over its art's
title (see text_sizes.py, and test_card_names.py for when it does and does not)."""

from __future__ import annotations

import dataclasses

import pytest

from petridish.games.genegrafter import layout as gg_layout
from petridish.games.genegrafter import table_facts
from petridish.qt import Qt, QtWidgets
from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match

from .table_driver import settle
from .text_sizes import COUNTS, SIZES, covered_share, open_table, table_texts

LEAST_PX = 9.0  # every word the table draws and every card's name, on screen
CASES = [(game, n) for game, counts in COUNTS.items() for n in counts]


def words(texts):
    return [t for t in texts if t.what != "card name"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), CASES, ids=lambda c: str(c))
def test_every_word_on_every_table_reads_on_a_laptop(qtbot, window, game, players, size):
    open_table(qtbot, window, game, players, size)
    texts = table_texts(window, game)
    said = words(texts)
    assert said, "the table shows no words"
    least = LEAST_PX * 0.99
    small = [t for t in said if t.px < least]
    assert not small, f"{len(small)} words smaller than {least:.1f} px: {small[:4]}"
    cut = [t for t in said if t.words.endswith("…")]
    assert not cut, f"{len(cut)} words cut short: {cut[:4]}"
    names = [t for t in texts if t.what == "card name"]
    assert names, "the table shows no card's name"
    small = [t for t in names if t.px < least]
    assert not small, f"{len(small)} card names smaller than {least:.1f} px: {small[:4]}"
    # The table's places and pieces cover a good part of the felt in the window.
    assert covered_share(window) >= 0.45


def test_text_size_makes_the_tables_words_larger(qtbot, window):
    from .test_settings_menu import menu_action

    open_table(qtbot, window, "genegrafter", 4, (1366, 768))
    # The person's move: no computer moves on between the two readings (a computer's
    # move changes the table's words, and on a busy machine it came between them).
    c = window.controller
    for _ in range(40):
        if c.human_to_move():
            break
        c.run_bots_now(1)
        settle(qtbot, window)
    assert c.human_to_move()
    before = {(t.what, t.words): t.px for t in words(table_texts(window, "genegrafter"))}
    menu_action(qtbot, window, "&Text size", "Large").trigger()
    settle(qtbot, window)
    after = {(t.what, t.words): t.px for t in words(table_texts(window, "genegrafter"))}
    labels = [k for k in before if k[0].startswith("ZoneItem") and k in after]
    assert labels
    # Every place's label grows, by a quarter where its place has room (a short place's
    # label grows as far as it still fits: how far depends on how Qt lays out its
    # letters; with PySide6 6.11.3 the discard pile's "Discard" grows by 9%).
    assert all(after[k] > 1.05 * before[k] for k in labels)
    grown = sorted(after[k] / before[k] for k in labels)
    assert grown[len(grown) // 2] >= 1.24
    menu_action(qtbot, window, "&Text size", "Normal").trigger()
    settle(qtbot, window)
    again = {(t.what, t.words): t.px for t in words(table_texts(window, "genegrafter"))}
    assert all(again[k] == pytest.approx(before[k]) for k in labels)


@pytest.mark.parametrize(("game", "players"), [("genegrafter", 2), ("adrift", 8)])
def test_putting_the_side_panel_away_never_makes_the_table_smaller(qtbot, window, game, players):
    open_table(qtbot, window, game, players, (1366, 768))
    view = window.page.view
    zoom, wide = view.zoom(), view.viewport().width()
    least = words(table_texts(window, game))[0].px
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: view.viewport().width() > wide, timeout=3000)
    settle(qtbot, window)
    assert view.zoom() >= zoom - 1e-6
    assert words(table_texts(window, game))[0].px >= least - 1e-6
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.log.isVisible(), timeout=3000)


def restart_with(qtbot, window, state) -> None:
    """The same match, from ``state``."""
    match = window.controller.match
    seats = [SeatInfo(s.id, s.name, "human", s.colour) for s in match.seats]
    window.start(Match(match.game_id, seats, match.seed, dict(match.options), start=state))
    settle(qtbot, window)


def test_a_damaged_character_lies_in_its_column_with_its_gear_showing(qtbot, window):
    # rulebook: genegrafter.txt:103
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 4, ["bot", "bot", "bot"], False)
    c = window.controller
    for _ in range(80):  # until a Character in play wears Gear
        c.run_bots_now(4)
        state = c.state
        worn = [
            (seat, ch)
            for seat in c.game.seats_of(state)
            for ch in table_facts.in_play(state, seat)
            if table_facts.attached_to(state, ch)
        ]
        if worn:
            break
    assert worn, "no Character wore Gear"
    seat, character = worn[0]
    restart_with(qtbot, window, dataclasses.replace(state, damaged=frozenset({character})))
    window.resize(1366, 768)
    settle(qtbot, window)
    presenter = window.presenter
    column = next(
        z
        for name, z in presenter.zones.items()
        if name.startswith(f"{seat}.play.") and any(p.rotation_quarter() == 1 for p in z.items())
    )
    turned = next(p for p in column.items() if p.rotation_quarter() == 1)
    assert column.scene_rect().contains(turned.rest_scene_rect())
    neighbours = [
        z.scene_rect()
        for n, z in presenter.zones.items()
        if n.startswith(f"{seat}.play.") and z is not column
    ]
    assert not any(turned.rest_scene_rect().intersects(r) for r in neighbours)
    # Each of its Gear shows the top of its face, its name, above the Character.
    gear = [p for p in column.items() if p is not turned]
    assert gear
    for piece in gear:
        face = piece.rest_scene_rect()
        assert face.top() < turned.rest_scene_rect().top() - 0.15 * face.height()
    assert turned.rest_scene_rect().width() <= gg_layout.COLUMN_W


def test_a_dead_castaway_keeps_their_colour_and_name(qtbot, window):
    # rulebook: adrift.txt:72
    from petridish.games.adrift.presenter import token_key

    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 4, ["bot", "bot", "bot"], False)
    c = window.controller
    for _ in range(60):  # until the castaways have their places
        c.run_bots_now(4)
        if all(c.state.place.get(s) for s in c.game.seats_of(c.state)):
            break
    state = c.state
    seat = c.game.seats_of(state)[1]
    assert state.place.get(seat)
    restart_with(qtbot, window, dataclasses.replace(state, dead=frozenset({seat})))
    window.resize(1366, 768)
    settle(qtbot, window)
    board = window.presenter.board
    token = board.item(token_key(seat))
    alive = board.item(token_key(c.game.seats_of(state)[0]))
    assert token.fallen and not alive.fallen
    # Drawn in their own colour, their name on it, as a person sees it.
    texts = [t for t in table_texts(window, "adrift") if t.what == "TokenItem"]
    assert token.label and any(t.words == token.label for t in texts)
    image = window.page.view.viewport().grab().toImage()
    centre = window.page.view.mapFromScene(token.scene_body_rect().center())
    # The most coloured pixel about its middle (the name's letters lie over some).
    seen = max(
        (
            image.pixelColor(centre.x() + dx, centre.y() + dy)
            for dx in range(-4, 5, 2)
            for dy in range(-7, 2, 2)
        ),
        key=lambda colour: colour.saturation(),
    )
    assert abs(seen.hue() - token.colour.hue()) <= 25 or token.colour.saturation() < 40
    assert seen.saturation() >= 0.5 * token.colour.saturation()
    QtWidgets.QApplication.processEvents()
