"""The figures a benchmark returns, the machine they were measured on, and
docs/PERFORMANCE.md written from them.

Every ``bench_*.py`` returns its figures as :class:`Row` s (its own ``main()`` prints
from the same measurements); ``python -m bench`` gathers them into :class:`Section` s and
:func:`markdown` writes the page. Nothing here reads a benchmark's printed text.
"""

from __future__ import annotations

import dataclasses
import os
import platform
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Row:
    """One figure: what was measured, its value and unit, the target it is held to (blank:
    none, it is there for reference), whether the target is met (None: not judged), its
    ratio to the same run's baseline (None: the benchmark has none), and a note. A figure
    of None was not measured, and the note says why."""

    name: str
    figure: float | None
    unit: str
    target: str = ""
    met: bool | None = None
    baseline: float | None = None
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Row:
        return cls(**data)


def not_measured(name: str, why: str, target: str = "") -> Row:
    """A row for a figure that could not be measured here, saying why."""
    return Row(name, None, "", target, None, None, why)


@dataclass
class Section:
    """One benchmark's figures: its title, the command that measures them on its own,
    what it measures and what its baseline is, the settings of this run, and how long it
    took."""

    title: str
    command: str
    about: str
    rows: list[Row] = field(default_factory=list)
    settings: str = ""
    seconds: float | None = None
    # When it was measured, where that is not when the page's run was (``--update``).
    when: str = ""

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Section:
        rows = [Row.from_json(row) for row in data["rows"]]
        return cls(**{**data, "rows": rows})


def machine() -> dict[str, str]:
    """What the figures were measured on, as a reader comparing them needs it."""
    from PySide6 import QtCore, __version__

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    system = platform.platform()
    try:
        for line in Path("/etc/os-release").read_text().splitlines():
            if line.startswith("PRETTY_NAME="):
                system = f"{line.split('=', 1)[1].strip(chr(34))} ({system})"
    except OSError:
        pass
    facts = {
        "CPU": cpu,
        "Cores": str(os.cpu_count()),
        "Python": platform.python_version(),
        "PySide6": __version__,
        "Qt": QtCore.qVersion(),
        "OS": system,
        "Date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }
    if hasattr(os, "getloadavg"):
        # Another program's work slows every timing: say how busy the machine was.
        facts["Load at the start"] = " ".join(f"{n:.2f}" for n in os.getloadavg())
    return facts


def number(value: float | int) -> str:
    """A figure with as many digits as it needs to be read and compared."""
    size = abs(value)
    if isinstance(value, int):  # a count
        return f"{value:,}"
    if size >= 1000:
        return f"{value:,.0f}"
    if size >= 100:
        return f"{value:.0f}"
    if size >= 10:
        return f"{value:.1f}"
    if size >= 1 or value == 0:
        return f"{value:.2f}"
    return f"{value:.3g}"


def value(row: Row) -> str:
    """A row's figure and unit, or a dash where it was not measured."""
    return "—" if row.figure is None else f"{number(row.figure)} {row.unit}".strip()


def verdict(row: Row) -> str:
    if row.figure is None:
        return "not measured"
    if row.met is None:
        return "—" if not row.target else "not judged"
    return "met" if row.met else "**missed**"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(sections: list[Section], facts: dict[str, str], quick: bool) -> str:
    """docs/PERFORMANCE.md: the machine, the targets missed, then every benchmark's
    figures with its target, whether it is met and its ratio to the baseline."""
    rows = [row for section in sections for row in section.rows]
    judged = [row for row in rows if row.met is not None]
    missed = [(s, row) for s in sections for row in s.rows if row.met is False]
    absent = [(s, row) for s in sections for row in s.rows if row.figure is None]
    out = [
        "# Performance",
        "",
        "Written by `python -m bench` (run from the repository's root; it rewrites this"
        " page). Each benchmark ran in a fresh process, one after another; each can be run"
        " on its own, with more to say, by the command under its heading.",
        "",
    ]
    if quick:
        out += [
            "**This was a quick pass** (`python -m bench --quick`): fewer runs, games,"
            " steps and playouts, and no count of instructions under valgrind. Its figures"
            " wander more than a full run's; the settings of each benchmark are under its"
            " heading.",
            "",
        ]
    out += ["## The machine", "", "| | |", "|---|---|"]
    out += [f"| {name} | {_cell(value)} |" for name, value in facts.items()]
    out += ["", "## Targets", ""]
    out.append(f"{len(judged) - len(missed)} of {len(judged)} targets met.")
    if missed:
        out += ["", "Missed:", ""]
        out += [f"- {s.title}: {row.name}: {value(row)} (target {row.target})" for s, row in missed]
    if absent:
        out += ["", "Not measured:", ""]
        out += [f"- {s.title}: {row.name}: {row.note}" for s, row in absent]
    for section in sections:
        out += ["", f"## {section.title}", "", f"`{section.command}`", "", section.about]
        run = [f"This run: {section.settings}."] if section.settings else []
        if section.seconds is not None:
            run.append(f"It took {section.seconds:.0f} s.")
        if section.when:
            run.append(f"Measured again on {section.when}, after the rest of the page.")
        if run:
            out += ["", " ".join(run)]
        out += [
            "",
            "| Figure | Value | Target | Met | × baseline | Note |",
            "|---|--:|---|---|--:|---|",
        ]
        for row in section.rows:
            ratio = "" if row.baseline is None else f"{row.baseline:.2f}×"
            cells = (row.name, value(row), row.target, verdict(row), ratio, row.note)
            out.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(out) + "\n"
