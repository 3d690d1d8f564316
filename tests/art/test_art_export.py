"""Export: one PNG per face, a print-and-play PDF of ceil(faces / 9) A4 pages, and the
command's exit codes."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PIL import Image, PdfParser

from petridish.art import export, sheets
from petridish.art.export import export_cards, render_cards_command
from petridish.art.template import REF_SIZE
from tests.art.art_fakes import Swatches
from tests.conftest import coming_if_named


def pdf_pages(path: Path) -> int:
    return len(PdfParser.PdfParser(str(path)).pages)


@pytest.mark.parametrize("count", [1, 9, 10, 20])
def test_export_writes_every_face_and_a_pdf(tmp_path: Path, count: int) -> None:
    art = Swatches(count)
    files = export_cards(art, tmp_path / "out", pdf=True)
    pngs = [f for f in files if f.suffix == ".png"]
    pdfs = [f for f in files if f.suffix == ".pdf"]
    assert [p.stem for p in pngs] == art.faces()
    for p in pngs:
        with Image.open(p) as im:
            assert im.size == REF_SIZE
    assert len(pdfs) == 1
    assert pdf_pages(pdfs[0]) == math.ceil(count / 9)


def test_export_without_pdf(tmp_path: Path) -> None:
    files = export_cards(Swatches(2), tmp_path, pdf=False)
    assert len(files) == 2 and all(f.suffix == ".png" for f in files)


def test_sheet_page_is_a4_at_300_dpi_with_marks_outside_the_cards() -> None:
    assert sheets.PAGE_PX == (2480, 3508)
    assert sheets.CARD_PX == (744, 1039)  # 63 x 88 mm
    faces = [Image.new("RGBA", REF_SIZE, (200, 30, 30, 255)) for _ in range(9)]
    page = sheets.page(faces, "Swatches", 1, 1)
    assert page.size == sheets.PAGE_PX and page.mode == "RGB"
    w, h = sheets.CARD_PX
    for x, y in sheets.slots():
        assert x >= 0 and y >= 0 and x + w <= page.width and y + h <= page.height
        # A mark continues the top edge to the left of the card; the card is untouched.
        assert page.getpixel((x - sheets.px(1.0), y)) == sheets.MARK_COLOR
        assert page.getpixel((x + w // 2, y + h // 2)) == (200, 30, 30)
    # The slots do not overlap.
    for (x0, y0), (x1, y1) in zip(sheets.slots(), sheets.slots()[1:], strict=False):
        assert x1 >= x0 + w or y1 >= y0 + h


def test_command_exports(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(export, "template_for", lambda game_id: Swatches(4))
    assert render_cards_command("swatches", tmp_path, pdf=True) == 0
    out = capsys.readouterr().out
    assert "wrote 4 card faces" in out and ".pdf" in out
    assert len(list(tmp_path.glob("*.png"))) == 4


@pytest.mark.parametrize("game", ["nosuchgame", "driftwood"])
def test_unknown_game_exits_2_naming_the_known_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, request
) -> None:
    coming_if_named(request, game)
    assert render_cards_command(game, tmp_path / "x", pdf=False) == 2
    err = capsys.readouterr().err
    assert "adaptoid24" in err
    assert not (tmp_path / "x").exists()


def test_adaptoid24_print_run_is_the_whole_physical_set() -> None:
    # rulebook: adaptoid24.txt:8
    # rulebook: adaptoid24.txt:9
    # rulebook: adaptoid24.txt:10
    # rulebook: adaptoid24.txt:15
    from petridish.games.adaptoid24.art import TEMPLATE

    run = TEMPLATE.print_run()
    assert sum(k.startswith("room.") for k in run) == 16
    assert sum(k.startswith("evo.") for k in run) == 15
    assert sum(k.startswith("spawn.v") for k in run) == 12
    assert run.count("taser.loaded") == 3 and run.count("taser.unloaded") == 3
    assert set(run) <= set(TEMPLATE.faces())


def test_a_folder_it_cannot_write_is_refused_before_any_drawing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    art = Swatches(4)
    monkeypatch.setattr(export, "template_for", lambda game_id: art)
    (tmp_path / "a-file").write_text("x")
    for out, said in [
        (tmp_path / "a-file", "it is a file, not a folder"),
        (tmp_path / "a-file" / "cards", "Not a directory"),
    ]:
        assert render_cards_command("swatches", out, pdf=True) == 2
        err = capsys.readouterr().err
        assert err == f"petridish render-cards: error: cannot write to {out}: {said}\n"
    assert art.calls == 0


def test_a_failed_write_midway_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(export, "template_for", lambda game_id: Swatches(4))
    (tmp_path / "swatch.2.png").mkdir()  # a folder where a face's file goes
    assert render_cards_command("swatches", tmp_path, pdf=False) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        f"petridish render-cards: error: cannot write {tmp_path / 'swatch.2.png'}"
    )
    assert err.count("\n") == 1


def test_bad_card_data_is_refused_before_the_folder_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from petridish.core.content import ContentError

    class BadCards(Swatches):
        def faces(self) -> list[str]:
            raise ContentError("cards.toml", "[rooms.lab]", "missing field 'name'")

    monkeypatch.setattr(export, "template_for", lambda game_id: BadCards())
    assert render_cards_command("swatches", tmp_path / "out", pdf=True) == 2
    err = capsys.readouterr().err
    assert err == "petridish render-cards: error: cards.toml, [rooms.lab]: missing field 'name'\n"
    assert not (tmp_path / "out").exists()
