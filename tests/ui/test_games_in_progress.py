"""Every unfinished game keeps its own autosave: the picker lists the games in progress,
each continues to its own position, a demo or another game replaces none of them, the
list says where each game stands now, and removing one asks first and removes only it.
"""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtWidgets
from petridish.storage import peek
from petridish.storage.saves import SeatInfo, session_from_setup, write_save
from petridish.ui.games_in_progress import SHOWN

from .table_driver import choose_in_action_bar, lift_curtain, settle
from .window_texts import widget_texts


def play_a_move(qtbot, window) -> None:
    """The person at the table plays their first move from Your moves, then the
    computer players answer."""
    lift_curtain(qtbot, window)
    moves = [a for _, a in window.presenter.actions()]
    if moves:
        choose_in_action_bar(qtbot, window, moves[0])
    window.controller.run_bots_now()
    settle(qtbot, window)


def position(window) -> str:
    c = window.controller
    return repr(c.game.state_to_json(c.state))


def rows(window) -> list:
    listed = window.picker.in_progress
    return [] if listed is None else listed.rows


def row_texts(row) -> str:
    return " | ".join(label.text() for label in row.findChildren(QtWidgets.QLabel))


def autosaves(paths) -> dict[str, bytes]:
    folder = paths.autosaves_dir
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())} if folder.is_dir() else {}


