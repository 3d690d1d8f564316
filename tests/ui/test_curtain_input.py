"""Input meant for the person before never lifts the curtain, in every game.

The window is driven through its platform window as a mouse and a keyboard are: a real
double-click on *Play move* whose move hands the computer on (its second click lands on
the curtain that the first brought down), two quick clicks, and a held Enter (its
repeats reach the curtain). The curtain stays up and shows nothing private; only a
fresh, deliberate click on its button or Enter once it has settled lifts it, never a
click anywhere else on it. It says why the next
person is needed, and a move is played only once chosen: never the first of a list the
person has not seen."""

from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest

from petridish.core import registry
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.ui.curtain import settle_ms

from .test_hot_seat_secrets import private_lines
from .window_texts import window_texts

Qt = QtCore.Qt
LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
# Each game with as many people as it takes for a secret between two of them.
PEOPLE = {"adaptoid24": 2, "genegrafter": 2, "adrift": 3, "adapt": 2}
assert set(PEOPLE) == set(registry.game_ids()), "every game says how many people it takes"
# Every game but A.D.A.P.T., whose people keep no secrets (its own test is below).
CURTAINED = [game_id for game_id in registry.game_ids() if game_id != "adapt"]


def hands_over(c, action) -> bool:
    """Whether playing ``action`` passes the computer behind the curtain: the person at
    it may act no more, and the next sees other things."""
    game, viewer = c.game, c.viewer
    after = game.apply(c.state, action).state
    people = [s for s in game.to_move(after) if s in c.match.humans]
    if not people or viewer in people:
        return False
    mine, theirs = (game.state_to_json(game.view(after, s)) for s in (viewer, people[0]))
    return mine != theirs


def to_a_handover(qtbot, window, seed: int) -> int | None:
    """Play random moves until the person at the computer has one that hands it on;
    return its place in Your moves (None: the game never hides anything between its
    people)."""
    c, page, rng = window.controller, window.page, random.Random(seed)
    for _ in range(600):
        if window.curtain.isVisible():
            window.curtain.lift()
        if c.game.is_terminal(c.state):
            return None
        actions = page._actions
        found = [i for i, a in enumerate(actions) if hands_over(c, a)]
        if found:
            return rng.choice(found)
        passes = [a for a in actions if a.kind == "Pass"]
        c.submit(passes[0] if passes and rng.random() < 0.4 else rng.choice(actions))
        QtWidgets.QApplication.processEvents()
    return None


def start(qtbot, window, game_id: str):
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 11, ["human"] * PEOPLE[game_id], False)
    window.activateWindow()  # the keyboard goes to it
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    lifts: list[str] = []
    window.curtain.ready.connect(lambda: lifts.append("lifted"))
    return window.controller, lifts


def at_a_handover(qtbot, window, game_id: str, seed: int):
    """``game_id`` started with its people and played on until the person at the
    computer has a move that hands it on: the controller, the curtain's lifts, and the
    move's place in Your moves."""
    c, lifts = start(qtbot, window, game_id)
    index = to_a_handover(qtbot, window, seed)
    assert index is not None, f"{game_id} never handed the computer on"
    return c, lifts, index


def lift_point(window) -> QtCore.QPoint:
    """The middle of the curtain's button, in the window."""
    button = window.curtain.lift_button
    return button.mapTo(window, button.rect().center())


def play_point(window) -> QtCore.QPoint:
    play = window.page.play
    return play.mapTo(window, play.rect().center())


def assert_curtain_holds(window, lifts: list[str]) -> None:
    c = window.controller
    assert not lifts, "input meant for the person before lifted the curtain"
    assert window.curtain.isVisible() and c.viewer is None
    texts = window_texts(window)
    for seat in c.match.humans:
        for secret in private_lines(c, seat):
            assert not [t for t in texts if secret in t], f"{seat}'s {secret!r} shows"


