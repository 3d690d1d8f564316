"""The end of a game: the summary with its chart, and the step-by-step replay (the
self-test that bundles use is in tests/packaging/test_sourceless.py)."""

from __future__ import annotations

from petridish.qt import Qt
from petridish.ui.chart import StatsChart


def test_a_finished_game_shows_the_result_and_replays_step_by_step(qtbot, window):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 30, ["bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.game.is_terminal(c.state), timeout=20_000)
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=3000
    )
    dialog = window.end_dialog
    # Seats that kept their side's name are not named twice ("Geneticist (Geneticist)").
    winner = c.game.seat_name(c.game.result(c.state).winners[0])
    assert dialog.detail.text().startswith(f"{winner} won")
    assert f"({winner})" not in dialog.detail.text()
    chart = dialog.findChild(StatsChart)
    assert chart is not None
    assert set(chart._series) == set(c.game.stats(c.state))  # the game's key numbers
    assert len(chart._labels) >= 6  # one point per turn played
    qtbot.mouseClick(dialog.replay_button, Qt.MouseButton.LeftButton)
    assert window.replay_bar.isVisible() and c.replay_at == 0
    assert window.presenter.actions() == []  # nothing can be played in a replay
    start_cards = len(window.presenter.zones["adaptoid.row"].items())
    for _ in range(10):
        qtbot.mouseClick(window.r_next, Qt.MouseButton.LeftButton)
    assert c.replay_at == 10
    # Each step as the table showed it then: computers only, so to a spectator.
    assert c.viewer is None and c.view == c.game.view(c.session.steps[9].after, None)
    assert len(window.presenter.zones["adaptoid.row"].items()) >= start_cards
    # The top bar says what the tenth move was, and the log stops at it.
    seen = [[e for e in (ev.for_seat(None) for ev in s.events) if e] for s in c.session.steps]
    tenth = [c.game.describe(e) for e in seen[9]]
    assert window.page.turn.text().startswith("Replay")
    assert window.page.prompt.text() == " ".join(tenth)
    # (After its first line: who sits at the table, each computer with its level.)
    events = sum(len(s) for s in seen[:10])
    assert window.log.list.item(0).text().startswith("At the table: ")
    assert window.log.list.count() == 1 + events
    assert window.log.list.item(events).text() == tenth[-1]
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert c.replay_at is None and not window.replay_bar.isVisible()
    # Leaving returns to the final position and its summary, labelled as such.
    assert "Replay" not in window.page.turn.text()
    assert "Replay" not in window.page.prompt.text()
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    assert window.page.moves.currentText() == "— the game is over —"
    final = c.game.view(c.state, c.viewer)
    assert len(window.presenter.zones["adaptoid.row"].items()) == len(final.zones["adaptoid.row"])
    all_events = sum(len(s.events) for s in c.session.steps)
    assert window.log.list.count() == 1 + len([e for e in c.events_for_viewer()])
    assert window.log.list.count() <= 1 + all_events


def test_the_chart_counts_each_turn_at_its_end_after_its_last_move(qtbot, window):
    # rulebook: adapt.txt:13
    # Set-up's point was the position before its last move, the last Guppy chosen: that
    # fish had no Health yet, and the chart began it at 0.
    from petridish.ui.session_view import turn_series

    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 3, ["bot", "bot", "bot"], False)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.step == "turn" and len(c.session.steps) > 8, timeout=20_000)
    c.paused = True
    series, labels = turn_series(c)
    assert labels[0].startswith("Set-up")
    health = [values[0] for name, values in series.items() if "Health" in name]
    assert len(health) == 3 and all(h > 0 for h in health), (labels[0], health)


def test_a_closed_summary_comes_back_from_the_top_bar_which_names_the_winner(qtbot, window):
    # rulebook: adaptoid24.txt:31
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 30, ["bot", "bot"], False)
    c = window.controller
    c.run_bots_now()
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000
    )
    dialog = window.end_dialog
    assert dialog.detail.text() == "Geneticist won — escaped from the facilities, after 53 moves."
    assert not window.page.result.isVisible()  # the summary is up: nothing to bring back
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    # The top bar says who won and why, and offers the summary again.
    assert window.page.turn.text() == "Phase 2 · Turn 6 · game over"
    assert (
        window.page.prompt.text() == "Game over: the Geneticist won — escaped from the facilities."
    )
    assert window.page.result.isVisible()
    qtbot.mouseClick(window.page.result, Qt.MouseButton.LeftButton)
    assert window.end_dialog is dialog and dialog.isVisible()
    assert not window.page.result.isVisible()
    # Closed again, then a replay: the replay bar's own way back, no Result meanwhile.
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    window.enter_replay()
    assert window.replay_bar.isVisible() and not window.page.result.isVisible()
    qtbot.mouseClick(window.r_exit, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and not window.page.result.isVisible()


def test_the_end_of_a_fish_fight_says_in_words_who_won_and_why(qtbot, window):
    # rulebook: adapt.txt:8
    # The reason was the rules' own code: "Coral won — last after 32 moves".
    window.page.scene.animator.set_speed(0)
    window.start_quick("adapt", 30, ["bot", "bot", "bot"], False)
    c = window.controller
    c.run_bots_now()
    qtbot.waitUntil(
        lambda: window.end_dialog is not None and window.end_dialog.isVisible(), timeout=5000
    )
    winner = c.seat_label(c.game.result(c.state).winners[0])
    assert window.end_dialog.detail.text().startswith(
        f"{winner} won — the last fish alive in the Sea, after "
    )
    qtbot.mouseClick(window.end_dialog.close_button, Qt.MouseButton.LeftButton)
    assert (
        window.page.prompt.text()
        == f"The game is over: {winner} won — the last fish alive in the Sea."
    )
