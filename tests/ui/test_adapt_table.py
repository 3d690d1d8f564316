"""A.D.A.P.T. on the real window: two people play a whole game to a winner with real
drags (the computer player's choice of move, carried out by the mouse), the moves list
for what no card carries; the mats show each fish and its dice; four fish fit."""

from __future__ import annotations

from petridish.core.bot import decide
from petridish.games.adapt import layout
from petridish.games.adapt.bot import AdaptBot
from petridish.games.adapt.state import (
    BODY,
    GUPPIES,
    PGP,
    Adapt,
    Attack,
    Buy,
    ChooseGuppy,
    PickCard,
    seat_zone,
)
from petridish.qt import Qt
from petridish.table.specs import DieSpec

from .table_driver import drag_item, settle
from .window_texts import window_texts


def perform(qtbot, window, action) -> str:
    """Carry out ``action`` as a person would: a drag where a card carries it, else the
    moves list. Returns how it was done."""
    p, board = window.presenter, window.presenter.board
    me = action.seat
    match action:
        case ChooseGuppy(guppy=g):
            card = next(
                i
                for i in p.zones[GUPPIES].items()
                if p.game.cards.design(board.spec(i).key).id == g
            )
            drag_item(qtbot, window, card, seat_zone(me, BODY))
        case PickCard(card=c):
            drag_item(qtbot, window, board.item(c), layout.fish_zone(me))
        case Buy(card=c, keep=keep):
            target = seat_zone(me, PGP) if keep else layout.fish_zone(me)
            drag_item(qtbot, window, board.item(c), target)
        case Adapt(card=c):
            drag_item(qtbot, window, board.item(c), layout.fish_zone(me))
        case Attack(target=t):
            body = p.zones[seat_zone(me, BODY)].items()[-1]
            drag_item(qtbot, window, body, layout.fish_zone(t))
        case _:
            moves = window.page.moves
            labels = [label for label, a in p.actions() if a == action]
            moves.setFocus()
            moves.setCurrentIndex(moves.findText(labels[0]))
            qtbot.keyClick(moves, Qt.Key.Key_Return)
            settle(qtbot, window)
            return "list"
    return "drag"


def test_two_people_play_a_whole_game_to_a_winner_with_drags(qtbot, window):
    # rulebook: adapt.txt:10
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 11, ["human", "human"], False)
    settle(qtbot, window)
    c = window.controller
    bot = AdaptBot(3)
    ways = {"drag": 0, "list": 0}
    kinds: set[str] = set()
    for _ in range(400):
        if c.game.is_terminal(c.state):
            break
        seat = c.game.to_move(c.state)[0]
        assert c.viewer == seat, "the table is handed to the player to move"
        action = decide(c.game, c.state, seat, bot)
        before = len(c.session.steps)
        ways[perform(qtbot, window, action)] += 1
        assert len(c.session.steps) == before + 1, f"{action} was not played"
        kinds.add(action.kind)
        if isinstance(action, Attack) and not c.game.is_terminal(c.state):
            # The attack, spelled out step by step where the fitted table shows it.
            panel = window.presenter.panel
            assert panel.isVisible() and panel.lines[0].startswith("Attacks")
            assert any(" attacked " in line for line in panel.lines[1:])
            view = window.page.view
            shown = view.mapToScene(view.viewport().rect()).boundingRect()
            assert shown.contains(panel.sceneBoundingRect())
    assert c.game.is_terminal(c.state)
    result = c.game.result(c.state)
    assert result is not None and result.winners
    assert {"ChooseGuppy", "Buy", "Attack"} <= kinds
    assert ways["drag"] > ways["list"], ways
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    winner = c.match.seat(result.winners[0]).name
    assert any(winner in t for t in window_texts(window.end_dialog))


def test_each_mat_shows_its_fish_scores_and_the_dice_doing_their_jobs(qtbot, window):
    # rulebook: adapt.txt:13
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 4, ["human", "bot", "bot", "bot"], False)
    settle(qtbot, window)
    c = window.controller
    c.run_bots_now(3)
    p = window.presenter
    assert set(p.fish_items) == set(c.game.seats_of(c.state))
    for seat in c.game.seats_of(c.state):
        xp = p.board.spec(p.board.item(f"{seat}.xp"))
        assert isinstance(xp, DieSpec) and xp.labels()[xp.value_index] == str(c.state.fish[seat].xp)
        damage = p.board.spec(p.board.item(f"{seat}.damage"))
        assert damage.labels()[damage.value_index] == str(c.state.fish[seat].damage % 10)
        if c.state.zones[seat_zone(seat, BODY)]:
            assert "Health" in p.fish_items[seat].line
    # Four mats and the common area fit the window at once, none over another.
    mats = [p.zones[layout.fish_zone(s)].sceneBoundingRect() for s in c.game.seats_of(c.state)]
    assert all(not a.intersects(b) for i, a in enumerate(mats) for b in mats[i + 1 :])
    view = window.page.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert all(shown.contains(m) for m in mats)


