"""Furniture for floor plans, seen from above: tables and chairs, desks and screens,
benches and flasks, racks, robot arms, plants and ponds.

Every prop takes a :class:`~petridish.games.adaptoid24.art.floorplan.Plan` and plan units; colours come
from the plan's palette, so one layout can be drawn clean or infested.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from petridish.art.draw import Box, Canvas, Color, Point, circle, line, mix, polygon, rgba, rounded
from petridish.games.adaptoid24.art.floorplan import Plan


def slab(pl: Plan, b: Box, fill: Color | None = None, r: float = 0.8) -> None:
    """A plain piece of furniture: a rounded block with a darker edge."""
    rounded(pl.c, pl.B(b), pl.L(r), fill or pl.pal.prop, pl.pal.edge, pl.L(0.35))


def crate(pl: Plan, b: Box) -> None:
    """A wooden crate: planks and a cross brace."""
    pal = pl.pal
    slab(pl, b, pal.wood, 0.4)
    x0, y0, x1, y1 = b
    inset = (x1 - x0) * 0.12
    rounded(
        pl.c,
        pl.B((x0 + inset, y0 + inset, x1 - inset, y1 - inset)),
        0,
        None,
        mix(pal.wood, pal.edge, 0.5),
        pl.L(0.3),
    )
    line(
        pl.c,
        pl.Ps([(x0 + inset, y0 + inset), (x1 - inset, y1 - inset)]),
        mix(pal.wood, pal.edge, 0.5),
        pl.L(0.35),
    )
    line(
        pl.c,
        pl.Ps([(x1 - inset, y0 + inset), (x0 + inset, y1 - inset)]),
        mix(pal.wood, pal.edge, 0.5),
        pl.L(0.35),
    )


def shelf(pl: Plan, b: Box, seed: int) -> None:
    """A long rack of shelving, stocked with boxes of assorted colours."""
    pal = pl.pal
    slab(pl, b, pal.metal, 0.3)
    rng = random.Random(seed)
    x0, y0, x1, y1 = b
    horizontal = (x1 - x0) >= (y1 - y0)
    length = (x1 - x0) if horizontal else (y1 - y0)
    depth = (y1 - y0) if horizontal else (x1 - x0)
    pos = 0.8
    while pos < length - 1.5:
        size = rng.uniform(2.2, 4.2)
        if pos + size > length - 0.8:
            break
        d = rng.uniform(0.55, 0.85) * (depth - 1.0)
        tint = rng.choice((pal.wood, pal.accent, pal.soft, pal.prop))
        if horizontal:
            box = (x0 + pos, y0 + 0.5, x0 + pos + size, y0 + 0.5 + d)
        else:
            box = (x0 + 0.5, y0 + pos, x0 + 0.5 + d, y0 + pos + size)
        rounded(pl.c, pl.B(box), pl.L(0.3), tint, pal.edge, pl.L(0.2))
        pos += size + rng.uniform(0.4, 1.2)


def chair(pl: Plan, center: Point, facing: float, r: float = 2.2) -> None:
    """A chair seen from above; ``facing`` is the direction the sitter looks (degrees,
    0 = east, 90 = south)."""
    cx, cy = center
    t = math.radians(facing)
    circle(pl.c, pl.P(cx, cy), pl.L(r), pl.pal.soft, pl.pal.edge, pl.L(0.3))
    bx, by = cx - math.cos(t) * r * 0.85, cy - math.sin(t) * r * 0.85
    nx, ny = -math.sin(t) * r * 0.8, math.cos(t) * r * 0.8
    line(pl.c, pl.Ps([(bx - nx, by - ny), (bx + nx, by + ny)]), pl.pal.edge, pl.L(1.0))


def round_table(pl: Plan, center: Point, r: float, chairs: int, turn: float = 0.0) -> None:
    """A round table with chairs spaced around it, facing in."""
    cx, cy = center
    for i in range(chairs):
        t = math.tau * i / chairs + math.radians(turn)
        chair(
            pl, (cx + math.cos(t) * (r + 1.6), cy + math.sin(t) * (r + 1.6)), math.degrees(t) + 180
        )
    circle(pl.c, pl.P(cx, cy), pl.L(r), pl.pal.wood, pl.pal.edge, pl.L(0.35))
    circle(pl.c, pl.P(cx, cy), pl.L(r * 0.55), None, rgba(pl.pal.edge, 0.35), pl.L(0.2))


def long_table(pl: Plan, b: Box, per_side: int) -> None:
    """A rectangular table with chairs along both long sides."""
    x0, y0, x1, y1 = b
    if x1 - x0 >= y1 - y0:
        for i in range(per_side):
            x = x0 + (x1 - x0) * (i + 0.5) / per_side
            chair(pl, (x, y0 - 1.4), 90)
            chair(pl, (x, y1 + 1.4), 270)
    else:
        for i in range(per_side):
            y = y0 + (y1 - y0) * (i + 0.5) / per_side
            chair(pl, (x0 - 1.4, y), 0)
            chair(pl, (x1 + 1.4, y), 180)
    slab(pl, b, pl.pal.wood)


def monitor(pl: Plan, center: Point, w: float, facing: float) -> None:
    """A flat screen seen from above: a thin bar with a glowing face on the viewer's side."""
    cx, cy = center
    t = math.radians(facing)
    ux, uy = -math.sin(t) * w / 2, math.cos(t) * w / 2
    fx, fy = math.cos(t) * 0.55, math.sin(t) * 0.55
    line(pl.c, pl.Ps([(cx - ux, cy - uy), (cx + ux, cy + uy)]), pl.pal.edge, pl.L(1.3))
    line(
        pl.c,
        pl.Ps([(cx - ux * 0.9 + fx, cy - uy * 0.9 + fy), (cx + ux * 0.9 + fx, cy + uy * 0.9 + fy)]),
        pl.pal.screen,
        pl.L(0.7),
    )


