"""Genegrafter card art: the Event cards.

Rulebook "Card Explanation": an Event shows its Card Icon, Card Name and Game Text; it
is played the moment it is drawn ("Card Types"). The panel is a comic sound effect for
what it does, the text a caption box below.
"""

from __future__ import annotations

from petridish.art import frames
from petridish.art import text as tx
from petridish.art.draw import Canvas, mix, polygon
from petridish.games.genegrafter import cards as carddata
from petridish.games.genegrafter.art import style
from petridish.games.genegrafter.art.palette import BLUE, INK, RED, WHITE, YELLOW

PANEL = (44, 196, 706, 560)
# Each event effect's sound and colour (cards.EVENT_EFFECTS).
SOUNDS = {
    "healing_rain": ("SPLASH!", BLUE),
    "supply_drop": ("THUD!", RED),
    "windfall": ("WHOOSH!", BLUE),
    "quake": ("RUMBLE!", RED),
    "famine": ("GRRR…", RED),
    "exhaustion": ("ZZZ…", BLUE),
}


def event(c: Canvas, ev: carddata.Event, seed: int) -> None:
    """An Event face: its icon and name, a sound-effect panel and its game text."""
    sound, colour = SOUNDS.get(ev.effect, ("!", RED))
    style.page(c)
    style.corner_badge(c, style.CORNER_AT, 56, YELLOW)
    style.card_icon(c, "event", style.CORNER_AT, 80)
    style.header(c, "Event", ev.name)
    b = PANEL
    focus = (375, 378)
    style.panel(c, b, mix(colour, WHITE, 0.45), mix(colour, INK, 0.2), focus)
    with c.layer(clip=style.panel_clip(c, b)) as v:
        polygon(v, style.burst_points(focus, 330, 180, 18, seed), YELLOW, INK, 7)
        with v.raised(blur=0.1, offset=(8, 8), opacity=1.0, color=INK) as w:
            tx.title(w, (130, 300, 620, 456), sound, "cond-bold", 120, colour, 60, 5, INK)
    style.panel_rule(c, b)
    words = ev.text or "Play this card at once."
    style.caption(c, (58, 600, 692, 958), words, 50, WHITE)
    frames.kicker(c, (375, 994), "Play when drawn", mix(INK, WHITE, 0.35), 20)
    frames.edge(c, INK)
