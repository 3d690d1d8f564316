"""Levels of computer player at the table: the new-game dialog offers the levels a game
has, the strong player thinks on a thread of its own while the window goes on answering
(the top bar says who is thinking), and whatever changes the game meanwhile drops its
thought. Seats saved before there were levels ("bot") play as the normal player."""

from __future__ import annotations

import itertools
import sys
import threading
import time

import pytest

from petridish.core import registry
from petridish.core.search import ThinkingPlayer
from petridish.qt import Qt, QtCore
from petridish.storage import saves
from petridish.storage.saves import SeatInfo
from petridish.storage.settings import load_settings
from petridish.ui.controller import SWITCH_USUAL
from petridish.ui.newgame import NewGameDialog

from .table_driver import choose_in_action_bar, drag_item, settle, when_a_dialog_opens


def menu_choice(window, menu_title: str, choice: str):
    """The View menu's ``choice`` under ``menu_title``, as a person finds it."""
    window.fill_menus()
    menu = next(a.menu() for a in window.view_menu.actions() if a.text() == menu_title)
    return next(a for a in menu.actions() if a.text() == choice)


def think_for(window, choice: str) -> None:
    """Choose how long the strong player thinks, in the View menu."""
    menu_choice(window, "&Strong computer thinks", choice).trigger()


def watch(window):
    """What the window showed each time the game changed: (thinking seat, prompt, busy
    sign shown, its words)."""
    seen: list[tuple[str | None, str, bool, str]] = []

    def note() -> None:
        c = window.controller
        if c is None:
            return
        thinking = c.thought.seat if c.thought is not None else None
        page = window.page
        seen.append((thinking, page.prompt.text(), page.busy.isVisible(), page.busy.toolTip()))

    window.controller.changed.connect(note)
    return seen


def ticking(window):
    """A timer on the window's thread, noting the time each time it fires."""
    ticks: list[float] = []
    timer = QtCore.QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    return ticks


def strong_player_thinking(qtbot, window, sandbox: bool = False):
    """A game of A.D.A.P.T. whose first move is the strong player's, thinking for five
    seconds: the controller, and its thought under way."""
    think_for(window, "5 seconds")
    window.start_quick("adapt", 3, ["strong", "human"], sandbox)
    c = window.controller
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)
    return c, c.thought


def save_seed_4(path, game, session, seats) -> None:
    """Write ``session``, a game of ``game`` dealt from seed 4, as a save at ``path``."""
    saves.write_save(
        path,
        session,
        game_id=game.id,
        seed=4,
        options=game.resolve_options({}),
        forced=[],
        seats=seats,
        title="",
    )


def chose_in_dialog(
    seats: dict[str, str] | None = None, seen: dict | None = None, start: bool = True
):
    """Answer the next new-game dialog: note the kinds each seat offers and shows, set
    ``seats`` (seat id: kind), and start (or cancel)."""

    def act(dialog: NewGameDialog) -> None:
        if seen is not None:
            for row in dialog.seat_rows:
                seen[row.id] = (
                    [row.kind.itemData(i) for i in range(row.kind.count())],
                    [row.kind.itemText(i) for i in range(row.kind.count())],
                    row.kind.currentData(),
                    row.kind.currentText(),
                )
        for row in dialog.seat_rows:
            if seats and row.id in seats:
                row.kind.setCurrentIndex(row.kind.findData(seats[row.id]))
        (dialog.start_button if start else dialog.cancel_button).click()

    when_a_dialog_opens(act)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_dialog_offers_the_levels_the_game_has(qtbot, window, game_id):
    seen: dict = {}
    chose_in_dialog(seen=seen, start=False)
    window.new_game_dialog(game_id)
    assert seen, "no dialog opened"
    levels = registry.levels(game_id)
    for kinds, texts, _, _ in seen.values():
        assert kinds == ["human", *levels, "random"]
        assert texts[0] == "Person" and "Computer (normal)" in texts
        assert ("Computer (strong)" in texts) == ("strong" in levels)
    if game_id == "adapt":  # it can search: the strong player is offered
        assert all("Computer (strong)" in texts for _, texts, *_ in seen.values())


