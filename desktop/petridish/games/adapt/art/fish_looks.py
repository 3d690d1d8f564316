"""The looks a card gives a fish: a Body's shape, and what a Part grows where it sits.

Every card in cards.toml says its ``look``: a Body names a shape of fish_shapes.toml, a
Part one of its location's looks below (the painter draws each). A card without one, as
a player may type in, gets a look by what the card is, never by its name:

- a Body: by its level, ``BODY_BY_LEVEL`` (a guppy, a minnow, a barracuda, a grouper, a
  shark, a leviathan); a Red (Octo) pack body, an octopus;
- a Part: its location's look for its level in ``PART_DEFAULTS``, unless its Special
  Action or ``amphibious`` says more (``BY_SPECIAL``): webbed legs for amphibious fins,
  a lure for a Bait dorsal or organ, camouflage for a Hide skin, and so on.

No Pillow here: the card loader checks looks with this module.
"""

from __future__ import annotations

# location -> its looks, the first the plainest.
PART_LOOKS: dict[str, tuple[str, ...]] = {
    "horn": ("curled", "lance", "lure"),
    "eyes": ("round", "stalks"),
    "jaws": ("teeth", "fangs", "underbite", "mega"),
    # fin: the body's own fin, grown (a sail from level 3 on a body with none)
    "dorsal": ("fin", "spiny", "blades", "sail", "lure"),
    "fins": ("fins", "legs", "wings", "lobed"),
    # fin: the body's own tail, grown (a fork if its own is a point, a round one...)
    "tail": ("fin", "fan", "crescent", "thresher", "stinger"),
    "skin": ("scales", "hard-scales", "armor", "spikes", "warning", "camo"),
    "organ": ("glow", "bladder", "lure", "school", "heal", "toxic", "shock", "ink", "jet"),
    "tentacles": ("suckers", "hooks", "venom"),
}
# location -> its look at levels 1 to 5, for a Part that names none.
PART_DEFAULTS: dict[str, tuple[str, str, str, str, str]] = {
    "horn": ("curled", "curled", "curled", "lance", "lance"),
    "eyes": ("round",) * 5,
    "jaws": ("teeth", "teeth", "fangs", "fangs", "mega"),
    "dorsal": ("fin", "fin", "spiny", "spiny", "blades"),
    "fins": ("fins", "fins", "fins", "wings", "wings"),
    "tail": ("fin", "fin", "crescent", "thresher", "thresher"),
    "skin": ("scales", "scales", "hard-scales", "armor", "armor"),
    "organ": ("glow",) * 5,
    "tentacles": ("suckers", "suckers", "hooks", "hooks", "hooks"),
}
# (location, special) -> the look a Part with that Special Action gets if it names none.
BY_SPECIAL: dict[tuple[str, str], str] = {
    ("dorsal", "bait"): "lure",
    ("organ", "bait"): "lure",
    ("horn", "bait"): "lure",
    ("organ", "school"): "school",
    ("organ", "heal"): "heal",
    ("organ", "shock"): "shock",
    ("organ", "hide"): "ink",
    ("organ", "jump"): "jet",
    ("skin", "hide"): "camo",
}
BODY_BY_LEVEL = ("guppy", "minnow", "barracuda", "grouper", "shark", "leviathan")
RED_BODY = "octo"


def part_default(location: str, level: int, special: str = "", amphibious: bool = False) -> str:
    """The look of a Part that names none, from its location, level, Special Action and
    ``amphibious`` (see the module's notes)."""
    if location == "fins" and amphibious:
        return "legs"
    by_special = BY_SPECIAL.get((location, special))
    if by_special:
        return by_special
    levels = PART_DEFAULTS.get(location)
    if levels is None:
        return ""
    return levels[max(1, min(5, level)) - 1]


def body_default(level: int, pack: str = "core") -> str:
    """The shape of a Body (or Guppy, level 0) that names none."""
    if pack == "red":
        return RED_BODY
    return BODY_BY_LEVEL[max(0, min(5, level))]
