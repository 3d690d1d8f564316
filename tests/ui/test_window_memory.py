"""The window remembers itself across restarts: its size and place, the table's docks,
and each game's last new-game choices; Game › New game offers every game."""

from __future__ import annotations

import json

from petridish.core import registry
from petridish.qt import QtCore, QtWidgets
from petridish.storage.settings import load_settings
from petridish.ui.newgame import NewGameDialog

Qt = QtCore.Qt
# Inside the offscreen screen (800×800): Qt keeps a restored window on its screen.
PLACE = QtCore.QRect(30, 40, 740, 620)


def open_window(qtbot, paths, game_id: str = ""):
    """A main window on ``paths``, shown as the app shows it: on the picker, or (as
    ``petridish play``) straight into a new game of ``game_id`` for two."""
    from petridish.ui.app import make_app
    from petridish.ui.main_window import MainWindow

    make_app()
    w = MainWindow(paths=paths, bot_delay_ms=0, picker=not game_id)
    qtbot.addWidget(w)
    if game_id:
        w.start_quick(game_id, 2, ["human", "bot"], False)
    w.show()
    qtbot.waitExposed(w)
    return w


def in_dialog(qtbot, window, game_id: str, work, opener=None) -> None:
    """Open the new-game dialog of ``game_id`` (with ``opener``, if given) and, once it
    is up, ``work(dialog)``: which leaves it (Start game or Cancel)."""

    def when_open() -> None:
        dialog = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QtCore.QTimer.singleShot(10, when_open)  # not open yet
            return
        work(dialog)

    QtCore.QTimer.singleShot(0, when_open)
    if opener is None:
        window.new_game_dialog(game_id)
    else:
        opener()


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_new_window_opens_as_the_last_one_closed(qtbot, paths):
    w = open_window(qtbot, paths)
    w.setGeometry(PLACE)
    w.start_quick("adaptoid24", 1, ["human", "bot"], False)
    qtbot.waitUntil(lambda: w.log.isVisible())
    # The log goes to the left, wider; the rules are closed.
    w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, w.log)
    w.rules.toggleViewAction().trigger()
    w.resizeDocks([w.log], [260], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: w.log.width() == 260)
    geometry = w.geometry()
    w.close()

    # Straight to a table (the picker's own minimum width is more than the offscreen
    # screen has room for).
    again = open_window(qtbot, paths, "adapt")
    assert again.geometry() == geometry
    qtbot.waitUntil(lambda: again.log.isVisible())
    assert again.dockWidgetArea(again.log) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert again.log.width() == 260
    assert again.rules.isHidden()
    assert not again.rules.toggleViewAction().isChecked()  # the View menu agrees


def test_the_docks_come_back_from_the_picker_as_they_were(qtbot, paths):
    w = open_window(qtbot, paths)
    w.start_quick("adaptoid24", 1, ["human", "bot"], False)
    qtbot.waitUntil(lambda: w.log.isVisible())
    w.log.toggleViewAction().trigger()  # only the rules stay beside the table
    w.show_picker()
    w.start_quick("adaptoid24", 2, ["human", "bot"], False)
    assert w.log.isHidden() and w.rules.isVisible()


def test_a_window_maximised_when_closed_opens_maximised(qtbot, paths):
    w = open_window(qtbot, paths)
    w.showMaximized()
    qtbot.waitUntil(lambda: w.isMaximized())
    w.close()

    assert open_window(qtbot, paths).isMaximized()


