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
from dataclasses import dataclass, field
from pathlib import Path

from petridish.qt import QtCore, QtGui, QtWidgets
from petridish.table.board import Board
from petridish.table.card import CardItem
from petridish.table.constants import DIE_SIZE, TOKEN_SIZE
from petridish.table.counter import COUNTER_H, COUNTER_W
from petridish.table.die import DieItem, PercentileDice
from petridish.table.piece import PieceItem
from petridish.table.placeholder import placeholder_back, placeholder_front
from petridish.table.scene import TableScene
from petridish.table.specs import (
    ON_TABLE,
    CounterSpec,
    DieSpec,
    Layout,
    PercentileSpec,
    Spec,
    TokenSpec,
    TrackSpec,
)
from petridish.table.token import TOKEN_SHAPES, TokenItem
from petridish.table.view import TableView
from petridish.table.zone import ZoneItem

# Okabe-Ito: a colour-blind-safe palette; each player also gets a shape.
PALETTE = ["#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7"]
COUNTER = QtCore.QSizeF(COUNTER_W, COUNTER_H)
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


# The dice: key -> (faces, colour); the percentile pair and the Infinity die besides.
DICE: dict[str, tuple[int | tuple[str, ...], str | None]] = {
    "d4": (4, None),
    "d6": (6, None),
    "d8": (8, "#56B4E9"),
    "d10": (10, None),
    "d12": (12, "#CC79A7"),
    "d20": (20, "#F0E442"),
    "infinity": (("∞", "1", "2", "3", "★", "☠"), "#2B2F3A"),
}
PERCENTILE = "d100"
COUNTERS = {"xp": "Experience", "damage": "Damage"}
DICE_ZONES = ("dice", "tray")


@dataclass
class DemoModel:
    """The demo's stand-in for a rules model: where each die and token lies, what the
    dice show and what the counters say. It rolls first; the table only shows the
    result, and tumbles only the dice the last action rolled."""

    where: dict[str, str]  # die or token key -> zone
    faces: dict[str, int]  # die key -> face index (the pair: its value, 1..100)
    counters: dict[str, int]
    water: int = 3
    rolled: set[str] = field(default_factory=set)
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    def roll(self, key: str) -> None:
        """Roll one die (or the pair) and remember that it was just rolled."""
        if key == PERCENTILE:
            self.faces[key] = self.rng.randint(1, 100)
        else:
            self.faces[key] = self.rng.randrange(len(DieSpec(key, DICE[key][0]).labels()))
        self.rolled = {key}

    def move(self, key: str, zone: str) -> None:
        """Put a die or token in ``zone``; a die thrown into the tray is rolled."""
        self.where[key] = zone
        self.rolled = set()
        if zone == "tray":
            self.roll(key)

    def bump(self, key: str) -> None:
        """The sandbox's "add one" on a counter, named by its key."""
        self.counters[key] += 1
        self.rolled = set()

    def layout(self) -> Layout:
        """What the table shows now: every zone's dice, tokens and counters, the track."""
        out: dict[str, list[Spec]] = {"dice": [], "tray": [], "d100": [], "tokens": []}
        for key, (faces, colour) in DICE.items():
            spec = DieSpec(
                key, faces, self.faces[key], colour, True, rolled=key in self.rolled, tip=key
            )
            out[self.where[key]].append(spec)
        out["d100"].append(
            PercentileSpec(PERCENTILE, self.faces[PERCENTILE], PERCENTILE in self.rolled, True)
        )
        for i, shape in enumerate(TOKEN_SHAPES):
            key = f"token.{i + 1}"
            colour = PALETTE[i % len(PALETTE)]
            spec = TokenSpec(key, str(i + 1), colour, shape, True, tip=f"Player {i + 1}")
            out[self.where[key]].append(spec)
        out["counters"] = [
            CounterSpec(key, label, self.counters[key], PALETTE[2 + 2 * i])
            for i, (key, label) in enumerate(COUNTERS.items())
        ]
        out[ON_TABLE] = [TrackSpec("water", "Water level", 11, self.water, pos=(330.0, 650.0))]
        return out


