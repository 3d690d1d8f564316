"""ADRIFT card art: one pictogram per item use.

Every ``use`` of ``items.toml`` (content.USES) has a pictogram a player knows at a
glance: a fishing pole with its line, a landing net, an oar, rowing gloves, a compass, a
bucket, a knife, a coil of rope, a roll of electrical tape, a flare gun, a flare, a ring
life saver, a can of beans, a water bottle and a first aid kit. They are drawn as a
two-ink print would be, dark ink with signal red as the second colour, on light tones
that let the paper's weathering show through.

Each is laid out in the unit square (-0.5..0.5 either way) of a :class:`Frame`: a centre
and a size in reference units, turned for the long items (oar, knife, pole) so they lie
along the diagonal, where they are longest.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

from petridish.art import text as tx
from petridish.art.draw import Canvas, Color, Point, circle, ellipse, line, mix, polygon, rgba
from petridish.art.organic import smooth
from petridish.games.adrift.art.palette import (
    INK,
    PAPER_LIGHT,
    SEA,
    SIGNAL,
    STEEL,
    TONE,
    WATER,
    WOOD,
    WOOD_DARK,
)

OUTLINE = 0.028  # the ink line round each part, as a share of the pictogram's size
HEMP = (196, 168, 116, 255)
FLAME = (236, 150, 62, 255)
TAPE = mix(INK, STEEL, 0.12)


class Frame:
    """A pictogram's square: unit points placed around ``center`` at ``size`` reference
    units, turned ``angle`` degrees clockwise and mirrored left to right with ``mirror``."""

    def __init__(
        self,
        center: Point,
        size: float,
        angle: float = 0.0,
        shift: Point = (0.0, 0.0),
        mirror: bool = False,
    ) -> None:
        self.cx, self.cy = center
        self.size = size
        t = math.radians(angle)
        self.cos, self.sin = math.cos(t), math.sin(t)
        self.shift = shift
        self.flip = -1.0 if mirror else 1.0

    def __call__(self, u: float, v: float) -> Point:
        u *= self.flip
        x = u * self.cos - v * self.sin + self.shift[0]
        y = u * self.sin + v * self.cos + self.shift[1]
        return (self.cx + x * self.size, self.cy + y * self.size)

    def pts(self, uv: Sequence[Point]) -> list[Point]:
        return [self(u, v) for u, v in uv]

    def k(self, share: float) -> float:
        """A length (a line width, a radius) given as a share of the size."""
        return share * self.size


# -- unit-square shapes -------------------------------------------------------------------
def rrect(u0: float, v0: float, u1: float, v1: float, r: float) -> list[Point]:
    """A rounded rectangle's outline as points (so it can be turned with its frame)."""
    r = min(r, (u1 - u0) / 2, (v1 - v0) / 2)
    out: list[Point] = []
    for cu, cv, start in (
        (u1 - r, v0 + r, -90),
        (u1 - r, v1 - r, 0),
        (u0 + r, v1 - r, 90),
        (u0 + r, v0 + r, 180),
    ):
        for k in range(7):
            t = math.radians(start + 15 * k)
            out.append((cu + r * math.cos(t), cv + r * math.sin(t)))
    return out


