"""Genegrafter card art: the Character cards.

Rulebook "Card Explanation": a Character shows its Card Icon, Card Name, Super Power,
Genetic Markers, and the dice it adds to an Attack and to a Defense. The picture is a
strong ink silhouette (VISUAL.md) against a halftone burst in its marker's colour, its
power's emblem on the chest; its head, build and cape follow from the power, so no two
look alike.
"""

from __future__ import annotations

import math

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import Canvas, Color, Point, circle, ellipse, mix, polygon, rounded
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import style
from petridish.games.genegrafter.art.emblems import emblem
from petridish.games.genegrafter.art.palette import (
    ATTACK,
    DEFENSE,
    INK,
    PAPER,
    WHITE,
    YELLOW,
    type_colour,
)

# power -> (head, build, cape): heads "cowl" (pointed ears), "spikes" (wild hair),
# "hood", "crest" (a fin), "dome" (bare); builds "slim", "normal", "broad".
LOOKS = {
    "radiation": ("dome", "normal", False),
    "antimatter": ("hood", "slim", True),
    "flight": ("crest", "normal", True),
    "luck": ("spikes", "slim", False),
    "kinetic": ("spikes", "broad", False),
    "teleportation": ("hood", "slim", False),
    "telepathy": ("dome", "slim", True),
    "infinity": ("crest", "broad", True),
    "telekinesis": ("dome", "normal", False),
    "gravity": ("cowl", "broad", True),
    "electricity": ("spikes", "normal", True),
    "clairvoyance": ("hood", "normal", True),
    "shadow": ("cowl", "slim", True),
    "light": ("crest", "slim", False),
    "strength": ("dome", "broad", False),
    "regeneration": ("cowl", "normal", False),
    "pyrokinesis": ("spikes", "broad", True),
    "cryokinesis": ("crest", "normal", False),
}
SHOULDERS = {"slim": 188, "normal": 222, "broad": 262}
HEAD: Point = (375, 352)
PILL_Y = 660  # the power's name sits on the panel's lower rule
STATS_Y = 842


def character(c: Canvas, ch: carddata.Character, seed: int) -> None:
    """A Character face: name, portrait, power, markers, Attack and Defense dice."""
    colour = type_colour(ch.marker)
    style.page(c)
    style.corner_badge(c, style.CORNER_AT, 56, WHITE)
    style.card_icon(c, "character", style.CORNER_AT, 84)
    style.header(c, "Character", ch.name)
    _portrait(c, ch, colour, seed)
    _power(c, ch.power, colour)
    _stats(c, ch, colour)
    if ch.text:
        tx.block(c, (232, 936, 518, 1014), ch.text, "cond", 25, mix(INK, PAPER, 0.25), 17)
    frames.edge(c, INK)


def _portrait(c: Canvas, ch: carddata.Character, colour: Color, seed: int) -> None:
    b = style.PANEL
    ground = mix(colour, WHITE, 0.55)
    style.panel(c, b, ground, mix(colour, INK, 0.15), HEAD)
    head, build, cape = LOOKS.get(ch.power, ("dome", "normal", False))
    clip = style.panel_clip(c, b)
    with c.layer(clip=clip) as v:
        glow = WHITE if colour == YELLOW else mix(YELLOW, WHITE, 0.3)
        polygon(v, style.burst_points(HEAD, 300, 170, 14, seed), glow, INK, 5)
        _motifs(v, ch.power, colour, seed)
        _figure(v, head, build, cape, mix(colour, INK, 0.35), colour, ch.power)
    style.panel_rule(c, b)


# Where the power's motifs fly round the figure: (x, y, size), in the panel's upper
# corners and beside the shoulders; which of them a Character has depends on its card.
MOTIF_SPOTS = ((120, 262, 92), (630, 262, 92), (96, 470, 74), (654, 470, 74), (200, 590, 60))


def _motifs(c: Canvas, power: str, colour: Color, seed: int) -> None:
    """The power's emblem, small, flung round the figure as a comic panel does: it sets
    each Character apart at a glance, in the same shapes as its power banner."""
    chosen = [spot for i, spot in enumerate(MOTIF_SPOTS) if (seed >> i) & 1 or i < 2]
    for x, y, size in chosen:
        emblem(c, power, (x, y), size, mix(colour, WHITE, 0.25), INK)


