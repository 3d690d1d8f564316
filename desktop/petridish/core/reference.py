"""A game's rules reference as players read it: the rules in Petri Dish's own words
(``resources/games/<id>/rules.md``), the game's tables as its content files hold them
(``Game.reference_tables``), then every ruling, with the game option that settles it
where there is one. The Rules dock, ``petridish rules`` and the self-test show this
same text."""

from __future__ import annotations

import re
from typing import Any

from petridish import resources
from petridish.core.content import read_text


def rules_text(game: Any) -> str:
    """The reference of ``game`` as Markdown; ContentError (a ValueError) naming the file
    when its rules file is missing or cannot be read."""
    text = read_text(resources.path("games", game.id, "rules.md"))
    lines = [text.rstrip(), ""]
    tables = game.reference_tables()
    if tables:
        lines += [tables.rstrip(), ""]
    lines += ["## Rulings", ""]
    options = {o.id: o for o in game.options}
    for ruling in game.rulings:
        line = f"- **{ruling.id}** {ruling.text}"
        if ruling.option:
            o = options[ruling.option]
            default = o.choice_name(o.default) or o.default
            line += f" *(Game option “{o.label}”, default: {default}{_counts(o)}.)*"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _counts(option: Any) -> str:
    """The words "; in games of 2 players only" for an option other counts set aside."""
    if not option.players:
        return ""
    counts = " or ".join(str(n) for n in option.players)
    return f"; in games of {counts} players only"


# A link to a section or a ruling of the same reference: [Terms](#Terms), or with the
# destination in angle brackets where it has spaces: [Can't act](<#Can't act>).
INNER_LINK = re.compile(r"\[([^\]]+)\]\(<?#([^)>]*)>?\)")


def inner_links(text: str) -> list[str]:
    """The sections and rulings ``text`` links to, in order."""
    return [m.group(2) for m in INNER_LINK.finditer(text)]


def without_links(text: str) -> str:
    """``text`` with its inner links as their words alone, for a terminal."""
    return INNER_LINK.sub(r"\1", text)
