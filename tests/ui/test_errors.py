"""An unexpected error shows a dialog and keeps the autosave; the window stays."""

from petridish.storage import saves


def test_a_crash_inside_a_move_shows_a_dialog_and_keeps_the_autosave(
    qtbot, window, paths, monkeypatch
):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 6, ["human", "bot"], False)
    c = window.controller
    c.run_bots_now()
    before = saves.read_save(c.autosave_file).snapshot
    shown = []
    monkeypatch.setattr("petridish.ui.errors.show_error", lambda parent, text: shown.append(text))

    def broken(state, action):
        raise RuntimeError("a bug in the rules")

    monkeypatch.setattr(c.game, "_apply", broken)
    action = next(a for _, a in window.presenter.actions())
    assert c.submit(action) == "an unexpected error stopped this move"
    assert shown and "a bug in the rules" in shown[0]
    assert window.isVisible()
    monkeypatch.undo()  # the game object is shared: mend it before replaying the save
    assert saves.read_save(c.autosave_file).snapshot == before
