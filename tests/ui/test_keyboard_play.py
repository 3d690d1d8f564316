"""Playing from the keyboard: Tab to a card, Space to pick it up, arrows to aim, Enter to
drop — through the same rules checks as a mouse drag."""

from petridish.qt import Qt


def test_a_room_is_played_with_the_keyboard_alone(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    view = window.page.view
    view.setFocus()
    keyboard = window.page.scene.keyboard
    # Tab until a room of the Adaptoid's hand has the focus ring.
    hand = window.presenter.zones["a.hand"].items()
    for _ in range(60):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if keyboard.focused in hand:
            break
    card = keyboard.focused
    assert card in hand
    room = window.presenter.board.spec(card).key.split(".")[1]
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert keyboard.active
    # Aim with the arrows until the Adaptoid's row is the target (it lies below the hand).
    for _ in range(30):
        target = keyboard.target
        if target is not None and target[0].name == "a.row":
            break
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert keyboard.target[0].name == "a.row"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert c.state.zones["adaptoid.row"][-1] == f"a.{room}" or c.state.picks.get("adaptoid") == room


def test_the_action_bar_plays_a_chosen_move(qtbot, window):
    window.start_quick("adaptoid24", 9, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    bar = window.page
    bar.moves.setFocus()
    bar.moves.setCurrentIndex(2)
    label = bar.moves.currentText()
    steps = len(c.session.steps)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    assert len(c.session.steps) > steps
    assert label.startswith("Go to ")
