"""ADAPTOID 24 card art: the Evolution cards and each deck's mark (also on the backs)."""

from __future__ import annotations

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import (
    Canvas,
    Color,
    Point,
    circle,
    mix,
    mottle,
    polygon,
    radial_gradient,
    rgba,
)
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.art import emblems
from petridish.games.adaptoid24.art.palette import DECK_COLORS, DEEP, FLESH, GLOW
from petridish.games.adaptoid24.art.style import _hive

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