# What a new player reads on each level in the dialog, in one reading: what it does and
# how good it is. ADRIFT's strong castaway read "Plays at once, as the normal player with
# the lines a keener player draws, measured to do better: the strongest".
PLAIN_WORDS = {
    "easy": "Plays like the normal computer, but about 4 moves in 10 are picked at random,"
    " some of them poor: easy to beat, good for a first game",
    "normal": "Moves straight away, playing as a sensible player would: a fair match for"
    " most players",
    "strong": "Thinks for about a second before each move (View › Strong computer thinks"
    " sets how long), trying out many ways the game could go on without peeking at"
    " hidden cards: the hardest to beat",
    "random": "Picks any legal move at random. Not a level of play: for trying out the rules",
}
CASTAWAYS = {
    "easy": "Plays like the normal castaway, but about 4 moves in 10 are picked at random,"
    " some of them careless: a shaky shipmate, for a first voyage",
    "normal": "Moves straight away, doing what a sensible castaway would: a steady shipmate",
    "strong": "Moves straight away: the normal castaway with a few sharper habits (it"
    " lightens the boat sooner, eats before hunger gets worse, and alone bails before it"
    " fishes); tested over many voyages to bring more castaways home",
}


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_level_says_what_it_does_and_how_good_it_is_under_the_mouse(qtbot, window, game_id):
    from petridish.qt import QtWidgets

    read: dict[str, str] = {}

    def act(dialog: NewGameDialog) -> None:
        try:
            combo = dialog.seat_rows[-1].kind
            qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)  # its list opens
            view = combo.view()
            qtbot.waitUntil(view.isVisible)
            for i in range(combo.count()):
                QtWidgets.QToolTip.hideText()
                qtbot.waitUntil(lambda: not QtWidgets.QToolTip.isVisible())
                at = view.visualRect(view.model().index(i, 0)).center()
                qtbot.mouseMove(view.viewport(), at)
                qtbot.waitUntil(QtWidgets.QToolTip.isVisible, timeout=5000)
                read[combo.itemData(i)] = QtWidgets.QToolTip.text()
            combo.hidePopup()
        finally:
            dialog.cancel_button.click()

    when_a_dialog_opens(act)
    window.new_game_dialog(game_id)
    levels = registry.levels(game_id)
    assert set(read) == {"human", *levels, "random"}
    own = CASTAWAYS if game_id == "adrift" else {}
    for kind in (*levels, "random"):
        assert read[kind] == own.get(kind, PLAIN_WORDS[kind]), kind


def test_a_game_without_a_strong_player_is_not_offered_one(qtbot, window):
    without = [g for g in registry.game_ids() if "strong" not in registry.levels(g)]
    if not without:
        pytest.skip("every game has a strong player now (the test above covers them)")
    seen: dict = {}
    chose_in_dialog(seen=seen, start=False)
    window.new_game_dialog(without[0])
    assert all("strong" not in kinds for kinds, *_ in seen.values())
    assert all("Computer (strong)" not in texts for _, texts, *_ in seen.values())


def test_a_strong_seat_chosen_in_the_dialog_thinks_and_moves(qtbot, window):
    window.page.scene.animator.set_speed(0)
    think_for(window, "Half a second")
    chose_in_dialog({"coral": "strong", "finn": "human"})
    window.new_game_dialog("adapt")
    c = window.controller
    assert [s.kind for s in c.match.seats] == ["strong", "human"]
    assert isinstance(c.bots["coral"], ThinkingPlayer)
    seen = watch(window)
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)
    thought = c.thought
    # It thinks on a thread of its own, and the window says so in its top bar.
    assert thought.thread is not threading.current_thread() and thought.thread.is_alive()
    assert window.page.prompt.text() == "Coral is thinking…"
    assert window.page.busy.isVisible()
    assert window.page.busy.toolTip() == "Coral is thinking…"
    # Meanwhile the window answers: a click on the Rules button shows the rules.
    qtbot.mouseClick(window.page.mode, Qt.MouseButton.LeftButton)
    assert window.rules.isVisible()
    qtbot.waitUntil(lambda: len(c.session.steps) == 1, timeout=10_000)
    settle(qtbot, window)
    # The move landed; the cue went with the thought.
    assert c.session.steps[0].action.seat == "coral"
    assert c.thought is None and not thought.thread.is_alive()
    assert not window.page.busy.isVisible()
    assert "thinking" not in window.page.prompt.text()
    assert any(t == "coral" and busy for t, _, busy, _ in seen)
    assert seen[-1][0] is None and not seen[-1][2]
    # The thinking time set in the menu is the one it thought for.
    assert c.bots["coral"].budget.seconds == 0.5
    # Python's threads take turns as usual again (see controller.SWITCH_WHILE_THINKING).
    assert sys.getswitchinterval() == SWITCH_USUAL


def test_the_window_keeps_handling_events_while_the_strong_player_thinks(qtbot, window):
    window.page.scene.animator.set_speed(0)
    think_for(window, "2 seconds")
    window.start_quick("adapt", 3, ["strong", "human"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)
    ticks = ticking(window)
    qtbot.wait(1000)  # a second of the two it thinks
    assert c.thought is not None and c.thought.thread.is_alive()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    # Every 10 ms, give or take: never held up for long by the search (on a busy
    # machine, allow a quarter of a second).
    assert len(ticks) >= 20 and max(gaps) < 0.25, (len(ticks), max(gaps))
    window.page.view.repaint()  # and it paints, on the spot


def test_undo_during_the_thought_drops_it(qtbot, window):
    window.page.scene.animator.set_speed(0)
    think_for(window, "5 seconds")
    window.start_quick("adapt", 3, ["human", "strong"], False)
    c = window.controller
    settle(qtbot, window)
    first = next(a for _, a in window.presenter.actions())
    choose_in_action_bar(qtbot, window, first)
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)
    thought = c.thought
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    # The person's move is taken back, the thought is over at once, and its answer,
    # arriving late, is not played.
    assert len(c.session.steps) == 0
    assert c.thought is None and not thought.thread.is_alive()
    assert thought.dropped.is_set()
    qtbot.wait(300)
    assert len(c.session.steps) == 0
    assert list(c.game.to_move(c.state)) == ["coral"]
    assert not window.page.busy.isVisible()
    assert "thinking" not in window.page.prompt.text()


