"""A small table showing every kind of piece, for looking at and playing with.

python -m petridish.table.demo                      # a window
python -m petridish.table.demo --screenshot out.png # render offscreen to a PNG
python -m petridish.table.demo --screenshot out.png --pose   # mid-drag states too
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.card import CardItem
from petridish.table.die import DieItem, PercentileDice
from petridish.table.piece import PieceItem
from petridish.table.placeholder import placeholder_back, placeholder_front
from petridish.table.scene import TableScene
from petridish.table.token import TOKEN_SHAPES, TokenItem
from petridish.table.track import TrackItem
from petridish.table.view import TableView
from petridish.table.zone import ZoneItem

# Okabe-Ito: a colour-blind-safe palette; each player also gets a shape.
PALETTE = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]
CARDS = [
    ("Gill Filter", "#0072B2", "Breathe the deep", "2"),
    ("Spined Fin", "#D55E00", "Sharp and quick", "3"),
    ("Lantern", "#E69F00", "A light in the dark", "1"),
    ("Shell Plate", "#009E73", "Hard to swallow", "4"),
    ("Ink Sac", "#CC79A7", "Vanish in a cloud", "2"),
    ("Jaw Hinge", "#56B4E9", "Bite above its size", "5"),
    ("Tail Whip", "#0072B2", "Turn on a coin", "1"),
    ("Sensor Pit", "#D55E00", "Feel the current", "3"),
]


def _register_fonts() -> None:
    """Use the DejaVu fonts shipped in resources/, when they can be found."""
    try:
        from petridish.resources import root

        fonts = root() / "fonts"
    except Exception:
        return
    for font in sorted(fonts.glob("*.ttf")):
        QtGui.QFontDatabase.addApplicationFont(str(font))
    QtWidgets.QApplication.setFont(QtGui.QFont("DejaVu Sans", 10))


@dataclass
class DemoTable:
    """What :func:`build` put on the table."""

    zones: dict[str, ZoneItem]
    cards: list[CardItem]
    dice: list[DieItem | PercentileDice]
    tokens: list[TokenItem]
    track: TrackItem


def build(scene: TableScene) -> DemoTable:
    """Lay out zones, cards, dice, tokens and a track."""
    back = placeholder_back()
    draw = ZoneItem("draw", "Draw pile", "stack")
    market = ZoneItem("market", "Market", "slots", 4)
    discard = ZoneItem("discard", "Discard", "stack")
    hand = ZoneItem("hand", "Hand", "fan", 7)
    traits = ZoneItem("traits", "Traits", "row", 3)
    draw.setPos(0, 0)
    market.setPos(180, 0)
    discard.setPos(market.pos().x() + market.rect().width() + 34, 0)
    hand.setPos(0, 250)
    traits.setPos(hand.rect().width() + 34, 250)
    for zone in (draw, market, discard, hand, traits):
        scene.addItem(zone)

    cards = []
    for i, (title, colour, flavour, value) in enumerate(CARDS):
        front = placeholder_front(title, colour, subtitle=flavour, value=value)
        card = CardItem(f"card{i}", front, back, face_up=False)
        card.draggable = True
        scene.addItem(card)
        card.setPos(draw.positions(1)[0])
        cards.append(card)
    for card in cards[:3]:
        draw.add(card, animated=False)
    for card, slot in zip(cards[3:5], (0, 2), strict=True):
        market.add(card, slot, animated=False)
        card.flip(animated=False)
    for card in cards[5:8]:
        hand.add(card, animated=False)
        card.flip(animated=False)
    cards[4].set_badge("×2")
    cards[3].set_rotation_quarter(1, animated=False)  # "damaged"

    y = 520.0
    dice: list[DieItem | PercentileDice] = []
    x = 40.0
    for sides, colour in (
        (4, None),
        (6, None),
        (8, "#56B4E9"),
        (10, None),
        (12, "#CC79A7"),
        (20, "#F0E442"),
    ):
        die = DieItem(sides, colour=QtGui.QColor(colour) if colour else None)
        die.draggable = True
        scene.addItem(die)
        die.setPos(x, y)
        die.set_value(sides - 1 if sides != 6 else 4)
        dice.append(die)
        x += 84
    pair = PercentileDice()
    pair.draggable = True
    scene.addItem(pair)
    pair.setPos(x + 36, y)
    pair.set_value(47)
    dice.append(pair)
    x += 190
    infinity = DieItem(["∞", "1", "2", "3", "★", "☠"], "infinity", colour=QtGui.QColor("#2B2F3A"))
    infinity.draggable = True
    scene.addItem(infinity)
    infinity.setPos(x, y)
    dice.append(infinity)

    tokens = []
    x = 40.0
    for i, shape in enumerate(TOKEN_SHAPES):
        token = TokenItem(str(i + 1), PALETTE[i], shape)
        token.draggable = True
        scene.addItem(token)
        token.setPos(x + i * 62, y + 96)
        tokens.append(token)

    track = TrackItem("Water level", 11, 3)
    scene.addItem(track)
    track.setPos(360, y + 62)
    zones = {z.name: z for z in (draw, market, discard, hand, traits)}
    return DemoTable(zones, cards, dice, tokens, track)


def wire(scene: TableScene) -> None:
    """Demo rules: the draw pile and market refuse drops, saying why; dice roll on
    double-click (the "model" picks the result first, the die only shows it)."""
    rng = random.Random(7)

    def judge(piece: PieceItem, zone: ZoneItem, slot: int = -1) -> str | None:
        if zone.name == "draw":
            return "Cards never go back into the draw pile."
        if zone.name == "market" and not isinstance(piece, CardItem):
            return "Only cards can be bought into the market."
        if zone.name == "market" and all(zone.slot_items(i) for i in range(zone.capacity)):
            return "The market is full."
        return None

    def on_drop(piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        reason = judge(piece, zone)
        if reason:
            return reason
        zone.add(piece, slot)
        if isinstance(piece, CardItem) and not piece.face_up:
            piece.flip()
        return True

    def activate(piece: PieceItem) -> None:
        if isinstance(piece, CardItem):
            piece.flip()
        elif isinstance(piece, PercentileDice):
            piece.roll_to(rng.randint(1, 100))
        elif isinstance(piece, DieItem):
            piece.roll_to(rng.randrange(len(piece.faces)))

    def context(piece: PieceItem, _pos: QtCore.QPoint) -> list[tuple[str, Callable[[], None]]]:
        entries: list[tuple[str, Callable[[], None]]] = [("Activate", lambda: activate(piece))]
        if isinstance(piece, CardItem):
            entries.append(
                ("Turn a quarter", lambda: piece.set_rotation_quarter(piece.rotation_quarter() + 1))
            )
            entries.append(("Highlight", lambda: piece.set_highlighted(not piece.highlighted)))
        return entries

    scene.drag.judge = judge
    scene.drag.on_drop = on_drop
    scene.drag.on_activate = activate
    scene.drag.on_context = context


def pose(view: TableView, table: DemoTable) -> None:
    """Freeze a few interaction states for a screenshot: a card held over a legal zone,
    a highlighted card, keyboard focus, a visible toast and hover preview."""
    scene = view.table()
    zones, cards = table.zones, table.cards
    held = cards[7]
    hold = scene.drag.lift(held)
    discard = zones["discard"]
    held.setPos(discard.positions(1)[0] + QtCore.QPointF(-30, 40))
    scene.drag.aim(hold, discard)
    zones["market"].set_highlight("illegal", 1, animated=False)
    cards[5].set_highlighted(True)
    table.tokens[1].set_focus_ring(True)
    view.show_toast("Only cards can be bought into the market.")
    scene.preview.schedule(cards[6], 0)


def main(argv: list[str] | None = None) -> int:
    """Run the demo; see the module docstring for the options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screenshot", type=Path, help="save a PNG of the table and exit")
    parser.add_argument("--size", default="1280x800", help="window size, WxH")
    parser.add_argument("--pose", action="store_true", help="show drag, glow and toast states")
    args = parser.parse_args(argv)
    if args.screenshot is not None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(sys.argv[:1])
    _register_fonts()
    scene = TableScene()
    table = build(scene)
    wire(scene)
    view = TableView(scene)
    view.setWindowTitle("Petri Dish — table demo")
    w, h = (int(v) for v in args.size.lower().split("x"))
    view.resize(w, h)
    view.show()
    app.processEvents()
    view.fit()
    if args.screenshot is None:
        return app.exec()
    if args.pose:
        scene.animator.set_speed(0)
        pose(view, table)
        loop = QtCore.QEventLoop()
        QtCore.QTimer.singleShot(350, loop.quit)  # let the toast fade in
        loop.exec()
        scene.preview.schedule(table.cards[6], 0)
        app.processEvents()
    app.processEvents()
    view.grab().save(str(args.screenshot))
    print(args.screenshot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
