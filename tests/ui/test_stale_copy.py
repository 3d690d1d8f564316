"""Opening a save of a game in progress and playing on goes on in that game's own
autosave: Games in progress lists the game once, where it now stands, not a second,
stale copy from before the save was opened."""

from __future__ import annotations

from petridish.qt import Qt
from petridish.storage import peek

from .test_games_in_progress import play_a_move, position, rows


def test_opening_a_save_and_playing_on_leaves_no_stale_copy(qtbot, window, tmp_path):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    play_a_move(qtbot, window)
    saved = tmp_path / "the heist.petridish"
    window.controller.save_to(str(saved))
    window.show_picker()
    assert len(peek.games_in_progress(window.paths)) == 1
    assert window.open_path(str(saved))
    play_a_move(qtbot, window)
    now = position(window)
    listed = peek.games_in_progress(window.paths)
    assert len(listed) == 1, [g.path.name for g in listed]
    window.show_picker()
    assert len(rows(window)) == 1
    qtbot.mouseClick(rows(window)[0].continue_button, Qt.MouseButton.LeftButton)
    assert position(window) == now


def test_a_game_played_on_past_its_save_keeps_its_later_moves(qtbot, window, tmp_path):
    # The save is of an earlier point: the game in progress went further, and opening
    # the save starts a game of its own rather than overwrite those moves.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    play_a_move(qtbot, window)
    saved = tmp_path / "earlier.petridish"
    window.controller.save_to(str(saved))
    play_a_move(qtbot, window)
    own = window.controller.autosave_file
    window.show_picker()
    kept = own.read_bytes()
    assert window.open_path(str(saved))
    play_a_move(qtbot, window)
    assert window.controller.autosave_file != own
    window.show_picker()
    assert len(rows(window)) == 2 and own.read_bytes() == kept


def test_another_game_set_up_otherwise_is_not_taken_for_it(qtbot, window, tmp_path):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    play_a_move(qtbot, window)
    window.start_quick("adaptoid24", 6, ["human", "bot"], False)  # another seed
    play_a_move(qtbot, window)
    six = window.controller.match.autosave_id
    saved = tmp_path / "seed six.petridish"
    window.controller.save_to(str(saved))
    window.show_picker()
    assert len(rows(window)) == 2
    assert peek.game_in_progress_of(window.paths, saved) == six