def desk(pl: Plan, b: Box, facing: float, screens: int = 1) -> None:
    """A desk with a chair on the side the user faces from, and a monitor or two."""
    x0, y0, x1, y1 = b
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    t = math.radians(facing)
    # Half the desk's depth along the facing direction.
    reach = (x1 - x0) / 2 * abs(math.cos(t)) + (y1 - y0) / 2 * abs(math.sin(t))
    chair(pl, (cx - math.cos(t) * (reach + 2.0), cy - math.sin(t) * (reach + 2.0)), facing)
    slab(pl, b, pl.pal.prop)
    span = (y1 - y0) if abs(math.cos(t)) > 0.5 else (x1 - x0)
    for i in range(screens):
        off = (i - (screens - 1) / 2) * span / max(screens, 1) * 0.9
        mx = cx + math.cos(t) * reach * 0.45 - math.sin(t) * off
        my = cy + math.sin(t) * reach * 0.45 + math.cos(t) * off
        monitor(pl, (mx, my), span / max(screens, 1) * 0.7, facing + 180)


def console(pl: Plan, center: Point, radius: float, start: float, end: float, screens: int) -> None:
    """A curved control desk (an annulus segment) lined with screens facing its centre."""
    cx, cy = center
    outer, inner = radius + 2.5, radius - 2.5
    pts = []
    for i in range(25):
        t = math.radians(start + (end - start) * i / 24)
        pts.append((cx + outer * math.cos(t), cy + outer * math.sin(t)))
    for i in range(25):
        t = math.radians(end - (end - start) * i / 24)
        pts.append((cx + inner * math.cos(t), cy + inner * math.sin(t)))
    polygon(pl.c, pl.Ps(pts), pl.pal.prop, pl.pal.edge, pl.L(0.35))
    for i in range(screens):
        t = math.radians(start + (end - start) * (i + 0.5) / screens)
        monitor(
            pl,
            (cx + (radius + 1.0) * math.cos(t), cy + (radius + 1.0) * math.sin(t)),
            4.2,
            math.degrees(t) + 180,
        )
    for i in range(max(1, screens - 1)):
        t = math.radians(start + (end - start) * (i + 1) / screens)
        chair(
            pl,
            (cx + (inner - 2.6) * math.cos(t), cy + (inner - 2.6) * math.sin(t)),
            math.degrees(t),
        )


def flask(pl: Plan, center: Point, r: float, liquid: Color) -> None:
    """A round-bottomed flask from above: glass rim and the liquid inside."""
    circle(pl.c, pl.P(*center), pl.L(r), rgba(pl.pal.water, 0.9), pl.pal.edge, pl.L(0.25))
    circle(pl.c, pl.P(*center), pl.L(r * 0.62), liquid)
    circle(
        pl.c,
        pl.P(center[0] - r * 0.3, center[1] - r * 0.3),
        pl.L(r * 0.2),
        rgba((255, 255, 255), 0.8),
    )


def bench(pl: Plan, b: Box, seed: int, flasks: int = 3) -> None:
    """A lab bench with flasks and a rack of test tubes."""
    slab(pl, b, pl.pal.metal)
    rng = random.Random(seed)
    x0, y0, x1, y1 = b
    horizontal = (x1 - x0) >= (y1 - y0)
    d = min(x1 - x0, y1 - y0)
    for i in range(flasks):
        f = (i + 0.5 + rng.uniform(-0.2, 0.2)) / flasks
        p = (
            (x0 + (x1 - x0) * f, (y0 + y1) / 2)
            if horizontal
            else ((x0 + x1) / 2, y0 + (y1 - y0) * f)
        )
        liquid = rng.choice((pl.pal.liquid, pl.pal.accent, pl.pal.screen))
        flask(pl, p, d * rng.uniform(0.24, 0.33), liquid)


