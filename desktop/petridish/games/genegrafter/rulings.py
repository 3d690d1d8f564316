"""Genegrafter rulings: where the rulebook is silent, open or lacks content.

Each ruling has one id and one sentence; ``docs/RULINGS.md`` lists them and the in-app
rules panel shows them. Where players could disagree the ruling names the option that
lets them choose.
"""

from petridish.core.game import Rulebook, Ruling

RULINGS = (
    Ruling(
        "GG-R01",
        "The symbol of set-up step 4 is the Event symbol: Events and DNA Strands are taken out, and only the chosen number of Events (1 to 6, drawn at random) goes back in at step 6.",
        "events",
    ),
    Ruling(
        "GG-R02",
        "At step 6 the deck is cut into three stacks as even as can be; the chosen Events are dealt one at a time to the stacks, top stack first, a DNA Strand goes into each, and each stack is shuffled on its own before they are stacked again.",
    ),
    Ruling(
        "GG-R03",
        "Every player rolls a die for the first turn; the highest goes first, and players tied for highest roll again.",
    ),
    Ruling(
        "GG-R04",
        "The Ability Cards of a battle are flipped one at a time in the reverse of the order they were laid, the last card laid first, as the example of play does; an option flips them in the order laid, as the battle steps read.",
        "flip_order",
    ),
    Ruling(
        "GG-R05",
        "A side counts at most six dice, as the game has six of each colour.",
        "dice_cap",
    ),
    Ruling(
        "GG-R06",
        "A Gear card holds Attack and Defense tokens for its Character: each adds one die to every battle that Character fights and is never spent.",
    ),
    Ruling(
        "GG-R07",
        "A side that says it is finished lays nothing more in that battle; the other may go on laying until it is finished too, and a side with no tokens and no cards in hand is finished.",
    ),
    Ruling(
        "GG-R08",
        "Lucky Shot turns one of its side's dice to 6; Roll Again rolls one of the other side's dice again and the new roll stands; each waits until the dice are rolled.",
    ),
    Ruling(
        "GG-R09",
        "On a tie both sides roll all their dice again; rerolls, Lucky Shots and Roll Agains not yet used may still be used.",
    ),
    Ruling(
        "GG-R10",
        "Heal Minor Wounds turns its side's Character back up after the damage is dealt; a Character already moved to a Gene Pool is not saved by it.",
    ),
    Ruling(
        "GG-R11",
        "A Character moved to a Gene Pool leaves its Gear in the discard pile and the Characters grafted under it in its owner's Gene Pool.",
    ),
    Ruling(
        "GG-R12",
        "The Events do what their cards say (reconstructed, six kinds) and then leave the game face up, so a reshuffled discard pile never brings one back.",
    ),
    Ruling(
        "GG-R13",
        "After the last DNA Strand every other player still in the game takes one more turn, and the player who drew it takes the last turn of the game.",
    ),
    Ruling(
        "GG-R14",
        "The Infinity Die's sixth face lets its owner choose any one of the other five.",
    ),
    Ruling(
        "GG-R15",
        "The Infinity Die's DNA Marker grafts a Character from its owner's Gene Pool onto any Character in play, anyone's, reading 'any character in play' as the Infinity Symbol's same words are read (a Genegrafting Round says 'they currently have in play'), and Resurrection brings the Character into play fatigued; an option keeps the DNA Marker to the roller's own Characters.",
        "dna_marker",
    ),
    Ruling(
        "GG-R16",
        "A player knocked out of the game puts every card they hold, in play or in their Gene Pool into the discard pile.",
    ),
    Ruling(
        "GG-R17",
        "When the deck runs out, the discard pile is shuffled to make a new one; if both are empty, the draw ends early.",
    ),
    Ruling(
        "GG-R18",
        "Gear is equipped only while Characters are being played, before the first battle of the turn, and stays on its Character until it leaves play.",
    ),
    Ruling(
        "GG-R19",
        "A Genegrafting Round happens in the middle of the draw, and every player still in the game may graft up to the round's number of Characters, in any order, before the draw goes on.",
    ),
    Ruling(
        "GG-R20",
        "The 54 cards' numbers and all card texts but the names the rulebook gives are reconstructed and can be edited in cards.toml.",
    ),
    Ruling(
        "GG-R21",
        "The Infinity Die may be rolled whenever its owner is to act in their own turn, in a battle too, but not while another player answers or grafts.",
    ),
    Ruling(
        "GG-R22",
        "Discard 2 Cards lets the opponent choose the two cards they discard.",
    ),
    Ruling(
        "GG-R23",
        "In its turn to lay a side may lay several Ability Cards and tokens before it hands the turn over (step 4 says 'take turns playing Ability Cards', not one card a turn); an option makes each card or token hand the turn over, as in the example of play.",
        "laying",
    ),
)

# Lines of genegrafter.txt that state no rule: the title, the contents, headings, a
# line of flavour, the header of the Infinity Die's list, the card symbol key (names of
# icons) and the note on the example's pictures.
RULEBOOK = Rulebook(
    "genegrafter.txt",
    frozenset(
        {1, 3, 5, *range(7, 27), 28, 39, 47, 51, 61, 63, 72, 80, 88, 92, 107, 111, 119}
        | {135, 143, 151, 155, 163, 172, 184, *range(186, 192), 197, 199, 225}
    ),
)
