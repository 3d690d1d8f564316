"""Log lines: one sentence for every event, the same for every seat."""

from __future__ import annotations

import random

from petridish.games.adapt.rules import GAME
from petridish.games.adapt.state import EVENT_KINDS
from petridish.games.adapt.words import zone_name


def test_every_event_reads_as_one_plain_sentence_for_every_seat():
    seen: set[str] = set()
    for players in (2, 5):
        for seed in range(12):
            rng = random.Random(seed)
            s = GAME.new_state(seed, seats=GAME.seat_ids(players))
            while not GAME.is_terminal(s):
                seat = GAME.to_move(s)[0]
                out = GAME.apply(s, rng.choice(GAME.legal_actions(s, seat)))
                for e in out.events:
                    texts = {GAME.describe(e.for_seat(x)) for x in (*s.seats, None)}
                    assert len(texts) == 1  # nothing is hidden but the deck
                    (text,) = texts
                    assert text[0].isupper() and text.endswith((".", "!")), text
                    assert "None" not in text and "{" not in text and "#" not in text, text
                    assert "_" not in text, text
                    seen.add(e.kind)
                s = out.state
    assert {"attack", "damage", "cycle", "turn", "roll", "percentile", "over"} <= seen
    assert seen <= set(EVENT_KINDS)


def test_places_are_named_as_the_table_labels_them():
    assert zone_name(GAME, "coral.jaws") == "Coral's jaws"
    assert zone_name(GAME, "finn.pgp") == "Finn's Gene Pool"
    assert zone_name(GAME, "marina.body") == "Marina's Body"
    assert zone_name(GAME, "stream.4") == "Gene Stream 4"
    assert zone_name(GAME, "discard") == "the discard pile"
    assert zone_name(GAME, "guppies") == "the Guppies set aside"


def test_every_ruling_is_in_docs_rulings_md_word_for_word():
    from pathlib import Path

    docs = Path(__file__).resolve().parents[3] / "docs" / "RULINGS.md"
    section = docs.read_text(encoding="utf-8").split("## A.D.A.P.T. (`adapt`)\n", 1)[1]
    listed = [line for line in section.splitlines() if line.startswith("- **ADAPT-")]
    assert len(listed) == len(GAME.rulings)
    for ruling, line in zip(GAME.rulings, listed, strict=True):
        assert line.startswith(f"- **{ruling.id}** {ruling.text}")


def test_the_rulings_and_options_are_declared():
    ids = [r.id for r in GAME.rulings]
    assert ids == [f"ADAPT-R{n:02d}" for n in range(1, len(ids) + 1)]
    assert {o.ruling for o in GAME.options} <= set(ids)
    assert all(r.option in {o.id for o in GAME.options} for r in GAME.rulings if r.option)
    assert GAME.default_options() == {
        "packs": "auto",
        "chart_gap": "experience",
        "chart_overlap": "slot3",
        "guppy_attack": 2,
        "round_limit": 60,
    }


def test_players_are_named_by_their_own_names_when_given():
    event = {"kind": "rest", "seat": "coral"}
    assert GAME.describe(event) == "Coral can't act, and rests."
    assert GAME.describe(event, {"coral": "Ana"}) == "Ana can't act, and rests."
