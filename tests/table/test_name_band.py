"""A small card's name band hides the art's own title under it: the name is read once,
never over a ghost of the printed one (the Geneticist's card at 1366 × 768 read
"Dr. Kenji Tanaka" twice, one over the other)."""

from __future__ import annotations

from petridish.qt import Qt, QtGui, QtWidgets
from petridish.table import CardItem
from petridish.table.constants import CARD_H, CARD_W

SMALL = 0.5  # screen pixels per scene unit: a card too small for its art's title


def _plain(colour) -> QtGui.QPixmap:
    face = QtGui.QPixmap(int(CARD_W * 2), int(CARD_H * 2))
    face.fill(colour)
    return face


def _drawn(
    front: QtGui.QPixmap, name: str = "Dr. Kenji Tanaka", start: float = 0.0, down: float = 0.0
) -> QtGui.QImage:
    """The card called ``name`` with ``front`` for its art, drawn small, its banner
    starting ``start`` of its width from the left and reaching ``down`` of its height."""
    card = CardItem("c", front, _plain(Qt.GlobalColor.gray))
    card.set_name(name, start, down)
    image = QtGui.QImage(int(CARD_W), int(CARD_H), QtGui.QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(image)
    painter.scale(SMALL, SMALL)
    painter.translate(CARD_W / 2, CARD_H / 2)  # (the item is drawn about its centre)
    card.paint(painter, QtWidgets.QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_the_name_band_shows_nothing_of_the_art_under_it(qapp):
    white = _drawn(_plain(Qt.GlobalColor.white))
    black = _drawn(_plain(Qt.GlobalColor.black))
    # The band lies across the top: its first rows, inside the card's rounded corners,
    # are the same over white art and over black (the name's letters too).
    top = [(x, y) for y in range(3, 8) for x in range(4, int(CARD_W * SMALL) - 4)]
    assert QtGui.QColor(black.pixel(*top[0])) != QtGui.QColor(Qt.GlobalColor.black)  # a band
    differ = [(x, y) for x, y in top if white.pixel(x, y) != black.pixel(x, y)]
    assert not differ, f"the art shows through the name band at {differ[:5]}"


def test_the_band_starts_after_what_the_art_keeps_beside_its_title(qapp):
    # A.D.A.P.T.'s card keeps its Experience cost at the top left, beside its title: a
    # band across the whole top hid the price of every card in the Gene Stream.
    def drawn(colour) -> QtGui.QImage:
        return _drawn(_plain(colour), "Leaping Tail", 0.25)

    white, black = drawn(Qt.GlobalColor.white), drawn(Qt.GlobalColor.black)
    wide = int(CARD_W * SMALL)
    kept = [(x, 5) for x in range(3, int(wide * 0.22))]  # the art's own, left of the band
    band = [(x, 5) for x in range(int(wide * 0.28), wide - 4)]
    assert all(white.pixel(x, y) != black.pixel(x, y) for x, y in kept)
    assert all(white.pixel(x, y) == black.pixel(x, y) for x, y in band)


def test_adapts_banner_starts_after_the_cost_bubble_its_art_draws():
    from petridish.art.canvas import REF_W
    from petridish.games.adapt import layout
    from petridish.games.adapt.art.faces import CORNER_R, COST_AT

    assert (COST_AT[0] + CORNER_R) / REF_W <= layout.NAME_FROM


def test_the_band_reaches_down_over_the_whole_of_the_arts_title(qapp):
    # A.D.A.P.T.'s title is taller than one line of the banner's name: the lower half
    # of the printed name showed under it, read as the name written twice.
    def drawn(colour, down: float) -> QtGui.QImage:
        return _drawn(_plain(colour), "Coelacanth", 0.25, down)

    wide, tall = int(CARD_W * SMALL), int(CARD_H * SMALL)
    row = int(tall * 0.15)  # above 0.165 of the height, below one line of the name
    across = [(x, row) for x in range(int(wide * 0.3), wide - 4)]
    white, black = drawn(Qt.GlobalColor.white, 0.165), drawn(Qt.GlobalColor.black, 0.165)
    assert all(white.pixel(x, y) == black.pixel(x, y) for x, y in across)  # banner
    white, black = drawn(Qt.GlobalColor.white, 0.0), drawn(Qt.GlobalColor.black, 0.0)
    assert all(white.pixel(x, y) != black.pixel(x, y) for x, y in across)  # the art


def test_adapts_banner_reaches_past_the_title_its_art_draws():
    from petridish.art.canvas import REF_H
    from petridish.games.adapt import layout
    from petridish.games.adapt.art.faces import TITLE_BOX

    assert TITLE_BOX[3] / REF_H <= layout.NAME_DOWN


def test_a_sliver_too_narrow_for_a_letter_shows_no_band(qapp):
    # ADAPTOID 24's Control Room strip showed the Destroy under its Spawns as a band
    # holding "…" alone: it named nothing and covered the art.
    def drawn(colour) -> QtGui.QImage:
        card = CardItem("c", _plain(colour), _plain(Qt.GlobalColor.gray))
        card.set_name("Destroy")
        card.set_uncovered(0.06, 0.2)  # the left edge of a card in a tight pile
        image = QtGui.QImage(int(CARD_W), int(CARD_H), QtGui.QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QtGui.QPainter(image)
        painter.scale(SMALL, SMALL)
        painter.translate(CARD_W / 2, CARD_H / 2)
        card.paint(painter, QtWidgets.QStyleOptionGraphicsItem(), None)
        painter.end()
        return image

    white, black = drawn(Qt.GlobalColor.white), drawn(Qt.GlobalColor.black)
    sliver = [(x, y) for y in range(3, 20) for x in range(2, int(CARD_W * SMALL * 0.06))]
    assert all(white.pixel(x, y) != black.pixel(x, y) for x, y in sliver)  # the art shows