def tank(pl: Plan, center: Point, r: float) -> None:
    """A specimen tank: a glass cylinder of glowing liquid with something inside."""
    cx, cy = center
    circle(pl.c, pl.P(cx, cy), pl.L(r + 0.8), pl.pal.metal, pl.pal.edge, pl.L(0.35))
    circle(pl.c, pl.P(cx, cy), pl.L(r), pl.pal.liquid)
    circle(
        pl.c,
        pl.P(cx + r * 0.15, cy + r * 0.1),
        pl.L(r * 0.45),
        mix(pl.pal.liquid, pl.pal.edge, 0.45),
    )
    circle(pl.c, pl.P(cx - r * 0.35, cy - r * 0.35), pl.L(r * 0.18), rgba((255, 255, 255), 0.75))


def rack(pl: Plan, b: Box) -> None:
    """A server rack: a dark cabinet with rows of status lights."""
    slab(pl, b, pl.pal.edge, 0.3)
    x0, y0, x1, y1 = b
    rows = max(2, int((y1 - y0) / 2.2))
    for i in range(rows):
        y = y0 + (y1 - y0) * (i + 0.5) / rows
        line(
            pl.c,
            pl.Ps([(x0 + 0.8, y), (x1 - 2.0, y)]),
            mix(pl.pal.edge, pl.pal.metal, 0.35),
            pl.L(0.5),
        )
        circle(pl.c, pl.P(x1 - 1.1, y), pl.L(0.35), pl.pal.screen if i % 3 else pl.pal.accent)


def conveyor(pl: Plan, b: Box) -> None:
    """A conveyor belt with its rollers showing."""
    slab(pl, b, pl.pal.metal, 0.5)
    x0, y0, x1, y1 = b
    x = x0 + 1.2
    while x < x1 - 0.8:
        line(pl.c, pl.Ps([(x, y0 + 0.6), (x, y1 - 0.6)]), pl.pal.edge, pl.L(0.3))
        x += 1.6
    for fx in (0.3, 0.68):
        bx = x0 + (x1 - x0) * fx
        rounded(
            pl.c,
            pl.B((bx - 2.2, y0 + 0.9, bx + 2.2, y1 - 0.9)),
            pl.L(0.3),
            pl.pal.wood,
            pl.pal.edge,
            pl.L(0.25),
        )


def robot_arm(pl: Plan, base: Point, lengths: Sequence[float], angles: Sequence[float]) -> None:
    """An articulated arm from a round base: segments at absolute ``angles`` (degrees)
    with joints, ending in a two-fingered gripper."""
    pal = pl.pal
    circle(pl.c, pl.P(*base), pl.L(4.2), pal.metal, pal.edge, pl.L(0.4))
    circle(pl.c, pl.P(*base), pl.L(2.4), pal.accent, pal.edge, pl.L(0.3))
    x, y = base
    joints = [(x, y)]
    for ln, ang in zip(lengths, angles, strict=True):
        t = math.radians(ang)
        x, y = x + ln * math.cos(t), y + ln * math.sin(t)
        joints.append((x, y))
    for i in range(len(joints) - 1):
        w = 3.0 - i * 0.7
        line(pl.c, pl.Ps(joints[i : i + 2]), pal.edge, pl.L(w + 0.8))
        line(pl.c, pl.Ps(joints[i : i + 2]), pal.accent, pl.L(w))
    for j in joints[1:]:
        circle(pl.c, pl.P(*j), pl.L(1.5), pal.metal, pal.edge, pl.L(0.3))
    t = math.radians(angles[-1])
    ex, ey = joints[-1]
    for side in (-1, 1):
        n = (-math.sin(t) * side * 1.4, math.cos(t) * side * 1.4)
        p0 = (ex + n[0], ey + n[1])
        p1 = (p0[0] + 2.4 * math.cos(t), p0[1] + 2.4 * math.sin(t))
        line(pl.c, pl.Ps([p0, p1]), pal.edge, pl.L(0.8))


def plant(pl: Plan, center: Point, r: float, seed: int) -> None:
    """A potted plant or shrub from above: a ring of pointed leaves round a dark heart."""
    rng = random.Random(seed)
    cx, cy = center
    n = rng.randint(7, 10)
    turn = rng.uniform(0, math.tau)
    for layer, (scale, color) in enumerate(((1.0, pl.pal.plant_dark), (0.72, pl.pal.plant))):
        for i in range(n):
            t = turn + math.tau * i / n + layer * math.pi / n
            tip = (cx + math.cos(t) * r * scale, cy + math.sin(t) * r * scale)
            side = 0.42 * r * scale
            mid = (cx + math.cos(t) * r * scale * 0.5, cy + math.sin(t) * r * scale * 0.5)
            nx, ny = -math.sin(t) * side * 0.5, math.cos(t) * side * 0.5
            polygon(
                pl.c,
                pl.Ps([(cx, cy), (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)]),
                color,
            )
    circle(pl.c, pl.P(cx, cy), pl.L(r * 0.22), pl.pal.plant_dark)


