"""ADAPTOID 24 card art: the Geneticist's two-sided cards.

Tasers and the Dron, loaded or unloaded, and the Characters, shield loaded or spent:
hazard-striped while charged, grey once used, with where to reload them.
"""

from __future__ import annotations

from petridish.art import frames, icons
from petridish.art import text as tx
from petridish.art.draw import Box, Canvas, rounded
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.art import figures, portrait
from petridish.games.adaptoid24.art.palette import CYAN, HAZARD, INK, OFF, PAPER, SPENT_PAPER, STEEL
from petridish.games.adaptoid24.art.style import BADGE_AT, TEXT_BOX, TITLE_BOX

# -- Equipment and Characters -----------------------------------------------------------------
EQUIPMENT_TEXT = {
    # Rulebook "Equipment": what a loaded card does in an encounter.
    "taser": "Beats 1 point of Resistance; Tasers add up. The room's Spawns are discarded after the encounter.",
    "dron": "Beats any Resistance. The room's Spawns are discarded after the encounter.",
}
WINDOW: Box = (66, 192, 684, 702)


def equipment(c: Canvas, kind: str, live: bool, reload: list[str]) -> None:
    """A Taser or the Dron: charged and hazard-bright, or unloaded and grey."""
    frames.striped_card(c, (HAZARD, INK) if live else OFF, PAPER if live else SPENT_PAPER)
    ink = INK if live else (70, 74, 78, 255)
    frames.kicker(c, (375, 76), "Equipment", STEEL)
    tx.title(c, TITLE_BOX, kind.upper() if kind == "taser" else "DRON", "cond-bold", 90, ink, 60)
    if live:
        frames.window(c, WINDOW, (70, 80, 92, 255), (16, 18, 24, 255), (255, 255, 255, 20))
    else:
        frames.window(c, WINDOW, (92, 96, 100, 255), (44, 46, 50, 255), (255, 255, 255, 14))
    body = HAZARD if live else (150, 152, 150, 255)
    dark = (34, 36, 40, 255) if live else (70, 72, 76, 255)
    light = (230, 234, 236, 255) if live else (170, 172, 174, 255)
    clip = c.mask_rounded((WINDOW[0] + 5, WINDOW[1] + 5, WINDOW[2] - 5, WINDOW[3] - 5), 16)
    with c.layer(clip=clip) as v:
        if kind == "taser":
            figures.taser(v, (350, 430), 540, body, dark, light, live, CYAN)
        else:
            figures.quadcopter(v, (375, 440), 520, body, dark, light, live, CYAN)
    if live:
        frames.pill(c, (375, WINDOW[3]), "LOADED", HAZARD, INK, 30)
    else:
        frames.pill(c, (375, WINDOW[3]), "UNLOADED", (200, 202, 202, 255), (60, 62, 64, 255), 30)
    badge_fill = HAZARD if live else (190, 192, 192, 255)
    if kind == "taser":
        frames.value_badge(c, BADGE_AT, 74, "1", badge_fill, ink, ink, "RESISTANCE")
    else:
        frames.badge(c, BADGE_AT, 74, badge_fill, ink, 6)
        icons.infinity(c, BADGE_AT, 100, ink, 14)
        tx.text(c, (BADGE_AT[0], BADGE_AT[1] + 98), "RESISTANCE", "bold", 20, ink)
    words = EQUIPMENT_TEXT[kind]
    if not live:
        where = ", ".join(reload) or "no room"
        words = f"Unloaded: cannot be used. Reload it in: {where}."
    tx.block(c, TEXT_BOX, words, "cond", 42, ink, 24, "left")
    frames.edge(c, INK)


LOOKS = (
    # skin, hair, shirt, hair style, glasses
    ((214, 162, 124, 255), (44, 30, 26, 255), (186, 62, 74, 255), "bun", False),
    ((122, 80, 56, 255), (28, 22, 22, 255), (56, 108, 176, 255), "crop", True),
    ((240, 208, 184, 255), (214, 182, 112, 255), (78, 146, 104, 255), "long", False),
    ((226, 188, 150, 255), (24, 24, 32, 255), (112, 88, 164, 255), "parted", True),
)


def character(
    c: Canvas, ch: carddata.Character, look: int, shield: bool, reload: list[str]
) -> None:
    """A Geneticist character: portrait, name and title, and the shield loaded or spent."""
    frames.striped_card(c, (HAZARD, INK) if shield else OFF, PAPER if shield else SPENT_PAPER)
    ink = INK if shield else (70, 74, 78, 255)
    frames.kicker(c, (375, 76), "Geneticist", STEEL)
    # The name as large as a room's (style.TITLE_BOX), so it reads as well on the table.
    tx.title(c, TITLE_BOX, ch.name, "cond-bold", 82, ink, 56)
    frames.window(c, WINDOW, (236, 248, 252, 255), (150, 196, 214, 255), (255, 255, 255, 150))
    skin, hair, shirt, style, glasses = LOOKS[look % len(LOOKS)]
    clip = c.mask_rounded((WINDOW[0] + 5, WINDOW[1] + 5, WINDOW[2] - 5, WINDOW[3] - 5), 16)
    with c.layer(clip=clip) as v, v.raised(blur=16, offset=(10, 12), opacity=0.35) as f:
        portrait.bust(
            f, (375, 380), 470, skin, hair, (246, 248, 248, 255), shirt, style, glasses, HAZARD
        )
    if not shield:
        with c.layer(opacity=0.45, clip=clip) as v:
            rounded(v, WINDOW, 0, (120, 124, 128, 255))
    title = (ch.title or "Geneticist").upper()
    frames.pill(c, (375, WINDOW[3]), title, ink, PAPER, 28, max_width=WINDOW[2] - WINDOW[0])
    if shield:
        frames.badge(c, BADGE_AT, 74, (222, 246, 252, 255), ink, 6)
        with c.shadow(blur=10, offset=(0, 0), color=CYAN, opacity=0.9) as g:
            icons.shield(g, BADGE_AT, 96, CYAN, CYAN)
        icons.shield(c, BADGE_AT, 96, CYAN, INK, "check")
        words = (
            "Shield loaded: overcomes any encounter. The Spawns stay, and you get no room ability."
        )
    else:
        frames.badge(c, BADGE_AT, 74, (200, 202, 202, 255), ink, 6)
        icons.shield(c, BADGE_AT, 96, (150, 152, 154, 255), ink, "crack", (60, 62, 64, 255))
        where = ", ".join(reload) or "no room"
        words = f"Shield spent. Reload it in: {where}."
    tx.text(c, (BADGE_AT[0], BADGE_AT[1] + 98), "SHIELD", "bold", 20, ink)
    tx.block(c, TEXT_BOX, words, "cond", 42, ink, 24, "left")
    frames.edge(c, INK)
