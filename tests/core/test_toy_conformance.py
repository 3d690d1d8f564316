"""Tide Pool through the conformance suite at 1, 2, 5 and 8 players, and proof that the
suite catches a game that leaks: each wrapper below lets one secret slip out (or breaks
one promise), and the suite must fail on it. Tide Pool has no rulebook."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from petridish.core import secret
from petridish.core.actions import Pass
from petridish.core.events import Event

from ..conformance import check_secrecy, check_siblings, conform, random_game
from .toy.murky import MURKY, MurkyPool
from .toy.rules import EVENT_KINDS, GAME, Forage, Mark, TidePool, alone


def test_tide_pool_conforms_at_one_two_five_and_eight_players():
    report = conform(GAME, players=[1, 2, 5, 8], games=4, secrecy=2)
    assert report.games == 16
    # None of the checks was empty: positions were perturbed and compared, sibling
    # outcomes compared, sessions and sandbox edits played, every point forced.
    assert report.secrecy > 500 and report.outcomes > 500 and report.siblings > 500
    assert report.sessions == 8 and report.edits > 0
    assert report.points == report.forced == {"deck", "forage", "luck"}
    assert report.kinds == set(EVENT_KINDS)


def test_the_secrecy_checks_are_quiet_at_every_count_from_one_to_eight():
    for players in range(1, 9):
        random_game(GAME, players, checks=False, players=players, secrecy=1)


# -- leaky games: each must fail ------------------------------------------------------


class ShowsHands(TidePool):
    """A player's view shows every hand (a spectator's does not)."""

    def view(self, state, seat):
        view = super().view(state, seat)
        if seat is None:
            return view
        zones = {z: state.zones[z] if z.endswith(".hand") else c for z, c in view.zones.items()}
        return replace(view, zones=zones)


class ShowsMarks(TidePool):
    """A player's view shows every mark picked so far."""

    def view(self, state, seat):
        view = super().view(state, seat)
        return view if seat is None else replace(view, marks=dict(state.marks))


class ShowsTheSeed(TidePool):
    """Its views keep the RNG, which predicts every roll and shuffle."""

    def view(self, state, seat):
        return replace(super().view(state, seat), rng=state.rng)


class ShowsTheSeedToPlayers(ShowsTheSeed):
    def view(self, state, seat):
        return TidePool.view(self, state, seat) if seat is None else super().view(state, seat)


class ShowsLuck(TidePool):
    """A player's view shows every luck tracker, behind the others' screens."""

    def view(self, state, seat):
        view = super().view(state, seat)
        return view if seat is None else replace(view, luck=dict(state.luck))


class TellsOnForage(TidePool):
    """The line of a forage, for everyone, adds what ``said`` gives (as ``word``)."""

    word = ""

    def said(self, before, after, seat) -> str:
        raise NotImplementedError

    def describe(self, event):
        text = super().describe(event)
        return text + (f" ({self.word} {event[self.word]})" if self.word in event else "")

    def _apply(self, state, action):
        out = super()._apply(state, action)
        if isinstance(action, Forage):
            e = out.events[0]
            told = {self.word: self.said(state, out.state, action.seat)}
            e = replace(e, data={**e.data, **told}, public={**(e.public or e.data), **told})
            out = replace(out, events=(e, *out.events[1:]))
        return out


class TellsLuck(TellsOnForage):
    """The public line of a forage says the forager's luck."""

    word = "luck"

    def said(self, before, after, seat):
        return str(after.luck[seat])


class TellsMarks(TidePool):
    """Its log tells everyone which mark was picked."""

    def _apply(self, state, action):
        out = super()._apply(state, action)
        if isinstance(action, Mark):
            told = secret.commit_event(action.seat, action.mark, field="mark", shown=True)
            out = replace(out, events=(told, *out.events[1:]))
        return out


class TellsShells(TidePool):
    """The public line of a forage names the shell found."""

    def _apply(self, state, action):
        out = super()._apply(state, action)
        if isinstance(action, Forage) and "card" in out.events[0].data:
            e = out.events[0]
            out = replace(out, events=(replace(e, public=dict(e.data)), *out.events[1:]))
        return out


class TellsByCount(TellsOnForage):
    """A forage's public line names the deck's top shell before it, which depends on
    the order of the deck."""

    word = "left"

    def said(self, before, after, seat):
        return str(before.zones["deck"][:1])


class DrawsUndeclared(TidePool):
    """It rolls a die at a draw point it does not declare."""

    def _forage(self, w, seat):
        w.draw("undeclared", 1, 6)
        super()._forage(w, seat)


class ReportsUndeclared(TidePool):
    """It reports an event of a kind it does not declare."""

    def apply_pass(self, state, seat):
        out = super().apply_pass(state, seat)
        return replace(out, events=(*out.events, Event("shrug", {})))


