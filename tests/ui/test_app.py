"""The application object: name, icon, desktop-file name, and saves handed to it by
the system (macOS's file-open event)."""

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.ui.app import SaveOpener, make_app


def test_the_app_has_its_name_icon_and_desktop_file(qtbot):
    app = make_app()
    assert app.applicationName() == "Petri Dish"
    assert app.desktopFileName() == "petridish"
    assert not app.windowIcon().isNull()


def test_a_file_open_event_opens_the_save(qtbot, window, tmp_path):
    opened = []
    window.open_path = lambda path, remember=True: opened.append(path) or True
    opener = SaveOpener(window)
    event = QtGui.QFileOpenEvent(str(tmp_path / "lab night.petridish"))
    assert opener.eventFilter(QtWidgets.QApplication.instance(), event)
    assert opened == [str(tmp_path / "lab night.petridish")]
    other = QtCore.QEvent(QtCore.QEvent.Type.MouseMove)
    assert not opener.eventFilter(QtWidgets.QApplication.instance(), other)
