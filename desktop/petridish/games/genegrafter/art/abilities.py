"""Genegrafter card art: the Ability cards.

Rulebook "Card Explanation": an Ability shows its Card Icon, Card Name, Ability Type,
Base Bonus (dice), Super Power, and the bonus dice for a Character with that power
("ALL:" when every Character gets it). The type is a sphere of its colour in the upper
left; the panel shows the power's emblem bursting out in that colour.
"""

from __future__ import annotations

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import Canvas, Color, mix, polygon, rounded
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import style
from petridish.games.genegrafter.art.emblems import emblem
from petridish.games.genegrafter.art.palette import INK, PAPER, WHITE, YELLOW, type_colour

PANEL = (44, 196, 706, 600)
DICE_Y = 700
EFFECT_NAMES = {"lucky_shot": "Lucky Shot", "roll_again": "Roll Again", "heal": "Heal"}


def ability(c: Canvas, ab: carddata.Ability, seed: int) -> None:
    """An Ability face: type sphere, name, emblem panel, base and power dice, effect."""
    colour = type_colour(ab.type)
    style.page(c)
    style.sphere(c, style.CORNER_AT, 62, colour, ab.type)
    style.header(c, f"{ab.type} Ability", ab.name, mix(colour, INK, 0.45), "ability")
    _panel(c, ab, colour, seed)
    _dice(c, ab, colour)
    words = ab.text
    effect = EFFECT_NAMES.get(ab.effect, ab.effect)
    # The effect is named unless the card is (Roll Again is both).
    if ab.effect and words and not ab.name.lower().startswith(effect.lower()):
        words = f"{effect}: {words}"
    if words:
        tx.block(c, (74, 850, 676, 1004), words, "cond", 44, INK, 24)
    frames.edge(c, INK)


def _panel(c: Canvas, ab: carddata.Ability, colour: Color, seed: int) -> None:
    b = PANEL
    focus = (375, 398)
    style.panel(c, b, mix(colour, WHITE, 0.5), mix(colour, INK, 0.2), focus)
    with c.layer(clip=style.panel_clip(c, b)) as v:
        polygon(v, style.burst_points(focus, 290, 150, 16, seed), WHITE, INK, 6)
        polygon(v, style.burst_points(focus, 200, 120, 12, seed + 1), colour, INK, 5)
        emblem(v, ab.power, focus, 210, WHITE, INK)
        if ab.power == carddata.ALL_POWERS:
            tx.text(v, (375, 408), "ALL", "cond-bold", 46, INK)
    style.panel_rule(c, b)


def _dice(c: Canvas, ab: carddata.Ability, colour: Color) -> None:
    """Base dice for anyone; the power's name and its bonus dice for a Character who
    has it ("ALL:" for every Character). The bonus replaces the base, never adds to it
    (rulebook FAQ), so the two sit apart: base, then "or", then the power's."""
    with c.raised(blur=0.1, offset=(7, 7), opacity=1.0, color=INK) as v:
        rounded(v, (44, 624, 706, 808), 18, WHITE, INK, 6)
    if ab.base == 0 and ab.bonus == 0:
        # A card of pure effect (Roll Again): "0 or ALL: 0" would say nothing true.
        effect = EFFECT_NAMES.get(ab.effect, ab.effect).upper()
        tx.title(c, (80, 640, 670, 730), effect or "NO DICE", "cond-bold", 64, INK, 40)
        tx.text(c, (375, 770), "NO DICE · ITS EFFECT BELOW", "bold", 24, INK)
        return
    style.die(c, (120, DICE_Y), 98, ab.base, PAPER, INK)
    tx.text(c, (120, 782), "BASE", "bold", 22, INK)
    tx.text(c, (208, DICE_Y), "or", "cond-bold", 34, mix(INK, PAPER, 0.35))
    if ab.power == carddata.ALL_POWERS:
        words = "ALL:"
    else:
        words = carddata.POWER_NAMES.get(ab.power, ab.power).upper() + ":"
    style.corner_badge(c, (290, DICE_Y), 44, colour)
    emblem(c, ab.power, (290, DICE_Y), 62, WHITE, INK)
    tx.title(c, (344, 648, 560, 752), words, "cond-bold", 44, INK, 28)
    style.die(c, (630, DICE_Y), 98, ab.bonus, YELLOW if colour != YELLOW else WHITE, INK)
    tx.text(c, (630, 782), "BONUS", "bold", 22, INK)
