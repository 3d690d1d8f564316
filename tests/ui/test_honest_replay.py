"""The replay shows each step as the table showed it then, to the same eyes: A.D.A.P.T.'s
deck stays face down and unnamed everywhere in the window, the dice lie as that step
left them, and the log and the top bar say only what that viewer read. It opens from
*Game › Replay* (Ctrl+R) during a game too, holds the game still, and leaving it returns
to the game exactly as it was."""

from __future__ import annotations

import dataclasses
import random

from petridish.core.secret import HIDDEN
from petridish.games.adapt.state import DECK
from petridish.qt import Qt
from petridish.table.die import DieItem, PercentileDice
from petridish.table.specs import CardSpec
from petridish.ui.session_view import sentences, step_summary

from .table_driver import choose_in_action_bar, lift_curtain, perform, settle
from .window_texts import window_texts

ROLLED = (".attack", ".check", ".percentile")


def press_replay(qtbot, window) -> None:
    """Ctrl+R, as a person presses it, wherever the focus is."""
    qtbot.waitUntil(lambda: window.menus_filled)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts reach the window a person uses
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)


def seen_lines(c, moves: int) -> list[str]:
    """The log of the first ``moves`` moves as the controller's viewer read them, after
    the line naming who sits at the table (a computer player with its level)."""
    from petridish.ui.session_view import table_line

    return [line for line in [table_line(c)] if line] + [
        c.game.describe(e, c.names)
        for step in c.session.steps[:moves]
        for e in (ev.for_seat(c.viewer) for ev in step.events)
        if e is not None
    ]


def log_texts(window) -> list[str]:
    return [window.log.list.item(i).text() for i in range(window.log.list.count())]


def names_never_seen(c, moves: int) -> set[str]:
    """The names of the deck's cards at ``moves`` that no card shown face up up to then
    bore (a second copy of a card may have been seen elsewhere: its name tells nothing)."""
    game = c.game
    seen = {
        game.cards.design(card).name
        for n in range(moves + 1)
        for zone, cards in c.game.view(c.state_at(n), None).zones.items()
        for card in cards
        if card != HIDDEN
    }
    deck = {game.cards.design(card).name for card in c.state_at(moves).zones[DECK]}
    return deck - seen


def assert_step_as_it_was(window, moves: int) -> None:
    """The whole window at the replay's step ``moves``, to a spectator."""
    c = window.controller
    assert c.replay_at == moves and c.viewer is None
    state = c.state_at(moves)
    board = window.presenter.board
    # The deck: face down, every card of it without a name the table could show.
    deck = [board.spec(i) for i in window.presenter.zones[DECK].items()]
    assert len(deck) == len(state.zones[DECK])
    assert all(isinstance(s, CardSpec) and s.key is None and not s.face_up for s in deck)
    texts = window_texts(window)
    for name in names_never_seen(c, moves):
        leaks = [t for t in texts if name in t]
        assert not leaks, f"move {moves}: the deck's {name!r} shows: {leaks}"
    # The dice of that step, and none rolled later.
    for seat in state.seats:
        for end in ROLLED:
            key, die = f"{seat}{end}", state.dice.get(f"{seat}{end}")
            item = board.item(key)
            if die is None:
                assert item is None, f"move {moves}: {key} was rolled only later"
            elif isinstance(item, DieItem):
                assert item.value_index == die.value - 1, f"move {moves}: {key}"
            else:
                assert isinstance(item, PercentileDice) and item.value == die.value
    # The log stops at that step; the top bar says what it was.
    assert log_texts(window) == seen_lines(c, moves)
    assert window.page.turn.text().startswith("Replay")
    assert window.page.prompt.text() == step_summary(c, moves)
    assert step_summary(c, moves).endswith((".", "!", "?", "…"))  # sentences, not a run-on


