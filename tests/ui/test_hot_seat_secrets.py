"""Hot-seat on the whole window: while the curtain is up nothing private shows anywhere
(docks, bars, tooltips, title, scene), a resumed shared game starts behind the curtain,
and undo at the curtain belongs to the person who moved."""

from __future__ import annotations

import random

from petridish.games.adaptoid24.state import ChooseRoom
from petridish.qt import Qt
from petridish.table.specs import CardSpec
from petridish.ui.main_window import MainWindow

from .table_driver import hot_seat_to_first_pick, lift_curtain, perform, settle
from .window_texts import window_texts


def private_lines(c, seat: str) -> set[str]:
    """Log lines ``seat`` reads that everyone else never does (a line the public also
    reads elsewhere, such as a room chosen face up in another phase, tells nothing)."""
    game, mine, public = c.game, set(), set()
    for step in c.session.steps:
        for event in step.events:
            for seen, lines in ((event.for_seat(seat), mine), (event.for_seat(None), public)):
                if seen is not None:
                    lines.add(game.describe(seen))
    return mine - public


def public_cards(c) -> set[str]:
    """Every card id the public view shows face up or names (a room chosen face up
    under the Control Room included)."""
    view = c.game.view(c.state, None)
    picks = {f"{seat[0]}.{room}" for seat, room in view.picks.items() if room != "?"}
    return {card for cards in view.zones.values() for card in cards} | picks


def assert_nothing_private_shows(window) -> None:
    c = window.controller
    assert window.curtain.isVisible()
    assert c.viewer is None, "behind the curtain the table shows only public things"
    prev = c.handing_from
    texts = window_texts(window)
    for seat in c.match.humans:
        for secret in private_lines(c, seat):
            leaks = [t for t in texts if secret in t]
            assert not leaks, f"{seat}'s secret {secret!r} shows at the curtain: {leaks}"
    # The scene names no card the public view does not show.
    board = window.presenter.board
    cards = [board.spec(i) for i in board.items() if isinstance(board.spec(i), CardSpec)]
    shown = {spec.key for spec in cards if spec.key}
    assert shown <= public_cards(c) | {None}, shown - public_cards(c)
    assert window.presenter.actions() == []
    assert window.page.moves.currentText() == f"— pass the computer to {window.curtain.name} —"
    assert prev is None or c.match.seat(prev).name not in window.page.turn.text()


def test_no_secret_shows_anywhere_in_the_window_at_any_handover(qtbot, brisk, window):
    # rulebook: adaptoid24.txt:20
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 17, ["human", "human"], False)
    c = window.controller
    rng = random.Random(3)
    handovers = 0
    while not c.game.is_terminal(c.state):
        if window.curtain.isVisible():
            assert_nothing_private_shows(window)
            handovers += 1
            lift_curtain(qtbot, window)
        actions = [a for _, a in window.presenter.actions()]
        assert actions, f"stuck at {c.state.step}"
        before = len(c.session.steps)
        perform(qtbot, window, rng.choice(actions))
        assert len(c.session.steps) > before
    assert handovers >= 10


def test_a_shared_game_resumes_behind_the_curtain(qtbot, window, paths, tmp_path):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 6, ["human", "human"], False)
    # A new shared game already starts behind the curtain: who sits here now is unknown.
    assert window.curtain.isVisible() and window.curtain.name == "Geneticist"
    lift_curtain(qtbot, window)
    perform(qtbot, window, next(a for _, a in window.presenter.actions()))
    perform(qtbot, window, ChooseRoom("geneticist", "garden"))
    save = tmp_path / "shared.petridish"
    assert window._write(save)
    window.close()
    for open_it in (lambda w: w.continue_last(), lambda w: w.open_path(str(save))):
        again = MainWindow(paths=paths, bot_delay_ms=0)
        qtbot.addWidget(again)
        again.show()
        open_it(again)
        settle(qtbot, again)
        assert again.curtain.isVisible() and again.curtain.name == "Adaptoid"
        assert again.controller.viewer is None
        texts = window_texts(again)
        assert not [t for t in texts if "Garden" in t and "chose" in t]
        # No card of either hand is face up behind the curtain.
        for zone in ("adaptoid.hand", "geneticist.hand"):
            for item in again.presenter.zones[zone].items():
                assert not item.face_up and item.toolTip() == "" and item.caption == ""
        lift_curtain(qtbot, again)
        assert again.controller.viewer == "adaptoid"
        again.close()


def test_undo_at_the_curtain_gives_the_table_back_to_the_mover(qtbot, window):
    c = hot_seat_to_first_pick(qtbot, window, 6, "garden")
    assert window.curtain.isVisible() and window.curtain.name == "Adaptoid"
    qtbot.keyClick(window.curtain, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    # The Geneticist's pick is taken back and the table goes back to the Geneticist,
    # behind a curtain of their own: whoever pressed Ctrl+Z may be the Adaptoid...
    assert "geneticist" not in c.state.picks
    assert window.curtain.isVisible() and window.curtain.name == "Geneticist"
    assert c.viewer is None
    lift_curtain(qtbot, window)
    assert c.viewer == "geneticist"
    # ...and every bar says so (both may move: "At the computer" names who is there).
    assert window.page.at_computer.currentText().startswith("Geneticist")
    assert window.page.prompt.text().startswith("Geneticist: choose a room")
    assert any(label.startswith("Go to ") for label, _ in window.presenter.actions())


def test_undo_at_the_curtain_never_takes_back_a_reveal(qtbot, window):
    c = hot_seat_to_first_pick(qtbot, window, 6, "garden")
    lift_curtain(qtbot, window)
    # The same room: both are revealed and the Geneticist must overcome the encounter.
    perform(qtbot, window, ChooseRoom("adaptoid", "garden"))
    assert c.state.step == "encounter"
    assert window.curtain.isVisible() and window.curtain.name == "Geneticist"
    steps = len(c.session.steps)
    qtbot.keyClick(window.curtain, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(qtbot, window)
    assert len(c.session.steps) == steps
    assert window.curtain.isVisible() and c.viewer is None
    assert "revealed" in window.curtain.hint


def test_the_computer_given_to_a_player_not_to_move_says_whom_to_pass_it_to(qtbot, window):
    # rulebook: adapt.txt:13
    # Given to Finn in Coral's turn, the table said only "Coral's turn." and waited.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["human", "human"], False)
    c, page = window.controller, window.page
    assert c.game.to_move(c.state) == (c.viewer,) and "Pass the computer" not in page.prompt.text()
    mover = c.seat_label(c.viewer)
    page.at_computer.setFocus()
    qtbot.keyClick(page.at_computer, Qt.Key.Key_Down)  # the other player takes it
    assert c.viewer not in c.game.to_move(c.state)
    assert page.prompt.text().endswith(f"Pass the computer to {mover}: At the computer, below.")
    qtbot.keyClick(page.at_computer, Qt.Key.Key_Up)
    assert c.game.to_move(c.state) == (c.viewer,) and "Pass the computer" not in page.prompt.text()
