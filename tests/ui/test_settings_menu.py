"""The View menu's text size and animation choices change the app and are remembered."""

from petridish.qt import QtGui, QtWidgets
from petridish.storage.settings import load_settings


def menu_action(qtbot, window, menu_title: str, label: str):
    qtbot.waitUntil(lambda: window.menus_filled)  # just after the first frame
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    sub = next(a.menu() for a in view.actions() if a.text() == menu_title)
    return next(a for a in sub.actions() if a.text() == label)


def test_menus_have_titles_at_once_and_fill_after_the_first_frame(qtbot, paths):
    from petridish.ui.main_window import MainWindow

    w = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(w)
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]
    assert not w.menus_filled and w.game_menu.isEmpty()
    w.show()
    qtbot.waitUntil(lambda: w.menus_filled)
    texts = [a.text() for a in w.game_menu.actions()]
    assert "&New game" in texts and "&Quit" in texts  # New game: a submenu of every game
    assert w.a_save.shortcut() == QtGui.QKeySequence(QtGui.QKeySequence.StandardKey.Save)
    assert not w.toolbar.isVisible()  # the picker has no toolbar
    assert not w.a_save.isEnabled()  # nothing to save on the picker


def test_opening_a_menu_fills_it_even_before_the_first_frame(qtbot, paths):
    from petridish.ui.main_window import MainWindow

    w = MainWindow(paths=paths, bot_delay_ms=0)
    qtbot.addWidget(w)
    w.help_menu.aboutToShow.emit()  # what Qt sends as the menu opens
    assert [a.text() for a in w.help_menu.actions()] == [
        "&Rules",
        "&Learn to play",
        "&Keys…",
        "&About Petri Dish",
    ]


def test_a_game_opened_at_once_has_its_toolbar_and_actions(qtbot, paths):
    from petridish.ui.main_window import MainWindow

    w = MainWindow(paths=paths, bot_delay_ms=0, picker=False)
    qtbot.addWidget(w)
    w.start_quick("adaptoid24", 1, ["human", "bot"], False)
    assert w.menus_filled  # before any frame: the table's toolbar is part of its first
    w.show()
    qtbot.waitExposed(w)
    assert w.toolbar.isVisible() and w.a_save.isEnabled()
    view = [a.text() for a in w.view_menu.actions() if a.text()]
    assert view.index("&Animations") < view.index("Log")  # docks' switches come last


def test_text_size_scales_the_font_and_is_saved(qtbot, window, paths):
    app = QtWidgets.QApplication.instance()
    before = app.font().pointSizeF()
    menu_action(qtbot, window, "&Text size", "Large").trigger()
    assert app.font().pointSizeF() > before
    assert load_settings(paths).ui_scale == 1.25
    menu_action(qtbot, window, "&Text size", "Normal").trigger()
    assert abs(app.font().pointSizeF() - before) < 0.01


def test_animations_can_be_turned_off(qtbot, window, paths):
    menu_action(qtbot, window, "&Animations", "Off").trigger()
    assert load_settings(paths).animation_speed == 0.0
    window.start_quick("adaptoid24", 1, ["human", "bot"], False)
    assert window.page.scene.animator.speed == 0.0
    assert not window.page.scene.animator.busy()  # nothing moves: everything is in place


def test_the_rules_dock_shows_the_reference_and_rulings_and_searches(qtbot, window):
    window.start_quick("adaptoid24", 1, ["human", "bot"], False)
    window.show_rules()
    text = window.rules.text.toPlainText()
    assert "Room abilities" in text and "A24-R04" in text
    window.rules.search.setText("Intimidate")
    assert "Intimidate" in window.rules.text.textCursor().selectedText()


def test_the_rules_are_laid_out_when_first_shown(qtbot, window):
    window.start_quick("adaptoid24", 1, ["human", "bot"], False)
    qtbot.wait(10)
    assert window.rules.text.toPlainText() == ""  # behind the log: nothing laid out
    window.show_rules()
    qtbot.waitUntil(lambda: "Room abilities" in window.rules.text.toPlainText())


def test_help_keys_lists_every_shortcut_as_set_and_the_tables_keys(qtbot, window):
    """Help › Keys: a new player found no list of keys in the app."""
    from petridish.qt import QtCore

    qtbot.waitUntil(lambda: window.menus_filled)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    keys = next(a for a in help_menu.actions() if a.text() == "&Keys…")
    seen: list[str] = []

    def read() -> None:
        box = QtWidgets.QApplication.activeModalWidget()
        assert isinstance(box, QtWidgets.QMessageBox)
        seen.append(QtGui.QTextDocumentFragment.fromHtml(box.text()).toPlainText())
        box.accept()

    QtCore.QTimer.singleShot(100, read)
    keys.trigger()
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    undo = window.a_undo.shortcut().toString(QtGui.QKeySequence.SequenceFormat.NativeText)
    assert undo and undo in seen[0] and "Undo" in seen[0]
    assert "Ctrl+H" in seen[0] and "Hint" in seen[0]
    assert "Ctrl+Shift+Z or Ctrl+Y" in seen[0]  # a shortcut's every key
    assert "Shift+F10" in seen[0] and "Zoom in" in seen[0] and "Wheel, drag the felt" in seen[0]
    assert "Learn to play it" in seen[0]  # the picker's keys too
    # On the picker, before any table: the side panel's F9 (its action is made with
    # the table), once; and Enter on a button.
    assert seen[0].count("F9") == 1 and "Side panel (log and rules)" in seen[0]
    assert "Enter on a button" in seen[0]
    window.start_quick("adaptoid24", 1, ["human", "bot"], False)
    assert [k for k, _ in window.keys_list()].count("F9") == 1


def test_ctrl_y_redoes_as_ctrl_shift_z_does(qtbot, window):
    """A player pressed Ctrl+Y to play a move taken back again, as many programs have it,
    and nothing came back."""
    from petridish.games.genegrafter.state import PlayCharacter
    from petridish.qt import Qt
    from tests.games.genegrafter import helpers as gg

    from .test_announcements import start

    nebrus = gg.ch("nebrus")
    start(window, gg.GAME, gg.position(hands={gg.JON: [nebrus]}), ["human", "bot"])
    c = window.controller
    played = PlayCharacter(gg.JON, nebrus)
    assert c.submit(played) is None
    qtbot.waitUntil(lambda: window.menus_filled)  # (the shortcuts come with the menus)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.page.view.setFocus()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(window.page.view, Qt.Key.Key_Z, ctrl)
    assert len(c.session.steps) == 0
    qtbot.keyClick(window.page.view, Qt.Key.Key_Y, ctrl)
    assert [s.action for s in c.session.steps] == [played]
