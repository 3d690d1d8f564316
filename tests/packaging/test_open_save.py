"""``petridish SAVE``: a save given as the only argument opens in the app.

That is what a file manager, the Windows file association and macOS's Finder run when a
player opens a ``.petridish`` file. Everything else on the command line stays as it was.
"""

from __future__ import annotations

import sys

import pytest

from petridish import cli
from petridish.storage.paths import SAVE_SUFFIX


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    """Calls to ``run_app``, recorded instead of opening a window."""
    calls: list[dict] = []

    def fake_run_app(**kwargs) -> int:
        calls.append(kwargs)
        return 0

    monkeypatch.setattr("petridish.ui.app.run_app", fake_run_app)
    return calls


@pytest.mark.parametrize("name", [f"game{SAVE_SUFFIX}", "game.json", "Lab Night.PETRIDISH"])
def test_a_save_as_the_only_argument_opens_it(tmp_path, opened, name):
    save = tmp_path / name
    save.write_text("{}", encoding="utf-8")
    assert cli.main([str(save)]) == 0
    assert opened == [{"load": str(save)}]


def test_the_save_may_be_named_in_sys_argv(tmp_path, opened, monkeypatch):
    save = tmp_path / f"game{SAVE_SUFFIX}"
    save.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["petridish", str(save)])
    assert cli.main() == 0
    assert opened == [{"load": str(save)}]


@pytest.mark.parametrize(
    ("name", "said"),
    [(f"missing{SAVE_SUFFIX}", "no save at "), ("notes.txt", "invalid choice")],
)
def test_anything_else_is_still_a_usage_error(tmp_path, opened, capsys, name, said):
    # A save named that is not there is said so; any other word is no command.
    if name == "notes.txt":
        (tmp_path / name).write_text("hello", encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        cli.main([str(tmp_path / name)])
    assert info.value.code == 2
    assert said in capsys.readouterr().err
    assert opened == []


def test_a_folder_named_like_a_save_is_not_opened(tmp_path, opened):
    folder = tmp_path / f"odd{SAVE_SUFFIX}"
    folder.mkdir()
    with pytest.raises(SystemExit):
        cli.main([str(folder)])
    assert opened == []


def test_commands_are_unchanged(opened, capsys):
    assert cli.main(["rules", "adaptoid24"]) == 0
    assert "Rulings" in capsys.readouterr().out
    assert cli.main([]) == 0
    assert opened == [{}]


def test_the_gui_entry_point_opens_a_save_and_ignores_other_arguments(
    tmp_path, opened, monkeypatch
):
    save = tmp_path / f"game{SAVE_SUFFIX}"
    save.write_text("{}", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["petridish-gui", str(save)])
    assert cli.gui_main() == 0
    monkeypatch.setattr(sys, "argv", ["petridish-gui", "--whatever"])
    assert cli.gui_main() == 0
    assert opened == [{"load": str(save)}, {}]
