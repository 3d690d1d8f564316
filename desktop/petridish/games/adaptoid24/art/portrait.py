"""A head-and-shoulders portrait in flat shapes: a scientist in a lab coat.

Skin, hair, shirt, hair style and glasses vary, so a handful of characters can share one
drawing and still be told apart at a glance.
"""

from __future__ import annotations

import math

from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    circle,
    ellipse,
    line,
    mix,
    polygon,
    rgba,
    rounded,
)


def bust(
    c: Canvas,
    center: Point,
    size: float,
    skin: Color,
    hair: Color,
    coat: Color,
    shirt: Color,
    style: str,
    glasses: bool,
    badge: Color,
) -> None:
    """A head-and-shoulders portrait in flat shapes, facing front, wearing a lab coat.
    ``size`` is the figure's height; ``center`` the middle of the head."""
    cx, cy = center
    s = size
    edge = mix(coat, (0, 0, 0), 0.35)
    hy = cy  # head centre
    if style == "long":
        rounded(c, (cx - s * 0.2, hy - s * 0.14, cx + s * 0.2, hy + s * 0.3), s * 0.12, hair)
    # Shoulders: a lab coat with lapels over the shirt.
    sh = hy + s * 0.3
    coat_pts = [
        (cx - s * 0.42, hy + s * 0.72),
        (cx - s * 0.4, sh + s * 0.12),
        (cx - s * 0.3, sh),
        (cx + s * 0.3, sh),
        (cx + s * 0.4, sh + s * 0.12),
        (cx + s * 0.42, hy + s * 0.72),
    ]
    polygon(c, coat_pts, coat, edge, s * 0.01)
    polygon(
        c,
        [(cx - s * 0.1, sh - s * 0.01), (cx + s * 0.1, sh - s * 0.01), (cx, sh + s * 0.26)],
        shirt,
    )
    line(
        c,
        [(cx - s * 0.12, sh), (cx - s * 0.02, sh + s * 0.3), (cx - s * 0.08, hy + s * 0.72)],
        edge,
        s * 0.01,
    )
    line(
        c,
        [(cx + s * 0.12, sh), (cx + s * 0.02, sh + s * 0.3), (cx + s * 0.08, hy + s * 0.72)],
        edge,
        s * 0.01,
    )
    # A pen in the breast pocket and an ID badge: the lab's own details.
    line(
        c,
        [(cx - s * 0.27, sh + s * 0.2), (cx - s * 0.27, sh + s * 0.27)],
        (40, 110, 200, 255),
        s * 0.014,
    )
    line(c, [(cx - s * 0.31, sh + s * 0.27), (cx - s * 0.19, sh + s * 0.27)], edge, s * 0.006)
    rounded(
        c,
        (cx + s * 0.17, sh + s * 0.18, cx + s * 0.3, sh + s * 0.34),
        s * 0.012,
        (250, 250, 250, 255),
        edge,
        s * 0.005,
    )
    c.draw.rectangle(
        c.box((cx + s * 0.17, sh + s * 0.18, cx + s * 0.3, sh + s * 0.215)), fill=badge
    )
    rounded(
        c,
        (cx + s * 0.19, sh + s * 0.235, cx + s * 0.235, sh + s * 0.295),
        s * 0.005,
        mix(skin, hair, 0.5),
    )
    # Neck, ears, head.
    rounded(
        c,
        (cx - s * 0.07, hy + s * 0.1, cx + s * 0.07, sh + s * 0.04),
        s * 0.03,
        mix(skin, (0, 0, 0), 0.12),
    )
    for side in (-1, 1):
        ellipse(
            c,
            (
                cx + side * s * 0.165 - s * 0.03,
                hy - s * 0.02,
                cx + side * s * 0.165 + s * 0.03,
                hy + s * 0.08,
            ),
            mix(skin, (0, 0, 0), 0.06),
        )
    ellipse(c, (cx - s * 0.16, hy - s * 0.2, cx + s * 0.16, hy + s * 0.2), skin)
    _face(c, (cx, hy), s, skin, hair)
    _hair(c, (cx, hy), s, hair, style)
    if glasses:
        g = mix(hair, (0, 0, 0), 0.4)
        for side in (-1, 1):
            gx = cx + side * s * 0.075
            rounded(
                c,
                (gx - s * 0.055, hy - s * 0.02, gx + s * 0.055, hy + s * 0.045),
                s * 0.015,
                rgba((220, 240, 250), 0.35),
                g,
                s * 0.01,
            )
        line(c, [(cx - s * 0.02, hy + s * 0.0), (cx + s * 0.02, hy + s * 0.0)], g, s * 0.01)


