"""The View menu's text size and animation choices change the app and are remembered."""

from petridish.qt import QtWidgets
from petridish.storage.settings import load_settings


def menu_action(window, menu_title: str, label: str):
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    sub = next(a.menu() for a in view.actions() if a.text() == menu_title)
    return next(a for a in sub.actions() if a.text() == label)


def test_text_size_scales_the_font_and_is_saved(qtbot, window, paths):
    app = QtWidgets.QApplication.instance()
    before = app.font().pointSizeF()
    menu_action(window, "&Text size", "Large").trigger()
    assert app.font().pointSizeF() > before
    assert load_settings(paths).ui_scale == 1.25
    menu_action(window, "&Text size", "Normal").trigger()
    assert abs(app.font().pointSizeF() - before) < 0.01


def test_animations_can_be_turned_off(qtbot, window, paths):
    menu_action(window, "&Animations", "Off").trigger()
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


def test_the_rules_dock_is_built_when_first_shown(qtbot, window):
    window.start_quick("adaptoid24", 1, ["human", "bot"], False)
    qtbot.wait(10)
    assert window.rules._text is None  # behind the log: nothing built, nothing laid out
    window.show_rules()
    qtbot.waitUntil(lambda: window.rules._text is not None)
    assert "Room abilities" in window.rules.text.toPlainText()