def test_a_finished_adapt_game_replays_each_step_as_the_table_showed_it(qtbot, window):
    # rulebook: adapt.txt:14
    window.page.scene.animator.set_speed(0)
    # Seed 2: a game of 41 moves whose deck holds cards nobody has seen at all five
    # steps looked at.
    window.start_quick("adapt", 2, ["bot", "bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_terminal(c.state), timeout=30_000)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    total = len(c.session.steps)
    qtbot.mouseClick(window.end_dialog.replay_button, Qt.MouseButton.LeftButton)
    assert window.replay_bar.isVisible() and not window.end_dialog.isVisible()
    assert_step_as_it_was(window, 0)
    assert not any(board_key.endswith(ROLLED) for board_key in window.presenter.board.keyed)
    checked = 0
    for moves in (5, 31, total // 2, total - 1, total):
        window.r_slider.setValue(moves)
        settle(qtbot, window)
        assert_step_as_it_was(window, moves)
        checked += bool(names_never_seen(c, moves))
    assert checked >= 3  # the deck held cards nobody had seen at most of those steps
    # Stepping back one move by the button shows that move's own dice again.
    qtbot.mouseClick(window.r_prev, Qt.MouseButton.LeftButton)
    assert_step_as_it_was(window, total - 1)
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert c.replay_at is None and window.end_dialog.isVisible()


def shown(spec):
    """A piece as it lies: a die just rolled tumbles once as it is drawn (``rolled``),
    and is drawn again after a replay showing the same face without tumbling."""
    return dataclasses.replace(spec, rolled=False) if hasattr(spec, "rolled") else spec


def live_table(window) -> tuple:
    """What the window shows of a game in progress: every piece as drawn, the bars,
    the log and the moves offered."""
    board = window.presenter.board
    pieces = sorted(
        (board.zone_of[i], repr(shown(board.spec(i)))) for i in board.items() if board.spec(i)
    )
    page = window.page
    return (
        pieces,
        page.turn.text(),
        page.prompt.text(),
        log_texts(window),
        [label for label, _ in window.presenter.actions()],
        window.controller.viewer,
    )


def test_the_game_menu_replays_a_game_in_progress_and_holds_it_still(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 11, ["human", "bot", "bot"], False)
    c = window.controller
    rng = random.Random(4)
    while len(c.session.steps) < 12:
        qtbot.waitUntil(lambda: bool(window.presenter.actions()), timeout=10_000)
        choose_in_action_bar(qtbot, window, rng.choice(window.presenter.actions())[1])
    qtbot.waitUntil(lambda: bool(window.presenter.actions()), timeout=10_000)
    assert not c.game.is_terminal(c.state)
    before = live_table(window)
    steps = len(c.session.steps)
    assert "&Replay" in [a.text() for a in window.game_menu.actions()]
    press_replay(qtbot, window)
    # At the present first, to step back from; nothing can be played.
    assert c.replay_at == steps and window.replay_bar.isVisible()
    assert window.a_replay.isChecked() and window.r_exit.text() == "Back to the game"
    assert window.presenter.actions() == []
    assert not window.a_undo.isEnabled() and not window.a_sandbox.isEnabled()
    action = c.game.legal_actions(c.state, c.viewer)[0]
    assert c.submit(action) == "this is a replay: leave it to play on"
    # The arrow keys step through it.
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Left)
    assert c.replay_at == steps - 1 and window.r_label.text() == f"move {steps - 1} of {steps}"
    for moves in (0, 5, steps // 2):
        window.r_slider.setValue(moves)
        settle(qtbot, window)
        state = c.state_at(moves)
        deck = [window.presenter.board.spec(i) for i in window.presenter.zones[DECK].items()]
        assert len(deck) == len(state.zones[DECK]) and all(s.key is None for s in deck)
        assert log_texts(window) == seen_lines(c, moves)
    assert len(c.session.steps) == steps
    # Ctrl+R again: back to the game exactly as it was.
    press_replay(qtbot, window)
    assert c.replay_at is None and not window.replay_bar.isVisible()
    assert not window.a_replay.isChecked()
    assert live_table(window) == before
    assert c.submit(action) is None  # and it plays on


def test_a_replay_while_computers_move_holds_them_until_it_ends(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 8, ["bot", "bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: len(c.session.steps) >= 10, timeout=10_000)
    press_replay(qtbot, window)
    steps = len(c.session.steps)
    assert c.replay_at == steps
    # No computer move is waiting to be made, nor shown about to be.
    assert c.intent is None and not c._timer.isActive() and not c._show_timer.isActive()
    window.r_slider.setValue(3)
    settle(qtbot, window)
    assert len(c.session.steps) == steps
    press_replay(qtbot, window)
    qtbot.waitUntil(lambda: len(c.session.steps) > steps, timeout=10_000)


def private_lines(c, seat: str) -> set[str]:
    """Log lines ``seat`` reads that everyone else never does."""
    game, mine, public = c.game, set(), set()
    for step in c.session.steps:
        for event in step.events:
            for seen, lines in ((event.for_seat(seat), mine), (event.for_seat(None), public)):
                if seen is not None:
                    lines.add(game.describe(seen, c.names))
    return mine - public


def assert_only_secrets_of(window, seat: str | None, moves: int) -> None:
    """The whole window at the replay's step shows no secret but ``seat``'s own."""
    c = window.controller
    texts = window_texts(window)
    for other in c.match.humans:
        if other == seat:
            continue
        for secret in private_lines(c, other):
            leaks = [t for t in texts if secret in t]
            assert not leaks, f"move {moves}: {other}'s {secret!r} shows: {leaks}"
    view = c.game.view(c.state_at(moves), seat)
    seen = {card for cards in view.zones.values() for card in cards}
    board = window.presenter.board
    named = {board.spec(i).key for i in board.items() if isinstance(board.spec(i), CardSpec)}
    assert named - {None} <= seen, named - seen
    assert log_texts(window) == seen_lines(c, moves)


def test_a_hot_seat_replay_shows_only_the_secrets_of_the_person_at_the_computer(
    qtbot, brisk, window
):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 17, ["human", "human"], False)
    c = window.controller
    rng = random.Random(3)
    refused = replayed = 0
    while not c.game.is_terminal(c.state) and replayed < 4:
        if window.curtain.isVisible():
            # Behind the curtain nobody is at the computer: no replay, and it says why.
            press_replay(qtbot, window)
            assert c.replay_at is None and "No replay now" in window.curtain.hint
            refused += 1
            lift_curtain(qtbot, window)
            if len(c.session.steps) > 6:
                seat, steps = c.viewer, len(c.session.steps)
                press_replay(qtbot, window)
                assert c.replay_at == steps and c.viewer == seat
                for moves in sorted({0, steps // 3, steps - 1, steps}):
                    window.r_slider.setValue(moves)
                    settle(qtbot, window)
                    assert_only_secrets_of(window, seat, moves)
                    # ... and their own: their hand as they held it then, face up.
                    zone = window.presenter.zones[f"{seat}.hand"]
                    held = [window.presenter.board.spec(i).key for i in zone.items()]
                    hand = c.state_at(moves).zones[f"{seat}.hand"]
                    assert held and None not in held and set(held) <= set(hand)
                press_replay(qtbot, window)
                assert c.replay_at is None and c.viewer == seat
                replayed += 1
        actions = [a for _, a in window.presenter.actions()]
        perform(qtbot, window, rng.choice(actions))
    assert refused >= 4 and replayed == 4


def test_a_finished_hot_seat_game_replays_only_what_both_people_saw(qtbot, brisk, window):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 23, ["human", "human"], False)
    c = window.controller
    rng = random.Random(5)
    while not c.game.is_terminal(c.state):
        lift_curtain(qtbot, window)
        perform(qtbot, window, rng.choice([a for _, a in window.presenter.actions()]))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    last, total = c.viewer, len(c.session.steps)
    qtbot.mouseClick(window.end_dialog.replay_button, Qt.MouseButton.LeftButton)
    # Both people are around the screen: neither one's own secrets show.
    assert c.replay_at == 0 and c.viewer is None
    for moves in (0, total // 4, total // 2, total):
        window.r_slider.setValue(moves)
        settle(qtbot, window)
        assert_only_secrets_of(window, None, moves)
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert c.replay_at is None and c.viewer == last and window.end_dialog.isVisible()


def test_a_replayed_steps_log_lines_read_as_sentences():
    # ADRIFT's replay bar read "Ann is done for the day Night falls on day 1: time to eat".
    lines = ["Ann is done for the day", "Night falls on day 1: time to eat"]
    assert sentences(lines) == "Ann is done for the day. Night falls on day 1: time to eat."
    assert sentences(["Red rolls 4…", "Done."]) == "Red rolls 4… Done."
