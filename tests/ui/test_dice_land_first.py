"""What a roll decides is told once its dice have landed, on the real window at the
speed a person sees it: the Health under a fish an attack hits, and a fight's totals
in Genegrafter's battle panel, change when the dice stop, not while they tumble (a
new player read the panel's total beside a die still spinning)."""

from __future__ import annotations

from petridish.core.bot import decide
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.state import Attack
from petridish.games.genegrafter.state import BATTLE, Finish, LayAbility
from petridish.qt import Qt
from petridish.table.die import DieItem
from tests.games.genegrafter import helpers as gg

from .table_driver import settle
from .test_announcements import start


def rolling(window) -> bool:
    """Whether a die on the table is tumbling."""
    return any(
        isinstance(item, DieItem) and item.rolling for item in window.presenter.board.items()
    )


def health_left(game, state, seat: str) -> int:
    return game.board(state).left(seat)


def test_the_health_an_attack_takes_shows_once_its_die_has_landed(qtbot, window):
    # rulebook: adapt.txt:60
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 11, ["human", "human"], False)
    settle(qtbot, window)
    c, bot = window.controller, AdaptBot(3)
    for _ in range(400):
        seat = c.game.to_move(c.state)[0]
        action = decide(c.game, c.state, seat, bot)
        if isinstance(action, Attack):
            after = c.game.play(c.game.clone(c.state), action)
            target = action.target
            if health_left(c.game, after, target) < health_left(c.game, c.state, target):
                break  # an attack that hits: its damage is what the die decides
        assert c.submit(action) is None
        settle(qtbot, window)
    else:
        raise AssertionError("no attack hit in 400 moves")
    fish = window.presenter.fish_items[target]
    before = fish.line
    window.page.scene.animator.set_speed(1)  # the table as a person sees it
    moves = window.page.moves
    label = next(label for label, a in window.presenter.actions() if a == action)
    moves.setFocus()
    moves.setCurrentIndex(moves.findText(label))
    qtbot.keyClick(moves, Qt.Key.Key_Return)
    assert rolling(window), "the attack's die tumbles"
    logged = window.log.list.count()
    damage = window.presenter.board.keyed[f"{target}.damage"]
    counted = damage.value
    # While it tumbles, the fish shows the Health it had, and the log tells nothing of
    # the roll yet ("Finn rolls 4 … Coral takes 1 damage" stood beside a die showing 1).
    qtbot.wait(150)
    assert rolling(window) and fish.line == before
    assert window.log.list.count() == logged
    assert damage.value == counted  # the Damage die too ("4" beside a die still tumbling)
    assert damage.toolTip() == f"Damage {counted}"  # and what it says on hover
    qtbot.waitUntil(lambda: not rolling(window), timeout=3000)
    qtbot.waitUntil(lambda: fish.line != before, timeout=1000)
    qtbot.waitUntil(lambda: window.log.list.count() > logged, timeout=1000)
    assert damage.value != counted and damage.toolTip() != f"Damage {counted}"
    left = f"Health\xa0{health_left(c.game, c.state, target)}/"  # (kept on one line)
    assert left in fish.line and left not in before


def test_a_fights_totals_show_in_the_battle_panel_once_its_dice_have_landed(qtbot, window):
    # rulebook: genegrafter.txt:100
    brute, umbra = gg.ch("brute"), gg.ch("umbra")
    laid = [gg.ab("blindside"), gg.ab("fireball")]
    state = gg.position(  # Jon, the person, watches Sue's computer attack Mike's
        players=3,
        current=gg.SUE,
        step=BATTLE,
        play={gg.SUE: [brute], gg.MIKE: [umbra], gg.JON: [gg.ch("nebrus")]},
        hands={gg.MIKE: laid},
        # The attacker keeps a token and finishes without it; no card matches, so no
        # side has a reroll: the flip and the roll decide the fight at once.
        attack_tokens={**dict.fromkeys(gg.GAME.seat_ids(3), 0), gg.SUE: 1},
        defense_tokens=dict.fromkeys(gg.GAME.seat_ids(3), 0),
    )
    state = gg.to_fight(state, gg.MIKE, [brute], umbra)
    start(window, gg.GAME, state, ["human", "bot", "bot"])
    c, panel = window.controller, window.presenter.panel
    c.paused = True  # the computers move when the test says
    settle(qtbot, window)
    for card in laid:
        assert c.submit(LayAbility(gg.MIKE, card, card != laid[-1])) is None
        settle(qtbot, window)
    before = list(panel.lines)
    window.page.scene.animator.set_speed(1)  # the table as a person sees it
    assert c.submit(Finish(gg.SUE)) is None
    assert c.state.battle is None  # decided, at once
    assert rolling(window) or window.page.scene.animator.busy()
    # The fight's dice, new to the trays, show no face until they are thrown: twelve
    # dice sat at 1 while the cards turned over first.
    dice = [i for i in window.presenter.board.items() if isinstance(i, DieItem)]
    waiting = [d for d in dice if d.blank]
    assert len(waiting) >= 2 and all(d.rolling for d in waiting)
    # The cards turn, then the dice tumble: the panel tells nothing of them meanwhile.
    qtbot.waitUntil(lambda: rolling(window), timeout=3000)
    assert panel.lines == before and not any("Fight decided" in line for line in before)
    qtbot.waitUntil(lambda: not rolling(window), timeout=3000)
    assert not any(d.blank for d in waiting)  # each landed on its face
    qtbot.waitUntil(lambda: panel.lines != before, timeout=1000)
    assert panel.lines[0].startswith("Fight decided")


def test_what_waits_for_the_dice_does_nothing_once_the_table_is_gone(qtbot, window):
    # A window closed mid-roll deleted its places while the presenter's figures still
    # waited for the dice: they were then written onto deleted items (an error in the
    # event loop, seen by a later test).
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "human"], False)
    settle(qtbot, window)
    window.page.scene.animator.set_speed(1)
    die = next(i for i in window.presenter.board.items() if isinstance(i, DieItem))
    die.roll_to(die.value_index)
    assert rolling(window)
    presenter = window.presenter
    presenter._decorate(window.controller.view, True)  # waits for the die
    window.page.scene.clear()  # the table's items go, the presenter not yet
    qtbot.wait(1500)  # past the roll: nothing is drawn, nothing raised