def send_key(
    widget, kind: QtCore.QEvent.Type, key: Qt.Key, repeat: bool = False, at: int | None = None
) -> None:
    """A key event as the platform delivers it to the focused widget (a held key
    sends presses marked as repeats), ``at`` a timestamp in milliseconds."""
    text = "\r" if key == Qt.Key.Key_Return else ""
    event = QtGui.QKeyEvent(kind, key, NONE, text, repeat)
    if at is not None:
        event.setTimestamp(at)
    QtWidgets.QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("game_id", CURTAINED)
def test_a_double_click_on_play_move_never_lifts_the_next_persons_curtain(qtbot, window, game_id):
    c, lifts = start(qtbot, window, game_id)
    for seed in range(2):
        index = to_a_handover(qtbot, window, seed)
        assert index is not None, f"{game_id} never handed the computer on"
        steps = len(c.session.steps)
        window.page.moves.setCurrentIndex(index)  # the person chooses the move...
        lifts.clear()
        QTest.mouseDClick(window.windowHandle(), LEFT, NONE, play_point(window))  # ...twice
        assert len(c.session.steps) == steps + 1, "one move, played once"
        assert_curtain_holds(window, lifts)
        # Two quick clicks more, wherever they land, change nothing either.
        for point in (play_point(window), lift_point(window)):
            QTest.mouseClick(window.windowHandle(), LEFT, NONE, point)
            QTest.qWait(40)
        assert_curtain_holds(window, lifts)
        # The curtain says who is wanted and why, in words everyone may read (under the
        # news of the last move).
        said = "\n".join(window.curtain.lines())
        name = c.match.seat(c.waiting_for).name
        assert said.startswith(f"Pass to {name}\n{name}"), said
        assert f"{name} — {name}:" not in said, "the person named once"
        # Once it has settled, a click anywhere but on its button (aimed at a tab it
        # covers) lifts nothing; the next person's click on the button does.
        qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
        for point in (play_point(window), QtCore.QPoint(40, window.height() // 2)):
            QTest.mouseClick(window.windowHandle(), LEFT, NONE, point)
            QTest.qWait(40)
        assert_curtain_holds(window, lifts)
        # ADRIFT's castaways keep their items behind a screen, the others a hand.
        secret = "screen" if game_id == "adrift" else "hand"
        assert window.curtain.lift_button.text() == f"I am {name} — show my {secret}"
        # A refusal said on the curtain (no replay while it is up) keeps the word.
        told = window.curtain.hint
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert window.curtain.hint != told
        assert window.curtain.lift_button.text() == f"I am {name} — show my {secret}"
        QTest.mouseClick(window.windowHandle(), LEFT, NONE, lift_point(window))
        assert lifts == ["lifted"] and c.viewer is not None


@pytest.mark.parametrize("game_id", CURTAINED)
def test_a_held_enter_plays_one_move_and_never_lifts_the_curtain(qtbot, window, game_id):
    c, lifts, index = at_a_handover(qtbot, window, game_id, 5)
    page = window.page
    page.moves.setFocus()
    page.moves.setCurrentIndex(index)
    steps = len(c.session.steps)
    lifts.clear()
    send_key(page.moves, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return)
    assert len(c.session.steps) == steps + 1 and window.curtain.isVisible()
    # Enter is held down past the moment the curtain settles: its repeats reach the
    # curtain, which has the focus now, and lift nothing.
    focus = QtWidgets.QApplication.focusWidget()
    assert focus is window.curtain
    for _ in range(settle_ms() // 50 + 6):
        send_key(focus, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return, repeat=True)
        QTest.qWait(50)
    send_key(focus, QtCore.QEvent.Type.KeyRelease, Qt.Key.Key_Return, at=5_000)
    assert window.curtain.accepting
    assert_curtain_holds(window, lifts)
    assert len(c.session.steps) == steps + 1
    # A fresh press of Enter is the next person's: it lifts the curtain.
    send_key(focus, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return, at=5_400)
    assert lifts == ["lifted"] and not window.curtain.isVisible() and c.viewer is not None


def test_a_quick_enter_before_the_curtain_settles_is_ignored(qtbot, window):
    _, lifts, index = at_a_handover(qtbot, window, "genegrafter", 2)
    page = window.page
    page.moves.setFocus()
    page.moves.setCurrentIndex(index)
    send_key(page.moves, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return)
    send_key(page.moves, QtCore.QEvent.Type.KeyRelease, Qt.Key.Key_Return)
    lifts.clear()
    QTest.qWait(60)
    # A second Enter, pressed and let go at once: not a repeat, but too soon to be
    # anyone's but the last person's.
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert_curtain_holds(window, lifts)
    # The invitation is dimmed and "sits down instead" is off until it settles.
    assert not window.curtain.accepting
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert lifts == ["lifted"]


def test_without_secrets_a_double_click_and_a_held_enter_play_one_move(qtbot, window):
    # In A.D.A.P.T. everything but the deck lies face up: the computer passes from
    # person to person with no curtain, and input still plays only what was chosen.
    c, lifts = start(qtbot, window, "adapt")
    page = window.page
    for _ in range(6):
        assert not window.curtain.isVisible()
        assert page.moves.currentIndex() == -1 and not page.play.isEnabled()
        page.moves.setCurrentIndex(0)
        steps = len(c.session.steps)
        QTest.mouseDClick(window.windowHandle(), LEFT, NONE, play_point(window))
        assert len(c.session.steps) == steps + 1, "a double-click plays one move"
        page.moves.setFocus()
        page.moves.setCurrentIndex(0)
        send_key(page.moves, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return)
        for _ in range(5):
            send_key(page.moves, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return, repeat=True)
        assert len(c.session.steps) == steps + 2, "a held Enter plays one move"
    assert not lifts


def test_enter_never_plays_a_move_the_person_has_not_chosen(qtbot, window):
    # The moves change (another move, another step): nothing is chosen, so Enter shows
    # the list and plays nothing; the person chooses, then Enter plays that move.
    c, _ = start(qtbot, window, "genegrafter")
    to_a_handover(qtbot, window, 1)
    page = window.page
    page.moves.setFocus()
    assert page.moves.currentIndex() == -1
    steps = len(c.session.steps)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.moves.view().isVisible(), timeout=2000)
    assert len(c.session.steps) == steps
    page.moves.hidePopup()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Down)
    chosen = page._actions[page.moves.currentIndex()]
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert len(c.session.steps) == steps + 1 and c.session.steps[-1].action == chosen


def test_a_held_enter_whose_repeats_read_as_fresh_presses_lifts_nothing(qtbot, window):
    # Under X11 on a busy machine a held key's repeat can arrive unmarked: a release and
    # a press with the same timestamp, 40 ms apart, as from nobody's finger.
    c, lifts, index = at_a_handover(qtbot, window, "adaptoid24", 3)
    page = window.page
    page.moves.setFocus()
    page.moves.setCurrentIndex(index)
    press, release = QtCore.QEvent.Type.KeyPress, QtCore.QEvent.Type.KeyRelease
    send_key(page.moves, press, Qt.Key.Key_Return, at=10_000)
    assert window.curtain.isVisible()
    lifts.clear()
    curtain = window.curtain
    qtbot.waitUntil(lambda: curtain.accepting, timeout=settle_ms() + 2000)
    for n in range(1, 20):
        at = 10_000 + settle_ms() + 40 * n
        send_key(curtain, release, Qt.Key.Key_Return, at=at)
        send_key(curtain, press, Qt.Key.Key_Return, at=at)
    send_key(curtain, release, Qt.Key.Key_Return, at=10_000 + settle_ms() + 800)
    assert_curtain_holds(window, lifts)
    # The next person presses Enter: a fresh press, a moment after any release.
    send_key(curtain, press, Qt.Key.Key_Return, at=10_000 + settle_ms() + 1200)
    assert lifts == ["lifted"] and c.viewer is not None


def test_a_move_taken_back_in_the_sandbox_and_played_again_passes_behind_the_curtain(qtbot, window):
    # The person who moved switches to the sandbox behind the curtain, takes the move
    # back, switches back to the rules and plays it again (Redo): the next person is to
    # move again, so the table passes behind the curtain, not in the open.
    c, _, index = at_a_handover(qtbot, window, "adaptoid24", 4)
    mover = c.viewer
    assert c.submit(window.page._actions[index]) is None
    nxt = c.waiting_for
    assert window.curtain.isVisible() and nxt not in (None, mover)
    handle = window.windowHandle()
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(handle, Qt.Key.Key_B, ctrl)  # sandbox mode
    QTest.keyClick(handle, Qt.Key.Key_Z, ctrl)  # take it back: the table is theirs again,
    assert c.sandbox and c.waiting_for == mover and c.viewer is None  # behind the curtain
    window.curtain.lift()
    assert c.viewer == mover and not window.curtain.isVisible()
    QTest.keyClick(handle, Qt.Key.Key_B, ctrl)  # the rules again
    QTest.keyClick(handle, Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)  # redo
    assert not c.sandbox and c.waiting_for == nxt and c.viewer is None
    assert window.curtain.isVisible()


def test_a_person_sitting_down_sees_their_cards_at_once_not_turning_over(qtbot, window):
    # Animations at their normal pace: the cards a person may see, face down for the
    # curtain's sake, show their faces as the curtain lifts; only what the game turns
    # over is shown turning, one card after another.
    window.start_quick("genegrafter", 3, ["human", "human"], False)
    curtain = window.curtain
    qtbot.waitUntil(curtain.isVisible, timeout=3000)
    qtbot.waitUntil(lambda: curtain.accepting, timeout=3000)
    button = curtain.lift_button
    qtbot.mouseClick(button, LEFT, pos=button.rect().center())
    assert not curtain.isVisible()
    me = window.controller.viewer
    hand = window.presenter.zones[f"{me}.hand"].items()
    assert hand and all(card.face_up for card in hand)
    animator = window.page.scene.animator
    assert all(card._shown_up and not animator.busy(card) for card in hand)


@pytest.mark.parametrize("game_id", CURTAINED)
def test_enter_lifts_the_curtain_that_a_hinted_move_played_with_enter_brought_down(
    qtbot, window, game_id
):
    # The hint chooses its move in Your moves and lends it the focus ("Enter plays
    # it"); the move hands the computer on. The curtain keeps the keyboard it took,
    # so the next person's Enter lifts it (the focus is not handed back under it).
    from petridish.core.hint import Advice

    c, lifts, index = at_a_handover(qtbot, window, game_id, 3)
    window.page.view.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(window.page.view.hasFocus)
    c.hint_ready.emit(Advice(window.page._actions[index]))
    assert "Enter plays it" in window.page.view.toast.text()
    steps = len(c.session.steps)
    lifts.clear()
    focus = QtWidgets.QApplication.focusWidget()
    send_key(focus, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return, at=1_000)
    send_key(focus, QtCore.QEvent.Type.KeyRelease, Qt.Key.Key_Return, at=1_080)
    assert len(c.session.steps) == steps + 1
    assert_curtain_holds(window, lifts)
    assert QtWidgets.QApplication.focusWidget() is window.curtain
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    send_key(window.curtain, QtCore.QEvent.Type.KeyPress, Qt.Key.Key_Return, at=9_000)
    assert lifts == ["lifted"] and not window.curtain.isVisible() and c.viewer is not None


@pytest.mark.parametrize("game_id", CURTAINED)
def test_a_move_taken_back_at_the_curtain_shows_its_maker_nothing_but_a_curtain(
    qtbot, window, game_id
):
    # The next person, at the curtain, switches to the sandbox (which takes back any
    # move) and presses Ctrl+Z: the move is taken back, but the table goes back to the
    # person who made it behind a curtain of their own, showing nothing of theirs.
    c, lifts, index = at_a_handover(qtbot, window, game_id, 4)
    mover = c.viewer
    window.page.moves.setCurrentIndex(index)
    QTest.mouseClick(window.windowHandle(), LEFT, NONE, play_point(window))
    steps = len(c.session.steps)
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    lifts.clear()
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_B, ctrl)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, ctrl)
    assert c.sandbox and len(c.session.steps) == steps - 1
    assert c.waiting_for == mover and window.curtain.name == c.match.seat(mover).name
    assert_curtain_holds(window, lifts)


