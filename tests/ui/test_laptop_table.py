"""The table at laptop size: in the real main window at 1366 x 768, 1280 x 720 and
1000 x 700 the bars keep one height and one line (a long prompt ends in "…" and shows
whole on hover), "At the computer" is never cut, the side panel keeps at most about a
fifth of the width and F9 puts it away and brings it back, and an A.D.A.P.T. table of
two to five fish shows its Gene Stream cards' names big enough to read, nothing cut
off or overlapping (the attacks' panel included, hidden or not); so does an ADAPTOID 24
table, every whole card's name (with the encounter spelled out, at set-up, in the
sandbox)."""

from __future__ import annotations

import itertools
import random

import pytest

from petridish.art.draw import REF_W
from petridish.core import registry
from petridish.games.adapt import layout
from petridish.games.adapt.state import slot_zone
from petridish.games.adaptoid24.rules import GAME as A24
from petridish.qt import Qt, QtCore, QtWidgets
from petridish.storage.saves import SeatInfo
from petridish.table.constants import CARD_W
from petridish.ui.controller import Match

from ..games.adaptoid24 import helpers as a24
from .table_driver import grip, settle

SIZES = [(1366, 768), (1280, 720), (1000, 700)]
FIVE_FISH = ["human", "bot", "bot", "bot", "bot"]
# A.D.A.P.T.'s card art writes a card's name 80 units tall on its 750-unit-wide face
# (games/adapt/art/faces.py, _header): on screen that is 80 / 750 of the card's width.
TITLE_UNITS = 80


def resize(qtbot, window, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QtCore.QSize(w, h), timeout=3000)
    for _ in range(3):
        QtWidgets.QApplication.processEvents()


def title_px(window, zone: str) -> float:
    """How tall, in screen pixels, the name of the card lying in ``zone`` is drawn."""
    piece = window.presenter.zones[zone].items()[-1]
    face = piece.mapRectToScene(QtCore.QRectF(QtCore.QPointF(), piece.size()))
    on_screen = window.page.view.mapFromScene(face).boundingRect()
    assert piece.size().width() == pytest.approx(CARD_W)  # a whole card, not a Part
    return on_screen.width() * TITLE_UNITS / REF_W


@pytest.mark.parametrize("size", SIZES)
def test_the_bars_keep_one_height_whatever_the_prompt_says(qtbot, window, size):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "human"], False)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    page, view = window.page, window.page.view
    before = view.geometry()
    short, long = "Drag a card.", " ".join(["Choose a Part and drop it on your fish"] * 8)
    page.set_status(page.turn.text(), long, False)
    QtWidgets.QApplication.processEvents()
    # The table does not move: the prompt is two lines of smaller letters at most, in
    # the bar's one height, cut short past that, whole on hover.
    assert view.geometry() == before
    prompt = page.prompt
    assert prompt.text() == long and prompt.elided() and prompt.toolTip() == long
    assert len(prompt.lines()) == 2 and prompt.lines()[1].endswith("…")
    line = prompt.fontMetrics().height()
    assert prompt.height() < 2 * line
    # A prompt a little too long for one line goes whole onto two.
    two = prompt.lines()[0] + " and end the turn."
    page.set_status(page.turn.text(), two, False)
    QtWidgets.QApplication.processEvents()
    assert view.geometry() == before and not prompt.elided() and prompt.toolTip() == ""
    assert " ".join(prompt.lines()) == two and len(prompt.lines()) == 2
    page.set_status(page.turn.text(), short, False)
    QtWidgets.QApplication.processEvents()
    assert view.geometry() == before and not prompt.elided() and prompt.toolTip() == ""
    # Two people share the computer: who is there shows whole, the Rules pill a line.
    combo = page.at_computer
    assert combo.isVisible() and combo.width() >= combo.sizeHint().width()
    label = page.at_computer_label
    assert label.width() >= label.sizeHint().width()
    assert page.mode.height() <= page.mode.sizeHint().height()
    assert page.turn.width() > 0 and page.top_bar.height() < 3 * line


