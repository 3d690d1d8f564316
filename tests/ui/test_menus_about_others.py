"""Right-clicking another player's token or card lists the moves done to that player
first: in ADRIFT, attacking them, fighting them for their place, trading places with
them; in Genegrafter, declaring a battle on them; in A.D.A.P.T., attacking their fish."""

from __future__ import annotations

from petridish.games.adapt.state import Attack as AdaptAttack
from petridish.games.adrift.presenter import token_key
from petridish.games.adrift.state import Attack, SwapSeats
from petridish.games.genegrafter.state import DeclareBattle

from .table_driver import lift_curtain, settle
from .test_piece_menus import right_click


def _play_until(qtbot, window, wanted, limit=400, also=lambda a: True):
    """Hot seat: each person in turn makes a computer's choice of move, until the
    person at the computer has a move of type ``wanted`` (for which ``also`` holds);
    return the viewer."""
    from petridish.core.bot import decide
    from petridish.core.registry import make_bot

    c = window.controller
    bot = make_bot(c.match.game_id, "bot", 1)
    for _ in range(limit):
        settle(qtbot, window)
        lift_curtain(qtbot, window)
        moves = [a for _, a in window.presenter.actions()]
        if any(isinstance(a, wanted) and also(a) for a in moves):
            return c.viewer
        assert moves, f"stuck at {c.state.step}"
        c.submit(decide(c.game, c.state, c.viewer, bot))
    raise AssertionError(f"no {wanted.__name__} came")


def _first_entries(menu):
    """The menu's entries above its first separator: the moves about the piece."""
    texts = [text for text, _ in menu]
    return texts[: texts.index("-")] if "-" in texts else texts


def test_another_castaways_token_lists_the_moves_with_them_first(qtbot, window):
    # rulebook: adrift.txt:54
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human", "human", "human"], False)
    me = _play_until(qtbot, window, SwapSeats)
    p = window.presenter
    other = next(s for s in p.seats if s != me and (SwapSeats(me, s) in dict(p.actions()).values()))
    with_them = [
        label
        for label, a in p.actions()
        if (isinstance(a, SwapSeats) and a.other == other)
        or (isinstance(a, Attack) and a.target == other)
    ]
    menu = right_click(qtbot, window, p.board.item(token_key(other)))
    first = _first_entries(menu)
    assert set(with_them) <= set(first), (with_them, menu)
    name = p.seat_name(other)
    assert f"Attack {name}" in first
    assert any(t.startswith(f"Fight {name} for place") for t in first)
    assert any("trade of places" in t or "Trade places" in t for t in first)
    # Nothing done to somebody else is among them.
    assert all(p.seat_name(s) not in " ".join(first) for s in p.seats if s not in (me, other))


def test_an_opponents_character_lists_the_battles_on_them_first(qtbot, window):
    # rulebook: genegrafter.txt:94
    window.page.scene.animator.set_speed(0)
    window.start_quick("genegrafter", 3, ["human", "human"], False)
    me = _play_until(qtbot, window, DeclareBattle)
    p = window.presenter
    c = window.controller
    other = next(s for s in p.seats if s != me)
    theirs = c.state.zones[f"{other}.play"]
    assert theirs
    battles = [label for label, a in p.actions() if isinstance(a, DeclareBattle)]
    menu = right_click(qtbot, window, p.board.item(theirs[0]))
    assert _first_entries(menu) == battles


def test_another_fish_lists_attacking_it_first(qtbot, window):
    # rulebook: adapt.txt:10
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["human", "human"], False)
    c = window.controller

    def beyond_the_body(fish):
        """The cards of ``fish`` besides its Body (which the rules say an attack is about)."""
        zones = c.state.zones
        mine = [k for z, cards in zones.items() if z.startswith(f"{fish}.") for k in cards]
        return [k for k in mine if k not in zones[f"{fish}.body"]]

    _play_until(qtbot, window, AdaptAttack, also=lambda a: bool(beyond_the_body(a.target)))
    p = window.presenter
    target = next(
        a.target for _, a in p.actions() if isinstance(a, AdaptAttack) and beyond_the_body(a.target)
    )
    attacks = [
        label for label, a in p.actions() if isinstance(a, AdaptAttack) and a.target == target
    ]
    card = beyond_the_body(target)[0]
    menu = right_click(qtbot, window, p.board.item(card))
    assert set(attacks) <= set(_first_entries(menu))