def _figure(
    c: Canvas, head: str, build: str, cape: bool, cape_fill: Color, colour: Color, power: str
) -> None:
    """The hero from the chest up: rim-lit in the marker colour, then inked solid."""
    w = SHOULDERS[build]
    hx, hy = HEAD
    if cape:
        collar = [
            (hx - 96, hy + 20),
            (hx - 60, hy + 96),
            (hx - w - 80, 700),
            (hx + w + 80, 700),
            (hx + 60, hy + 96),
            (hx + 96, hy + 20),
        ]
        polygon(c, collar, cape_fill, INK, 6)
    for dx, dy, fill in ((-12, -9, mix(colour, WHITE, 0.5)), (0, 0, INK)):
        _body(c, (hx + dx, hy + dy), head, w, fill)
    # Comic eyes: white slits under a frown.
    for sx in (-1, 1):
        ex = hx + sx * 27
        polygon(
            c,
            [
                (ex - sx * 20, hy - 6),
                (ex + sx * 24, hy - 14),
                (ex + sx * 18, hy + 4),
                (ex - sx * 16, hy + 6),
            ],
            WHITE,
        )
    # The power's emblem on the chest, in a disc of the marker colour.
    chest = (hx, hy + 214)
    circle(c, chest, 70, colour, WHITE, 7)
    emblem(c, power, chest, 100, WHITE, INK)


def _body(c: Canvas, at: Point, head: str, w: float, fill: Color) -> None:
    hx, hy = at
    torso = [
        (hx - 40, hy + 70),
        (hx - w + 50, hy + 118),
        (hx - w + 6, hy + 150),
        (hx - w - 8, hy + 220),
        (hx - w + 18, 720),
        (hx + w - 18, 720),
        (hx + w + 8, hy + 220),
        (hx + w - 6, hy + 150),
        (hx + w - 50, hy + 118),
        (hx + 40, hy + 70),
    ]
    polygon(c, torso, fill)
    rounded(c, (hx - 36, hy + 40, hx + 36, hy + 110), 16, fill)  # the neck
    if head == "hood":
        polygon(
            c,
            [
                (hx - 90, hy + 110),
                (hx - 96, hy - 30),
                (hx, hy - 118),
                (hx + 96, hy - 30),
                (hx + 90, hy + 110),
            ],
            fill,
        )
    ellipse(c, (hx - 64, hy - 82, hx + 64, hy + 82), fill)
    if head == "cowl":
        for sx in (-1, 1):
            polygon(
                c,
                [(hx + sx * 24, hy - 70), (hx + sx * 62, hy - 150), (hx + sx * 62, hy - 40)],
                fill,
            )
    elif head == "spikes":
        for k in range(7):
            t = math.radians(-160 + k * 23.3)
            base0 = (hx + 60 * math.cos(t - 0.25), hy - 10 + 72 * math.sin(t - 0.25))
            base1 = (hx + 60 * math.cos(t + 0.25), hy - 10 + 72 * math.sin(t + 0.25))
            tip = (hx + 120 * math.cos(t), hy - 10 + 128 * math.sin(t))
            polygon(c, [base0, tip, base1], fill)
    elif head == "crest":
        # A swept fin from brow to crown, leaning back.
        fin = [
            (hx - 46, hy - 50),
            (hx - 40, hy - 100),
            (hx - 10, hy - 134),
            (hx + 54, hy - 146),
            (hx + 32, hy - 108),
            (hx + 46, hy - 50),
        ]
        polygon(c, fin, fill)


def _power(c: Canvas, power: str, colour: Color) -> None:
    """The super power's name in a banner across the panel's foot, its emblem beside."""
    name = carddata.POWER_NAMES.get(power, power).upper()
    y = PILL_Y
    b = (110, y - 40, 690, y + 40)
    with c.raised(blur=0.1, offset=(7, 7), opacity=1.0, color=INK) as v:
        rounded(v, b, 40, WHITE, INK, 6)
    size = tx.fit(c, name, "cond-bold", 46, b[2] - b[0] - 130, 26)
    tx.text(c, ((b[0] + 90 + b[2]) / 2, y + 2), name, "cond-bold", size, INK)
    style.corner_badge(c, (112, y), 66, colour)
    emblem(c, power, (112, y), 92, WHITE, INK)


def _stats(c: Canvas, ch: carddata.Character, colour: Color) -> None:
    """Attack dice (red) at the left, Defense dice (blue) at the right, the Genetic
    Marker spheres between: the numbers a player looks for in a battle."""
    style.die(c, (128, STATS_Y), 136, ch.attack, ATTACK, WHITE, "ATTACK")
    style.die(c, (622, STATS_Y), 136, ch.defense, DEFENSE, WHITE, "DEFENSE")
    n = ch.markers
    gap = 88
    x0 = 375 - gap * (n - 1) / 2
    for i in range(n):
        style.sphere(c, (x0 + i * gap, 800), 38, colour, ch.marker)
    label = "GENETIC MARKER" if n == 1 else "GENETIC MARKERS"
    tx.text(c, (375, 868), label, "bold", 21, INK)
    tx.text(c, (375, 896), ch.marker.upper(), "bold", 21, mix(colour, INK, 0.35))
