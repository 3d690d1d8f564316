"""The hint of a game with a strong player is the strong player's: it thinks on a thread
of its own while the window goes on answering (the top bar says "Thinking of a hint…"),
then the toast names its move and why, and Enter plays it. Pressed again meanwhile, it
goes on thinking; whatever changes the game drops it. A game whose strong player is no
search (ADRIFT's keen castaway) hints at once, with that player's move and reason; a game
without a strong player, with the normal player's."""

from __future__ import annotations

import threading

import pytest

from petridish.core import registry
from petridish.core.hint import reason
from petridish.core.search import Budget
from petridish.qt import Qt, QtCore
from petridish.table.toast import HINT
from petridish.ui.controller import HINT_BUDGET
from petridish.ui.main_window import HINT_CUE

from .table_driver import settle

# The games whose hint is the strong player's search (ADRIFT's strong castaway answers at
# once: its hint is given as the normal player's was).
STRONG = [
    g for g in registry.game_ids() if "strong" in registry.levels(g) and registry.strong_searches(g)
]
# A hint that thinks until it is dropped (a test makes the change it is dropped by).
FOR_EVER = Budget(seconds=60)


def your_move(qtbot, window, game_id: str, sandbox: bool = False):
    """A quick game of ``game_id`` (seed 5, one person against the computer) at the
    person's move, in the active window."""
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, 5, None, sandbox)
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.menus_filled)
    c = your_move_again(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return c


def your_move_again(qtbot, window):
    """The computer players play until only the person is to move: the position then
    stays as it is until the person acts (a computer that moves at the same time as the
    person would change it under the hint, and drop it)."""
    c = window.controller
    while not c.game.is_terminal(c.state):
        c.run_bots_now()
        settle(qtbot, window)
        if c.viewer in c.game.to_move(c.state) and not any(
            s in c.bots for s in c.game.must_act(c.state)
        ):
            return c
    raise AssertionError("the game ended before the person's move")


def ctrl_h(qtbot, window) -> None:
    """The hint's key, as the menu names it, to the window."""
    assert window.a_hint.shortcut().toString() == "Ctrl+H"
    qtbot.keyClick(window.page.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)


def hint_shown(window) -> bool:
    toast = window.page.view.toast
    return toast.isVisible() and toast.kind() == HINT and toast.text().startswith("Hint: ")


def cue_shown(window) -> bool:
    page = window.page
    return (
        page.prompt.text() == HINT_CUE and page.busy.isVisible() and page.busy.toolTip() == HINT_CUE
    )


def hint_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "Petri Dish: thinking of a hint"]


def test_the_hint_budget_answers_within_a_second():
    assert HINT_BUDGET.seconds <= 0.8 and HINT_BUDGET.iterations == 0


@pytest.mark.parametrize("game_id", STRONG)
def test_the_hint_thinks_without_blocking_then_shows_and_enter_plays_it(qtbot, window, game_id):
    c = your_move(qtbot, window, game_id)
    c.hint_budget = Budget(seconds=0.5)  # thinks for a time, as it does in play
    prompt = window.page.prompt.text()
    got = []
    c.hint_ready.connect(got.append)
    ctrl_h(qtbot, window)
    # The key returned at once: the hint thinks on a thread of its own, and says so.
    thought = c.hint_thought
    assert thought is not None and thought.thread.is_alive()
    assert thought.thread is not threading.current_thread()
    assert cue_shown(window) and not hint_shown(window)
    # Meanwhile the window answers: a click on the Rules button shows the rules.
    qtbot.mouseClick(window.page.mode, Qt.MouseButton.LeftButton)
    assert window.rules.isVisible()
    qtbot.waitUntil(lambda: hint_shown(window), timeout=5000)
    assert c.hint_thought is None and not thought.thread.is_alive()
    assert not window.page.busy.isVisible() and window.page.prompt.text() == prompt
    # What the search found is said plainly, and the move is chosen in Your moves.
    (advice,) = got
    toast = window.page.view.toast.text()
    assert "games played on from here, hidden cards guessed" in toast and "%" in toast
    assert not [w for w in ("MCTS", "iteration", "UCB", "rollout", "node") if w in toast]
    assert window.page.moves.currentText() == window.presenter.label(advice.action)
    assert toast.endswith(". Enter plays it.")
    before = len(c.session.steps)
    qtbot.keyClick(window.page.moves, Qt.Key.Key_Return)
    settle(qtbot, window)
    assert c.session.steps[before].action == advice.action


