"""Genegrafter's Learn to play lesson is the rulebook's example of play: Jon's Nebrus
against Sue's Madlock, with two DNA Strands revealed, the cards laid in the example's
order and the dice it rolls."""

from petridish.core import lesson as lessons
from tests.games.genegrafter.helpers import ab, ch, of_kind, run

NEBRUS, MADLOCK = ch("nebrus"), ch("madlock")


def test_the_lesson_plays_the_example_of_play():
    # rulebook: genegrafter.txt:201
    # rulebook: genegrafter.txt:203
    # rulebook: genegrafter.txt:205
    # rulebook: genegrafter.txt:207
    # rulebook: genegrafter.txt:209
    # rulebook: genegrafter.txt:213
    # rulebook: genegrafter.txt:215
    # rulebook: genegrafter.txt:217
    # rulebook: genegrafter.txt:219
    # rulebook: genegrafter.txt:221
    lesson = lessons.load("genegrafter")
    assert lesson.learner == "jon" and lesson.scenario.initial().seats == ("jon", "sue", "mike")
    battle = next(i for i, s in enumerate(lesson.steps) if s.do and s.do.kind == "DeclareBattle")
    before = lesson.state_before(battle)
    # Two DNA Strands revealed; Madlock the only Character Sue has in play.
    assert len(before.zones["strands"]) == 2
    assert before.zones["sue.play"] == (MADLOCK,)
    assert NEBRUS in before.zones["jon.play"] and NEBRUS not in before.fatigued
    moves = lesson.script[lesson.played_before(battle) :]
    _, events = run(before, *moves)
    laid = [(e["seat"], e["card"]) for e in of_kind(events, "laid")]
    assert laid == [("sue", ab("blind")), ("jon", ab("gamma_blast"))]
    assert of_kind(events, "token") == [{"seat": "sue", "word": "Defense"}]
    # Flipped from the last card laid; Gamma Blast gives radiation two dice.
    flipped = [(e["card"], e["dice"]) for e in of_kind(events, "flipped")]
    assert flipped == [(ab("gamma_blast"), 2), (ab("blind"), 1)]
    (rolled,) = of_kind(events, "rolled")
    assert len(rolled["attack"]) == 5 and sum(rolled["attack"]) == 18
    assert len(rolled["defense"]) == 5 and sum(rolled["defense"]) == 13
    (reroll,) = of_kind(events, "rerolled")
    assert (reroll["seat"], reroll["from"], reroll["to"]) == ("jon", 1, 3)
    (won,) = of_kind(events, "won")
    assert (won["card"], won["beaten"], won["attack"], won["defense"]) == (NEBRUS, MADLOCK, 20, 13)
    assert of_kind(events, "damaged") == [{"seat": "sue", "card": MADLOCK}]
