"""The table fits its window: after every resize of the real main window the whole
table shows and fills the view, until the player zooms by hand; 0 fits it again and
brings the refitting back."""

from __future__ import annotations

from petridish.qt import Qt, QtCore, QtGui, QtWidgets

from .table_driver import settle


def visible(view) -> QtCore.QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def resize(qtbot, window, w: int, h: int) -> None:
    view = window.page.view
    before = view.viewport().size()
    window.resize(w, h)
    qtbot.waitUntil(lambda: window.size() == QtCore.QSize(w, h), timeout=3000)
    qtbot.waitUntil(lambda: view.viewport().size() != before, timeout=3000)
    QtWidgets.QApplication.processEvents()


def assert_fits(window) -> None:
    """Every zone on the table shows, and the table fills the view one way or the other."""
    view = window.page.view
    shown = visible(view)
    for name, zone in window.presenter.zones.items():
        if zone.isVisible():
            assert shown.contains(zone.scene_rect()), f"{name} is cut off"
    content = view.mapFromScene(view.table().content_rect()).boundingRect()
    vp = view.viewport().rect()
    assert content.width() >= 0.9 * vp.width() or content.height() >= 0.9 * vp.height(), (
        f"the table is small in a corner: {content} in {vp}"
    )
    # ...and it is centred, not pushed into a corner.
    assert abs(content.center().x() - vp.center().x()) <= 4
    assert abs(content.center().y() - vp.center().y()) <= 4


def wheel(view, notches: int) -> None:
    at = QtCore.QPointF(view.viewport().rect().center())
    event = QtGui.QWheelEvent(
        at,
        QtCore.QPointF(view.viewport().mapToGlobal(at.toPoint())),
        QtCore.QPoint(0, 0),
        QtCore.QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QtWidgets.QApplication.sendEvent(view.viewport(), event)


def start(qtbot, window) -> None:
    window.page.scene.animator.set_speed(0)
    window.start_quick("adaptoid24", 5, ["human", "bot"], False)
    window.controller.run_bots_now()
    settle(qtbot, window)
    QtWidgets.QApplication.processEvents()  # the fit queued when the table opened


def test_the_table_fits_a_small_window_and_a_large_one(qtbot, window):
    start(qtbot, window)
    assert_fits(window)
    resize(qtbot, window, 1024, 700)
    assert_fits(window)
    resize(qtbot, window, 1900, 1200)
    assert_fits(window)
    resize(qtbot, window, 1024, 700)
    assert_fits(window)


def test_a_zoom_by_hand_stops_the_refitting_and_0_brings_it_back(qtbot, window):
    start(qtbot, window)
    view = window.page.view
    wheel(view, 2)
    zoom = view.zoom()
    assert not view.auto_fit
    resize(qtbot, window, 1900, 1200)
    assert view.zoom() == zoom  # the player's zoom is kept
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.auto_fit
    assert_fits(window)
    resize(qtbot, window, 1024, 700)
    assert_fits(window)


def felt_below_the_table(view) -> QtCore.QPoint:
    """A point of empty felt in the view, just under the table."""
    vp = view.viewport()
    content = view.mapFromScene(view.table().content_rect()).boundingRect()
    at = QtCore.QPoint(vp.width() // 2, min(vp.height() - 4, content.bottom() + 6))
    assert view.table().piece_at(view.mapToScene(at)) is None
    return at


def felt_drag(qtbot, view, a: QtCore.QPoint, b: QtCore.QPoint) -> None:
    """A press on the felt at ``a``, moved in steps to ``b`` and let go there."""
    vp = view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 9):
        qtbot.mouseMove(vp, a + (b - a) * (i / 8))
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def test_a_table_fitted_to_the_window_stays_put_when_the_felt_is_dragged(qtbot, window):
    # A new user's press missed a Guppy, and the drag slid the whole table out of the
    # window: fitted, the table does not move, and it keeps fitting the window.
    start(qtbot, window)
    view = window.page.view
    a = felt_below_the_table(view)
    felt_drag(qtbot, view, a, a + QtCore.QPoint(-600, -300))
    assert view.auto_fit
    assert_fits(window)
    view.setFocus()
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Down):  # nor do the arrow keys move it
        qtbot.keyClick(view, key)
    assert view.auto_fit
    assert_fits(window)
    resize(qtbot, window, 1024, 700)
    assert_fits(window)


def test_zoomed_in_the_table_pans_only_as_far_as_it_reaches(qtbot, window):
    start(qtbot, window)
    view = window.page.view
    wheel(view, 3)
    assert not view.auto_fit
    before = visible(view)
    a = view.viewport().rect().center()
    felt_drag(qtbot, view, a, a + QtCore.QPoint(120, 60))
    moved = visible(view)
    assert moved.center() != before.center()  # zoomed in, the felt pans
    # However far it is dragged, the table's edge stops at the window's.
    for _ in range(6):
        felt_drag(qtbot, view, a, a + QtCore.QPoint(500, 400))
    content = view.table().content_rect()
    shown = visible(view)
    assert shown.left() >= content.left() - 30 and shown.top() >= content.top() - 30
    zoom = view.zoom()
    resize(qtbot, window, 1900, 1200)
    assert view.zoom() == zoom  # the table stays as the player set it
    # 0 fits again; a click on the felt that does not move is no pan.
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.auto_fit
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=felt_below_the_table(view))
    assert view.auto_fit
    resize(qtbot, window, 1024, 700)
    assert_fits(window)
