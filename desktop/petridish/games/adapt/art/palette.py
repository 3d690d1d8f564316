"""A.D.A.P.T. card art: the shared colours, the sea's and each kind of card's.

Deep teal water and coral, as on the box cover. Each kind of card has its frame colour
(a Guppy sand-gold, a Body coral, a Part seafoam) so they tell apart at a glance; each
stat has the colour of its icon.
"""

from __future__ import annotations

from petridish.art.draw import Color

DEEP: Color = (4, 38, 52, 255)  # the cover's deep water
SEA: Color = (22, 110, 122, 255)
SHALLOW: Color = (52, 150, 156, 255)
FOAM: Color = (214, 250, 244, 255)
INK: Color = (10, 40, 48, 255)
CORAL: Color = (255, 111, 97, 255)
CORAL_DARK: Color = (176, 52, 52, 255)
PAPER: Color = (250, 246, 234, 255)
WHITE: Color = (255, 255, 255, 255)
RED_PACK: Color = (218, 44, 56, 255)

KIND_COLORS: dict[str, Color] = {
    "guppy": (250, 196, 70, 255),
    "body": CORAL,
    "part": (80, 214, 192, 255),
}
KIND_DARK: dict[str, Color] = {
    "guppy": (150, 96, 10, 255),
    "body": CORAL_DARK,
    "part": (14, 110, 110, 255),
}

STAT_COLORS: dict[str, Color] = {
    "ferocity": (236, 78, 64, 255),
    "survival": (52, 150, 220, 255),
    "health": (230, 60, 110, 255),
    "lethality": (160, 20, 40, 255),
    "armor": (150, 162, 176, 255),
    "counter_attack": (244, 140, 40, 255),
    "venomous": (110, 190, 50, 255),
    "counter_poison": (150, 90, 200, 255),
    "bait": (248, 204, 50, 255),
    "hide": (100, 96, 150, 255),
    "jump": (70, 200, 240, 255),
}
SPECIAL_COLORS: dict[str, Color] = {
    "bait": STAT_COLORS["bait"],
    "hide": STAT_COLORS["hide"],
    "jump": STAT_COLORS["jump"],
    "school": (255, 170, 90, 255),
    "shock": (90, 200, 255, 255),
    "heal": (90, 210, 120, 255),
}
# What a stat is called on a card (short: it sits under a number).
STAT_LABELS: dict[str, str] = {
    "ferocity": "Ferocity",
    "survival": "Survival",
    "health": "Health",
    "lethality": "Lethality",
    "armor": "Armor",
    "counter_attack": "Counter",
    "venomous": "Venom",
    "counter_poison": "C. Poison",
    "bait": "Bait",
    "hide": "Hide",
    "jump": "Jump",
}
