"""ADAPTOID 24 rulings: where the rulebook is silent, open or lacks content.

Each ruling has one id and one sentence; ``docs/RULINGS.md`` lists them and the in-app
rules panel shows them. Where players could disagree the ruling names the option that
lets them choose.
"""

from petridish.core.game import Rulebook, Ruling

RULINGS = (
    Ruling(
        "A24-R01",
        "Both sides choose their room in secret at the same time; neither sees the other's card until both have chosen (the Control Room is the one exception).",
    ),
    Ruling(
        "A24-R02",
        "Spawns go only into rooms the Adaptoid has played this phase, this turn's room included, and nobody sees their values until an encounter reveals them.",
    ),
    Ruling(
        "A24-R03",
        "Intimidate takes one card at random (drawn blind by the Adaptoid) from the Geneticist's hand; it waits face down until the phase ends, and does nothing if it would leave fewer cards than turns left in the phase.",
    ),
    Ruling(
        "A24-R04",
        "A Clone in a room the Adaptoid played earlier starts an encounter even when no Spawns are there, since its card says to ignore Spawns 'if any'.",
        "clone_alone",
    ),
    Ruling(
        "A24-R05",
        "Rage and Destroy are discarded at the end of a phase together with the rooms they were placed in.",
        "room_permanents",
    ),
    Ruling(
        "A24-R06",
        "A Clone leaves at the end of the turn after it was placed, or at the end of the phase if that comes first; Scales stay for the whole game.",
    ),
    Ruling(
        "A24-R07",
        "The Adaptoid may draw from any Evolution deck that still has cards; decks are never reshuffled, and with all three empty nothing is drawn.",
    ),
    Ruling(
        "A24-R08",
        "An encounter of Resistance 0 is overcome without equipment; its revealed Spawns then stay face up in the room unless a Taser or the Dron is played to clear them.",
    ),
    Ruling(
        "A24-R09",
        "Tasers must match the Resistance: as many Tasers as Resistance points are enough.",
    ),
    Ruling(
        "A24-R10",
        "With fewer than two Spawns left in the deck the Adaptoid places what there is; discarded Spawns come back only when the phase ends.",
    ),
    Ruling(
        "A24-R11",
        "The rulebook prints no Characters: the four in the card list are reconstructed, differ only in name and portrait, and the Geneticist picks one before the first turn.",
    ),
    Ruling(
        "A24-R12",
        "Spawn values (0–2 over twelve cards) and how many of each Evolution card its deck of five holds are reconstructed and can be edited in cards.toml.",
    ),
    Ruling(
        "A24-R13",
        "EMP and the Control Room act on the next turn even when that is the first turn of the second phase.",
    ),
    Ruling(
        "A24-R14",
        "If the Geneticist's loaded, usable equipment cannot match the Resistance, the Geneticist is captured at once.",
    ),
    Ruling(
        "A24-R15",
        "The Geneticist chooses the room the Lab clears; its Spawns are discarded unseen, and with no Spawns anywhere the Lab does nothing.",
    ),
    Ruling(
        "A24-R16",
        "Encounter B counts only rooms the Adaptoid played in earlier turns of the same phase.",
    ),
    Ruling(
        "A24-R17",
        "In a Clone's encounter the room's Spawns stay hidden and in place; a Taser or the Dron defeats the Clone, the Shield leaves it standing.",
    ),
    Ruling(
        "A24-R18",
        "The Shield costs only the room's ability: the Adaptoid still places Spawns and evolves that turn.",
    ),
    Ruling(
        "A24-R19",
        "The Warehouse always loads as many Tasers as it can, up to two, since loading fewer never helps.",
    ),
    Ruling(
        "A24-R20",
        "Encounter A (the same room) ends the turn once overcome: no Spawns, no Evolution and no room ability that turn.",
    ),
    Ruling(
        "A24-R21",
        "Once the encounter of the last turn of the second phase is settled nothing can catch the Geneticist any more, so the game ends there with the escape, without placing Spawns, drawing an Evolution card or using the room's ability.",
    ),
    Ruling(
        "A24-R22",
        "In sandbox mode a card may lie in any place that holds its kind (either side's room in either row or hand, a Spawn in a row); a room out of its owner's hand cannot be chosen and goes back to its owner when the phase ends, and a Spawn in a row goes back to the deck.",
    ),
    Ruling(
        "A24-R23",
        "A row has six spots, one for each turn of a phase: the sandbox refuses to put a card in a row, or to set the turn back, when the rooms still to be revealed this phase would then not fit; once the game is over, a seventh card in a row.",
    ),
)

# The lines of the rulebook that state no rule: headings.
RULEBOOK = Rulebook(
    "adaptoid24.txt",
    frozenset({1, 2, 3, 4, 5, 7, 12, 17, 32, 33, 42, 47, 49, 52, 55}),
)