def test_damaged_window_records_are_ignored_and_the_rest_kept(qtbot, paths):
    paths.settings_path.parent.mkdir(parents=True)
    paths.settings_path.write_text(
        json.dumps(
            {
                "ui_scale": 1.25,
                "last_names": {"adaptoid24": {"adaptoid": "Ann"}},
                "last_seats": {"adaptoid24": {"adaptoid": "human", "geneticist": "bot"}},
                "window_geometry": "not a window!",  # not base64 at all
                "window_docks": "AAAA",  # base64, but nothing Qt recorded
                "last_options": {"adaptoid24": {"clone_alone": [1]}},  # no choice
            }
        )
    )
    settings = load_settings(paths)
    assert (settings.ui_scale, settings.window_geometry) == (1.25, "")
    assert settings.window_docks == "AAAA" and settings.last_options == {}

    w = open_window(qtbot, paths)  # Qt reads nothing from "AAAA": the docks as new
    w.start_quick("adaptoid24", 1, ["human", "bot"], False)
    qtbot.waitUntil(lambda: w.log.isVisible())
    assert w.rules.toggleViewAction().isChecked()

    def look(dialog: NewGameDialog) -> None:
        assert [r.name.text() for r in dialog.seat_rows] == ["Ann", "Geneticist"]
        assert [r.kind.currentData() for r in dialog.seat_rows] == ["human", "normal"]
        click(qtbot, dialog.cancel_button)

    in_dialog(qtbot, w, "adaptoid24", look)


def test_the_dialog_comes_back_with_each_games_last_choices(qtbot, paths):
    w = open_window(qtbot, paths)

    def four_fish(dialog: NewGameDialog) -> None:
        dialog.set_players(4)
        names = ("Ana", "Ben", "Cleo", "Dev")
        kinds = ("human", "normal", "human", "random")
        for row, name, kind in zip(dialog.seat_rows, names, kinds, strict=True):
            row.name.setText(name)
            row.set_kind(kind)
        packs = dialog.option_widgets["packs"]
        packs.setCurrentIndex(packs.findData("core"))
        dialog.option_widgets["round_limit"].setCurrentIndex(
            dialog.option_widgets["round_limit"].findData(30)
        )
        click(qtbot, dialog.start_button)

    in_dialog(qtbot, w, "adapt", four_fish)
    assert [s.name for s in w.controller.match.seats] == ["Ana", "Ben", "Cleo", "Dev"]

    def two_people(dialog: NewGameDialog) -> None:
        dialog.seat_rows[0].name.setText("Zoë")
        dialog.seat_rows[0].set_kind("human")  # (a first game seats a person where the lesson does)
        dialog.seat_rows[1].set_kind("normal")
        dialog.option_widgets["clone_alone"].setChecked(False)
        dialog.sandbox.setChecked(True)
        click(qtbot, dialog.start_button)

    in_dialog(qtbot, w, "adaptoid24", two_people)
    w.close()

    again = open_window(qtbot, paths)
    seen = {}

    def look(dialog: NewGameDialog) -> None:
        seen[dialog.game.id] = (
            [r.name.text() for r in dialog.seat_rows],
            [r.kind.currentData() for r in dialog.seat_rows],
            {key: dialog.result().options[key] for key in dialog.option_widgets},
            dialog.sandbox.isChecked(),
            dialog.seed_edit.text(),
        )
        click(qtbot, dialog.cancel_button)

    in_dialog(qtbot, again, "adapt", look)
    in_dialog(qtbot, again, "adaptoid24", look)
    names, kinds, options, sandbox, seed = seen["adapt"]
    assert names == ["Ana", "Ben", "Cleo", "Dev"]
    assert kinds == ["human", "normal", "human", "random"]
    assert (options["packs"], options["round_limit"], sandbox, seed) == ("core", 30, False, "")
    names, kinds, options, sandbox, seed = seen["adaptoid24"]
    assert names == ["Zoë", "Geneticist"] and kinds == ["human", "normal"]
    assert options["clone_alone"] is False and sandbox and seed == ""