@pytest.mark.parametrize("size", SIZES)
def test_the_side_panel_is_narrow_and_f9_puts_it_away(qtbot, window, size):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "bot"], False)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    log, view = window.log, window.page.view
    assert log.isVisible() and log.width() <= 0.22 * window.width()
    wide = view.viewport().width()
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not log.isVisible() and not window.rules.isVisible(), timeout=3000)
    qtbot.waitUntil(lambda: view.viewport().width() > wide, timeout=3000)  # the table's
    assert not window.side_panel.action.isChecked()
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: log.isVisible(), timeout=3000)
    assert window.side_panel.action.isChecked() and log.width() <= 0.22 * window.width()
    # The View menu says so, with its key.
    action = window.side_panel.action
    assert action in window.view_menu.actions() and action.shortcut().toString() == "F9"


def test_the_panel_closed_by_hand_is_put_away_and_f9_brings_it_back(qtbot, window):
    """The log and the rules closed with their × buttons: the View menu no longer ticks
    the side panel, and the first F9 brings the log back (it stayed ticked, and the
    first F9 only put away what was gone)."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "bot"], False)
    settle(qtbot, window)
    log, rules, view = window.log, window.rules, window.page.view
    for dock in (log, rules):
        button = dock.findChild(QtWidgets.QAbstractButton, "qt_dockwidget_closebutton")
        if button is not None and button.isVisible():
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            dock.close()  # (a style without the button: the same close)
    qtbot.waitUntil(lambda: log.isHidden() and rules.isHidden(), timeout=3000)
    qtbot.waitUntil(lambda: not window.side_panel.action.isChecked(), timeout=3000)
    qtbot.keyClick(view, Qt.Key.Key_F9)
    qtbot.waitUntil(log.isVisible, timeout=3000)
    assert window.side_panel.action.isChecked()


@pytest.mark.parametrize("fish", [5, 4, 3, 2])
def test_an_adapt_table_reads_at_a_glance_on_a_laptop(qtbot, window, fish):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, FIVE_FISH[:fish], False)
    settle(qtbot, window)
    window.controller.run_bots_now(12)
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    settle(qtbot, window)
    view = window.page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    zones = window.presenter.zones
    # rulebook: adapt.txt:99 (a Gene Stream slot for each player beyond the second)
    assert slot_zone(fish + 1) in zones and slot_zone(fish + 2) not in zones
    for name, zone in zones.items():
        assert shown.contains(zone.scene_rect()), f"{name} is cut off"
    # No two places overlap (each mat's, and the common area's).
    rects = [(n, z.scene_rect()) for n, z in zones.items() if z.isVisible()]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not ra.adjusted(1, 1, -1, -1).intersects(rb), f"{a} overlaps {b}"
    # The attacks since your last turn have their place inside the table, over nothing.
    panel = window.presenter.panel
    place = panel.mapRectToScene(QtCore.QRectF(0, 0, panel.boundingRect().width(), 96))
    assert shown.contains(place)
    assert not any(place.intersects(rect) for _, rect in rects)
    # A mat's six dice at most lie side by side, none over another.
    for seat in window.controller.game.seats_of(window.controller.state):
        spots = zones[layout.dice_zone(seat)].positions(layout.DICE)
        assert all(b.x() - a.x() >= layout.DIE for a, b in itertools.pairwise(spots))
    # The Gene Stream's names can be read without hovering.
    assert title_px(window, slot_zone(1)) >= 8.9


# -- ADAPTOID 24 ------------------------------------------------------------------------
# ADAPTOID 24's card art writes a name in a title box 78 units tall (style.TITLE_BOX)
# on its 750-unit-wide face, at 82 units capped by the box: 78 for a room, an Evolution,
# a Character, a Taser or the Dron, so 78 / 750 of the card's width on screen. (A long
# name shrinks to fit the box's width, down to 56 units at least.)
ROOM_TITLE_UNITS = 78
# The names at least this tall, with the side panel open: 8.5 pixels at 1366 x 768, and
# at 1280 x 720 (a view 598 pixels tall instead of 646) as much smaller as the window is.
A24_TITLE_PX = {(1366, 768): 8.5, (1280, 720): 7.9}
A24_PLAYERS = sorted({A24.min_players, A24.max_players})  # two: the Adaptoid, the Geneticist
BUSY_SPAWNS = ["spawn.10", "spawn.11", "spawn.5", "spawn.6"] + [
    f"spawn.{i}" for i in (1, 2, 3, 4, 7, 8, 9, 12)
]


def a24_encounter(window, players: int) -> None:
    """An ADAPTOID 24 table at its fullest, at the Geneticist's move: Spawns in two
    rooms, a Rage in the Lab, Scales kept beside the tracks, and an encounter with the
    Spawns of the Garden (Resistance 4), spelled out beside the Encounter zone."""
    state = a24.setup(spawns=BUSY_SPAWNS)
    state = a24.quiet_turn(state, "garden", "warehouse")  # Scales, kept
    state = a24.quiet_turn(state, "lab", "office", deck="reproductive", target="lab")
    state = a24.rooms(state, "dining", "garden")
    assert state.step == "encounter" and state.encounter.resistance == 4
    kinds = ["bot", "human"] + ["human"] * (players - 2)
    table = A24.seats_for(players)
    seats = [SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(table, kinds, strict=True)]
    window.start(Match("adaptoid24", seats, 7, dict(state.options), start=state))


def assert_a24_reads_at_a_glance(window, size: tuple[int, int]) -> None:
    """Everything shows, nothing overlaps, and every whole card's name can be read."""
    view, presenter = window.page.view, window.presenter
    assert window.log.isVisible()  # the side panel open
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    zones = presenter.zones
    rects = [(n, z.scene_rect()) for n, z in zones.items() if z.isVisible()]
    for name, rect in rects:
        assert shown.contains(rect), f"{name} is cut off"
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            assert not ra.adjusted(1, 1, -1, -1).intersects(rb), f"{a} overlaps {b}"
    # Every card lies in its place (so cards of two places never overlap either).
    for name, zone in zones.items():
        for piece in zone.items():
            assert zone.isVisible() and piece.isVisible(), f"a card in hidden {name}"
            assert zone.scene_rect().contains(piece.rest_scene_rect()), (
                f"a card sticks out of {name}"
            )
    # The encounter's panel, when it speaks, has a place of its own.
    panel = presenter.panel
    if panel.isVisible():
        place = panel.sceneBoundingRect()
        assert shown.contains(place)
        assert not any(place.intersects(rect) for _, rect in rects), "the panel covers a place"
    # Wider than tall, like the window, and dense: it fills the view both ways.
    content = view.mapFromScene(view.table().content_rect()).boundingRect()
    vp = view.viewport().rect()
    assert 1.6 <= content.width() / content.height() <= 1.9
    assert content.width() >= 0.9 * vp.width() and content.height() >= 0.9 * vp.height()
    # Every whole card's name can be read without hovering.
    faces = [p.scene_body_rect() for z in zones.values() for p in z.items()]
    whole = [face for face in faces if face.width() == pytest.approx(CARD_W)]
    assert len(whole) >= 30
    for face in whole:
        width = view.mapFromScene(face).boundingRect().width()
        assert width * ROOM_TITLE_UNITS / REF_W >= A24_TITLE_PX[size]


