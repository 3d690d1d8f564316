"""A.D.A.P.T.'s table says why a fish does not move when someone tries to drag it: the
rules' own reason, never a bare "not now" (ruling ADAPT-R28); a fish that can't act at
all is told so."""

from __future__ import annotations

import pytest

from petridish.games.adapt import layout
from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import BODY, CHOOSE, GUPPY, Attack, seat_zone
from petridish.storage.saves import SeatInfo
from petridish.ui.controller import Match
from tests.games.adapt.test_cant_act import stuck

from .table_driver import drag_item, settle
from .test_laptop_table import resize


def body(window, seat: str):
    return window.presenter.zones[seat_zone(seat, BODY)].items()[-1]


def guppies_chosen(qtbot, window, seats: list[str], seed: int = 5):
    """A new game of two fish, each with its Guppy and its opening card, at the first
    player's turn."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", seed, seats, False)
    settle(qtbot, window)
    c = window.controller
    c.run_bots_now(20)
    while c.state.step in (GUPPY, CHOOSE):
        c.submit(c.game.legal_actions(c.state, c.viewer)[0])
        settle(qtbot, window)
        c.run_bots_now(20)
    settle(qtbot, window)
    return c


def test_a_guppy_without_ferocity_dragged_to_attack_says_it_cannot_yet(qtbot, window):
    # rulebook: adapt.txt:62
    c = guppies_chosen(qtbot, window, ["human", "human"])
    me = c.viewer
    other = next(s for s in c.state.seats if s != me)
    ferocity = c.game.board(c.state).totals(me).ferocity
    assert ferocity < 2, "the test needs a Guppy too weak to attack"
    steps = len(c.session.steps)
    drag_item(qtbot, window, body(window, me), layout.fish_zone(other))
    toast = window.page.view.toast.text()
    assert toast == f"a Guppy can't attack until it has 2 Total Ferocity (it has {ferocity})"
    assert len(c.session.steps) == steps


# Seed 5: Finn, first to move, has no attack open; seed 3: Finn may attack Coral.
@pytest.mark.parametrize("seed", [5, 3], ids=["cannot attack", "may attack"])
def test_another_fish_dragged_says_whose_it_is_and_how_to_attack_it(qtbot, window, seed):
    # rulebook: adapt.txt:40
    # Whether it stays put (no attack is open) or is lifted (an attack on it is a move:
    # the rules' moves are about it) and dropped on your own fish, it says the same.
    c = guppies_chosen(qtbot, window, ["human", "human"], seed)
    attacks = [a for a in c.game.legal_actions(c.state, c.viewer) if isinstance(a, Attack)]
    assert bool(attacks) == (seed == 3)
    me = c.viewer
    other = next(s for s in c.state.seats if s != me)
    drag_item(qtbot, window, body(window, other), layout.fish_zone(me))
    name = c.match.seat(other).name
    assert window.page.view.toast.text() == (
        f"that is {name}'s fish: drag your own Body onto it to attack"
    )


def test_your_fish_dragged_on_the_computers_turn_says_whose_turn_it_is(qtbot, window):
    # rulebook: adapt.txt:36
    c = guppies_chosen(qtbot, window, ["human", "bot"])
    me = c.match.humans[0]
    c.paused = True  # the computer thinks while the person drags
    c.stop_bots()
    if c.state.current == me:
        c.submit(c.game.legal_actions(c.state, me)[0])
        settle(qtbot, window)
    bot = c.state.current
    assert bot != me and c.viewer == me
    drag_item(qtbot, window, body(window, me), layout.fish_zone(bot))
    toast = window.page.view.toast
    assert toast.text() == f"it is {c.match.seat(bot).name}'s move"
    # On its own over the table the reason reads as a sentence.
    assert toast.accessibleDescription() == f"It is {c.match.seat(bot).name}'s move"


def test_a_fish_that_cant_act_is_told_so_and_what_it_may_do(qtbot, window):
    # rulebook: adapt.txt:88
    # Coral, a Guppy with no Ferocity, no Experience and nothing in its Gene Pool, can
    # buy, adapt, attack, use and wipe nothing: the top bar says so, not "Your turn:
    # buy..., adapt..., or attack", and Your moves holds what it may do.
    state = stuck()
    seats = [SeatInfo(s.id, s.name, "human", s.colour) for s in GAME.seats_for(2)]
    window.page.scene.animator.set_speed(0)
    window.start(Match("adapt", seats, 7, dict(state.options), start=state))
    settle(qtbot, window)
    page = window.page
    # (With no Experience, it is every card's price that stops a buy: said, whole on a
    # laptop's screen.)
    resize(qtbot, window, 1366, 768)
    assert page.prompt.text().startswith(
        "Nothing to buy (your 0 Experience pays for none), adapt or attack: adapt by Random"
    )
    assert not page.prompt.elided()
    labels = [page.moves.itemText(i) for i in range(page.moves.count())]
    assert any(label.startswith("Adapt by Random Selection") for label in labels), labels


@pytest.mark.parametrize("seed", [5, 3], ids=["cannot attack", "may attack"])
def test_your_fish_dragged_at_another_is_your_body_attacking_not_a_pan(qtbot, window, seed):
    # rulebook: adapt.txt:40
    # A new player takes hold of the picture of their fish to attack: that panned the
    # table. The picture stands for the Body under it.
    from petridish.qt import Qt

    c = guppies_chosen(qtbot, window, ["human", "human"], seed)
    me = c.viewer
    other = next(s for s in c.state.seats if s != me)
    view, vp = window.page.view, window.page.view.viewport()
    fish = window.presenter.fish_items[me].sceneBoundingRect().center()
    assert window.page.scene.piece_at(fish) is None  # the picture, not a card
    a = view.mapFromScene(fish)
    b = view.mapFromScene(window.presenter.zones[layout.fish_zone(other)].scene_rect().center())
    scroll = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    steps = len(c.session.steps)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
        if i == 4 and seed == 3:  # on its way, the Body is under the mouse
            held = window.page.scene.drag.held
            assert held is body(window, me)
            assert held.scene_body_rect().contains(view.mapToScene(a + (b - a) * 0.5))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    settle(qtbot, window)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    if seed == 3:
        made = c.session.steps[steps].action
        assert isinstance(made, Attack) and made.target == other
    else:
        assert len(c.session.steps) == steps
        assert window.page.view.toast.text().startswith("a Guppy can't attack until")
