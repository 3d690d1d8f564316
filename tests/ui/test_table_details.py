"""What the player needs to see, shown: the Adaptoid's Resistance on the table, why a
card will not move, tooltips that agree with the cards, refusals kept in the log, toasts
long enough to read, counts that stay with their pile, and the rules search saying when
it finds nothing."""

from __future__ import annotations

from petridish.core.evolve import evolve
from petridish.games.adaptoid24.rules import GAME
from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt, QtCore, QtGui, QtWidgets
from petridish.storage.saves import SeatInfo
from petridish.table.toast import reading_ms
from petridish.ui.controller import Match

from ..games.adaptoid24.helpers import setup
from .table_driver import drag_item, settle


def press_and_pull(qtbot, window, item, dx=0, dy=-120):
    view = window.page.view
    vp = view.viewport()
    a = view.mapFromScene(item.scenePos())
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        qtbot.mouseMove(vp, a + QtCore.QPoint(dx * i // 5, dy * i // 5))
    return vp, a + QtCore.QPoint(dx, dy)


def test_the_adaptoids_resistance_is_on_the_table(qtbot, window):
    # rulebook: adaptoid24.txt:51
    start = setup()
    zones = dict(start.zones)
    zones["evo.defensive"] = tuple(c for c in zones["evo.defensive"] if c != "evo.scales.1")
    zones["evo.adaptoid"] = ("evo.scales.1",)
    start = evolve(start, zones=zones)
    seats = [
        SeatInfo("adaptoid", "Adaptoid", "human", "#CC79A7"),
        SeatInfo("geneticist", "Geneticist", "bot", "#E69F00"),
    ]
    window.start(Match("adaptoid24", seats, 7, dict(start.options), start=start))
    track = window.presenter.board.item("resistance")
    assert track.label == "Adaptoid resistance" and track.isVisible()
    assert track.value == GAME.adaptoid_resistance(start) == 2


def test_an_unloaded_taser_says_why_it_cannot_be_used(qtbot, window):
    # rulebook: adaptoid24.txt:46
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["bot", "human"], False)
    c = window.controller
    c.run_bots_now()
    vp, end = press_and_pull(qtbot, window, window.presenter.board.item("taser.3"))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    toast = window.page.view.toast.text()
    assert toast.startswith("Taser 3 is unloaded:")
    assert "Warehouse" in toast and "Office" in toast


def test_the_character_caption_agrees_with_its_card(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["bot", "human"], False)
    view = window.page.view
    preview = window.page.scene.preview
    for item in window.presenter.zones["characters.box"].items():
        assert item.face_up  # each shows its shield loaded...
        qtbot.mouseMove(view.viewport(), view.mapFromScene(item.scenePos()))
        qtbot.waitUntil(lambda item=item: preview.isVisible() and preview.target is item)
        assert preview.caption().endswith("Shield: loaded")  # ...and says so
        assert item.toolTip() == ""  # (no tooltip over the neighbours: the preview says it)


def test_refusals_join_the_log_dimmed_and_the_log_shows_its_newest_line(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    drag_item(qtbot, window, window.presenter.board.item("a.lab"), "geneticist.row")
    log = window.log.list
    last = log.item(log.count() - 1)
    assert last.text().startswith("Not played: a Room card you choose goes onto your row")
    assert last.font().italic()
    # Many moves later the list still shows its newest line.
    for _ in range(3):
        acts = [a for _, a in window.presenter.actions()]
        c.submit(acts[0])
        c.run_bots_now()
    settle(qtbot, window)
    qtbot.wait(20)
    bar = log.verticalScrollBar()
    assert bar.value() == bar.maximum()


def test_toasts_stay_long_enough_to_read():
    short, long = "Not now.", "x" * 180
    assert reading_ms(short) == 2500
    assert reading_ms(long) > 2 * reading_ms(short)
    assert reading_ms("x" * 10_000) == 12_000


def test_menus_and_the_log_say_what_the_cards_say(qtbot, window):
    from petridish.table.drag import DragController

    menu = DragController.build_menu([("Go to R&D", lambda: None)])
    assert menu.actions()[0].text() == "Go to R&&D"  # shown as "R&D", not "RD"
    e = {"kind": "spawns", "rooms": ["garden", "garden"]}
    assert GAME.describe(e) == "The Adaptoid placed two Spawns face down in the Garden."


def test_a_dragged_top_card_leaves_the_decks_count_behind(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    c.submit(ChooseRoom("adaptoid", "lab"))
    c.run_bots_now()
    assert c.state.step == "spawn"
    badge = window.presenter.board.counts["spawn.deck"]
    assert badge.text() == str(len(c.state.zones["spawn.deck"]))
    top = window.presenter.zones["spawn.deck"].items()[-1]
    vp, end = press_and_pull(qtbot, window, top)
    assert top.lifted and top.badge is None
    assert badge.isVisible() and badge.text() == str(len(c.state.zones["spawn.deck"]))
    deck = window.presenter.zones["spawn.deck"].scene_rect()
    assert deck.contains(badge.sceneBoundingRect().center()) or deck.intersects(
        badge.sceneBoundingRect()
    )
    qtbot.keyClick(window.page.view, Qt.Key.Key_Escape)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)  # let go of the button too


def test_the_rules_search_says_when_it_finds_nothing(qtbot, window):
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    window.show_rules()
    qtbot.keyClicks(window.rules.search, "zzzqqq")
    assert window.rules.status.isVisible()
    assert window.rules.status.text() == "No matches for “zzzqqq”."
    window.rules.search.clear()
    qtbot.keyClicks(window.rules.search, "Taser")
    assert not window.rules.status.isVisible()


def test_another_games_rules_open_with_the_search_box_empty(qtbot, window):
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    window.show_rules()
    qtbot.keyClicks(window.rules.search, "What each side has")
    window.start_quick("genegrafter", 3, ["human", "bot"], False)
    window.show_rules()
    assert window.rules.search.text() == "" and not window.rules.status.isVisible()
    assert "Genegrafter" in window.rules.text.toPlainText()


def test_saving_does_not_move_the_moves_bar(qtbot, window, tmp_path):
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    bar = window.page.action_bar
    before = bar.mapTo(window, QtCore.QPoint(0, 0))
    assert window._write(tmp_path / "g.petridish")
    qtbot.wait(10)
    assert bar.mapTo(window, QtCore.QPoint(0, 0)) == before
    assert window.page.view.toast.text().startswith("Saved to ")


def test_rules_that_cannot_be_read_are_said_in_the_panel_and_the_game_plays_on(
    qtbot, window, monkeypatch
):
    # A damaged install: the rules text failing to build once made a save "unreadable".
    import petridish.core.reference as reference

    def broken(game):
        raise ValueError("rules.md: cannot be read")

    monkeypatch.setattr(reference, "rules_text", broken)
    window.show_rules()  # open as the next game comes to the table
    window.start_quick("adaptoid24", 3, ["human", "bot"], False)
    window.show_rules()
    assert window.controller is not None and window.stack.currentWidget() is window.page
    shown = window.rules.text.toPlainText()
    assert shown == "The rules of ADAPTOID 24 could not be shown: rules.md: cannot be read"


def test_a_rules_search_shows_what_it_found_in_the_middle_of_the_panel(qtbot, window):
    window.start_quick("adapt", 3, ["human", "bot", "bot"], False)
    window.show_rules()
    box = window.rules.text
    qtbot.waitUntil(lambda: box.viewport().height() > 100)
    qtbot.keyClicks(window.rules.search, "Armor")
    first = box.textCursor().position()
    qtbot.keyClick(window.rules.search, Qt.Key.Key_Return)  # the next match, further down
    assert box.textCursor().position() > first and box.textCursor().selectedText() == "Armor"
    # Far enough down that the panel scrolled to it, and it sits in the middle third of
    # the panel, not on its edge.
    assert box.verticalScrollBar().value() > 0
    y, height = box.cursorRect().center().y(), box.viewport().height()
    assert height / 3 <= y <= 2 * height / 3


def _link(browser: QtWidgets.QTextBrowser, href: str) -> QtCore.QPoint:
    """Where the link to ``href`` is in ``browser``'s viewport, scrolled into sight."""
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                cursor = QtGui.QTextCursor(browser.document())
                cursor.setPosition(fragment.position() + 1)
                browser.setTextCursor(cursor)
                browser.ensureCursorVisible()
                return browser.cursorRect(cursor).center()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def test_a_rulings_name_in_the_rules_opens_that_ruling(qtbot, window):
    # rulebook: adapt.txt:62 (the ruling on when a Guppy may attack)
    window.start_quick("adapt", 3, ["human", "bot"], False)
    window.show_rules()
    rules = window.rules
    qtbot.waitUntil(lambda: "Attacking" in rules.text.toPlainText())
    qtbot.mouseClick(
        rules.text.viewport(), Qt.MouseButton.LeftButton, pos=_link(rules.text, "#ADAPT-R04")
    )
    chosen = rules.text.textCursor().selectedText()
    assert chosen.startswith("ADAPT-R04 A Guppy may attack once its Total Ferocity is 2")
    # A section named in a sentence opens at its heading, not at the sentence.
    qtbot.mouseClick(
        rules.text.viewport(), Qt.MouseButton.LeftButton, pos=_link(rules.text, "#Can't act")
    )
    assert rules.text.textCursor().selectedText() == "Can't act"
    assert rules.text.textCursor().block().blockFormat().headingLevel() > 0