def test_two_player_rulings_are_offered_only_to_two_players(qtbot, window):
    # The gap and overlap are in the two-player chart; the four-player chart has none.
    # rulebook: adapt.txt:28
    # rulebook: adapt.txt:112
    shown = {}

    def counts(dialog: NewGameDialog) -> None:
        for count in (2, 4):
            dialog.set_players(count)
            labels = [w.text() for w in dialog.findChildren(QtWidgets.QLabel) if w.isVisible()]
            shown[count] = (
                {key: dialog.offered(key) for key in dialog.option_widgets},
                " ".join(labels),
            )
        click(qtbot, dialog.cancel_button)

    in_dialog(qtbot, window, "adapt", counts)
    offered, text = shown[2]
    assert offered["chart_gap"] and offered["chart_overlap"] and offered["packs"]
    assert "Two players: a roll of 21-25" in text and "only to games of" not in text
    offered, text = shown[4]
    assert not offered["chart_gap"] and not offered["chart_overlap"]
    assert offered["packs"] and offered["guppy_attack"] and offered["round_limit"]
    assert "Two players: a roll of 21-25" not in text and "Two players: a roll of 81-85" not in text
    assert "2 more options apply only to games of 2 players." in text


def test_game_new_lists_every_game_and_starts_the_one_chosen(qtbot, window):
    qtbot.waitUntil(lambda: window.menus_filled)
    new = next(a.menu() for a in window.game_menu.actions() if a.text() == "&New game")
    new.aboutToShow.emit()  # what Qt sends as the submenu opens
    listed = [a for a in new.actions() if a.text()]
    for info in registry.games():
        entry = next(a for a in listed if a.text().startswith(info.name.removesuffix(".")))
        assert entry.isEnabled() == info.available
        if not info.available:
            assert entry.text() == f"{info.name} — coming soon"
    assert len(listed) == len(registry.games())
    ctrl_n = [a.text() for a in listed if "\t" in a.text()]
    chosen = registry.entry(window.new_game_choice()).name.removesuffix(".")
    assert ctrl_n == [f"{chosen}…\tCtrl+N"]
    # A name ending in a full stop takes no second before the dots.
    assert [a.text().split("\t")[0] for a in listed if a.data() == "adapt"] == ["A.D.A.P.T…"]

    opened = []

    def cancel(dialog: NewGameDialog) -> None:
        opened.append(dialog.game.id)
        click(qtbot, dialog.cancel_button)

    for game_id in ("adaptoid24", "adapt"):
        entry = next(a for a in listed if a.data() == game_id)
        in_dialog(qtbot, window, game_id, cancel, entry.trigger)
    assert opened == ["adaptoid24", "adapt"]


def test_every_options_choices_read_as_words_not_the_saves_keys(qtbot, window):
    # The two-player chart's overlap offered "Slot3" and "Choice", the packs "Core+red":
    # the keys a save keeps, not words a player reads.
    seen = {}

    def look(dialog: NewGameDialog) -> None:
        dialog.set_players(2)
        for key, widget in dialog.option_widgets.items():
            if isinstance(widget, QtWidgets.QComboBox):
                seen[key] = [widget.itemText(i) for i in range(widget.count())]
        click(qtbot, dialog.cancel_button)

    in_dialog(qtbot, window, "adapt", look)
    assert seen["chart_overlap"] == ["The card in Slot #3", "Your choice of card"]
    assert seen["chart_gap"] == ["Gain 4 Experience", "The card in Slot #1"]
    assert seen["packs"][2] == "Core set and Red (Octo) pack"
    keys = {str(c) for o in registry.load("adapt").options for c in o.choices}
    for texts in seen.values():
        assert not [t for t in texts if t.lower() in keys and not t.isdigit()], texts


def test_ctrl_n_on_the_picker_starts_the_game_whose_tile_has_the_focus(qtbot, window):
    # With the ADRIFT tile lit on the picker, Ctrl+N opened the game last played.
    qtbot.waitUntil(lambda: window.menus_filled)
    window.picker.tile("adrift").setFocus()
    qtbot.waitUntil(lambda: window.picker.chosen_game() == "adrift")
    new = next(a.menu() for a in window.game_menu.actions() if a.text() == "&New game")
    new.aboutToShow.emit()
    keyed = [a.data() for a in new.actions() if "\t" in a.text()]
    assert keyed == ["adrift"]
    opened = []

    def cancel(dialog: NewGameDialog) -> None:
        opened.append(dialog.game.id)
        click(qtbot, dialog.cancel_button)

    in_dialog(qtbot, window, "adrift", cancel, window.a_new.trigger)
    assert opened == ["adrift"]
