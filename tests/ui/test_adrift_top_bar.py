"""ADRIFT's top bar keeps the person's own instruction while they may act: a computer
castaway's move, made meanwhile, is told over the table, not in the bar; and a "Now: …"
that said what the person was asked goes once it is no longer asked."""

from __future__ import annotations

import itertools
import time

import pytest

from petridish.games.adrift.state import DAY, Attack, Meditate, Row, Swim
from petridish.qt import Qt
from petridish.table import toast as toast_module
from petridish.table.toast import reading_ms
from tests.games.adrift import helpers as adrift

from . import adrift_driver
from .table_driver import lift_curtain, settle
from .test_announcements import start
from .test_laptop_table import resize


def day_beside_a_computer(window):
    """A day in which Red, at the computer, may act while Blue, the computer, moves:
    the controller and the table page."""
    window.bot_delay_ms = 60
    state = adrift.position(
        2, step=DAY, hands={adrift.RED: [adrift.card("pole")], adrift.BLUE: [adrift.card("bucket")]}
    )
    start(window, adrift.GAME, state, ["human", "bot"])
    return window.controller, window.page


def test_a_computers_move_is_told_over_the_table_while_the_castaway_may_act(qtbot, window):
    # rulebook: adrift.txt:81
    # On a day everyone acts in any order: Red, at the computer, may act while Blue,
    # the computer, moves.
    c, page = day_beside_a_computer(window)
    asked = page.prompt.text()
    assert c.viewer == adrift.RED and asked.startswith("Day 3: do your job")
    seen: dict = {}

    def note() -> None:
        if c.intent is not None and not seen:
            seen["prompt"] = page.prompt.text()
            seen["toast"] = page.view.toast.text()
            seen["step"] = page.step.text()

    c.changed.connect(note)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    c.changed.disconnect(note)
    assert seen["prompt"] == asked
    assert seen["toast"].startswith("Blue "), seen
    assert seen["step"] == "Done for today"  # Red's own button stays by the prompt