def test_the_curtain_tells_the_whole_table_what_the_last_move_turned_up(qtbot, window):
    """The Adaptoid's room, the Geneticist's own, reveals both and an encounter; the
    curtain that comes down for the Geneticist says so to everyone first (the person whose move rolled the dice or
    turned the cards up saw only the curtain come down, and read it later in the log).
    It says only what everyone may see: the Geneticist's room, while secret, never."""
    # rulebook: adaptoid24.txt:20
    from petridish.games.adaptoid24.state import ChooseRoom

    from .table_driver import hot_seat_to_first_pick, lift_curtain, perform

    c = hot_seat_to_first_pick(qtbot, window, 3, "office")
    curtain = window.curtain
    assert curtain.isVisible()
    assert "chose a room in secret" in curtain.news and "Office" not in curtain.news
    assert curtain.text().startswith(curtain.news)
    lift_curtain(qtbot, window)
    perform(qtbot, window, ChooseRoom("adaptoid", "office"))
    qtbot.waitUntil(curtain.isVisible)
    assert c.waiting_for == "geneticist"
    assert "Rooms revealed" in curtain.news and "Encounter in" in curtain.news, curtain.news


def test_a_person_handed_the_computer_before_their_move_is_told_it_comes_after(qtbot, window):
    # "Pass to Jon — Jon — Ada is playing Characters and Gear…" named Jon for Ada's move.
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 11, ["human", "bot", "human"], False)
    c = window.controller
    now = c.human_to_move()
    later = next(s for s in c.match.humans if s not in now)
    said = window.presenter.needed_for(later)
    assert said.endswith(" Then it is your move."), said
    assert all("your move." not in window.presenter.needed_for(s) for s in now)


