"""Everything a window shows as text: every visible widget's words, the scene's tooltips.

Hot-seat tests read the whole window with this, not only the scene: a secret the scene
hides but a dock, a bar or a tooltip prints is a leak all the same.
"""

from __future__ import annotations

from petridish.qt import QtWidgets


def widget_texts(window: QtWidgets.QWidget) -> list[str]:
    """The text of every visible widget of ``window`` (and the window's title)."""
    texts = [window.windowTitle()]
    for w in [window, *window.findChildren(QtWidgets.QWidget)]:
        if not w.isVisible():
            continue
        texts += [w.toolTip(), w.windowTitle(), w.accessibleName(), w.statusTip()]
        if isinstance(w, QtWidgets.QLabel | QtWidgets.QAbstractButton | QtWidgets.QLineEdit):
            texts.append(w.text())
        if isinstance(w, QtWidgets.QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QtWidgets.QListWidget):
            for i in range(w.count()):
                item = w.item(i)
                texts += [item.text(), item.toolTip()]
        if isinstance(w, QtWidgets.QTextEdit):
            texts.append(w.toPlainText())
        if isinstance(w, QtWidgets.QStatusBar):
            texts.append(w.currentMessage())
        text = getattr(w, "text", None)  # custom widgets that show text (the toast)
        if callable(text) and not isinstance(w, QtWidgets.QLabel | QtWidgets.QAbstractButton):
            try:
                value = text()
            except TypeError:
                value = None
            if isinstance(value, str):
                texts.append(value)
    return [t for t in texts if t]


def scene_tooltips(scene) -> list[str]:
    """Every tooltip or preview caption an item on the table would show."""
    texts = [i.toolTip() for i in scene.items() if i.toolTip()]
    captions = [getattr(i, "caption", "") for i in scene.items()]
    preview = getattr(scene, "preview", None)
    if preview is not None:
        captions.append(preview.caption())
    return texts + [c for c in captions if isinstance(c, str) and c]


def window_texts(window) -> list[str]:
    texts = widget_texts(window)
    page = getattr(window, "_page", None)
    if page is not None:
        texts += scene_tooltips(page.scene)
    return texts
