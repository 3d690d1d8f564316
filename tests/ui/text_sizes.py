"""How big the table's words are on screen, and how much of the felt the table uses.

:func:`table_texts` paints every visible item of the table, once, onto a scratch picture
through the same transform the view gives it, and notes the size of every text the
item draws: zone labels, counters, tracks, tokens, dice, badges, the panels. A text's
size is its font's em height in screen pixels (the font's pixel size at the device,
times the scale the item is drawn at). A card's name is drawn into its face picture by
the game's art: its size is the art's title size, in units of the face's REF_W-unit
width, times the card's width on screen; where that is too small to read, the card draws
its name in a banner over the art's title, and the banner's words are its name's size.

:func:`covered_share` is the share of the felt in the window that the zones and the
pieces on the table cover (their bounding rects, united).

The figures are what ``tests/ui/test_readable_tables.py`` asserts and
``bench/bench_readable.py`` prints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from petridish.art.draw import REF_W
from petridish.core import registry
from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.card import CardItem, HoverPreview
from petridish.table.constants import Z
from petridish.table.piece import PieceItem
from petridish.table.zone import ZoneItem

# Each game's card title, in face units (tx.title's size; a long name may shrink to fit
# its box): games/adapt/art/faces.py, games/adaptoid24/art/style.py TITLE_BOX (78 tall),
# games/genegrafter/art/style.py header(), games/adrift/art/paper.py.
TITLE_UNITS = {"adapt": 80.0, "adaptoid24": 78.0, "genegrafter": 74.0, "adrift": 82.0}
assert set(TITLE_UNITS) == set(registry.game_ids()), "every game's card title size"
# Every game and player count the tables are laid out for.
COUNTS = {game_id: list(registry.player_counts(game_id)) for game_id in registry.game_ids()}
SIZES = [(1366, 768), (1920, 1080)]


@dataclass(frozen=True)
class Text:
    """One text on the table: how tall on screen (pixels), what it says, what drew it."""

    px: float
    words: str
    what: str


def _em_px(painter: QtGui.QPainter, dpi: float) -> float:
    font = painter.font()
    em = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * dpi / 72.0
    t = painter.worldTransform()
    return em * math.hypot(t.m21(), t.m22())


def _transient(item: QtWidgets.QGraphicsItem) -> bool:
    """The hover preview, the drop hint, a toast: not part of the table's lasting look."""
    return isinstance(item, HoverPreview) or item.zValue() >= Z.PREVIEW


def table_texts(window, game: str) -> list[Text]:
    """Every text the table shows in the window now, smallest first."""
    view = window.page.view
    scene = view.table()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    dpi = float(view.viewport().logicalDpiY())
    image = QtGui.QImage(8, 8, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    dots = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots)
    image.setDotsPerMeterY(dots)
    painter = QtGui.QPainter(image)
    found: list[Text] = []
    bannered: set[CardItem] = set()  # the cards that drew their name's banner
    current: list[str] = [""]
    original = QtGui.QPainter.drawText

    def spy(p, *args):
        if p is painter:
            words = next((a for a in args if isinstance(a, str)), "")
            if words.strip():
                found.append(Text(_em_px(p, dpi), words, current[0]))
        return original(p, *args)

    QtGui.QPainter.drawText = spy
    try:
        for item in scene.items():
            if (
                not item.isVisible()
                or item.effectiveOpacity() <= 0.01
                or _transient(item)
                or not shown.intersects(item.sceneBoundingRect())
            ):
                continue
            current[0] = type(item).__name__ + (
                f" {item.name}" if isinstance(item, ZoneItem) else ""
            )
            card = item if isinstance(item, CardItem) else None
            before = len(found)
            painter.save()
            painter.setWorldTransform(item.deviceTransform(view.viewportTransform()))
            item.paint(painter, QtWidgets.QStyleOptionGraphicsItem(), None)
            painter.restore()
            if card is not None and card.name:
                for i in range(before, len(found)):
                    if _names(card.name, found[i].words):
                        found[i] = Text(found[i].px, found[i].words, "card name")
                        bannered.add(card)
    finally:
        QtGui.QPainter.drawText = original
        painter.end()
    units = TITLE_UNITS[game]
    for item in scene.items():
        if (
            isinstance(item, CardItem)
            and item not in bannered
            and item.isVisible()
            and item.face_up
            and item.front() is not None
            and shown.intersects(item.sceneBoundingRect())
        ):
            face = view.mapFromScene(item.scene_body_rect()).boundingRect()
            width = min(face.width(), face.height())  # a card turned sideways too
            found.append(Text(width * units / REF_W, str(item.key), "card name"))
    return sorted(found, key=lambda t: t.px)


def _names(name: str, words: str) -> bool:
    """Whether ``words`` are ``name``, or a line of it (a band may hold it on two), or
    its start cut with "…"."""
    return words in name or (words.endswith("…") and words[:-1] in name)


def covered_share(window) -> float:
    """The share of the felt in the window (0..1) that the zones and pieces cover."""
    view = window.page.view
    scene = view.table()
    vp = view.viewport().rect()
    region = QtGui.QRegion()
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible() or _transient(item):
            continue
        if isinstance(item, ZoneItem):
            rect = item.scene_rect()
        elif isinstance(item, PieceItem):
            rect = item.scene_body_rect()
        else:
            rect = item.sceneBoundingRect()
        region = region.united(view.mapFromScene(rect).boundingRect().intersected(vp))
    area = sum(r.width() * r.height() for r in region)
    return area / max(1, vp.width() * vp.height())


def smallest(texts: list[Text]) -> Text:
    """The smallest text of ``texts`` (they are sorted)."""
    return texts[0]


def open_table(qtbot, window, game: str, players: int, size: tuple[int, int]) -> None:
    """A table of ``players`` (the first a person, the others the computer), a few
    computer moves in, the window at ``size`` with the side panel open. ADRIFT's
    castaways are seated and at sea, the person's items face up behind their screen."""
    from petridish.storage.saves import SeatInfo
    from petridish.ui.controller import Match

    from .table_driver import settle

    window.page.scene.animator.set_speed(0)
    kinds = ["human"] + ["bot"] * (players - 1)
    if game == "adaptoid24":
        kinds = ["bot", "human"]
    if game == "adrift":  # the computer seats everyone, then the person takes a seat
        window.start_quick(game, 4, ["bot"] * players, False)
        c = window.controller
        for _ in range(40):
            c.run_bots_now(4)
            if c.state.step != "seating":
                break
        match = c.match
        seats = [
            SeatInfo(s.id, s.name, k, s.colour) for s, k in zip(match.seats, kinds, strict=True)
        ]
        window.start(Match(game, seats, match.seed, dict(match.options), start=c.state))
    else:
        window.start_quick(game, 4, kinds, False)
    settle(qtbot, window)
    window.controller.run_bots_now(12)
    settle(qtbot, window)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size() == QtCore.QSize(*size), timeout=3000)
    for _ in range(3):
        QtWidgets.QApplication.processEvents()
    settle(qtbot, window)
    assert window.log.isVisible()  # the side panel open
    # The window has the keyboard, as a person's has after a click in it (offscreen, the
    # first window of a run is not active: F9 would go nowhere).
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