def _face(c: Canvas, head: Point, s: float, skin: Color, hair: Color) -> None:
    """A few quiet features: brows, eyes, a nose shadow and a calm mouth."""
    cx, hy = head
    shade = mix(skin, (40, 20, 10), 0.35)
    for side in (-1, 1):
        ex = cx + side * s * 0.068
        ellipse(c, (ex - s * 0.016, hy + s * 0.0, ex + s * 0.016, hy + s * 0.03), (34, 28, 30, 255))
        line(
            c,
            [(ex - side * s * 0.03, hy - s * 0.047), (ex + side * s * 0.032, hy - s * 0.04)],
            mix(hair, (0, 0, 0), 0.2),
            s * 0.013,
        )
        circle(c, (cx + side * s * 0.1, hy + s * 0.085), s * 0.028, rgba((230, 110, 110), 0.18))
    line(
        c,
        [
            (cx + s * 0.008, hy + s * 0.03),
            (cx - s * 0.012, hy + s * 0.085),
            (cx + s * 0.012, hy + s * 0.09),
        ],
        shade,
        s * 0.01,
    )
    line(
        c,
        [(cx - s * 0.045, hy + s * 0.128), (cx, hy + s * 0.138), (cx + s * 0.045, hy + s * 0.128)],
        mix(shade, (150, 40, 50), 0.3),
        s * 0.012,
    )


def _hair(c: Canvas, head: Point, s: float, hair: Color, style: str) -> None:
    cx, hy = head
    if style == "bun":
        circle(c, (cx, hy - s * 0.23), s * 0.08, hair)
        polygon(c, _arc_cap((cx, hy), s * 0.165, s * 0.2, 200, 340, 0.05 * s), hair)
    elif style == "crop":
        polygon(c, _arc_cap((cx, hy), s * 0.165, s * 0.205, 195, 345, 0.02 * s), hair)
        # A short beard along the jaw.
        pts = [
            (cx + s * 0.16 * math.cos(math.radians(a)), hy + s * 0.2 * math.sin(math.radians(a)))
            for a in range(10, 171, 10)
        ]
        inner = [
            (
                cx + s * 0.1 * math.cos(math.radians(a)),
                hy + s * 0.07 + s * 0.08 * math.sin(math.radians(a)),
            )
            for a in range(170, 9, -10)
        ]
        polygon(c, pts + inner, hair)
    elif style == "long":
        polygon(c, _arc_cap((cx, hy), s * 0.17, s * 0.21, 180, 360, 0.07 * s), hair)
    else:
        polygon(c, _arc_cap((cx, hy), s * 0.168, s * 0.205, 190, 350, 0.035 * s), hair)
        polygon(
            c,
            [
                (cx - s * 0.16, hy - s * 0.06),
                (cx - s * 0.02, hy - s * 0.2),
                (cx + s * 0.08, hy - s * 0.15),
                (cx - s * 0.06, hy - s * 0.1),
            ],
            hair,
        )


def _arc_cap(
    center: Point, rx: float, ry: float, a0: float, a1: float, fringe: float
) -> list[Point]:
    """The hair cap over a head: the top of an ellipse, with a fringe line below."""
    cx, cy = center
    top = [
        (cx + (rx + 2) * math.cos(math.radians(a)), cy + (ry + 3) * math.sin(math.radians(a)))
        for a in range(int(a0), int(a1) + 1, 5)
    ]
    bottom = [
        (
            cx + rx * 0.85 * math.cos(math.radians(a)),
            cy - ry * 0.35 + fringe * 0.3 + ry * 0.2 * math.sin(math.radians(a)),
        )
        for a in range(int(a1), int(a0) - 1, -10)
    ]
    return top + bottom
