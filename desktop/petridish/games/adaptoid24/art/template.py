"""ADAPTOID 24 card art: the card template.

Which faces the game has, the card data behind each, which face a card of the game state
shows, the print run, and the drawing of a face by the painter of its kind.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

from petridish.art.template import CardTemplate, card_data
from petridish.core.card_set import HoldsCards
from petridish.games.adaptoid24 import cards as carddata
from petridish.games.adaptoid24.state import HIDDEN

if TYPE_CHECKING:
    from PIL import Image

TASER_ROOMS = ("warehouse", "dining", "office")  # rulebook "Rooms": abilities that load Tasers
DRON_ROOMS = ("robotics",)
SHIELD_ROOMS = ("research",)


class Adaptoid24Art(HoldsCards[carddata.CardSet], CardTemplate):
    """Draws every ADAPTOID 24 card face from a card set (by default the shipped one)."""

    game_id = "adaptoid24"
    name = "ADAPTOID 24"
    # Raise whenever a face is drawn differently (tests/art/test_art_versions.py notices):
    # faces are kept on disk under this number, and an old one must not outlive its drawing.
    version = 3

    def __init__(self, cardset: carddata.CardSet | None = None) -> None:
        self._cards = cardset  # None: the shipped one, loaded on first use

    def _load_cards(self) -> carddata.CardSet:
        return carddata.load()

    # -- the face list ----------------------------------------------------------------
    def print_run(self) -> list[str]:
        """Every physical card of the game (Rulebook "Set Up"): 16 rooms, 15 Evolutions
        by their counts, 12 Spawns by value; Tasers, the Dron and the Characters with
        both sides (to fold or glue back to back); then one back of each kind."""
        cs = self.cards
        run = [f"room.{side}.{r.id}" for side in ("g", "a") for r in cs.rooms]
        run += [f"evo.{e.id}" for e in cs.evolutions for _ in range(e.count)]
        run += [f"spawn.v{v}" for v in cs.spawn_values]
        run += ["taser.loaded", "taser.unloaded"] * 3 + ["dron.loaded", "dron.unloaded"]
        run += [f"char.{ch.id}.{side}" for ch in cs.characters for side in ("shield", "spent")]
        run += [k for k in self.faces() if k.startswith("back.") and k != "back.hidden"]
        return run

    def faces(self) -> list[str]:
        """Every face: rooms (both sides), Evolutions, Spawn values, equipment and
        Characters (both sides), then the backs."""
        cs = self.cards
        keys = [f"room.{side}.{r.id}" for side in ("g", "a") for r in cs.rooms]
        keys += [f"evo.{e.id}" for e in cs.evolutions]
        keys += [f"spawn.v{v}" for v in sorted(set(cs.spawn_values))]
        keys += ["taser.loaded", "taser.unloaded", "dron.loaded", "dron.unloaded"]
        keys += [f"char.{ch.id}.{side}" for ch in cs.characters for side in ("shield", "spent")]
        keys += ["back.room.g", "back.room.a"]
        keys += [f"back.evo.{d}" for d in carddata.DECKS]
        keys += ["back.spawn", "back.hidden"]
        return keys

    def data_for(self, key: str) -> dict[str, Any]:
        """The card data behind face ``key`` (raises KeyError for an unknown face)."""
        self.check(key)
        cs = self.cards
        parts = key.split(".")
        data: dict[str, Any] = {"face": key}
        if parts[0] == "room":
            data["room"] = card_data(cs.room(parts[2]))
        elif parts[0] == "evo":
            evo = card_data(cs.evolution(parts[1]))
            evo.pop("count")  # how many copies exist does not change the picture
            data["evolution"] = evo
        elif parts[0] == "spawn":
            data["value"] = int(parts[1][1:])
        elif parts[0] == "taser":
            data["reload"] = self._rooms_named(TASER_ROOMS)
        elif parts[0] == "dron":
            data["reload"] = self._rooms_named(DRON_ROOMS)
        elif parts[0] == "char":
            data["character"] = card_data(cs.character(parts[1]))
            data["reload"] = self._rooms_named(SHIELD_ROOMS)
        return data

    def _rooms_named(self, abilities: tuple[str, ...]) -> list[str]:
        return [r.name for r in self.cards.rooms if r.ability in abilities]

    # -- state card -> face ---------------------------------------------------------------
    def face_key(self, card_id: str, up: bool = True, hint: str = "") -> str:
        """Map a state card id to the face it shows.

        Rooms ``a.<room>``/``g.<room>``, Evolutions ``evo.<id>.<n>`` and Spawns
        ``spawn.<n>`` show their front when ``up`` and their back otherwise. Tasers,
        the Dron and Characters have two fronts: ``up`` is the loaded side (shield
        loaded), otherwise the unloaded (shield spent) side. A hidden card ``"?"`` shows
        the back its ``hint`` names — a family ("a", "g", "spawn", "evo.<deck>") or the
        zone it lies in ("adaptoid.hand", "spawns.lab", "evo.offensive"...) — or the
        generic back.
        """
        if card_id == HIDDEN:
            return self._back_for(hint)
        cs = self.cards
        family, _, rest = card_id.partition(".")
        if family in ("a", "g") and rest in {r.id for r in cs.rooms}:
            return f"room.{family}.{rest}" if up else f"back.room.{family}"
        if family == "evo":
            evo_id = rest.rpartition(".")[0] or rest
            if evo_id in {e.id for e in cs.evolutions}:
                return f"evo.{evo_id}" if up else f"back.evo.{cs.evolution(evo_id).deck}"
        if family == "spawn" and rest.isdigit() and 1 <= int(rest) <= len(cs.spawn_values):
            return f"spawn.v{cs.spawn_values[int(rest) - 1]}" if up else "back.spawn"
        if family in ("taser", "dron"):
            return f"{family}.{'loaded' if up else 'unloaded'}"
        if family == "char" and rest in {ch.id for ch in cs.characters}:
            return f"char.{rest}.{'shield' if up else 'spent'}"
        raise KeyError(f"ADAPTOID 24 has no card {card_id!r}")

    def _back_for(self, hint: str) -> str:
        head = hint.split(".")[0]
        if hint == "a" or head == "adaptoid":
            return "back.room.a"
        if hint == "g" or hint in ("geneticist.hand", "geneticist.row", "geneticist.aside"):
            return "back.room.g"
        if head in ("spawn", "spawns"):
            return "back.spawn"
        if head == "evo" and hint.partition(".")[2] in carddata.DECKS:
            return f"back.evo.{hint.partition('.')[2]}"
        return "back.hidden"

    # -- drawing ------------------------------------------------------------------------
    def render(self, key: str, width_px: int, height_px: int) -> Image.Image:
        """Draw face ``key`` at the given pixel size (RGBA, rounded corners)."""
        # The painters (and Pillow) load on the first face drawn: a warm cache never
        # needs them, and opening a table should not pay for them.
        from petridish.art.draw import Canvas
        from petridish.games.adaptoid24.art.backs import back
        from petridish.games.adaptoid24.art.evolutions import evolution
        from petridish.games.adaptoid24.art.gear import character, equipment
        from petridish.games.adaptoid24.art.rooms import adaptoid_room, geneticist_room
        from petridish.games.adaptoid24.art.spawns import spawn_front

        self.check(key)
        c = Canvas(width_px, height_px)
        seed = zlib.crc32(key.encode())
        parts = key.split(".")
        cs = self.cards
        if parts[0] == "room":
            room = cs.room(parts[2])
            if parts[1] == "g":
                geneticist_room(c, room)
            else:
                adaptoid_room(c, room, seed)
        elif parts[0] == "evo":
            evolution(c, cs.evolution(parts[1]), seed)
        elif parts[0] == "spawn":
            spawn_front(c, int(parts[1][1:]), seed)
        elif parts[0] in ("taser", "dron"):
            equipment(c, parts[0], parts[1] == "loaded", self.data_for(key)["reload"])
        elif parts[0] == "char":
            ch = cs.character(parts[1])
            look = cs.characters.index(ch)
            character(c, ch, look, parts[2] == "shield", self._rooms_named(SHIELD_ROOMS))
        else:
            back(c, ".".join(parts[1:]), seed)
        return c.finish()


TEMPLATE = Adaptoid24Art()
