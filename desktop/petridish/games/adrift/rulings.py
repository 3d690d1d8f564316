"""ADRIFT rulings: where the rulebook is silent, open or lacks content.

Each ruling has one id and one sentence; ``docs/RULINGS.md`` lists them and the in-app
rules panel shows them. Where players could disagree the ruling names the option that
lets them choose. The tables and items the rulebook lacks are reconstructed in
``resources/games/adrift/`` (rulings AD-R09, AD-R10, AD-R15 and AD-R20).
"""

from petridish.core.game import Rulebook, Ruling

RULINGS = (
    Ruling(
        "AD-R01",
        "The boat's eight seats are called places here; at set-up the people take empty places in any order, the first to take one has it, and the computer players then take what is left; a disputed place is fought for from day one (AD-R12), because the fight system belongs to the day (a hurt loser does no jobs for the rest of that day, a winner chooses with the items in hand, and nobody holds one before day one).",
    ),
    Ruling(
        "AD-R02",
        "The weight decision of set-up step 4 is a game option of 6 to 30 items kept on board, in steps of six; each bin keeps half of them from its top and the rest stay ashore unseen.",
        "kept",
    ),
    Ruling(
        "AD-R03",
        "Any player on the boat may throw an item they hold, or a broken one under their token, overboard at any time, and a keeper one straight from the bin behind their screen; it is gone for good and the boat is lighter from the next morning.",
    ),
    Ruling(
        "AD-R04",
        "A keeper who leaves place 7 or 8 of their own accord first puts what they hold over the normal hand size back into the bin; one pushed out of it by a fight or the sea leaves the extra items lying on their new place.",
    ),
    Ruling(
        "AD-R05",
        "A player who catches fish says before the roll whether the catch goes onto the ration tracker or to their own health.",
    ),
    Ruling(
        "AD-R06",
        "Meditation spares its player one insanity roll the next morning, not all of them.",
    ),
    Ruling(
        "AD-R07",
        "The first rower of the day waits for the player in the other rowing place; both roll when the second rows, and a rower still alone at nightfall rowed in vain.",
    ),
    Ruling(
        "AD-R08",
        "A situation is rolled each morning the active day die shows 2 or 5, and at once when rowing turns it to 2 or 5; a die locked by rowing brings its insanity rolls the next morning, and once every die placed is locked, rowing places a new one.",
    ),
    Ruling(
        "AD-R09",
        "The situation table is reconstructed, one result for each face of the d8, in resources/games/adrift/tables.toml.",
    ),
    Ruling(
        "AD-R10",
        "The insanity table is reconstructed likewise; an insane player makes an insanity roll every morning until a roll of Clarity.",
    ),
    Ruling(
        "AD-R11",
        "A player who interrupts a kill fights its winner; if the interrupter wins, the first winner chooses Hurt, Subdue or Mercy instead, and if not, the kill goes ahead.",
    ),
    Ruling(
        "AD-R12",
        "Two players wanting the same place fight for it: an aggressor who wins trades places with the loser, then chooses the fight's outcome as usual.",
    ),
    Ruling(
        "AD-R13",
        "A gift needs no answer from the one who gets it (they may give it back), but they must have room in their hand.",
    ),
    Ruling(
        "AD-R14",
        "A dead player's body keeps its place until it is carved or thrown overboard, and what they held lies under it for anyone to pick up.",
    ),
    Ruling(
        "AD-R15",
        "The survival track, the ration cards' effect and the normal hand size are reconstructed in tables.toml: ten spaces from Healthy to death, the 0, 1 and 2 cards move a tracker 0, 1 and 2 spaces left, and a player holds three items.",
    ),
    Ruling(
        "AD-R16",
        "A subdued player who goes overboard is free again, and their binding stays on the boat.",
    ),
    Ruling(
        "AD-R17",
        "What a subdued player held lies under their token; any free player may feed them, so that they choose a ration card at the meal, or release them and take the binding.",
    ),
    Ruling(
        "AD-R18",
        "A player overboard swims when they choose during the day and is lost to the sea if still there at nightfall; a swimmer who makes it takes the lowest empty place, bringing back the one they jumped in for.",
    ),
    Ruling(
        "AD-R19",
        "Any action counts against meditation (moving, trading, fighting, taking from a bin), but being attacked does not.",
    ),
    Ruling(
        "AD-R20",
        "The item list is reconstructed in resources/games/adrift/items.toml; beside the items the rulebook names it holds canned beans (rations), bottled water (health), a first aid kit (cures sickness) and a compass (+1 to row).",
    ),
    Ruling(
        "AD-R21",
        "The fishing net adds one to a catch, and rowing gloves and the compass one each to a rower's roll, beside the pole or oar the job needs.",
    ),
    Ruling(
        "AD-R22",
        "A dead player chooses once whether to haunt; each haunting player adds a situation roll whenever one is rolled.",
    ),
    Ruling(
        "AD-R23",
        "A kill with the flare gun fires one of the winner's flares.",
    ),
    Ruling(
        "AD-R24",
        "A repaired item goes back into its owner's hand if there is room, else it lies on their place.",
    ),
    Ruling(
        "AD-R25",
        "A player makes one insanity roll for a day die locked, one for each ration missing from the last meal and one for being insane; a subdued player makes none.",
    ),
    Ruling(
        "AD-R26",
        "Being focused works for rowing too: each focused rower adds one, and each loses a space if the boat does not move.",
    ),
    Ruling(
        "AD-R27",
        "The d8 that chooses a player names a place, and is rolled again for a place without a living player.",
    ),
    Ruling(
        "AD-R28",
        "Sickness lasts the day it strikes and the two days after.",
    ),
    Ruling(
        "AD-R29",
        "Until the first meal every survival tracker stands where everyone saw the rules put it, so there is nothing behind a screen to hide yet; from the meal on, each is its owner's secret.",
    ),
    Ruling(
        "AD-R30",
        "While places are being chosen the storage bins are nobody's: a keeper takes their bin behind the screen when day one begins.",
    ),
)

# Lines of adrift.txt that state no rule: the story, headings, the weight table's
# header row, and the credits.
RULEBOOK = Rulebook(
    "adrift.txt",
    frozenset({1, 3, 5, 11, 22, 27, 36, 43, 44, 51, 67, 69, *range(84, 102)}),
)
