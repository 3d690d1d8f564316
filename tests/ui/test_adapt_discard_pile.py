"""A.D.A.P.T.'s discard pile on the table: it lies face down, as the rulebook's Wipe
puts cards there, and anyone may look through it by its tip (ruling ADAPT-R27)."""

from __future__ import annotations

from petridish.games.adapt.state import DISCARD, STREAM, Wipe
from petridish.qt import Qt
from tests.games.adapt.helpers import CORAL, GAME, setup
from tests.ui.table_driver import lift_curtain, settle
from tests.ui.test_announcements import start


def ready_to_wipe(qtbot, window) -> tuple:
    """Coral's turn at the table, the person's, a Wipe offered beside the prompt: its
    button, and the Gene Stream's cards it would wipe."""
    # Parts alone in the Gene Stream: no Body another fish could adapt bars the Wipe.
    state = setup(2, top=["part.nub_horn#1", "part.spiked_horn#1", "part.ram_horn#1"])
    assert Wipe(CORAL) in GAME.legal_actions(state, CORAL)
    wiped = [c for z, cards in state.zones.items() if z.startswith(STREAM) for c in cards]
    start(window, GAME, state, ["human", "bot"])
    settle(qtbot, window)
    lift_curtain(qtbot, window)
    page = window.page
    qtbot.waitUntil(lambda: not page._step_wait.isActive(), timeout=3000)
    button = next(
        b for b in (page.step, *page.choice_buttons) if b.text() == "Wipe the Gene Stream"
    )
    return button, wiped


def test_a_wiped_gene_stream_lies_face_down_on_the_discard_pile(qtbot, window):
    """A new player saw the Wiped cards face up on the discard pile, against the
    rulebook: now they lie face down, and the pile's tip names them, top first."""
    # rulebook: adapt.txt:42
    # ruling ADAPT-R27
    button, wiped = ready_to_wipe(qtbot, window)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.state.zones[DISCARD]) == len(wiped), timeout=5000)
    settle(qtbot, window)
    board = window.presenter.board
    pile = c.state.zones[DISCARD]
    for card in pile:
        assert not board.item(card).face_up, card
    names = [GAME.cards.design(card).name for card in reversed(pile)]
    tip = board.item(pile[-1]).toolTip()
    assert tip.startswith("The discard pile, face down (anyone may look through it), top first: ")
    assert all(name in tip for name in names), tip