def test_the_rules_opened_at_the_curtain_leave_it_over_the_table_and_in_reach(qtbot, window):
    # F1 at the curtain raised the whole table over it: the next person could not
    # reach its button, and the game could not go on.
    c, lifts = start(qtbot, window, "adaptoid24")
    window.log.raise_()  # (the side panel on its Log tab, the rules behind it)
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules.isVisible(), timeout=3000)
    qtbot.wait(50)  # (events settle: the docks' layout raised the table after the key)
    # The rules show over the curtain; what lies under the middle of the window is the
    # curtain's button, not the table.
    rules = window.rules.mapTo(window, window.rules.rect().center())
    assert window.childAt(rules) is not None
    assert window.rules.isAncestorOf(window.childAt(rules))
    assert window.childAt(lift_point(window)) is window.curtain.lift_button
    assert_curtain_holds(window, lifts)
    qtbot.mouseClick(window.curtain.lift_button, Qt.MouseButton.LeftButton)
    assert lifts == ["lifted"] and c.viewer is not None


def test_the_curtains_words_and_button_keep_out_from_under_a_dock_over_it(qtbot, window):
    # At a laptop's width the invitation, centred on the whole window, ran under the
    # log shown over the curtain: "…and any Gear onto" cut at the dock's edge.
    _c, lifts = start(qtbot, window, "adaptoid24")
    window.resize(1366, 740)
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    curtain = window.curtain
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules.isVisible(), timeout=3000)
    qtbot.wait(50)
    dock = QtCore.QRect(curtain.mapFrom(window, window.rules.pos()), window.rules.size())
    area = curtain.open_area()
    assert area.right() < dock.left() and area.width() > curtain.width() // 2
    button = curtain.lift_button.geometry()
    assert area.contains(button) and abs(button.center().x() - area.center().x()) <= 1
    words = curtain.words_rect()
    assert area.contains(words) and not words.intersects(dock), (words, dock)
    window.rules.close()
    qtbot.waitUntil(lambda: curtain.open_area() == curtain.rect())
    assert abs(curtain.lift_button.geometry().center().x() - curtain.rect().center().x()) <= 1
    assert_curtain_holds(window, lifts)
    # Come down again over a dock the table's layout had raised, it lies over the dock:
    # the button was placed beside the dock, under the words, before the curtain rose.
    name = curtain.name
    curtain.hide()
    window.log.show()
    QtWidgets.QWidget.raise_(window.log)
    curtain.cover(name)
    assert curtain.open_area() == curtain.rect()
    assert abs(curtain.lift_button.geometry().center().x() - curtain.rect().center().x()) <= 1


