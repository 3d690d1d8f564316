"""A.D.A.P.T. rulings: where the rulebook is silent, contradicts itself or breaks off.

Each ruling has one id and one sentence; ``docs/RULINGS.md`` lists them and the in-app
rules panel shows them. Where players could disagree the ruling names the option that
lets them choose.
"""

from petridish.core.game import Rulebook, Ruling

RULINGS = (
    Ruling(
        "ADAPT-R01",
        "Players whose percentile rolls tie roll again, as often as it takes, until no two rolls are equal; each applies its last roll, highest first.",
    ),
    Ruling(
        "ADAPT-R02",
        "On the two-player chart, which prints no row for 21-25, those rolls gain 4 Experience like 1-20.",
        "chart_gap",
    ),
    Ruling(
        "ADAPT-R03",
        "On the two-player chart, where Slot #3 (66-85) overlaps the card of your choice (81-100), 81-85 gives the card in Slot #3 and the choice starts at 86.",
        "chart_overlap",
    ),
    Ruling(
        "ADAPT-R04",
        "A Guppy may attack once its Total Ferocity is 2 or more, as Attacking says ('at least +2'), rather than 3 or more as the Can't Act list implies ('2 or less').",
        "guppy_attack",
    ),
    Ruling(
        "ADAPT-R05",
        "Venomous and Counter Poison: after an attack that hits (a tie or better, even if Armor stops all its damage), the fish with the ability rolls a ten-sided die and poisons the other fish on a roll at or under its score; only the best single score counts; a fish carries at most 2 poison, and at the start of its turn takes 1 damage per poison, ignoring Armor, then loses 1 poison.",
    ),
    Ruling(
        "ADAPT-R06",
        "Hide and Jump are Special Actions: a roll of a ten-sided die at or under the Hide or Jump score (+1 if the fish is Amphibious) makes the fish unattackable, and out of reach of School and Shock, until the start of its next turn.",
    ),
    Ruling(
        "ADAPT-R07",
        "School deals its power in damage to one other fish in reach, without a roll; Shock deals its power to every other fish in reach; neither is reduced by Armor nor answered by Counter Attack or Counter Poison; Heal removes up to its power in damage from the healer's own fish, which must have some.",
    ),
    Ruling(
        "ADAPT-R08",
        "Ferocity, Survival, Health, Lethality, Armor, Counter Attack, Bait, Hide and Jump are totals of the Body and the top Part at each location (cards replaced underneath count nothing), and the caps of Lethality (4), Armor (2) and Counter Attack (3) apply to the totals.",
    ),
    Ruling(
        "ADAPT-R09",
        "A fish whose Total Health falls below its Damage by adapting is treated as having Health of its Damage + 1 (1 Health left) until its own Total Health is more than its Damage again, by adapting or healing.",
    ),
    Ruling(
        "ADAPT-R10",
        "Counter Attack and Counter Poison strike back even when the attack defeats their fish; Venomous is not rolled against a fish the attack defeated; Experience from a tie or a miss comes after all of that.",
    ),
    Ruling(
        "ADAPT-R11",
        "Bait may target any other fish, hidden or not; on a success the target's next action must be an attack on the baiter; a later successful Bait replaces an earlier one, and a Bait that cannot be obeyed when that turn comes (the baiter defeated or hidden, the target a Guppy too weak to attack) lapses.",
    ),
    Ruling(
        "ADAPT-R12",
        "A player who can't act may decline Random Selection and Rest: the turn ends and the Gene Stream cycles.",
    ),
    Ruling(
        "ADAPT-R13",
        "If the last fish are defeated together (an attack and its Counter Attack), they share the win.",
    ),
    Ruling(
        "ADAPT-R14",
        "So that no game can stall, a game ends after its last round (60 by default) and the fish with the most Health left (Health less Damage) win, sharing a tie.",
        "round_limit",
    ),
    Ruling(
        "ADAPT-R15",
        "The core set alone is played with 2 or 3 players and the core set with the Red (Octo) pack with 4 or 5, as the rulebook recommends an expansion for 4 or more.",
        "packs",
    ),
    Ruling(
        "ADAPT-R16",
        "Players choose their Guppies in seat order; a Guppy already taken may be chosen again, as a second copy, only once every Guppy in play has been taken.",
    ),
    Ruling(
        "ADAPT-R17",
        "Every rule that counts players (Gene Stream slots, Experience per turn, the Wipe bonus, two-level Bodies, the chart) counts those who started the game, defeated fish included.",
    ),
    Ruling(
        "ADAPT-R18",
        "A bought card may be kept in the Gene Pool instead of adapted at once; one that can't be adapted at once (too high, or a two-level cost not affordable) always goes there.",
    ),
    Ruling(
        "ADAPT-R19",
        "A card won by Random Selection is adapted whenever the rules allow it, paying a two-level cost if the fish can, even over a better Part; an empty slot gives nothing; 'a Body equal or lower than one you already have' compares with the fish and its Gene Pool.",
    ),
    Ruling(
        "ADAPT-R20",
        "When a card must be dealt and the deck is empty the discard pile is shuffled into a new deck, even in the middle of dealing; with both empty the slots stay empty.",
    ),
    Ruling(
        "ADAPT-R21",
        "Whether another player 'could adapt' a Body in the Gene Stream (the Wipe restriction) depends on the Body levels only, not on Experience; an empty Gene Stream can't be wiped; 'other players' are the fish still alive.",
    ),
    Ruling(
        "ADAPT-R22",
        "Auto Adapting happens whenever a gain brings Experience to 20, at any moment of the turn; if no Body of the next level is left in the Gene Pool, the Gene Stream, the deck or the discard pile it finds none, and is spent all the same.",
    ),
    Ruling(
        "ADAPT-R23",
        "A Guppy's 'any die' is a six-sided die: an odd roll counts 1, an even roll 2.",
    ),
    Ruling(
        "ADAPT-R24",
        "A Special Action's cooldown starts when it is used, whether its roll succeeds or not; of two cards granting the same Special Action the stronger is used (then the one that rests less).",
    ),
    Ruling(
        "ADAPT-R25",
        "A defeated fish leaves play with its cards on its mat: it takes no more turns and can't be targeted.",
    ),
    Ruling(
        "ADAPT-R26",
        "In sandbox mode, from the first moment of a game (the choosing of Guppies included), a card may lie in any place that holds its kind, a pile may be shuffled or cut (the deck and the discard pile lie face down and are not turned over), counters may be set (a fish's once it has its Guppy) and rolled dice set or rolled again; a fish whose Damage then exceeds its Health is defeated at once, and one defeated on its own turn ends it.",
    ),
    Ruling(
        "ADAPT-R27",
        "The discard pile lies face down, but every card in it was seen going there, so anyone may look through it; only the order of the deck is secret.",
    ),
    Ruling(
        "ADAPT-R28",
        "Outside the sandbox a card can be picked up only when one of your moves now is about it; a Gene Stream or Gene Pool card you cannot take stays put, and the table says what stands in the way.",
    ),
    Ruling(
        "ADAPT-R29",
        "A cooldown belongs to its Special Action, not to the card that granted it: replaced, the card takes the action away but not the rest, which goes on counting down and bars the action if another card grants it again before it is over.",
    ),
)

# The lines of the rulebook that state no rule: headings, and the header rows of the
# charts (their rows of results are rules).
RULEBOOK = Rulebook(
    "adapt.txt",
    frozenset(
        {1, 2, 3, 4, 5, 7, 9, 12, 16, 17, 20, 21, 22, 31, 37, 44, 51, 52, 53, 60, 69}
        | {76, 81, 89, 97, 103, 104, 105, 112, 113, 114, 122, 123, 124}
    ),
)