def two_games(qtbot, window) -> dict[str, str]:
    """An ADAPTOID 24 game and then an A.D.A.P.T. game, each a move or two in: the
    position of each, by game id."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    play_a_move(qtbot, window)
    play_a_move(qtbot, window)
    shown = {"adaptoid24": position(window)}
    window.start_quick("adapt", 3, ["human", "bot"], False)  # the first game goes on being kept
    play_a_move(qtbot, window)
    shown["adapt"] = position(window)
    window.show_picker()
    return shown


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_two_games_in_progress_are_listed_and_each_continues_where_it_was(qtbot, window):
    shown = two_games(qtbot, window)
    listed = rows(window)
    assert [r.name_label.text() for r in listed] == ["A.D.A.P.T.", "ADAPTOID 24"]  # newest first
    for row in listed:
        assert row.continue_button.isVisible() and row.remove_button.isVisible()
    texts = widget_texts(window)
    assert "Games in progress" in texts
    for game_id, name in (("adaptoid24", "ADAPTOID 24"), ("adapt", "A.D.A.P.T.")):
        row = next(r for r in rows(window) if r.name_label.text() == name)
        assert "today" in row.players.text()
        click(qtbot, row.continue_button)
        assert window.controller.match.game_id == game_id
        assert position(window) == shown[game_id]  # its own position, not the other's
        window.show_picker()
    assert len(rows(window)) == 2  # continuing one kept the other


def test_the_list_says_where_each_game_stands_now_and_who_plays(qtbot, window, tmp_path):
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "bot"], False)
    c = window.controller
    person = c.match.seats[0].name
    play_a_move(qtbot, window)
    saved = tmp_path / "early.petridish"
    assert window._write(saved)  # a save made early on, its title naming that turn
    early = c.game.turn_label(c.state)
    assert window.open_path(str(saved))
    c = window.controller
    for _ in range(40):  # play on until the game stands elsewhere
        if c.game.turn_label(c.state) != early:
            break
        play_a_move(qtbot, window)
    now = c.game.turn_label(c.state)
    assert now != early
    window.show_picker()
    row = rows(window)[0]
    assert row.detail.text() == now  # where it stands now, not where it was first saved
    assert row.players.text().startswith(f"{person}, with 1 computer player  ·  today ")
    assert early not in row_texts(row)


def test_a_game_left_in_the_sandbox_says_so_in_the_list(qtbot, window):
    # A sandbox game was listed as any other: "Continue" took it up with free moves.
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 4, ["human", "bot"], True)
    play_a_move(qtbot, window)
    window.show_picker()
    row = rows(window)[0]
    assert "  ·  sandbox  ·  today " in row.players.text()
    window.start_quick("adapt", 3, ["human", "bot"], False)
    play_a_move(qtbot, window)
    window.show_picker()
    assert "sandbox" not in rows(window)[0].players.text()
    assert "sandbox" in rows(window)[1].players.text()


def test_a_demo_leaves_the_games_in_progress_as_they_were(qtbot, window):
    two_games(qtbot, window)
    before = autosaves(window.paths)
    listed = [(r.game.path, r.detail.text()) for r in rows(window)]
    window.a_demo.trigger()
    c = window.controller
    c.run_bots_now(limit=40)
    settle(qtbot, window)
    assert len(c.session.steps) > 0 and c.autosave_file is None
    window.show_picker()
    assert autosaves(window.paths) == before  # not one byte of anyone's game changed
    assert [(r.game.path, r.detail.text()) for r in rows(window)] == listed


def answer_the_question(qtbot, button_text: str, asked: list[str]) -> None:
    """When the window asks, note the question and press ``button_text``."""

    def answer() -> None:
        box = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(box, QtWidgets.QMessageBox):
            QtCore.QTimer.singleShot(10, answer)
            return
        asked.append(box.text())
        button = next(b for b in box.buttons() if b.text() == button_text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QtCore.QTimer.singleShot(0, answer)


def test_removing_a_game_asks_first_and_removes_only_that_one(qtbot, window):
    two_games(qtbot, window)
    adapt, adaptoid = rows(window)
    kept = adaptoid.game.path.read_bytes()
    asked: list[str] = []
    answer_the_question(qtbot, "Keep it", asked)
    click(qtbot, adapt.remove_button)
    assert len(asked) == 1 and "A.D.A.P.T." in asked[0]
    assert [r.name_label.text() for r in rows(window)] == ["A.D.A.P.T.", "ADAPTOID 24"]

    answer_the_question(qtbot, "Remove", asked)
    click(qtbot, rows(window)[0].remove_button)
    assert len(asked) == 2
    assert [r.name_label.text() for r in rows(window)] == ["ADAPTOID 24"]
    assert not adapt.game.path.exists()
    assert not window.paths.previous_autosave_for(adapt.game.key).exists()
    assert rows(window)[0].game.path.read_bytes() == kept  # the other game, untouched


def test_an_old_single_autosave_is_a_game_in_progress(qtbot, paths):
    from petridish.games.adaptoid24.rules import GAME
    from petridish.ui.main_window import MainWindow

    session = session_from_setup(GAME, 9, seats=["adaptoid", "geneticist"])
    seats = [SeatInfo("adaptoid", "Zoë"), SeatInfo("geneticist", "Bob", "bot")]
    kwargs = {"game_id": "adaptoid24", "seed": 9, "options": None, "forced": ()}
    write_save(paths.old_autosave_path, session, seats=seats, title="from before", **kwargs)
    old = paths.old_autosave_path.read_bytes()
    window = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()

    (row,) = rows(window)
    assert not paths.old_autosave_path.exists() and row.game.path.read_bytes() == old
    assert row.name_label.text() == "ADAPTOID 24" and row.players.text().startswith("Zoë, with 1")
    click(qtbot, row.continue_button)
    assert window.controller.match.seed == 9
    assert window.controller.match.autosave_id == row.game.key  # it goes on in that file
    assert peek.latest_autosave(paths) == row.game.path


def test_closing_the_window_keeps_the_game_and_a_finished_game_leaves_the_list(
    qtbot, window, paths
):
    from petridish.ui.main_window import MainWindow

    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 6, ["human", "bot"], False)
    play_a_move(qtbot, window)
    kept = position(window)
    window.close()
    again = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(again)
    again.show()
    (row,) = rows(again)  # closed mid-game: still there, and continues where it was
    click(qtbot, row.continue_button)
    assert position(again) == kept

    again.start_quick("adaptoid24", 7, ["bot", "bot"], False)  # played to the end
    again.controller.run_bots_now()
    assert again.controller.game.is_terminal(again.controller.state)
    assert again.controller.autosave_file is not None
    assert not again.controller.autosave_file.exists()  # over: no longer in progress
    again.show_picker()
    assert [r.game.path for r in rows(again)] == [row.game.path]


def test_with_more_games_than_fit_every_remove_button_shows_whole_beside_the_scroll_bar(
    qtbot, window
):
    # Four games: the list scrolls, and its scroll bar takes room of its own rather
    # than the end of each row's Remove button.
    window.page.scene.animator.set_speed(0)
    for game_id, seed in (("adaptoid24", 5), ("adapt", 3), ("genegrafter", 4), ("adrift", 6)):
        window.start_quick(game_id, seed, None, False)
        play_a_move(qtbot, window)
    window.show_picker()
    qtbot.waitUntil(lambda: len(rows(window)) == 4, timeout=5000)
    window.resize(1366, 768)
    settle(qtbot, window)
    scroll = window.picker.in_progress.findChild(QtWidgets.QScrollArea, "gamesScroll")
    assert scroll.verticalScrollBar().isVisible()
    viewport = scroll.viewport()
    for row in rows(window):
        button = row.remove_button
        corner = button.mapTo(viewport, QtCore.QPoint(button.width() - 1, 0))
        assert corner.x() < viewport.width(), f"{row.name_label.text()}'s Remove… is cut"
    # The first two rows show whole above the fold, the others are scrolled to (the
    # last in sight lost its last line under the list's edge).
    for row in rows(window)[:SHOWN]:
        bottom = row.mapTo(viewport, QtCore.QPoint(0, row.height() - 1)).y()
        assert bottom < viewport.height(), f"{row.name_label.text()} is cut"


def test_a_save_played_on_beside_the_game_that_went_on_says_how_far_each_is(
    qtbot, window, tmp_path
):
    """A save opened after its game went on is played on beside it, both kept: the list
    showed two rows alike to the minute ("ADRIFT Day 4 · jobs and actions · water 3/8"),
    and a player could not tell which to continue. Rows that read alike say how many
    moves each game holds (moves made apart seldom come to the same count); a row like
    no other does not."""
    window.page.scene.animator.set_speed(0)
    window.start_quick("adrift", 5, ["human"], False)
    c = window.controller
    play_a_move(qtbot, window)
    saved = tmp_path / "voyage.petridish"
    assert window._write(saved)
    at_save = (len(c.session.steps), c.game.turn_label(c.state))
    play_a_move(qtbot, window)  # the game goes on past its save
    play_a_move(qtbot, window)
    went_on = len(c.session.steps)
    assert went_on > at_save[0] and c.game.turn_label(c.state) == at_save[1]
    assert window.open_path(str(saved))  # a game of its own now: the other went further
    play_a_move(qtbot, window)
    branch = len(window.controller.session.steps)
    assert (
        branch != went_on
        and window.controller.game.turn_label(window.controller.state) == at_save[1]
    )
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)  # another, unlike them
    play_a_move(qtbot, window)
    window.show_picker()
    listed = {row.game.look.game: [] for row in rows(window)}
    for row in rows(window):
        listed[row.game.look.game].append(row.players.text())
    assert sorted(text.split("  ·  ")[1] for text in listed["adrift"]) == sorted(
        [f"{went_on} moves", f"{branch} moves"]
    )
    assert not any("moves" in text for text in listed["adaptoid24"])