def test_enter_lifts_the_curtain_after_the_side_panel_is_put_away_and_back(qtbot, window):
    # F9 twice at "Pass to Mike", then Enter: nothing (the panel put away had passed the
    # focus to the table under the curtain).
    c, lifts = start(qtbot, window, "adaptoid24")
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    window.log.list.setFocus()  # the panel holds the focus, as after reading the log
    for _ in range(2):
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_F9)
        qtbot.wait(50)
    qtbot.waitUntil(lambda: QtWidgets.QApplication.focusWidget() is window.curtain)
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lifts == ["lifted"], timeout=2000)
    assert c.viewer is not None


def test_sandbox_mode_switched_on_behind_the_curtain_is_said_on_it(qtbot, window):
    # Pressed at the curtain (to take back a move the rules keep), Ctrl+B lifted the
    # next person into free moves with no word of it.
    c, lifts = start(qtbot, window, "adaptoid24")
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    said = "Sandbox mode is on: free moves (Ctrl+B: the rules)."
    assert not [t for t in window_texts(window) if said in t]
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert c.sandbox and window.curtain.isVisible()
    assert [t for t in window_texts(window) if said in t]
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert not c.sandbox and not [t for t in window_texts(window) if said in t]
    assert_curtain_holds(window, lifts)


