"""A.D.A.P.T.'s game options: each settles a ruling players could disagree on."""

from __future__ import annotations

from typing import Any

from petridish.core.game import Option
from petridish.games.adapt.charts import GAP_CHOICES, OVERLAP_CHOICES

PACK_CHOICES = ("auto", "core", "core+red")
ROUND_LIMITS = (60, 30, 100)

OPTIONS = (
    Option(
        "packs",
        "Cards",
        "auto",
        PACK_CHOICES,
        ruling="ADAPT-R15",
        help="By the players: the core set with 2 or 3 players, the core set and the Red"
        " (Octo) pack with 4 or 5.",
        names=("By the players", "Core set", "Core set and Red (Octo) pack"),
    ),
    Option(
        "chart_gap",
        "Two players: a roll of 21-25",
        "experience",
        GAP_CHOICES,
        ruling="ADAPT-R02",
        players=(2,),
        help="The printed chart skips 21-25. Gain 4 Experience: as the roll just below;"
        " the card in Slot #1: as the roll just above.",
        names=("Gain 4 Experience", "The card in Slot #1"),
    ),
    Option(
        "chart_overlap",
        "Two players: a roll of 81-85",
        "slot3",
        OVERLAP_CHOICES,
        ruling="ADAPT-R03",
        players=(2,),
        help="The printed chart gives 81-85 both to Slot #3 and to your choice of card:"
        " which one those rolls bring.",
        names=("The card in Slot #3", "Your choice of card"),
    ),
    Option(
        "guppy_attack",
        "Total Ferocity a Guppy needs to attack",
        2,
        (2, 3),
        ruling="ADAPT-R04",
        help="The rulebook says both: under Attacking, a Guppy needs 'at least +2 Ferocity'"
        " (2 or more); under what you can't do, it 'can't attack with 2 or less' (3 or more).",
        names=("2 or more", "3 or more"),
    ),
    Option(
        "round_limit",
        "Rounds before the fish with the most Health left wins",
        60,
        ROUND_LIMITS,
        ruling="ADAPT-R14",
    ),
)


def packs_for(options: dict[str, Any], players: int) -> tuple[str, ...]:
    """The packs in play: by the option, or (auto) by the number of players."""
    chosen = options.get("packs", "auto")
    if chosen == "auto":
        chosen = "core" if players <= 3 else "core+red"
    return ("core", "red") if chosen == "core+red" else ("core",)
