"""What a hint or a lesson points at on the Genegrafter table is the place the move
really puts the card, and only the pieces that make it: a Character to play goes to an
empty column, a defender's Ability Card to the defender's side, and a defender spends
Defense tokens, not Attack ones."""

from __future__ import annotations

from petridish.games.genegrafter import layout
from petridish.games.genegrafter.state import BATTLE, Defend, LayAbility, PlayCharacter, SpendToken
from petridish.ui.pointing import gesture_of
from tests.games.genegrafter import helpers as gg
from tests.ui.test_announcements import start

from .genegrafter_driver import click_item


def test_a_character_to_play_is_pointed_at_an_empty_column(qtbot, window):
    # rulebook: genegrafter.txt:82
    state = gg.position(hands={gg.JON: [gg.ch("nebrus")]}, play={gg.JON: [gg.ch("madlock")]})
    start(window, gg.GAME, state, ["human", "bot"])
    [(_, place)] = gesture_of(window, PlayCharacter(gg.JON, gg.ch("nebrus")))
    assert place.name == layout.column_zone(gg.JON, 1)  # Madlock holds the first
    assert not place.items()


def test_a_defenders_card_is_pointed_at_the_defenders_side(qtbot, window):
    # rulebook: genegrafter.txt:99
    state = gg.position(
        step=BATTLE,
        hands={gg.SUE: [gg.ab("blind")]},
        play={gg.JON: [gg.ch("nebrus")], gg.SUE: [gg.ch("madlock")]},
    )
    state = gg.to_fight(state, gg.SUE, [gg.ch("nebrus")], gg.ch("madlock"))
    start(window, gg.GAME, state, ["bot", "human"])
    legal = window.controller.game.legal_actions(window.controller.state, gg.SUE)
    lay = next(a for a in legal if isinstance(a, LayAbility))
    found = gesture_of(window, lay)
    assert [place.name for _, place in found] == [layout.DEFENSE_SIDE]


def test_a_defender_spends_defense_tokens_and_its_attack_tokens_stay(qtbot, window):
    # rulebook: genegrafter.txt:99
    state = gg.position(
        step=BATTLE,
        play={gg.JON: [gg.ch("nebrus")], gg.SUE: [gg.ch("madlock")]},
    )
    state = gg.to_fight(state, gg.SUE, [gg.ch("nebrus")], gg.ch("madlock"))
    start(window, gg.GAME, state, ["bot", "human"])
    c = window.controller
    spend = next(a for a in c.game.legal_actions(c.state, gg.SUE) if isinstance(a, SpendToken))
    board = window.presenter.board
    lit = [board.spec(piece).key for piece, _ in gesture_of(window, spend)]
    assert lit and all(key.startswith(f"{gg.SUE}.defense.") for key in lit), lit
    tokens = dict(c.state.attack_tokens), dict(c.state.defense_tokens)
    click_item(qtbot, window, board.item(f"{gg.SUE}.attack.0"))  # not hers to spend now
    assert (dict(c.state.attack_tokens), dict(c.state.defense_tokens)) == tokens
    click_item(qtbot, window, board.item(f"{gg.SUE}.defense.0"))
    assert c.state.defense_tokens[gg.SUE] == tokens[1][gg.SUE] - 1


def test_a_defender_is_pointed_at_to_be_clicked(qtbot, window):
    # rulebook: genegrafter.txt:98
    state = gg.position(
        step=BATTLE,
        play={gg.JON: [gg.ch("nebrus")], gg.SUE: [gg.ch("madlock")]},
    )
    state, _ = gg.declare(state, gg.SUE, gg.ch("nebrus"))
    start(window, gg.GAME, state, ["bot", "human"])
    c = window.controller
    defend = next(a for a in c.game.legal_actions(c.state, gg.SUE) if isinstance(a, Defend))
    [(piece, place)] = gesture_of(window, defend)
    assert place is None  # not the other player's board, which a drag onto also defends
    before = len(c.session.steps)
    click_item(qtbot, window, piece)
    assert c.session.steps[before].action == defend


def test_a_move_about_no_card_that_a_button_makes_is_pointed_at_by_its_button(qtbot, window):
    # rulebook: genegrafter.txt:160
    # The Infinity Die's sixth face: a hint of Draw 2 Cards lit the hand, the piles and
    # another player's Character (what a click on them might also do), and not the
    # button that makes it.
    from petridish.games.genegrafter.state import InfinityChoice, RollInfinity
    from petridish.ui.pointing import Pointer

    from .genegrafter_driver import perform
    from .table_driver import settle

    state = gg.position(
        play={gg.JON: [gg.ch("nebrus")], gg.SUE: [gg.ch("madlock")]},
        hands={gg.JON: [gg.ab("blind")], gg.SUE: [gg.ab("fireball"), gg.ab("ice_wall")]},
        forced={"infinity die": [6]},
    )
    start(window, gg.GAME, state, ["human", "bot"])
    settle(qtbot, window)
    perform(qtbot, window, RollInfinity(gg.JON))
    page = window.page
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    for action, words in (
        (InfinityChoice(gg.JON, "draw_two"), "Draw 2 Cards"),
        (InfinityChoice(gg.JON, "discard_two", target=gg.SUE), "Sue discards 2"),
    ):
        assert gesture_of(window, action) == []
        Pointer(window).point(action)
        lit = [b.text() for b in page.choice_buttons if b.property("pointed")]
        assert lit == [words]
