"""Each game played by people at one computer with the table's gestures and the step
button alone, never *Your moves*: the move the computer would make (or, where no
gesture carries that one, another the table offers) is made by a drag, a click or a
double-click on the view (the drivers' gestures), or by the step button beside the
prompt; the curtain is lifted by a click on its button, and "At the computer" passes the
computer on when several may act in any order.

A.D.A.P.T. and ADAPTOID 24 are played to their end, at most a fixed number of moves
(checked at the end); Genegrafter and ADRIFT too, each in its own test, with the buttons
beside the prompt (Genegrafter's Infinity Die, an ADRIFT voyage with a fight in it)."""

from __future__ import annotations

import random

import pytest

from petridish.core import registry
from petridish.core.bot import decide
from petridish.qt import Qt, QtWidgets

from . import adrift_driver, genegrafter_driver, table_driver
from .table_driver import lift_curtain, settle
from .test_adapt_table import perform as adapt_perform

LEFT = Qt.MouseButton.LeftButton
# The most moves each walk plays; Genegrafter and ADRIFT walk in tests of their own below.
MOVES = {"adapt": 400, "adaptoid24": 120}
OWN_WALKS = ("genegrafter", "adrift")
assert set(MOVES) | set(OWN_WALKS) == set(registry.game_ids()), "every game is walked"
ADAPT_GESTURES = {"ChooseGuppy", "PickCard", "Buy", "Adapt", "Attack"}


class NotAGesture(Exception):
    """The driver would have played the move in Your moves: no gesture carries it."""


def refuse_the_moves_list(*_args, **_kwargs) -> None:
    raise NotAGesture


def by_gesture(qtbot, window, game_id: str, action) -> None:
    """Play ``action`` with a gesture on the table (NotAGesture: none carries it)."""
    if game_id == "adapt":
        if action.kind not in ADAPT_GESTURES:
            raise NotAGesture
        adapt_perform(qtbot, window, action)
    elif game_id == "adrift":
        adrift_driver.perform(qtbot, window, action)
    elif game_id == "genegrafter":
        genegrafter_driver.perform(qtbot, window, action)
    else:
        table_driver.perform(qtbot, window, action)


def press_the_step_button(qtbot, window) -> None:
    """A press of the step button; where it asks to be pressed again (Genegrafter's End
    your turn while a Character could still attack), the second press, once the words
    are there to be read."""
    page, c = window.page, window.controller
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    assert page.step.isVisible()
    before = len(c.session.steps)
    qtbot.mouseClick(page.step, LEFT)
    settle(qtbot, window)
    if len(c.session.steps) == before and page.step.text().endswith("?"):
        qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
        qtbot.mouseClick(page.step, LEFT)
        settle(qtbot, window)


def pass_the_computer(qtbot, window) -> bool:
    """The person at the computer has nothing to do: "At the computer" passes it to one
    who has (False: nobody has)."""
    c, combo = window.controller, window.page.at_computer
    waiting = [s for s in c.human_to_move() if s != c.viewer]
    if not waiting or not combo.isVisible():
        return False
    combo.activated.emit(combo.findData(waiting[0]))
    settle(qtbot, window)
    return True


def press_a_choice_button(qtbot, window, action) -> bool:
    """Press the button beside the prompt that plays ``action`` (False: none does)."""
    page = window.page
    shown = [b for b in page.choice_buttons if b.isVisible()]
    if action not in page._choice_actions[: len(shown)]:
        return False
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    qtbot.mouseClick(shown[page._choice_actions.index(action)], LEFT)
    settle(qtbot, window)
    return True


def walk(qtbot, window, game_id: str, seed: int, most: int, monkeypatch):
    """Two people play ``game_id`` (seed ``seed``) at one computer, at most ``most``
    moves: each move the one the computer would make, or else another the table
    offers, by the step button, a choice button or a gesture on the table, never Your
    moves. Returns how many moves each way played, and how many of each kind."""
    for driver in (table_driver, adrift_driver, genegrafter_driver):
        monkeypatch.setattr(driver, "choose_in_action_bar", refuse_the_moves_list)
    window.page.scene.animator.set_speed(0)
    window.start_quick(game_id, seed, ["human", "human"], False)
    settle(qtbot, window)
    c, page = window.controller, window.page
    bot = registry.make_bot(game_id, "bot", 5)
    rng = random.Random(8)
    chosen_in_the_list = []
    page.moves.activated.connect(chosen_in_the_list.append)
    ways = {"gesture": 0, "step button": 0, "choice button": 0}
    kinds: dict[str, int] = {}
    for _ in range(most):
        lift_curtain(qtbot, window)
        if c.game.is_terminal(c.state):
            break
        offered = [a for _, a in window.presenter.actions()]
        if not offered and pass_the_computer(qtbot, window):
            continue
        assert offered, "the person at the computer has a move"
        step = window.presenter.step_move()
        wanted = decide(c.game, c.state, c.viewer, bot)
        before = len(c.session.steps)
        for action in [wanted, *rng.sample(offered, len(offered))]:
            if step is not None and action == step[1]:
                press_the_step_button(qtbot, window)
                way = "step button"
            elif press_a_choice_button(qtbot, window, action):
                way = "choice button"
            else:
                try:
                    by_gesture(qtbot, window, game_id, action)
                except NotAGesture:
                    continue
                way = "gesture"
            ways[way] += 1
            kinds[action.kind] = kinds.get(action.kind, 0) + 1
            break
        else:
            raise AssertionError(f"no gesture nor button plays any of {offered}")
        assert len(c.session.steps) > before, f"{action} was not played"
    assert c.game.is_terminal(c.state), ways
    assert not chosen_in_the_list
    QtWidgets.QApplication.processEvents()
    return ways, kinds


@pytest.mark.parametrize("game_id", sorted(MOVES))
def test_people_play_by_the_tables_gestures_and_the_step_button(
    qtbot, brisk, window, game_id, monkeypatch
):
    ways, _ = walk(qtbot, window, game_id, 21, MOVES[game_id], monkeypatch)
    # A.D.A.P.T. and ADAPTOID 24 offer the step button only now and then (a baited
    # fish, a walk through).
    assert ways["gesture"], ways


def test_a_whole_genegrafter_game_by_gestures_and_buttons(qtbot, brisk, window, monkeypatch):
    """Two people play Genegrafter to its end with the table's gestures, the step button
    and the choice buttons beside the prompt alone (handing the laying over, the
    Infinity Die's faces), never Your moves; each rolls the Infinity Die."""
    # rulebook: genegrafter.txt:113
    # rulebook: genegrafter.txt:153
    ways, kinds = walk(qtbot, window, "genegrafter", 21, 400, monkeypatch)
    assert kinds.get("RollInfinity") == 2 and kinds.get("InfinityChoice"), kinds
    assert all(ways.values()), ways


# -- ADRIFT: a whole voyage -------------------------------------------------------------
VOYAGE_SEED = 21  # a voyage over in some 200 moves
VOYAGE_MOVES = 400


def test_castaways_sail_a_whole_voyage_by_gestures_and_buttons(qtbot, brisk, window, monkeypatch):
    # rulebook: adrift.txt:4
    # rulebook: adrift.txt:54
    # Two castaways at one computer play ADRIFT to its end, every move by a gesture on
    # the table, a choice button or the step button beside the prompt.
    ways, _ = walk(qtbot, window, "adrift", VOYAGE_SEED, VOYAGE_MOVES, monkeypatch)
    # The computer's castaways keep what the boat needs and come home without a fight
    # now: a fight's buttons are played in test_adrift_top_bar.
    assert ways["gesture"] and ways["step button"], ways
