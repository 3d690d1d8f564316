"""Temporary files of killed writes are removed at the next start: only ours, only old
ones, only in our folders, only once per process."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from petridish.storage.atomic import temp_name
from petridish.storage.leftovers import clean_leftovers, clean_once, is_ours
from petridish.storage.paths import Paths

AN_HOUR_AGO = time.time() - 3600


def leftover(path: Path, old: bool = True) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"half a wri")
    if old:
        os.utime(path, (AN_HOUR_AGO, AN_HOUR_AGO))
    return path


def test_our_temporary_names_are_recognised():
    assert is_ours(temp_name(Path("autosave.petridish")).name)
    assert is_ours(".lab night.petridish.0123abcd.tmp")
    assert is_ours(".settings.json.0123abcd.tmp")
    assert not is_ours(".notes.txt.0123abcd.tmp")  # not a file we write
    assert not is_ours("autosave.petridish.0123abcd.tmp")  # no leading dot
    assert not is_ours(".autosave.petridish.0123abcz.tmp")  # not our hex
    assert not is_ours(".autosave.petridish.tmp")


def test_old_leftovers_of_ours_go_and_everything_else_stays(paths: Paths, tmp_path):
    gone = [
        leftover(paths.data_dir / ".autosave.petridish.0123abcd.tmp"),
        leftover(paths.saves_dir / ".lab night.petridish.4567ef01.tmp"),
        leftover(paths.config_dir / ".settings.json.89abcdef.tmp"),
    ]
    kept = [
        leftover(paths.data_dir / ".autosave.petridish.fedcba98.tmp", old=False),  # in progress
        leftover(paths.data_dir / ".notes.txt.0badf00d.tmp"),  # not ours
        leftover(paths.data_dir / "autosave.petridish"),  # the autosave itself
        leftover(tmp_path / "elsewhere" / ".lab.petridish.0123abcd.tmp"),  # not our folder
    ]

    removed = clean_leftovers(paths)

    assert sorted(removed) == sorted(gone)
    assert not any(p.exists() for p in gone) and all(p.exists() for p in kept)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX links")
def test_a_link_with_our_name_is_not_followed_or_removed(paths: Paths, tmp_path):
    target = leftover(tmp_path / "precious.txt")
    link = paths.data_dir / ".autosave.petridish.0123abcd.tmp"
    paths.data_dir.mkdir(parents=True)
    link.symlink_to(target)
    os.utime(link, (AN_HOUR_AGO, AN_HOUR_AGO), follow_symlinks=False)

    assert clean_leftovers(paths) == []
    assert link.is_symlink() and target.read_bytes() == b"half a wri"


def test_missing_folders_are_fine(paths: Paths):
    assert clean_leftovers(paths) == []
    assert not paths.data_dir.exists()  # and nothing was created


def test_cleaning_happens_once_per_process(paths: Paths):
    first = leftover(paths.data_dir / ".autosave.petridish.0123abcd.tmp")
    assert clean_once(paths) == [first]
    later = leftover(paths.data_dir / ".autosave.petridish.4567abcd.tmp")
    assert clean_once(paths) == [] and later.exists()