def drag_onto(qtbot, window, item, zone: str) -> None:
    """Press on ``item`` where it shows, move in steps onto ``zone``, release: the view
    as it is, nothing scrolled into sight first."""
    view = window.page.view
    vp = view.viewport()
    a = view.mapFromScene(grip(window, item))
    b = view.mapFromScene(window.presenter.zones[zone].scene_rect().center())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, window)


@pytest.mark.parametrize("players", A24_PLAYERS)
@pytest.mark.parametrize("size", list(A24_TITLE_PX))
def test_an_adaptoid24_table_reads_at_a_glance_on_a_laptop(qtbot, window, size, players):
    window.page.scene.animator.set_speed(0)
    a24_encounter(window, players)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    settle(qtbot, window)
    presenter = window.presenter
    assert presenter.panel.isVisible() and presenter.panel.lines[0].startswith("Encounter in")
    # rulebook: adaptoid24.txt:11 (the Adaptoid's row above the Geneticist's)
    assert (
        presenter.zones["adaptoid.row"].scene_rect().bottom()
        < presenter.zones["geneticist.row"].scene_rect().top()
    )
    assert_a24_reads_at_a_glance(window, size)
    # A Taser played into the encounter: the panel says so, and still covers nothing.
    taser = next(
        p for p in presenter.zones["geneticist.equipment"].items() if p.face_up and p.draggable
    )
    drag_onto(qtbot, window, taser, "encounter")
    assert len(presenter.zones["encounter"].items()) == 1
    assert any(line.startswith("In play: ") for line in presenter.panel.lines)
    assert_a24_reads_at_a_glance(window, size)


