"""Export every card face of a game as PNG files, and optionally a print-and-play PDF."""

from __future__ import annotations

import sys
from pathlib import Path

from petridish.art.cache import safe_name
from petridish.art.registry import template_for
from petridish.art.sheets import PER_PAGE, write_pdf
from petridish.art.template import REF_SIZE, CardTemplate
from petridish.core.registry import UnknownGame


def export_cards(template: CardTemplate, out_dir: Path | str, pdf: bool = False) -> list[Path]:
    """Write each face of ``template`` as ``<face key>.png`` (750 × 1050) into
    ``out_dir`` and, with ``pdf``, ``<game>-print-and-play.pdf`` (A4, nine cards a
    page at 63 × 88 mm). Returns the files written, PNGs first."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for key in template.faces():
        path = out / f"{safe_name(key)}.png"
        template.render(key, *REF_SIZE).save(path, "PNG")
        written.append(path)
    if pdf:
        # The sheets hold a whole physical set: each face as many times as it is printed.
        by_key = {key: out / f"{safe_name(key)}.png" for key in template.faces()}
        run = [by_key[key] for key in template.print_run()]
        written.append(
            write_pdf(run, template.name, out / f"{template.game_id}-print-and-play.pdf")
        )
    return written


def render_cards_command(game_id: str, out: Path, pdf: bool) -> int:
    """The ``render-cards`` command: export a game's cards, say what was written and
    return the exit code (0 done, 2 unknown game)."""
    try:
        template = template_for(game_id)
    except UnknownGame as exc:
        print(f"petridish: {exc}", file=sys.stderr)
        return 2
    files = export_cards(template, out, pdf)
    pngs = [f for f in files if f.suffix == ".png"]
    print(f"wrote {len(pngs)} card faces of {template.name} to {Path(out)}")
    for f in files:
        if f.suffix == ".pdf":
            cards = len(template.print_run())
            pages = (cards + PER_PAGE - 1) // PER_PAGE
            print(f"wrote print-and-play sheets ({cards} cards, {pages} A4 pages) to {f}")
    return 0
