"""Folders that cannot be written: a full disk and a read-only one, as real as the
machine allows.

Where this process may mount file systems (root on Linux, as CI runs), a faulty folder
is a small file system of its own: filled to its last byte for a full disk, mounted
read-only for a read-only one, so every write fails in the kernel exactly as it would
for a player. Elsewhere, read-only is a folder without write permission, unless the
tests run as root (whom permissions do not stop); and whatever the machine cannot make
is an ``OSError`` injected into the ``os`` calls that create, rename or delete files in
that folder (those every write of Petri Dish goes through), with the error number the
real fault gives.

A fault is made in two steps, so that a test can put the files a player already has
there first: :meth:`Fault.prepare` (an empty folder, on its own file system where it
can be), then :meth:`Fault.strike` (full or read-only from then on). :meth:`Fault.heal`
undoes it; the fixture that makes a fault heals it whatever the test did.

``PETRIDISH_FAULTS=injected`` (or ``permissions``) makes the faults that way even where a
real file system could be mounted, to try the way other machines run the suite.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

FULL, READ_ONLY = "full", "read-only"
KINDS = (FULL, READ_ONLY)
SMALL_DISK = "16m"  # room for a player's saves, settings and the picker's pictures

# The error a write into the folder meets: a full disk, or a read-only one (a folder
# without write permission is refused with EACCES instead).
ERRNO = {FULL: errno.ENOSPC, READ_ONLY: errno.EROFS}
# What opening a file for writing asks for (reading stays allowed).
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _run(*command: str) -> bool:
    try:
        done = subprocess.run(command, capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


@functools.cache
def can_mount() -> bool:
    """Whether this process can mount (and unmount) a small file system: tried once."""
    if not sys.platform.startswith("linux") or shutil.which("mount") is None:
        return False
    folder = tempfile.mkdtemp(prefix="petridish-mount-")
    try:
        if not _run("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder):
            return False
        return _run("umount", folder)
    finally:
        with contextlib.suppress(OSError):
            os.rmdir(folder)


def permissions_stop_writes() -> bool:
    """Whether taking a folder's write permission stops this process writing there (not
    for root, and not on Windows, where a folder's read-only flag stops nothing)."""
    return os.name == "posix" and os.geteuid() != 0


def how(kind: str) -> str:
    """How a fault of ``kind`` is made on this machine: "file system" (a real small
    file system), "permissions" or "injected"."""
    forced = os.environ.get("PETRIDISH_FAULTS", "")
    if forced == "injected" or (forced == "permissions" and kind == FULL):
        return "injected"
    if forced == "permissions":
        return "permissions"
    if can_mount():
        return "file system"
    if kind == READ_ONLY and permissions_stop_writes():
        return "permissions"
    return "injected"


class Fault:
    """A folder that becomes full or read-only when :meth:`strike` is called."""

    def __init__(self, kind: str, folder: Path) -> None:
        assert kind in KINDS
        self.kind, self.folder, self.how = kind, folder, how(kind)
        self._monkeypatch = pytest.MonkeyPatch()  # its own: undone by heal() alone
        self._mounted = False

    @property
    def errno(self) -> int:
        """The error number a write into the folder fails with."""
        return errno.EACCES if self.how == "permissions" else ERRNO[self.kind]

    def prepare(self) -> Path:
        """An empty folder for the files already there, on its own small file system
        where the machine allows it."""
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.how == "file system":
            assert _run(
                "mount", "-t", "tmpfs", "-o", f"size={SMALL_DISK}", "tmpfs", str(self.folder)
            )
            self._mounted = True
        return self.folder

    def strike(self) -> None:
        """From now on, no write into the folder (or below it) succeeds."""
        if self.how == "file system":
            if self.kind == FULL:
                _fill(self.folder)
            else:
                assert _run("mount", "-o", "remount,ro", str(self.folder))
        elif self.how == "permissions":
            for folder in _folders(self.folder):
                folder.chmod(stat.S_IRUSR | stat.S_IXUSR)  # 0o500
        else:
            self._inject()

    def heal(self) -> None:
        """Writable again (and unmounted), so that the test's folder can be removed."""
        self._monkeypatch.undo()
        if self._mounted:
            _run("umount", "-l", str(self.folder))
            self._mounted = False
        elif self.how == "permissions" and self.folder.exists():
            for folder in _folders(self.folder):
                folder.chmod(stat.S_IRWXU)

    def _inject(self) -> None:
        """Fail, as the real fault would, every call that would write in the folder."""
        number, inside = self.errno, self._inside

        def refuse(path: Any) -> None:
            raise OSError(number, os.strerror(number), os.fspath(path))

        def guard(real: Callable[..., Any], writes: Callable[..., bool]) -> Callable[..., Any]:
            def guarded(*args: Any, **kwargs: Any) -> Any:
                if writes(*args, **kwargs):
                    refuse(args[0])
                return real(*args, **kwargs)

            return guarded

        def opens_to_write(path: Any, flags: int, *rest: Any, **kwargs: Any) -> bool:
            return bool(flags & WRITE_FLAGS) and inside(path)

        def in_folder(path: Any, *rest: Any, **kwargs: Any) -> bool:
            return inside(path)

        def either_in_folder(source: Any, target: Any, *rest: Any, **kwargs: Any) -> bool:
            return inside(source) or inside(target)

        patch = self._monkeypatch.setattr
        patch(os, "open", guard(os.open, opens_to_write))
        patch(os, "mkdir", guard(os.mkdir, in_folder))
        if self.kind == READ_ONLY:  # a full disk still renames and deletes
            for name in ("replace", "rename"):
                patch(os, name, guard(getattr(os, name), either_in_folder))
            for name in ("unlink", "remove", "rmdir"):
                patch(os, name, guard(getattr(os, name), in_folder))
            patch(os, "chmod", guard(os.chmod, in_folder))

    def _inside(self, path: Any) -> bool:
        if isinstance(path, int):  # a file descriptor: opened before the fault struck
            return False
        return Path(os.path.abspath(os.fspath(path))).is_relative_to(self.folder)


def _folders(root: Path) -> list[Path]:
    return [root, *(p for p in root.rglob("*") if p.is_dir() and not p.is_symlink())]


def _fill(folder: Path) -> None:
    """Fill the file system at ``folder`` to its last byte: one file, in ever smaller
    writes until not one byte more fits."""
    chunk = 64 * 1024
    with open(folder / "filler", "wb", buffering=0) as filler:
        while chunk:
            try:
                while True:
                    filler.write(b"\0" * chunk)
            except OSError as exc:
                if exc.errno != errno.ENOSPC:
                    raise
                chunk //= 2
