"""ADAPTOID 24 card art: a lab under lockdown.

The Geneticist's cards are clinical white with hazard yellow; the Adaptoid's are organic
purple and green. Rooms are floor-plan tiles, Spawns are eggs until revealed. Every face
is drawn from the card data in ``cards.toml`` (see :mod:`.cards`), so a player who edits
names or texts gets matching art.

Face keys::

    room.a.<room>  room.g.<room>       each side's copy of a room
    evo.<evolution>                    every copy of an Evolution card shares one face
    spawn.v<value>                     a revealed Spawn worth <value>
    taser.loaded  taser.unloaded  dron.loaded  dron.unloaded
    char.<id>.shield  char.<id>.spent  a Character, shield loaded or used
    back.room.a  back.room.g  back.evo.<deck>  back.spawn  back.hidden
"""

from __future__ import annotations

import random
import zlib
from dataclasses import asdict, replace
from typing import Any

from PIL import Image

from petridish.art import emblems, figures, frames, icons, organic, portrait
from petridish.art import floorplan as fp
from petridish.art import furniture as fu
from petridish.art import text as tx
from petridish.art.draw import (
    Box,
    Canvas,
    Color,
    Point,
    circle,
    ellipse,
    mix,
    mottle,
    polygon,
    radial_gradient,
    rgba,
    rounded,
    stripes,
)
from petridish.art.floorplan import Plan, PlanPalette
from petridish.art.organic import blob, broken_shell, critter, spores, spotted_egg
from petridish.art.template import CardTemplate
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.state import HIDDEN

TASER_ROOMS = ("warehouse", "dining", "office")  # rulebook "Rooms": abilities that load Tasers
DRON_ROOMS = ("robotics",)
SHIELD_ROOMS = ("research",)


