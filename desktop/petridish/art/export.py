"""Export every card face of a game as PNG files, and optionally a print-and-play PDF."""

from __future__ import annotations

import errno
import sys
import tempfile
from pathlib import Path

from petridish.art.cache import safe_name
from petridish.art.registry import template_for
from petridish.art.sheets import PER_PAGE, write_pdf
from petridish.art.template import REF_SIZE, CardTemplate
from petridish.core.content import ContentError
from petridish.core.registry import UnknownGame


def export_cards(
    template: CardTemplate, out_dir: Path | str, pdf: bool = False, width: int = REF_SIZE[0]
) -> list[Path]:
    """Write each face of ``template`` as ``<face key>.png`` (``width`` pixels wide,
    750 × 1050 by default: 63 × 88 mm at about 300 dpi) into ``out_dir`` and, with
    ``pdf``, ``<game>-print-and-play.pdf`` (A4, nine cards a page at 63 × 88 mm).
    Returns the files written, PNGs first."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    size = (width, round(width * REF_SIZE[1] / REF_SIZE[0]))
    written = []
    for key in template.faces():
        path = out / f"{safe_name(key)}.png"
        template.render(key, *size).save(path, "PNG")
        written.append(path)
    if pdf:
        # The sheets hold a whole physical set: each face as many times as it is printed.
        by_key = {key: out / f"{safe_name(key)}.png" for key in template.faces()}
        run = [by_key[key] for key in template.print_run()]
        written.append(
            write_pdf(run, template.name, out / f"{template.game_id}-print-and-play.pdf")
        )
    return written


def render_cards_command(game_id: str, out: Path, pdf: bool, width: int = REF_SIZE[0]) -> int:
    """The ``render-cards`` command: export a game's cards, say what was written and
    return the exit code: 0 done; 2, after one line on stderr, for an unknown game, a
    card file it cannot use or a folder it cannot write."""
    try:
        template = template_for(game_id)
        template.faces()  # reads the card data: a bad file is named before any drawing
    except (UnknownGame, ContentError) as exc:
        return _refuse(str(exc))
    problem = folder_problem(Path(out))
    if problem:
        return _refuse(f"cannot write to {out}: {problem}")
    try:
        files = export_cards(template, out, pdf, width)
    except OSError as exc:  # the disk filled up, or a face's file name is taken by a folder
        return _refuse(f"cannot write {exc.filename or out}: {exc.strerror or exc}")
    pngs = [f for f in files if f.suffix == ".png"]
    print(f"wrote {len(pngs)} card faces of {template.name} ({width} px wide) to {Path(out)}")
    for f in files:
        if f.suffix == ".pdf":
            cards = len(template.print_run())
            pages = (cards + PER_PAGE - 1) // PER_PAGE
            print(f"wrote print-and-play sheets ({cards} cards, {pages} A4 pages) to {f}")
    return 0


def folder_problem(out: Path) -> str | None:
    """Why ``out`` cannot take the exported files (None if it can), found by making it
    and a file in it before a minute of drawing rather than after the first card."""
    try:
        if out.exists() and not out.is_dir():
            return "it is a file, not a folder"
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        if exc.errno == errno.ENOENT and out.is_dir():
            # A folder of the system's (/proc/self) that exists but makes no files: "No
            # such file or directory" named a folder that is plainly there.
            return "the folder takes no new files"
        return exc.strerror or str(exc)
    except ValueError:  # a NUL character: no file system has such a name
        return "not a possible folder name"
    return None


def _refuse(message: str) -> int:
    print(f"petridish render-cards: error: {message}", file=sys.stderr)
    return 2