def oval(
    cu: float, cv: float, ru: float, rv: float, a0: float = 0, a1: float = 360, n: int = 48
) -> list[Point]:
    """Points on an ellipse from ``a0`` to ``a1`` degrees (0 is to the right, 90 down)."""
    return [
        (
            cu + ru * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cv + rv * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


def bezier(*ctrl: Point, n: int = 24) -> list[Point]:
    """Points on a Bézier curve through its control points (quadratic or cubic)."""
    out = []
    for i in range(n + 1):
        t = i / n
        pts = list(ctrl)
        while len(pts) > 1:  # de Casteljau
            pts = [
                (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                for a, b in itertools.pairwise(pts)
            ]
        out.append(pts[0])
    return out


def drop(cu: float, cv: float, r: float) -> list[Point]:
    """A falling drop, point up, its round part of radius ``r`` centred at (cu, cv)."""
    out = [(cu, cv - r * 2.1)]
    for i in range(25):
        t = math.radians(-30 + 240 * i / 24)
        out.append((cu + r * math.cos(t), cv + r * math.sin(t)))
    return smooth([*out], 1, closed=True)


def cased(c: Canvas, pts: list[Point], fill: Color, width: float, casing: float) -> None:
    """A thick line (a handle, a rope) in ``fill`` with an ink casing ``casing`` wide."""
    line(c, pts, INK, width + 2 * casing)
    line(c, pts, fill, width)


def shape(c: Canvas, f: Frame, uv: Sequence[Point], fill: Color, out: float = OUTLINE) -> None:
    """A filled part of a pictogram with its ink outline."""
    polygon(c, f.pts(uv), fill, INK, f.k(out))


# -- the pictograms -------------------------------------------------------------------------
def pole(c: Canvas, at: Point, size: float) -> None:
    """A fishing pole bent to its line, with a reel, a float and a hook."""
    f = Frame(at, size, shift=(-0.03, 0.0))
    rod = bezier((-0.44, 0.46), (-0.02, -0.12), (0.38, -0.46))
    tip = rod[-1]
    # The line, the float and the hook hang under the tip.
    line_x = tip[0]
    line(c, f.pts([tip, (line_x, 0.26)]), INK, f.k(0.013))
    hook = [
        (line_x, 0.26),
        *oval(line_x - 0.05, 0.28, 0.05, 0.055, 0, 180, 16),
        (line_x - 0.1, 0.22),
    ]
    line(c, f.pts(hook), INK, f.k(0.02))
    line(c, f.pts([(line_x - 0.1, 0.22), (line_x - 0.075, 0.245)]), INK, f.k(0.018))
    bob = (line_x, 0.0)
    circle(c, f(*bob), f.k(0.052), PAPER_LIGHT, INK, f.k(0.02))
    polygon(c, f.pts(oval(bob[0], bob[1], 0.052, 0.052, 180, 360, 16)), SIGNAL, INK, f.k(0.02))
    # The rod tapers from the butt to the tip.
    n = len(rod)
    for i in range(n - 1):
        line(c, f.pts(rod[i : i + 2]), INK, f.k(0.056 - 0.036 * i / (n - 2)))
    for t in (0.45, 0.65, 0.82):  # line guides under the rod
        u, v = rod[round(t * (n - 1))]
        circle(c, f(u + 0.018, v + 0.018), f.k(0.016), None, INK, f.k(0.009))
    cased(c, f.pts(rod[:6]), TONE, f.k(0.05), f.k(0.022))  # the cork grip
    reel = (rod[4][0] + 0.055, rod[4][1] + 0.06)
    circle(c, f(*reel), f.k(0.075), STEEL, INK, f.k(0.024))
    circle(c, f(*reel), f.k(0.022), INK)
    line(c, f.pts([reel, (reel[0] + 0.07, reel[1] + 0.04)]), INK, f.k(0.022))
    circle(c, f(reel[0] + 0.075, reel[1] + 0.045), f.k(0.022), WOOD, INK, f.k(0.012))


def net(c: Canvas, at: Point, size: float) -> None:
    """A landing net: a hoop on a handle, the mesh bag hanging from it."""
    f = Frame(at, size, shift=(0.02, 0.02))
    hoop = (0.1, -0.24, 0.32, 0.12)
    left, right = (hoop[0] - hoop[2], hoop[1]), (hoop[0] + hoop[2], hoop[1])
    bag = bezier(left, (-0.16, 0.32), (0.34, 0.4), right, n=32)
    cased(c, f.pts([(-0.46, 0.44), (left[0] + 0.02, left[1] + 0.02)]), WOOD, f.k(0.04), f.k(0.022))
    line(c, f.pts([(-0.47, 0.45), (-0.4, 0.37)]), INK, f.k(0.085))  # the grip's end cap
    mesh = c.view(c.blank())
    step = 0.062
    k = -1.2
    while k < 1.2:
        line(mesh, f.pts([(k - 0.6, 0.5), (k + 0.6, -0.5)]), INK, f.k(0.009))
        line(mesh, f.pts([(k - 0.6, -0.5), (k + 0.6, 0.5)]), INK, f.k(0.009))
        k += step
    clip = c.mask_polygon(f.pts([*bag, *oval(*hoop, 0, -180, 32)]))
    with c.layer(clip=clip) as v:
        polygon(v, f.pts([*bag, *oval(*hoop, 0, -180, 32)]), rgba(TONE, 0.35))
        v.img.alpha_composite(mesh.img)
    line(c, f.pts(bag), INK, f.k(0.02))
    ring = oval(*hoop)
    line(c, f.pts(ring), INK, f.k(0.048))
    line(c, f.pts(ring), STEEL, f.k(0.02))


def oar(c: Canvas, at: Point, size: float) -> None:
    """An oar along the diagonal, blade up: grip, shaft, leather collar, long blade."""
    f = Frame(at, size, angle=-52, shift=(0.0, 0.0))
    cased(c, f.pts([(-0.62, 0), (0.1, 0)]), WOOD, f.k(0.036), f.k(0.024))
    cased(c, f.pts([(-0.7, 0), (-0.6, 0)]), WOOD, f.k(0.058), f.k(0.024))
    cased(c, f.pts([(-0.32, 0), (-0.2, 0)]), TONE, f.k(0.062), f.k(0.022))
    for u in (-0.29, -0.26, -0.23):  # stitching on the collar
        line(c, f.pts([(u, -0.028), (u + 0.012, 0.028)]), INK, f.k(0.008))
    # The blade: a narrow neck flaring to a long flat paddle with a squared, rounded end.
    upper = [*bezier((0.0, -0.024), (0.12, -0.03), (0.2, -0.1), n=12), (0.62, -0.108)]
    tip = oval(0.62, 0.0, 0.05, 0.108, -90, 90, 16)
    lower = [(u, -v) for u, v in reversed(upper)]
    shape(c, f, [*upper, *tip, *lower], WOOD)
    line(c, f.pts([(0.06, 0), (0.6, 0)]), rgba(WOOD_DARK, 0.9), f.k(0.014))
    line(c, f.pts([(0.22, -0.068), (0.6, -0.075)]), rgba(PAPER_LIGHT, 0.55), f.k(0.014))


def gloves(c: Canvas, at: Point, size: float) -> None:
    """A pair of rowing gloves, one over the other."""
    _glove(c, Frame(at, size, angle=14, shift=(0.17, -0.04), mirror=True), mix(WOOD, TONE, 0.35))
    _glove(c, Frame(at, size, angle=-10, shift=(-0.15, 0.05)), TONE)


def _glove(c: Canvas, f: Frame, fill: Color) -> None:
    fingers = [(-0.105, -0.27), (-0.035, -0.315), (0.035, -0.3), (0.105, -0.245)]
    fw = 0.072
    thumb = [(-0.13, 0.07), (-0.27, -0.06)]
    palm = rrect(-0.155, -0.1, 0.155, 0.2, 0.07)
    cuff = rrect(-0.17, 0.17, 0.17, 0.33, 0.03)
    o = OUTLINE
    # Every part's casing first, then every part's fill: one silhouette, one outline.
    for x, top in fingers:
        line(c, f.pts([(x, -0.04), (x, top)]), INK, f.k(fw + 2 * o))
    line(c, f.pts(thumb), INK, f.k(0.085 + 2 * o))
    for part in (palm, cuff):
        polygon(c, f.pts(part), INK, INK, f.k(2 * o))
    for x, top in fingers:
        line(c, f.pts([(x, -0.04), (x, top)]), fill, f.k(fw))
    line(c, f.pts(thumb), fill, f.k(0.085))
    polygon(c, f.pts(palm), fill)
    polygon(c, f.pts(cuff), mix(fill, INK, 0.3))
    for x, top in fingers[:3]:  # the gaps between the fingers
        line(c, f.pts([(x + 0.035, -0.07), (x + 0.035, top + 0.06)]), INK, f.k(0.01))
    line(
        c,
        f.pts(bezier((-0.12, -0.04), (0.0, 0.02), (0.13, -0.03), n=10)),
        rgba(INK, 0.7),
        f.k(0.01),
    )
    for u in (-0.1, -0.03, 0.04, 0.11):  # the cuff's strap holes
        circle(c, f(u, 0.25), f.k(0.014), PAPER_LIGHT)


def compass(c: Canvas, at: Point, size: float) -> None:
    """A pocket compass, its needle pointing somewhere hopeful."""
    f = Frame(at, size, shift=(0.0, 0.03))
    cx, cy = f(0, 0)
    circle(c, f(0, -0.45), f.k(0.055), None, INK, f.k(0.026))
    shape(c, f, rrect(-0.05, -0.44, 0.05, -0.36, 0.02), STEEL)
    circle(c, (cx, cy), f.k(0.4), STEEL, INK, f.k(OUTLINE))
    circle(c, (cx, cy), f.k(0.33), PAPER_LIGHT, INK, f.k(0.014))
    for i in range(32):
        t = math.tau * i / 32
        long = 0.075 if i % 8 == 0 else 0.05 if i % 4 == 0 else 0.03
        r0, r1 = 0.33 - long, 0.33
        a, b = (r0 * math.sin(t), -r0 * math.cos(t)), (r1 * math.sin(t), -r1 * math.cos(t))
        line(c, f.pts([a, b]), INK, f.k(0.014 if i % 4 == 0 else 0.008))
    for word, (u, v) in (("N", (0, -0.2)), ("E", (0.2, 0)), ("S", (0, 0.2)), ("W", (-0.2, 0))):
        tx.text(c, f(u, v), word, "bold", f.k(0.075), INK)
    needle = Frame(f(0, 0), size, angle=32)
    north = [(0, -0.28), (0.052, 0), (-0.052, 0)]
    south = [(0, 0.28), (0.052, 0), (-0.052, 0)]
    polygon(c, needle.pts(south), INK, INK, f.k(0.012))
    polygon(c, needle.pts(north), SIGNAL, INK, f.k(0.012))
    circle(c, (cx, cy), f.k(0.028), STEEL, INK, f.k(0.012))
    glint = oval(0, 0, 0.27, 0.27, 200, 250, 10)
    line(c, f.pts(glint), rgba(PAPER_LIGHT, 0.9), f.k(0.022))


def bucket(c: Canvas, at: Point, size: float) -> None:
    """A tin bucket with its bail handle, dripping."""
    f = Frame(at, size, shift=(-0.02, 0.04))
    top, bottom = (-0.2, 0.31, 0.075), (0.36, 0.23, 0.055)

    def rim(y: float, rx: float, ry: float, a0: float, a1: float) -> list[Point]:
        return oval(0, y, rx, ry, a0, a1, 24)

    body = [*rim(top[0], top[1], top[2], 180, 360), *rim(bottom[0], bottom[1], bottom[2], 0, 180)]
    shape(c, f, body, STEEL)
    with c.layer(clip=c.mask_polygon(f.pts(body))) as v:
        polygon(
            v,
            f.pts([(-0.36, -0.3), (-0.18, -0.3), (-0.12, 0.45), (-0.3, 0.45)]),
            rgba(PAPER_LIGHT, 0.45),
        )
        polygon(v, f.pts([(0.16, -0.3), (0.36, -0.3), (0.3, 0.45), (0.12, 0.45)]), rgba(INK, 0.2))
    for y, w in ((-0.03, 0.02), (0.23, 0.02)):  # the hoops round the tin
        rx = top[1] + (bottom[1] - top[1]) * (y - top[0]) / (bottom[0] - top[0])
        line(c, f.pts(rim(y, rx, 0.06, 0, 180)), INK, f.k(w))
    opening = rim(top[0], top[1], top[2], 0, 360)
    polygon(c, f.pts(opening), mix(INK, STEEL, 0.25))
    with c.layer(clip=c.mask_polygon(f.pts(opening))) as v:
        polygon(v, f.pts(oval(0, top[0] + 0.03, top[1] * 0.92, top[2] * 0.8)), WATER)
    line(c, f.pts(opening), INK, f.k(0.03))
    line(
        c,
        f.pts(oval(0, top[0], top[1] - 0.015, top[2] - 0.012, 200, 340, 16)),
        rgba(PAPER_LIGHT, 0.6),
        f.k(0.01),
    )
    bail = oval(0, top[0] + 0.05, top[1] - 0.01, 0.3, 180, 360, 32)
    line(c, f.pts(bail), INK, f.k(0.024))
    cased(
        c,
        f.pts(oval(0, top[0] + 0.05, top[1] - 0.01, 0.3, 250, 290, 8)),
        WOOD,
        f.k(0.036),
        f.k(0.02),
    )
    for side in (-1, 1):
        circle(c, f(side * (top[1] - 0.01), top[0] + 0.05), f.k(0.028), STEEL, INK, f.k(0.016))
    for u, v, r in ((0.37, 0.04, 0.03), (0.42, 0.2, 0.022), (0.34, 0.3, 0.018)):
        polygon(c, f.pts(drop(u, v, r)), WATER, INK, f.k(0.014))


def knife(c: Canvas, at: Point, size: float) -> None:
    """A kitchen knife, a drop on its point (it carves; it also settles fights)."""
    f = Frame(at, size, angle=-35, shift=(0.0, 0.0))
    shape(c, f, rrect(-0.52, -0.075, -0.08, 0.075, 0.06), WOOD)
    line(c, f.pts([(-0.48, -0.035), (-0.12, -0.035)]), rgba(PAPER_LIGHT, 0.35), f.k(0.014))
    for u in (-0.41, -0.25):
        circle(c, f(u, 0), f.k(0.022), STEEL, INK, f.k(0.01))
    spine = [
        (-0.05, -0.068),
        (0.28, -0.068),
        *bezier((0.28, -0.068), (0.48, -0.064), (0.58, 0.0), n=12)[1:],
    ]
    edge = bezier((0.58, 0.0), (0.42, 0.105), (-0.05, 0.085), n=16)[1:]
    shape(c, f, [*spine, *edge], STEEL)
    line(
        c,
        f.pts(bezier((-0.03, 0.05), (0.38, 0.07), (0.52, 0.005), n=14)),
        rgba(PAPER_LIGHT, 0.8),
        f.k(0.014),
    )
    shape(c, f, rrect(-0.1, -0.095, -0.04, 0.095, 0.02), STEEL)
    tx_, ty = f(0.58, 0.0)
    polygon(c, drop(tx_, ty + f.k(0.1), f.k(0.028)), SIGNAL, INK, f.k(0.012))


def rope(c: Canvas, at: Point, size: float) -> None:
    """A coil of rope seen from above, its end trailing off frayed."""
    f = Frame(at, size, shift=(-0.04, -0.03))
    turns, r0, r1 = 3.0, 0.1, 0.36
    path: list[Point] = []
    steps = 150
    for i in range(steps + 1):
        t = math.tau * turns * i / steps
        r = r0 + (r1 - r0) * i / steps
        path.append((r * math.cos(t), r * math.sin(t)))
    end = path[-1]
    tail = bezier(end, (end[0] + 0.02, end[1] + 0.16), (0.38, 0.4), (0.5, 0.38), n=16)
    width = 0.074
    cased(c, f.pts(path), HEMP, f.k(width), f.k(0.014))
    cased(c, f.pts(tail), HEMP, f.k(width), f.k(0.014))
    _twist(c, f, path + tail[1:], width)
    u, v = tail[-1]
    for du, dv in ((0.06, -0.04), (0.075, 0.0), (0.06, 0.04)):  # the frayed end
        line(c, f.pts([(u - 0.01, v), (u + du, v + dv)]), INK, f.k(0.012))
    circle(c, f(*path[0]), f.k(width * 0.5), HEMP, INK, f.k(0.014))


def _twist(c: Canvas, f: Frame, path: list[Point], width: float) -> None:
    """The lay of the rope: short slanted strokes across it, evenly spaced."""
    gap, walked = 0.034, 0.0
    for (u0, v0), (u1, v1) in itertools.pairwise(path):
        seg = math.hypot(u1 - u0, v1 - v0)
        walked += seg
        if walked < gap or seg == 0:
            continue
        walked = 0.0
        tu, tv = (u1 - u0) / seg, (v1 - v0) / seg
        nu, nv = -tv, tu
        h = width * 0.45
        a = (u1 - nu * h - tu * h * 0.7, v1 - nv * h - tv * h * 0.7)
        b = (u1 + nu * h + tu * h * 0.7, v1 + nv * h + tv * h * 0.7)
        line(c, f.pts([a, b]), rgba(INK, 0.75), f.k(0.009))


def tape(c: Canvas, at: Point, size: float) -> None:
    """A roll of electrical tape, a torn strip hanging from it."""
    f = Frame(at, size, shift=(-0.04, -0.05))
    r_out, r_core, r_hole = 0.33, 0.17, 0.135
    x = r_out
    strip = [
        (x, -0.02),
        *bezier((x, 0.05), (x + 0.03, 0.28), (x + 0.1, 0.46), n=10),
        (x - 0.02, 0.5),
        (x - 0.05, 0.455),
        (x - 0.075, 0.505),
        (x - 0.1, 0.46),
        (x - 0.135, 0.49),
        *bezier((x - 0.13, 0.44), (x - 0.11, 0.28), (x - 0.13, 0.1), n=10),
    ]
    roll = c.view(c.blank())
    polygon(roll, f.pts(strip), TAPE)
    circle(roll, f(0, 0), f.k(r_out), TAPE)
    for r in (0.2, 0.24, 0.28):
        circle(roll, f(0, 0), f.k(r), None, rgba(STEEL, 0.25), f.k(0.006))
    line(roll, f.pts(oval(0, 0, 0.27, 0.27, 195, 255, 12)), rgba(PAPER_LIGHT, 0.5), f.k(0.03))
    line(roll, f.pts([(x - 0.03, 0.12), (x - 0.01, 0.36)]), rgba(PAPER_LIGHT, 0.3), f.k(0.018))
    circle(roll, f(0, 0), f.k(r_core), TONE, INK, f.k(0.016))
    # The hole is cut through the layer, so the paper shows in it.
    roll.draw.ellipse(roll.box((*f(-r_hole, -r_hole), *f(r_hole, r_hole))), fill=(0, 0, 0, 0))
    circle(roll, f(0, 0), f.k(r_hole), None, INK, f.k(0.014))
    c.img.alpha_composite(roll.img)


def flare_gun(c: Canvas, at: Point, size: float) -> None:
    """A break-open flare pistol, signal red: a fat barrel, a wide muzzle."""
    f = Frame(at, size * 0.94, angle=-4, shift=(0.0, -0.02))
    body = mix(SIGNAL, WOOD_DARK, 0.1)
    grip = smooth(
        [(-0.33, 0.0), (-0.13, 0.0), (-0.17, 0.36), (-0.21, 0.41), (-0.38, 0.41), (-0.41, 0.36)],
        1,
        closed=True,
    )
    shape(c, f, grip, mix(SIGNAL, INK, 0.35))
    for i in range(4):  # the grip's ribs
        v = 0.1 + 0.075 * i
        line(
            c,
            f.pts([(-0.35 + 0.01 * i, v + 0.02), (-0.17 - 0.01 * i, v - 0.02)]),
            rgba(INK, 0.55),
            f.k(0.01),
        )
    line(c, f.pts([(-0.11, 0.02), (-0.1, 0.17), (0.03, 0.17), (0.06, 0.03)]), INK, f.k(0.026))
    line(c, f.pts([(-0.045, 0.02), (-0.03, 0.11)]), INK, f.k(0.03))
    shape(c, f, [(-0.33, -0.19), (-0.41, -0.27), (-0.37, -0.3), (-0.29, -0.22)], INK)
    shape(c, f, rrect(-0.34, -0.22, -0.1, 0.04, 0.04), body)
    shape(c, f, rrect(-0.14, -0.2, 0.4, 0.0, 0.035), body)
    shape(c, f, rrect(0.36, -0.235, 0.47, 0.035, 0.03), body)
    ellipse(c, (*f(0.455, -0.17), *f(0.485, -0.03)), INK)
    line(c, f.pts([(-0.1, -0.16), (0.34, -0.16)]), rgba(PAPER_LIGHT, 0.5), f.k(0.016))
    circle(c, f(-0.12, -0.04), f.k(0.022), STEEL, INK, f.k(0.01))


def flare(c: Canvas, at: Point, size: float) -> None:
    """A hand flare, lit: a red stick spitting flame."""
    f = Frame(at, size, angle=16, shift=(0.0, 0.03))
    glow_at = f(0.0, -0.3)
    with c.layer(blur=f.k(0.08)) as v:
        circle(v, glow_at, f.k(0.2), rgba(FLAME, 0.45))
    shape(c, f, rrect(-0.09, -0.09, 0.09, 0.42, 0.03), SIGNAL)
    shape(c, f, rrect(-0.09, 0.08, 0.09, 0.2, 0.0), PAPER_LIGHT, 0.016)
    for v in (0.11, 0.14, 0.17):
        line(c, f.pts([(-0.06, v), (0.06, v)]), rgba(INK, 0.7), f.k(0.008))
    shape(c, f, rrect(-0.1, 0.36, 0.1, 0.47, 0.025), INK)
    line(c, f.pts([(-0.06, -0.06), (-0.06, 0.06)]), rgba(PAPER_LIGHT, 0.45), f.k(0.016))
    outer = smooth(
        [
            (-0.08, -0.1),
            (-0.15, -0.25),
            (-0.07, -0.36),
            (-0.06, -0.45),
            (0.03, -0.53),
            (0.05, -0.41),
            (0.14, -0.3),
            (0.09, -0.1),
        ],
        2,
        closed=True,
    )
    shape(c, f, outer, FLAME, 0.022)
    inner = smooth(
        [(-0.05, -0.1), (-0.07, -0.22), (0.0, -0.36), (0.06, -0.24), (0.05, -0.1)], 2, closed=True
    )
    polygon(c, f.pts(inner), PAPER_LIGHT)
    shape(c, f, rrect(-0.075, -0.13, 0.075, -0.07, 0.01), TONE, 0.018)
    for i in range(7):  # sparks
        t = math.radians(-160 + 140 * i / 6)
        r0, r1 = 0.26, 0.33 + 0.03 * (i % 2)
        a = (0.0 + r0 * math.cos(t), -0.3 + r0 * math.sin(t))
        b = (0.0 + r1 * math.cos(t), -0.3 + r1 * math.sin(t))
        line(c, f.pts([a, b]), INK, f.k(0.014))


def life_saver(c: Canvas, at: Point, size: float) -> None:
    """A ring life saver in red and white quarters, its grab line looped round it."""
    f = Frame(at, size)
    cx, cy = f(0, 0)
    r_out, r_in = 0.35, 0.19
    ring = c.view(c.blank())
    box = ring.box((cx - f.k(r_out), cy - f.k(r_out), cx + f.k(r_out), cy + f.k(r_out)))
    for i in range(8):
        colour = SIGNAL if i % 2 == 0 else PAPER_LIGHT
        ring.draw.pieslice(box, -112.5 + 45 * i, -67.5 + 45 * i, fill=colour)
    hole = ring.box((cx - f.k(r_in), cy - f.k(r_in), cx + f.k(r_in), cy + f.k(r_in)))
    ring.draw.ellipse(hole, fill=(0, 0, 0, 0))  # cut through, so the paper shows
    mid = (r_out + r_in) / 2
    line(ring, f.pts(oval(0, 0, mid, mid, 20, 110, 20)), rgba(INK, 0.22), f.k(0.07))
    line(
        ring,
        f.pts(oval(0, 0, mid + 0.02, mid + 0.02, 200, 260, 12)),
        rgba(PAPER_LIGHT, 0.6),
        f.k(0.03),
    )
    c.img.alpha_composite(ring.img)
    circle(c, (cx, cy), f.k(r_out), None, INK, f.k(OUTLINE))
    circle(c, (cx, cy), f.k(r_in), None, INK, f.k(OUTLINE))
    for k in range(4):  # the line, slung in four loops between four ties
        a0 = 45 + 90 * k
        loop = [
            (
                (r_out + 0.035 + 0.05 * math.sin(math.pi * i / 16))
                * math.cos(math.radians(a0 + 90 * i / 16)),
                (r_out + 0.035 + 0.05 * math.sin(math.pi * i / 16))
                * math.sin(math.radians(a0 + 90 * i / 16)),
            )
            for i in range(17)
        ]
        cased(c, f.pts(loop), HEMP, f.k(0.026), f.k(0.012))
    for k in range(4):
        t = math.radians(45 + 90 * k)
        tie = [(0.16 * math.cos(t), 0.16 * math.sin(t)), (0.4 * math.cos(t), 0.4 * math.sin(t))]
        cased(c, f.pts(tie), HEMP, f.k(0.032), f.k(0.012))


def food(c: Canvas, at: Point, size: float) -> None:
    """A can of beans, a little dented."""
    f = Frame(at, size, shift=(0.0, 0.02))
    rx, ry, top, bottom = 0.25, 0.07, -0.3, 0.34
    body = [*oval(0, top, rx, ry, 180, 360, 24), *oval(0, bottom, rx, ry, 0, 180, 24)]
    shape(c, f, body, STEEL)
    label = [*oval(0, -0.19, rx, ry, 180, 0, 24), *oval(0, 0.23, rx, ry, 0, 180, 24)]
    polygon(c, f.pts(label), SIGNAL)
    line(c, f.pts(oval(0, -0.19, rx, ry, 180, 0, 24)), INK, f.k(0.012))
    line(c, f.pts(oval(0, 0.23, rx, ry, 0, 180, 24)), INK, f.k(0.012))
    tx.text(c, f(0, 0.02), "BEANS", "cond-bold", f.k(0.14), PAPER_LIGHT)
    for y in (top + 0.045, bottom - 0.045):
        line(c, f.pts(oval(0, y, rx, ry, 0, 180, 24)), rgba(INK, 0.6), f.k(0.01))
    with c.layer(clip=c.mask_polygon(f.pts(body))) as v:
        polygon(
            v,
            f.pts([(-0.2, -0.4), (-0.12, -0.4), (-0.12, 0.45), (-0.2, 0.45)]),
            rgba(PAPER_LIGHT, 0.4),
        )
        polygon(v, f.pts([(0.14, -0.4), (0.3, -0.4), (0.3, 0.45), (0.14, 0.45)]), rgba(INK, 0.2))
        line(
            v,
            f.pts(bezier((0.2, -0.08), (0.15, 0.0), (0.21, 0.09), n=8)),
            rgba(INK, 0.45),
            f.k(0.014),
        )
    lid = oval(0, top, rx, ry, 0, 360, 32)
    shape(c, f, lid, mix(STEEL, PAPER_LIGHT, 0.35), 0.022)
    line(c, f.pts(oval(0, top, rx * 0.8, ry * 0.75)), rgba(INK, 0.6), f.k(0.01))
    line(c, f.pts(oval(0.05, top - 0.005, 0.06, 0.022)), INK, f.k(0.012))


def drink(c: Canvas, at: Point, size: float) -> None:
    """A plastic bottle of water, half full."""
    f = Frame(at, size, shift=(0.0, 0.02))
    half = [
        (0.06, -0.4),
        (0.06, -0.34),
        *bezier((0.06, -0.34), (0.2, -0.3), (0.2, -0.16), n=10),
        (0.2, 0.02),
        (0.18, 0.06),
        (0.18, 0.12),
        (0.2, 0.16),
        (0.2, 0.42),
        *bezier((0.2, 0.42), (0.2, 0.47), (0.12, 0.47), n=6),
    ]
    outline = [*half, *[(-u, v) for u, v in reversed(half)]]
    bottle = f.pts(outline)
    polygon(c, bottle, mix(PAPER_LIGHT, WATER, 0.25))
    with c.layer(clip=c.mask_polygon(bottle)) as v:
        polygon(v, f.pts([(-0.3, -0.04), (0.3, -0.04), (0.3, 0.5), (-0.3, 0.5)]), rgba(WATER, 0.9))
        line(v, f.pts([(-0.3, -0.04), (0.3, -0.04)]), rgba(PAPER_LIGHT, 0.9), f.k(0.012))
        polygon(v, f.pts([(-0.3, 0.22), (0.3, 0.22), (0.3, 0.36), (-0.3, 0.36)]), PAPER_LIGHT)
        for y in (0.22, 0.36):
            line(v, f.pts([(-0.3, y), (0.3, y)]), INK, f.k(0.012))
        line(v, f.pts([(-0.13, -0.2), (-0.13, 0.2)]), rgba(PAPER_LIGHT, 0.75), f.k(0.03))
        for y in (-0.12, -0.06):
            line(v, f.pts(oval(0, y, 0.2, 0.03, 20, 160, 12)), rgba(INK, 0.4), f.k(0.01))
    polygon(c, f.pts(drop(0, 0.305, 0.03)), WATER, INK, f.k(0.01))
    line(c, [*bottle, bottle[0]], INK, f.k(OUTLINE))
    shape(c, f, rrect(-0.085, -0.5, 0.085, -0.39, 0.02), SEA)
    for u in (-0.045, 0.0, 0.045):
        line(c, f.pts([(u, -0.48), (u, -0.41)]), rgba(INK, 0.6), f.k(0.01))


def first_aid(c: Canvas, at: Point, size: float) -> None:
    """A first aid kit: a red case with a handle and a white cross."""
    f = Frame(at, size, shift=(0.0, 0.04))
    handle = smooth([(-0.15, -0.2), (-0.15, -0.33), (0.15, -0.33), (0.15, -0.2)], 2)
    cased(c, f.pts(handle), STEEL, f.k(0.04), f.k(0.022))
    case = rrect(-0.42, -0.22, 0.42, 0.32, 0.05)
    shape(c, f, case, SIGNAL)
    with c.layer(clip=c.mask_polygon(f.pts(case))) as v:
        polygon(v, f.pts([(-0.5, 0.24), (0.5, 0.24), (0.5, 0.4), (-0.5, 0.4)]), rgba(INK, 0.2))
        line(v, f.pts([(-0.38, -0.18), (0.38, -0.18)]), rgba(PAPER_LIGHT, 0.4), f.k(0.014))
    line(c, f.pts([(-0.42, -0.08), (0.42, -0.08)]), INK, f.k(0.016))
    for u in (-0.27, 0.27):
        shape(c, f, rrect(u - 0.035, -0.12, u + 0.035, -0.03, 0.012), STEEL, 0.014)
    a, w, cv = 0.15, 0.055, 0.12
    plus = [
        (-w, cv - a),
        (w, cv - a),
        (w, cv - w),
        (a, cv - w),
        (a, cv + w),
        (w, cv + w),
        (w, cv + a),
        (-w, cv + a),
        (-w, cv + w),
        (-a, cv + w),
        (-a, cv - w),
        (-w, cv - w),
    ]
    shape(c, f, plus, PAPER_LIGHT, 0.016)


def unknown(c: Canvas, at: Point, size: float) -> None:
    """For a use no pictogram is drawn for: a question mark in a ring."""
    circle(c, at, size * 0.3, None, INK, size * OUTLINE)
    tx.text(c, at, "?", "bold", size * 0.4, INK)


PICTOGRAMS: dict[str, Callable[[Canvas, Point, float], None]] = {
    "pole": pole,
    "net": net,
    "oar": oar,
    "gloves": gloves,
    "compass": compass,
    "bucket": bucket,
    "knife": knife,
    "rope": rope,
    "tape": tape,
    "flare_gun": flare_gun,
    "flare": flare,
    "life_saver": life_saver,
    "food": food,
    "drink": drink,
    "first_aid": first_aid,
}


def draw(c: Canvas, use: str, at: Point, size: float) -> None:
    """The pictogram of ``use`` in the square of side ``size`` centred on ``at``."""
    PICTOGRAMS.get(use, unknown)(c, at, size)
