"""Genegrafter card art: the DNA Strand and the deck's back.

A DNA Strand shows a double helix and what it does (rulebook "Card Types": the game
ends once all three have been revealed). Every card shares one back: the deck is
shuffled together, DNA Strands and Events included, so no back may tell them apart.
"""

from __future__ import annotations

import math

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import REF_H, REF_W, Canvas, Color, Point, circle, line, mix, polygon
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import style
from petridish.games.genegrafter.art.palette import BLUE, INK, NIGHT, RED, WHITE, YELLOW

STRAND_TEXT = "The game ends once all three DNA Strands have been revealed."


def strand(c: Canvas, s: carddata.Strand, seed: int) -> None:
    """A DNA Strand face: a red and blue helix with yellow rungs in a night panel."""
    style.page(c)
    style.corner_badge(c, style.CORNER_AT, 56, WHITE)
    style.card_icon(c, "dna", style.CORNER_AT, 84)
    style.header(c, "DNA Strand", s.name)
    b = (44, 196, 706, 760)
    focus = (375, 478)
    style.panel(c, b, mix(NIGHT, BLUE, 0.45), mix(NIGHT, INK, 0.4), focus)
    with c.layer(clip=style.panel_clip(c, b)) as v:
        polygon(v, style.burst_points(focus, 330, 210, 16, seed), mix(NIGHT, BLUE, 0.7), INK, 5)
        helix(v, focus, 500, 150)
    style.panel_rule(c, b)
    style.caption(c, (58, 800, 692, 962), STRAND_TEXT, 50, YELLOW)
    frames.edge(c, INK)


def helix(c: Canvas, center: Point, height: float, width: float) -> None:
    """A double helix, vertical: yellow rungs, then the two strands inked, each passing
    in front where it is nearer (the sine's sign), as a ribbon does."""
    cx, cy = center
    n = 72
    turns = 1.6

    def at(i: int, phase: float) -> Point:
        t = math.tau * turns * i / n + phase
        return (cx + width / 2 * math.sin(t), cy - height / 2 + height * i / n)

    for i in range(3, n, 6):
        a, b = at(i, 0), at(i, math.pi)
        line(c, [a, b], INK, 22)
        line(c, [a, b], YELLOW, 12)
    # Back halves first, then front halves, so the strands cross over and under.
    for front in (False, True):
        for phase, colour in ((0.0, RED), (math.pi, BLUE)):
            run: list[Point] = []
            for i in range(n + 1):
                t = math.tau * turns * i / n + phase
                if (math.cos(t) > 0) == front:
                    run.append(at(i, phase))
                elif run:
                    _strand_run(c, run, colour)
                    run = []
            if run:
                _strand_run(c, run, colour)


def _strand_run(c: Canvas, pts: list[Point], colour: Color) -> None:
    if len(pts) < 2:
        return
    line(c, pts, INK, 44)
    line(c, pts, colour, 30)
    line(c, [(x - 5, y) for x, y in pts], mix(colour, WHITE, 0.4), 8)


def back(c: Canvas, seed: int) -> None:
    """The deck's back: red and blue halves split by a yellow burst, the helix, the
    game's name. Drawn symmetric under a half turn, so it looks the same either way up."""
    c.draw.rectangle(c.box((0, 0, REF_W, REF_H)), fill=INK)
    inner = (style.BORDER, style.BORDER, REF_W - style.BORDER, REF_H - style.BORDER)
    clip = c.mask_rounded(inner, 24)
    with c.layer(clip=clip) as v:
        polygon(v, [(0, 0), (REF_W, 0), (REF_W, 380), (0, 670)], RED)
        polygon(v, [(0, 670), (REF_W, 380), (REF_W, REF_H), (0, REF_H)], BLUE)
    for focus, dots in (((0, 0), mix(RED, INK, 0.3)), ((REF_W, REF_H), mix(BLUE, INK, 0.3))):
        style.halftone(c, inner, dots, focus, 13, 24, 640, 24)
    center = (375, 525)
    polygon(c, style.burst_points(center, 300, 200, 16, 3), YELLOW, INK, 8)
    circle(c, center, 190, NIGHT, INK, 8)
    with c.layer(clip=c.mask_ellipse((185, 335, 565, 715))) as v:
        helix(v, center, 400, 130)
    # The name across the burst, upright, and again upside down at the other end.
    layer = c.view(c.blank())
    tx.title(layer, (80, 100, 670, 200), "GENEGRAFTER", "cond-bold", 96, WHITE, 60, 6, INK)
    c.img.alpha_composite(layer.img)
    c.img.alpha_composite(layer.img.rotate(180))
    icons.ring(c, center, 212, INK, 6)
    frames.edge(c, INK)