@pytest.mark.parametrize("game_id", STRONG)
def test_a_hint_of_so_many_tries_is_the_same_each_time(qtbot, window, game_id):
    # (The tests' window tries 60 times: conftest.HINT_TRIES.)
    c = your_move(qtbot, window, game_id)
    at_once = c.hint()
    ctrl_h(qtbot, window)
    qtbot.waitUntil(lambda: hint_shown(window), timeout=5000)
    label = window.presenter.label(at_once.action)
    why = reason(at_once, window.presenter.label)
    assert "(60 games played on from here" in why
    assert window.page.view.toast.text() == f"Hint: {label} — {why}. Enter plays it."


@pytest.mark.parametrize("game_id", STRONG)
def test_the_hint_reads_whole_in_a_1366_by_768_window(qtbot, window, game_id):
    window.resize(1366, 768)
    c = your_move(qtbot, window, game_id)
    for _ in range(3):  # the first moves' hints, the longest reasons among them
        ctrl_h(qtbot, window)
        qtbot.waitUntil(lambda: hint_shown(window), timeout=5000)
        toast = window.page.view.toast
        # Over the table, whole: no line cut off at its edges.
        assert window.page.view.viewport().rect().contains(toast.geometry())
        words = toast.fontMetrics().boundingRect(
            QtCore.QRect(0, 0, toast.width() - 66, 10_000),
            Qt.TextFlag.TextWordWrap,
            toast.text(),
        )
        assert words.height() < toast.height() - 12, (words, toast.geometry())
        before = len(c.session.steps)
        qtbot.keyClick(window.page.moves, Qt.Key.Key_Return)  # Enter plays it
        qtbot.waitUntil(lambda: len(c.session.steps) > before)  # noqa: B023
        c = your_move_again(qtbot, window)


def test_pressing_the_hint_again_while_it_thinks_starts_no_second_one(qtbot, window):
    c = your_move(qtbot, window, "adapt")
    c.hint_budget = FOR_EVER
    ctrl_h(qtbot, window)
    thought = c.hint_thought
    ctrl_h(qtbot, window)
    window.a_hint.trigger()  # the menu's Edit › Hint
    assert c.hint_thought is thought and len(hint_threads()) == 1
    assert cue_shown(window)
    window.show_picker()  # (let go)
    assert not thought.thread.is_alive()


def choose_another_move_with_the_keys(qtbot, window) -> None:
    """Down (or Up) in Your moves, then Enter: a move, while the hint thinks."""
    moves = window.page.moves
    moves.setFocus()
    last = moves.currentIndex() == moves.count() - 1
    qtbot.keyClick(moves, Qt.Key.Key_Up if last else Qt.Key.Key_Down)
    before = len(window.controller.session.steps)
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.session.steps) > before)


CHANGES = ["move", "undo", "replay", "hand over", "leave", "close"]