def test_a_persons_move_during_the_thought_drops_it(qtbot, window):
    # In the sandbox a person may move any piece at any time: a card dragged while the
    # computer thinks changes the position it was thinking about.
    window.page.scene.animator.set_speed(0)
    c, thought = strong_player_thinking(qtbot, window, sandbox=True)
    card = window.presenter.zones["stream.1"].items()[-1]
    drag_item(qtbot, window, card, "discard")
    last = c.session.steps[-1]
    assert last.action.seat == "finn" and len(c.state.zones["discard"]) == 1
    assert thought.dropped.is_set() and not thought.thread.is_alive()
    # The edit holds the computer players (the scene being set is the person's), until
    # they are let go: then it thinks again, about the position as it is now.
    assert c.computers_wait and c.thought is None
    qtbot.wait(200)
    assert c.thought is None
    window.a_wait.trigger()
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)
    assert c.thought is not thought and c.thought.state is c.state
    c.stop_bots()  # (not waited for)


def test_a_replay_during_the_thought_drops_it_until_the_game_goes_on(qtbot, window):
    window.page.scene.animator.set_speed(0)
    c, thought = strong_player_thinking(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert c.replay_at is not None
    assert c.thought is None and not thought.thread.is_alive()
    assert not window.page.busy.isVisible()
    qtbot.keyClick(window.page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert c.replay_at is None
    qtbot.waitUntil(lambda: c.thought is not None, timeout=5000)  # back to thinking
    assert window.page.busy.isVisible()
    c.stop_bots()


def test_leaving_the_game_during_the_thought_drops_it(qtbot, window):
    window.page.scene.animator.set_speed(0)
    _, thought = strong_player_thinking(qtbot, window)
    window.show_picker()
    assert window.controller is None and not thought.thread.is_alive()


def test_closing_the_window_during_the_thought_leaves_no_thread_running(qtbot, window):
    window.page.scene.animator.set_speed(0)
    _, thought = strong_player_thinking(qtbot, window)
    window.close()
    assert not thought.thread.is_alive()
    assert sys.getswitchinterval() == SWITCH_USUAL
    assert not [t for t in threading.enumerate() if t.name.startswith("Petri Dish")]


def test_the_thinking_time_is_kept_in_the_settings(qtbot, window, paths):
    think_for(window, "2 seconds")
    assert window.settings.think_seconds == 2.0
    assert load_settings(paths).think_seconds == 2.0
    assert menu_choice(window, "&Strong computer thinks", "2 seconds").isChecked()


def test_a_seat_remembered_as_bot_is_offered_as_the_normal_player(qtbot, window):
    # A Petri Dish before levels kept a computer seat as "bot".
    window.settings.last_seats["adapt"] = {"coral": "human", "finn": "bot"}
    seen: dict = {}
    chose_in_dialog(seen=seen)
    window.new_game_dialog("adapt")
    assert seen["finn"][2:] == ("normal", "Computer (normal)")
    c = window.controller
    assert [s.kind for s in c.match.seats] == ["human", "normal"]
    normal = registry.resolve(registry.entry("adapt").bot)
    assert type(c.bots["finn"]) is normal


def test_a_save_with_a_bot_seat_plays_it_as_the_normal_player(qtbot, window, tmp_path):
    game = registry.load("adapt")
    session = saves.session_from_setup(game, 4, game.resolve_options({}), [], None, False)
    path = tmp_path / "before-levels.petridish"
    seats = [SeatInfo("coral", "Ann", "bot"), SeatInfo("finn", "Ben", "bot")]
    save_seed_4(path, game, session, seats)
    window.page.scene.animator.set_speed(0)
    window.open_path(str(path))
    c = window.controller
    assert [registry.seat_kind(s.kind) for s in c.match.seats] == ["normal", "normal"]
    normal = registry.resolve(registry.entry("adapt").bot)
    assert all(type(bot) is normal for bot in c.bots.values())
    qtbot.waitUntil(lambda: len(c.session.steps) >= 2, timeout=10_000)  # and they play


def test_a_save_naming_a_level_its_game_lacks_plays_the_normal_player(qtbot, window, tmp_path):
    without = [g for g in registry.game_ids() if "strong" not in registry.levels(g)]
    if not without:
        pytest.skip("every game has a strong player now")
    game = registry.load(without[0])
    session = saves.session_from_setup(game, 4, game.resolve_options({}), [], None, False)
    ids = [s.id for s in game.seats_for(game.min_players)]
    seats = [SeatInfo(s, s.capitalize(), "human" if i else "strong") for i, s in enumerate(ids)]
    path = tmp_path / "from-later.petridish"
    save_seed_4(path, game, session, seats)
    window.page.scene.animator.set_speed(0)
    window.open_path(str(path))
    c = window.controller
    assert c is not None and c.match.seats[0].kind == "normal"
    assert not isinstance(c.bots[ids[0]], ThinkingPlayer)