def planter(pl: Plan, b: Box, seed: int) -> None:
    """A raised bed of soil with shrubs in it."""
    x0, y0, x1, y1 = b
    rounded(pl.c, pl.B(b), pl.L(1.0), pl.pal.wood, pl.pal.edge, pl.L(0.4))
    rounded(
        pl.c, pl.B((x0 + 1, y0 + 1, x1 - 1, y1 - 1)), pl.L(0.6), mix(pl.pal.wood, pl.pal.edge, 0.55)
    )
    rng = random.Random(seed)
    horizontal = (x1 - x0) >= (y1 - y0)
    length = (x1 - x0) if horizontal else (y1 - y0)
    depth = min(x1 - x0, y1 - y0)
    n = max(1, round(length / depth))
    for i in range(n):
        f = (i + 0.5) / n
        p = (
            (x0 + (x1 - x0) * f, (y0 + y1) / 2)
            if horizontal
            else ((x0 + x1) / 2, y0 + (y1 - y0) * f)
        )
        plant(pl, p, depth * rng.uniform(0.45, 0.6), seed * 31 + i)


def pond(pl: Plan, b: Box) -> None:
    """A small pond with a stone rim and a lily pad."""
    x0, y0, x1, y1 = b
    pl.c.draw.ellipse(
        pl.c.box(pl.B(b)), fill=pl.pal.metal, outline=pl.pal.edge, width=pl.c.w(pl.L(0.35))
    )
    pl.c.draw.ellipse(pl.c.box(pl.B((x0 + 1.2, y0 + 1.2, x1 - 1.2, y1 - 1.2))), fill=pl.pal.water)
    cx, cy = x0 + (x1 - x0) * 0.35, y0 + (y1 - y0) * 0.45
    circle(pl.c, pl.P(cx, cy), pl.L(1.6), pl.pal.plant)
    circle(pl.c, pl.P(x0 + (x1 - x0) * 0.66, y0 + (y1 - y0) * 0.6), pl.L(1.1), pl.pal.plant)


def stepping_stones(pl: Plan, pts: Sequence[Point], r: float = 1.6) -> None:
    """A path of round stones."""
    for x, y in pts:
        circle(pl.c, pl.P(x, y), pl.L(r), pl.pal.metal, pl.pal.edge, pl.L(0.25))


def counter(pl: Plan, b: Box) -> None:
    """A kitchen counter with a sink and a hob."""
    slab(pl, b, pl.pal.metal, 0.4)
    x0, y0, x1, y1 = b
    horizontal = (x1 - x0) >= (y1 - y0)
    if horizontal:
        sink = (x0 + (x1 - x0) * 0.2, y0 + 0.8, x0 + (x1 - x0) * 0.38, y1 - 0.8)
        hob = ((x0 + (x1 - x0) * 0.7), (y0 + y1) / 2)
    else:
        sink = (x0 + 0.8, y0 + (y1 - y0) * 0.2, x1 - 0.8, y0 + (y1 - y0) * 0.38)
        hob = ((x0 + x1) / 2, y0 + (y1 - y0) * 0.7)
    rounded(pl.c, pl.B(sink), pl.L(0.6), pl.pal.water, pl.pal.edge, pl.L(0.25))
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        circle(
            pl.c,
            pl.P(hob[0] + dx * 1.5, hob[1] + dy * 1.5),
            pl.L(1.0),
            None,
            pl.pal.edge,
            pl.L(0.3),
        )


def holo_table(
    pl: Plan, center: Point, r: float, hologram: Callable[[Canvas, Point, float], None] | None
) -> None:
    """A round projection table with whatever ``hologram(canvas, center, size)`` shows
    hovering over it."""
    cx, cy = center
    circle(pl.c, pl.P(cx, cy), pl.L(r + 1.2), pl.pal.metal, pl.pal.edge, pl.L(0.4))
    circle(pl.c, pl.P(cx, cy), pl.L(r), mix(pl.pal.edge, pl.pal.screen, 0.25))
    circle(pl.c, pl.P(cx, cy), pl.L(r * 0.8), None, rgba(pl.pal.screen, 0.8), pl.L(0.3))
    if hologram is not None:
        hologram(pl.c, pl.P(cx, cy), pl.L(r * 1.5))
