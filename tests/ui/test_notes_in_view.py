"""The table's notes stay where they can be read: the reason bubble beside a held card
and the toast after a refusal lie wholly inside the view, and off the pieces (the
bottom fish's dice, the card itself) where there is room."""

from __future__ import annotations

from petridish.games.adapt.state import Buy
from petridish.qt import Qt, QtCore
from petridish.table.constants import Z
from petridish.table.zone import ZoneItem

from .table_driver import grip, settle
from .test_piece_menus import coral_to_play


def on_the_table(window) -> list[QtCore.QRectF]:
    """Where everything lying on the table is in the view (pieces, panels, the fish's
    pictures; not the empty places nor the notes), in viewport pixels: each as it is
    drawn (its shape), not the room round it kept for a shadow or a lift."""
    view, scene = window.page.view, window.page.scene
    out = []
    for item in scene.items():
        if item.parentItem() is not None or isinstance(item, ZoneItem) or not item.isVisible():
            continue
        if item.zValue() >= Z.PREVIEW or getattr(item, "bare", False):
            continue  # a note, or the room kept for a panel with nothing to say
        drawn = item.mapToScene(item.shape()).boundingRect()
        out.append(view.mapFromScene(drawn).boundingRect().toRectF())
    return out


def pan_to(
    window, scene_point: QtCore.QPointF, viewport_point: QtCore.QPoint, zoom: float = 1.8
) -> None:
    """Zoom in by ``zoom`` (a table fitted to the window does not pan) and pan the view
    (as the arrow keys do) so that ``scene_point`` shows at ``viewport_point``."""
    view = window.page.view
    view.set_zoom(view.zoom() * zoom)
    now = view.mapFromScene(scene_point)
    view.pan_by_hand(now.x() - viewport_point.x(), now.y() - viewport_point.y())


def affordable(c) -> str:
    return next(a.card for a in c.game.legal_actions(c.state, "coral") if isinstance(a, Buy))


def test_the_reason_bubble_near_the_left_and_bottom_edges_stays_in_view_off_the_card(qtbot, window):
    c = coral_to_play(qtbot, window)
    view, scene = window.page.view, window.page.scene
    vp = view.viewport()
    card = window.presenter.board.item(affordable(c))
    a = view.mapFromScene(grip(window, card))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QtCore.QPoint(12, 12))
    # Another fish's mat refuses the card: bring its lowest place (its dice, say) to the
    # bottom-left corner of the view, and hold the card over it there.
    mat = [z for name, z in window.presenter.zones.items() if name.startswith("finn.")]
    zone = max(mat, key=lambda z: (z.scene_rect().bottom(), -z.scene_rect().left()))
    rect = zone.scene_rect()
    spot = QtCore.QPointF(rect.left() + 20, rect.bottom() - 10)
    corner = QtCore.QPoint(14, vp.height() - 10)
    pan_to(window, spot, corner)
    for step in range(1, 5):
        qtbot.mouseMove(vp, a + (corner - a) * (step / 4))
    hint = scene.drop_hint
    lit = [z for z in scene.zones() if z.highlight == "illegal"]
    assert lit and all(z.name.startswith("finn.") for z in lit)
    reason = hint.text()
    assert hint.isVisible() and reason
    bubble = hint.bubble_rect()
    held = view.mapFromScene(card.scene_body_rect()).boundingRect().toRectF()
    assert QtCore.QRectF(vp.rect()).contains(bubble), (bubble, vp.rect())
    assert not bubble.intersects(held)
    # Let go: the card slides back and the toast says why, inside the view, on no piece.
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=corner)
    settle(qtbot, window)
    toast = view.toast
    assert toast.isVisible() and toast.text() == reason
    box = QtCore.QRectF(toast.geometry())
    assert QtCore.QRectF(vp.rect()).contains(box)
    assert not any(box.intersects(r) for r in on_the_table(window))


def test_a_toast_moves_off_the_dice_that_lie_at_the_bottom_of_the_view(qtbot, window):
    c = coral_to_play(qtbot, window)
    view = window.page.view
    vp = view.viewport()
    # Coral's dice at the bottom middle of the view, where a toast goes first.
    dice = window.presenter.zones["coral.dice"]
    bottom = QtCore.QPoint(vp.width() // 2, vp.height() - 50)
    pan_to(window, dice.scene_rect().center(), bottom, zoom=1.2)
    dear = next(
        cid
        for zone, held in c.state.zones.items()
        if zone.startswith("stream.")
        for cid in held
        if c.check(Buy("coral", cid, keep=True)) is not None
    )
    item = window.presenter.board.item(dear)
    view.ensureVisible(item)
    a = view.mapFromScene(grip(window, item))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(vp, a + QtCore.QPoint(30, 30))  # it cannot be bought: the table says why
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=a + QtCore.QPoint(30, 30))
    settle(qtbot, window)
    toast = view.toast
    assert toast.isVisible() and c.check(Buy("coral", dear, keep=True)) in toast.text()
    box = QtCore.QRectF(toast.geometry())
    assert QtCore.QRectF(vp.rect()).contains(box)
    assert not any(box.intersects(r) for r in on_the_table(window))  # the dice among them


def test_a_toast_may_lie_on_the_room_kept_for_a_panel_with_nothing_to_say(
    qtbot, window, monkeypatch
):
    """Genegrafter for three at a laptop's size keeps room beside the battle for its
    reckoning; bare felt until a battle, it is where a long toast fits off every card
    (it went over the cards in play, as if that room were a piece)."""
    from .test_lessons import LEFT, start_from_the_help_menu

    window.resize(1366, 768)
    game_id = "genegrafter"
    window.settings.lessons = {game_id: 6}  # the others play their Characters
    monkeypatch.setattr(type(window), "_go_on_with_lesson", lambda *_: True)
    start_from_the_help_menu(qtbot, window, game_id)
    run = window.lesson
    qtbot.mouseClick(run.bar.next, LEFT)
    qtbot.waitUntil(lambda: run.index > 6, timeout=20_000)
    settle(qtbot, window)
    toast = window.page.view.toast
    assert toast.isVisible() and "Genegrafting Round" in toast.text()
    box = QtCore.QRectF(toast.geometry())
    assert not any(box.intersects(r) for r in on_the_table(window)), box