DECLARED = "view is not what Tide Pool's declared secrets show"
LEAKS = [
    (ShowsHands, DECLARED),
    (ShowsMarks, "can tell .*Mark.* from .*Mark.*: by its view"),
    (ShowsLuck, DECLARED),
    (TellsLuck, "can tell when hidden luck of .* swapped, after Forage.*: its log reads"),
    (ShowsTheSeed, "view shows the seed"),
    (ShowsTheSeedToPlayers, "view shows the seed"),
    (TellsMarks, "can tell .*Mark.* from .*Mark.*: its log reads"),
    (TellsShells, "after Forage.*: its log reads"),
    (TellsByCount, "after Forage.*: its log reads"),
    (DrawsUndeclared, "draws at undeclared points \\['undeclared'\\]"),
    (ReportsUndeclared, "undeclared event kind 'shrug'"),
]


@pytest.mark.parametrize(("leaky", "caught"), LEAKS, ids=[cls.__name__ for cls, _ in LEAKS])
def test_the_suite_catches_a_leaky_game(leaky, caught):
    with pytest.raises(AssertionError, match=caught):
        conform(leaky(), players=[3], games=3, first_seed=1, secrecy=1, sessions=0, sandbox_games=0)


def test_each_secrecy_check_alone_catches_what_it_is_for():
    # The perturbed-position check sees a leaking view; the sibling check a leaking log
    # of a secret choice (the secret is in the action itself, so no change to the
    # position before it can show it).
    # (Seed 2: the perturbation it tries first changes a hand.)
    s = GAME.new_state(2, seats=GAME.seat_ids(3))
    with pytest.raises(AssertionError, match="its view changes"):
        check_secrecy(ShowsHands(), s, random.Random(0))
    with pytest.raises(AssertionError, match=r"hidden luck of .* swapped: its view changes"):
        check_secrecy(ShowsLuck(), s, random.Random(0))
    tide = GAME.apply(GAME.apply(GAME.apply(s, Pass("p1")).state, Pass("p2")).state, Pass("p3"))
    check_secrecy(TellsMarks(), tide.state, random.Random(0))  # nothing to see here...
    with pytest.raises(AssertionError, match="its log reads"):
        check_siblings(TellsMarks(), tide.state, random.Random(0))  # ...but here
    check_siblings(GAME, tide.state, random.Random(0))


# -- choices revealed together, anonymously -------------------------------------------


def test_murky_pool_conforms_and_its_anonymous_reveal_is_checked():
    report = conform(MURKY, players=[2, 3, 5], games=4, secrecy=1, sessions=0, sandbox_games=0)
    assert report.games == 12 and "murk" in report.forced
    # Outcomes were compared across the reveal with two other seats' marks swapped.
    assert report.anonymous > 20


class NamesThePickers(MurkyPool):
    """Its reveal, still called anonymous, says whose mark was whose."""

    def _reveal(self, w):
        marks = dict(w.s.marks)
        super()._reveal(w)
        shown = next(i for i, e in enumerate(w.events) if e.anonymous)
        w.events[shown] = replace(w.events[shown], data=marks)


class TellsThePearls(MurkyPool):
    """Everyone reads each lone mark's pearls, and so whose mark it was."""

    def _reveal(self, w):
        super()._reveal(w)
        w.events[:] = [
            replace(e, public=dict(e.data)) if e.kind == "pearls" else e for e in w.events
        ]


class ShufflesBySeat(MurkyPool):
    """It shuffles the marks in seat order: the pile's order then follows who picked
    what, and would tell it to anyone who knew the shuffle."""

    def _reveal(self, w):
        pile = w.shuffle("murk", [w.s.marks[s] for s in w.s.seats])
        w.event("revealed", {"pile": list(pile)}, reveal=True, anonymous=True)
        pearls = w.own("pearls")
        for seat, gain in alone(w.s.marks).items():
            pearls[seat] = pearls.get(seat, 0) + gain
        self._end_round(w)


SWAPPED = "can tell when hidden marks of .* swapped, after Mark.*: its (log|events) read"
ANONYMOUS_LEAKS = [NamesThePickers, TellsThePearls, ShufflesBySeat]


@pytest.mark.parametrize("leaky", ANONYMOUS_LEAKS, ids=[c.__name__ for c in ANONYMOUS_LEAKS])
def test_the_suite_catches_a_reveal_that_ties_a_choice_to_its_chooser(leaky):
    with pytest.raises(AssertionError, match=SWAPPED):
        conform(leaky(), players=[3], games=3, first_seed=1, secrecy=1, sessions=0, sandbox_games=0)
