"""A.D.A.P.T. card art: the small marks a card is read by.

Stat icons (jaw = Ferocity, shield-scale = Survival, heart = Health, drop = Lethality,
and one for every other score), the Special Actions, the ten locations on a fish, the
attack die drawn as its polyhedron, the ladder of fins that shows a level, and the Red
pack's mark. Each fits a square of side ``size`` around ``center`` (reference units).
"""

from __future__ import annotations

import math

from petridish.art import icons
from petridish.art import text as tx
from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    arc,
    circle,
    ellipse,
    line,
    mix,
    polygon,
    rgba,
    rounded,
)
from petridish.art.icons import placed
from petridish.games.adapt.art.palette import INK, PAPER, SPECIAL_COLORS, STAT_COLORS, WHITE

IVORY: Color = (250, 244, 226, 255)


def _curve(center: Point, size: float, f, n: int = 24) -> list[Point]:  # type: ignore[no-untyped-def]
    return placed(center, size, [f(i / n) for i in range(n + 1)])


# -- stats -------------------------------------------------------------------------------------
def jaw(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Ferocity: an open jaw, top and bottom rows of teeth."""
    w = size * 0.06
    for sign in (-1, 1):
        pts = _curve(
            center,
            size,
            lambda t, s=sign: (-0.46 + 0.92 * t, s * (0.1 + 0.3 * math.sin(math.pi * t) ** 0.7)),
        )
        gum = [*pts, *placed(center, size, [(0.46, sign * 0.02), (-0.46, sign * 0.02)])]
        polygon(c, gum, fill, ink, w)
        for i in range(5):
            u = -0.32 + 0.16 * i
            base = 0.12 + 0.26 * math.sin(math.pi * (u + 0.46) / 0.92) ** 0.7
            tooth = placed(
                center,
                size,
                [(u - 0.06, sign * base * 0.55), (u + 0.06, sign * base * 0.55), (u, sign * 0.0)],
            )
            polygon(c, tooth, IVORY, ink, w * 0.5)


def shield_scale(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Survival: a shield covered in fish scales."""
    outline = placed(
        center,
        size,
        [(0, -0.48), (0.42, -0.36), (0.38, 0.08), (0, 0.5), (-0.38, 0.08), (-0.42, -0.36)],
    )
    with c.layer(clip=c.mask_polygon(outline)) as v:
        polygon(v, outline, fill)
        light = mix(fill, WHITE, 0.45)
        for row in range(5, -1, -1):
            for col in range(-3, 4):
                x = col * 0.2 + (0.1 if row % 2 else 0)
                y = -0.42 + row * 0.17
                ((px, py),) = placed(center, size, [(x, y)])
                arc(
                    v,
                    (px - size * 0.11, py - size * 0.11, px + size * 0.11, py + size * 0.11),
                    0,
                    180,
                    light,
                    size * 0.035,
                )
    polygon(c, outline, None, ink, size * 0.06)


def heart(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Health: a heart."""
    pts = []
    for i in range(48):
        t = math.tau * i / 48
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x / 34, y / 34 + 0.04))
    polygon(c, placed(center, size, pts), fill, ink, size * 0.06)
    ellipse(c, _box(center, size, (-0.3, -0.3, -0.12, -0.14)), rgba(WHITE, 0.7))


def drop(
    c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK, mark: str = ""
) -> None:
    """Lethality: a drop (of blood); with ``mark`` "venom" or "return" for the poisons."""
    pts = []
    for i in range(40):
        t = math.tau * i / 40
        r = 0.3
        x = r * math.sin(t) * (1 - 0.0 * math.cos(t))
        y = 0.12 - r * math.cos(t)
        if math.cos(t) > 0.2:  # pull the top into a point
            k = (math.cos(t) - 0.2) / 0.8
            x *= 1 - k * 0.9
            y -= k * 0.25
        pts.append((x, -y + 0.12))
    outline = placed(center, size, [(x, -y + 0.24) for x, y in pts])
    polygon(c, outline, fill, ink, size * 0.06)
    ellipse(c, _box(center, size, (-0.15, 0.0, -0.04, 0.2)), rgba(WHITE, 0.65))
    if mark == "venom":
        for dx, dy, r in ((0.32, -0.3, 0.07), (0.4, -0.12, 0.05)):
            circle(c, placed(center, size, [(dx, dy)])[0], size * r, fill, ink, size * 0.03)
    elif mark == "return":
        arc(c, _box(center, size, (-0.5, -0.5, 0.5, 0.5)), 200, 330, ink, size * 0.07)
        tip = placed(center, size, [(0.44, -0.25), (0.5, -0.05), (0.3, -0.08)])
        polygon(c, tip, ink)


def plate(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Armor: a riveted hexagonal plate."""
    pts = icons.hexagon(center, size * 0.46, 30)
    polygon(c, pts, fill, ink, size * 0.06)
    polygon(c, icons.hexagon(center, size * 0.3, 30), None, rgba(WHITE, 0.6), size * 0.04)
    for p in icons.hexagon(center, size * 0.36, 0):
        circle(c, p, size * 0.04, ink)


def spikes(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Counter Attack: a spiky burst (bite it and bleed)."""
    polygon(c, icons.star(center, size * 0.5, size * 0.24, 9), fill, ink, size * 0.05)
    circle(c, center, size * 0.14, mix(fill, WHITE, 0.5), ink, size * 0.04)


def lure(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Bait: an angler's lure, a glowing bulb on a curved stalk."""
    stalk = _curve(
        center, size, lambda t: (-0.4 + 0.6 * t, 0.42 - 0.7 * math.sin(math.pi * 0.5 * t) - 0.1 * t)
    )
    line(c, stalk, ink, size * 0.08)
    ((bx, by),) = placed(center, size, [(0.22, -0.2)])
    with c.shadow(blur=size * 0.12, offset=(0, 0), color=fill, opacity=0.9) as g:
        circle(g, (bx, by), size * 0.2, fill)
    circle(c, (bx, by), size * 0.2, fill, ink, size * 0.05)
    circle(c, (bx - size * 0.06, by - size * 0.06), size * 0.06, WHITE)


def ink_cloud(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Hide: a cloud of ink."""
    puffs = ((-0.22, 0.06, 0.22), (0.02, -0.1, 0.26), (0.24, 0.08, 0.2), (0.0, 0.16, 0.2))
    for dx, dy, r in puffs:
        circle(c, placed(center, size, [(dx, dy)])[0], size * (r + 0.04), ink)
    for dx, dy, r in puffs:
        circle(c, placed(center, size, [(dx, dy)])[0], size * r, fill)
    for dx, dy in ((-0.12, -0.02), (0.1, -0.14)):
        circle(c, placed(center, size, [(dx, dy)])[0], size * 0.05, rgba(WHITE, 0.7))


def leap(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Jump: an arc over a wave."""
    wave = _curve(
        center, size, lambda t: (-0.46 + 0.92 * t, 0.32 + 0.06 * math.sin(t * math.tau * 2))
    )
    line(c, wave, ink, size * 0.1)
    line(c, wave, fill, size * 0.05)
    path = _curve(center, size, lambda t: (-0.34 + 0.6 * t, 0.2 - 0.62 * math.sin(math.pi * t)), 16)
    line(c, path[:-1], ink, size * 0.12)
    line(c, path[:-1], fill, size * 0.07)
    tip = placed(center, size, [(0.36, 0.26), (0.16, 0.04), (0.36, 0.0)])
    polygon(c, tip, fill, ink, size * 0.04)


def school(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """School: three small fish swimming together."""
    for dx, dy, s in ((-0.18, -0.2, 0.5), (0.16, -0.02, 0.55), (-0.16, 0.24, 0.45)):
        ((x, y),) = placed(center, size, [(dx, dy)])
        fish_mark(c, (x, y), size * s, fill, ink)


def bolt(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Shock: a lightning bolt."""
    icons.bolt(c, center, size * 1.05, fill, ink)


def cross(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Heal: a rounded cross."""
    for horizontal in (False, True):
        b = (-0.13, -0.42, 0.13, 0.42) if not horizontal else (-0.42, -0.13, 0.42, 0.13)
        x0, y0, x1, y1 = _box(center, size, b)

        rounded(c, (x0, y0, x1, y1), size * 0.08, ink)
    for horizontal in (False, True):
        b = (-0.08, -0.37, 0.08, 0.37) if not horizontal else (-0.37, -0.08, 0.37, 0.08)

        rounded(c, _box(center, size, b), size * 0.05, fill)


def amphibious_mark(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """Amphibious: a webbed foot."""
    toes = [(-0.3, -0.34), (0.0, -0.44), (0.3, -0.34)]
    web = [(-0.12, 0.34), *toes[:1], (-0.15, -0.12), toes[1], (0.15, -0.12), toes[2], (0.12, 0.34)]
    polygon(c, placed(center, size, web), fill, ink, size * 0.06)
    for t in toes:
        circle(
            c, placed(center, size, [t])[0], size * 0.08, mix(fill, WHITE, 0.4), ink, size * 0.04
        )


def _box(
    center: Point, size: float, b: tuple[float, float, float, float]
) -> tuple[float, float, float, float]:
    cx, cy = center
    return (cx + b[0] * size, cy + b[1] * size, cx + b[2] * size, cy + b[3] * size)


STAT_ICONS = {
    "ferocity": jaw,
    "survival": shield_scale,
    "health": heart,
    "lethality": drop,
    "armor": plate,
    "counter_attack": spikes,
    "venomous": lambda c, p, s, f, i=INK: drop(c, p, s, f, i, "venom"),
    "counter_poison": lambda c, p, s, f, i=INK: drop(c, p, s, f, i, "return"),
    "bait": lure,
    "hide": ink_cloud,
    "jump": leap,
}
SPECIAL_ICONS = {
    "bait": lure,
    "hide": ink_cloud,
    "jump": leap,
    "school": school,
    "shock": bolt,
    "heal": cross,
}


def stat_icon(c: Canvas, stat: str, center: Point, size: float, ink: Color = INK) -> None:
    STAT_ICONS[stat](c, center, size, STAT_COLORS[stat], ink)


def special_icon(c: Canvas, special: str, center: Point, size: float, ink: Color = INK) -> None:
    SPECIAL_ICONS[special](c, center, size, SPECIAL_COLORS[special], ink)


# -- locations ---------------------------------------------------------------------------------
def fish_mark(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """A small fish facing right: the Body location, a Guppy, a school."""
    body = _curve(
        center,
        size,
        lambda t: (0.42 * math.cos(math.tau * t) + 0.05, 0.22 * math.sin(math.tau * t)),
        28,
    )
    tail = placed(center, size, [(-0.3, 0.0), (-0.5, -0.22), (-0.5, 0.22)])
    polygon(c, tail, fill, ink, size * 0.06)
    polygon(c, body, fill, ink, size * 0.06)
    circle(c, placed(center, size, [(0.26, -0.04)])[0], size * 0.05, ink)


def location_icon(
    c: Canvas, location: str, center: Point, size: float, fill: Color, ink: Color = INK
) -> None:
    """Where on a fish a card goes."""
    w = size * 0.06
    if location == "body":
        fish_mark(c, center, size * 1.1, fill, ink)
    elif location == "horn":
        pts = placed(center, size, [(-0.26, 0.42), (0.3, -0.46), (0.24, 0.42)])
        polygon(c, pts, IVORY, ink, w)
        for i in range(1, 4):
            t = i / 4
            a = (-0.26 + 0.56 * t, 0.42 - 0.88 * t)
            b = (0.24 + 0.06 * t, 0.42 - 0.88 * t)
            line(c, placed(center, size, [a, b]), rgba(ink, 0.7), w * 0.6)
    elif location == "eyes":
        icons.eye(c, center, size * 0.95, IVORY, fill, ink, ink)
    elif location == "jaws":
        jaw(c, center, size * 0.95, fill, ink)
    elif location == "dorsal":
        pts = _curve(
            center,
            size,
            lambda t: (-0.44 + 0.88 * t, 0.3 - 0.75 * math.sin(math.pi * t**0.7) ** 1.3),
        )
        polygon(c, [*pts, *placed(center, size, [(0.44, 0.36), (-0.44, 0.36)])], fill, ink, w)
        for i in range(1, 5):
            u = -0.44 + 0.88 * i / 5
            line(c, placed(center, size, [(u, 0.32), (u + 0.05, -0.1)]), rgba(ink, 0.6), w * 0.5)
    elif location == "fins":
        root = (0.3, -0.3)
        tips = [(-0.44, -0.1), (-0.38, 0.2), (-0.16, 0.42), (0.1, 0.44)]
        pts = [root, *tips, (0.34, 0.0)]
        polygon(c, placed(center, size, pts), fill, ink, w)
        for t in tips[1:]:
            line(c, placed(center, size, [root, t]), rgba(ink, 0.6), w * 0.5)
    elif location == "tail":
        pts = [
            (0.46, -0.13),
            (0.02, -0.1),
            (-0.22, -0.46),
            (-0.48, -0.44),
            (-0.26, 0.0),
            (-0.48, 0.44),
            (-0.22, 0.46),
            (0.02, 0.1),
            (0.46, 0.13),
        ]
        polygon(c, placed(center, size, pts), fill, ink, w)
        for v in (-0.28, 0.28):
            line(c, placed(center, size, [(0.0, 0.0), (-0.3, v)]), rgba(ink, 0.6), w * 0.6)
    elif location == "skin":
        outline = placed(center, size, [(-0.44, -0.4), (0.44, -0.4), (0.44, 0.4), (-0.44, 0.4)])
        with c.layer(clip=c.mask_polygon(outline)) as v:
            polygon(v, outline, fill)
            for row in range(5, -1, -1):
                for col in range(-3, 4):
                    ((px, py),) = placed(
                        center, size, [(col * 0.22 + (0.11 if row % 2 else 0), -0.44 + row * 0.18)]
                    )
                    r = size * 0.13
                    circle(v, (px, py), r, mix(fill, WHITE, 0.2 * (row % 2)), ink, w * 0.7)
        polygon(c, outline, None, ink, w)
    elif location == "organ":
        with c.shadow(blur=size * 0.15, offset=(0, 0), color=fill, opacity=0.9) as g:
            circle(g, center, size * 0.34, fill)
        pts = _curve(
            center,
            size,
            lambda t: (
                0.36 * math.cos(math.tau * t),
                0.3 * math.sin(math.tau * t) - 0.08 * math.cos(2 * math.tau * t),
            ),
            30,
        )
        polygon(c, pts, mix(fill, WHITE, 0.35), ink, w)
        circle(c, placed(center, size, [(-0.1, -0.08)])[0], size * 0.08, WHITE)
    elif location == "tentacles":
        pts = _curve(
            center,
            size,
            lambda t: (
                0.3 - 0.6 * t + 0.25 * math.sin(math.pi * t),
                -0.44 + 0.7 * t + 0.18 * math.sin(math.tau * t),
            ),
            20,
        )
        for i in range(len(pts) - 1):
            line(c, pts[i : i + 2], ink, size * (0.22 - 0.16 * i / 20) + w)
        for i in range(len(pts) - 1):
            line(c, pts[i : i + 2], fill, size * (0.22 - 0.16 * i / 20))
        for i in range(3, 17, 3):
            circle(c, pts[i], size * 0.035, IVORY)
        tip = pts[-1]
        arc(
            c,
            (tip[0] - size * 0.14, tip[1] - size * 0.02, tip[0] + size * 0.06, tip[1] + size * 0.2),
            120,
            420,
            ink,
            w * 1.2,
        )


# -- dice --------------------------------------------------------------------------------------
def die(
    c: Canvas,
    sides: int,
    center: Point,
    size: float,
    fill: Color,
    ink: Color,
    label: str | None = None,
) -> None:
    """An attack die drawn as its polyhedron, its number on the front face."""
    cx, cy = center
    r = size / 2
    light, shade = mix(fill, WHITE, 0.55), mix(fill, ink, 0.25)
    w = size * 0.035
    text_y = cy
    text_size = size * 0.36
    if sides == 4:
        pts = placed(center, size, [(0, -0.5), (0.5, 0.36), (-0.5, 0.36)])
        polygon(c, pts, fill, ink, w)
        mid = (cx, cy + size * 0.05)
        for p in pts:
            line(c, [mid, p], rgba(ink, 0.5), w * 0.6)
        polygon(c, [pts[0], mid, pts[2]], light)
        polygon(c, pts, None, ink, w)
        text_y, text_size = cy + size * 0.14, size * 0.3
    elif sides == 6:
        front = placed(center, size, [(-0.36, -0.22), (0.22, -0.22), (0.22, 0.4), (-0.36, 0.4)])
        top = placed(center, size, [(-0.36, -0.22), (-0.14, -0.44), (0.44, -0.44), (0.22, -0.22)])
        side = placed(center, size, [(0.22, -0.22), (0.44, -0.44), (0.44, 0.18), (0.22, 0.4)])
        polygon(c, top, light, ink, w)
        polygon(c, side, shade, ink, w)
        polygon(c, front, fill, ink, w)
        cx, text_y, text_size = cx - size * 0.07, cy + size * 0.09, size * 0.4
    elif sides == 8:
        pts = placed(center, size, [(0, -0.5), (0.42, 0.0), (0, 0.5), (-0.42, 0.0)])
        polygon(c, pts, shade, ink, w)
        face = placed(center, size, [(0, -0.5), (0.42, 0.0), (-0.42, 0.0)])
        polygon(c, [face[0], face[1], (cx, cy + size * 0.2), face[2]], fill, ink, w)
        polygon(c, pts, None, ink, w)
        text_y, text_size = cy - size * 0.04, size * 0.32
    elif sides == 10:
        pts = placed(
            center,
            size,
            [(0, -0.5), (0.46, -0.06), (0.46, 0.1), (0, 0.5), (-0.46, 0.1), (-0.46, -0.06)],
        )
        polygon(c, pts, shade, ink, w)
        face = placed(center, size, [(0, -0.5), (0.3, 0.1), (0, 0.3), (-0.3, 0.1)])
        polygon(c, face, fill, ink, w)
        text_y, text_size = cy - size * 0.01, size * 0.3
    elif sides == 12:
        outer = [
            (
                cx + r * math.cos(math.radians(-90 + 36 * i)),
                cy + r * math.sin(math.radians(-90 + 36 * i)),
            )
            for i in range(10)
        ]
        inner = [
            (
                cx + r * 0.58 * math.cos(math.radians(-90 + 72 * i)),
                cy + r * 0.58 * math.sin(math.radians(-90 + 72 * i)),
            )
            for i in range(5)
        ]
        polygon(c, outer, shade, ink, w)
        for i, p in enumerate(inner):
            line(c, [p, outer[2 * i]], rgba(ink, 0.7), w * 0.8)
        polygon(c, inner, fill, ink, w)
        text_size = size * 0.32
    else:  # d20, and any other die
        outer = icons.hexagon(center, r)
        polygon(c, outer, shade, ink, w)
        tri = [(cx, cy - r * 0.62), (cx + r * 0.62, cy + r * 0.4), (cx - r * 0.62, cy + r * 0.4)]
        for i, p in enumerate(outer):
            line(c, [p, tri[((i + 1) // 2) % 3]], rgba(ink, 0.6), w * 0.8)
        polygon(c, tri, fill, ink, w)
        text_y, text_size = cy + r * 0.06, size * 0.3
    s = label if label is not None else str(sides)
    text_size = tx.fit(c, s, "bold", text_size * 1.25, size * 0.56, text_size * 0.5)
    tx.text(c, (cx, text_y), s, "bold", text_size, ink, stroke=size * 0.03, stroke_fill=WHITE)


# -- level -------------------------------------------------------------------------------------
def fin_ladder(
    c: Canvas, bottom: Point, step: float, level: int, lit: Color, dim: Color, ink: Color
) -> None:
    """Levels 1-5 as a ladder of fins: one fin a rung, the lowest first, lit up to
    ``level``."""
    x, y = bottom
    for i in range(5):
        cy = y - i * step
        on = i < level
        pts = _curve(
            (x, cy),
            step,
            lambda t: (-0.5 + 1.0 * t, 0.3 - 0.75 * math.sin(math.pi * t**0.6) ** 1.2),
            16,
        )
        pts = [*pts, (x + step * 0.5, cy + step * 0.3)]
        if on:
            polygon(c, pts, lit, ink, step * 0.07)
            line(
                c,
                [(x - step * 0.2, cy + step * 0.1), (x + step * 0.05, cy - step * 0.3)],
                rgba(WHITE, 0.7),
                step * 0.05,
            )
        else:
            polygon(c, pts, dim, rgba(ink, 0.55), step * 0.05)


# -- packs -------------------------------------------------------------------------------------
def pack_mark(c: Canvas, center: Point, size: float, fill: Color, ink: Color = INK) -> None:
    """The Red (Octo) pack's mark: a little octopus in a red bubble."""
    circle(c, center, size * 0.5, fill, PAPER, size * 0.07)
    cx, cy = center
    for i in range(5):
        u = -0.24 + 0.12 * i
        pts = _curve(
            center, size, lambda t, u=u, i=i: (u + 0.06 * math.sin(t * 5 + i), 0.0 + 0.3 * t), 6
        )
        line(c, pts, PAPER, size * 0.07)
    ellipse(c, (cx - size * 0.24, cy - size * 0.3, cx + size * 0.24, cy + size * 0.1), PAPER)
    for dx in (-0.09, 0.09):
        circle(c, (cx + dx * size, cy - size * 0.1), size * 0.045, fill)
