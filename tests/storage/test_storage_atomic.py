"""Atomic writes: the old file survives any failure, and no temporary file is left."""

from __future__ import annotations

import os
import stat
import sys

import pytest

from petridish.storage import atomic as atomic_module
from petridish.storage.atomic import write_atomic


def test_writes_text_as_utf8_and_creates_folders(tmp_path):
    path = tmp_path / "a" / "b" / "file.json"

    write_atomic(path, "Zoë\n")

    assert path.read_bytes() == "Zoë\n".encode()
    assert os.listdir(path.parent) == ["file.json"]


def test_replaces_an_existing_file(tmp_path):
    path = tmp_path / "file.bin"
    path.write_bytes(b"old")

    write_atomic(path, b"new\r\n")

    assert path.read_bytes() == b"new\r\n"
    assert os.listdir(tmp_path) == ["file.bin"]


@pytest.mark.parametrize("broken", ["replace", "fsync"])
def test_failure_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch, broken):
    path = tmp_path / "save.petridish"
    path.write_bytes(b"the good old save")

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_module.os, broken, fail)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(path, b"half a save")
    monkeypatch.undo()

    assert path.read_bytes() == b"the good old save"
    assert os.listdir(tmp_path) == ["save.petridish"]


def test_interrupt_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "save.petridish"

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(atomic_module.os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, b"data")
    monkeypatch.undo()

    assert os.listdir(tmp_path) == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_keeps_the_permissions_of_the_file_it_replaces(tmp_path):
    path = tmp_path / "shared.petridish"
    path.write_bytes(b"old")
    path.chmod(0o640)

    write_atomic(path, b"new")

    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_new_files_are_readable_by_their_owner_only(tmp_path):
    # A hot-seat autosave can hold a secret choice: not for the other players' accounts.
    old = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.petridish", b"new")
    finally:
        os.umask(old)

    assert stat.S_IMODE((tmp_path / "new.petridish").stat().st_mode) == 0o600


def test_previous_keeps_the_replaced_file_once_the_new_one_is_written(tmp_path):
    path, previous = tmp_path / "autosave.petridish", tmp_path / "autosave.previous.petridish"
    path.write_bytes(b"latest")
    previous.write_bytes(b"older")

    write_atomic(path, b"newest", previous=previous)

    assert path.read_bytes() == b"newest" and previous.read_bytes() == b"latest"
    assert sorted(os.listdir(tmp_path)) == sorted([previous.name, path.name])


@pytest.mark.parametrize("broken", ["fsync", "write"])
def test_a_failed_write_with_previous_renames_nothing(tmp_path, monkeypatch, broken):
    path, previous = tmp_path / "autosave.petridish", tmp_path / "autosave.previous.petridish"
    path.write_bytes(b"latest")
    previous.write_bytes(b"older")

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if broken == "fsync":
        monkeypatch.setattr(atomic_module.os, "fsync", fail)
    else:
        monkeypatch.setattr(atomic_module.os, "fdopen", fail)
    with pytest.raises(OSError, match="No space left"):
        write_atomic(path, b"newest", previous=previous)
    monkeypatch.undo()

    assert path.read_bytes() == b"latest" and previous.read_bytes() == b"older"
    assert sorted(os.listdir(tmp_path)) == sorted([previous.name, path.name])


def test_text_that_cannot_be_encoded_creates_nothing(tmp_path):
    with pytest.raises(UnicodeEncodeError):
        write_atomic(tmp_path / "sub" / "bad.petridish", "half \ud800 a character")

    assert os.listdir(tmp_path) == []
