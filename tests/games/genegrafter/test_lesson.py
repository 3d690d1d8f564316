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


def test_the_lesson_shows_gear_and_the_infinity_die_and_ends_with_jons_turn_over():
    # rulebook: genegrafter.txt:86
    # rulebook: genegrafter.txt:153
    # rulebook: genegrafter.txt:159
    # rulebook: genegrafter.txt:109
    # Gear and the Infinity Die come up once. The die shows the Infinity Symbol, not
    # Draw 2 Cards: two more cards left Jon's hand over eight, and the lesson ended
    # with his turn waiting on a discard it never asked for.
    lesson = lessons.load("genegrafter")
    kinds = [s.do.kind for s in lesson.steps if s.do]
    assert "EquipGear" in kinds and "RollInfinity" in kinds and "InfinityChoice" in kinds
    end = lessons.check(lesson)
    assert NEBRUS in end.granted and "jon" in end.infinity_used
    assert end.current == "sue" and len(end.zones["jon.hand"]) <= 8