class Adaptoid24Art(CardTemplate):
    """Draws every ADAPTOID 24 card face from a card set (by default the shipped one)."""

    game_id = "adaptoid24"
    name = "ADAPTOID 24"
    version = 1

    def __init__(self, cardset: carddata.CardSet | None = None) -> None:
        self._cards = cardset

    @property
    def cards(self) -> carddata.CardSet:
        """The card set, loaded on first use (never at import time)."""
        if self._cards is None:
            self._cards = carddata.load()
        return self._cards

    # -- the face list ----------------------------------------------------------------
    def print_run(self) -> list[str]:
        """Every physical card of the game (Rulebook "Set Up"): 16 rooms, 15 Evolutions
        by their counts, 12 Spawns by value; Tasers, the Dron and the Characters with
        both sides (to fold or glue back to back); then one back of each kind."""
        cs = self.cards
        run = [f"room.{side}.{r.id}" for side in ("g", "a") for r in cs.rooms]
        run += [f"evo.{e.id}" for e in cs.evolutions for _ in range(e.count)]
        run += [f"spawn.v{v}" for v in cs.spawn_values]
        run += ["taser.loaded", "taser.unloaded"] * 3 + ["dron.loaded", "dron.unloaded"]
        run += [f"char.{ch.id}.{side}" for ch in cs.characters for side in ("shield", "spent")]
        run += [k for k in self.faces() if k.startswith("back.") and k != "back.hidden"]
        return run

    def faces(self) -> list[str]:
        """Every face: rooms (both sides), Evolutions, Spawn values, equipment and
        Characters (both sides), then the backs."""
        cs = self.cards
        keys = [f"room.{side}.{r.id}" for side in ("g", "a") for r in cs.rooms]
        keys += [f"evo.{e.id}" for e in cs.evolutions]
        keys += [f"spawn.v{v}" for v in sorted(set(cs.spawn_values))]
        keys += ["taser.loaded", "taser.unloaded", "dron.loaded", "dron.unloaded"]
        keys += [f"char.{ch.id}.{side}" for ch in cs.characters for side in ("shield", "spent")]
        keys += ["back.room.g", "back.room.a"]
        keys += [f"back.evo.{d}" for d in carddata.DECKS]
        keys += ["back.spawn", "back.hidden"]
        return keys

    def data_for(self, key: str) -> dict[str, Any]:
        """The card data behind face ``key`` (raises KeyError for an unknown face)."""
        self.check(key)
        cs = self.cards
        parts = key.split(".")
        data: dict[str, Any] = {"face": key}
        if parts[0] == "room":
            data["room"] = asdict(cs.room(parts[2]))
        elif parts[0] == "evo":
            evo = asdict(cs.evolution(parts[1]))
            evo.pop("count")  # how many copies exist does not change the picture
            data["evolution"] = evo
        elif parts[0] == "spawn":
            data["value"] = int(parts[1][1:])
        elif parts[0] == "taser":
            data["reload"] = self._rooms_named(TASER_ROOMS)
        elif parts[0] == "dron":
            data["reload"] = self._rooms_named(DRON_ROOMS)
        elif parts[0] == "char":
            data["character"] = asdict(cs.character(parts[1]))
            data["reload"] = self._rooms_named(SHIELD_ROOMS)
        return data

    def _rooms_named(self, abilities: tuple[str, ...]) -> list[str]:
        return [r.name for r in self.cards.rooms if r.ability in abilities]

    # -- state card -> face ---------------------------------------------------------------
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """Map a state card id to the face it shows.

        Rooms ``a.<room>``/``g.<room>``, Evolutions ``evo.<id>.<n>`` and Spawns
        ``spawn.<n>`` show their front when ``up`` and their back otherwise. Tasers,
        the Dron and Characters have two fronts: ``up`` is the loaded side (shield
        loaded), otherwise the unloaded (shield spent) side. A hidden card ``"?"`` shows
        the back its ``hint`` names — a family ("a", "g", "spawn", "evo.<deck>") or the
        zone it lies in ("adaptoid.hand", "spawns.lab", "evo.offensive"...) — or the
        generic back.
        """
        if card_id == HIDDEN:
            return self._back_for(hint)
        cs = self.cards
        family, _, rest = card_id.partition(".")
        if family in ("a", "g") and rest in {r.id for r in cs.rooms}:
            return f"room.{family}.{rest}" if up else f"back.room.{family}"
        if family == "evo":
            evo_id = rest.rpartition(".")[0] or rest
            if evo_id in {e.id for e in cs.evolutions}:
                return f"evo.{evo_id}" if up else f"back.evo.{cs.evolution(evo_id).deck}"
        if family == "spawn" and rest.isdigit() and 1 <= int(rest) <= len(cs.spawn_values):
            return f"spawn.v{cs.spawn_values[int(rest) - 1]}" if up else "back.spawn"
        if family in ("taser", "dron"):
            return f"{family}.{'loaded' if up else 'unloaded'}"
        if family == "char" and rest in {ch.id for ch in cs.characters}:
            return f"char.{rest}.{'shield' if up else 'spent'}"
        raise KeyError(f"ADAPTOID 24 has no card {card_id!r}")

    def _back_for(self, hint: str) -> str:
        head = hint.split(".")[0]
        if hint == "a" or head == "adaptoid":
            return "back.room.a"
        if hint == "g" or hint in ("geneticist.hand", "geneticist.row", "geneticist.aside"):
            return "back.room.g"
        if head in ("spawn", "spawns"):
            return "back.spawn"
        if head == "evo" and hint.partition(".")[2] in carddata.DECKS:
            return f"back.evo.{hint.partition('.')[2]}"
        return "back.hidden"

    # -- drawing ------------------------------------------------------------------------
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` at the given pixel size (RGBA, rounded corners)."""
        self.check(key)
        c = Canvas(width_px, height_px)
        seed = zlib.crc32(key.encode())
        parts = key.split(".")
        cs = self.cards
        if parts[0] == "room":
            room = cs.room(parts[2])
            if parts[1] == "g":
                geneticist_room(c, room)
            else:
                adaptoid_room(c, room, seed)
        elif parts[0] == "evo":
            evolution(c, cs.evolution(parts[1]), seed)
        elif parts[0] == "spawn":
            spawn_front(c, int(parts[1][1:]), seed)
        elif parts[0] in ("taser", "dron"):
            equipment(c, parts[0], parts[1] == "loaded", self.data_for(key)["reload"])
        elif parts[0] == "char":
            ch = cs.character(parts[1])
            look = cs.characters.index(ch)
            character(c, ch, look, parts[2] == "shield", self._rooms_named(SHIELD_ROOMS))
        else:
            back(c, ".".join(parts[1:]), seed)
        return c.finish()


TEMPLATE = Adaptoid24Art()


# -- palette ------------------------------------------------------------------------------
INK = (27, 31, 36, 255)
PAPER = (243, 245, 243, 255)
GRID = (224, 230, 232, 255)
HAZARD = (248, 196, 22, 255)
STEEL = (120, 128, 136, 255)
CYAN = (56, 196, 226, 255)
DEEP = (22, 7, 34, 255)
FLESH = (92, 40, 130, 255)
VIOLET = (168, 100, 216, 255)
GREEN = (146, 224, 66, 255)
GLOW = (206, 255, 130, 255)
MEMBRANE = (52, 18, 74, 255)
EGG_SHELL = (232, 222, 240, 255)
EGG_SHADE = (92, 48, 128, 255)
EGG_SPOT = (70, 30, 96, 255)
SPENT_PAPER = (226, 228, 228, 255)
OFF = ((168, 172, 174, 255), (98, 102, 106, 255))  # an unloaded card's grey stripes
DECK_COLORS = {
    "defensive": (38, 132, 196, 255),
    "reproductive": (210, 92, 170, 255),
    "offensive": (230, 96, 32, 255),
}

LAB_PLAN = PlanPalette(
    outside=(206, 212, 216, 255),
    hatch=(176, 184, 190, 255),
    floor=(248, 249, 248, 255),
    grid=(226, 231, 233, 255),
    wall=(36, 42, 48, 255),
    door=(70, 82, 92, 255),
    prop=(222, 228, 232, 255),
    edge=(72, 82, 92, 255),
    soft=(118, 150, 178, 255),
    metal=(196, 204, 210, 255),
    wood=(204, 168, 118, 255),
    screen=(64, 196, 228, 255),
    plant=(104, 178, 84, 255),
    plant_dark=(52, 122, 62, 255),
    water=(168, 214, 236, 255),
    liquid=(126, 214, 112, 255),
    accent=HAZARD,
)
HIVE_PLAN = PlanPalette(
    outside=(26, 9, 38, 255),
    hatch=(54, 24, 72, 255),
    floor=(62, 32, 86, 255),
    grid=(78, 44, 104, 255),
    wall=(14, 4, 22, 255),
    door=(150, 226, 96, 255),
    prop=(98, 60, 128, 255),
    edge=(24, 8, 36, 255),
    soft=(128, 76, 160, 255),
    metal=(108, 76, 140, 255),
    wood=(118, 74, 118, 255),
    screen=(170, 255, 104, 255),
    plant=(126, 206, 74, 255),
    plant_dark=(64, 126, 52, 255),
    water=(64, 94, 128, 255),
    liquid=(158, 255, 96, 255),
    accent=(186, 124, 228, 255),
)


# -- rooms: one floor plan per ability ------------------------------------------------------
def _warehouse(pl: Plan) -> None:
    fp.walls(pl, [("w", 0.12, 0.26)], [("s", 0.52, 0.84)])
    x0 = pl.room[0]
    stripes(pl.c, pl.B((52, 74, 84, 80)), (pl.pal.accent, pl.pal.edge), band=pl.L(2.2))
    for y in (10, 26):
        fu.shelf(pl, (x0 + 5, y, 58, y + 7), y)
    fu.shelf(pl, (x0 + 5, 44, x0 + 12, 76), 3)
    for b in ((68, 10, 79, 21), (80, 10, 91, 21), (68, 22, 79, 33), (82, 36, 91, 45)):
        fu.crate(pl, b)
    fu.crate(pl, (30, 48, 42, 60))
    fu.crate(pl, (43, 52, 51, 60))


def _research(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.38, 0.54)])
    for b in ((84, 10, 92, 30), (84, 33, 92, 53)):
        fu.rack(pl, b)
    fu.desk(pl, (11, 9, 31, 16), 270, 1)
    fu.desk(pl, (36, 9, 62, 16), 270, 2)
    fu.bench(pl, (9, 38, 16, 74), 5, 4)
    fu.holo_table(
        pl,
        (50, 47),
        12,
        lambda c, p, s: icons.dna(c, p, s, pl.pal.screen, pl.pal.accent, pl.pal.screen),
    )


def _control_room(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.7, 0.86), ("w", 0.62, 0.78)])
    for i in range(7):
        x = 11 + i * 11.2
        fu.slab(pl, (x, 8.5, x + 10, 13), pl.pal.edge, 0.3)
        rounded(pl.c, pl.B((x + 0.8, 9.2, x + 9.2, 12.2)), 0, pl.pal.screen)
    fu.console(pl, (50, 70), 34, 205, 335, 5)
    fu.round_table(pl, (50, 66), 5, 0)
    icons.cctv(pl.c, pl.P(87, 24), pl.L(12), pl.pal.metal, pl.pal.accent)


def _robotics(pl: Plan) -> None:
    fp.walls(pl, [("w", 0.4, 0.56), ("n", 0.1, 0.26)])
    fu.conveyor(pl, (40, 62, 93, 72))
    fu.robot_arm(pl, (30, 46), (17, 12), (-25, 35))
    fu.robot_arm(pl, (76, 44), (13, 10), (160, 110))
    cx, cy = 76, 20
    circle(pl.c, pl.P(cx, cy), pl.L(11), pl.pal.metal, pl.pal.edge, pl.L(0.4))
    circle(pl.c, pl.P(cx, cy), pl.L(9.5), None, pl.pal.accent, pl.L(1.2))
    icons.drone(pl.c, pl.P(cx, cy), pl.L(14), pl.pal.edge, pl.pal.screen, pl.pal.accent)
    for b in ((10, 68, 18, 76), (19, 70, 27, 78)):
        fu.crate(pl, b)


def _lab(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.28, 0.44)])
    fu.bench(pl, (9, 9, 62, 16), 1, 5)
    fu.bench(pl, (9, 20, 16, 62), 2, 4)
    fu.bench(pl, (30, 34, 62, 44), 3, 4)
    fu.tank(pl, (82, 20), 7)
    fu.tank(pl, (82, 42), 7)
    fu.slab(pl, (70, 62, 92, 78), pl.pal.metal)
    stripes(pl.c, pl.B((71, 63, 91, 66)), (pl.pal.accent, pl.pal.edge), band=pl.L(1.5))


def _dining(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.74, 0.9), ("w", 0.34, 0.5)])
    fu.round_table(pl, (28, 26), 7, 5)
    fu.round_table(pl, (58, 28), 7, 5, 36)
    fu.long_table(pl, (20, 56, 62, 63), 4)
    fu.counter(pl, (82, 9, 92, 58))
    for x in (70, 76.5):
        fu.slab(pl, (x, 73, x + 5.5, 78), pl.pal.soft, 0.4)


def _office(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.08, 0.22), ("e", 0.5, 0.64)])
    fp.partition(pl, (33, 5), (33, 34))
    fu.desk(pl, (9, 11, 17, 27), 180, 1)
    fu.desk(pl, (9, 42, 17, 58), 180, 1)
    fu.desk(pl, (40, 9, 62, 16), 270, 2)
    for y in (9, 16):
        fu.slab(pl, (84, y, 92, y + 6.5), pl.pal.metal, 0.3)
    fu.long_table(pl, (46, 48, 78, 58), 3)
    fu.plant(pl, (88, 75), 4.5, 4)
    fu.plant(pl, (40, 75), 4, 9)


def _garden(pl: Plan) -> None:
    fp.walls(pl, [("s", 0.4, 0.56)])
    x0, y0, x1, y1 = pl.room
    lawn = mix(pl.pal.plant, pl.pal.floor, 0.45)
    rounded(pl.c, pl.B((x0 + 2, y0 + 2, x1 - 2, y1 - 2)), pl.L(6), lawn)
    mottle(
        pl.c,
        pl.B((x0 + 2, y0 + 2, x1 - 2, y1 - 2)),
        rgba(pl.pal.plant_dark, 0.6),
        5,
        0.3,
        30,
        pl.c.mask_rounded(pl.B((x0 + 2, y0 + 2, x1 - 2, y1 - 2)), pl.L(6)),
    )
    fu.stepping_stones(pl, [(48, 78), (50, 71), (47, 64), (44, 57), (46, 50), (51, 44)])
    fu.planter(pl, (9, 9, 40, 17), 1)
    fu.planter(pl, (60, 9, 91, 17), 2)
    fu.planter(pl, (9, 25, 17, 74), 3)
    fu.pond(pl, (58, 34, 88, 58))
    fu.plant(pl, (32, 40), 8, 11)
    fu.plant(pl, (78, 70), 7, 12)
    fu.slab(pl, (24, 66, 38, 71), pl.pal.wood, 0.6)


ROOM_PLANS = {
    "warehouse": _warehouse,
    "research": _research,
    "control_room": _control_room,
    "robotics": _robotics,
    "lab": _lab,
    "dining": _dining,
    "office": _office,
    "garden": _garden,
}


def ability_icon(
    c: Canvas, ability: str, center: Point, size: float, ink: Color, paper: Color
) -> None:
    """The room ability's symbol: what the Geneticist gains there."""
    cx, cy = center
    if ability == "warehouse":
        icons.bolt(c, (cx - size * 0.17, cy), size * 0.8, ink)
        icons.bolt(c, (cx + size * 0.2, cy), size * 0.8, ink)
    elif ability in ("dining", "office"):
        icons.bolt(c, center, size, ink)
    elif ability == "research":
        icons.shield(c, center, size * 0.9, ink, ink, "plus", paper)
    elif ability == "control_room":
        icons.eye(c, center, size * 1.05, paper, ink, paper, ink)
    elif ability == "robotics":
        icons.drone(c, center, size, ink, paper, paper)
    elif ability == "lab":
        icons.egg_crossed(c, center, size, ink, ink)
    else:
        icons.leaf(c, center, size * 0.95, ink, paper)


# Each room's floor (colour, grout, tile size): concrete, carpet, lino, planks... so
# rooms tell apart by colour at a glance as well as by their furniture.
ROOM_FLOORS: dict[str, tuple[Color, Color, float]] = {
    "warehouse": ((214, 212, 202, 255), (196, 194, 184, 255), 14.0),
    "research": ((230, 240, 248, 255), (210, 224, 236, 255), 6.0),
    "control_room": ((92, 108, 132, 255), (102, 118, 142, 255), 8.0),
    "robotics": ((206, 212, 216, 255), (188, 196, 202, 255), 5.0),
    "lab": ((250, 251, 250, 255), (222, 228, 231, 255), 6.0),
    "dining": ((242, 226, 200, 255), (226, 206, 176, 255), 8.0),
    "office": ((226, 200, 162, 255), (208, 180, 140, 255), 4.0),
    "garden": ((236, 232, 216, 255), (220, 214, 194, 255), 8.0),
}


def floor_plan(c: Canvas, b: Box, room: carddata.Room, pal: PlanPalette) -> Plan:
    """The room's plan in tile ``b``: floor, furniture (casting one shared shadow), walls."""
    floor, grid, tile = ROOM_FLOORS.get(room.ability, (pal.floor, pal.grid, 8.0))
    if pal is HIVE_PLAN:
        # In the dark every floor turns purple; keep a trace of its own colour.
        floor, grid = mix(pal.floor, floor, 0.14), mix(pal.grid, grid, 0.14)
    pl = Plan(c, b, replace(pal, floor=floor, grid=grid))
    fp.ground(pl, tile)
    with c.raised(blur=5, offset=(2, 4), opacity=0.35) as v:
        ROOM_PLANS.get(room.ability, _garden)(pl.on(v))
    return pl


# -- card layouts ---------------------------------------------------------------------------
TITLE_BOX: Box = (56, 92, 694, 170)
PLAN_BOX: Box = (48, 188, 702, 744)
BADGE_AT: Point = (128, 872)
TEXT_BOX: Box = (226, 784, 698, 962)


def _hive(c: Canvas, tint: Color = FLESH) -> None:
    """The Adaptoid's ground. One seed for all: cards of a tint share their frame."""
    frames.organic(c, 24, tint, DEEP, rgba(VIOLET, 0.5), GREEN, MEMBRANE, GREEN)


def geneticist_room(c: Canvas, room: carddata.Room) -> None:
    """The Geneticist's copy: a clean floor plan, the ability in words and symbol."""
    frames.clinical(c, PAPER, GRID, (HAZARD, INK))
    frames.kicker(c, (375, 74), "Geneticist · Room", STEEL)
    tx.title(c, TITLE_BOX, room.name.upper(), "cond-bold", 82, INK, 56)
    with c.raised(blur=12, offset=(0, 8), opacity=0.4) as v:
        rounded(v, PLAN_BOX, 18, INK)
    inner = (PLAN_BOX[0] + 6, PLAN_BOX[1] + 6, PLAN_BOX[2] - 6, PLAN_BOX[3] - 6)
    with c.layer(clip=c.mask_rounded(inner, 13)) as v:
        floor_plan(v, inner, room, LAB_PLAN)
    frames.badge(c, BADGE_AT, 74, HAZARD, INK, 6)
    ability_icon(c, room.ability, BADGE_AT, 82, INK, HAZARD)
    with c.raised(blur=8, offset=(0, 4), opacity=0.18) as v:
        rounded(
            v,
            (TEXT_BOX[0] - 14, TEXT_BOX[1] - 4, TEXT_BOX[2] + 4, TEXT_BOX[3] + 4),
            16,
            rgba(PAPER),
        )
    c.draw.rectangle(
        c.box((TEXT_BOX[0] - 14, TEXT_BOX[1] + 10, TEXT_BOX[0] - 8, TEXT_BOX[3] - 10)), fill=HAZARD
    )
    tx.block(
        c,
        (TEXT_BOX[0] + 8, TEXT_BOX[1], TEXT_BOX[2] - 12, TEXT_BOX[3]),
        room.text,
        "cond",
        44,
        INK,
        26,
        "left",
    )
    frames.edge(c, INK)


def adaptoid_room(c: Canvas, room: carddata.Room, seed: int) -> None:
    """The Adaptoid's copy: the same room seen in the dark, overgrown."""
    _hive(c)
    frames.kicker(c, (375, 74), "Adaptoid · Room", GREEN)
    frames.glow_title(c, TITLE_BOX, room.name.upper(), (238, 255, 214, 255), GREEN, 82, 56)
    with c.shadow(blur=16, offset=(0, 0), color=GREEN, opacity=0.55) as v:
        rounded(v, PLAN_BOX, 26, GREEN)
    inner = (PLAN_BOX[0] + 6, PLAN_BOX[1] + 6, PLAN_BOX[2] - 6, PLAN_BOX[3] - 6)
    clip = c.mask_rounded(inner, 22)
    rounded(c, PLAN_BOX, 26, MEMBRANE)
    with c.layer(clip=clip) as v:
        floor_plan(v, inner, room, HIVE_PLAN)
        organic.infest(v, inner, seed, GREEN, GLOW, (214, 196, 226, 255), DEEP)
    rounded(c, inner, 22, None, rgba(GREEN, 0.8), 3)
    frames.badge(c, (PLAN_BOX[2] - 46, PLAN_BOX[1] + 46), 36, rgba(DEEP, 0.92), rgba(GREEN, 0.9), 3)
    ability_icon(c, room.ability, (PLAN_BOX[2] - 46, PLAN_BOX[1] + 46), 40, GREEN, DEEP)
    frames.value_badge(c, BADGE_AT, 70, "1", GLOW, MEMBRANE, DEEP, "RESISTANCE", seed, GREEN)
    tx.block(
        c,
        TEXT_BOX,
        "Meet the Geneticist here: an encounter at Resistance 1.",
        "cond",
        44,
        (232, 220, 240, 255),
        26,
        "left",
    )
    frames.edge(c, DEEP)


# -- Evolution cards ------------------------------------------------------------------------
EMBLEM_AT: Point = (375, 452)


def deck_mark(c: Canvas, deck: str, center: Point, size: float, fill: Color, ink: Color) -> None:
    """Each deck's shape, so the decks differ by more than colour."""
    if deck == "defensive":
        polygon(c, icons.hexagon(center, size * 0.5), fill, ink, size * 0.07)
        icons.shield(c, center, size * 0.5, ink, ink)
    elif deck == "reproductive":
        icons.cells(c, center, size, fill, ink)
    else:
        icons.spike_mark(c, center, size * 0.9, fill, ink)


def _emblem(c: Canvas, effect: str, tone: Color, seed: int) -> None:
    """The big picture on an Evolution card, one per effect."""
    light = mix(tone, (255, 255, 255), 0.75)
    dark = mix(tone, DEEP, 0.7)
    at, r = EMBLEM_AT, 240
    if effect == "clone":
        emblems.twin_critters(c, at, r, mix(tone, FLESH, 0.35), light, GLOW, seed)
    elif effect == "scales":
        emblems.scale_shield(c, at, r, light, tone, dark)
    elif effect == "rage":
        body = mix(tone, FLESH, 0.5)
        emblems.rage_burst(
            c, at, r, (236, 70, 60, 255), body, light, (255, 120, 90, 255), dark, seed
        )
    elif effect == "spreading":
        emblems.egg_clutch(c, at, r, light, dark, GLOW, seed)
    elif effect == "emp":
        emblems.emp_pulse(c, at, r, light, dark, (140, 230, 255, 255))
    elif effect == "destroy":
        claw, wound = (250, 236, 228, 255), (150, 20, 20, 230)
        emblems.torn_tile(c, at, r, mix(light, tone, 0.2), dark, claw, wound)
    else:
        emblems.watching_eye(c, at, r, (244, 236, 200, 255), tone, DEEP, dark, rgba(light, 0.8))


def evolution(c: Canvas, evo: carddata.Evolution, seed: int) -> None:
    """An Evolution card: deck colour, emblem, rules text, the permanent symbol."""
    tone = DECK_COLORS[evo.deck]
    _hive(c, mix(tone, FLESH, 0.45))
    frames.kicker(c, (375, 74), f"Evolution · {evo.deck}", mix(tone, (255, 255, 255), 0.6))
    frames.glow_title(c, (130, 92, 620, 170), evo.name.upper(), (255, 250, 240, 255), tone, 82, 50)
    frames.badge(c, (84, 128), 44, mix(tone, DEEP, 0.35), mix(tone, (255, 255, 255), 0.5), 4)
    deck_mark(c, evo.deck, (84, 128), 54, mix(tone, (255, 255, 255), 0.55), DEEP)
    if evo.permanent:
        permanent_mark(c, (666, 128), 44, tone)
    with c.raised(blur=18, offset=(0, 10), opacity=0.55) as v:
        circle(v, EMBLEM_AT, 248, mix(tone, DEEP, 0.55))
    radial_clip = c.mask_ellipse(
        (EMBLEM_AT[0] - 236, EMBLEM_AT[1] - 236, EMBLEM_AT[0] + 236, EMBLEM_AT[1] + 236)
    )
    with c.layer(clip=radial_clip) as v:
        radial_gradient(
            v,
            (EMBLEM_AT[0] - 300, EMBLEM_AT[1] - 330, EMBLEM_AT[0] + 300, EMBLEM_AT[1] + 270),
            mix(tone, (255, 255, 255), 0.15),
            mix(tone, DEEP, 0.75),
        )
        mottle(
            v,
            (EMBLEM_AT[0] - 240, EMBLEM_AT[1] - 240, EMBLEM_AT[0] + 240, EMBLEM_AT[1] + 240),
            rgba(DEEP, 0.5),
            seed,
            0.5,
            50,
        )
        _emblem(v, evo.effect, tone, seed)
    icons.ring(c, EMBLEM_AT, 240, mix(tone, (255, 255, 255), 0.45), 8)
    icons.ring(c, EMBLEM_AT, 250, rgba(DEEP, 0.8), 4)
    box = (58, 736, 692, 984)
    frames.panel(c, box, (246, 238, 248, 245), tone, 26, 5, 0.5)
    if evo.permanent:
        frames.pill(c, (375, box[1]), "PERMANENT", tone, (255, 255, 255, 255), 24)
    tx.block(
        c,
        (box[0] + 30, box[1] + 26, box[2] - 30, box[3] - 14),
        evo.text,
        "cond",
        42,
        (44, 22, 56, 255),
        24,
    )
    frames.edge(c, DEEP)


def permanent_mark(c: Canvas, center: Point, r: float, tone: Color) -> None:
    """The rulebook's permanent-effect symbol: cards that stay on the table."""
    with c.raised(blur=8, offset=(0, 5), opacity=0.45) as v:
        polygon(v, icons.hexagon(center, r), (250, 244, 236, 255), tone, 5)
    icons.infinity(c, center, r * 1.3, mix(tone, DEEP, 0.35), r * 0.16)


# -- Spawns ------------------------------------------------------------------------------
def spawn_front(c: Canvas, value: int, seed: int) -> None:
    """A revealed Spawn: a hatchling climbing out of its shell, its value large."""
    _hive(c, (70, 40, 96, 255))
    frames.glow_title(c, (220, 84, 660, 168), "SPAWN", (238, 255, 214, 255), GREEN, 84, 56)
    frames.kicker(c, (440, 186), f"Resistance +{value}", GREEN, 26)
    center = (375, 600)
    w, h = 380, 470
    with c.shadow(blur=40, offset=(0, 0), color=GREEN, opacity=0.5) as g:
        circle(g, (375, 520), 230, GREEN)
    fierce = min(value, 2)
    size = 92 + 26 * min(value, 4)
    broken_shell(c, center, w, h, (220, 204, 232, 255), (96, 60, 120, 255), seed, front=False)
    critter(
        c,
        (375, 560 - size * 0.55),
        size,
        (136, 72, 186, 255),
        (196, 236, 150, 255),
        GLOW,
        seed,
        fierce,
    )
    broken_shell(c, center, w, h, (220, 204, 232, 255), (96, 60, 120, 255), seed, front=True)
    spores(c, random.Random(seed), (375, 880), 200, 30, GLOW)
    frames.corner_values(c, (112, 122), 76, str(value), GLOW, MEMBRANE, DEEP, seed)
    frames.edge(c, DEEP)


# -- Equipment and Characters -----------------------------------------------------------------
EQUIPMENT_TEXT = {
    # Rulebook "Equipment": what a loaded card does in an encounter.
    "taser": "Beats 1 point of Resistance; Tasers add up. The room's Spawns are discarded after the encounter.",
    "dron": "Beats any Resistance. The room's Spawns are discarded after the encounter.",
}
WINDOW: Box = (66, 192, 684, 702)


def equipment(c: Canvas, kind: str, live: bool, reload: list[str]) -> None:
    """A Taser or the Dron: charged and hazard-bright, or unloaded and grey."""
    frames.striped_card(c, (HAZARD, INK) if live else OFF, PAPER if live else SPENT_PAPER)
    ink = INK if live else (70, 74, 78, 255)
    frames.kicker(c, (375, 76), "Equipment", STEEL)
    tx.title(
        c, (60, 96, 690, 172), kind.upper() if kind == "taser" else "DRON", "cond-bold", 90, ink, 60
    )
    if live:
        frames.window(c, WINDOW, (70, 80, 92, 255), (16, 18, 24, 255), (255, 255, 255, 20))
    else:
        frames.window(c, WINDOW, (92, 96, 100, 255), (44, 46, 50, 255), (255, 255, 255, 14))
    body = HAZARD if live else (150, 152, 150, 255)
    dark = (34, 36, 40, 255) if live else (70, 72, 76, 255)
    light = (230, 234, 236, 255) if live else (170, 172, 174, 255)
    clip = c.mask_rounded((WINDOW[0] + 5, WINDOW[1] + 5, WINDOW[2] - 5, WINDOW[3] - 5), 16)
    with c.layer(clip=clip) as v:
        if kind == "taser":
            figures.taser(v, (350, 430), 540, body, dark, light, live, CYAN)
        else:
            figures.quadcopter(v, (375, 440), 520, body, dark, light, live, CYAN)
    if live:
        frames.pill(c, (375, WINDOW[3]), "LOADED", HAZARD, INK, 30)
    else:
        frames.pill(c, (375, WINDOW[3]), "UNLOADED", (200, 202, 202, 255), (60, 62, 64, 255), 30)
    badge_fill = HAZARD if live else (190, 192, 192, 255)
    if kind == "taser":
        frames.value_badge(c, BADGE_AT, 74, "1", badge_fill, ink, ink, "RESISTANCE")
    else:
        frames.badge(c, BADGE_AT, 74, badge_fill, ink, 6)
        icons.infinity(c, BADGE_AT, 100, ink, 14)
        tx.text(c, (BADGE_AT[0], BADGE_AT[1] + 98), "RESISTANCE", "bold", 20, ink)
    words = EQUIPMENT_TEXT[kind]
    if not live:
        where = ", ".join(reload) or "no room"
        words = f"Unloaded: cannot be used. Reload it in: {where}."
    tx.block(c, TEXT_BOX, words, "cond", 42, ink, 24, "left")
    frames.edge(c, INK)


LOOKS = (
    # skin, hair, shirt, hair style, glasses
    ((214, 162, 124, 255), (44, 30, 26, 255), (186, 62, 74, 255), "bun", False),
    ((122, 80, 56, 255), (28, 22, 22, 255), (56, 108, 176, 255), "crop", True),
    ((240, 208, 184, 255), (214, 182, 112, 255), (78, 146, 104, 255), "long", False),
    ((226, 188, 150, 255), (24, 24, 32, 255), (112, 88, 164, 255), "parted", True),
)


def character(
    c: Canvas, ch: carddata.Character, look: int, shield: bool, reload: list[str]
) -> None:
    """A Geneticist character: portrait, name and title, and the shield loaded or spent."""
    frames.striped_card(c, (HAZARD, INK) if shield else OFF, PAPER if shield else SPENT_PAPER)
    ink = INK if shield else (70, 74, 78, 255)
    frames.kicker(c, (375, 76), "Geneticist", STEEL)
    tx.title(c, (60, 96, 690, 172), ch.name, "cond-bold", 74, ink, 48)
    frames.window(c, WINDOW, (236, 248, 252, 255), (150, 196, 214, 255), (255, 255, 255, 150))
    skin, hair, shirt, style, glasses = LOOKS[look % len(LOOKS)]
    clip = c.mask_rounded((WINDOW[0] + 5, WINDOW[1] + 5, WINDOW[2] - 5, WINDOW[3] - 5), 16)
    with c.layer(clip=clip) as v, v.raised(blur=16, offset=(10, 12), opacity=0.35) as f:
        portrait.bust(
            f, (375, 380), 470, skin, hair, (246, 248, 248, 255), shirt, style, glasses, HAZARD
        )
    if not shield:
        with c.layer(opacity=0.45, clip=clip) as v:
            rounded(v, WINDOW, 0, (120, 124, 128, 255))
    frames.pill(c, (375, WINDOW[3]), (ch.title or "Geneticist").upper(), ink, PAPER, 28)
    if shield:
        frames.badge(c, BADGE_AT, 74, (222, 246, 252, 255), ink, 6)
        with c.shadow(blur=10, offset=(0, 0), color=CYAN, opacity=0.9) as g:
            icons.shield(g, BADGE_AT, 96, CYAN, CYAN)
        icons.shield(c, BADGE_AT, 96, CYAN, INK, "check")
        words = (
            "Shield loaded: overcomes any encounter. The Spawns stay, and you get no room ability."
        )
    else:
        frames.badge(c, BADGE_AT, 74, (200, 202, 202, 255), ink, 6)
        icons.shield(c, BADGE_AT, 96, (150, 152, 154, 255), ink, "crack", (60, 62, 64, 255))
        where = ", ".join(reload) or "no room"
        words = f"Shield spent. Reload it in: {where}."
    tx.text(c, (BADGE_AT[0], BADGE_AT[1] + 98), "SHIELD", "bold", 20, ink)
    tx.block(c, TEXT_BOX, words, "cond", 42, ink, 24, "left")
    frames.edge(c, INK)


# -- backs ------------------------------------------------------------------------------------
def back(c: Canvas, which: str, seed: int) -> None:
    """Card backs: each side's rooms, each Evolution deck, the Spawn egg, and a generic
    back for a card whose kind is hidden too."""
    if which == "room.g":
        frames.clinical(c, PAPER, GRID, (HAZARD, INK), band=78)
        frames.badge(c, (375, 470), 220, HAZARD, INK, 14)
        icons.ring(c, (375, 470), 186, rgba(INK, 0.5), 3)
        icons.biohazard(c, (375, 470), 330, INK)
        frames.wordmark(c, (375, 786), "ADAPTOID", "24", 92, INK, INK, HAZARD)
        frames.kicker(c, (375, 880), "Geneticist", STEEL, 30)
        frames.edge(c, INK)
    elif which == "room.a":
        _hive(c)
        with c.shadow(blur=40, offset=(0, 0), color=GREEN, opacity=0.7) as g:
            polygon(g, blob((375, 470), 210, seed, 0.08), GREEN)
        polygon(c, blob((375, 470), 210, seed, 0.08), DEEP, GREEN, 6)
        icons.eye(c, (375, 470), 330, (214, 255, 150, 255), GREEN, DEEP, MEMBRANE)
        frames.wordmark(c, (375, 786), "ADAPTOID", "24", 92, (238, 255, 214, 255), GREEN, DEEP)
        frames.kicker(c, (375, 880), "Adaptoid", GREEN, 30)
        frames.edge(c, DEEP)
    elif which.startswith("evo."):
        deck = which.split(".")[1]
        tone = DECK_COLORS[deck]
        _hive(c, mix(tone, FLESH, 0.4))
        with c.layer(opacity=0.18) as v:
            for row in range(-1, 16):
                for col in range(-1, 10):
                    x = col * 86 + (43 if row % 2 else 0)
                    polygon(
                        v,
                        icons.hexagon((x, row * 74), 46),
                        None,
                        mix(tone, (255, 255, 255), 0.6),
                        3,
                    )
        with c.raised(blur=20, offset=(0, 10), opacity=0.6) as v:
            polygon(
                v,
                icons.hexagon((375, 470), 230),
                mix(tone, DEEP, 0.25),
                mix(tone, (255, 255, 255), 0.5),
                10,
            )
        deck_mark(c, deck, (375, 470), 250, mix(tone, (255, 255, 255), 0.55), DEEP)
        frames.glow_title(c, (80, 740, 670, 830), "EVOLUTION", (255, 250, 240, 255), tone, 84, 50)
        frames.kicker(c, (375, 880), deck, mix(tone, (255, 255, 255), 0.6), 34)
        frames.edge(c, DEEP)
    elif which == "spawn":
        _hive(c, (64, 34, 90, 255))
        with c.layer(opacity=0.7, blur=18) as v:
            ellipse(v, (150, 700, 600, 860), (8, 2, 14, 255))
        for ex, ey, s in ((175, 800, 0.42), (585, 810, 0.38)):
            spotted_egg(
                c,
                (ex, ey),
                300 * s,
                400 * s,
                EGG_SHELL,
                EGG_SHADE,
                EGG_SPOT,
                GREEN,
                GREEN,
                seed + ex,
            )
        spotted_egg(c, (375, 470), 400, 540, EGG_SHELL, EGG_SHADE, EGG_SPOT, GLOW, GREEN, seed)
        frames.kicker(c, (375, 948), "Spawn", GREEN, 30)
        frames.edge(c, DEEP)
    else:
        _hidden_back(c, seed)


def _hidden_back(c: Canvas, seed: int) -> None:
    """Half lab, half hive across a hazard band, with a question mark: any card."""
    _hive(c)
    split = [(0, 0), (750, 0), (750, 360), (0, 690)]
    clip = c.mask_polygon(split)
    with c.layer(clip=clip) as v:
        frames.clinical(v, PAPER, GRID, None)
        icons.biohazard(v, (200, 250), 300, (224, 228, 230, 255))
    band = [(0, 640), (750, 310), (750, 410), (0, 740)]
    stripes(c, (0, 300, 750, 750), (HAZARD, INK), band=36, clip=c.mask_polygon(band))
    frames.badge(c, (375, 525), 170, INK, HAZARD, 12)
    tx.text(c, (375, 532), "?", "bold", 240, HAZARD)
    frames.wordmark(c, (375, 900), "ADAPTOID", "24", 80, (238, 255, 214, 255), HAZARD, INK)
    frames.edge(c, INK)