def new_model() -> DemoModel:
    """The demo's opening position: every die in its zone showing a high face."""
    faces = {key: (f if isinstance(f, int) else len(f)) - 1 for key, (f, _c) in DICE.items()}
    faces["d6"], faces["infinity"], faces[PERCENTILE] = 4, 0, 47
    where = {key: "dice" for key in DICE}
    where["d20"] = "tray"
    where.update({f"token.{i + 1}": "tokens" for i in range(len(TOKEN_SHAPES))})
    return DemoModel(where, faces, {"xp": 7, "damage": 3})


@dataclass
class DemoTable:
    """What :func:`build` put on the table."""

    zones: dict[str, ZoneItem]
    cards: list[CardItem]
    board: Board
    model: DemoModel

    def show(self, animated: bool = True) -> None:
        """Bring the dice, tokens, counters and track in step with the model."""
        self.board.show(self.model.layout(), animated)


def build(scene: TableScene) -> DemoTable:
    """Lay out zones and cards by hand; dice, tokens, counters and the track through the
    Board, from the demo's model."""
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
    die = QtCore.QSizeF(DIE_SIZE, DIE_SIZE)
    pair = QtCore.QSizeF(2.12 * DIE_SIZE, DIE_SIZE)
    pieces = [
        ZoneItem("dice", "Dice", "row", 6, piece_size=die),
        ZoneItem("tray", "Tray · drop a die to throw it", "row", 3, piece_size=die),
        ZoneItem("d100", "Percentile", "row", 1, piece_size=pair),
        ZoneItem("counters", "Counters", "slots", 2, columns=1, piece_size=COUNTER),
        ZoneItem("tokens", "Tokens", "row", 5, piece_size=QtCore.QSizeF(TOKEN_SIZE, TOKEN_SIZE)),
    ]
    for zone, pos in zip(
        pieces, ((0, 520), (510, 520), (790, 520), (980, 520), (0, 650)), strict=True
    ):
        zone.setPos(*pos)
    zones = {z.name: z for z in (draw, market, discard, hand, traits, *pieces)}
    for zone in zones.values():
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

    # The Board shows only the zones its layouts name: the cards above are left alone.
    table = DemoTable(zones, cards, Board(scene, zones, lambda _key: back), new_model())
    table.show(animated=False)
    return table


def wire(scene: TableScene, table: DemoTable) -> None:
    """Demo rules: the draw pile and market refuse drops, saying why; dice go to the dice
    zones and tokens to theirs, through the model; a double-click rolls a die or adds one
    to a counter (the model picks the result first, the die only shows it)."""
    board, model = table.board, table.model

    def judge(piece: PieceItem, zone: ZoneItem, slot: int = -1) -> str | None:
        if zone.name == "draw":
            return "Cards never go back into the draw pile."
        if zone.name == "market" and not isinstance(piece, CardItem):
            return "Only cards can be bought into the market."
        if zone.name == "market" and all(zone.slot_items(i) for i in range(zone.capacity)):
            return "The market is full."
        if isinstance(piece, DieItem) and zone.name not in DICE_ZONES:
            return "Dice stay in the dice zone or the tray."
        if isinstance(piece, TokenItem) and zone.name != "tokens":
            return "Tokens stay in their row."
        if isinstance(piece, PercentileDice) and zone.name != "d100":
            return "The percentile pair keeps its place."
        if isinstance(piece, CardItem) and zone.name in (*DICE_ZONES, "d100", "tokens"):
            return "Cards do not go with the dice."
        return None

    def on_drop(piece: PieceItem, zone: ZoneItem, slot: int) -> bool | str:
        reason = judge(piece, zone)
        if reason:
            return reason
        spec = board.spec(piece)  # type: ignore[arg-type]
        if spec is not None and spec.key is not None and spec.key in model.where:
            model.move(spec.key, zone.name)
            table.show()
            return True
        zone.add(piece, slot)
        if isinstance(piece, CardItem) and not piece.face_up:
            piece.flip()
        return True

    def activate(piece: PieceItem) -> None:
        spec = board.spec(piece)  # type: ignore[arg-type]
        if isinstance(piece, CardItem):
            piece.flip()
        elif spec is not None and spec.key in model.faces:
            model.roll(spec.key)
            table.show()
        elif spec is not None and spec.key in model.counters:
            model.bump(spec.key)
            table.show()

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
    token = table.board.item("token.2")
    assert isinstance(token, TokenItem)
    token.set_focus_ring(True)
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
    wire(scene, table)
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