def test_a_move_taken_back_and_made_again_at_the_curtain_is_still_its_makers_to_take_back(
    qtbot, window
):
    # Ctrl+Z, then Ctrl+Shift+Z, at the curtain: the move was made again, and could still
    # be taken back, but the curtain no longer said so.
    c, lifts, index = at_a_handover(qtbot, window, "adaptoid24", 4)
    mover = c.viewer
    window.page.moves.setCurrentIndex(index)
    QTest.mouseClick(window.windowHandle(), LEFT, NONE, play_point(window))
    qtbot.waitUntil(lambda: window.curtain.accepting, timeout=settle_ms() + 2000)
    lifts.clear()
    nxt = c.waiting_for
    said = f"{c.match.seat(mover).name}: Ctrl+Z takes your move back."
    assert window.curtain.hint == said
    ctrl = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, ctrl)
    assert c.waiting_for == mover
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, ctrl | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: c.waiting_for == nxt, timeout=3000)
    assert window.curtain.hint == said and [t for t in window_texts(window) if said in t]
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, ctrl)  # and it does
    assert c.waiting_for == mover
    assert_curtain_holds(window, lifts)


def test_behind_the_curtain_the_log_is_the_tables_at_once_even_while_dice_roll(qtbot, window):
    # The log waits for dice rolling to land; behind the curtain it may not: it held the
    # last person's own lines meanwhile, and the log may be brought out over the curtain.
    from petridish.table.die import DieItem

    c, lifts, index = at_a_handover(qtbot, window, "adrift", 4)
    mover = c.viewer
    assert private_lines(c, mover), "the mover has lines of their own in the log"
    window.page.scene.animator.set_speed(1)
    die = next(i for i in window.presenter.board.items() if isinstance(i, DieItem))
    die.roll_to(die.value_index)  # (a die tumbling as the move is made)
    assert die.rolling
    window.page.moves.setCurrentIndex(index)
    QTest.mouseClick(window.windowHandle(), LEFT, NONE, play_point(window))
    assert window.curtain.isVisible() and die.rolling
    assert_curtain_holds(window, lifts)
    shown = [window.log.list.item(n).text() for n in range(window.log.list.count())]
    assert not set(shown) & private_lines(c, mover)
