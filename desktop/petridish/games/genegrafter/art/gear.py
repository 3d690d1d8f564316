"""Genegrafter card art: the Gear cards.

Rulebook "Card Explanation": Gear shows the body slot it takes, in the top left, and
the Attack and Defense tokens it holds for its Character. The panel shows a figure with
that slot lit; the tokens are red (Attack, an impact star) and blue (Defense, a shield),
marked by shape as well as colour.
"""

from __future__ import annotations

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import Canvas, Color, Point, circle, line, mix, polygon
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import style
from petridish.games.genegrafter.art.palette import (
    ATTACK,
    DEFENSE,
    GREY,
    INK,
    PAPER,
    WHITE,
    YELLOW,
)

PANEL = (44, 196, 706, 620)
TOKENS_Y = 716


def gear(c: Canvas, g: carddata.Gear, seed: int) -> None:
    """A Gear face: slot badge, name, the figure with its slot lit, the tokens."""
    style.page(c)
    style.corner_badge(c, style.CORNER_AT, 62, YELLOW)
    mannequin(c, (style.CORNER_AT[0], style.CORNER_AT[1] + 6), 0.27, g.slot, INK, WHITE)
    style.header(c, f"Gear · {g.slot}", g.name, INK, "gear")
    b = PANEL
    focus = (375, 408)
    style.panel(c, b, mix(GREY, WHITE, 0.55), mix(GREY, INK, 0.2), focus)
    with c.layer(clip=style.panel_clip(c, b)) as v:
        polygon(v, style.burst_points(focus, 300, 170, 16, seed), mix(YELLOW, WHITE, 0.35), INK, 5)
        mannequin(v, (375, 410), 1.0, g.slot, INK, YELLOW)
    style.panel_rule(c, b)
    _tokens(c, g)
    if g.text:
        tx.block(c, (74, 850, 676, 1004), g.text, "cond", 44, INK, 24)
    frames.edge(c, INK)


def mannequin(c: Canvas, at: Point, k: float, slot: str, ink: Color, lit: Color) -> None:
    """A figure about 380 × ``k`` units tall centred on ``at``: head, body, arms and
    legs (cards.SLOTS), the part ``slot`` names in ``lit`` with an ink casing."""
    x, y = at

    def p(u: float, v: float) -> Point:
        return (x + u * k, y + v * k)

    parts = {
        "legs": [[p(-30, 40), p(-48, 186)], [p(30, 40), p(48, 186)]],
        "arms": [[p(-80, -90), p(-108, 60)], [p(80, -90), p(108, 60)]],
    }
    for name in ("legs", "arms"):
        for seg in parts[name]:
            if name == slot:
                line(c, seg, ink, 58 * k)
                line(c, seg, lit, 38 * k)
            else:
                line(c, seg, ink, 44 * k)
    torso = [p(-84, -112), p(84, -112), p(58, 40), p(-58, 40)]
    polygon(c, torso, lit if slot == "body" else ink, ink, 10 * k)
    if slot == "head":
        circle(c, p(0, -160), 48 * k, ink)
        circle(c, p(0, -160), 40 * k, lit)
    else:
        circle(c, p(0, -160), 42 * k, ink)


def _tokens(c: Canvas, g: carddata.Gear) -> None:
    """The tokens the Gear holds: a row of red Attack tokens, a row of blue Defense."""
    groups = [(n, kind) for n, kind in ((g.attack, "attack"), (g.defense, "defense")) if n]
    centres = [375.0] if len(groups) == 1 else [205.0, 545.0]
    for (n, kind), cx in zip(groups, centres, strict=True):
        gap = 104
        x0 = cx - gap * (n - 1) / 2
        for i in range(n):
            token(c, (x0 + i * gap, TOKENS_Y), 44, kind)
        word = "ATTACK" if kind == "attack" else "DEFENSE"
        tx.text(c, (cx, TOKENS_Y + 78), f"+{n} {word}", "bold", 26, INK)
    line(c, [(74, 842), (676, 842)], mix(INK, PAPER, 0.7), 3)


def token(c: Canvas, at: Point, r: float, kind: str) -> None:
    """An Attack token (red, an impact star) or a Defense token (blue, a shield)."""
    fill = ATTACK if kind == "attack" else DEFENSE
    style.corner_badge(c, at, r, fill)
    circle(c, at, r * 0.78, None, WHITE, r * 0.06)
    if kind == "attack":
        polygon(c, icons.star(at, r * 0.6, r * 0.28, 8, 22), WHITE)
    else:
        icons.shield(c, (at[0], at[1] + r * 0.02), r * 1.0, WHITE, WHITE)