@pytest.mark.parametrize("size", list(A24_TITLE_PX))
def test_the_adaptoid24_places_that_come_and_go_keep_clear_on_a_laptop(qtbot, window, size):
    window.page.scene.animator.set_speed(0)
    # At set-up the Characters to choose from lie where the encounter will be...
    window.start_quick("adaptoid24", 3, ["bot", "human"], False)
    settle(qtbot, window)
    resize(qtbot, window, *size)
    settle(qtbot, window)
    zones = window.presenter.zones
    assert zones["characters.box"].isVisible() and not zones["encounter"].isVisible()
    assert_a24_reads_at_a_glance(window, size)
    # ...and in the sandbox, once one is chosen, the others beside the equipment.
    window.start_quick("adaptoid24", 3, ["human", "bot"], True)
    window.controller.run_bots_now()
    settle(qtbot, window)
    zones = window.presenter.zones
    assert zones["characters.spare"].isVisible() and len(zones["characters.spare"].items()) == 3
    assert_a24_reads_at_a_glance(window, size)


# -- the top bar's prompt at 1366 x 768 -------------------------------------------------
# Each game at its largest number of players, all of them people at one computer.
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_prompt_is_whole_at_1366_with_the_most_players(qtbot, window, game_id):
    """The first person's prompt, and the prompt beside the step button once a move
    that ends the step is offered, read whole: the title is short (no list of
    castaways, no name twice) and "At the computer" sits with Your moves."""
    from .table_driver import lift_curtain

    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 7, ["human"] * registry.player_counts(game_id)[-1], False)
    settle(qtbot, window)
    resize(qtbot, window, 1366, 768)
    page, c = window.page, window.controller
    lift_curtain(qtbot, window)
    settle(qtbot, window)
    assert page.prompt.text() and not page.prompt.elided(), page.prompt.text()
    assert not page.turn.elided(), page.turn.text()
    names = [c.seat_label(s) for s in c.game.seats_of(c.state)]
    assert sum(name in page.turn.text() for name in names) <= 1, page.turn.text()
    if game_id == "adaptoid24":
        return  # (its step move, a walk through, comes up only in some encounters)
    rng = random.Random(3)
    for _ in range(300):
        lift_curtain(qtbot, window)
        if window.presenter.step_move() is not None or c.game.is_terminal(c.state):
            break
        c.submit(rng.choice(page._actions))
        QtWidgets.QApplication.processEvents()
    settle(qtbot, window)
    assert page.step.isVisible(), "no move that ends the step came up"
    assert not page.prompt.elided(), (page.turn.text(), page.prompt.text(), page.step.text())
