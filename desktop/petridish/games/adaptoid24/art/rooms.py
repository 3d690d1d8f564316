"""ADAPTOID 24 card art: the Room cards.

Each room is a floor plan, one per ability, furnished and floored in its own way; the
Geneticist's copy shows it lit and clean, the Adaptoid's copy the same room in the dark,
overgrown.
"""

from __future__ import annotations

from dataclasses import replace

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import (
    Box,
    Canvas,
    Color,
    Point,
    circle,
    mix,
    mottle,
    rgba,
    rounded,
    stripes,
)
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.art import creatures
from petridish.games.adaptoid24.art import floorplan as fp
from petridish.games.adaptoid24.art import furniture as fu
from petridish.games.adaptoid24.art.floorplan import Plan, PlanPalette
from petridish.games.adaptoid24.art.palette import (
    DEEP,
    GLOW,
    GREEN,
    GRID,
    HAZARD,
    HIVE_PLAN,
    INK,
    LAB_PLAN,
    MEMBRANE,
    PAPER,
    STEEL,
)
from petridish.games.adaptoid24.art.style import BADGE_AT, PLAN_BOX, TEXT_BOX, TITLE_BOX, _hive


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
        creatures.infest(v, inner, seed, GREEN, GLOW, (214, 196, 226, 255), DEEP)
    rounded(c, inner, 22, None, rgba(GREEN, 0.8), 3)
    frames.badge(c, (PLAN_BOX[2] - 46, PLAN_BOX[1] + 46), 36, rgba(DEEP, 0.92), rgba(GREEN, 0.9), 3)
    ability_icon(c, room.ability, (PLAN_BOX[2] - 46, PLAN_BOX[1] + 46), 40, GREEN, DEEP)
    # Its Resistance grows with each Scales (encounter A), so the card says where it
    # starts: a card reading "Resistance 1" after two Scales misled a new player.
    frames.value_badge(c, BADGE_AT, 70, "1+", GLOW, MEMBRANE, DEEP, "RESISTANCE", seed, GREEN)
    tx.block(
        c,
        TEXT_BOX,
        "Meet the Geneticist here: an encounter at Resistance 1, and 1 more for each Scales"
        " the Adaptoid has.",
        "cond",
        44,
        (232, 220, 240, 255),
        26,
        "left",
    )
    frames.edge(c, DEEP)
