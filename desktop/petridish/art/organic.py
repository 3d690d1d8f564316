"""Organic shapes: wobbly blobs and branching veins (the Adaptoid's card frames grow
them; ADAPTOID 24's eggs and hatchlings are in its own art).

Shapes are point lists in reference units, computed from a seed so a face always
draws the same; callers fill them with :func:`petridish.art.draw.polygon`.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence

from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    line,
)


def blob(center: Point, r: float, seed: int, wobble: float = 0.12, n: int = 72) -> list[Point]:
    """A closed, smoothly wobbling outline around ``center`` with mean radius ``r``."""
    rng = random.Random(seed)
    waves = [
        (k, rng.uniform(-wobble, wobble) / k * 2, rng.uniform(0, math.tau)) for k in range(2, 6)
    ]
    cx, cy = center
    out = []
    for i in range(n):
        t = math.tau * i / n
        rr = r * (1 + sum(a * math.sin(k * t + ph) for k, a, ph in waves))
        out.append((cx + rr * math.cos(t), cy + rr * math.sin(t)))
    return out


def smooth(points: Sequence[Point], rounds: int = 2, closed: bool = False) -> list[Point]:
    """Chaikin corner cutting: a jagged polyline becomes a smooth curve."""
    pts = list(points)
    for _ in range(rounds):
        out: list[Point] = [] if closed else [pts[0]]
        pairs = zip(pts, pts[1:] + pts[:1], strict=True) if closed else itertools.pairwise(pts)
        for (x0, y0), (x1, y1) in pairs:
            out.append((0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1))
            out.append((0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1))
        if not closed:
            out.append(pts[-1])
        pts = out
    return pts


def vein(
    rng: random.Random, start: Point, angle: float, length: float, steps: int = 7
) -> list[Point]:
    """A meandering smooth path from ``start`` heading ``angle`` radians."""
    x, y = start
    pts = [(x, y)]
    step = length / steps
    for _ in range(steps):
        angle += rng.uniform(-0.55, 0.55)
        x += step * math.cos(angle)
        y += step * math.sin(angle)
        pts.append((x, y))
    return smooth(pts, 2)


def veins(
    c: Canvas,
    rng: random.Random,
    starts: Sequence[tuple[Point, float]],
    length: float,
    color: Color,
    width: float,
) -> None:
    """Tapering veins with a branch or two each, from (point, angle) starts."""
    for (x, y), angle in starts:
        main = vein(rng, (x, y), angle, length)
        _taper(c, main, color, width)
        for _ in range(rng.randint(1, 2)):
            at = main[rng.randrange(len(main) // 3, len(main) - 2)]
            branch = vein(
                rng, at, angle + rng.choice((-1, 1)) * rng.uniform(0.5, 1.1), length * 0.45, 4
            )
            _taper(c, branch, color, width * 0.6)


def _taper(c: Canvas, pts: Sequence[Point], color: Color, width: float) -> None:
    n = len(pts)
    for i in range(n - 1):
        line(c, pts[i : i + 2], color, max(1.0, width * (1 - i / n)))