@pytest.mark.parametrize("change", CHANGES)
def test_whatever_changes_the_game_drops_the_hint(qtbot, window, change):
    if change == "hand over":  # two people at one computer
        window.page.scene.animator.set_speed(0)
        window.start_quick("adapt", 5, ["human", "human"], False)
        settle(qtbot, window)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        c = window.controller
    else:
        # (The sandbox takes back any move, the computer's last one too.)
        c = your_move(qtbot, window, "adapt", sandbox=change == "undo")
        if change == "undo":
            choose_another_move_with_the_keys(qtbot, window)
            c = your_move_again(qtbot, window)
            assert c.can_undo()
    c.hint_budget = FOR_EVER
    steps = len(c.session.steps)
    ctrl_h(qtbot, window)
    thought = c.hint_thought
    assert thought is not None and cue_shown(window)
    if change == "move":
        choose_another_move_with_the_keys(qtbot, window)
        assert len(c.session.steps) > steps
    elif change == "undo":
        qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert len(c.session.steps) < steps
    elif change == "replay":
        qtbot.keyClick(window.page.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert c.replay_at is not None
    elif change == "hand over":
        combo = window.page.at_computer
        combo.setFocus()
        qtbot.keyClick(combo, Qt.Key.Key_Down)  # the other person sits down
        assert c.viewer != thought.viewer
    elif change == "leave":
        qtbot.keyClick(
            window.page.view,
            Qt.Key.Key_P,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
        )
        assert window.controller is None
    else:
        window.close()
    # Dropped at once: its thread ended, and it is never said.
    assert thought.dropped.is_set() and not thought.thread.is_alive()
    assert c.hint_thought is None and not hint_threads()
    qtbot.wait(200)
    assert not hint_shown(window)
    if change not in ("leave", "close"):
        assert not cue_shown(window) and window.page.prompt.text() != HINT_CUE


def test_a_computers_move_meanwhile_and_the_hint_thinks_again(qtbot, window):
    # ADAPTOID 24: the person and the computer's Geneticist choose their rooms at once.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, None, False)
    c = window.controller
    c.paused = True  # the computer players are held (here, until the hint is asked)
    settle(qtbot, window)
    c.paused = False
    c.run_bots_now(1)  # the Geneticist's Character
    c.paused = True
    settle(qtbot, window)
    assert set(c.game.to_move(c.state)) == {"adaptoid", "geneticist"}
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    got = []
    c.hint_ready.connect(got.append)
    c.hint_budget = FOR_EVER
    ctrl_h(qtbot, window)
    first = c.hint_thought
    c.hint_budget = window.hint_budget  # (the tests' 60 tries, from now on)
    steps = len(c.session.steps)
    c.paused = False
    c.wake()  # the Geneticist chooses its room
    qtbot.waitUntil(lambda: hint_shown(window), timeout=5000)
    assert len(c.session.steps) == steps + 1 and first.dropped.is_set()
    # The hint is about the position as it is now, the Geneticist's room chosen.
    (advice,) = got
    assert advice == c.hint()
    assert window.page.moves.currentText() == window.presenter.label(advice.action)


def test_a_game_without_a_strong_player_hints_at_once_as_before(qtbot, window):
    without = [g for g in registry.game_ids() if "strong" not in registry.levels(g)]
    if not without:
        pytest.skip("every game has a strong player now")
    game_id = without[0]
    c = your_move(qtbot, window, game_id)
    seen = []
    c.changed.connect(lambda: seen.append(window.page.prompt.text()))
    ctrl_h(qtbot, window)
    # The normal player's move and reason, shown as the key is pressed: no thread.
    assert hint_shown(window) and c.hint_thought is None and not hint_threads()
    assert HINT_CUE not in seen and "played on from here" not in window.page.view.toast.text()
    advice = c.hint()
    assert not advice.tries and window.page.moves.currentText() == window.presenter.label(
        advice.action
    )


def test_a_strong_player_that_answers_at_once_hints_at_once_with_its_own_move(qtbot, window):
    # ADRIFT's strong castaway is a castaway of its own, not a search: the hint is its
    # move and its reason, shown as the key is pressed, on no thread.
    c = your_move(qtbot, window, "adrift")
    ctrl_h(qtbot, window)
    assert hint_shown(window) and c.hint_thought is None and not hint_threads()
    advice = c.hint()
    seat = c.viewer
    view, legal = c.game.view(c.state, seat), c.game.legal_actions(c.state, seat)
    keen = registry.make_bot("adrift", "strong", 0)
    assert not advice.tries and advice.action == keen.best(c.game, view, seat, legal)
    assert advice.why == keen.explain(c.game, view, seat, advice.action)
