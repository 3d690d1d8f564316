"""Work deferred until the player has seen a frame (the first autosave, for one)."""

from petridish.qt import QtCore, QtWidgets
from petridish.ui import defer


class _Painted(QtWidgets.QWidget):
    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def paintEvent(self, event):
        self.log.append("paint")


def test_runs_after_the_first_paint_not_before(qtbot):
    log: list[str] = []
    widget = _Painted(log)
    qtbot.addWidget(widget)
    defer.after_first_paint(widget, lambda: log.append("work"))
    QtCore.QTimer.singleShot(0, lambda: log.append("zero timer"))
    widget.show()
    qtbot.waitUntil(lambda: "work" in log)
    assert log.index("paint") < log.index("work")
    widget.update()
    qtbot.wait(50)
    assert log.count("work") == 1  # once, however often it paints afterwards


def test_a_widget_never_painted_still_gets_there(qtbot, monkeypatch):
    monkeypatch.setattr(defer, "FALLBACK_MS", 30)
    log: list[str] = []
    widget = _Painted(log)  # never shown
    qtbot.addWidget(widget)
    defer.after_first_paint(widget, lambda: log.append("work"))
    qtbot.waitUntil(lambda: log == ["work"], timeout=2000)


def test_dropped_with_its_widget(qtbot, monkeypatch):
    monkeypatch.setattr(defer, "FALLBACK_MS", 30)
    log: list[str] = []
    widget = _Painted(log)
    defer.after_first_paint(widget, lambda: log.append("work"))
    widget.deleteLater()
    qtbot.wait(120)
    assert log == []


def test_one_helper_per_widget_however_often_it_is_asked(qtbot):
    log: list[str] = []
    widget = _Painted(log)
    qtbot.addWidget(widget)
    defer.after_first_paint(widget, lambda: log.append("first"))
    defer.after_first_paint(widget, lambda: log.append("second"))
    widget.show()
    qtbot.waitUntil(lambda: "second" in log)
    assert log.index("paint") < log.index("first") < log.index("second")
    defer.after_first_paint(widget, lambda: log.append("third"))  # waits for the next paint
    qtbot.wait(30)
    assert "third" not in log
    widget.update()
    qtbot.waitUntil(lambda: "third" in log)
    assert log.count("first") == log.count("second") == log.count("third") == 1
    assert len(widget.findChildren(QtCore.QObject)) == 2  # the helper and its timer