def test_one_click_on_done_for_today_plays_it_while_a_computer_moves(qtbot, window):
    # rulebook: adrift.txt:81
    # Red's button stays "Done for today" while Blue, the computer, moves: another's
    # move does not make it wait again, so one click, made as Blue's move comes in,
    # plays it (a second click was needed).
    c, page = day_beside_a_computer(window)
    qtbot.waitUntil(lambda: page.step.isVisible() and not page._step_wait.isActive(), timeout=3000)
    assert page.step.text() == "Done for today"
    moved = len(c.session.steps)
    qtbot.waitUntil(lambda: len(c.session.steps) > moved, timeout=5000)  # Blue moved
    assert c.session.steps[-1].action.seat == adrift.BLUE
    assert page.step.isVisible() and not page._step_wait.isActive()
    qtbot.mouseClick(page.step, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    assert adrift.RED in c.state.done or c.state.day > 3, "the click was lost"


def test_a_now_toast_goes_once_what_it_announced_is_no_longer_asked(qtbot, window):
    # rulebook: adrift.txt:46
    # rulebook: adrift.txt:59
    # The computers' rowing brings a Rogue Wave that throws Red overboard: "Now: …
    # a swim needs 5 to 8". Red swims aboard at once; the toast no longer asks for it.
    state = adrift.position(
        3,
        step=DAY,
        places={adrift.RED: 1, adrift.BLUE: 5, adrift.GREEN: 6},
        hands={adrift.BLUE: [adrift.card("oar")], adrift.GREEN: [adrift.card("oar", 1)]},
        dice=(1,),
        forced={"job": [8, 8], "situation": [1], "whom": [1], "swim": [8]},
    )
    start(window, adrift.GAME, state, ["human", "bot", "bot"])
    c, page = window.controller, window.page
    c.paused = True
    for rower in (adrift.BLUE, adrift.GREEN):
        assert c.submit(Row(rower)) is None
    toast = page.view.toast
    assert toast.isVisible() and "Now: " in toast.text() and "a swim needs" in toast.text()
    adrift_driver.perform(qtbot, window, Swim(adrift.RED))
    assert adrift.RED not in c.state.overboard
    assert not (toast.isVisible() and "a swim needs" in toast.text()), toast.text()


def click_button(qtbot, window, words: str) -> None:
    """Click the button beside the prompt that says ``words`` (once it may be played)."""
    page = window.page
    buttons = [b for b in (*page.choice_buttons, page.step) if b.isVisible()]
    shown = [b.text() for b in buttons]
    assert words in shown, shown
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    qtbot.mouseClick(buttons[shown.index(words)], Qt.MouseButton.LeftButton)
    settle(qtbot, window)


def test_a_fight_is_fought_by_the_buttons_beside_a_whole_prompt(qtbot, window):
    # rulebook: adrift.txt:54
    # rulebook: adrift.txt:56
    # Red attacks Blue, both people at one computer; the rolls and Red's choice are
    # buttons, and the prompt says what is asked in a line read whole at 1366 wide.
    state = adrift.position(
        2, step=DAY, hands={adrift.RED: [adrift.card("rope")]}, forced={"fight": [7, 2]}
    )
    start(window, adrift.GAME, state, ["human", "human"])
    resize(qtbot, window, 1366, 768)
    c, page = window.controller, window.page
    lift_curtain(qtbot, window)
    assert c.viewer == adrift.RED, c.viewer
    assert c.submit(Attack(adrift.RED, adrift.BLUE)) is None
    settle(qtbot, window)
    assert page.prompt.text() == "Fight: you against Blue: your roll."
    assert not page.prompt.elided()
    click_button(qtbot, window, "Roll the fight die")
    lift_curtain(qtbot, window)
    assert c.viewer == adrift.BLUE and not page.prompt.elided(), page.prompt.text()
    assert [b.text() for b in page.choice_buttons if b.isVisible()] == [
        "Roll the fight die",
        "Give up",
    ]
    click_button(qtbot, window, "Roll the fight die")
    lift_curtain(qtbot, window)
    assert page.prompt.text() == "You beat Blue: choose their fate."
    assert not page.prompt.elided()
    shown = [b.text() for b in page.choice_buttons if b.isVisible()]
    assert shown == ["Hurt", "Subdue (Rope)", "Kill (Rope)", "Mercy"], shown
    click_button(qtbot, window, "Subdue (Rope)")
    assert adrift.BLUE in c.state.subdued and not c.state.fights
    assert not any(b.isVisible() for b in page.choice_buttons)


def test_a_computer_waits_for_the_table_to_show_the_last_move(qtbot, window):
    # rulebook: adrift.txt:34
    # Three computer castaways take their places and start the voyage, at the normal
    # animation speed: each of their moves is shown on the table (a token sliding to
    # its place, dice tumbling) before the next computer's move is announced.
    window.bot_delay_ms = 20
    window.start_quick("adrift", 4, ["bot", "bot", "bot"], False)
    c, animator = window.controller, window.page.scene.animator
    assert animator.speed == 1.0
    seen = {"moves": 0, "shown after a move": 0, "announced while showing": 0}
    steps, shown = [len(c.session.steps)], [True]
    announced: list = [None]

    def idle() -> None:
        shown[0] = True

    def note() -> None:
        if len(c.session.steps) != steps[0]:
            steps[0] = len(c.session.steps)
            seen["moves"] += 1
            shown[0] = not animator.busy()
            seen["shown after a move"] += not shown[0]
        elif c.intent is not None and c.intent != announced[0]:
            seen["announced while showing"] += not shown[0]
        announced[0] = c.intent

    animator.idle.connect(idle)
    c.changed.connect(note)
    qtbot.waitUntil(lambda: seen["moves"] >= 6, timeout=20_000)
    c.changed.disconnect(note)
    c.paused = True
    assert seen["shown after a move"], seen
    assert not seen["announced while showing"], seen


def test_while_the_castaway_may_act_each_computer_move_is_told_long_enough_to_read(qtbot, window):
    # rulebook: adrift.txt:81
    # Red, at the computer, may act all day while Blue and Green, the computers, move:
    # each of their moves is told over the table, and the next waits until it was read.
    window.bot_delay_ms = 60
    state = adrift.position(
        3,
        step=DAY,
        hands={adrift.BLUE: [adrift.card("bucket")], adrift.GREEN: [adrift.card("bucket", 1)]},
    )
    start(window, adrift.GAME, state, ["human", "bot", "bot"])
    c, toast = window.controller, window.page.view.toast
    told: list[tuple] = []  # (the move, when it was told, how long its toast stays)

    def note() -> None:
        if c.intent is not None and (not told or told[-1][0] != c.intent):
            assert toast.text() == window.presenter.intent_text(*c.intent)
            told.append((c.intent, time.monotonic(), reading_ms(toast.text()) / 1000))

    c.changed.connect(note)
    qtbot.waitUntil(lambda: len(told) >= 3, timeout=20_000)
    c.changed.disconnect(note)
    c.paused = True
    assert c.viewer == adrift.RED and c.can_act(adrift.RED)
    for (_, at, stays), (_, after, _) in itertools.pairwise(told):
        assert after - at >= stays - 0.05, (after - at, stays)


@pytest.mark.parametrize("shown", [False, True], ids=["before-its-move", "as-its-move-shows"])
def test_the_computers_wait_while_the_hint_the_castaway_asked_for_is_read(
    qtbot, window, monkeypatch, shown
):
    # rulebook: adrift.txt:81
    # On a day the others act all the time, and a hint goes as soon as the position
    # changes: Blue, the computer, holds its move while Red reads the hint, the move
    # it is about to make (``shown``: told over the table already) too, for as long as
    # Red takes: the hint stays until Red turns it down. (It faded once its words had
    # been up long enough to read, and Blue moved on: a slow reader lost it.)
    monkeypatch.setattr(toast_module, "reading_ms", lambda text: 200)  # news: 0.2 s
    window.bot_delay_ms = 60
    state = adrift.position(
        2, step=DAY, hands={adrift.RED: [adrift.card("pole")], adrift.BLUE: [adrift.card("bucket")]}
    )
    start(window, adrift.GAME, state, ["human", "bot"])
    c, toast = window.controller, window.page.view.toast
    assert c.viewer == adrift.RED and c.game.to_move(c.state) == (adrift.RED, adrift.BLUE)
    if shown:
        qtbot.waitUntil(lambda: c.intent is not None, timeout=5000)
    steps = len(c.session.steps)
    view, moves = window.page.view, window.page.moves
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert toast.isVisible() and toast.text().startswith("Hint: ")
    assert moves.hasFocus() and moves.currentText() in toast.text()  # Enter plays it
    qtbot.wait(1000)  # many times the computer's pace, five times a news line's stay
    assert toast.isVisible() and toast.text().startswith("Hint: "), toast.text()
    assert len(c.session.steps) == steps  # Blue waited
    qtbot.keyClick(moves, Qt.Key.Key_Escape)  # read, and turned down
    assert not toast.isVisible()
    qtbot.waitUntil(lambda: len(c.session.steps) > steps, timeout=5000)  # Blue goes on
    # The hint's move is no longer chosen: the focus is back on the table, where it
    # was, so that Red's Enter opens no list with another move ready to be played.
    assert moves.currentIndex() == -1
    assert view.hasFocus() and not moves.hasFocus()


def test_a_refused_undo_is_not_talked_over_by_a_computers_move(qtbot, window):
    """Ctrl+Z with nothing of Red's to take back is refused over the table; Blue, the
    computer, moving meanwhile does not replace the refusal before it is read (it said
    only "Blue meditates."): Blue's move is in the log."""
    # rulebook: adrift.txt:81
    window.bot_delay_ms = 400
    state = adrift.position(
        2, step=DAY, hands={adrift.RED: [adrift.card("pole")], adrift.BLUE: [adrift.card("bucket")]}
    )
    start(window, adrift.GAME, state, ["human", "bot"])
    c, toast = window.controller, window.page.view.toast
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    refusal = toast.text()
    assert refusal.startswith("Cannot take back"), refusal
    steps = len(c.session.steps)
    qtbot.waitUntil(lambda: len(c.session.steps) > steps, timeout=5000)  # Blue moved
    settle(qtbot, window)
    assert toast.isVisible() and toast.text() == refusal
    assert c.session.steps[-1].action.seat == adrift.BLUE


def _after_blue(qtbot, window, blue: list[str], water: int = 1):
    """Red meditates on a day; Blue, the computer, acts meanwhile until done."""
    window.bot_delay_ms = 10
    state = adrift.position(2, step=DAY, hands={adrift.BLUE: blue}, water=water)
    start(window, adrift.GAME, state, ["human", "bot"])
    c = window.controller
    before = len(c.session.steps)
    assert c.submit(Meditate(adrift.RED)) is None
    qtbot.waitUntil(lambda: adrift.BLUE in c.state.done, timeout=5000)
    settle(qtbot, window)
    return c, before


def test_undo_takes_back_your_move_with_the_computers_moves_made_since(qtbot, window):
    """On an ADRIFT day the computers act meanwhile: Ctrl+Z takes back Red's own last
    move together with Blue's moves since, none of which revealed anything (Undo was
    greyed almost always, the computers never stopping)."""
    # rulebook: adrift.txt:49
    # rulebook: adrift.txt:81
    c, before = _after_blue(qtbot, window, [])
    assert c.session.steps[-1].action.seat == adrift.BLUE
    assert window.a_undo.isEnabled()
    window.activateWindow()
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert len(c.session.steps) == before
    assert adrift.RED not in c.state.job


def test_a_computers_roll_since_your_move_keeps_it_and_says_why(qtbot, window):
    """Blue bails since Red's move, a roll of the die: Red's move stays, and the
    refusal says that a move since revealed a random result."""
    # rulebook: adrift.txt:48
    c, _ = _after_blue(qtbot, window, [adrift.card("bucket")], water=5)
    assert any(s.barrier for s in c.session.steps if s.action.seat == adrift.BLUE)
    assert not window.a_undo.isEnabled()
    assert window.a_undo.toolTip().endswith(
        "not now, a move since yours revealed hidden information or a random result"
    )


def test_the_title_names_a_lone_castaway_the_day_waits_for(qtbot, window):
    # rulebook: adrift.txt:81
    # "Day 1 · jobs · water 3/8 · Yellow" said nothing of Yellow: the day waits for them.
    state = adrift.position(2, step=DAY)
    start(window, adrift.GAME, state, ["human", "bot"])
    p = window.presenter
    view = window.controller.game.view(state, adrift.RED)
    assert p.title(view, {adrift.BLUE: "Blue"}) == (
        f"Day {state.day} · jobs · water {state.water}/8 · Blue to move"
    )
    both = {adrift.RED: "Red", adrift.BLUE: "Blue"}
    assert p.title(view, both) == f"Day {state.day} · jobs · water {state.water}/8"


@pytest.mark.parametrize("stored", ["pole", "knife"])
def test_the_curtain_never_says_what_a_keepers_bin_holds(qtbot, window, stored):
    """Red keeps the bin in place 7, her screen empty: the curtain, read by the whole
    boat, says the same of a bin with a pole in it and of one with none, and leaves the
    job to what she finds in it (it told her to drag a pole, oar or bucket from a bin
    that held none, which the prompt then told her, sat down, to Meditate about)."""
    # rulebook: adrift.txt:34
    # rulebook: adrift.txt:46
    state = adrift.position(
        2, places={adrift.RED: 7, adrift.BLUE: 3}, bins={1: [adrift.card(stored)]}
    )
    start(window, adrift.GAME, state, ["human", "human"])
    settle(qtbot, window)
    c, curtain = window.controller, window.curtain
    if curtain.name != "Red":
        lift_curtain(qtbot, window)
        c.hand_to(adrift.RED)
        settle(qtbot, window)
    assert curtain.isVisible() and curtain.name == "Red"
    assert curtain.why.startswith(
        "Day 3: for a job, drag a pole, oar or bucket from your bin to your screen, if it holds"
        " one — else Meditate."
    ), curtain.why
    lift_curtain(qtbot, window)
    assert c.viewer == adrift.RED
    sat_down = {
        "pole": "Day 3: for a job, drag a pole, oar or bucket from your bin to your screen.",
        "knife": "Day 3: your bin holds no pole, oar or bucket — Meditate, in Your moves.",
    }
    assert window.page.prompt.text().startswith(sat_down[stored]), window.page.prompt.text()