def test_the_sandbox_moves_any_card_to_a_place_that_holds_its_kind(qtbot, window):
    # rulebook: adapt.txt:49
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 8, ["human", "human"], True)
    settle(qtbot, window)
    c = window.controller
    bot = AdaptBot(1)
    while c.state.step != "turn":  # Guppies and the opening, played by the rules
        seat = c.game.to_move(c.state)[0]
        perform(qtbot, window, decide(c.game, c.state, seat, bot))
    p = window.presenter
    other = next(s for s in c.game.seats_of(c.state) if s != c.viewer)
    part = next(
        cid
        for zone, cards in c.state.zones.items()
        if zone.startswith("stream.")
        for cid in cards
        if p.game.cards.design(cid).kind == "part"
    )
    location = p.game.cards.design(part).location
    # Onto another player's fish: no rules move, so a free edit to that Part's place.
    drag_item(qtbot, window, p.board.item(part), layout.fish_zone(other))
    assert c.state.zones[seat_zone(other, location)][-1] == part
    assert c.session.steps[-1].action.kind == "Edit"
    # A die stays on its mat and says why.
    drag_item(qtbot, window, p.board.item(f"{other}.xp"), layout.fish_zone(c.viewer))
    assert "dice stay on its mat" in window.page.view.toast.text()


def test_a_game_saves_opens_again_and_replays_step_by_step(qtbot, window, tmp_path):
    # rulebook: adapt.txt:36
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 6, ["bot", "bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_terminal(c.state), timeout=30_000)
    path = tmp_path / "three fish.petridish"
    c.save_to(str(path))
    assert window.open_path(str(path))
    again = window.controller
    assert again is not c and again.game.state_to_json(again.state) == c.game.state_to_json(c.state)
    assert [s.id for s in again.match.seats] == ["coral", "finn", "marina"]
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    qtbot.mouseClick(window.end_dialog.replay_button, Qt.MouseButton.LeftButton)
    for _ in range(8):
        qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    # As the table showed it then (computers only: to a spectator, the deck face down).
    eighth = again.game.view(again.session.steps[7].after, None)
    assert again.replay_at == 8 and again.view == eighth
    assert window.page.turn.text().startswith("Replay")
    # The mats show the fish as they were at that step.
    p = window.presenter
    for seat in again.game.seats_of(again.state):
        shown = [p.board.spec(i).key for i in p.zones[seat_zone(seat, BODY)].items()]
        assert shown == list(again.view.zones[seat_zone(seat, BODY)])
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert again.replay_at is None and window.end_dialog.isVisible()


def test_a_guppy_is_chosen_with_the_keyboard_alone(qtbot, window):
    # rulebook: adapt.txt:13
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 2, ["human", "human"], False)
    settle(qtbot, window)
    c, view = window.controller, window.page.view
    keyboard = window.page.scene.keyboard
    view.setFocus()
    guppies = window.presenter.zones[GUPPIES].items()
    for _ in range(60):  # Tab walks the pieces the viewer can act on or read
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if keyboard.focused in guppies:
            break
    assert keyboard.focused in guppies
    chosen = window.presenter.board.spec(keyboard.focused).key
    qtbot.keyClick(view, Qt.Key.Key_Space)  # picked up
    body = window.presenter.zones[seat_zone(c.viewer, BODY)]
    for key in [Qt.Key.Key_Left] * 12 + [Qt.Key.Key_Down] * 6:
        if keyboard.target is not None and keyboard.target[0] is body:
            break
        qtbot.keyClick(view, key)
    assert keyboard.target is not None and keyboard.target[0] is body
    qtbot.keyClick(view, Qt.Key.Key_Return)
    settle(qtbot, window)
    first = c.session.steps[0]
    assert first.action == ChooseGuppy(first.action.seat, c.game.cards.design(chosen).id)
