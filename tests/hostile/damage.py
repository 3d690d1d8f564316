"""Damaged saves of real games, made the same way for every game: the files the hostile
suite hands to the reader and to the window.

A *real* save is a game played at random by the rules with sandbox edits among the
moves (``real_save``). Its damaged copies (``damaged``) are, in a fixed order for a seed:

* **positions**: one value of a position the game really reached changed (a number set
  to -1, 0, seven, a billion or a number thousands of digits long; a text, a list, a
  mapping or a true/false changed, emptied, doubled or grown a thousandfold; a card
  moved, doubled or lost), and saved as the position a game starts from (``start``),
  with no moves, as a hand-made puzzle is; what the reader accepts there is a position
  the window must be able to show and play on;
* **edits**: a sandbox edit that breaks the position, recorded among the moves, with a
  rules move after it (only a hand-edited file can hold one);
* **bytes**: the real save cut short, or with a byte changed.

Every file is small and within every limit the save format documents.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from petridish.core import registry
from petridish.core.actions import Edit
from petridish.core.game import Game
from petridish.core.session import Session
from petridish.storage.saves import SeatInfo, dump_save, save_bytes, session_from_setup

# Who plays each game's real save: the first seat a person, the others the computer (so
# that a damaged position is played on by computer players in the window).
PLAYERS = {"adapt": 3, "adaptoid24": 2, "genegrafter": 3, "adrift": 4}
assert set(PLAYERS) == set(registry.game_ids()), "every game has a real save"
NUMBERS = (-1, 0, 7, 10**9, int("9" * 3000))
GROWN = 1000  # a list grown a thousandfold (its first item repeated)


@dataclass(frozen=True)
class Damaged:
    """One damaged file: how it was made (for a failing test's message) and its bytes."""

    how: str
    data: bytes


def seat_infos(game: Game[Any], players: int) -> list[SeatInfo]:
    ids = game.seat_ids(players)
    return [SeatInfo(s, s.capitalize(), "human" if i == 0 else "bot") for i, s in enumerate(ids)]


def play_with_edits(
    game: Game[Any],
    seed: int,
    players: int,
    moves: int,
    edit_rate: float = 0.15,
    start: Any = None,
) -> Session[Any]:
    """A session of ``moves`` random moves from a fresh set-up (or from ``start``):
    rules moves, and sandbox edits among them (those the sandbox takes)."""
    from tests.conformance import random_edit

    rng = random.Random(seed)
    seats = game.seat_ids(players)
    session = session_from_setup(game, seed, {}, (), start=start, seats=seats)
    for _ in range(moves):
        if game.is_terminal(session.state):
            break
        if rng.random() < edit_rate:
            for _attempt in range(20):
                edit = random_edit(game, session.state, rng)
                if game.check(session.state, edit) is None:
                    session.sandbox = True
                    session.submit(edit)
                    session.sandbox = False
                    break
            continue
        seat = rng.choice(game.to_move(session.state))
        session.submit(rng.choice(game.legal_actions(session.state, seat)))
    return session


def save_of(
    game: Game[Any], session: Session[Any], players: int, seed: int, start: Any = None
) -> bytes:
    return save_bytes(
        dump_save(
            session,
            game_id=game.id,
            seed=seed,
            options=session.initial.options,
            forced=(),
            seats=seat_infos(game, players),
            title=f"{game.name} damaged",
            start=start,
        )
    )


def real_session(game_id: str, seed: int = 5, moves: int = 60) -> Session[Any]:
    """The game of ``game_id``'s real save (made afresh: a session kept for the whole
    run would be counted by the soak test, which counts every session alive)."""
    game = registry.load(game_id)
    return play_with_edits(game, seed, PLAYERS[game_id], moves)


@cache
def real_save(game_id: str, seed: int = 5) -> bytes:
    """A real save of ``game_id``: sixty random moves, sandbox edits among them."""
    game = registry.load(game_id)
    return save_of(game, real_session(game_id, seed), PLAYERS[game_id], seed)


@cache
def positions(game_id: str, count: int = 6) -> tuple[Any, ...]:
    """Positions the game reached, a few apiece from games at every stage (JSON)."""
    game = registry.load(game_id)
    found: list[Any] = []
    for seed in range(count):
        session = play_with_edits(game, 100 + seed, PLAYERS[game_id], 20 + 40 * seed)
        found.append(game.state_to_json(session.state))
    return tuple(found)


def as_start(game_id: str, position: Any) -> bytes:
    """A save that starts at ``position`` (JSON) and has no moves: a hand-made puzzle."""
    data = json.loads(real_save(game_id))
    data["start"] = position
    data["snapshot"] = position
    data["moves"] = []
    data["mode"] = "rules"
    data["draft"] = []
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


# -- changing one value -----------------------------------------------------------------
def places(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """Every place in a JSON tree (keys and indexes from the root) with its value."""
    yield prefix, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from places(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from places(item, (*prefix, index))


def texts(value: Any) -> list[str]:
    return sorted({v for _, v in places(value) if isinstance(v, str)} | _keys(value))


def _keys(value: Any) -> set[str]:
    return {p[-1] for p, _ in places(value) if p and isinstance(p[-1], str)}


def changes(tree: Any, rng: random.Random) -> Iterator[tuple[str, Any]]:
    """One-value changes of a position (JSON), each as (what, the changed position)."""
    words = texts(tree)
    found = [(p, v) for p, v in places(tree) if p and p[0] != "rng"]
    rng.shuffle(found)
    for place, value in found:
        name = ".".join(map(str, place))
        for what, new in _new_values(value, words, rng):
            changed = copy.deepcopy(tree)
            holder = changed
            for key in place[:-1]:
                holder = holder[key]
            if new is _DELETE:
                del holder[place[-1]]
            else:
                holder[place[-1]] = new
            yield f"{name} {what}", changed


_DELETE = object()


def _new_values(value: Any, words: list[str], rng: random.Random) -> list[tuple[str, Any]]:
    if isinstance(value, bool):
        return [("flipped", not value)]
    if isinstance(value, int):
        picked = rng.sample(NUMBERS, 2)
        return [(f"set to {n if len(str(n)) < 12 else f'{len(str(n))} digits'}", n) for n in picked]
    if isinstance(value, str):
        other = rng.choice(words) if words else "x"
        return [(f"set to {other!r}", other), ("emptied", "")]
    if isinstance(value, list):
        out: list[tuple[str, Any]] = [("emptied", [])]
        if value:
            out.append(("doubled", value + value))
            out.append(("grown", value + [value[0]] * GROWN))
        out.append(("deleted", _DELETE))
        return out
    if isinstance(value, dict):
        out = [("emptied", {}), ("deleted", _DELETE)]
        if value:
            key = rng.choice(sorted(value))
            bigger = dict(value)
            bigger[rng.choice(words) if words else "x"] = value[key]
            out.append(("given another key", bigger))
        return out
    return [("deleted", _DELETE)]


# -- sandbox edits that break a position ------------------------------------------------
def breaking_edits(
    game: Game[Any], state: Any, rng: random.Random, into: str = "", tries: int = 200
) -> list[tuple[Edit, Any]]:
    """Cards moved to other places (into ``into`` only, if given), ``tries`` of them
    at random, where the sandbox refuses the move for the position it makes alone (not
    for the move itself): each with that position."""
    seat = game.seats_of(state)[0]
    targets = [into] if into else list(state.zones)
    moves = [(c, z) for source, cards in state.zones.items() for c in cards for z in targets]
    found = []
    for card, zone in rng.sample(moves, min(tries, len(moves))):
        edit = Edit(seat, "move", card=card, zone=zone)
        if card in state.zones[zone] or game.check(state, edit) is None:
            continue
        try:
            found.append((edit, game.apply_edit(state, edit, whole=False).state))
        except Exception:  # refused before the position is looked at
            continue
    return found


def fill_until_breaking(
    game: Game[Any], session: Session[Any], rng: random.Random
) -> list[tuple[Edit, Any]]:
    """Breaking edits of ``session``'s position; where a single move breaks nothing (an
    ADRIFT boat with every hand short of full), cards the sandbox takes are moved into
    a place, recorded as sandbox edits, until one more would break it."""
    found = breaking_edits(game, session.state, rng)
    zones = list(session.state.zones)
    for zone in rng.sample(zones, min(4, len(zones))):
        if found:
            break
        for _ in range(6):
            state = session.state
            seat = game.seats_of(state)[0]
            moves = [
                Edit(seat, "move", card=c, zone=zone)
                for z, cards in state.zones.items()
                if z != zone
                for c in cards
            ]
            fitting = next(
                (m for m in rng.sample(moves, min(20, len(moves))) if game.check(state, m) is None),
                None,
            )
            if fitting is None:
                break
            session.sandbox = True
            session.submit(fitting)
            session.sandbox = False
            found = breaking_edits(game, session.state, rng, into=zone, tries=40)
            if found:
                break
    return found


def broken_edit_saves(game_id: str, rng: random.Random, count: int) -> Iterator[Damaged]:
    """Saves whose moves hold a sandbox edit the sandbox refuses (it breaks the
    position), made as if by hand, followed by a rules move where one is possible."""
    game = registry.load(game_id)
    players = PLAYERS[game_id]
    made = 0
    for attempt in range(count * 10):
        if made >= count:
            return
        session = play_with_edits(game, 1000 + attempt, players, rng.randrange(4, 40))
        if game.is_terminal(session.state):
            continue
        edits = fill_until_breaking(game, session, rng)
        if not edits:
            continue
        edit, after = rng.choice(edits)
        data = json.loads(save_of(game, session, players, 1000 + attempt))
        data["moves"].append({"action": edit.to_json(), "sandbox": True})
        following = ""
        try:
            movers = game.to_move(after)
            legal = game.legal_actions(after, movers[0]) if movers else []
            if legal:
                after = game.apply(after, legal[0]).state
                data["moves"].append({"action": legal[0].to_json(), "sandbox": False})
                following = f", then {legal[0].kind}"
        except Exception:  # the rules cannot go on from it: the edit alone, then
            pass
        data["snapshot"] = game.state_to_json(after)
        made += 1
        yield Damaged(f"a breaking edit of {edit.card} to {edit.zone}{following}", _text(data))


def mended_edit_save(game_id: str, rng: random.Random) -> Damaged:
    """A save whose moves end with a sandbox edit that breaks the position and one that
    moves the card back: its last position is sound, so a window shows it while the
    moves are read, and the reading finds the broken one."""
    game = registry.load(game_id)
    players = PLAYERS[game_id]
    for attempt in range(40):
        session = play_with_edits(game, 2000 + attempt, players, rng.randrange(4, 40))
        edits = (
            fill_until_breaking(game, session, rng) if not game.is_terminal(session.state) else []
        )
        if not edits:
            continue
        state = session.state
        edit, broken = rng.choice(edits)
        source = next(z for z, cards in state.zones.items() if edit.card in cards)
        back = Edit(
            edit.seat,
            "move",
            card=edit.card,
            zone=source,
            index=state.zones[source].index(edit.card),
        )
        try:
            mended = game.apply_edit(broken, back, whole=False).state
        except Exception:
            continue
        if game.validate_state(mended) is not None:
            continue
        data = json.loads(save_of(game, session, players, 2000 + attempt))
        data["moves"] += [{"action": e.to_json(), "sandbox": True} for e in (edit, back)]
        data["snapshot"] = game.state_to_json(mended)
        return Damaged(f"a breaking edit {edit.card} to {edit.zone}, moved back", _text(data))
    raise AssertionError(f"no breaking edit of {game_id} could be moved back")


def _text(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


# -- every damaged file ------------------------------------------------------------------
def damaged(game_id: str, values: int, edits: int, cuts: int, flips: int) -> Iterator[Damaged]:
    """``values`` one-value changes of real positions (as starting positions), ``edits``
    saves with a breaking edit, ``cuts`` truncations and ``flips`` byte changes of the
    real save."""
    rng = random.Random(f"damage:{game_id}")
    trees = positions(game_id)
    streams = [(n, changes(tree, random.Random(f"{game_id}:{n}"))) for n, tree in enumerate(trees)]
    made = 0
    while made < values and streams:
        n, stream = streams[made % len(streams)]
        try:
            what, changed = next(stream)
        except StopIteration:
            streams.remove((n, stream))
            continue
        made += 1
        yield Damaged(f"position {n}: {what}", as_start(game_id, changed))
    yield from broken_edit_saves(game_id, rng, edits)
    whole = real_save(game_id)
    end = len(whole.rstrip())
    for n in range(cuts):
        length = (n * end) // max(1, cuts)
        yield Damaged(f"cut at {length} of {end} bytes", whole[:length])
    for _ in range(flips):
        data = bytearray(whole)
        at = rng.randrange(len(data))
        data[at] ^= rng.randrange(1, 256)
        yield Damaged(f"byte {at} changed", bytes(data))
